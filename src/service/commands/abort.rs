//! Aborting, as lichess does: until each player has made a first move (ply 0 or 1) either
//! may call the game off, and a first move not made in its time calls it off by itself
//! instead of losing it on time. An aborted game has no result and counts for nobody (no
//! statistics, no rating); its row stays, `cancelled` with the reason `aborted`. A game
//! resigned or drawn that early is aborted the same way: it was never played.

use crate::service::games::call_off::{call_off, ABORTABLE_BEFORE};
use crate::service::games::turn::my_game;
use crate::service::protocol::Declared;
use crate::service::Command;
use crate::service::{Answer, Place, Refusal, User};
use crate::store::sql::Connection;
use crate::t;

/// `/abort`: among several games here, the one that can still be aborted.
pub fn abort(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = my_game(tx, user, place, id, |g| g.ply < ABORTABLE_BEFORE)?;
    let user = &crate::service::teams::acting::for_side(tx, &g, user)?;
    if g.row.ply >= ABORTABLE_BEFORE {
        return Err(Refusal::AbortTooLate { game: g.row.id });
    }
    let text = |lang| t!(lang, "offer-aborted", id = g.row.id, name = &user.name);
    call_off(tx, &g, user, place, text, now)
}

/// `/abort`: the game is called off before both players have moved.
pub const ABORT: Declared =
    Declared::on_a_game("abort", 7, |g| Ok(Command::Abort { game: g.game() }));
