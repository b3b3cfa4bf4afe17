//! A fake Discord on 127.0.0.1 for end-to-end tests: the REST API (recording every request)
//! and the gateway websocket, enough of both for the real serenity client of `rithmo serve`.
#![allow(dead_code)]

mod http;
mod payloads;

pub use http::commands_valid;
pub use payloads::*;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

pub const APP_ID: u64 = 9_000;
pub const BOT_ID: u64 = 9_001;

/// One recorded REST request; multipart bodies are split into the JSON payload and files.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    pub json: Value,
    pub files: Vec<(String, Vec<u8>)>,
}

#[derive(Default)]
pub struct State {
    pub requests: Vec<Recorded>,
    pub identifies: usize,
    /// The `shard` field ([id, count]) of each IDENTIFY, in order.
    pub shards: Vec<Value>,
    /// Threads the bot created, in order.
    pub threads: Vec<u64>,
    gateway: Option<mpsc::UnboundedSender<String>>,
    next_id: u64,
}

#[derive(Clone)]
pub struct FakeDiscord {
    pub http_port: u16,
    pub ws_port: u16,
    pub state: Arc<Mutex<State>>,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let http = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let ws = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let state = Arc::new(Mutex::new(State {
            next_id: 500_000,
            ..State::default()
        }));
        let fake = FakeDiscord {
            http_port: http.local_addr().unwrap().port(),
            ws_port: ws.local_addr().unwrap().port(),
            state,
        };
        tokio::spawn(http::serve(http, fake.clone()));
        tokio::spawn(gateway(ws, fake.clone()));
        fake
    }

    pub fn api_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.http_port)
    }

    pub fn next_id(&self) -> u64 {
        let mut s = self.state.lock().unwrap();
        s.next_id += 1;
        s.next_id
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.state.lock().unwrap().requests.clone()
    }

    /// Sends a gateway dispatch to the connected bot.
    pub fn dispatch(&self, event: &str, data: Value) {
        let frame = json!({"op": 0, "t": event, "s": 2, "d": data}).to_string();
        let s = self.state.lock().unwrap();
        s.gateway
            .as_ref()
            .expect("the bot is connected")
            .send(frame)
            .unwrap();
    }

    /// Waits (up to 30 s) for a recorded request matching `pred`, after `skip` earlier ones.
    pub async fn wait_for(&self, what: &str, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        for _ in 0..600 {
            if let Some(r) = self.requests().into_iter().find(|r| pred(r)) {
                return r;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "timed out waiting for {what}; requests so far: {:#?}",
            self.requests()
                .iter()
                .map(|r| format!("{} {}", r.method, r.path))
                .collect::<Vec<_>>()
        );
    }

    pub async fn wait_identifies(&self, n: usize) {
        for _ in 0..600 {
            let ready = {
                let s = self.state.lock().unwrap();
                s.identifies >= n && s.gateway.is_some()
            };
            if ready {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the bot did not identify on the gateway");
    }

    /// Sends an interaction and waits for the bot's answer to it.
    pub async fn interact(&self, interaction: Value) -> Recorded {
        let id = interaction["id"].as_str().unwrap().to_string();
        self.dispatch("INTERACTION_CREATE", interaction);
        let path = format!("/api/v10/interactions/{id}/");
        self.wait_for(&format!("the answer to interaction {id}"), |r| {
            r.path.starts_with(&path)
        })
        .await
    }
}

/// The gateway: HELLO, then READY after IDENTIFY, heartbeat ACKs, and dispatches on demand.
async fn gateway(listener: TcpListener, fake: FakeDiscord) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        let fake = fake.clone();
        tokio::spawn(async move {
            let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
                return;
            };
            let (mut tx, mut rx) = ws.split();
            let hello = json!({"op": 10, "d": {"heartbeat_interval": 45000}}).to_string();
            tx.send(Message::Text(hello)).await.ok();
            let (out_tx, mut out_rx) = mpsc::unbounded_channel::<String>();
            loop {
                tokio::select! {
                    msg = rx.next() => {
                        let Some(Ok(Message::Text(text))) = msg else { break };
                        let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                        match v["op"].as_u64() {
                            Some(1) => { tx.send(Message::Text(json!({"op": 11}).to_string())).await.ok(); }
                            Some(2) => {
                                {
                                    let mut s = fake.state.lock().unwrap();
                                    s.identifies += 1;
                                    s.shards.push(v["d"]["shard"].clone());
                                    s.gateway = Some(out_tx.clone());
                                }
                                let mut d = ready();
                                if v["d"]["shard"].is_array() {
                                    d["shard"] = v["d"]["shard"].clone();
                                }
                                let ready = json!({"op": 0, "t": "READY", "s": 1, "d": d}).to_string();
                                tx.send(Message::Text(ready)).await.ok();
                            }
                            _ => {}
                        }
                    }
                    out = out_rx.recv() => {
                        let Some(frame) = out else { break };
                        if tx.send(Message::Text(frame)).await.is_err() { break; }
                    }
                }
            }
        });
    }
}
