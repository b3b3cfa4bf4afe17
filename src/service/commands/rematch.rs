//! The Rematch button under a finished game: a new challenge to the same opponent, same
//! variant, options, time per move and rating (rated or casual), colours swapped. If the
//! opponent has already asked for the rematch, pressing it accepts theirs. A game played in
//! a thread has its rematch in the same thread, so commands there find the new game.

use crate::service::clock::expiry::is_over;
use crate::service::games::find::{by_id, reachable};
use crate::service::games::offer::{challenge, Terms};
use crate::service::games::start::accept;
use crate::service::protocol::Cx;
use crate::service::{Answer, ColourChoice, Place, Refusal, User};
use crate::store::games::{self, GameRow, Status};
use crate::store::players;
use crate::store::sql::Connection;
use crate::t;

pub fn rematch(
    tx: &Connection,
    user: &User,
    place: &Place,
    id: i64,
    challenge_days: u32,
    now: i64,
) -> Answer {
    let old = by_id(tx, user, place, id)?;
    if old.status != Status::Finished {
        return Err(Refusal::RematchNotOver { game: id });
    }
    let (colour, other) = match (old.white, old.black) {
        (Some(w), Some(b)) if w == user.id => (ColourChoice::Black, b),
        (Some(w), Some(b)) if b == user.id => (ColourChoice::White, w),
        _ => return Err(Refusal::RematchNotPlayer { game: id }),
    };
    if crate::service::games::bot::level_of(other).is_some() {
        return rematch_bot(tx, user, place, &old, other, colour, now);
    }
    if let Some(theirs) = asked_by(tx, &old, other, user, place, now)? {
        return accept(tx, user, place, Some(theirs), now);
    }
    let opponent = User {
        id: other,
        name: players::name(tx, other)?.unwrap_or_default(),
        lang: players::lang(tx, other)?,
        roles: Vec::new(),
    };
    let options: Vec<String> = old.options.split_whitespace().map(String::from).collect();
    let terms = Terms {
        opponent: Some(&opponent),
        variant: &old.variant,
        options: &options,
        colour,
        clock: old.clock.kind,
        weekends: old.clock.weekends,
        rated: old.rated,
    };
    let mut reply = challenge(tx, user, place, &terms, challenge_days, now)?;
    let new = reply.game.expect("a challenge names its game");
    if let Some(thread) = old.thread_id {
        games::set_thread(tx, new, thread)?;
    }
    reply.text = t!(
        place.post_lang(user),
        "offer-rematch-of",
        id = id,
        text = reply.text
    );
    Ok(reply)
}

/// An open challenge from `from` to `to` for the same game as `old`, made where `to` is
/// now and not expired: a rematch asked first.
fn asked_by(
    tx: &Connection,
    old: &GameRow,
    from: u64,
    to: &User,
    place: &Place,
    now: i64,
) -> crate::store::sql::Result<Option<i64>> {
    let open = games::challenges_from_to(tx, from, to.id)?;
    Ok(open
        .into_iter()
        .find(|g| {
            !is_over(g, now)
                && reachable(g, to, place)
                && g.variant == old.variant
                && g.options == old.options
                && g.clock.kind == old.clock.kind
                && g.clock.weekends == old.clock.weekends
                && g.rated == old.rated
        })
        .map(|g| g.id))
}

/// Against the bot the rematch begins at once, in the same thread.
fn rematch_bot(
    tx: &Connection,
    user: &User,
    place: &Place,
    old: &GameRow,
    bot: u64,
    colour: ColourChoice,
    now: i64,
) -> Answer {
    let level = crate::service::games::bot::level_of(bot)
        .expect("a bot id")
        .number();
    let options: Vec<String> = old.options.split_whitespace().map(String::from).collect();
    let terms = Terms {
        opponent: None,
        variant: &old.variant,
        options: &options,
        colour,
        clock: old.clock.kind,
        weekends: old.clock.weekends,
        rated: old.rated,
    };
    let mut reply =
        crate::service::games::offer::against_bot(tx, user, place, level, &terms, None, now)?;
    let new = reply.game.expect("a game begun names itself");
    if let Some(thread) = old.thread_id {
        games::set_thread(tx, new, thread)?;
        reply.game_started = false;
    }
    reply.text = t!(
        place.post_lang(user),
        "offer-rematch-of",
        id = old.id,
        text = reply.text
    );
    Ok(reply)
}

/// The Rematch button (no slash command of its own).
/// The Rematch button's command.
pub fn run(cx: &Cx, game: i64) -> Answer {
    rematch(cx.tx, cx.user, cx.place, game, cx.challenge_days(), cx.now)
}
