//! A game's clock from what a command asked: days per move, or a time bank (`days` the
//! starting bank once an increment is given), checked against its limits; anything not
//! asked is the server's default.

use crate::service::protocol::{ClockAsked, ClockPart, Refusal, DAYS_PER_MOVE};
use crate::store::games::ClockKind;

pub use crate::service::protocol::clock_asked::{MAX_BANK, MAX_CAP, MAX_INCREMENT};

/// The clock kind asked for: `days` and `asked` over `default` (the server's).
pub fn settle(
    days: Option<u32>,
    asked: &ClockAsked,
    default: ClockKind,
) -> Result<ClockKind, Refusal> {
    match (days, asked.increment, asked.cap) {
        (None, None, None) => Ok(default),
        (_, None, Some(_)) => Err(Refusal::CapWithoutIncrement),
        (None, Some(_), _) => Err(Refusal::IncrementWithoutBank),
        (Some(days), None, None) if DAYS_PER_MOVE.contains(&days) => {
            Ok(ClockKind::PerMove { days })
        }
        (Some(days), None, None) => Err(Refusal::DaysNotOffered { days }),
        (Some(start), Some(increment), cap) => bank(start, increment, cap),
    }
}

/// A bank of `start` days, `increment` a move, at most `cap` (none: twice the start, or
/// the increment if that is more, at most `MAX_CAP`), each within its limits.
fn bank(start: u32, increment: u32, cap: Option<u32>) -> Result<ClockKind, Refusal> {
    within(ClockPart::Bank, start, 1, MAX_BANK)?;
    within(ClockPart::Increment, increment, 1, MAX_INCREMENT)?;
    let cap = cap.unwrap_or((2 * start).max(increment).min(MAX_CAP));
    // A cap below the start would take time away at the first move.
    within(ClockPart::Cap, cap, start.max(increment), MAX_CAP)?;
    Ok(ClockKind::Bank {
        start,
        increment,
        cap,
    })
}

fn within(part: ClockPart, value: u32, min: u32, max: u32) -> Result<(), Refusal> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(Refusal::ClockOutOfRange {
            part,
            value,
            min,
            max,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const THREE: ClockKind = ClockKind::PerMove { days: 3 };

    fn asked(increment: Option<u32>, cap: Option<u32>) -> ClockAsked {
        ClockAsked {
            increment,
            cap,
            weekends: None,
        }
    }

    #[test]
    fn days_become_a_starting_bank_once_an_increment_is_given() {
        assert_eq!(
            settle(Some(3), &asked(Some(1), Some(7)), THREE),
            Ok(ClockKind::Bank {
                start: 3,
                increment: 1,
                cap: 7
            })
        );
        assert_eq!(
            settle(Some(5), &asked(None, None), THREE),
            Ok(ClockKind::PerMove { days: 5 })
        );
        assert_eq!(settle(None, &asked(None, None), THREE), Ok(THREE));
        // No cap given: twice the start, or the increment when that is more.
        assert_eq!(
            settle(Some(1), &asked(Some(3), None), THREE),
            Ok(ClockKind::Bank {
                start: 1,
                increment: 3,
                cap: 3
            })
        );
        assert_eq!(
            settle(None, &asked(Some(1), None), THREE),
            Err(Refusal::IncrementWithoutBank)
        );
        assert_eq!(
            settle(Some(3), &asked(Some(1), Some(2)), THREE),
            Err(Refusal::ClockOutOfRange {
                part: ClockPart::Cap,
                value: 2,
                min: 3,
                max: MAX_CAP
            })
        );
    }
}
