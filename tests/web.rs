//! Watching in a browser, over plain HTTP: a game's page (players, board, moves in words,
//! the reader's language), its security headers, the 404 page for any token that is not a
//! game's, the live stream bringing a move made through the service, the start message's
//! link when `web_url` is set, and a server's board only after `/settings web:on`.

mod common;
// The pages' helpers, here only: the other tests need no HTTP client.
#[path = "common/web.rs"]
mod site;

use common::driver::{Challenge, Driver};
use common::people::{user, T0};
use rithmo::service::SettingsChange as Change;
use rithmo::service::{Command, Place, User};
use site::{client, drawn_at, token, Site};
use std::time::{Duration, Instant};

/// A server and channel with ids as long as Discord's, to look for on the pages.
const CLUB: Place = Place {
    guild: Some(998_877_665_544_332_211),
    channel: 887_766_554_433_221_100,
    thread: None,
    lang: None,
};

fn alice() -> User {
    user(123_456_789_012_345_678, "alice")
}

fn bob() -> User {
    user(234_567_890_123_456_789, "bob")
}

/// A neo game between alice (White) and bob at the club, with `web_url` set when given;
/// returns the driver and the start message's text.
fn game(web_url: Option<&str>) -> (Driver, String) {
    let mut d = Driver::new().with_place(CLUB);
    d.svc.set_web_url(web_url);
    let start = d.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    (d, start.text)
}

#[test]
fn a_game_page_shows_the_players_the_board_and_the_moves_and_no_ids() {
    let (mut d, _) = game(None);
    d.played(&alice(), "d4-d5", T0 + 60);
    d.played(&bob(), "f6-f5", T0 + 120);
    let site = Site::on(&d.path);
    let t = token(&d.path, 1);
    assert_eq!(t.len(), 40, "160 random bits in hex: {t}");
    let (status, headers, body) = site.get(&format!("/g/{t}"));
    assert_eq!(status, 200, "{body}");
    for said in [
        "Game #1",
        "alice",
        "bob",
        "d4-d5",
        "f6-f5",
        "rated",
        "3 days per move",
    ] {
        assert!(body.contains(said), "{said} in:\n{body}");
    }
    assert!(body.contains(&format!("src=\"{t}/board/2.png")), "{body}");
    assert!(
        body.contains("alt=\"The board after move 2. White: "),
        "{body}"
    );
    for id in [alice().id, bob().id, CLUB.guild.unwrap(), CLUB.channel] {
        assert!(
            !body.contains(&id.to_string()),
            "no Discord id on the page: {id}"
        );
    }
    assert!(!body.contains("<script>"), "no inline script");
    assert_eq!(headers["content-type"], "text/html; charset=utf-8");
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("script-src 'self'"), "{csp}");
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["referrer-policy"], "no-referrer");
    let (status, headers, _) = site.get(&format!("/g/{t}/board/1.png"));
    assert_eq!(status, 200);
    assert_eq!(headers["content-type"], "image/png");
    assert_eq!(site.get(&format!("/g/{t}/board/3.png")).0, 404);
    assert_eq!(site.get("/assets/web.js").0, 200);
}

#[test]
fn the_page_speaks_the_readers_language() {
    let (d, _) = game(None);
    let site = Site::on(&d.path);
    let t = token(&d.path, 1);
    let (_, _, body) = site.get_in(&format!("/g/{t}"), "de-CH, it;q=0.5");
    assert!(
        body.contains("Partie #1") && body.contains("<html lang=\"de\""),
        "{body}"
    );
    let (_, _, body) = site.get_in(&format!("/g/{t}"), "fr, it;q=0.8");
    assert!(body.contains("Partita #1"), "{body}");
}

#[test]
fn a_token_that_is_no_games_is_the_404_page() {
    let (d, _) = game(None);
    let site = Site::on(&d.path);
    let t = token(&d.path, 1);
    let wrong = format!("{}0", &t[..39]).replace(&t, &"0".repeat(40));
    for path in [
        format!("/g/{wrong}"),
        format!("/g/{}", &t[..20]),
        "/g/".to_string(),
        "/nothing".to_string(),
        format!("/g/{wrong}/board/0.png"),
        format!("/g/{wrong}/events"),
        format!("/s/{t}"),
    ] {
        let (status, headers, body) = site.get(&path);
        assert_eq!(status, 404, "{path}");
        assert!(body.contains("Not found"), "{path}: {body}");
        assert_eq!(headers["x-content-type-options"], "nosniff");
    }
}

#[test]
fn framing_is_allowed_only_to_the_configured_origins() {
    let (d, _) = game(None);
    let site = Site::framed_by(&d.path, &["https://club.example"]);
    let (_, headers, _) = site.get(&format!("/g/{}", token(&d.path, 1)));
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("frame-ancestors https://club.example"),
        "{csp}"
    );
    assert!(headers.get("x-frame-options").is_none());
}

#[test]
fn the_start_message_links_the_page_when_web_url_is_set() {
    let (d, text) = game(Some("https://rithmo.example/"));
    let t = token(&d.path, 1);
    assert!(
        text.contains(&format!("https://rithmo.example/g/{t}")),
        "{text}"
    );
    let (_, text) = game(None);
    assert!(!text.contains("/g/"), "{text}");
}

/// The first event's data on `path` after `act` runs, within `limit`.
fn first_event(site: &Site, path: &str, act: impl FnOnce(), limit: Duration) -> String {
    let url = site.url(path);
    let mut response = site
        .rt
        .block_on(async { client().get(url).send().await.unwrap() });
    assert_eq!(response.status().as_u16(), 200);
    act();
    let started = Instant::now();
    let mut seen = String::new();
    site.rt.block_on(async {
        while !seen.contains("\n\n") {
            let left = limit.saturating_sub(started.elapsed());
            let chunk = tokio::time::timeout(left, response.chunk()).await;
            match chunk {
                Ok(Ok(Some(c))) => seen.push_str(&String::from_utf8_lossy(&c)),
                _ => panic!("no event within {limit:?}: {seen}"),
            }
        }
    });
    seen
}

#[test]
fn a_move_made_through_the_service_reaches_an_open_stream() {
    let (mut d, _) = game(None);
    let site = Site::on(&d.path);
    let t = token(&d.path, 1);
    let (_, _, page) = site.get(&format!("/g/{t}"));
    let v = drawn_at(&page);
    let path = format!("/g/{t}/events?v={v}");
    let event = first_event(
        &site,
        &path,
        || drop(d.played(&alice(), "d4-d5", T0 + 60)),
        Duration::from_secs(2),
    );
    assert!(event.starts_with("data: "), "{event}");
    assert!(
        event.contains("d4-d5") && event.contains("data-last=\\\"1\\\""),
        "{event}"
    );
    // A page drawn before the move is sent the game as it stands at once.
    let stale = format!("/g/{t}/events?v={v}");
    let event = first_event(&site, &stale, || {}, Duration::from_secs(2));
    assert!(event.contains("d4-d5"), "{event}");
}

fn web(on: bool) -> Command {
    Command::Settings(Change {
        web: Some(on),
        ..Change::default()
    })
}

#[test]
fn a_servers_board_is_there_only_after_settings_web_on() {
    let (mut d, _) = game(Some("https://rithmo.example"));
    let site = Site::on(&d.path);
    let shown = d.run(&alice(), Command::Settings(Change::default()), T0);
    assert!(shown.text.contains("off (the default)"), "{}", shown.text);
    let on = d.run(&alice(), web(true), T0);
    let link = on
        .text
        .split("https://rithmo.example/s/")
        .nth(1)
        .unwrap_or_else(|| panic!("the link: {}", on.text));
    let s: String = link.chars().take_while(char::is_ascii_hexdigit).collect();
    assert_eq!(s.len(), 40, "{}", on.text);
    let (status, _, body) = site.get(&format!("/s/{s}"));
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("alice") && body.contains(&format!("../g/{}", token(&d.path, 1))));
    assert!(!body.contains(&CLUB.guild.unwrap().to_string()));
    d.run(&alice(), web(false), T0);
    assert_eq!(site.get(&format!("/s/{s}")).0, 404, "off again");
    let again = d.run(&alice(), web(true), T0);
    assert!(
        again.text.contains(&s),
        "the same link once on again: {}",
        again.text
    );
}

#[test]
fn a_busy_address_leaves_the_pages_off_and_nothing_else() {
    let (d, _) = game(None);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let taken = rt
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let config = rithmo::web::WebConfig {
        listen: taken.local_addr().unwrap().to_string(),
        embed: vec![],
        sign_in: None,
        limits: Default::default(),
    };
    assert!(rt
        .block_on(rithmo::web::start(&config, &d.path, None))
        .is_none());
}

#[test]
fn a_finished_game_shows_its_result_and_a_servers_board_follows_its_games() {
    let (mut d, _) = game(Some("https://rithmo.example"));
    let site = Site::on(&d.path);
    let on = d.run(&alice(), web(true), T0);
    let s: String = on
        .text
        .split("/s/")
        .nth(1)
        .unwrap()
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect();
    let (_, _, board) = site.get(&format!("/s/{s}"));
    assert!(board.contains("0 moves played"), "{board}");
    let v = drawn_at(&board);
    let path = format!("/s/{s}/events?v={v}");
    let event = first_event(
        &site,
        &path,
        || drop(d.played(&alice(), "d4-d5", T0 + 60)),
        Duration::from_secs(2),
    );
    assert!(event.contains("1 move played"), "{event}");
    d.played(&bob(), "f6-f5", T0 + 120);
    d.resign(&bob(), T0 + 180);
    let (_, _, page) = site.get(&format!("/g/{}", token(&d.path, 1)));
    assert!(page.contains("White wins"), "{page}");
    let (_, _, board) = site.get(&format!("/s/{s}"));
    let finished = board.split("Finished, newest first").nth(1).unwrap();
    assert!(
        finished.contains("Game #1") && finished.contains("White wins"),
        "{board}"
    );
}

/// With playing on, a reader who is not signed in still reads the page as before: no
/// Discord id on it, and what the page's script asks (`/you`) says only where to sign in,
/// with no moves, no safety token and no buttons.
#[test]
fn with_playing_on_a_reader_not_signed_in_gets_no_ids_and_no_moves() {
    let (mut d, _) = game(None);
    d.played(&alice(), "d4-d5", T0 + 60);
    let site = Site::playing(&d.path, "http://127.0.0.1:9", 4242, "not-a-secret");
    let t = token(&d.path, 1);
    let (status, _, page) = site.get(&format!("/g/{t}"));
    assert_eq!(status, 200, "{page}");
    let (status, _, you) = site.get(&format!("/g/{t}/you"));
    assert_eq!(status, 200, "{you}");
    for body in [&page, &you] {
        for id in [alice().id, bob().id, CLUB.guild.unwrap(), CLUB.channel] {
            assert!(!body.contains(&id.to_string()), "id {id} in:\n{body}");
        }
    }
    let you: serde_json::Value = serde_json::from_str(&you).unwrap();
    assert_eq!(you["signed_in"], false, "{you}");
    assert!(
        you["sign_in"]
            .as_str()
            .is_some_and(|s| s.starts_with("/auth/login")),
        "{you}"
    );
    assert!(you["csrf"].is_null() && you["colour"].is_null(), "{you}");
    assert_eq!(you["moves"], serde_json::json!([]), "{you}");
    assert_eq!(you["draw"], serde_json::json!([]), "{you}");
}
