//! `/decline` (and the Decline button): a challenge to the caller turned down.

use crate::service::games::start::pending;
use crate::service::protocol::AfterPress;
use crate::service::protocol::Declared;
use crate::service::protocol::Want;
use crate::service::Command;
use crate::service::{words::tell, Answer, Place, Refusal, Reply, User};
use crate::store::games::{self, Status};
use crate::store::sql::Connection;
use crate::t;

pub fn decline(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::ChallengeForMe, now, |g| {
        g.opponent == Some(user.id)
    })?;
    if g.challenger == user.id {
        return Err(Refusal::DeclineOwn { game: g.id });
    }
    if g.opponent != Some(user.id) {
        return Err(Refusal::DeclineOpen { game: g.id });
    }
    games::set_status(tx, g.id, Status::Declined, now)?;
    let text = |lang| t!(lang, "challenge-declined", name = &user.name, id = g.id);
    let mut reply = Reply::public(text(place.post_lang(user)));
    reply.notices.push(tell::one(tx, g.challenger, text)?);
    reply.game = Some(g.id);
    Ok(reply)
}

/// `/decline`: a challenge to the caller is turned down.
pub const DECLINE: Declared = Declared {
    after_press: |_| AfterPress::Settles {
        key: "settled-declined",
        if_started: None,
        private: false,
    },
    ..Declared::on_a_game("decline", 0, |g| Ok(Command::Decline { game: g.game() }))
};
