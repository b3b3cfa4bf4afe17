//! Matches between servers: one server's managers challenge another server by a code
//! (`make`: a team's challenge with its code, taken up by the other server's team, which
//! gives the game its second place); every public post about the game lands in both places
//! (`both_places`); a server that removes the bot gives its running matches up (`left`).
//! The game itself is a team game like any other: its first place is the game's own row,
//! the second is `store::matches`.

pub mod both_places;
pub mod left;
pub mod make;

use crate::service::{Reply, Service};
use crate::store::matches;

impl Service {
    /// Server `guild` removed the bot (Discord's guild delete, not an outage): each running
    /// match with a side there is aborted or lost by that side (`left`), announced in the
    /// other server's place.
    pub fn server_left(&mut self, guild: u64, now: i64) -> Vec<Reply> {
        let games = matches::running_in(self.store.conn(), guild).unwrap_or_default();
        let finish = self.finishing(now);
        let limit = self.rated_pair_limit;
        let mut out = Vec::new();
        for game in games {
            let given_up = self.store.write(|tx| {
                let Some(r) = left::give_up(tx, game, guild, limit, now)? else {
                    return Ok(None);
                };
                // Written in the other server's language (`left::give_up`).
                let main = r.lang;
                // No copy goes to the server that left.
                Ok::<_, crate::service::Refusal>(Some(finish.here_only(tx, r, main)?))
            });
            match given_up {
                Ok(Some(r)) => out.push(r),
                Ok(None) => {}
                Err(e) => tracing::warn!(game, guild, "cannot give up the match: {e:?}"),
            }
        }
        out
    }
}
