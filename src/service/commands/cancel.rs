//! `/cancel`: the caller's own open challenge withdrawn.

use crate::service::games::start::pending;
use crate::service::protocol::Declared;
use crate::service::protocol::Want;
use crate::service::Command;
use crate::service::{Answer, Place, Refusal, Reply, User};
use crate::store::games::{self, Status};
use crate::store::sql::Connection;
use crate::t;

pub fn cancel(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::MyChallenge, now, |_| true)?;
    if g.challenger != user.id {
        return Err(Refusal::CancelNotYours { game: g.id });
    }
    games::set_status(tx, g.id, Status::Cancelled, now)?;
    let mut reply = Reply::public(t!(
        place.post_lang(user),
        "challenge-withdrawn",
        name = &user.name,
        id = g.id
    ));
    reply.game = Some(g.id);
    Ok(reply)
}

/// `/cancel`: the caller's own challenge is withdrawn.
pub const CANCEL: Declared =
    Declared::on_a_game("cancel", 0, |g| Ok(Command::Cancel { game: g.game() }));
