//! Playing on the board in a real browser: headless Chromium signs in through the fake
//! Discord's OAuth2 pages, plays whole games by tapping pieces and squares (captures, neo's
//! prisoner drops, classic to its harmony) with each player seeing the other's move arrive
//! live, picks a heligon move from the piece's list in the words `/move SQUARE` says,
//! resigns through the confirmation, plays `simple` from a hand-made position (a capture
//! picked from several, two taken at once) and ends it in a draw offered and accepted on the
//! pages, and opens the board as an Activity through the Embedded App SDK's mock; a
//! non-player, a forged request, a double tap and another server's session are refused.
//! Without Chromium it says so and passes, unless CI or RITHMO_REQUIRE_BROWSER is set
//! (`.ci/run` sets it). Over plain HTTP, without a browser: a sign-in's answer without this
//! browser's `state` opens no session, and a session asking too fast is answered 429.

mod common;
mod fake_discord;
#[path = "common/web.rs"]
mod site;

#[path = "common/browser.rs"]
mod browser;

use browser::{browser_or_skip, Browser};
use common::driver::{BotChallenge, Challenge, Driver};
use common::people::{alice, bob, carol};
use fake_discord::{FakeDiscord, APP_ID, CLIENT_SECRET};
use rithmo::rules::Game;
use rithmo::service::protocol::team::Mode;
use rithmo::service::{ColourChoice, Command, Role, TeamAsk, User};
use serde_json::{json, Value};
use site::{token, Site};
use std::path::PathBuf;
use std::time::SystemTime;

/// The wall clock: the pages' own service moves at it, so the games begin at it too.
fn now() -> i64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// The fake Discord on a runtime of its own (kept alive with it).
struct Discord {
    fake: FakeDiscord,
    _rt: tokio::runtime::Runtime,
}

impl Discord {
    fn start() -> Discord {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        let fake = rt.block_on(FakeDiscord::start());
        Discord { fake, _rt: rt }
    }
}

/// A game between alice (White) and bob here, in `variant`, begun now.
fn duel(variant: &str) -> (Driver, i64) {
    let mut d = Driver::new();
    let challenge = Challenge {
        variant: variant.into(),
        colour: ColourChoice::White,
        ..Challenge::to(Some(bob()))
    };
    let r = d.duel(&alice(), &bob(), challenge.command(), now());
    let game = r.game.unwrap();
    (d, game)
}

/// A game between alice (White) and bob in `variant`, begun now, on pages that are played
/// on, signing in with the fake Discord.
fn on_the_pages(variant: &str) -> (Discord, Driver, i64, Site) {
    let discord = Discord::start();
    let (d, game) = duel(variant);
    let site = Site::playing(&d.path, &discord.fake.api_url(), APP_ID, CLIENT_SECRET);
    (discord, d, game, site)
}

/// `who` signs in on the page at `url` through Discord (the fake, where they are signed in):
/// the page's link, Discord's authorize page, our callback, and back to the game.
fn sign_in(b: &Browser, discord: &Discord, who: &User, url: &str) {
    discord.fake.sign_in_at_discord(who.id, &who.name);
    b.open(url);
    b.until(
        "the sign-in link",
        "return !!document.querySelector('#play-who a.sign-in');",
    );
    b.click("#play-who a.sign-in");
    b.until(
        "signed in",
        &format!(
            "return document.getElementById('play-who').textContent.indexOf('Signed in as {}') >= 0;",
            who.name
        ),
    );
}

/// The number of plies the page shows.
fn shown_plies(b: &Browser) -> u64 {
    b.eval("return parseInt(document.getElementById('live').dataset.last, 10);")
        .as_u64()
        .unwrap()
}

/// Taps the player's piece on `square` once the page marks it as one that can move.
fn choose(b: &Browser, square: &str) {
    let spot = format!("#touch .spot.piece[data-square='{square}']");
    b.until(
        &format!("the piece on {square} marked"),
        &format!("return !!document.querySelector(\"{spot}\");"),
    );
    b.click(&spot);
}

/// Plays `text` by tapping: the piece (or the prisoner in the strip), then the marked square.
fn tap_move(b: &Browser, text: &str) {
    tap_move_showing(b, text, None);
}

/// The same; with `shots`, the page is saved as a picture at a phone's width and a
/// desktop's once the piece is chosen, before its target is tapped (RITHMO_WEB_SCREENSHOTS).
fn tap_move_showing(b: &Browser, text: &str, shots: Option<(&std::path::Path, &str)>) {
    b.until(
        "the player's pieces marked",
        "return !!document.querySelector('#touch .spot.piece') || !!document.querySelector('#play-drops button');",
    );
    let to = if let Some((piece, to)) = text.split_once('@') {
        b.click(&format!("#play-drops button[data-piece='{piece}']"));
        to
    } else {
        let (from, to) = text.split_once(['-', 'x']).unwrap();
        b.click(&format!("#touch .spot.piece[data-square='{from}']"));
        to
    };
    if let Some((dir, name)) = shots {
        for (size, (w, h)) in [("phone", (390, 844)), ("desktop", (1280, 900))] {
            b.resize(w, h);
            b.eval(
                "document.getElementById('touch').scrollIntoView({block: 'center'}); return null;",
            );
            b.screenshot(&dir.join(format!("{name}-{size}.png")));
        }
        b.resize(480, 900);
    }
    b.click(&format!("#touch .spot.target[data-square='{to}']"));
}

/// Each of the player's touch targets lies over its square as the renderer draws the
/// picture (its layout, Black at the bottom for the player of Black), to a pixel of the
/// picture.
fn spots_on_their_squares(b: &Browser, variant: &str, black: bool) {
    use rithmo::render::layout::Layout;
    b.until(
        "the pieces marked on the board drawn",
        &format!(
            "var i = document.getElementById('board');\
             return !!document.querySelector('#touch .spot.piece') && i.complete && i.naturalWidth > 0\
               && (i.getAttribute('src').indexOf('flip=1') >= 0) === {black};"
        ),
    );
    let spots = b.eval(
        "var img = document.getElementById('board').getBoundingClientRect();\
         return Array.prototype.map.call(document.querySelectorAll('#touch .spot.piece'), function (s) {\
           var r = s.getBoundingClientRect();\
           return [s.dataset.square, (r.left - img.left) / img.width, (r.top - img.top) / img.height,\
                   r.width / img.width, r.height / img.height];\
         });",
    );
    let ranks = if variant == "neo" { 9 } else { 16 };
    let tall = variant == "classic" || variant == "heligon";
    let layout = Layout::with_strips(ranks, black, tall);
    let spots = spots.as_array().unwrap();
    assert!(!spots.is_empty());
    for s in spots {
        let sq = common::driver::sq(s[0].as_str().unwrap());
        let drawn = layout.square(sq);
        let at = |i: usize, size: u32| s[i].as_f64().unwrap() * size as f64;
        let (x, y) = (at(1, layout.width), at(2, layout.height));
        let (w, h) = (at(3, layout.width), at(4, layout.height));
        for (got, want) in [(x, drawn.x), (y, drawn.y), (w, drawn.w), (h, drawn.h)] {
            assert!(
                (got - want as f64).abs() < 1.0,
                "{s}: {got} against {want} ({drawn:?})"
            );
        }
    }
}

/// The ply whose choosing is saved as pictures (a capture in both games).
const SHOWN_PLY: u64 = 5;

/// A whole game from the file of games, played on two pages (alice's and bob's), each
/// player tapping their move once the other's has arrived live: the latencies from a tap to
/// the move on the other page (milliseconds, one per ply).
fn play_whole_game(variant: &str, white_first: bool) -> (Driver, i64, Vec<i64>) {
    let (chromium, chromedriver) = browser_or_skip().unwrap();
    let line = std::fs::read_to_string("tests/golden/page_games.txt")
        .unwrap()
        .lines()
        .find(|l| l.starts_with(&format!("{variant} ")))
        .unwrap()
        .to_string();
    let moves: Vec<&str> = line.split_whitespace().skip(1).collect();
    let (discord, d, game, site) = on_the_pages(variant);
    let url = site.url(&format!("/g/{}", token(&d.path, game)));
    let white = Browser::start(&chromium, &chromedriver);
    let black = Browser::start(&chromium, &chromedriver);
    sign_in(&white, &discord, &alice(), &url);
    sign_in(&black, &discord, &bob(), &url);
    let mut latencies = Vec::new();
    for (i, text) in moves.iter().enumerate() {
        let ply = i as u64 + 1;
        let white_moves = (i % 2 == 0) == white_first;
        let (mover, other) = if white_moves {
            (&white, &black)
        } else {
            (&black, &white)
        };
        mover.until(
            "the last move arrived",
            &format!(
                "return parseInt(document.getElementById('live').dataset.last, 10) === {};",
                ply - 1
            ),
        );
        let shots = std::env::var_os("RITHMO_WEB_SCREENSHOTS").map(PathBuf::from);
        let shot = shots
            .as_deref()
            .filter(|_| ply == SHOWN_PLY)
            .map(|dir| (dir, variant));
        if ply <= 2 {
            spots_on_their_squares(mover, variant, !white_moves);
        }
        tap_move_showing(mover, text, shot);
        other.until(
            "the move on the other page",
            &format!(
                "return parseInt(document.getElementById('live').dataset.last, 10) === {ply};"
            ),
        );
        let tapped =
            mover.eval("return parseInt(document.getElementById('play').dataset.tappedAt, 10);");
        let arrived =
            other.eval("return parseInt(document.getElementById('live').dataset.arrived, 10);");
        latencies.push(arrived.as_i64().unwrap() - tapped.as_i64().unwrap());
        assert_eq!(
            other.eval("return document.querySelector('ol.moves > li:last-child button').textContent.trim().split(' ').pop();"),
            json!(text),
            "ply {ply} as the other page lists it"
        );
    }
    assert_eq!(shown_plies(&white), moves.len() as u64);
    // The game is over: no more controls for either player.
    for b in [&white, &black] {
        b.until(
            "the controls gone",
            "return !document.querySelector('#touch .spot') && !document.querySelector('#play-tools button');",
        );
    }
    if let Some(dir) = std::env::var_os("RITHMO_WEB_MEASURE") {
        let dir = PathBuf::from(dir);
        let text: Vec<String> = latencies.iter().map(|l| l.to_string()).collect();
        std::fs::write(dir.join(format!("latency-{variant}.txt")), text.join("\n")).unwrap();
        // The page's weight at the game's end: its HTML, scripts and style as served.
        let mut weights = Vec::new();
        for path in [
            format!("/g/{}", token(&d.path, game)),
            "/assets/web.js".into(),
            "/assets/play.js".into(),
            "/assets/web.css".into(),
        ] {
            let (_, _, body) = site.get(&path);
            weights.push(format!("{path} {}", body.len()));
        }
        std::fs::write(
            dir.join(format!("weight-{variant}.txt")),
            weights.join("\n"),
        )
        .unwrap();
    }
    drop(site);
    (d, game, latencies)
}

#[test]
fn a_neo_game_is_played_to_its_end_on_the_board_alone_with_captures_and_drops() {
    if browser_or_skip().is_none() {
        return;
    }
    let (d, game, _) = play_whole_game("neo", true);
    let (status, result, reason) = d.status(game);
    assert_eq!(status, "finished");
    assert_eq!(result.as_deref(), Some("white"));
    assert_eq!(reason.as_deref(), Some("triumph"));
}

#[test]
fn a_classic_game_is_played_to_its_harmony_on_the_board_alone() {
    if browser_or_skip().is_none() {
        return;
    }
    let (d, game, _) = play_whole_game("classic", false);
    let (status, result, reason) = d.status(game);
    assert_eq!(status, "finished");
    assert_eq!(result.as_deref(), Some("black"));
    assert_eq!(reason.as_deref(), Some("harmony"));
}

/// The moves of a heligon piece, listed on the page in the words `/move SQUARE` says; one
/// picked from the list (not the board) is played; the opponent's answer arrives live; then
/// resigning asks first, Keep playing keeps the game, and Resign ends it.
#[test]
fn a_heligon_move_is_chosen_from_the_list_then_the_player_resigns_through_the_confirmation() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let (discord, mut d, game, site) = on_the_pages("heligon");
    let url = site.url(&format!("/g/{}", token(&d.path, game)));
    let b = Browser::start(&chromium, &chromedriver);
    // Heligon's first move is Black's: bob's, through the service; alice then moves.
    sign_in(&b, &discord, &alice(), &url);
    let first = legal_first(&mut d, &bob(), game);
    d.played(&bob(), &first, now());
    b.until(
        "bob's move arrived",
        "return parseInt(document.getElementById('live').dataset.last, 10) === 1;",
    );
    b.until(
        "alice's pieces marked",
        "return !!document.querySelector('#touch .spot.piece');",
    );
    // A piece of hers, and its list.
    let square = b
        .eval("return document.querySelector('#touch .spot.piece').dataset.square;")
        .as_str()
        .unwrap()
        .to_string();
    b.click(&format!("#touch .spot.piece[data-square='{square}']"));
    b.until(
        "its moves listed",
        "return document.querySelectorAll('#play-moves button.choice').length > 0;",
    );
    let labels: Vec<String> = b
        .eval("return Array.prototype.map.call(document.querySelectorAll('#play-moves button.choice'), function (b) { return b.textContent; });")
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    // The same words as /move SQUARE, which lists that piece's moves privately.
    let said = d.mv(&alice(), &square, now()).text;
    for label in &labels {
        assert!(said.contains(label.as_str()), "{label} not in: {said}");
    }
    let chosen = b
        .eval(
            "return document.querySelector('#play-moves button.choice:last-of-type').dataset.move;",
        )
        .as_str()
        .unwrap()
        .to_string();
    let buttons = b
        .eval("return document.querySelectorAll('#play-moves button.choice').length;")
        .as_u64()
        .unwrap();
    b.click(&format!(
        "#play-moves li:nth-child({buttons}) button.choice"
    ));
    b.until(
        "alice's move played",
        "return parseInt(document.getElementById('live').dataset.last, 10) === 2;",
    );
    assert_eq!(
        b.eval("return document.querySelector('ol.moves > li:last-child button').textContent.trim().split(' ').pop();"),
        json!(chosen)
    );
    let reply = legal_first(&mut d, &bob(), game);
    d.played(&bob(), &reply, now());
    b.until(
        "bob's answer arrived live",
        "return parseInt(document.getElementById('live').dataset.last, 10) === 3;",
    );
    // Resign asks first; Keep playing keeps the game.
    b.until(
        "the tools",
        "return !!document.querySelector('#play-tools button.resign');",
    );
    b.click("#play-tools button.resign");
    b.until(
        "the question",
        "return document.querySelectorAll('#play-buttons button').length === 2;",
    );
    b.click("#play-buttons button[data-id^='keep:']");
    b.until(
        "still going on",
        "return !!document.querySelector('#touch .spot.piece');",
    );
    assert_eq!(d.status(game).0, "active");
    b.click("#play-tools button.resign");
    b.until(
        "the question again",
        "return document.querySelectorAll('#play-buttons button').length === 2;",
    );
    b.click("#play-buttons button[data-id^='resign:']");
    b.until(
        "the game over",
        "return document.getElementById('state').textContent.indexOf('resign') >= 0;",
    );
    let (status, result, reason) = d.status(game);
    assert_eq!(
        (status.as_str(), result.as_deref(), reason.as_deref()),
        ("finished", Some("black"), Some("resignation"))
    );
    // Signing out: the page offers to sign in again, and the old cookie opens nothing.
    let cookie = b.cookie("rithmo_session");
    b.click("#play-who button.link");
    b.until(
        "signed out",
        "return !!document.querySelector('#play-who a.sign-in');",
    );
    let you = site.rt.block_on(async {
        site::client()
            .get(format!("{url}/you"))
            .header("cookie", format!("rithmo_session={cookie}"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    });
    assert!(you.contains("\"signed_in\":false"), "{you}");
}

/// The first of `who`'s legal moves in `game`, as the service lists them.
fn legal_first(d: &mut Driver, who: &User, game: i64) -> String {
    let svc = rithmo::service::Service::open(&d.path).unwrap();
    let listed = svc.legal_moves(who, &common::people::HERE, Some(game));
    listed.moves.first().expect("a legal move").text.clone()
}

/// What the page's own script would send, sent by hand from the page (its cookie, and the
/// safety token only when `with_token`): the answer's status and body.
fn post_from_page(b: &Browser, url: &str, body: &Value, with_token: bool) -> (u64, Value) {
    let script = format!(
        "var done = arguments[arguments.length - 1];\
         fetch('{url}', {{ method: 'POST', credentials: 'same-origin', headers: Object.assign({{'content-type': 'application/json'}}, {token}), body: JSON.stringify({body}) }})\
           .then(function (r) {{ return r.json().then(function (j) {{ done([r.status, j]); }}); }});",
        token = if with_token {
            "{'x-csrf-token': (window.rithmoYou || {}).csrf}"
        } else {
            "{}"
        },
    );
    let v = b.session(
        "/execute/async",
        Some(json!({"script": script, "args": []})),
    );
    (v[0].as_u64().unwrap(), v[1].clone())
}

#[test]
fn a_non_player_a_forged_request_a_double_tap_and_another_servers_session_change_nothing() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let (discord, mut d, game, site) = on_the_pages("neo");
    let url = site.url(&format!("/g/{}", token(&d.path, game)));
    let act = format!("{url}/act");
    let b = Browser::start(&chromium, &chromedriver);
    // Carol is no player: the page says so and shows her no pieces; her move is refused in
    // the bot's words.
    sign_in(&b, &discord, &carol(), &url);
    b.until(
        "why not",
        "return document.getElementById('play-say').textContent.indexOf('not a player') >= 0;",
    );
    assert_eq!(
        b.eval("return document.querySelectorAll('#touch .spot').length;"),
        json!(0)
    );
    expose_you(&b);
    let (status, answer) = post_from_page(
        &b,
        &act,
        &json!({"do": "move", "text": "b3-a5", "ply": 1}),
        true,
    );
    assert_eq!(status, 200);
    assert_eq!(answer["ok"], json!(false), "{answer}");
    assert_eq!(d.status(game).0, "active");
    assert_eq!(shown_plies(&b), 0);
    // Alice signs in (the same browser, a new session): without the page's token, refused.
    b.delete_cookies();
    sign_in(&b, &discord, &alice(), &url);
    expose_you(&b);
    let (status, answer) = post_from_page(
        &b,
        &act,
        &json!({"do": "move", "text": "b3-a5", "ply": 1}),
        false,
    );
    assert_eq!(status, 403, "{answer}");
    assert!(
        answer["text"].as_str().unwrap().contains("safety token"),
        "{answer}"
    );
    // From another site (its Origin), even with the cookie and the token: refused.
    let cookie = b.cookie("rithmo_session");
    let csrf = b
        .eval("return window.rithmoYou.csrf;")
        .as_str()
        .unwrap()
        .to_string();
    let forged = site.rt.block_on(async {
        site::client()
            .post(&act)
            .header("cookie", format!("rithmo_session={cookie}"))
            .header("x-csrf-token", &csrf)
            .header("origin", "https://evil.example")
            .header("content-type", "application/json")
            .body(json!({"do": "move", "text": "b3-a5", "ply": 1}).to_string())
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    });
    assert_eq!(forged, 403);
    assert_eq!(shown_plies(&b), 0, "nothing was played");
    // A double tap: the same move twice; the second is refused, one move is played.
    let (_, first) = post_from_page(
        &b,
        &act,
        &json!({"do": "move", "text": "b3-a5", "ply": 1}),
        true,
    );
    let (_, second) = post_from_page(
        &b,
        &act,
        &json!({"do": "move", "text": "b3-a5", "ply": 1}),
        true,
    );
    assert_eq!(first["ok"], json!(true), "{first}");
    assert_eq!(second["ok"], json!(false), "{second}");
    b.until(
        "one move",
        "return parseInt(document.getElementById('live').dataset.last, 10) === 1;",
    );
    let plies: i64 = rithmo::store::sql::Connection::at(&d.path)
        .unwrap()
        .query_row("SELECT ply FROM games WHERE id = ?1", [game], |r| r.get(0))
        .unwrap();
    assert_eq!(plies, 1);
    // A session an Activity opened in another server reaches none of this server's games.
    let other = rithmo::store::sql::Connection::at(&d.path).unwrap();
    other
        .execute(
            "INSERT INTO web_sessions (id, user_id, user_name, csrf, guild, created_at, expires_at)
             VALUES (?1, 2, 'bob', 'c', 8, ?2, ?3)",
            rithmo::params!["b".repeat(64), now(), now() + 3600],
        )
        .unwrap();
    let elsewhere = site.rt.block_on(async {
        let r = site::client()
            .post(&act)
            .header("authorization", format!("Bearer {}", "b".repeat(64)))
            .header("x-csrf-token", "c")
            .header("content-type", "application/json")
            .body(json!({"do": "move", "text": "a7xa5", "ply": 2}).to_string())
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), r.text().await.unwrap())
    });
    assert_eq!(elsewhere.0, 403, "{}", elsewhere.1);
    assert!(elsewhere.1.contains("another server"), "{}", elsewhere.1);
    let _ = &mut d;
}

/// Keeps the page's last `/you` where a test's script can read its safety token.
fn expose_you(b: &Browser) {
    b.eval(
        "var done = null; return fetch(document.getElementById('live').dataset.base + 'you', {credentials: 'same-origin'})\
           .then(function (r) { return r.json(); }).then(function (y) { window.rithmoYou = y; return true; });",
    );
    b.until("the page's state read", "return !!window.rithmoYou;");
}

/// Inside Discord the page is an Activity: the SDK's handshake (its published mock here)
/// gives a code, our server exchanges it with Discord, asks Discord where the instance runs
/// and who is in it, and opens the board of that channel's game; the player moves on it.
/// Someone Discord does not list in the instance is refused.
#[test]
fn the_board_opens_as_an_activity_through_the_sdk_and_plays() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let (discord, d, game, site) = on_the_pages("neo");
    let here = common::people::HERE;
    discord
        .fake
        .open_activity("i-1", here.guild.unwrap(), here.channel, &[alice().id]);
    let b = Browser::start(&chromium, &chromedriver);
    // Bob is not in the instance: refused, said on the page.
    let code = discord.fake.activity_code(bob().id, "bob");
    b.open(&site.url(&format!(
        "/activity?mock_code={code}&mock_guild=7&mock_channel=70&mock_instance=i-1"
    )));
    b.until(
        "the refusal",
        "return document.getElementById('activity-status').textContent.indexOf('does not list you') >= 0;",
    );
    let code = discord.fake.activity_code(alice().id, "alice");
    b.open(&site.url(&format!(
        "/activity?mock_code={code}&mock_guild=7&mock_channel=70&mock_instance=i-1"
    )));
    b.until(
        "the game's board",
        &format!(
            "return location.pathname === '/g/{}' && document.getElementById('play-who').textContent.indexOf('Signed in as alice') >= 0;",
            token(&d.path, game)
        ),
    );
    tap_move(&b, "b3-a5");
    b.until(
        "the move played",
        "return parseInt(document.getElementById('live').dataset.last, 10) === 1;",
    );
    assert_eq!(d.status(game).0, "active");
}

/// Alice's `simple` position, White to move, worked out by hand (a circle moves exactly 2
/// squares, a triangle 3, a square 4, turning at most once; RULES.md 2.3):
/// - her triangle 9 on d4 has three captures: Black's 12 on g4 by assault over 3 squares
///   (9+3=12), Black's 9 on d7 by meeting (9=9), Black's 3 on a4 by assault (9/3=3);
/// - her circle 16 on e10 meets Black's triangle 16 on e12 (16=16) and, standing there
///   beside her triangle 20 on f13, ambushes Black's 36 on e13 (20+16=36): two at once;
/// - her circle 6 on h3 and Black's square 361 on h16 move quietly (h3-h5, h16-h12 and
///   back); her square 289 on h1 is a spare.
///
/// No piece stands beside an enemy that could take it, so nothing falls but what a move
/// takes.
const SIMPLE_PIECES: &[(&str, &str)] = &[
    ("h1", "S289"),
    ("h3", "C6"),
    ("d4", "T9"),
    ("e10", "C16"),
    ("f13", "T20"),
    ("g4", "t12"),
    ("d7", "c9"),
    ("a4", "c3"),
    ("e12", "t16"),
    ("e13", "t36"),
    ("h16", "s361"),
];

/// Ply `ply` of `game` as stored: its text and its captures as (square, piece, how), with
/// the captors' squares sorted.
#[allow(clippy::type_complexity)]
fn stored_move(
    d: &Driver,
    game: i64,
    ply: u32,
) -> (String, Vec<(String, String, String, Vec<String>)>) {
    let conn = rithmo::store::sql::Connection::at(&d.path).unwrap();
    let (text, captures): (String, String) = conn
        .query_row(
            "SELECT text, captures FROM moves WHERE game_id = ?1 AND ply = ?2",
            rithmo::params![game, ply],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let captures: Vec<Value> = serde_json::from_str(&captures).unwrap();
    let captures = captures
        .iter()
        .map(|c| {
            let s = |k: &str| c[k].as_str().unwrap_or_default().to_string();
            let mut by: Vec<String> = c["captors"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|v| v.as_str().unwrap().to_string())
                .collect();
            by.sort();
            (s("square"), s("piece"), s("how"), by)
        })
        .collect();
    (text, captures)
}

/// Every move of `game` as stored, in order.
fn stored_texts(d: &Driver, game: i64) -> Vec<String> {
    let conn = rithmo::store::sql::Connection::at(&d.path).unwrap();
    let n: i64 = conn
        .query_row("SELECT ply FROM games WHERE id = ?1", [game], |r| r.get(0))
        .unwrap();
    (1..=n as u32).map(|p| stored_move(d, game, p).0).collect()
}

/// A `simple` game from a hand-made position, played by alice on the board (bob answers
/// through the service): a quiet move tapped; her triangle's three captures marked on the
/// board and listed most material first, the second picked from the list (the stored move
/// and its capture are that one); a double capture (a meeting and an ambush) tapped on the
/// board. The rules core, replaying the stored moves from the position, agrees with every
/// stored capture and the stored position. Then she offers a draw with the page's button:
/// her page shows no answers to her own offer and no second offer; bob's page, open before,
/// learns of it live and shows him Accept and Decline; he accepts, and both pages say the
/// game is drawn by agreement.
#[test]
fn a_simple_game_is_played_by_taps_with_a_capture_picked_from_several_then_drawn_on_the_page() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let start = common::rfen(16, SIMPLE_PIECES, "w - -");
    let discord = Discord::start();
    let (mut d, game) = duel("simple");
    d.set_position(game, &start);
    d.reopen();
    let site = Site::playing(&d.path, &discord.fake.api_url(), APP_ID, CLIENT_SECRET);
    let url = site.url(&format!("/g/{}", token(&d.path, game)));
    let b = Browser::start(&chromium, &chromedriver);
    sign_in(&b, &discord, &alice(), &url);
    let last_is = |b: &Browser, ply: u64| {
        b.until(
            &format!("ply {ply} shown"),
            &format!(
                "return parseInt(document.getElementById('live').dataset.last, 10) === {ply};"
            ),
        );
    };

    // 1. A quiet move, tapped: the circle, then its square.
    tap_move(&b, "h3-h5");
    last_is(&b, 1);
    assert_eq!(stored_move(&d, game, 1), ("h3-h5".into(), vec![]));
    d.played(&bob(), "h16-h12", now());
    last_is(&b, 2);

    // 3. The triangle on d4: its three captures marked on the board apart from its quiet
    // moves, and listed first, the most material first (12, then 9, then 3).
    choose(&b, "d4");
    b.until(
        "its moves listed",
        "return document.querySelectorAll('#play-moves button.choice').length > 0;",
    );
    let mut takes: Vec<String> = b
        .eval("return Array.prototype.map.call(document.querySelectorAll('#touch .spot.target.takes'), function (s) { return s.dataset.square; });")
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    takes.sort();
    assert_eq!(takes, ["a4", "d7", "g4"], "the targets marked as captures");
    let listed: Vec<String> = b
        .eval("return Array.prototype.map.call(document.querySelectorAll('#play-moves button.choice'), function (b) { return b.dataset.move; });")
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        listed[..3],
        ["d4xg4", "d4xd7", "d4xa4"],
        "the captures first, the most material first: {listed:?}"
    );
    assert!(
        listed[3..].iter().all(|m| m.contains('-')),
        "then the quiet moves: {listed:?}"
    );
    // In the words /move d4 lists them in.
    let labels: Vec<String> = b
        .eval("return Array.prototype.map.call(document.querySelectorAll('#play-moves button.choice'), function (b) { return b.textContent; });")
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    let said = d.mv(&alice(), "d4", now()).text;
    for label in &labels {
        assert!(said.contains(label.as_str()), "{label} not in: {said}");
    }
    assert!(
        labels[1].starts_with("d4xd7") && labels[1].contains("takes"),
        "{}",
        labels[1]
    );
    // The second of the list picked (not the board's target, not the first).
    b.click("#play-moves li:nth-child(2) button.choice");
    last_is(&b, 3);
    assert_eq!(
        stored_move(&d, game, 3),
        (
            "d4xd7".into(),
            vec![(
                "d7".into(),
                "c9".into(),
                "meeting 9=9".into(),
                vec!["d4".into()]
            )]
        ),
        "the move picked, and only its capture"
    );
    d.played(&bob(), "h12-h16", now());
    last_is(&b, 4);

    // 5. Two captures at once, tapped on the board: the circle, then its target, which the
    // board marks as a capture.
    choose(&b, "e10");
    b.until(
        "e12 marked as a capture",
        "var t = document.querySelector(\"#touch .spot.target[data-square='e12']\"); return !!t && t.classList.contains('takes');",
    );
    b.click("#touch .spot.target[data-square='e12']");
    last_is(&b, 5);
    assert_eq!(
        stored_move(&d, game, 5),
        (
            "e10xe12".into(),
            vec![
                (
                    "e12".into(),
                    "t16".into(),
                    "meeting 16=16".into(),
                    vec!["e10".into()]
                ),
                // An ambush's arithmetic says the larger value first (as 8+4=12).
                (
                    "e13".into(),
                    "t36".into(),
                    "ambush 20+16=36".into(),
                    vec!["e12".into(), "f13".into()]
                ),
            ]
        )
    );
    // The page's list of moves says both.
    let last = b
        .eval("return document.querySelector('ol.moves > li:last-child').textContent;")
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        last.contains("e10xe12") && last.contains("e12") && last.contains("e13"),
        "{last}"
    );
    d.played(&bob(), "h16-h12", now());
    last_is(&b, 6);

    // The rules core, from the position, plays the stored moves to the stored position with
    // the stored captures.
    let mut replayed = Game::from_rfen(
        rithmo::rules::Ruleset::from_names("simple", &[]).unwrap(),
        &start,
    )
    .unwrap();
    let texts = stored_texts(&d, game);
    assert_eq!(
        texts,
        ["h3-h5", "h16-h12", "d4xd7", "h12-h16", "e10xe12", "h16-h12"]
    );
    for (i, text) in texts.iter().enumerate() {
        let took: Vec<(String, String, String)> = common::play(&mut replayed, text)
            .iter()
            .map(|c| (c.square.to_string(), c.piece.text(), c.how.to_string()))
            .collect();
        let stored: Vec<(String, String, String)> = stored_move(&d, game, i as u32 + 1)
            .1
            .into_iter()
            .map(|(s, p, h, _)| (s, p, h))
            .collect();
        assert_eq!(took, stored, "ply {}", i + 1);
    }
    let position: String = rithmo::store::sql::Connection::at(&d.path)
        .unwrap()
        .query_row("SELECT position FROM games WHERE id = ?1", [game], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(replayed.rfen(), position);
    assert_eq!(d.status(game).0, "active");

    // Bob has the game open on his own page before the offer.
    let other = Browser::start(&chromium, &chromedriver);
    sign_in(&other, &discord, &bob(), &url);
    other.until(
        "bob's page at ply 6, no offer yet",
        "return parseInt(document.getElementById('live').dataset.last, 10) === 6\
           && document.querySelectorAll('#play-buttons button').length === 0;",
    );
    // A draw offered with the page's button: said on the page, and standing.
    b.until(
        "the tools",
        "return !!document.querySelector('#play-tools button.draw');",
    );
    b.click("#play-tools button.draw");
    b.until(
        "the offer made",
        "return document.getElementById('play-say').textContent.indexOf('offers a draw') >= 0;",
    );
    let offered: (i64, i64) = rithmo::store::sql::Connection::at(&d.path)
        .unwrap()
        .query_row(
            "SELECT offered_by, ply FROM draw_offers WHERE game_id = ?1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(offered, (alice().id as i64, 6));
    // The offer's answers are bob's: alice's page shows neither them nor a second offer.
    b.until(
        "alice's page without the answers and without a second offer",
        "return document.querySelectorAll('#play-buttons button').length === 0\
           && !document.querySelector('#play-tools button.draw')\
           && !!document.querySelector('#play-tools button.resign');",
    );
    // Bob's open page learns of the offer live and shows him its answers; he accepts there.
    other.until(
        "the offer's answers, arrived live",
        "var b = document.querySelectorAll('#play-buttons button'); return b.length === 2\
           && b[0].dataset.id.indexOf('draw-accept:') === 0 && b[0].textContent === 'Accept draw'\
           && b[1].dataset.id.indexOf('draw-decline:') === 0;",
    );
    other.click("#play-buttons button[data-id^='draw-accept:']");
    for page in [&other, &b] {
        page.until(
            "the game drawn, said on the page",
            "return document.getElementById('state').textContent.indexOf('Draw by agreement') >= 0;",
        );
        page.until(
            "no more controls",
            "return !document.querySelector('#touch .spot') && !document.querySelector('#play-tools button');",
        );
    }
    let (status, result, reason) = d.status(game);
    assert_eq!(
        (status.as_str(), result.as_deref(), reason.as_deref()),
        ("finished", Some("draw"), Some("agreement"))
    );
    assert_eq!(stored_texts(&d, game).len(), 6, "no move more");
}

// ---- over plain HTTP: signing in refused, and the rate ------------------------------------

/// A client that does not follow redirects (the test reads them), bounded in time.
fn not_following() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(std::time::Duration::from_secs(10))
        .build()
        .unwrap()
}

/// An answer as a test reads it.
struct Answered {
    status: u16,
    location: Option<String>,
    /// Every `Set-Cookie`, whole.
    cookies: Vec<String>,
    body: String,
}

impl Answered {
    /// The value a `Set-Cookie` of this answer gives cookie `name`, if one does.
    fn sets(&self, name: &str) -> Option<String> {
        self.cookies.iter().find_map(|c| {
            let first = c.split(';').next().unwrap();
            first.strip_prefix(&format!("{name}=")).map(String::from)
        })
    }
}

/// GET `url` (ours or the fake Discord's) with `cookie` (a `Cookie` header's value) if any.
fn get_plain(site: &Site, url: &str, cookie: Option<&str>) -> Answered {
    site.rt.block_on(async {
        let mut r = not_following().get(url);
        if let Some(c) = cookie {
            r = r.header("cookie", c);
        }
        let r = r.send().await.unwrap();
        let status = r.status().as_u16();
        let location = r
            .headers()
            .get("location")
            .map(|v| v.to_str().unwrap().to_string());
        let cookies = r
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect();
        let body = r.text().await.unwrap();
        Answered {
            status,
            location,
            cookies,
            body,
        }
    })
}

/// A sign-in begun by one browser: `/auth/login` (which keeps the `state` in the cookie it
/// sets), then Discord's authorize page followed as `who`, signed in there; what Discord
/// sends that browser back to our callback with.
struct Begun {
    /// The browser's sign-in cookie, as its `Cookie` header carries it.
    cookie: String,
    code: String,
    state: String,
}

fn begin_sign_in(site: &Site, discord: &Discord, who: &User, back: &str) -> Begun {
    let login = get_plain(site, &site.url(&format!("/auth/login?back={back}")), None);
    assert_eq!(login.status, 302, "{}", login.body);
    let state_kept = login.sets("rithmo_sign_in").expect("the sign-in's cookie");
    discord.fake.sign_in_at_discord(who.id, &who.name);
    let at_discord = get_plain(site, login.location.as_deref().unwrap(), None);
    assert_eq!(at_discord.status, 302, "{}", at_discord.body);
    let back_to = at_discord.location.unwrap();
    let query = back_to
        .strip_prefix(&site.url("/auth/callback?"))
        .unwrap_or_else(|| panic!("back to our callback: {back_to}"));
    let field = |k: &str| {
        query
            .split('&')
            .find_map(|kv| kv.strip_prefix(&format!("{k}=")))
            .unwrap_or_else(|| panic!("{k} in {back_to}"))
            .to_string()
    };
    let (code, state) = (field("code"), field("state"));
    assert_eq!(
        state, state_kept,
        "the state Discord carried is the cookie's"
    );
    Begun {
        cookie: format!("rithmo_sign_in={state_kept}"),
        code,
        state,
    }
}

/// Our callback as a browser with `cookie` comes back to it with `query`.
fn come_back(site: &Site, query: &str, cookie: Option<&str>) -> Answered {
    get_plain(site, &site.url(&format!("/auth/callback?{query}")), cookie)
}

/// The sessions stored, and the codes the pages exchanged at Discord's token URL.
fn sessions_and_exchanges(d: &Driver, discord: &Discord) -> (i64, usize) {
    let sessions: i64 = rithmo::store::sql::Connection::at(&d.path)
        .unwrap()
        .query_row("SELECT COUNT(*) FROM web_sessions", (), |r| r.get(0))
        .unwrap();
    let exchanges = discord
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/oauth2/token"))
        .count();
    (sessions, exchanges)
}

/// Discord's answer must come back to the browser that began the sign-in, with that
/// browser's `state`: another sign-in's state and code (someone signing alice's browser in
/// as themselves), a state altered, none at all, or the right one in a browser without the
/// sign-in's cookie are each refused with the page saying why; no session is opened, no
/// session cookie set, and the code is never taken to Discord. The answer as Discord gave
/// it then signs alice in, once.
#[test]
fn a_sign_in_answer_without_this_browsers_state_opens_no_session() {
    let (discord, d, game, site) = on_the_pages("neo");
    let page = format!("/g/{}", token(&d.path, game));
    let alices = begin_sign_in(&site, &discord, &alice(), &page);
    let carols = begin_sign_in(&site, &discord, &carol(), &page);
    assert_ne!(alices.state, carols.state);
    assert_eq!(sessions_and_exchanges(&d, &discord), (0, 0));
    let altered = {
        let mut s = alices.state.clone();
        let last = s.pop().unwrap();
        s.push(if last == '0' { '1' } else { '0' });
        s
    };
    let refused = [
        (
            "carol's answer in alice's browser",
            format!("code={}&state={}", carols.code, carols.state),
            Some(alices.cookie.as_str()),
        ),
        (
            "a state altered",
            format!("code={}&state={altered}", alices.code),
            Some(alices.cookie.as_str()),
        ),
        (
            "no state",
            format!("code={}", alices.code),
            Some(alices.cookie.as_str()),
        ),
        (
            "an empty state, the cookie emptied",
            format!("code={}&state=", alices.code),
            Some("rithmo_sign_in="),
        ),
        (
            "the right answer in a browser without the cookie",
            format!("code={}&state={}", alices.code, alices.state),
            None,
        ),
    ];
    for (case, query, cookie) in &refused {
        let a = come_back(&site, query, *cookie);
        assert_eq!(a.status, 400, "{case}: {}", a.body);
        assert!(
            a.body.contains("This sign-in was not started here"),
            "{case}: says why: {}",
            a.body
        );
        assert!(
            a.body.contains("Back to the game"),
            "{case}: the way back: {}",
            a.body
        );
        assert_eq!(a.sets("rithmo_session"), None, "{case}: {:?}", a.cookies);
        assert_eq!(
            sessions_and_exchanges(&d, &discord),
            (0, 0),
            "{case}: no session, no code exchanged"
        );
    }
    // The answer Discord gave alice's browser, in her browser: signed in, back to the game.
    let a = come_back(
        &site,
        &format!("code={}&state={}", alices.code, alices.state),
        Some(&alices.cookie),
    );
    assert_eq!(a.status, 302, "{}", a.body);
    assert_eq!(a.location.as_deref(), Some(page.as_str()));
    let session = a.sets("rithmo_session").expect("a session cookie");
    assert_eq!(session.len(), 64, "256 random bits: {session}");
    assert_eq!(a.sets("rithmo_sign_in").as_deref(), Some(""), "forgotten");
    assert_eq!(sessions_and_exchanges(&d, &discord), (1, 1));
    let user: i64 = rithmo::store::sql::Connection::at(&d.path)
        .unwrap()
        .query_row("SELECT user_id FROM web_sessions", (), |r| r.get(0))
        .unwrap();
    assert_eq!(user, alice().id as i64);
    // Its state is used up: the same answer again opens nothing more.
    let again = come_back(
        &site,
        &format!("code={}&state={}", alices.code, alices.state),
        Some(&alices.cookie),
    );
    assert_eq!(again.status, 400, "{}", again.body);
    assert_eq!(again.sets("rithmo_session"), None);
    assert_eq!(sessions_and_exchanges(&d, &discord), (1, 1));
}

/// `who` signed in over plain HTTP: their session cookie (as a `Cookie` header's value) and
/// its safety token, read from the game page's `/you`.
fn signed_in_over_http(site: &Site, discord: &Discord, who: &User, page: &str) -> (String, String) {
    let begun = begin_sign_in(site, discord, who, page);
    let a = come_back(
        site,
        &format!("code={}&state={}", begun.code, begun.state),
        Some(&begun.cookie),
    );
    assert_eq!(a.status, 302, "{}", a.body);
    let cookie = format!("rithmo_session={}", a.sets("rithmo_session").unwrap());
    let you = get_plain(site, &site.url(&format!("{page}/you")), Some(&cookie));
    let you: Value = serde_json::from_str(&you.body).unwrap();
    assert_eq!(you["name"], json!(who.name), "{you}");
    (cookie, you["csrf"].as_str().unwrap().to_string())
}

/// What the page's script sends to `/act`, sent as the page would (its cookie, its token,
/// our Origin): the status and the answer.
fn act_plain(site: &Site, page: &str, session: &(String, String), body: &Value) -> (u16, Value) {
    let url = site.url(&format!("{page}/act"));
    let (cookie, csrf) = session;
    site.rt
        .block_on(site::act(&url, cookie, csrf, &site.url(""), body))
}

/// What a game's moves and offers hold: (plies, moves logged, draw offers).
fn game_rows(d: &Driver, game: i64) -> (i64, i64, i64) {
    let conn = rithmo::store::sql::Connection::at(&d.path).unwrap();
    let count = |sql: &str| -> i64 { conn.query_row(sql, [game], |r| r.get(0)).unwrap() };
    (
        count("SELECT ply FROM games WHERE id = ?1"),
        count("SELECT COUNT(*) FROM moves WHERE game_id = ?1"),
        count("SELECT COUNT(*) FROM draw_offers WHERE game_id = ?1"),
    )
}

/// A session asking faster than a burst of 30 and then two a second is answered 429 in
/// words, and what it asked is not done: a legal move sent then is not played. Another
/// player's session is not held back by it; the same move, sent once the rate allows, is
/// played.
#[test]
fn a_session_asking_too_fast_is_answered_429_and_nothing_is_done() {
    let (discord, d, game, site) = on_the_pages("neo");
    let page = format!("/g/{}", token(&d.path, game));
    let alices = signed_in_over_http(&site, &discord, &alice(), &page);
    let bobs = signed_in_over_http(&site, &discord, &bob(), &page);
    // A hint, in a game between people, is refused by the service: asking changes nothing.
    let hint = json!({"do": "hint"});
    let mv = json!({"do": "move", "text": "b3-a5", "ply": 1});
    let before = game_rows(&d, game);
    assert_eq!(before, (0, 0, 0));
    // The burst: thirty answered by the service.
    let began = std::time::Instant::now();
    for i in 0..30 {
        let (status, answer) = act_plain(&site, &page, &alices, &hint);
        assert_eq!(status, 200, "request {i} of the burst: {answer}");
        assert_eq!(answer["ok"], json!(false), "{answer}");
    }
    // Then no more than two a second come back: the first 429 within those.
    let mut passed = 0;
    let too_fast = loop {
        let (status, answer) = act_plain(&site, &page, &alices, &hint);
        if status == 429 {
            break answer;
        }
        assert_eq!(status, 200, "{answer}");
        passed += 1;
        let allowed = 2.0 * began.elapsed().as_secs_f64() + 1.0;
        assert!(
            f64::from(passed) <= allowed,
            "{passed} past the burst in {:?}",
            began.elapsed()
        );
    };
    assert_eq!(too_fast["ok"], json!(false), "{too_fast}");
    assert!(
        too_fast["text"]
            .as_str()
            .unwrap()
            .contains("Too many requests"),
        "{too_fast}"
    );
    // Asked on until one more is let through (within half a second): the bucket is empty
    // right after it, and a move sent at once is answered 429 and not played.
    let waited = std::time::Instant::now();
    loop {
        let (status, _) = act_plain(&site, &page, &alices, &hint);
        if status == 200 {
            break;
        }
        assert_eq!(status, 429);
        assert!(
            waited.elapsed() < std::time::Duration::from_secs(2),
            "two a second come back"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let (status, answer) = act_plain(&site, &page, &alices, &mv);
    assert_eq!(status, 429, "{answer}");
    assert_eq!(game_rows(&d, game), before, "the move was not played");
    // Bob's session has its own rate: answered by the service (not his turn).
    let (status, answer) = act_plain(
        &site,
        &page,
        &bobs,
        &json!({"do": "move", "text": "a7xa5", "ply": 1}),
    );
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["ok"], json!(false), "{answer}");
    assert_eq!(game_rows(&d, game), before);
    // A moment later the same move is let through and played.
    std::thread::sleep(std::time::Duration::from_millis(700));
    let (status, answer) = act_plain(&site, &page, &alices, &mv);
    assert_eq!((status, &answer["ok"]), (200, &json!(true)), "{answer}");
    assert_eq!(game_rows(&d, game), (1, 1, 0));
}

/// A team's game on the page: its members are known by the roles Discord sends with their
/// commands, which a page never has, so a member signed in there is told that the team plays
/// on Discord (and how), with no moves offered; not that they play no part in the game.
#[test]
fn a_team_member_on_the_page_is_told_the_team_plays_on_discord() {
    let discord = Discord::start();
    let mut d = Driver::new();
    let owls = 900;
    let bob_in_owls = User {
        roles: vec![owls],
        ..bob()
    };
    let mut challenge = BotChallenge::level(1).command();
    if let Command::ChallengeBot { team, .. } = &mut challenge {
        *team = Some(TeamAsk {
            role: Role {
                id: owls,
                name: "Owls".into(),
                members: Some(3),
            },
            mode: Mode::Vote,
            quorum: Some(2),
            close: None,
        });
    }
    let r = d.ok(&bob_in_owls, challenge, now());
    let game = r.game.expect("the team's game began");
    let site = Site::playing(&d.path, &discord.fake.api_url(), APP_ID, CLIENT_SECRET);
    let page = format!("/g/{}", token(&d.path, game));
    let (cookie, _) = signed_in_over_http(&site, &discord, &bob(), &page);
    let you = get_plain(&site, &site.url(&format!("{page}/you")), Some(&cookie));
    let you: Value = serde_json::from_str(&you.body).unwrap();
    assert_eq!(
        you["why_not"],
        json!(
            "A team plays in this game: its members vote and play on Discord, with /move or \
             the buttons under its posts. Here you can watch it."
        ),
        "{you}"
    );
    assert_eq!(you["moves"], json!([]), "{you}");
}

// ---- the holes found from outside: where a sign-in goes back to, whose session counts ----

/// Browsers drop tabs and newlines anywhere in an address, so `/<tab>/evil.example/x` would
/// take a player signed in at Discord to another site; CR, LF and NUL cannot go in a
/// `Location` at all. Each such page to come back to is replaced by our front page, both
/// after signing in and on the page that says a sign-in failed; a page of ours is kept.
#[test]
fn a_sign_in_never_goes_back_to_another_site() {
    let (discord, d, game, site) = on_the_pages("neo");
    let page = format!("/g/{}", token(&d.path, game));
    for back in [
        "%2F%09%2Fevil.example%2Fx",
        "%2F%0A%2Fevil.example%2Fx",
        "%2F%0D%2Fevil.example%2Fx",
        "%2F%0D%0A%2Fevil.example%2Fx",
        "%2F%00%2Fevil.example%2Fx",
        "%2F%20%2Fevil.example%2Fx",
        "%2F%0B%2Fevil.example%2Fx",
        "%2F%C2%A0%2Fevil.example%2Fx",
    ] {
        let begun = begin_sign_in(&site, &discord, &alice(), back);
        let a = come_back(
            &site,
            &format!("code={}&state={}", begun.code, begun.state),
            Some(&begun.cookie),
        );
        assert_eq!(a.status, 302, "{back}: {}", a.body);
        assert_eq!(a.location.as_deref(), Some("/"), "{back}");
        assert!(
            a.sets("rithmo_session").is_some(),
            "{back}: signed in all the same"
        );
        // Refused by Discord: the page saying so links to our front page too.
        let begun = begin_sign_in(&site, &discord, &alice(), back);
        let refused = come_back(
            &site,
            &format!("error=access_denied&state={}", begun.state),
            Some(&begun.cookie),
        );
        assert_eq!(refused.status, 200, "{back}: {}", refused.body);
        assert!(
            refused.body.contains("href=\"/\""),
            "{back}: {}",
            refused.body
        );
        assert!(
            !refused.body.contains("evil.example"),
            "{back}: {}",
            refused.body
        );
    }
    let begun = begin_sign_in(&site, &discord, &alice(), &page);
    let a = come_back(
        &site,
        &format!("code={}&state={}", begun.code, begun.state),
        Some(&begun.cookie),
    );
    assert_eq!(
        a.location.as_deref(),
        Some(page.as_str()),
        "a page of ours is kept"
    );
}

/// A link to a game's page carrying someone else's session in its address (`#s=`) signs
/// nobody in as them: not over a session of the reader's own (and the server, sent both,
/// counts the cookie's), not where the Activity did not open the page, not for a reader
/// who is signed in nowhere. A display name full of replacement patterns is shown as
/// written.
#[test]
fn a_session_in_the_address_signs_nobody_in_and_a_name_is_shown_as_written() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let (discord, d, game, site) = on_the_pages("neo");
    let page = format!("/g/{}", token(&d.path, game));
    // Carol, the attacker, has a session of her own.
    let (carols_cookie, _) = signed_in_over_http(&site, &discord, &carol(), &page);
    let carols = carols_cookie
        .strip_prefix("rithmo_session=")
        .unwrap()
        .to_string();
    // Over HTTP: alice's cookie and carol's bearer together are alice.
    let (alices_cookie, _) = signed_in_over_http(&site, &discord, &alice(), &page);
    let url = site.url(&format!("{page}/you"));
    let bearer = format!("Bearer {carols}");
    let you = site.rt.block_on(async {
        site::client()
            .get(url)
            .header("cookie", alices_cookie)
            .header("authorization", bearer)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    });
    let you: Value = serde_json::from_str(&you).unwrap();
    assert_eq!(you["name"], json!("alice"), "{you}");
    // In a browser, as a player whose name is made of `$` patterns.
    let dollar = User {
        id: 77,
        name: "$'$`$&x".into(),
        ..alice()
    };
    let b = Browser::start(&chromium, &chromedriver);
    discord.fake.sign_in_at_discord(dollar.id, &dollar.name);
    b.open(&site.url(&page));
    b.until(
        "the sign-in link",
        "return !!document.querySelector('#play-who a.sign-in');",
    );
    b.click("#play-who a.sign-in");
    let shown = format!(
        "return document.getElementById('play-who').textContent.indexOf({}) >= 0;",
        json!(format!("Signed in as {}", dollar.name))
    );
    b.until("the name as written", &shown);
    for planted in [
        format!("{page}#s={carols}"),
        format!("{page}?in=activity#s={carols}"),
    ] {
        b.open(&site.url(&planted));
        b.until(&format!("still herself at {planted}"), &shown);
        let carol_shown =
            b.eval("return document.getElementById('play-who').textContent.indexOf('carol') >= 0;");
        assert_eq!(carol_shown, json!(false), "{planted}");
    }
    // A reader signed in nowhere is not signed in as carol by the link.
    let fresh = Browser::start(&chromium, &chromedriver);
    fresh.open(&site.url(&format!("{page}#s={carols}")));
    fresh.until(
        "the sign-in link, not carol",
        "return !!document.querySelector('#play-who a.sign-in');",
    );
    let said = fresh.eval("return document.getElementById('play-who').textContent;");
    assert!(!said.as_str().unwrap().contains("carol"), "{said}");
}
