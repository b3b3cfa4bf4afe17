//! Payloads as Discord sends them, with every field serenity 0.12.5 requires.

use super::{APP_ID, BOT_ID};
use serde_json::{json, Value};

pub const GUILD: u64 = 100;
pub const CHANNEL: u64 = 200;

pub fn user(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name,
           "avatar": null, "bot": id == BOT_ID})
}

pub fn ready() -> Value {
    json!({"v": 10, "user": user(BOT_ID, "rithmo"), "guilds": [{"id": GUILD.to_string(), "unavailable": true}],
           "session_id": "fake-session", "resume_gateway_url": "ws://127.0.0.1:1",
           "shard": [0, 1], "application": {"id": APP_ID.to_string(), "flags": 0}})
}

pub fn message(id: u64, channel: u64, content: &str) -> Value {
    json!({"id": id.to_string(), "channel_id": channel.to_string(), "author": user(BOT_ID, "rithmo"),
           "content": content, "timestamp": "2026-11-22T00:00:00.000000+00:00", "edited_timestamp": null,
           "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
           "embeds": [], "pinned": false, "type": 0})
}

/// A text channel, or a public thread inside `parent`.
pub fn channel(id: u64, parent: Option<u64>) -> Value {
    match parent {
        Some(p) => {
            json!({"id": id.to_string(), "type": 11, "parent_id": p.to_string(), "name": "game",
                          "permissions": "0", "thread_metadata": {"archived": false, "auto_archive_duration": 1440,
                          "archive_timestamp": "2026-11-22T00:00:00.000000+00:00", "locked": false}})
        }
        None => {
            json!({"id": id.to_string(), "type": 0, "name": "rithmomachia", "permissions": "0"})
        }
    }
}

/// Every permission but Administrator.
pub const ALL_PERMISSIONS: &str = "2199023255551";

fn base(
    kind: u8,
    id: u64,
    who: (u64, &str),
    place: u64,
    parent: Option<u64>,
    perms: &str,
) -> Value {
    json!({
        "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind,
        "token": format!("token-{id}"), "version": 1, "guild_id": GUILD.to_string(),
        "channel_id": place.to_string(), "channel": channel(place, parent),
        "member": {"user": user(who.0, who.1), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00",
                   "deaf": false, "mute": false, "flags": 0, "pending": false, "permissions": ALL_PERMISSIONS,
                   "guild_id": GUILD.to_string()},
        "app_permissions": perms, "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
        "authorizing_integration_owners": {}, "context": 0, "attachment_size_limit": 10_485_760
    })
}

/// Where an interaction happens: a channel, or a thread in it.
#[derive(Clone, Copy)]
pub struct Where {
    pub channel: u64,
    pub parent: Option<u64>,
    pub perms: &'static str,
}

pub const IN_CHANNEL: Where = Where {
    channel: CHANNEL,
    parent: None,
    perms: ALL_PERMISSIONS,
};

/// A slash command with options given as (name, type, value) triples.
pub fn slash(
    id: u64,
    who: (u64, &str),
    at: Where,
    name: &str,
    options: &[(&str, u8, Value)],
) -> Value {
    let mut v = base(2, id, who, at.channel, at.parent, at.perms);
    let opts: Vec<Value> = options
        .iter()
        .map(|(n, t, val)| json!({"name": n, "type": t, "value": val}))
        .collect();
    let mut resolved = json!({});
    for (_, t, val) in options {
        if *t == 6 {
            let uid = val.as_str().unwrap();
            resolved["users"][uid] = user(uid.parse().unwrap(), &format!("user{uid}"));
        }
    }
    v["data"] = json!({"id": "1", "name": name, "type": 1, "options": opts, "resolved": resolved, "guild_id": GUILD.to_string()});
    v
}

/// Autocomplete of the `move` option of /move, with `typed` so far.
pub fn autocomplete(id: u64, who: (u64, &str), at: Where, typed: &str) -> Value {
    let mut v = base(4, id, who, at.channel, at.parent, at.perms);
    v["data"] = json!({"id": "1", "name": "move", "type": 1,
        "options": [{"name": "move", "type": 3, "value": typed, "focused": true}], "guild_id": GUILD.to_string()});
    v
}

/// A press of the button `custom_id` on a message of the bot.
pub fn button(id: u64, who: (u64, &str), at: Where, custom_id: &str) -> Value {
    let mut v = base(3, id, who, at.channel, at.parent, at.perms);
    v["data"] = json!({"custom_id": custom_id, "component_type": 2});
    v["message"] = message(id - 1, at.channel, "a challenge");
    v
}
