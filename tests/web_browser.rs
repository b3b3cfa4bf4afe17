//! Watching in a real browser: headless Chromium, driven through ChromeDriver's WebDriver
//! API, opens a game's page, sees the board and the players, steps back and forward with
//! the buttons and the arrow keys, sees a move made through the service appear without a
//! reload, and meets the 404 page at an unknown address. Without Chromium it says so and
//! passes, unless CI or RITHMO_REQUIRE_BROWSER is set (`.ci/run` sets it).

mod common;
// The pages' helpers, here only: the other tests need no HTTP client.
#[path = "common/web.rs"]
mod site;

#[path = "common/browser.rs"]
mod browser;

use browser::{browser_or_skip, Browser};
use common::driver::{Challenge, Driver};
use common::people::{alice, bob, T0};
use serde_json::json;
use site::{token, Site};
use std::path::PathBuf;
use std::time::{Duration, Instant};

const ARROW_LEFT: char = '\u{E012}';
const ARROW_RIGHT: char = '\u{E014}';

/// The ply the board shows, read off its address.
const SHOWN: &str = "return document.getElementById('board').getAttribute('src').split('/board/')[1].split('.')[0];";

#[test]
fn a_game_page_in_chromium_steps_through_the_moves_and_follows_the_game_live() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let mut d = Driver::new();
    d.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    d.played(&alice(), "d4-d5", T0 + 60);
    d.played(&bob(), "f6-f5", T0 + 120);
    let site = Site::on(&d.path);
    let b = Browser::start(&chromium, &chromedriver);
    b.open(&site.url(&format!("/g/{}", token(&d.path, 1))));
    b.until(
        "the board drawn",
        "var i = document.getElementById('board'); return i.complete && i.naturalWidth > 0;",
    );
    let text = b.eval("return document.body.innerText;");
    let text = text.as_str().unwrap();
    assert!(text.contains("alice") && text.contains("bob"), "{text}");
    assert!(text.contains("Move 2 of 2"), "{text}");
    assert_eq!(b.eval(SHOWN), json!("2"));
    // The board fits a phone's width.
    assert_eq!(
        b.eval("return document.getElementById('board').getBoundingClientRect().width <= window.innerWidth;"),
        json!(true)
    );
    b.click("button[data-step=prev]");
    assert_eq!(b.eval(SHOWN), json!("1"));
    b.key(ARROW_LEFT);
    assert_eq!(b.eval(SHOWN), json!("0"));
    b.until(
        "the first board drawn",
        "var i = document.getElementById('board'); return i.complete && i.naturalWidth > 0;",
    );
    b.key(ARROW_RIGHT);
    assert_eq!(b.eval(SHOWN), json!("1"));
    b.click("button[data-step=next]");
    assert_eq!(b.eval(SHOWN), json!("2"));
    b.until(
        "the counter",
        "return document.getElementById('counter').textContent === 'Move 2 of 2';",
    );
    // A mark that a reload would wipe; then a move through the service.
    b.eval("window.stillHere = true; return null;");
    d.played(&alice(), "e4-e5", T0 + 180);
    let started = Instant::now();
    b.until(
        "the move on the page",
        "return document.body.innerText.indexOf('e4-e5') >= 0;",
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(
        b.eval("return window.stillHere === true;"),
        json!(true),
        "no reload"
    );
    assert_eq!(
        b.eval(SHOWN),
        json!("3"),
        "following the game, the board shows the new move"
    );
    if let Some(path) = std::env::var_os("RITHMO_WEB_SCREENSHOT") {
        b.screenshot(&PathBuf::from(path));
    }
    b.open(&site.url(&format!("/g/{}", "0".repeat(40))));
    b.until("the 404 page", "return document.title === 'Not found';");
}

/// A page left open between moves keeps its time left true: with a deadline an hour and a
/// quarter minute away (the real clock: the pages use it), the page says 1 hour left, and
/// some fifteen seconds later, with no move and no reload, 0 hours.
#[test]
fn a_page_left_open_counts_its_time_left_down() {
    let Some((chromium, chromedriver)) = browser_or_skip() else {
        return;
    };
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    // Three days a move: the move made three days less an hour and a quarter minute ago.
    let moved = now - 3 * 86_400 + 3_615;
    let mut d = Driver::new();
    d.duel(
        &alice(),
        &bob(),
        Challenge::to(Some(bob())).command(),
        moved,
    );
    d.played(&alice(), "d4-d5", moved);
    let site = Site::on(&d.path);
    let b = Browser::start(&chromium, &chromedriver);
    b.open(&site.url(&format!("/g/{}", token(&d.path, 1))));
    let state = "return document.getElementById('state').textContent;";
    let first = b.eval(state);
    assert!(
        first.as_str().unwrap().contains("bob to move: 1 hour left"),
        "{first}"
    );
    b.eval("window.stillHere = true; return null;");
    b.until(
        "an hour less",
        "return document.getElementById('state').textContent.indexOf('0 hours left') >= 0;",
    );
    assert_eq!(
        b.eval("return window.stillHere === true;"),
        json!(true),
        "no reload"
    );
}
