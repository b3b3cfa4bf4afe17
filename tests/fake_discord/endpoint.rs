//! Interactions over HTTP as Discord sends them to an application's Interactions Endpoint
//! URL (docs: interactions/overview, receiving-and-responding): a POST signed with the
//! application's Ed25519 key over the `X-Signature-Timestamp` header's bytes and the raw
//! body, hex in `X-Signature-Ed25519`; the answer taken as Discord takes it: a 200's body is
//! the interaction's response, a 202 (no body) says the app answered through the callback
//! endpoint, which it must then have called.

use super::FakeDiscord;
use ed25519_dalek::{Signer, SigningKey};
use serde_json::Value;
use std::path::Path;

/// The application's key pair, from a fixed seed: every run signs alike.
pub fn app_key() -> SigningKey {
    SigningKey::from_bytes(&[42; 32])
}

/// A key that is not the application's: a forger's.
pub fn forger_key() -> SigningKey {
    SigningKey::from_bytes(&[43; 32])
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The application's public key as the developer portal shows it (64 hex digits).
pub fn public_key_hex() -> String {
    hex(app_key().verifying_key().as_bytes())
}

/// `key`'s signature (hex) over `timestamp` and `body`, as Discord computes it.
pub fn signature(key: &SigningKey, timestamp: &str, body: &[u8]) -> String {
    let mut signed = timestamp.as_bytes().to_vec();
    signed.extend_from_slice(body);
    hex(&key.sign(&signed).to_bytes())
}

/// The endpoint's URL, once the bot logging into `log` says where it listens (it takes a
/// free port).
pub fn listening_at(log: &Path) -> Option<String> {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let line = text.lines().find(|l| l.contains("endpoint listening"))?;
    let at = line.find("127.0.0.1:")?;
    let port: String = line[at + 10..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    Some(format!("http://127.0.0.1:{port}/interactions"))
}

/// What the endpoint answered.
#[derive(Debug)]
pub struct Answered {
    pub status: u16,
    pub content_type: Option<String>,
    pub body: String,
}

/// The bot's endpoint, as Discord calls it.
pub struct Endpoint {
    pub url: String,
    client: reqwest::Client,
}

impl Endpoint {
    /// The endpoint of the bot logging into `log`, read off its log (it takes a free port).
    pub async fn of_bot(log: &Path) -> Endpoint {
        for _ in 0..600 {
            if let Some(url) = listening_at(log) {
                return Endpoint {
                    url,
                    client: reqwest::Client::new(),
                };
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("the interactions endpoint did not start");
    }

    /// POSTs `body` with exactly `headers` (a test leaves one out, or forges one).
    pub async fn post(&self, headers: &[(&str, String)], body: Vec<u8>) -> Answered {
        let mut request = self
            .client
            .post(&self.url)
            .header("content-type", "application/json")
            .body(body);
        for (name, value) in headers {
            request = request.header(*name, value);
        }
        let r = request.send().await.expect("the endpoint answers");
        let status = r.status().as_u16();
        let content_type = r
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        Answered {
            status,
            content_type,
            body: r.text().await.unwrap_or_default(),
        }
    }

    /// `body` signed by `key` at `at` (unix seconds), as Discord sends it.
    pub async fn signed(&self, key: &SigningKey, at: i64, body: &[u8]) -> Answered {
        let timestamp = at.to_string();
        let headers = [
            ("x-signature-ed25519", signature(key, &timestamp, body)),
            ("x-signature-timestamp", timestamp),
        ];
        self.post(&headers, body.to_vec()).await
    }
}

impl FakeDiscord {
    /// Sends `interaction` to the bot's endpoint, signed with the application's key at `at`,
    /// with the caller's and the server's languages as Discord puts them; takes the answer
    /// as Discord does (a 200's body applied as the response; after a 202 the callback must
    /// be there).
    pub async fn deliver(&self, endpoint: &Endpoint, at: i64, mut interaction: Value) -> Answered {
        {
            let mut s = self.state.lock().unwrap();
            s.world.localize(&mut interaction);
            s.world.received(&interaction);
        }
        let body = serde_json::to_vec(&interaction).unwrap();
        let answered = endpoint.signed(&app_key(), at, &body).await;
        let (id, token) = (
            interaction["id"].as_str().unwrap().to_string(),
            interaction["token"].as_str().unwrap().to_string(),
        );
        match answered.status {
            200 => {
                let response: Value = serde_json::from_str(&answered.body).unwrap();
                let mut s = self.state.lock().unwrap();
                s.world.callback(&id, &token, &response, &[]);
            }
            202 => assert!(
                answered.body.is_empty()
                    && self
                        .state
                        .lock()
                        .unwrap()
                        .world
                        .interaction(&token)
                        .and_then(|i| i.response)
                        .is_some(),
                "a 202 has no body and follows the callback: {answered:?}"
            ),
            _ => {}
        }
        answered
    }
}
