//! Watching in a real browser: headless Chromium, driven through ChromeDriver's WebDriver
//! API, opens a game's page, sees the board and the players, steps back and forward with
//! the buttons and the arrow keys, sees a move made through the service appear without a
//! reload, and meets the 404 page at an unknown address. Without Chromium it says so and
//! passes, unless CI or RITHMO_REQUIRE_BROWSER is set (`.ci/run` sets it).

mod common;
// The pages' helpers, here only: the other tests need no HTTP client.
#[path = "common/web.rs"]
mod site;

use common::driver::{Challenge, Driver};
use common::people::{alice, bob, T0};
use serde_json::{json, Value};
use site::{token, Site};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long the browser may take for anything it is asked: the machine may be busy.
const PATIENCE: Duration = Duration::from_secs(30);

/// Chromium's and ChromeDriver's programs, if installed: where Debian puts them, or where
/// RITHMO_CHROMIUM and RITHMO_CHROMEDRIVER say.
fn programs() -> Option<(PathBuf, PathBuf)> {
    let find = |var: &str, names: &[&str]| match std::env::var_os(var) {
        Some(p) => Some(PathBuf::from(p)).filter(|p| p.exists()),
        None => names.iter().map(PathBuf::from).find(|p| p.exists()),
    };
    let chromium = find(
        "RITHMO_CHROMIUM",
        &[
            "/usr/bin/chromium",
            "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome",
        ],
    )?;
    let driver = find(
        "RITHMO_CHROMEDRIVER",
        &["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"],
    )?;
    Some((chromium, driver))
}

/// The programs, or None after saying plainly that the browser tests did not run; a
/// missing browser fails where one is required.
fn browser_or_skip() -> Option<(PathBuf, PathBuf)> {
    let found = programs();
    let required =
        std::env::var_os("CI").is_some() || std::env::var_os("RITHMO_REQUIRE_BROWSER").is_some();
    if found.is_none() {
        assert!(
            !required,
            "the browser tests need Chromium and ChromeDriver (apt-get install chromium chromium-driver)"
        );
        // Written to the terminal itself: the test harness would swallow `eprintln!` of a
        // test that passes.
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "\nBROWSER TESTS DID NOT RUN: Chromium or ChromeDriver is missing. Install them \
             (apt-get install chromium chromium-driver) and run `cargo test --test web_browser`.\n"
        );
    }
    found
}

/// ChromeDriver on a free port of 127.0.0.1 with one headless Chromium session; both end
/// when it is dropped.
struct Browser {
    driver: Child,
    base: String,
    session: String,
    rt: tokio::runtime::Runtime,
    http: reqwest::Client,
    _profile: tempfile::TempDir,
}

impl Browser {
    fn start(chromium: &std::path::Path, chromedriver: &std::path::Path) -> Browser {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let driver = Command::new(chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let profile = tempfile::TempDir::new().unwrap();
        let mut b = Browser {
            driver,
            base: format!("http://127.0.0.1:{port}"),
            session: String::new(),
            rt,
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(60))
                .build()
                .unwrap(),
            _profile: profile,
        };
        b.wait_ready();
        b.session = b.new_session(chromium);
        b
    }

    fn wait_ready(&self) {
        let started = Instant::now();
        loop {
            let url = format!("{}/status", self.base);
            let ready = self.rt.block_on(async {
                match self.http.get(url).send().await {
                    Ok(r) => r
                        .text()
                        .await
                        .ok()
                        .and_then(|t| serde_json::from_str::<Value>(&t).ok()),
                    Err(_) => None,
                }
            });
            if ready.is_some_and(|v| v["value"]["ready"] == true) {
                return;
            }
            assert!(started.elapsed() < PATIENCE, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn new_session(&self, chromium: &std::path::Path) -> String {
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--window-size=480,900",
            &format!("--user-data-dir={}", self._profile.path().display()),
        ];
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": chromium, "args": args}
        }}});
        let v = self.call("POST", "/session", Some(caps));
        v["sessionId"].as_str().expect("a session").to_string()
    }

    /// One WebDriver command; its `value`.
    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.base);
        let req = match method {
            "POST" => self
                .http
                .post(url)
                .header("content-type", "application/json")
                .body(body.unwrap_or(json!({})).to_string()),
            "DELETE" => self.http.delete(url),
            _ => self.http.get(url),
        };
        let v = self
            .rt
            .block_on(async { req.send().await.unwrap().text().await.unwrap() });
        let v: Value = serde_json::from_str(&v).unwrap();
        assert!(v["value"]["error"].is_null(), "{method} {path}: {v}");
        v["value"].clone()
    }

    fn session(&self, path: &str, body: Option<Value>) -> Value {
        let method = if body.is_some() { "POST" } else { "GET" };
        self.call(method, &format!("/session/{}{path}", self.session), body)
    }

    fn open(&self, url: &str) {
        self.session("/url", Some(json!({ "url": url })));
    }

    /// The value of JavaScript `script` (a function body) run in the page.
    fn eval(&self, script: &str) -> Value {
        self.session("/execute/sync", Some(json!({"script": script, "args": []})))
    }

    /// Waits until `script` returns true in the page.
    fn until(&self, what: &str, script: &str) {
        let started = Instant::now();
        while self.eval(script) != json!(true) {
            assert!(started.elapsed() < PATIENCE, "waited in vain for {what}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn click(&self, css: &str) {
        let found = self.session(
            "/element",
            Some(json!({"using": "css selector", "value": css})),
        );
        // WebDriver's element reference: the one value of the object it answers.
        let id = found
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("the element {css}: {found}"))
            .to_string();
        self.session(&format!("/element/{id}/click"), Some(json!({})));
    }

    /// A key pressed and released on the page (WebDriver's code for it, e.g. ArrowLeft).
    fn key(&self, code: char) {
        let key = code.to_string();
        let actions = json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}
        ]}]});
        self.session("/actions", Some(actions));
    }
}

impl Browser {
    /// The page as the browser shows it, saved as a PNG (to look at it).
    fn screenshot(&self, path: &std::path::Path) {
        let b64 = self.session("/screenshot", None);
        let png = decode_base64(b64.as_str().unwrap());
        std::fs::write(path, png).unwrap();
    }
}

/// Standard base64, as WebDriver sends a screenshot.
fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for group in digits.chunks(4) {
        let n = group
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &d)| acc | u32::from(d) << (18 - 6 * i));
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..group.len()]);
    }
    out
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let path = format!("/session/{}", self.session);
            let url = format!("{}{path}", self.base);
            let _ = self
                .rt
                .block_on(async { self.http.delete(url).send().await });
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

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
