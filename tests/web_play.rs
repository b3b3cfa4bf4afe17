//! Playing on the board in a real browser: headless Chromium signs in through the fake
//! Discord's OAuth2 pages, plays whole games by tapping pieces and squares (captures, neo's
//! prisoner drops, classic to its harmony) with each player seeing the other's move arrive
//! live, picks a heligon move from the piece's list in the words `/move SQUARE` says,
//! resigns through the confirmation, and opens the board as an Activity through the Embedded
//! App SDK's mock; a non-player, a forged request, a double tap and another server's session
//! are refused. Without Chromium it says so and passes, unless CI or RITHMO_REQUIRE_BROWSER is
//! set (`.ci/run` sets it).

mod common;
mod fake_discord;
#[path = "common/web.rs"]
mod site;

#[path = "common/browser.rs"]
mod browser;

use browser::{browser_or_skip, Browser};
use common::driver::{Challenge, Driver};
use common::people::{alice, bob, carol};
use fake_discord::{FakeDiscord, APP_ID, CLIENT_SECRET};
use rithmo::service::{ColourChoice, User};
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
    let discord = Discord::start();
    let (d, game) = duel(variant);
    let site = Site::playing(&d.path, &discord.fake.api_url(), APP_ID, CLIENT_SECRET);
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
    let discord = Discord::start();
    let (mut d, game) = duel("heligon");
    let site = Site::playing(&d.path, &discord.fake.api_url(), APP_ID, CLIENT_SECRET);
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
    let discord = Discord::start();
    let (mut d, game) = duel("neo");
    let site = Site::playing(&d.path, &discord.fake.api_url(), APP_ID, CLIENT_SECRET);
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
    let discord = Discord::start();
    let (d, game) = duel("neo");
    let site = Site::playing(&d.path, &discord.fake.api_url(), APP_ID, CLIENT_SECRET);
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
