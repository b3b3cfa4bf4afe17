//! A match's posts land in both its servers: a public post about the game that lands in one
//! place (a command's answer, the clock's or a vote's close's announcement) owes a copy in
//! the other place's thread (its channel until the thread is open), added to the reply's
//! `also` so that the outbox writes it in the same transaction. The copy is the post as
//! written, in its language: the text was made once, for the place that asked.

use crate::service::outbox::carries_post;
use crate::service::Reply;
use crate::store::sql::Connection;
use crate::store::{games, matches};

/// `reply` with a copy of its post for each place of its match that it does not land in;
/// it lands in its own `channel`, else in `origin` (where the command was given: its
/// channel, and its thread, which may be the game's before the bot has recorded it). Asking
/// twice adds nothing more.
pub fn mirror(
    tx: &Connection,
    mut reply: Reply,
    origin: Option<(u64, Option<u64>)>,
) -> crate::store::sql::Result<Reply> {
    let Some(game) = reply.game.filter(|_| carries_post(&reply)) else {
        return Ok(reply);
    };
    let Some(places) = places(tx, game)? else {
        return Ok(reply);
    };
    let lands = match (reply.channel, origin) {
        (Some(c), _) => Some((c, None)),
        (None, origin) => origin,
    };
    for (channel, thread) in places {
        let here = |(c, t): (u64, Option<u64>)| {
            c == channel || Some(c) == thread || t.is_some_and(|t| Some(t) == thread)
        };
        let to = thread.unwrap_or(channel);
        let owed = reply
            .also
            .iter()
            .any(|r| r.channel == Some(to) && r.game == Some(game));
        if lands.is_some_and(here) || owed {
            continue;
        }
        reply.also.push(copy(&reply, to));
    }
    Ok(reply)
}

/// Where a game is posted in one server: its channel, and its thread there once open.
type Spot = (u64, Option<u64>);

/// The game's two places, once a second server took the match.
fn places(tx: &Connection, game: i64) -> crate::store::sql::Result<Option<[Spot; 2]>> {
    let Some(second) = matches::get(tx, game)?.and_then(|m| Some((m.channel?, m.thread))) else {
        return Ok(None);
    };
    let Some(row) = games::get(tx, game)? else {
        return Ok(None);
    };
    Ok(Some([(row.channel_id, row.thread_id), second]))
}

/// The post as it shows in channel `to`: its text, board and buttons; no one mentioned or
/// told again (the direct messages went once, with the post itself). A game's first post
/// keeps `game_started`, so the adapter opens the game's thread there too.
fn copy(r: &Reply, to: u64) -> Reply {
    Reply {
        text: r.text.clone(),
        board: r.board.clone(),
        buttons: r.buttons.clone(),
        game: r.game,
        channel: Some(to),
        game_started: r.game_started,
        lang: r.lang,
        ..Reply::default()
    }
}
