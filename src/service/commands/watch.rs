//! Spectators: /watch sends a direct message, with the board, after every move of a game.
//! Without a game named, the one game here the caller can watch; with several, the list.

use crate::service::games::candidates::choose;
use crate::service::protocol::Declared;
use crate::service::protocol::Want;
use crate::service::Command;
use crate::service::{Answer, Place, Refusal, Reply, User};
use crate::store::games::Status;
use crate::store::sql::Connection;
use crate::store::watchers;
use crate::t;

pub fn watch(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let watchable = |g: &crate::store::games::GameRow| {
        g.white != Some(user.id)
            && g.black != Some(user.id)
            && !watchers::list(tx, g.id).is_ok_and(|w| w.contains(&user.id))
    };
    let g = choose(tx, user, place, id, Want::Any, watchable)?;
    if g.status != Status::Active {
        return Err(Refusal::WatchNotGoingOn { game: g.id });
    }
    if g.white == Some(user.id) || g.black == Some(user.id) {
        return Err(Refusal::WatchOwnGame { game: g.id });
    }
    if !watchers::add(tx, g.id, user.id)? {
        return Err(Refusal::WatchAlready { game: g.id });
    }
    Ok(Reply::private(t!(user.lang, "offer-watching", id = g.id)))
}

/// `/watch`: a direct message with the board after every move of a game.
pub const WATCH: Declared =
    Declared::on_a_game("watch", 8, |g| Ok(Command::Watch { game: g.game() }));
