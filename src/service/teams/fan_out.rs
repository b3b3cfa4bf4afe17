//! Messages owed to a team go to its members who asked for them: a direct message addressed
//! to the side (its turn, a reminder, the end) reaches each member known to play in its game
//! (who joined it or voted in it) and chose `/notify team-moves:true`; a post never mentions
//! a role as a user.

use crate::service::{Notice, Reply};
use crate::store::notify;
use crate::store::sql::Connection;
use crate::store::teams;

/// `reply` with its team's notices handed to the team's members.
pub fn to_members(conn: &Connection, reply: &mut Reply) -> crate::store::sql::Result<()> {
    let Some(game) = reply.game else {
        return Ok(());
    };
    let sides: Vec<u64> = teams::of_game(conn, game)?.iter().map(|t| t.side).collect();
    if sides.is_empty() {
        return Ok(());
    }
    reply.mentions.retain(|m| !sides.contains(m));
    let mut out = Vec::new();
    for n in std::mem::take(&mut reply.notices) {
        if !sides.contains(&n.user) {
            out.push(n);
            continue;
        }
        for member in teams::known(conn, game, n.user)? {
            let asked = notify::get(conn, member)?.team_moves;
            if !asked || out.iter().any(|o: &Notice| o.user == member) {
                continue;
            }
            // Written in the team's language (its captain's), which its members share.
            out.push(Notice {
                user: member,
                ..n.clone()
            });
        }
    }
    reply.notices = out;
    Ok(())
}
