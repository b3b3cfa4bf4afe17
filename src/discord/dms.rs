//! The direct-message channel of each user the bot has written to, remembered: Discord
//! returns the same channel every time, so one Create DM call per user is enough.

use serenity::all::{ChannelId, Http, UserId};
use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Default)]
pub struct DmChannels(Mutex<HashMap<u64, ChannelId>>);

impl DmChannels {
    /// The user's DM channel, opened the first time it is needed.
    pub async fn channel(&self, http: &Http, user: u64) -> serenity::Result<ChannelId> {
        if let Some(&known) = self.lock().get(&user) {
            return Ok(known);
        }
        let id = UserId::new(user).create_dm_channel(http).await?.id;
        self.lock().insert(user, id);
        Ok(id)
    }

    /// After a failed send: the channel is asked for again next time.
    pub fn forget(&self, user: u64) {
        self.lock().remove(&user);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, ChannelId>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }
}
