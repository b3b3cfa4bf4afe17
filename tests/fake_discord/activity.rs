//! Discord's Activities as its documentation describes them (docs: resources/application,
//! "Get Application Activity Instance"; interactions/receiving-and-responding, callback type
//! 12; activities/how-activities-work): an app answers a command, a component or a modal
//! submission with LAUNCH_ACTIVITY (no `data`; only with Activities enabled), which starts
//! the app's Activity in that channel (or joins the one running there); its instance is read
//! with the bot's token at `GET /applications/{app}/activity-instances/{instance}`, a 404
//! once no one is in it.

use super::http::api_path;
use super::model::{Answer, Interaction};
use super::{FakeDiscord, Recorded, World, APP_ID};
use serde_json::{json, Value};

/// An Activity running in a channel (a thread too), and who is in it.
#[derive(Clone, Debug, PartialEq)]
pub struct ActivityInstance {
    pub id: String,
    pub launch: u64,
    /// None in a DM (location kind `pc`).
    pub guild: Option<u64>,
    pub channel: u64,
    pub users: Vec<u64>,
}

impl ActivityInstance {
    /// As Get Application Activity Instance returns it.
    pub fn json(&self) -> Value {
        let (kind, location) = match self.guild {
            Some(g) => ("gc", format!("gc-{g}-{}", self.channel)),
            None => ("pc", format!("pc-{}", self.channel)),
        };
        let users: Vec<String> = self.users.iter().map(u64::to_string).collect();
        json!({"application_id": APP_ID.to_string(), "instance_id": self.id,
            "launch_id": self.launch.to_string(),
            "location": {"id": location, "kind": kind, "channel_id": self.channel.to_string(),
                "guild_id": self.guild.map(|g| g.to_string())},
            "users": users})
    }
}

#[derive(Default)]
pub struct Activities {
    /// The app has Activities turned off in its settings: LAUNCH_ACTIVITY is refused.
    pub off: bool,
    pub instances: Vec<ActivityInstance>,
    /// (interaction token, instance): what each LAUNCH_ACTIVITY launched or joined.
    pub launched: Vec<(String, String)>,
}

impl World {
    /// Why Discord refuses a LAUNCH_ACTIVITY callback `json`, if it does.
    pub fn launch_refused(&self, json: &Value) -> Option<&'static str> {
        if self.activities.off {
            return Some("LAUNCH_ACTIVITY needs Activities enabled for the application");
        }
        if json.get("data").is_some_and(|d| !d.is_null()) {
            return Some("LAUNCH_ACTIVITY carries no data");
        }
        None
    }

    /// LAUNCH_ACTIVITY answering `i`: the app's Activity in its channel, the one running
    /// there joined, else a new one; the user who sent `i` in it.
    pub fn launch_activity(&mut self, i: &Interaction) {
        let who = i.user["id"].as_str().and_then(|s| s.parse().ok());
        let running = self
            .activities
            .instances
            .iter()
            .position(|a| a.channel == i.channel);
        let at = match running {
            Some(at) => at,
            None => {
                let launch = self.id();
                let location = match i.guild {
                    Some(g) => format!("gc-{g}-{}", i.channel),
                    None => format!("pc-{}", i.channel),
                };
                self.activities.instances.push(ActivityInstance {
                    id: format!("i-{launch}-{location}"),
                    launch,
                    guild: i.guild,
                    channel: i.channel,
                    users: Vec::new(),
                });
                self.activities.instances.len() - 1
            }
        };
        let instance = &mut self.activities.instances[at];
        if let Some(who) = who.filter(|w| !instance.users.contains(w)) {
            instance.users.push(who);
        }
        let id = instance.id.clone();
        self.activities.launched.push((i.token.clone(), id));
    }
}

impl FakeDiscord {
    /// An Activity already running in `channel` of `guild` (a thread's id for a thread) as
    /// `instance_id`, `users` in it (an instance with that id is replaced).
    pub fn open_activity(&self, instance_id: &str, guild: u64, channel: u64, users: &[u64]) {
        let mut s = self.state.lock().unwrap();
        let launch = s.world.id();
        let list = &mut s.world.activities.instances;
        list.retain(|a| a.id != instance_id);
        list.push(ActivityInstance {
            id: instance_id.to_string(),
            launch,
            guild: Some(guild),
            channel,
            users: users.to_vec(),
        });
    }

    /// `user` opens the running Activity `instance_id`.
    pub fn join_activity(&self, instance_id: &str, user: u64) {
        let mut s = self.state.lock().unwrap();
        let list = &mut s.world.activities.instances;
        let a = list.iter_mut().find(|a| a.id == instance_id);
        let a = a.unwrap_or_else(|| panic!("no activity instance {instance_id}"));
        if !a.users.contains(&user) {
            a.users.push(user);
        }
    }

    /// `user` closes the Activity `instance_id`; the last one out ends it.
    pub fn leave_activity(&self, instance_id: &str, user: u64) {
        let mut s = self.state.lock().unwrap();
        let list = &mut s.world.activities.instances;
        for a in list.iter_mut().filter(|a| a.id == instance_id) {
            a.users.retain(|&u| u != user);
        }
        list.retain(|a| !a.users.is_empty());
    }

    /// The Activity instance `instance_id` as Discord holds it now, if it runs.
    pub fn activity_instance(&self, instance_id: &str) -> Option<ActivityInstance> {
        let s = self.state.lock().unwrap();
        let list = &s.world.activities.instances;
        list.iter().find(|a| a.id == instance_id).cloned()
    }

    /// The instance the latest LAUNCH_ACTIVITY callback launched or joined.
    pub fn last_activity_instance(&self) -> Option<String> {
        let s = self.state.lock().unwrap();
        s.world.activities.launched.last().map(|(_, id)| id.clone())
    }

    /// The instance the interaction `token`'s LAUNCH_ACTIVITY launched or joined, if any.
    pub fn activity_of(&self, token: &str) -> Option<String> {
        let s = self.state.lock().unwrap();
        let launched = &s.world.activities.launched;
        launched
            .iter()
            .find(|(t, _)| t == token)
            .map(|(_, id)| id.clone())
    }

    /// Whether the app has Activities enabled in its settings (it has unless a test says).
    pub fn activities_enabled(&self, on: bool) {
        self.state.lock().unwrap().world.activities.off = !on;
    }
}

/// GET /api/v10/applications/{app}/activity-instances/{instance}; `None` for any other
/// request. Only the app's bot token may read its instances.
pub fn route(fake: &FakeDiscord, r: &Recorded) -> Option<Answer> {
    let api = api_path(&r.path)?;
    let ["applications", app, "activity-instances", id] = api.as_slice() else {
        return None;
    };
    if r.method != "GET" {
        return None;
    }
    if !r
        .header("authorization")
        .is_some_and(|a| a.starts_with("Bot "))
    {
        let body = json!({"message": "401: Unauthorized", "code": 0});
        return Some(("401 Unauthorized", Some(body)));
    }
    let s = fake.state.lock().unwrap();
    let found = s.world.activities.instances.iter().find(|a| a.id == *id);
    match found.filter(|_| *app == APP_ID.to_string()) {
        Some(a) => Some(("200 OK", Some(a.json()))),
        None => {
            let body = json!({"message": "404: Not Found", "code": 0});
            Some(("404 Not Found", Some(body)))
        }
    }
}
