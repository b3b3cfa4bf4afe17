//! The slash commands registered with Discord: in the development server (at once) or
//! globally. A bulk overwrite, so registering again (every start, from every process in
//! http mode) changes nothing that was already so.

use super::commands;
use serenity::all::{Command, GuildId, Http};
use tracing::{info, warn};

/// Registers every command, logging how it went (a failure leaves the last registration).
pub async fn register(http: &Http, dev_guild: Option<u64>) {
    let result = match dev_guild {
        Some(g) => GuildId::new(g)
            .set_commands(http, commands::all(false))
            .await
            .map(|c| c.len()),
        None => Command::set_global_commands(http, commands::all(true))
            .await
            .map(|c| c.len()),
    };
    match result {
        Ok(n) => info!(n, "slash commands registered"),
        Err(e) => warn!("registering slash commands failed: {e}"),
    }
}
