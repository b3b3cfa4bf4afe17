//! Ratings as the service shows them: a name with its rating ("alice 1623", "bob 1500?"
//! while provisional) and what an ended game did to both players' ratings.

use crate::i18n::Lang;
use crate::store::games::GameRow;
use crate::store::players;
use crate::store::ratings::{self, Change, Effect, Rating};
use crate::store::sql::Connection;
use crate::t;

/// The player's name with their rating in the game's server and variant, as of `now`.
pub fn rated_name(
    tx: &Connection,
    g: &GameRow,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<String> {
    let name = players::name(tx, player)?.unwrap_or_default();
    let r = ratings::current(tx, g.guild_id, &g.variant, player, now)?;
    Ok(format!("{name} {}", r.label()))
}

/// The player's name with their stored rating (as of their last rated game).
pub fn stored_name(tx: &Connection, g: &GameRow, player: u64) -> crate::store::sql::Result<String> {
    let name = players::name(tx, player)?.unwrap_or_default();
    let r = ratings::get(tx, g.guild_id, &g.variant, player)?.unwrap_or(Rating::new(0));
    Ok(format!("{name} {}", r.label()))
}

/// The end message's line on ratings, in `lang`: each player's change, or why nothing
/// changed.
pub fn effect_text(
    tx: &Connection,
    lang: Lang,
    effect: &Effect,
) -> crate::store::sql::Result<String> {
    Ok(match effect {
        Effect::Casual => t!(lang, "rating-casual"),
        Effect::PairLimit(n) => t!(lang, "rating-pair-limit", n = *n),
        Effect::Rated { white, black } => t!(
            lang,
            "rating-changes",
            white = change(tx, lang, white)?,
            black = change(tx, lang, black)?
        ),
    })
}

/// "alice 1500? -> 1662? (+162)".
fn change(tx: &Connection, lang: Lang, c: &Change) -> crate::store::sql::Result<String> {
    let name = players::name(tx, c.player)?.unwrap_or_default();
    let diff = c.after.rating.round() as i64 - c.before.rating.round() as i64;
    Ok(t!(
        lang,
        "rating-change",
        name = name,
        before = c.before.label(),
        after = c.after.label(),
        // Signed as text: a number would lose its "+".
        diff = format!("{diff:+}")
    ))
}
