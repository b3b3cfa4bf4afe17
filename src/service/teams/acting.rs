//! Who acts for a side on what the whole side decides (resigning, a draw, an abort, a
//! rematch): a player for themselves; for a team, its captain only.

use crate::service::games::loaded::Loaded;
use crate::service::{Refusal, User};
use crate::store::players;
use crate::store::sql::Connection;

/// The caller as they act for their side in `g`: themselves, or (its captain) their team's
/// stand-in; another member is refused, naming the captain.
pub fn for_side(tx: &Connection, g: &Loaded, user: &User) -> Result<User, Refusal> {
    let Some(team) = g.team_of(user) else {
        return Ok(user.clone());
    };
    let name = players::name(tx, team.side)?.unwrap_or_default();
    if team.captain != user.id {
        let captain = players::name(tx, team.captain)?.unwrap_or_default();
        return Err(Refusal::CaptainOnly {
            team: name,
            captain,
        });
    }
    Ok(User {
        id: team.side,
        name,
        lang: user.lang,
        roles: Vec::new(),
    })
}
