//! `/resign`: asked privately first (Resign / Keep playing), the Resign button resigning
//! the game only if it still stands as it did when asked.

use crate::service::games::call_off::{call_off, never_played};
use crate::service::games::ending::{conclude, Ending};
use crate::service::games::find::by_id;
use crate::service::games::loaded::load;
use crate::service::games::turn::{checked, my_game};
use crate::service::protocol::resign_buttons;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Declared, GAME};
use crate::service::teams::acting::for_side;
use crate::service::words::phrases::variant_name;
use crate::service::Command;
use crate::service::{Answer, Place, Refusal, Reply, User};
use crate::store::games::Status;
use crate::store::players;
use crate::store::sql::Connection;
use crate::t;

/// `/resign`: the question, seen by the caller only; nothing changes yet.
pub fn ask(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let g = my_game(tx, user, place, id, |_| true)?;
    let user = &for_side(tx, &g, user)?;
    let opponent = g
        .row
        .opponent_of(user.id)
        .map(|o| players::name(tx, o))
        .transpose()?
        .flatten()
        .unwrap_or_default();
    let (id, variant) = (g.row.id, variant_name(user.lang, &g.row.variant));
    // Before both have moved, resigning aborts the game instead: the question says so.
    let mut reply = Reply::private(if never_played(&g) {
        t!(
            user.lang,
            "offer-resign-ask-abort",
            id = id,
            variant = variant
        )
    } else {
        t!(
            user.lang,
            "offer-resign-ask",
            id = id,
            variant = variant,
            opponent = opponent
        )
    });
    reply.buttons = resign_buttons(user.lang, g.row.id, g.row.ply);
    reply.game = Some(g.row.id);
    Ok(reply)
}

/// The Resign button: the game ends, if it stands as it did when the question was asked.
pub fn resign(
    tx: &Connection,
    user: &User,
    place: &Place,
    id: i64,
    ply: u32,
    pair_limit: u32,
    now: i64,
) -> Answer {
    let g = checked(tx, user, load(tx, by_id(tx, user, place, id)?)?)?;
    let user = &for_side(tx, &g, user)?;
    if g.row.ply != ply {
        return Err(Refusal::ResignMovedOn { game: id });
    }
    if never_played(&g) {
        let text = |lang| t!(lang, "offer-resigned-aborted", id = id, name = &user.name);
        return call_off(tx, &g, user, place, text, now);
    }
    let loser = g.colour_of(user.id).expect("checked: a player");
    Ok(conclude(
        tx,
        &g,
        &Ending::Resignation { loser },
        place.post_lang(user),
        pair_limit,
        now,
    )?)
}

/// The Keep playing button: nothing changes.
pub fn keep_playing(tx: &Connection, user: &User, place: &Place, id: i64) -> Answer {
    let g = by_id(tx, user, place, id)?;
    Ok(Reply::private(if g.status == Status::Active {
        t!(user.lang, "offer-keep-playing", id = id)
    } else {
        t!(user.lang, "offer-keep-playing-over", id = id)
    }))
}

/// `/resign`, confirmed by its Resign button (or called off by Keep playing).
pub const RESIGN: Declared = Declared {
    name: "resign",
    options: &[GAME],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 6,
    // Keep playing leaves the private question without buttons, so its Resign cannot be
    // pressed after all; Resign says, there, that it was done.
    after_press: |c| match c {
        Command::KeepPlaying { .. } => AfterPress::Updates,
        Command::ConfirmResign { .. } => AfterPress::Settles {
            key: "settled-resigned",
            if_started: None,
            private: true,
        },
        _ => AfterPress::Stays,
    },
    parse: |g| Ok(Command::Resign { game: g.game() }),
};
