//! A fake Discord on 127.0.0.1 for end-to-end tests: the REST API (recording every request,
//! and keeping messages and interactions as Discord documents them: see `model`) and the
//! gateway websocket, enough of both for the real serenity client of `rithmo serve`; its
//! OAuth2 sign-in (`oauth`) and Activities (`activity`) for the web board; and that client
//! started against it (`process`); the servers' roles and their members (`roles`,
//! `members`); what the tests read off the fake (`reading`) and off the bot's database
//! (`database`); interactions sent over HTTP, signed, to the bot's endpoint (`endpoint`);
//! a rate-limit proxy in front of the fake that answers 429 (`proxy`); and several bots in
//! http mode behind one load balancer, killed and started again at will (`balancer`).
#![allow(dead_code)]

mod activity;
mod balancer;
mod commands;
mod database;
mod endpoint;
mod faults;
mod http;
mod members;
mod model;
mod oauth;
mod payloads;
mod process;
mod proxy;
mod reading;
mod roles;
mod urlencoded;

#[allow(unused_imports)]
pub use balancer::{Balancer, Through};
#[allow(unused_imports)]
pub use commands::{command_errors, commands_valid, LOCALES};
#[allow(unused_imports)]
pub use database::*;
#[allow(unused_imports)]
pub use endpoint::{app_key, forger_key, public_key_hex, signature, Answered, Endpoint};
#[allow(unused_imports)]
pub use members::{by_member_of, role_object};
#[allow(unused_imports)]
pub use proxy::{Passed, Proxy, RETRY_AFTER};
// Each test binary uses its own part of the fake.
#[allow(unused_imports)]
pub use activity::ActivityInstance;
#[allow(unused_imports)]
pub use model::{dm_channel_of, Interaction, Msg, World, EPHEMERAL};
#[allow(unused_imports)]
pub use oauth::CLIENT_SECRET;
pub use payloads::*;
#[allow(unused_imports)]
pub use process::{bot_folder, lives_to_kill, Bot, Scene};
#[allow(unused_imports)]
pub use reading::*;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message;

/// The application's id: its client id in OAuth2 (the bot's `application_id`).
pub const APP_ID: u64 = 9_000;
pub const BOT_ID: u64 = 9_001;

/// One recorded REST request; multipart bodies are split into the JSON payload and files.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// Without its query string (`query`).
    pub path: String,
    pub query: String,
    pub json: Value,
    pub files: Vec<(String, Vec<u8>)>,
    /// Each file part's `Content-Type`, as sent (a part without one is refused).
    pub file_types: Vec<Option<String>>,
    /// The headers, names in lower case, in order.
    pub headers: Vec<(String, String)>,
    /// A form body's (`application/x-www-form-urlencoded`) fields, decoded; else empty.
    pub form: Vec<(String, String)>,
    /// When it arrived.
    pub at: std::time::Instant,
}

impl Recorded {
    /// The first header `name` (any case), as sent.
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.as_str())
    }
}

pub struct State {
    pub requests: Vec<Recorded>,
    pub identifies: usize,
    /// The `shard` field ([id, count]) of each IDENTIFY, in order.
    pub shards: Vec<Value>,
    /// Threads the bot created, in order.
    pub threads: Vec<u64>,
    pub world: World,
    gateway: Option<mpsc::UnboundedSender<String>>,
    /// The gateway is down: its connection closed, new ones refused (`gateway_down`).
    gateway_down: bool,
    /// The heartbeat interval HELLO asks of the bot, in milliseconds (Discord's 41.25 s or
    /// so; shorter where a test needs the bot to find a silent gateway soon).
    heartbeat_ms: u64,
    /// RESUMEs the gateway answered.
    pub resumes: usize,
    /// Who is signed in at Discord, and the codes and tokens OAuth2 gave out.
    pub oauth: oauth::OAuth,
}

/// Sent on a connection's own channel: close it as Discord does when it goes away.
const CLOSE: &str = "close";

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
            requests: Vec::new(),
            identifies: 0,
            shards: Vec::new(),
            threads: Vec::new(),
            world: World::new(500_000),
            gateway: None,
            gateway_down: false,
            heartbeat_ms: 45_000,
            resumes: 0,
            oauth: oauth::OAuth::default(),
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
        self.state.lock().unwrap().world.id()
    }

    /// A message as Discord holds it now.
    pub fn message(&self, id: u64) -> Msg {
        self.state
            .lock()
            .unwrap()
            .world
            .message(id)
            .cloned()
            .unwrap_or_else(|| panic!("no message {id}"))
    }

    /// Every message, oldest first.
    pub fn messages(&self) -> Vec<Msg> {
        self.state.lock().unwrap().world.messages.clone()
    }

    /// The messages an interaction made (its response and follow-ups), oldest first.
    pub fn messages_of(&self, token: &str) -> Vec<Msg> {
        self.messages()
            .into_iter()
            .filter(|m| m.interaction.as_deref() == Some(token))
            .collect()
    }

    /// How an interaction was answered.
    pub fn interaction(&self, token: &str) -> Interaction {
        self.state
            .lock()
            .unwrap()
            .world
            .interaction(token)
            .cloned()
            .unwrap_or_else(|| panic!("no interaction {token}"))
    }

    /// The message the response to an interaction made.
    pub fn original(&self, token: &str) -> Msg {
        let id = self
            .interaction(token)
            .original
            .expect("a response message");
        self.message(id)
    }

    /// Create DM calls the bot made.
    pub fn dm_creates(&self) -> usize {
        self.state.lock().unwrap().world.dm_creates
    }

    /// Whether Discord offers `/name` in a server (context 0) or the bot's DMs (1).
    pub fn offered(&self, name: &str, context: u64) -> bool {
        self.state.lock().unwrap().world.offered(name, context)
    }

    /// The message as it comes inside a component interaction.
    pub fn message_json(&self, id: u64) -> Value {
        self.state.lock().unwrap().world.json(id)
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

    /// Waits (up to 30 s) for a recorded request matching `pred`.
    pub async fn wait_for(&self, what: &str, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        self.wait_up_to(30, what, pred).await
    }

    /// Waits up to `secs` seconds for a recorded request matching `pred` (long work: the
    /// engine's review in a test build on a busy machine).
    pub async fn wait_up_to(
        &self,
        secs: u64,
        what: &str,
        pred: impl Fn(&Recorded) -> bool,
    ) -> Recorded {
        for _ in 0..secs * 20 {
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

    /// `who` presses the button `custom_id` on message `msg`, at `at`; waits for the answer.
    pub async fn press(&self, who: (u64, &str), at: Where, msg: u64, custom_id: &str) -> Recorded {
        let message = self.message_json(msg);
        self.interact(button(self.next_id(), who, at, message, custom_id))
            .await
    }

    /// `who` picks `value` in the select menu `custom_id` on message `msg`; waits for the
    /// answer.
    pub async fn pick(
        &self,
        who: (u64, &str),
        at: Where,
        msg: u64,
        custom_id: &str,
        value: &str,
    ) -> Recorded {
        let message = self.message_json(msg);
        let mut payload = button(self.next_id(), who, at, message, custom_id);
        payload["data"] = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
        self.interact(payload).await
    }

    /// A message Discord already holds (one posted before the bot's restart, say).
    pub fn put_message(&self, channel: u64, content: &str, components: Value) -> u64 {
        let body = json!({"content": content, "components": components});
        self.state
            .lock()
            .unwrap()
            .world
            .create(channel, &body, &[], None)
    }

    /// `user`'s Discord client is set to `locale` (`de`, `it`, `en-GB`): their
    /// interactions carry it from now on.
    pub fn set_locale(&self, user: u64, locale: &str) {
        let mut s = self.state.lock().unwrap();
        s.world.locales.insert(user, locale.to_string());
    }

    /// Server `guild`'s language is `locale`: interactions there carry it as `guild_locale`.
    pub fn set_guild_locale(&self, guild: u64, locale: &str) {
        let mut s = self.state.lock().unwrap();
        s.world.guild_locales.insert(guild, locale.to_string());
    }

    /// `who` sends the slash command `name` with `options` at `at`, as a new interaction:
    /// the bot's answer.
    pub async fn slash(
        &self,
        who: (u64, &str),
        at: Where,
        name: &str,
        options: &[(&str, u8, Value)],
    ) -> Recorded {
        self.interact(slash(self.next_id(), who, at, name, options))
            .await
    }

    /// `/name sub` with its options (a subcommand, as Discord nests it).
    pub async fn subcommand(
        &self,
        who: (u64, &str),
        at: Where,
        name: &str,
        sub: &str,
        options: &[(&str, u8, Value)],
    ) -> Recorded {
        self.interact(subcommand(self.next_id(), who, at, name, sub, options))
            .await
    }

    /// Member `user`'s permissions in the servers' channels from now on.
    pub fn set_member_permissions(&self, user: u64, permissions: u64) {
        let mut s = self.state.lock().unwrap();
        s.world.member_permissions.insert(user, permissions);
    }

    /// An admin lets everyone in `guild` use `/command` (Server Settings, Integrations).
    pub fn permit(&self, guild: u64, command: &str) {
        let mut s = self.state.lock().unwrap();
        s.world.permitted.push((guild, command.to_string()));
    }

    /// Whether Discord would let `who` send `/name` at `at` now.
    pub fn may_use(&self, who: (u64, &str), at: Where, name: &str) -> bool {
        let mut payload = slash(0, who, at, name, &[]);
        let s = self.state.lock().unwrap();
        s.world.localize(&mut payload);
        s.world.may_use(&payload)
    }

    /// `who` sends the slash command `name` with `options` at `at`, not waiting for the
    /// answer (the bot may be killed before it gives one): the interaction's token.
    pub fn send_slash(
        &self,
        who: (u64, &str),
        at: Where,
        name: &str,
        options: &[(&str, u8, Value)],
    ) -> String {
        self.send(slash(self.next_id(), who, at, name, options))
    }

    /// Sends an interaction without waiting for its answer (which may never come).
    pub fn send(&self, mut interaction: Value) -> String {
        let token = interaction["token"].as_str().unwrap().to_string();
        {
            let mut s = self.state.lock().unwrap();
            s.world.localize(&mut interaction);
            s.world.received(&interaction);
        }
        self.dispatch("INTERACTION_CREATE", interaction);
        token
    }

    /// Discord's gateway goes away (`true`: the bot's connection is closed with 4000, as
    /// on an outage, and every new one refused) or comes back (`false`: the bot connects
    /// and resumes, or identifies anew).
    pub fn gateway_down(&self, down: bool) {
        let mut s = self.state.lock().unwrap();
        s.gateway_down = down;
        if down {
            if let Some(g) = s.gateway.take() {
                let _ = g.send(CLOSE.to_string());
            }
        }
    }

    /// The heartbeat interval the next HELLO asks for, in milliseconds.
    pub fn heartbeat_every(&self, ms: u64) {
        self.state.lock().unwrap().heartbeat_ms = ms;
    }

    /// Whether the bot is connected to the gateway now (after HELLO, its IDENTIFY or
    /// RESUME answered).
    pub fn gateway_connected(&self) -> bool {
        self.state.lock().unwrap().gateway.is_some()
    }

    /// Sets what goes wrong from now on.
    pub fn faults(&self, f: impl FnOnce(&mut faults::Faults)) {
        f(&mut self.state.lock().unwrap().world.faults);
    }

    /// Sends an interaction, with the caller's and the server's languages as Discord
    /// would put them, and waits for the bot's answer to it (its callback).
    pub async fn interact(&self, mut interaction: Value) -> Recorded {
        let id = interaction["id"].as_str().unwrap().to_string();
        {
            let mut s = self.state.lock().unwrap();
            s.world.localize(&mut interaction);
            assert!(
                interaction["type"] != 2 || s.world.may_use(&interaction),
                "Discord does not offer /{} to this member (FakeDiscord::permit)",
                interaction["data"]["name"]
            );
            s.world.received(&interaction);
        }
        self.dispatch("INTERACTION_CREATE", interaction);
        let path = format!("/api/v10/interactions/{id}/");
        self.wait_for(&format!("the answer to interaction {id}"), |r| {
            r.path.starts_with(&path)
        })
        .await
    }
}

/// Waits (up to 30 s) for `cond` to hold.
pub async fn eventually(what: &str, cond: impl Fn() -> bool) {
    if !holds_within(30, cond).await {
        panic!("timed out waiting for {what}");
    }
}

/// Waits up to `secs` seconds for `cond` to hold; whether it did (for a test that says
/// itself what was wrong, or waits longer than `eventually`).
pub async fn holds_within(secs: u64, cond: impl Fn() -> bool) -> bool {
    for _ in 0..secs * 20 {
        if cond() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

/// The gateway: HELLO, then READY after IDENTIFY, heartbeat ACKs, and dispatches on demand.
async fn gateway(listener: TcpListener, fake: FakeDiscord) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        if fake.state.lock().unwrap().gateway_down {
            // Down: the connection is dropped before the websocket handshake.
            drop(stream);
            continue;
        }
        let fake = fake.clone();
        tokio::spawn(async move {
            let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
                return;
            };
            let (mut tx, mut rx) = ws.split();
            let every = fake.state.lock().unwrap().heartbeat_ms;
            let hello = json!({"op": 10, "d": {"heartbeat_interval": every}}).to_string();
            tx.send(Message::Text(hello)).await.ok();
            let (out_tx, mut out_rx) = mpsc::unbounded_channel::<String>();
            loop {
                // Frozen: the connection stays open, and nothing is read or sent.
                while fake.state.lock().unwrap().world.faults.gateway_frozen {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
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
                            // RESUME: the session goes on where it was.
                            Some(6) => {
                                {
                                    let mut s = fake.state.lock().unwrap();
                                    s.resumes += 1;
                                    s.gateway = Some(out_tx.clone());
                                }
                                let seq = v["d"]["seq"].as_u64().unwrap_or(1) + 1;
                                let resumed = json!({"op": 0, "t": "RESUMED", "s": seq, "d": {}}).to_string();
                                tx.send(Message::Text(resumed)).await.ok();
                            }
                            _ => {}
                        }
                    }
                    out = out_rx.recv() => {
                        let Some(frame) = out else { break };
                        if frame == CLOSE {
                            let close = CloseFrame { code: CloseCode::Library(4000), reason: "gone away".into() };
                            tx.send(Message::Close(Some(close))).await.ok();
                            break;
                        }
                        if tx.send(Message::Text(frame)).await.is_err() { break; }
                    }
                }
            }
        });
    }
}
