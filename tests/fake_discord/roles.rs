//! A server's roles as Discord documents them: each role (id, name) and who has it; every
//! interaction from a server carries its caller's roles in `member.roles`, a ROLE option
//! (type 8) is resolved into `data.resolved.roles` as the role object, and Get Guild Role
//! Member Counts (`GET /guilds/{guild}/roles/member-counts`) answers, for a server the bot is
//! in, each role's member count (0 included, @everyone left out).
//!
//! For a test: `FakeDiscord::set_role(guild, role, name, &[members])` makes (or remakes) a
//! role and who has it, for every interaction from then on (`members::by_member_of` gives
//! roles to one interaction only, and those are kept); `FakeDiscord::bot_leaves(guild)`
//! takes the bot out of a server for the counts (refused then, 403 Missing Access, as
//! Discord does). The bot is in `GUILD` and in every server a role was set in, until it
//! leaves.

use super::http::api_path;
use super::members::{collect_roles, role_object};
use super::model::Answer;
use super::payloads::GUILD;
use super::{FakeDiscord, Recorded};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};

/// The servers' roles and their members.
#[derive(Default)]
pub struct Roles {
    /// Each server's roles (id, name), in the order they were made.
    roles: BTreeMap<u64, Vec<(u64, String)>>,
    /// (server, user): the roles the member has there.
    members: BTreeMap<(u64, u64), BTreeSet<u64>>,
    /// Servers the bot has left.
    left: BTreeSet<u64>,
}

impl Roles {
    fn set(&mut self, guild: u64, role: u64, name: &str, members: &[u64]) {
        let list = self.roles.entry(guild).or_default();
        list.retain(|(id, _)| *id != role);
        list.push((role, name.to_string()));
        for ((g, _), has) in self.members.iter_mut() {
            if *g == guild {
                has.remove(&role);
            }
        }
        for &user in members {
            self.members.entry((guild, user)).or_default().insert(role);
        }
    }

    fn bot_in(&self, guild: u64) -> bool {
        (guild == GUILD || self.roles.contains_key(&guild)) && !self.left.contains(&guild)
    }

    /// The role object Discord sends for `role` of `guild`.
    fn object(&self, guild: u64, role: u64) -> Value {
        let name = self
            .roles
            .get(&guild)
            .and_then(|l| l.iter().find(|(id, _)| *id == role))
            .map_or_else(|| format!("role{role}"), |(_, n)| n.clone());
        role_object(role, &name)
    }

    /// Puts into an interaction from a server its caller's roles there (`member.roles`,
    /// besides any the payload already carries: `members::by_member_of`) and the role
    /// object of each ROLE option given that it does not resolve yet.
    pub fn put(&self, payload: &mut Value) {
        let Some(guild) = payload["guild_id"].as_str().and_then(|g| g.parse().ok()) else {
            return;
        };
        let caller = payload["member"]["user"]["id"].as_str();
        if let Some(user) = caller.and_then(|u| u.parse::<u64>().ok()) {
            let mut ids: Vec<String> = payload["member"]["roles"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|r| r.as_str().map(String::from))
                .collect();
            for role in self.members.get(&(guild, user)).into_iter().flatten() {
                if !ids.contains(&role.to_string()) {
                    ids.push(role.to_string());
                }
            }
            payload["member"]["roles"] = json!(ids);
        }
        let mut named = Vec::new();
        collect_roles(&payload["data"]["options"], &mut named);
        for id in named {
            let resolved = &mut payload["data"]["resolved"]["roles"][&id];
            if resolved.is_null() {
                *resolved = self.object(guild, id.parse().unwrap_or_default());
            }
        }
    }

    /// `GET /guilds/{guild}/roles/member-counts`.
    fn member_counts(&self, guild: u64) -> Answer {
        if !self.bot_in(guild) {
            return (
                "403 Forbidden",
                Some(json!({"code": 50001, "message": "Missing Access"})),
            );
        }
        let mut counts = serde_json::Map::new();
        for (role, _) in self.roles.get(&guild).into_iter().flatten() {
            let n = self
                .members
                .iter()
                .filter(|((g, _), has)| *g == guild && has.contains(role))
                .count();
            counts.insert(role.to_string(), json!(n));
        }
        ("200 OK", Some(Value::Object(counts)))
    }
}

/// The roles' endpoint, if `r` asks for it.
pub fn route(fake: &FakeDiscord, r: &Recorded) -> Option<Answer> {
    match (r.method.as_str(), api_path(&r.path)?.as_slice()) {
        ("GET", ["guilds", guild, "roles", "member-counts"]) => {
            let guild = guild.parse().ok()?;
            Some(fake.state.lock().unwrap().world.roles.member_counts(guild))
        }
        _ => None,
    }
}

impl FakeDiscord {
    /// Role `role` named `name` in `guild`, had by `members` (and nobody else) from now on.
    pub fn set_role(&self, guild: u64, role: u64, name: &str, members: &[u64]) {
        let mut s = self.state.lock().unwrap();
        s.world.roles.set(guild, role, name, members);
    }

    /// The bot is removed from `guild`: Discord refuses it the server's role counts.
    pub fn bot_leaves(&self, guild: u64) {
        self.state.lock().unwrap().world.roles.left.insert(guild);
    }
}
