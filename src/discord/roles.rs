//! How many members a role named as a team has, asked of Discord (Get Guild Role Member
//! Counts) before the command runs and off the service lock: the service refuses a team of
//! one person or of nobody. When Discord does not say, the count stays unknown and the
//! service does not judge it.

use crate::service::Command;
use serenity::all::{GuildId, Http, RoleId};
use std::time::Duration;
use tracing::debug;

/// The longest the count is waited for: Discord wants the command answered within three
/// seconds, and a team's size is worth less than the answer.
const WAIT: Duration = Duration::from_millis(1500);

/// Fills in the member count of the role `command` names as a team, if it names one and
/// Discord answers in time.
pub async fn count(http: &Http, guild: Option<GuildId>, command: &mut Command) {
    let (Some(guild), Some(role)) = (guild, command.team_role_mut()) else {
        return;
    };
    // @everyone (its id is the server's) is left out of Discord's counts: it is the
    // whole server, never one person.
    if role.id == guild.get() {
        return;
    }
    role.members = members(http, guild, RoleId::new(role.id)).await;
}

/// `role`'s member count in `guild`, or None when Discord could not say (an error, no
/// answer in time, a role missing from its map); logged without the request's headers.
async fn members(http: &Http, guild: GuildId, role: RoleId) -> Option<u32> {
    let asked = tokio::time::timeout(WAIT, http.get_guild_role_member_counts(guild)).await;
    match asked {
        Ok(Ok(counts)) => {
            let count = counts.get(&role).copied();
            if count.is_none() {
                debug!(
                    guild = guild.get(),
                    role = role.get(),
                    "role not in the member counts"
                );
            }
            count
        }
        Ok(Err(e)) => {
            debug!(
                guild = guild.get(),
                "asking for role member counts failed: {e}"
            );
            None
        }
        Err(_) => {
            debug!(
                guild = guild.get(),
                "role member counts not answered in time"
            );
            None
        }
    }
}
