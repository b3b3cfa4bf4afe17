//! A game's clock in a reader's words: its terms ("3 days per move", "a time bank of 3
//! days, 1 day added per move, at most 7 days", "weekends off"), the banks left, and the
//! note that a deadline was moved past a weekend.

use crate::i18n::Lang;
use crate::service::clock::bank::left;
use crate::service::words::phrases::days;
use crate::store::games::{ClockKind, GameRow, Status};
use crate::store::players;
use crate::store::sql::Connection;
use crate::t;

/// A game's clock terms, as a challenge or a game's start says them.
pub fn terms(lang: Lang, row: &GameRow) -> String {
    kind_terms(lang, row.clock.kind, row.clock.weekends)
}

/// A clock's terms: its kind, and weekends off if they are.
pub fn kind_terms(lang: Lang, kind: ClockKind, weekends: bool) -> String {
    let kind = match kind {
        ClockKind::PerMove { days: d } => t!(lang, "clock-bank-per-move", days = days(lang, d)),
        ClockKind::Bank {
            start,
            increment,
            cap,
        } => t!(
            lang,
            "clock-bank-bank",
            start = days(lang, start),
            increment = days(lang, increment),
            cap = days(lang, cap)
        ),
    };
    if weekends {
        t!(lang, "clock-bank-weekends-off", clock = kind)
    } else {
        kind
    }
}

/// "2 days 3 hours": whole hours, rounded down.
pub fn span(lang: Lang, seconds: i64) -> String {
    let hours = seconds.max(0) / 3600;
    t!(lang, "web-time-left", days = hours / 24, hours = hours % 24)
}

/// What follows a deadline in a post: the banks left in a bank game, and a note when the
/// deadline moved past a weekend (each a sentence after a space; empty when neither).
pub fn after_deadline(
    tx: &Connection,
    lang: Lang,
    row: &GameRow,
    past_weekend: bool,
    now: i64,
) -> crate::store::sql::Result<String> {
    let mut out = String::new();
    if row.status != Status::Active {
        return Ok(out);
    }
    if let (ClockKind::Bank { .. }, Some(white), Some(black)) =
        (row.clock.kind, row.white, row.black)
    {
        let name = |p| players::name(tx, p).map(Option::unwrap_or_default);
        out.push(' ');
        out.push_str(&t!(
            lang,
            "clock-bank-left",
            white = name(white)?,
            white_left = span(lang, left(tx, row, white, now)?),
            black = name(black)?,
            black_left = span(lang, left(tx, row, black, now)?)
        ));
    }
    if past_weekend {
        out.push(' ');
        out.push_str(&t!(lang, "clock-bank-past-weekend"));
    }
    Ok(out)
}

/// One player's bank left, for a list of games (`/games`): none outside bank games.
pub fn bank_of(
    tx: &Connection,
    lang: Lang,
    row: &GameRow,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<Option<String>> {
    let plays = row.white == Some(player) || row.black == Some(player);
    if !matches!(row.clock.kind, ClockKind::Bank { .. }) || !plays {
        return Ok(None);
    }
    let left = span(lang, left(tx, row, player, now)?);
    Ok(Some(t!(lang, "clock-bank-yours", left = left)))
}
