//! A rate-limit proxy in front of the fake Discord, where several processes of the bot
//! would share one (twilight's http-proxy, nirn-proxy): every request is passed on as it
//! came and its answer passed back, except that the first try of each Create Message (told
//! apart by its nonce) is answered 429 as Discord answers one (docs: topics/rate-limits):
//! the JSON body with `retry_after` in seconds and `global`, and the `Retry-After` (whole
//! seconds, rounded up) and `X-RateLimit-*` headers. What passed is recorded, with when.

use super::http::{decode, read_request, Request};
use serde_json::json;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tokio::io::{AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

/// How long the proxy's 429s ask to wait, in seconds.
pub const RETRY_AFTER: f64 = 0.2;

/// One Create Message that went through the proxy, and how it was answered.
#[derive(Clone, Debug)]
pub struct Passed {
    pub nonce: String,
    pub status: u16,
    pub at: Instant,
}

#[derive(Clone)]
pub struct Proxy {
    pub port: u16,
    upstream: String,
    pub passed: Arc<Mutex<Vec<Passed>>>,
    limited: Arc<Mutex<HashSet<String>>>,
}

impl Proxy {
    /// A proxy on a free port of 127.0.0.1 in front of `upstream` (the fake's API base).
    pub async fn start(upstream: String) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let proxy = Proxy {
            port: listener.local_addr().unwrap().port(),
            upstream,
            passed: Arc::default(),
            limited: Arc::default(),
        };
        let p = proxy.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(p.clone().connection(stream));
            }
        });
        proxy
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The Create Messages that went through, in order.
    pub fn passed(&self) -> Vec<Passed> {
        self.passed.lock().unwrap().clone()
    }

    /// Keep-alive: one request after another on the same connection.
    async fn connection(self, stream: TcpStream) {
        let mut reader = BufReader::new(stream);
        while let Some(Request {
            method,
            path,
            headers,
            body,
        }) = read_request(&mut reader).await
        {
            let answer = match self.create_message_nonce(&method, &path, &headers, &body) {
                Some(nonce) => self.limit_once(nonce),
                None => None,
            };
            let answer = match answer {
                Some(a) => a,
                None => self.forward(&method, &path, &headers, body).await,
            };
            if reader.get_mut().write_all(&answer).await.is_err() {
                return;
            }
        }
    }

    /// A Create Message's nonce, if this is one.
    fn create_message_nonce(
        &self,
        method: &str,
        path: &str,
        headers: &[(String, String)],
        body: &[u8],
    ) -> Option<String> {
        let p: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
        if method != "POST" || !matches!(p.as_slice(), ["channels", _, "messages"]) {
            return None;
        }
        let kind = headers
            .iter()
            .find(|(k, _)| k == "content-type")
            .map(|(_, v)| v.clone())
            .unwrap_or_default();
        let (json, _, _) = decode(body, kind);
        json["nonce"].as_str().map(str::to_string)
    }

    /// The 429 for a nonce's first try (recorded); None: it goes on to Discord.
    fn limit_once(&self, nonce: String) -> Option<Vec<u8>> {
        if !self.limited.lock().unwrap().insert(nonce.clone()) {
            return None;
        }
        self.record(nonce, 429);
        let body = json!({"message": "You are being rate limited.",
            "retry_after": RETRY_AFTER, "global": false})
        .to_string();
        let reset = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs_f64()
            + RETRY_AFTER;
        let head = format!(
            "HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json\r\ncontent-length: {}\r\nretry-after: {}\r\nx-ratelimit-limit: 5\r\nx-ratelimit-remaining: 0\r\nx-ratelimit-reset: {reset:.3}\r\nx-ratelimit-reset-after: {RETRY_AFTER:.3}\r\nx-ratelimit-bucket: fake-create-message\r\nx-ratelimit-scope: user\r\n\r\n",
            body.len(),
            RETRY_AFTER.ceil()
        );
        Some([head.into_bytes(), body.into_bytes()].concat())
    }

    fn record(&self, nonce: String, status: u16) {
        self.passed.lock().unwrap().push(Passed {
            nonce,
            status,
            at: Instant::now(),
        });
    }

    /// The request passed on to the fake as it came; its answer as raw HTTP.
    async fn forward(
        &self,
        method: &str,
        path: &str,
        headers: &[(String, String)],
        body: Vec<u8>,
    ) -> Vec<u8> {
        let nonce = self.create_message_nonce(method, path, headers, &body);
        let mut request = reqwest::Client::new()
            .request(method.parse().unwrap(), format!("{}{path}", self.upstream));
        for (k, v) in headers {
            if !["host", "content-length", "transfer-encoding", "connection"].contains(&k.as_str())
            {
                request = request.header(k, v);
            }
        }
        let r = request.body(body).send().await.unwrap();
        let status = r.status();
        if let Some(nonce) = nonce {
            self.record(nonce, status.as_u16());
        }
        let mut head = format!(
            "HTTP/1.1 {} {}\r\n",
            status.as_u16(),
            status.canonical_reason().unwrap_or("")
        );
        for (k, v) in r.headers() {
            if !["content-length", "transfer-encoding", "connection"].contains(&k.as_str()) {
                head.push_str(&format!("{k}: {}\r\n", v.to_str().unwrap_or("")));
            }
        }
        let body = r.bytes().await.unwrap_or_default();
        head.push_str(&format!("content-length: {}\r\n\r\n", body.len()));
        [head.into_bytes(), body.to_vec()].concat()
    }
}
