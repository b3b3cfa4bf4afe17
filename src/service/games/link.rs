//! A link to a game's channel or thread in Discord.

use crate::store::games::GameRow;

/// Where a game is played, as a Discord link to its thread or channel.
pub fn link(g: &GameRow) -> String {
    let server = g.guild_id.map_or("@me".to_string(), |s| s.to_string());
    let channel = g.thread_id.unwrap_or(g.channel_id);
    format!("<https://discord.com/channels/{server}/{channel}>")
}
