//! Spectators: /watch sends a direct message, with the board, after every move of a game.
//! Without a game named, the one game here the caller can watch; with several, the list.

use super::candidates::choose;
use super::find::Want;
use super::{Answer, Place, Refusal, Reply, User};
use crate::store::watchers;
use rusqlite::Connection;

pub fn watch(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let watchable = |g: &crate::store::games::GameRow| {
        g.white != Some(user.id)
            && g.black != Some(user.id)
            && !watchers::list(tx, g.id).is_ok_and(|w| w.contains(&user.id))
    };
    let g = choose(tx, user, place, id, Want::Any, watchable)?;
    if g.status != "active" {
        return Err(Refusal(format!(
            "game #{} is not going on, so there is nothing to watch",
            g.id
        )));
    }
    if g.white == Some(user.id) || g.black == Some(user.id) {
        return Err(Refusal(format!(
            "you play in game #{}; you hear of its moves anyway",
            g.id
        )));
    }
    if !watchers::add(tx, g.id, user.id)? {
        return Err(Refusal(format!("you are already watching game #{}", g.id)));
    }
    Ok(Reply::private(format!(
        "You are watching game #{}: you will get a direct message with the board after every move.",
        g.id
    )))
}

pub fn unwatch(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let watching = |g: &crate::store::games::GameRow| {
        watchers::list(tx, g.id).is_ok_and(|w| w.contains(&user.id))
    };
    let g = choose(tx, user, place, id, Want::Any, watching)?;
    if !watchers::remove(tx, g.id, user.id)? {
        return Err(Refusal(format!("you were not watching game #{}", g.id)));
    }
    Ok(Reply::private(format!(
        "You no longer watch game #{}.",
        g.id
    )))
}
