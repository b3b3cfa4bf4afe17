//! `/unwatch`: no more direct messages about a game's moves.

use crate::service::games::candidates::choose;
use crate::service::protocol::Declared;
use crate::service::protocol::Want;
use crate::service::Command;
use crate::service::{Answer, Place, Refusal, Reply, User};
use crate::store::sql::Connection;
use crate::store::watchers;
use crate::t;

pub fn unwatch(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let watching = |g: &crate::store::games::GameRow| {
        watchers::list(tx, g.id).is_ok_and(|w| w.contains(&user.id))
    };
    let g = choose(tx, user, place, id, Want::Any, watching)?;
    if !watchers::remove(tx, g.id, user.id)? {
        return Err(Refusal::NotWatching { game: g.id });
    }
    Ok(Reply::private(t!(user.lang, "offer-unwatched", id = g.id)))
}

/// `/unwatch`: no more of those messages.
pub const UNWATCH: Declared =
    Declared::on_a_game("unwatch", 0, |g| Ok(Command::Unwatch { game: g.game() }));
