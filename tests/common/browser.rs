//! Headless Chromium driven through ChromeDriver's WebDriver API, for the pages' tests:
//! found where Debian puts it (or where RITHMO_CHROMIUM and RITHMO_CHROMEDRIVER say), and
//! required where CI or RITHMO_REQUIRE_BROWSER is set; without it a test says so and passes.
#![allow(dead_code)]

use serde_json::{json, Value};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long the browser may take for anything it is asked: the machine may be busy.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// Chromium's and ChromeDriver's programs, if installed: where Debian puts them, or where
/// RITHMO_CHROMIUM and RITHMO_CHROMEDRIVER say.
pub fn programs() -> Option<(PathBuf, PathBuf)> {
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
pub fn browser_or_skip() -> Option<(PathBuf, PathBuf)> {
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
pub struct Browser {
    driver: Child,
    base: String,
    session: String,
    rt: tokio::runtime::Runtime,
    http: reqwest::Client,
    _profile: tempfile::TempDir,
}

impl Browser {
    pub fn start(chromium: &std::path::Path, chromedriver: &std::path::Path) -> Browser {
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
    pub fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let v = self.try_call(method, path, body);
        assert!(v["value"]["error"].is_null(), "{method} {path}: {v}");
        v["value"].clone()
    }

    /// One WebDriver command; its whole answer, an error or not.
    pub fn try_call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
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
        serde_json::from_str(&v).unwrap()
    }

    pub fn session(&self, path: &str, body: Option<Value>) -> Value {
        let method = if body.is_some() { "POST" } else { "GET" };
        self.call(method, &format!("/session/{}{path}", self.session), body)
    }

    pub fn open(&self, url: &str) {
        self.session("/url", Some(json!({ "url": url })));
    }

    /// The value of JavaScript `script` (a function body) run in the page.
    pub fn eval(&self, script: &str) -> Value {
        self.session("/execute/sync", Some(json!({"script": script, "args": []})))
    }

    /// Waits until `script` returns true in the page.
    pub fn until(&self, what: &str, script: &str) {
        let started = Instant::now();
        while self.eval(script) != json!(true) {
            assert!(started.elapsed() < PATIENCE, "waited in vain for {what}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn click(&self, css: &str) {
        // A page that draws its controls again between the finding and the click makes the
        // element found stale: found again, a few times.
        for _ in 0..5 {
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
            let path = format!("/session/{}/element/{id}/click", self.session);
            let v = self.try_call("POST", &path, Some(json!({})));
            match v["value"]["error"].as_str() {
                None => return,
                Some("stale element reference") => std::thread::sleep(Duration::from_millis(50)),
                // Below the window while the page moved under the scroll (a tall board,
                // the live part replaced): brought to the middle of the window, and again.
                Some("element not interactable") => {
                    self.eval(&format!(
                        "var e = document.querySelector(\"{css}\"); if (e) e.scrollIntoView({{block: 'center'}}); return null;"
                    ));
                    std::thread::sleep(Duration::from_millis(50));
                }
                Some(e) => panic!("clicking {css}: {e}: {v}"),
            }
        }
        panic!("{css} kept going stale or out of reach");
    }

    /// The window's size in CSS pixels (a phone's, a desktop's).
    pub fn resize(&self, width: u32, height: u32) {
        self.session(
            "/window/rect",
            Some(json!({"width": width, "height": height})),
        );
    }

    /// Forgets every cookie of the browser (signing out without the page).
    pub fn delete_cookies(&self) {
        let path = format!("/session/{}/cookie", self.session);
        let url = format!("{}{path}", self.base);
        self.rt
            .block_on(async { self.http.delete(url).send().await.unwrap() });
    }

    /// The value of cookie `name` of the page's site (HttpOnly ones too).
    pub fn cookie(&self, name: &str) -> String {
        let v = self.session(&format!("/cookie/{name}"), None);
        v["value"].as_str().unwrap_or_default().to_string()
    }

    /// A key pressed and released on the page (WebDriver's code for it, e.g. ArrowLeft).
    pub fn key(&self, code: char) {
        let key = code.to_string();
        let actions = json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}
        ]}]});
        self.session("/actions", Some(actions));
    }
}

impl Browser {
    /// The page as the browser shows it, saved as a PNG (to look at it).
    pub fn screenshot(&self, path: &std::path::Path) {
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
