//! Payloads as Discord sends them, with every field serenity 0.12.5 requires.

use super::{APP_ID, BOT_ID};
use rithmo::service::Place;
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

/// Every permission of bits 0 to 40 (Administrator, bit 3, among them).
pub const ALL_PERMISSIONS: &str = "2199023255551";

/// Every permission the fake grants, but Administrator (0x8) and Manage Server (0x20): a
/// member who may not manage the server (`FakeDiscord::set_member_permissions`).
pub const NOT_MANAGER: u64 = 2_199_023_255_551 & !0x8 & !0x20;

/// What the bot may do in its DM with a user, as Discord documents `app_permissions` there:
/// ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | USE_EXTERNAL_EMOJIS.
pub const DM_PERMISSIONS: &str = "442368";

/// The interaction token Discord would send with interaction `id`.
pub fn token_of(id: u64) -> String {
    format!("aW50ZXJhY3Rpb246{id}OmZha2UtdG9rZW4")
}

/// Where an interaction happens: a server's channel or a thread in it, or a DM (no server).
#[derive(Clone, Copy)]
pub struct Where {
    pub guild: Option<u64>,
    pub channel: u64,
    pub parent: Option<u64>,
    pub perms: &'static str,
}

pub const IN_CHANNEL: Where = Where {
    guild: Some(GUILD),
    channel: CHANNEL,
    parent: None,
    perms: ALL_PERMISSIONS,
};

/// IN_CHANNEL as the service names it: where a database seeded before the bot runs has
/// its games, so that the bot finds them in the fake's channel.
pub const SERVER: Place = Place {
    guild: Some(GUILD),
    channel: CHANNEL,
    thread: None,
    lang: None,
};

/// A public thread of CHANNEL.
pub fn thread(id: u64) -> Where {
    Where {
        parent: Some(CHANNEL),
        channel: id,
        ..IN_CHANNEL
    }
}

/// The DM between the bot and `user`.
pub fn dm(user: u64) -> Where {
    Where {
        guild: None,
        channel: super::dm_channel_of(user),
        parent: None,
        perms: DM_PERMISSIONS,
    }
}

/// The fields every interaction has (the languages in English here; `FakeDiscord::interact`
/// puts in the caller's and the server's as set). In a server: `guild_id`, the caller as `member`
/// (with their permissions), the channel, context 0; in a DM with the bot, as Discord
/// documents it: no `guild_id`, the caller as `user`, a DM channel, context 1 (BOT_DM), the
/// DM's `app_permissions`, the GUILD_INSTALL owner "0".
fn base(kind: u8, id: u64, who: (u64, &str), at: Where) -> Value {
    let mut v = json!({
        "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind,
        "token": token_of(id), "version": 1, "channel_id": at.channel.to_string(),
        "app_permissions": at.perms, "locale": "en-US", "entitlements": [],
        "attachment_size_limit": 10_485_760
    });
    match at.guild {
        Some(g) => {
            let mut channel = channel(at.channel, at.parent);
            channel["guild_id"] = json!(g.to_string());
            v["guild_id"] = json!(g.to_string());
            v["guild_locale"] = json!("en-US");
            v["channel"] = channel;
            v["member"] = json!({"user": user(who.0, who.1), "roles": [],
                "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
                "flags": 0, "pending": false, "permissions": ALL_PERMISSIONS,
                "guild_id": g.to_string()});
            v["context"] = json!(0);
            v["authorizing_integration_owners"] = json!({"0": g.to_string()});
        }
        None => {
            v["channel"] = json!({"id": at.channel.to_string(), "type": 1,
                "recipients": [user(who.0, who.1)], "flags": 0});
            v["user"] = user(who.0, who.1);
            v["context"] = json!(1);
            v["authorizing_integration_owners"] = json!({"0": "0"});
        }
    }
    v
}

fn data_guild(v: &mut Value, at: Where) {
    if let Some(g) = at.guild {
        v["data"]["guild_id"] = json!(g.to_string());
    }
}

/// A slash command's subcommand with its options, nested as Discord sends them: the
/// command's one option is the subcommand (type 1), holding the options given.
pub fn subcommand(
    id: u64,
    who: (u64, &str),
    at: Where,
    name: &str,
    sub: &str,
    options: &[(&str, u8, Value)],
) -> Value {
    let mut v = slash(id, who, at, name, options);
    let given = v["data"]["options"].take();
    v["data"]["options"] = json!([{"name": sub, "type": 1, "options": given}]);
    v
}

/// A slash command with options given as (name, type, value) triples.
pub fn slash(
    id: u64,
    who: (u64, &str),
    at: Where,
    name: &str,
    options: &[(&str, u8, Value)],
) -> Value {
    let mut v = base(2, id, who, at);
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
        // A channel of the server: a text channel, as the option's channel_types allow.
        if *t == 7 {
            let cid = val.as_str().unwrap();
            resolved["channels"][cid] = json!({"id": cid, "type": 0,
                "name": format!("channel{cid}"), "permissions": ALL_PERMISSIONS});
        }
    }
    v["data"] = json!({"id": "1", "name": name, "type": 1, "options": opts, "resolved": resolved});
    data_guild(&mut v, at);
    v
}

/// Autocomplete of the `move` option of /move, with `typed` so far.
pub fn autocomplete(id: u64, who: (u64, &str), at: Where, typed: &str) -> Value {
    autocomplete_of(id, who, at, ("move", "move"), typed)
}

/// `typed` so far into `/command option:` (focused), as Discord asks for its choices.
pub fn autocomplete_of(
    id: u64,
    who: (u64, &str),
    at: Where,
    (command, option): (&str, &str),
    typed: &str,
) -> Value {
    let mut v = base(4, id, who, at);
    v["data"] = json!({"id": "1", "name": command, "type": 1,
        "options": [{"name": option, "type": 3, "value": typed, "focused": true}]});
    data_guild(&mut v, at);
    v
}

/// A press of the button `custom_id` on `message` (as Discord holds it).
pub fn button(id: u64, who: (u64, &str), at: Where, message: Value, custom_id: &str) -> Value {
    let mut v = base(3, id, who, at);
    v["data"] = json!({"custom_id": custom_id, "component_type": 2});
    v["message"] = message;
    v
}
