//! The web pages in the tests: served on 127.0.0.1 (a port the system picks) from the
//! driver's database file, on a runtime of their own beside the test's service; and the
//! HTTP requests the tests make, bounded in time. Included by the web tests alone (not
//! through `common`), so that no other test binary compiles an HTTP client; each uses part.
#![allow(dead_code)]

use rithmo::web::{self, WebConfig};
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;
use tokio::runtime::Runtime;

/// The pages of one database, and the runtime they run on (dropped: they stop).
pub struct Site {
    pub rt: Runtime,
    pub addr: SocketAddr,
}

impl Site {
    /// The pages of the file at `db`, framed by nobody.
    pub fn on(db: &Path) -> Site {
        Site::framed_by(db, &[])
    }

    /// The pages of `db` that the origins `embed` may frame.
    pub fn framed_by(db: &Path, embed: &[&str]) -> Site {
        Site::with(db, embed, web::Limits::default())
    }

    /// The pages of `db` holding their clients to `limits`.
    pub fn limited(db: &Path, limits: web::Limits) -> Site {
        Site::with(db, &[], limits)
    }

    fn with(db: &Path, embed: &[&str], limits: web::Limits) -> Site {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let config = WebConfig {
            listen: "127.0.0.1:0".into(),
            embed: embed.iter().map(|s| s.to_string()).collect(),
            sign_in: None,
            limits,
        };
        let started = rt
            .block_on(web::start(&config, db, None))
            .expect("the pages listen");
        Site {
            rt,
            addr: started.addr,
        }
    }

    /// The pages of `db` played on: signing in with the Discord at `api_url` (a fake), as
    /// application `application_id` with `secret`, moves taken by a desk of their own (the
    /// one `rithmo serve` gives the pages beside its console).
    pub fn playing(db: &Path, api_url: &str, application_id: u64, secret: &str) -> Site {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        // The public address must be known before the pages start: a free port, taken.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let config = WebConfig {
            listen: format!("127.0.0.1:{port}"),
            embed: Vec::new(),
            sign_in: Some(web::SignInConfig {
                application_id,
                client_secret: secret.into(),
                api_url: Some(api_url.into()),
                public_url: format!("http://127.0.0.1:{port}"),
                bot_token: Some(BOT_TOKEN.into()),
            }),
            limits: Default::default(),
        };
        let desk = web::play::local::LocalDesk::open(db).unwrap();
        let started = rt
            .block_on(web::start(&config, db, Some(std::sync::Arc::new(desk))))
            .expect("the pages listen");
        assert!(started.playing, "playing is on");
        Site {
            rt,
            addr: started.addr,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// GET `path` (German first when `lang` says so): status, headers, body.
    pub fn get_in(&self, path: &str, lang: &str) -> (u16, reqwest::header::HeaderMap, String) {
        let url = self.url(path);
        let lang = lang.to_string();
        self.rt.block_on(async move {
            let r = client()
                .get(url)
                .header("accept-language", lang)
                .send()
                .await
                .unwrap();
            let (status, headers) = (r.status().as_u16(), r.headers().clone());
            (status, headers, r.text().await.unwrap())
        })
    }

    pub fn get(&self, path: &str) -> (u16, reqwest::header::HeaderMap, String) {
        self.get_in(path, "en")
    }
}

/// The bot's token the pages ask Discord with (where an Activity runs).
pub const BOT_TOKEN: &str = "fake-bot-token";

/// A client that gives up after ten seconds: a test never hangs on a page.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap()
}

/// A change asked on a game's page (`POST <page>/act` at `url`), sent as the page's script
/// sends it: the session's cookie (a `Cookie` header's value), its safety token, an
/// `Origin`, and the JSON `body`. The status and the answer (null when it is not JSON).
pub async fn act(
    url: &str,
    cookie: &str,
    csrf: &str,
    origin: &str,
    body: &serde_json::Value,
) -> (u16, serde_json::Value) {
    let r = client()
        .post(url)
        .header("cookie", cookie)
        .header("x-csrf-token", csrf)
        .header("origin", origin)
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or_default())
}

/// The version a page was drawn at (its `data-v`), as its script sends it with `?v=`.
pub fn drawn_at(page: &str) -> &str {
    page.split("data-v=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a page drawn at a version")
}

/// Game `id`'s page token, read from the file.
pub fn token(db: &Path, id: i64) -> String {
    let conn = rithmo::store::sql::Connection::at(db).unwrap();
    conn.query_row("SELECT web_token FROM games WHERE id = ?1", [id], |r| {
        r.get(0)
    })
    .unwrap()
}
