//! Calling a game off before both players have moved: by a player, or by the clock when
//! the first move was not made in time; no result, nobody rated.

use crate::i18n::{date_time, Lang};
use crate::service::games::loaded::Loaded;
use crate::service::tournaments::results::game_ended;
use crate::service::{words::tell, Answer, Place, Refusal, Reply, User};
use crate::store::games::{self, GameRow};
use crate::store::sql::Connection;
use crate::store::{offers, players, watchers};
use crate::t;

/// Plies before which a game may be aborted: until both players have moved once.
pub const ABORTABLE_BEFORE: u32 = 2;

/// Whether a game ending now would end one never played: not both players have moved.
pub fn never_played(g: &Loaded) -> bool {
    g.row.ply < ABORTABLE_BEFORE
}

/// Aborts `g` on `user`'s word, announced with `text` (a resignation or a draw before both
/// players have moved comes here too): to the place, and to everyone else concerned.
pub fn call_off(
    tx: &Connection,
    g: &Loaded,
    user: &User,
    place: &Place,
    text: impl Fn(Lang) -> String,
    now: i64,
) -> Answer {
    if !games::abort(tx, g.row.id, now)? {
        return Err(Refusal::AbortRefused { game: g.row.id });
    }
    offers::withdraw(tx, g.row.id)?;
    game_ended(tx, g.row.id, now)?;
    let told = everyone_but(tx, &g.row, Some(user.id))?;
    Ok(announce(tx, g, place.post_lang(user), text, told)?)
}

/// The clock's part: the first move due (from either player) was not made in time. The
/// guarded update claims the abort, so it is announced once however many clocks run.
pub fn on_time(tx: &Connection, g: &Loaded, now: i64) -> Result<Option<Reply>, Refusal> {
    let deadline = g.row.deadline.unwrap_or(now);
    if !games::abort_late(tx, g.row.id, now)? {
        return Ok(None);
    }
    offers::withdraw(tx, g.row.id)?;
    game_ended(tx, g.row.id, now)?;
    let late = players::name_or_empty(tx, g.to_move())?;
    let text = |lang| {
        t!(
            lang,
            "clock-aborted",
            id = g.row.id,
            name = &late,
            deadline = date_time(lang, deadline)
        )
    };
    let told = everyone_but(tx, &g.row, None)?;
    // Nobody asked: the post speaks the language of the game's place.
    let post = games::lang(tx, g.row.id)?;
    Ok(Some(Reply {
        channel: Some(g.row.thread_id.unwrap_or(g.row.channel_id)),
        ..announce(tx, g, post, text, told)?
    }))
}

/// Both players (but `except`) and the watchers.
fn everyone_but(
    tx: &Connection,
    g: &GameRow,
    except: Option<u64>,
) -> crate::store::sql::Result<Vec<u64>> {
    Ok(g.white
        .into_iter()
        .chain(g.black)
        .chain(watchers::list(tx, g.id)?)
        .filter(|&u| Some(u) != except)
        .collect())
}

/// The post in `post` and a direct message to each of `told` in their own language.
fn announce(
    tx: &Connection,
    g: &Loaded,
    post: Lang,
    text: impl Fn(Lang) -> String,
    told: Vec<u64>,
) -> crate::store::sql::Result<Reply> {
    let notices = tell::each(tx, told, None, |lang| {
        Ok::<_, crate::store::sql::Error>(text(lang))
    })?;
    Ok(Reply {
        notices,
        game: Some(g.row.id),
        ..Reply::public(text(post))
    })
}
