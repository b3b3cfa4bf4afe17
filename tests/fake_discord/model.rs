//! What Discord does with interaction responses and messages, as its developer
//! documentation describes it (docs/interactions/receiving-and-responding): an interaction
//! is answered once (type 4 a message, 5 a "thinking" message to edit later, 6 and 7 only
//! for components, 7 editing the message the component is on, 8 autocomplete choices, 12
//! launching the app's Activity, see `activity`); a first follow-up after a type 5 edits
//! the thinking message instead of making a new one, ignoring its own ephemeral flag (a
//! message's visibility never changes); PATCH @original edits the original; an edit without
//! `attachments` keeps the message's files; Create Message with a `nonce` and
//! `enforce_nonce` returns the message the bot already made with that nonce instead of a
//! second one (docs/resources/message). Messages are kept, so tests look at what users end
//! up seeing, not only at requests.

use serde_json::{json, Value};
use std::collections::HashMap;

/// Discord's EPHEMERAL message flag.
pub const EPHEMERAL: u64 = 1 << 6;

#[derive(Clone, Debug, PartialEq)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    pub size: usize,
}

/// A message as Discord holds it.
#[derive(Clone, Debug)]
pub struct Msg {
    pub id: u64,
    pub channel: u64,
    pub content: String,
    /// Seen only by the user whose interaction it answers.
    pub ephemeral: bool,
    /// A deferral's "thinking" message that nothing has replaced yet.
    pub loading: bool,
    pub components: Value,
    pub attachments: Vec<Attachment>,
    /// Edits after it was created (an update, a PATCH, a follow-up that edits it).
    pub edits: usize,
    /// The token of the interaction it answers, if any.
    pub interaction: Option<String>,
    /// The nonce it was created with (Create Message), if any.
    pub nonce: Option<String>,
}

impl Msg {
    /// The custom ids of its buttons, in order.
    pub fn buttons(&self) -> Vec<String> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = c["custom_id"].as_str() {
                    out.push(id.to_string());
                }
            }
        }
        out
    }

    pub fn has_file(&self, name: &str) -> bool {
        self.attachments.iter().any(|a| a.filename == name)
    }
}

/// An interaction sent to the bot, and how it was answered.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    /// 2 command, 3 component, 4 autocomplete, 5 modal submission.
    pub kind: u64,
    pub channel: u64,
    /// The server it came from; none in a DM.
    pub guild: Option<u64>,
    /// For a component: the message it is on.
    pub message: Option<u64>,
    /// The callback type it was answered with.
    pub response: Option<u64>,
    /// The message the response made (types 4 and 5).
    pub original: Option<u64>,
    /// The autocomplete choices (type 8).
    pub choices: Option<Value>,
    /// Who sent it (the user object) and the installation it came through, as the
    /// messages it makes name them.
    pub user: Value,
    pub owners: Value,
}

#[derive(Default)]
pub struct World {
    pub messages: Vec<Msg>,
    pub interactions: Vec<Interaction>,
    /// (user, channel): Discord keeps one DM channel per user.
    pub dm_channels: Vec<(u64, u64)>,
    /// Create DM calls received.
    pub dm_creates: usize,
    /// The commands as last registered.
    pub commands: Value,
    /// Each user's client language (Discord's `locale`); `en-US` when not set.
    pub locales: HashMap<u64, String>,
    /// Each server's language (`guild_locale`, from its settings); `en-US` when not set.
    pub guild_locales: HashMap<u64, String>,
    /// Each member's permissions in the servers' channels (`ALL_PERMISSIONS` when not set),
    /// as the `member.permissions` of their interactions.
    pub member_permissions: HashMap<u64, u64>,
    /// (server, command): an admin let everyone use the command in Server Settings,
    /// Integrations, whatever its `default_member_permissions`.
    pub permitted: Vec<(u64, String)>,
    /// What goes wrong, as a test sets it.
    pub faults: super::faults::Faults,
    /// The app's Activities: instances running, what launched them.
    pub activities: super::activity::Activities,
    /// The servers' roles and who has them.
    pub roles: super::roles::Roles,
    next_id: u64,
}

pub type Answer = (&'static str, Option<Value>);

fn error(status: &'static str, code: u64, message: &str) -> Answer {
    (status, Some(json!({"code": code, "message": message})))
}

fn unknown_interaction() -> Answer {
    error("404 Not Found", 10062, "Unknown interaction")
}

fn unknown_message() -> Answer {
    error("404 Not Found", 10008, "Unknown Message")
}

fn invalid(why: &str) -> Answer {
    (
        "400 Bad Request",
        Some(json!({"code": 50035, "message": "Invalid Form Body",
            "errors": {"type": {"_errors": [{"code": "INTERACTION_CALLBACK_TYPE_INVALID", "message": why}]}}})),
    )
}

impl World {
    pub fn new(first_id: u64) -> World {
        World {
            next_id: first_id,
            commands: json!([]),
            ..World::default()
        }
    }

    pub fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    pub fn message(&self, id: u64) -> Option<&Msg> {
        self.messages.iter().find(|m| m.id == id)
    }

    fn message_mut(&mut self, id: u64) -> Option<&mut Msg> {
        self.messages.iter_mut().find(|m| m.id == id)
    }

    pub fn interaction(&self, token: &str) -> Option<&Interaction> {
        self.interactions.iter().find(|i| i.token == token)
    }

    fn interaction_mut(&mut self, token: &str) -> Option<&mut Interaction> {
        self.interactions.iter_mut().find(|i| i.token == token)
    }

    /// The languages Discord puts in an interaction: the caller's `locale`, and in a
    /// server its `guild_locale` (a direct message has none); and there the caller's roles
    /// and the roles its options name (`roles`).
    pub fn localize(&self, payload: &mut Value) {
        let caller = payload["member"]["user"]["id"]
            .as_str()
            .or(payload["user"]["id"].as_str())
            .and_then(|s| s.parse::<u64>().ok());
        let of = |map: &HashMap<u64, String>, id: Option<u64>| {
            id.and_then(|id| map.get(&id).cloned())
                .unwrap_or_else(|| "en-US".to_string())
        };
        payload["locale"] = json!(of(&self.locales, caller));
        if let (Some(member), Some(id)) = (payload.get_mut("member"), caller) {
            if let Some(&perms) = self.member_permissions.get(&id) {
                member["permissions"] = json!(perms.to_string());
            }
        }
        let guild = payload["guild_id"].as_str().and_then(|s| s.parse().ok());
        match payload.as_object_mut() {
            Some(p) if guild.is_some() => {
                p.insert("guild_locale".into(), json!(of(&self.guild_locales, guild)));
            }
            Some(p) => {
                p.remove("guild_locale");
            }
            None => {}
        }
        self.roles.put(payload);
    }

    /// An interaction about to be sent to the bot.
    pub fn received(&mut self, payload: &Value) {
        let num = |v: &Value| v.as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
        self.interactions.push(Interaction {
            id: num(&payload["id"]),
            token: payload["token"].as_str().unwrap_or_default().to_string(),
            kind: payload["type"].as_u64().unwrap_or(0),
            channel: num(&payload["channel_id"]),
            guild: payload["guild_id"].as_str().and_then(|s| s.parse().ok()),
            message: payload.get("message").map(|m| num(&m["id"])),
            response: None,
            original: None,
            choices: None,
            user: payload["member"]["user"]
                .as_object()
                .map(|u| Value::Object(u.clone()))
                .unwrap_or_else(|| payload["user"].clone()),
            owners: payload["authorizing_integration_owners"].clone(),
        });
    }

    /// A new message from a request's body (`json`) and files.
    pub fn create(
        &mut self,
        channel: u64,
        json: &Value,
        files: &[(String, Vec<u8>)],
        interaction: Option<&str>,
    ) -> u64 {
        let id = self.id();
        let attachments = files
            .iter()
            .map(|(name, bytes)| Attachment {
                id: self.id(),
                filename: name.clone(),
                size: bytes.len(),
            })
            .collect();
        self.messages.push(Msg {
            id,
            channel,
            content: json["content"].as_str().unwrap_or_default().to_string(),
            ephemeral: json["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0,
            loading: false,
            components: json.get("components").cloned().unwrap_or(json!([])),
            attachments,
            edits: 0,
            interaction: interaction.map(String::from),
            nonce: json["nonce"].as_str().map(String::from),
        });
        id
    }

    /// POST /channels/{channel}/messages, as Discord's Create Message: with `nonce` and
    /// `enforce_nonce`, a message the bot already made with that nonce is returned instead
    /// of a new one (docs: resources/message, "enforce_nonce"); the faults a test set
    /// (a 429, a server error, a channel gone, direct messages closed) come first.
    pub fn create_message(
        &mut self,
        channel: u64,
        json: &Value,
        files: &[(String, Vec<u8>)],
    ) -> Answer {
        if let Some(refused) = self.faults.refused(channel) {
            return refused;
        }
        if let Some(nonce) = json["nonce"].as_str() {
            let known = self
                .messages
                .iter()
                .find(|m| m.nonce.as_deref() == Some(nonce));
            if let (Some(m), true) = (known, json["enforce_nonce"] == json!(true)) {
                let id = m.id;
                return ("200 OK", Some(self.json(id)));
            }
        }
        let id = self.create(channel, json, files, None);
        ("200 OK", Some(self.json(id)))
    }

    /// Edits a message as Discord's Edit Message does: fields left out stay; `attachments`,
    /// when given, lists the files to keep (by id) besides the new ones; flags cannot make
    /// a message ephemeral or public.
    fn edit(&mut self, id: u64, json: &Value, files: &[(String, Vec<u8>)]) {
        let new: Vec<Attachment> = files
            .iter()
            .map(|(name, bytes)| Attachment {
                id: self.id(),
                filename: name.clone(),
                size: bytes.len(),
            })
            .collect();
        let m = self.message_mut(id).expect("an existing message");
        if let Some(c) = json["content"].as_str() {
            m.content = c.to_string();
        }
        if let Some(c) = json.get("components") {
            m.components = c.clone();
        }
        if let Some(list) = json.get("attachments").and_then(Value::as_array) {
            let keep: Vec<u64> = list.iter().filter_map(|a| a["id"].as_u64()).collect();
            m.attachments.retain(|a| keep.contains(&a.id));
        }
        m.attachments.extend(new);
        m.loading = false;
        m.edits += 1;
    }

    /// POST /interactions/{id}/{token}/callback.
    pub fn callback(
        &mut self,
        id: &str,
        token: &str,
        json: &Value,
        files: &[(String, Vec<u8>)],
    ) -> Answer {
        let Some(i) = self.interaction(token).cloned() else {
            return unknown_interaction();
        };
        if i.id.to_string() != id {
            return unknown_interaction();
        }
        if i.response.is_some() {
            return error(
                "400 Bad Request",
                40060,
                "Interaction has already been acknowledged.",
            );
        }
        let kind = json["type"].as_u64().unwrap_or(0);
        let data = json.get("data").cloned().unwrap_or(json!({}));
        if let Some(why) = components_refused(&data["components"]) {
            return invalid(&why);
        }
        let mut original = None;
        match (kind, i.kind) {
            (4, 2 | 3) => original = Some(self.create(i.channel, &data, files, Some(token))),
            (5, 2 | 3) => {
                let m = self.create(
                    i.channel,
                    &json!({"flags": data["flags"]}),
                    &[],
                    Some(token),
                );
                self.message_mut(m).unwrap().loading = true;
                original = Some(m);
            }
            (6, 3) => {}
            (7, 3) => {
                let Some(on) = i.message.filter(|&m| self.message(m).is_some()) else {
                    return unknown_message();
                };
                self.edit(on, &data, files);
            }
            (8, 4) => {}
            (12, 2 | 3 | 5) => {
                if let Some(why) = self.launch_refused(json) {
                    return invalid(why);
                }
                self.launch_activity(&i);
            }
            (6 | 7, _) => {
                return invalid(
                    "UPDATE_MESSAGE and DEFERRED_UPDATE_MESSAGE are only for components",
                )
            }
            (8, _) => return invalid("autocomplete results answer autocomplete interactions only"),
            (12, _) => {
                return invalid(
                    "LAUNCH_ACTIVITY answers commands, components and modal submissions",
                )
            }
            _ => return invalid("this callback type does not answer this interaction"),
        }
        let i = self.interaction_mut(token).unwrap();
        i.response = Some(kind);
        i.original = original;
        if kind == 8 {
            i.choices = Some(data["choices"].clone());
        }
        ("204 No Content", None)
    }

    /// The message `@original` names: the response's, or for a component answered with
    /// type 6 or 7, the message the component is on.
    fn original_of(&self, token: &str) -> Option<u64> {
        let i = self.interaction(token)?;
        match i.response? {
            6 | 7 => i.message,
            _ => i.original,
        }
    }

    /// POST /webhooks/{application}/{token}: a follow-up.
    pub fn followup(&mut self, token: &str, json: &Value, files: &[(String, Vec<u8>)]) -> Answer {
        let Some(i) = self.interaction(token).cloned() else {
            return error("404 Not Found", 10015, "Unknown Webhook");
        };
        if i.response.is_none() {
            return error("404 Not Found", 10015, "Unknown Webhook");
        }
        // The first follow-up after a deferral edits the thinking message; its ephemeral
        // flag is ignored (deprecated; Edit Original Interaction Response is the way).
        if let Some(thinking) = i
            .original
            .filter(|&m| self.message(m).is_some_and(|m| m.loading))
        {
            self.edit(thinking, json, files);
            return ("200 OK", Some(self.json(thinking)));
        }
        let id = self.create(i.channel, json, files, Some(token));
        ("200 OK", Some(self.json(id)))
    }

    /// PATCH /webhooks/{application}/{token}/messages/@original.
    pub fn edit_original(
        &mut self,
        token: &str,
        json: &Value,
        files: &[(String, Vec<u8>)],
    ) -> Answer {
        let Some(id) = self.original_of(token) else {
            return unknown_message();
        };
        self.edit(id, json, files);
        ("200 OK", Some(self.json(id)))
    }

    /// GET /channels/{channel}/messages?limit=N: the channel's latest messages that
    /// everyone sees, newest first (1 to 100, 50 when not given).
    pub fn history(&self, channel: u64, limit: Option<usize>) -> Answer {
        let limit = limit.unwrap_or(50);
        if !(1..=100).contains(&limit) {
            return error("400 Bad Request", 50035, "Invalid Form Body");
        }
        let mut seen: Vec<&Msg> = self
            .messages
            .iter()
            .filter(|m| m.channel == channel && !m.ephemeral)
            .collect();
        seen.sort_by_key(|m| std::cmp::Reverse(m.id));
        let list = seen.iter().take(limit).map(|m| self.json(m.id)).collect();
        ("200 OK", Some(Value::Array(list)))
    }

    /// GET /webhooks/{application}/{token}/messages/@original.
    pub fn get_original(&self, token: &str) -> Answer {
        match self.original_of(token) {
            Some(id) => ("200 OK", Some(self.json(id))),
            None => unknown_message(),
        }
    }

    /// POST /users/@me/channels: the same DM channel every time for one user.
    pub fn dm_channel(&mut self, user: u64) -> u64 {
        self.dm_creates += 1;
        dm_channel_of(user)
    }

    /// The message as Discord returns it, with every field serenity requires.
    pub fn json(&self, id: u64) -> Value {
        let m = self.message(id).expect("an existing message");
        let mut v = super::payloads::message(m.id, m.channel, &m.content);
        v["flags"] =
            json!(if m.ephemeral { EPHEMERAL } else { 0 } | if m.loading { 1 << 7 } else { 0 });
        v["components"] = m.components.clone();
        // A message an interaction made names it, as Discord documents (message interaction
        // metadata): its id, type and user; a follow-up also the first answer, a button's
        // the message it was on.
        if let Some(i) = m.interaction.as_deref().and_then(|t| self.interaction(t)) {
            let mut meta = json!({"id": i.id.to_string(), "type": i.kind, "user": i.user,
                "authorizing_integration_owners": i.owners});
            if let Some(first) = i.original.filter(|&o| o != m.id) {
                meta["original_response_message_id"] = json!(first.to_string());
            }
            match (i.kind, i.message) {
                (3, Some(on)) => meta["interacted_message_id"] = json!(on.to_string()),
                (3, None) => meta = Value::Null,
                _ => {}
            }
            if !meta.is_null() {
                v["interaction_metadata"] = meta;
            }
        }
        v["attachments"] = Value::Array(
            m.attachments
                .iter()
                .map(|a| {
                    let url = format!("https://cdn.example/{}/{}", a.id, a.filename);
                    json!({"id": a.id.to_string(), "filename": a.filename, "size": a.size,
                           "url": url, "proxy_url": url})
                })
                .collect(),
        );
        v
    }

    /// Whether Discord lets the member who sends `payload` (a slash command in a server) use
    /// it: their permissions hold the command's `default_member_permissions`, they are an
    /// Administrator, or an admin let everyone use it there. Discord's client does not even
    /// offer the command otherwise.
    pub fn may_use(&self, payload: &Value) -> bool {
        let (Some(guild), Some(perms)) = (
            payload["guild_id"]
                .as_str()
                .and_then(|g| g.parse::<u64>().ok()),
            payload["member"]["permissions"].as_str(),
        ) else {
            return true;
        };
        let name = payload["data"]["name"].as_str().unwrap_or_default();
        let list = self.commands.as_array().cloned().unwrap_or_default();
        let needed = list
            .iter()
            .find(|c| c["name"] == name)
            .and_then(|c| c["default_member_permissions"].as_str())
            .and_then(|p| p.parse::<u64>().ok());
        let perms: u64 = perms.parse().unwrap_or(0);
        const ADMINISTRATOR: u64 = 1 << 3;
        match needed {
            None => true,
            Some(needed) => {
                perms & ADMINISTRATOR != 0
                    || perms & needed == needed
                    || self.permitted.contains(&(guild, name.to_string()))
            }
        }
    }

    /// Whether Discord offers `/name` in interaction context `context` (0 a server, 1 the
    /// bot's DMs): a command without `contexts` is offered everywhere.
    pub fn offered(&self, name: &str, context: u64) -> bool {
        let list = self.commands.as_array().cloned().unwrap_or_default();
        let Some(c) = list.iter().find(|c| c["name"] == name) else {
            return false;
        };
        match c.get("contexts").and_then(Value::as_array) {
            Some(contexts) => contexts.iter().any(|x| x.as_u64() == Some(context)),
            None => true,
        }
    }
}

/// What Discord refuses in a message's components, as its documentation limits them: at
/// most 5 rows; a row holds up to 5 buttons or one select menu; a custom id is at most 100
/// characters, a button's label 80; a string select has 1 to 25 options, each label and
/// value 1 to 100 characters, its placeholder at most 150.
pub fn components_refused(rows: &Value) -> Option<String> {
    let rows = rows.as_array().cloned().unwrap_or_default();
    if rows.len() > 5 {
        return Some("at most 5 action rows".into());
    }
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    for row in &rows {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let selects = items.iter().filter(|c| c["type"] == 3).count();
        if items.is_empty() || items.len() > 5 || (selects > 0 && items.len() > 1) {
            return Some("a row holds 1 to 5 buttons or one select menu".into());
        }
        for c in &items {
            if chars(&c["custom_id"]) > 100 {
                return Some("custom_id longer than 100".into());
            }
            if c["type"] == 2 && chars(&c["label"]) > 80 {
                return Some("button label longer than 80".into());
            }
            if c["type"] == 3 {
                let options = c["options"].as_array().cloned().unwrap_or_default();
                let bad = |o: &Value| {
                    !(1..=100).contains(&chars(&o["label"]))
                        || !(1..=100).contains(&chars(&o["value"]))
                };
                if !(1..=25).contains(&options.len()) || options.iter().any(bad) {
                    return Some("a select menu has 1 to 25 options of 1 to 100 characters".into());
                }
                if chars(&c["placeholder"]) > 150 {
                    return Some("placeholder longer than 150".into());
                }
            }
        }
    }
    None
}

/// The DM channel between the bot and `user`.
pub fn dm_channel_of(user: u64) -> u64 {
    700_000 + user
}
