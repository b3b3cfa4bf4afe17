//! Where a command's game is looked for: the one named, the one whose thread it was given
//! in, or the caller's in this channel (choosing among several: `candidates`); and where a
//! game may be reached from at all.

use crate::service::protocol::Want;
use crate::service::{Place, Refusal, User};
use crate::store::games::{self, GameRow};
use crate::store::sql::Connection;

/// The game named by number, or the one of the thread the command was given in, if it is
/// reachable from here.
pub fn named_or_thread(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
) -> Result<Option<GameRow>, Refusal> {
    if let Some(id) = id {
        return by_id(conn, user, place, id).map(Some);
    }
    if let Some(thread) = place.thread {
        let here = games::in_thread(conn, thread)?;
        if let Some(g) = here.into_iter().rfind(|g| reachable(g, user, place)) {
            return Ok(Some(g));
        }
    }
    Ok(None)
}

/// Whether `user`, at `place`, may reach game `g` at all. A game belongs to the place it was
/// made in: a server's game is reached from that server only (whatever channel or thread
/// the request names), and a match between servers from either; a game made in a direct
/// message has no server, so "no server" is no address: only its own players reach it, and
/// only from their direct messages.
pub fn reachable(g: &GameRow, user: &User, place: &Place) -> bool {
    match (g.guild_id, place.guild) {
        (Some(game), Some(here)) => game == here || g.second_guild == Some(here),
        (None, None) => plays_in(g, user.id),
        _ => false,
    }
}

/// The challenger, the one challenged and, once it started, White and Black.
fn plays_in(g: &GameRow, user: u64) -> bool {
    g.challenger == user
        || g.opponent == Some(user)
        || g.white == Some(user)
        || g.black == Some(user)
}

/// A game by number, refused (without saying whether it exists) if it is not reachable here.
pub fn by_id(conn: &Connection, user: &User, place: &Place, id: i64) -> Result<GameRow, Refusal> {
    match games::get(conn, id)? {
        Some(g) if reachable(&g, user, place) => Ok(g),
        _ if place.guild.is_none() => Err(Refusal::NoSuchGame {
            game: id,
            in_dms: true,
        }),
        _ => Err(Refusal::NoSuchGame {
            game: id,
            in_dms: false,
        }),
    }
}

/// The games of the kind wanted in the place's channel that are reachable from the place,
/// oldest first.
pub fn in_channel(
    conn: &Connection,
    user: &User,
    place: &Place,
    want: Want,
) -> crate::store::sql::Result<Vec<GameRow>> {
    let mut found = in_channel_any_server(conn, user, place, want)?;
    found.retain(|g| reachable(g, user, place));
    if want == Want::MyLatest {
        // Oldest first: the latest is the last.
        found = found.pop().into_iter().collect();
    }
    Ok(found)
}

/// Channel ids are unique on Discord, but a request's channel and server are only claims:
/// `in_channel` checks the server too.
fn in_channel_any_server(
    conn: &Connection,
    user: &User,
    place: &Place,
    want: Want,
) -> crate::store::sql::Result<Vec<GameRow>> {
    let (ch, me) = (place.channel, user.id);
    // A match's games are in the channels of both its servers (the store looks in both).
    // The caller plays under their own id and their roles' (a team's side).
    let sides = user.ids();
    match want {
        Want::MyActive => games::active_in_channel_of(conn, ch, &sides),
        // A match's challenge is taken up by its code only (`/match accept`).
        Want::ChallengeForMe => games::challenges_for(conn, ch, me),
        Want::MyChallenge => games::challenges_by(conn, ch, me),
        Want::Any => games::active_in_channel(conn, ch),
        // A cancelled game with players was aborted; a cancelled challenge has none.
        Want::MyLatest => games::played_in_channel_by(conn, ch, &sides),
    }
}
