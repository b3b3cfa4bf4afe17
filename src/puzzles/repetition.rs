//! When a player's own puzzle comes back: FSRS (the Free Spaced Repetition Scheduler, as the
//! `rs-fsrs` crate implements it) with its long-term scheduler, whose intervals are whole
//! days, as suits a correspondence game: solved, a puzzle comes back days later, and later
//! each time; missed, it comes back the next day. No random fuzz: the same answers give the
//! same days. A card is kept as JSON beside its due time.

use chrono::{DateTime, Utc};
use rs_fsrs::{Card, Parameters, Rating, FSRS};

/// A new puzzle's card, due at once (`now`, unix seconds), as JSON.
pub fn first(now: i64) -> String {
    let at = time(now);
    let card = Card {
        due: at,
        last_review: at,
        ..Card::default()
    };
    serde_json::to_string(&card).expect("a card serialises")
}

/// The card after an answer at `now` (solved or missed): its JSON and its new due time
/// (unix seconds). A card that cannot be read starts again as new.
pub fn answered(card: &str, solved: bool, now: i64) -> (String, i64) {
    let card: Card = serde_json::from_str(card)
        .unwrap_or_else(|_| serde_json::from_str(&first(now)).expect("a new card reads back"));
    let rating = if solved { Rating::Good } else { Rating::Again };
    let next = scheduler().next(card, time(now), rating).card;
    let due = next.due.timestamp();
    (
        serde_json::to_string(&next).expect("a card serialises"),
        due,
    )
}

/// FSRS with its default weights and retention, whole days, no fuzz.
fn scheduler() -> FSRS {
    FSRS::new(Parameters {
        enable_short_term: false,
        enable_fuzz: false,
        ..Parameters::default()
    })
}

fn time(unix: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(unix, 0).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400;

    #[test]
    fn a_solved_puzzle_comes_back_days_later_and_later_each_time_a_missed_one_the_next_day() {
        let now = 1_800_000_000;
        let (card, solved_due) = answered(&first(now), true, now);
        assert!(solved_due - now >= 2 * DAY, "{}", (solved_due - now) / DAY);
        let (_, missed_due) = answered(&first(now), false, now);
        assert!(missed_due - now <= DAY, "{}", (missed_due - now) / DAY);
        // Solved again when it came back: a longer wait than the first.
        let (_, again) = answered(&card, true, solved_due);
        assert!(again - solved_due > solved_due - now);
    }
}
