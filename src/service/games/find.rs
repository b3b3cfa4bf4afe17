//! Where a command's game is looked for: the one named, the one whose thread it was given
//! in, or the caller's in this channel (choosing among several: `candidates`); and where a
//! game may be reached from at all.

use crate::service::protocol::Want;
use crate::service::{Place, Refusal, User};
use crate::store::games::{self, GameRow};
use crate::store::matches;
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
        let clause = matches::at("thread_id", "?1");
        let here = games::select(conn, &clause, [thread as i64])?;
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
    let (ch, me) = (place.channel as i64, user.id as i64);
    // A match's games are in the channels of both its servers.
    let here = matches::at("channel_id", "?1");
    // The caller plays under their own id and their roles' (a team's side).
    let ids = serde_json::to_string(&user.ids()).expect("numbers");
    match want {
        Want::MyActive => games::select(
            conn,
            &format!(
                "status = 'active' AND {here}
                 AND (white IN (SELECT value FROM json_each(?2))
                      OR black IN (SELECT value FROM json_each(?2)))"
            ),
            crate::store::sql::params![ch, ids],
        ),
        // A match's challenge is taken up by its code only (`/match accept`).
        Want::ChallengeForMe => games::select(
            conn,
            "status = 'challenge' AND channel_id = ?1 AND challenger <> ?2
             AND (opponent = ?2 OR opponent IS NULL)
             AND id NOT IN (SELECT game_id FROM match_places)",
            [ch, me],
        ),
        Want::MyChallenge => games::select(
            conn,
            "status = 'challenge' AND channel_id = ?1 AND challenger = ?2",
            [ch, me],
        ),
        Want::Any => games::select(conn, &format!("status = 'active' AND {here}"), [ch]),
        Want::MyLatest => games::select(
            conn,
            // A cancelled game with players was aborted; a cancelled challenge has none.
            &format!(
                "status IN ('active', 'finished', 'cancelled') AND {here}
                 AND (white IN (SELECT value FROM json_each(?2))
                      OR black IN (SELECT value FROM json_each(?2)))"
            ),
            crate::store::sql::params![ch, ids],
        ),
    }
}
