//! Spectators: /watch sends a direct message, with the board, after every move of a game.
//! Without a game named, the one game here the caller can watch; with several, the list.

use crate::service::commands::declared::Declared;
use crate::service::games::candidates::choose;
use crate::service::games::find::Want;
use crate::service::Command;
use crate::service::{Answer, Place, Refusal, Reply, User};
use crate::store::games::Status;
use crate::store::watchers;
use crate::t;
use rusqlite::Connection;

pub fn watch(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let watchable = |g: &crate::store::games::GameRow| {
        g.white != Some(user.id)
            && g.black != Some(user.id)
            && !watchers::list(tx, g.id).is_ok_and(|w| w.contains(&user.id))
    };
    let g = choose(tx, user, place, id, Want::Any, watchable)?;
    if g.status != Status::Active {
        return Err(Refusal::Said(t!(
            user.lang,
            "offer-watch-not-going-on",
            id = g.id
        )));
    }
    if g.white == Some(user.id) || g.black == Some(user.id) {
        return Err(Refusal::Said(t!(
            user.lang,
            "offer-watch-own-game",
            id = g.id
        )));
    }
    if !watchers::add(tx, g.id, user.id)? {
        return Err(Refusal::Said(t!(
            user.lang,
            "offer-watch-already",
            id = g.id
        )));
    }
    Ok(Reply::private(t!(user.lang, "offer-watching", id = g.id)))
}

pub fn unwatch(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let watching = |g: &crate::store::games::GameRow| {
        watchers::list(tx, g.id).is_ok_and(|w| w.contains(&user.id))
    };
    let g = choose(tx, user, place, id, Want::Any, watching)?;
    if !watchers::remove(tx, g.id, user.id)? {
        return Err(Refusal::Said(t!(
            user.lang,
            "offer-unwatch-not-watching",
            id = g.id
        )));
    }
    Ok(Reply::private(t!(user.lang, "offer-unwatched", id = g.id)))
}

/// `/watch`: a direct message with the board after every move of a game.
pub const WATCH: Declared = Declared::on_a_game(
    "watch",
    8,
    |g| Ok(Command::Watch { game: g.game() }),
    |cx, c| match c {
        Command::Watch { game } => Some(watch(cx.tx, cx.user, cx.place, *game)),
        _ => None,
    },
);

/// `/unwatch`: no more of those messages.
pub const UNWATCH: Declared = Declared::on_a_game(
    "unwatch",
    0,
    |g| Ok(Command::Unwatch { game: g.game() }),
    |cx, c| match c {
        Command::Unwatch { game } => Some(unwatch(cx.tx, cx.user, cx.place, *game)),
        _ => None,
    },
);
