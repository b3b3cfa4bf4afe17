//! Create Message for the outbox, over our own HTTP client: with Discord's `nonce` and
//! `enforce_nonce` (a second send within Discord's window returns the first message instead
//! of making another), a timeout on every request, and the answer read as Discord documents
//! it (a 429's `retry_after`, the status and error code of a refusal), which serenity's
//! calls do not hand back.

use serde_json::{json, Value};
use std::time::Duration;

/// Every request of the bot gives up after this long: a frozen Discord never holds a
/// command, a send or the shutdown for longer.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(6);

/// The HTTP client every request of the bot goes through (serenity's too), with its timeout.
pub fn client() -> Result<reqwest::Client, String> {
    reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(REQUEST_TIMEOUT)
        .connect_timeout(REQUEST_TIMEOUT)
        .build()
        .map_err(|e| format!("cannot build the HTTP client: {e}"))
}

/// What became of a request.
#[derive(Clone, Debug, PartialEq)]
pub enum Sent {
    /// Accepted: the message's id.
    Done(u64),
    /// 429: try again after this long, as Discord said.
    Wait(Duration),
    /// Refused for good (403, 404, 400: the channel is gone, the user's direct messages
    /// are closed, the bot was removed): Discord's code and message.
    Refused(String),
    /// A server error or no answer in time: worth trying again later.
    Failed(String),
}

/// Discord's REST API at `base` (discord.com, or the `api_url` of the configuration).
#[derive(Clone)]
pub struct Api {
    client: reqwest::Client,
    base: String,
    /// "Bot <token>": never logged.
    auth: String,
}

/// One message: its JSON fields (content, components, allowed mentions) and files.
pub struct Message {
    pub json: Value,
    pub files: Vec<(String, Vec<u8>)>,
}

impl Api {
    pub fn new(client: reqwest::Client, base: Option<&str>, token: &str) -> Api {
        Api {
            client,
            base: base
                .unwrap_or("https://discord.com")
                .trim_end_matches('/')
                .to_string(),
            auth: format!("Bot {token}"),
        }
    }

    /// A request as the bot: its token and the user agent Discord asks bots to send.
    fn signed(&self, request: reqwest::RequestBuilder) -> reqwest::RequestBuilder {
        request
            .header("Authorization", &self.auth)
            .header("User-Agent", "DiscordBot (https://github.com/rithmo, 0.1)")
    }

    /// POST /channels/{channel}/messages with `nonce` enforced.
    pub async fn create_message(&self, channel: u64, msg: &Message, nonce: &str) -> Sent {
        let url = format!("{}/api/v10/channels/{channel}/messages", self.base);
        let mut body = msg.json.clone();
        body["nonce"] = json!(nonce);
        body["enforce_nonce"] = json!(true);
        body["attachments"] = Value::Array(
            msg.files
                .iter()
                .enumerate()
                .map(|(i, (name, _))| json!({"id": i, "filename": name}))
                .collect(),
        );
        let mut form = reqwest::multipart::Form::new().text("payload_json", body.to_string());
        for (i, (name, bytes)) in msg.files.iter().enumerate() {
            // Typed as Discord's upload documentation shows each file part.
            let part = reqwest::multipart::Part::bytes(bytes.clone())
                .file_name(name.clone())
                .mime_str(content_type(name))
                .expect("the types below are valid");
            form = form.part(format!("files[{i}]"), part);
        }
        match self
            .signed(self.client.post(url))
            .multipart(form)
            .send()
            .await
        {
            Ok(r) => read(r.status().as_u16(), r.text().await.unwrap_or_default()),
            Err(e) if e.is_timeout() => Sent::Failed("no answer in time".into()),
            Err(e) => Sent::Failed(format!("request failed: {}", e.without_url())),
        }
    }

    /// Among the latest 100 messages of `channel` (GET /channels/{channel}/messages), the
    /// one interaction `interaction` made (its `interaction_metadata`): a button's follow-up
    /// that Discord took although the bot never heard back. `Done` with its id, `None` when
    /// it is not there (or the bot may not read the channel's history), else what to wait.
    pub async fn made_by(&self, channel: u64, interaction: u64) -> Option<Sent> {
        let url = format!(
            "{}/api/v10/channels/{channel}/messages?limit=100",
            self.base
        );
        let (status, body) = match self.signed(self.client.get(url)).send().await {
            Ok(r) => (r.status().as_u16(), r.text().await.unwrap_or_default()),
            Err(e) => return Some(Sent::Failed(format!("request failed: {}", e.without_url()))),
        };
        if !(200..=299).contains(&status) {
            return match read(status, body) {
                Sent::Refused(_) => None,
                other => Some(other),
            };
        }
        let list: Value = serde_json::from_str(&body).unwrap_or(Value::Null);
        let wanted = interaction.to_string();
        list.as_array()?
            .iter()
            .find(|m| m["interaction_metadata"]["id"].as_str() == Some(&wanted))
            .and_then(|m| m["id"].as_str()?.parse().ok())
            .map(Sent::Done)
    }
}

impl Api {
    /// The application's id (GET /applications/@me): what the bot's token belongs to.
    /// Without the gateway's READY it is how serenity learns it, for registering commands.
    pub async fn application_id(&self) -> Option<u64> {
        let url = format!("{}/api/v10/applications/@me", self.base);
        let r = self.signed(self.client.get(url)).send().await.ok()?;
        let v: Value = serde_json::from_str(&r.text().await.ok()?).ok()?;
        v["id"].as_str()?.parse().ok()
    }
}

/// A file part's `Content-Type` by its name: the pictures the bot draws, the record's text.
pub fn content_type(name: &str) -> &'static str {
    match name
        .rsplit_once('.')
        .map(|(_, ext)| ext.to_ascii_lowercase())
    {
        Some(ext) if ext == "png" => "image/png",
        Some(ext) if ext == "gif" => "image/gif",
        Some(ext) if ext == "txt" => "text/plain",
        _ => "application/octet-stream",
    }
}

/// Discord's answer, by its status (docs: topics/opcodes-and-status-codes, rate-limits).
pub fn read(status: u16, body: String) -> Sent {
    let v: Value = serde_json::from_str(&body).unwrap_or(Value::Null);
    let said = || {
        format!(
            "{status} {} {}",
            v["code"],
            v["message"].as_str().unwrap_or("")
        )
    };
    match status {
        200..=299 => match v["id"].as_str().and_then(|s| s.parse().ok()) {
            Some(id) => Sent::Done(id),
            None => Sent::Failed(format!("{status}: no message id in the answer")),
        },
        429 => {
            let secs = v["retry_after"].as_f64().unwrap_or(1.0).clamp(0.05, 3600.0);
            Sent::Wait(Duration::from_secs_f64(secs))
        }
        400 | 403 | 404 => Sent::Refused(said()),
        _ => Sent::Failed(said()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_answers_read_as_documented() {
        let ok = read(200, r#"{"id": "123", "channel_id": "5"}"#.into());
        assert_eq!(ok, Sent::Done(123));
        let wait = read(
            429,
            r#"{"message": "You are being rate limited.", "retry_after": 1.5, "global": false}"#
                .into(),
        );
        assert_eq!(wait, Sent::Wait(Duration::from_millis(1500)));
        let closed = read(
            403,
            r#"{"code": 50007, "message": "Cannot send messages to this user"}"#.into(),
        );
        assert!(matches!(closed, Sent::Refused(s) if s.contains("50007")));
        assert!(matches!(read(502, String::new()), Sent::Failed(_)));
    }

    #[test]
    fn files_are_typed_by_their_names() {
        assert_eq!(content_type("board-12.png"), "image/png");
        assert_eq!(content_type("replay.GIF"), "image/gif");
        assert_eq!(content_type("rithmo-game-3.txt"), "text/plain");
        assert_eq!(content_type("noext"), "application/octet-stream");
    }
}
