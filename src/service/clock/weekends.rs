//! Weekends off: Saturdays and Sundays, from local midnight to local midnight in a player's
//! zone, are not counted. A move's time is counted on weekdays only, so a deadline that
//! would fall in a weekend moves past it, and a bank is charged for weekdays only.
//!
//! The bound: a move given `t` counted seconds is due at most `bound(t)` after it began,
//! `t` plus two days for every five days of `t` begun (3 days: at most 5; 7: at most 11;
//! 14: at most 20). Seven calendar days hold five weekdays, so the weekend skipping never
//! needs more; a zone whose weekend is an hour longer (a change of summer time) is held to
//! it too, so no setting, zone or start time makes a move's time longer.

use crate::service::clock::time::DAY;
use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;
use jiff::Timestamp;

/// The longest a move given `seconds` counted seconds may take, in calendar seconds.
pub fn bound(seconds: i64) -> i64 {
    let weeks_begun = (seconds.max(0) + 5 * DAY - 1) / (5 * DAY);
    seconds + weeks_begun * 2 * DAY
}

/// The moment `seconds` counted seconds after `from`, weekends in `tz` skipped, and never
/// later than `bound` allows.
pub fn after(from: i64, seconds: i64, tz: &TimeZone) -> i64 {
    let mut at = from;
    let mut left = seconds.max(0);
    // Each step ends a local day, so a move of at most a year takes a few hundred steps.
    for _ in 0..800 {
        let (day, end) = day_of(at, tz);
        if is_weekend(day) {
            at = end;
            continue;
        }
        if left <= end - at {
            at += left;
            break;
        }
        left -= end - at;
        at = end;
    }
    at.min(from + bound(seconds))
}

/// The counted seconds from `from` to `to`: weekdays only.
pub fn counted(from: i64, to: i64, tz: &TimeZone) -> i64 {
    let mut at = from;
    let mut sum = 0;
    while at < to {
        let (day, end) = day_of(at, tz);
        let stop = end.min(to);
        if !is_weekend(day) {
            sum += stop - at;
        }
        at = stop;
    }
    sum
}

/// Whether `at` falls on a Saturday or Sunday in `tz`.
pub fn in_weekend(at: i64, tz: &TimeZone) -> bool {
    is_weekend(day_of(at, tz).0)
}

fn is_weekend(day: Date) -> bool {
    matches!(day.weekday(), Weekday::Saturday | Weekday::Sunday)
}

/// The local date at `at` and the unix second its next local day begins.
fn day_of(at: i64, tz: &TimeZone) -> (Date, i64) {
    let ts = Timestamp::from_second(at).unwrap_or(Timestamp::UNIX_EPOCH);
    let date = ts.to_zoned(tz.clone()).date();
    let next = date
        .tomorrow()
        .ok()
        .and_then(|d| d.to_zoned(tz.clone()).ok())
        .map_or(at + DAY, |z| z.timestamp().as_second());
    // A day always ends after it began, whatever the zone's rules say.
    (date, next.max(at + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-27, a Friday, 00:00 UTC.
    const FRIDAY: i64 = 1_795_737_600;

    #[test]
    fn a_deadline_that_would_fall_in_a_weekend_moves_past_it() {
        let utc = TimeZone::UTC;
        // Friday noon plus one day: Saturday noon, counted as Monday noon.
        assert_eq!(
            after(FRIDAY + DAY / 2, DAY, &utc),
            FRIDAY + 3 * DAY + DAY / 2
        );
        // Begun on Saturday: the time starts on Monday.
        assert_eq!(after(FRIDAY + DAY, DAY, &utc), FRIDAY + 4 * DAY);
        assert_eq!(counted(FRIDAY, FRIDAY + 4 * DAY, &utc), 2 * DAY);
    }

    #[test]
    fn no_start_time_takes_a_move_past_its_bound() {
        let rome = TimeZone::get("Europe/Rome").unwrap();
        // From this Friday, and from the one before Rome's summer time ends (2026-10-25, a
        // weekend of 49 hours).
        let starts = (0..(14 * 24)).flat_map(|h| [FRIDAY + h * 3600, FRIDAY - 35 * DAY + h * 3600]);
        for days in [1, 2, 3, 5, 7, 14, 30] {
            let t = days * DAY;
            for (hour, from) in starts.clone().enumerate() {
                let at = after(from, t, &rome);
                assert!(at - from <= bound(t), "{days} days from hour {hour}");
                assert!(at - from >= t);
            }
        }
        assert_eq!(bound(3 * DAY), 5 * DAY);
        assert_eq!(bound(14 * DAY), 20 * DAY);
    }
}
