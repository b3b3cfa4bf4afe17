//! Time banks (Fischer in days): a player's move is charged to their bank, weekdays only
//! where weekends are off; after it the bank gets its increment, never beyond the cap, and
//! waits until their next turn. Days per move give every move its days afresh.

use crate::service::clock::time::DAY;
use crate::service::clock::weekends;
use crate::service::games::deadline::{turn, weekend_zone};
use crate::store::games::{Clock, ClockKind, GameRow};
use crate::store::sql::Connection;

/// White's (0) or Black's (1) bank in `row`.
fn side(row: &GameRow, player: u64) -> usize {
    usize::from(row.white != Some(player))
}

/// The counted seconds `player` has left at `now`: the move due's time left (weekdays only
/// where theirs are off), never more than it began with (a vacation or an outage given back
/// moves the deadline, not the bank); the bank waiting for a player not to move.
pub fn left(
    tx: &Connection,
    row: &GameRow,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<i64> {
    let ClockKind::Bank { start, .. } = row.clock.kind else {
        return Ok(turn(row));
    };
    if row.to_move() != Some(player) {
        let waiting = row.clock.banks[side(row, player)];
        return Ok(waiting.unwrap_or(i64::from(start) * DAY));
    }
    let Some(deadline) = row.deadline else {
        return Ok(0);
    };
    let remaining = match weekend_zone(tx, row, player)? {
        Some(tz) => weekends::counted(now, deadline, &tz),
        None => deadline - now,
    };
    Ok(remaining.clamp(0, turn(row)))
}

/// The clock after `mover` moved at `now` in `row` (still as it was before the move): their
/// bank charged and topped up by the increment, at most the cap, and the counted seconds
/// given to `next`.
pub fn after_move(
    tx: &Connection,
    row: &GameRow,
    mover: u64,
    next: u64,
    now: i64,
) -> crate::store::sql::Result<Clock> {
    let mut clock = row.clock;
    let ClockKind::Bank {
        start,
        increment,
        cap,
    } = clock.kind
    else {
        clock.turn = Some(i64::from(row.days_per_move) * DAY);
        return Ok(clock);
    };
    let kept = left(tx, row, mover, now)?;
    let topped = (kept + i64::from(increment) * DAY).min(i64::from(cap) * DAY);
    clock.banks[side(row, mover)] = Some(topped);
    let waiting = clock.banks[side(row, next)];
    clock.turn = Some(waiting.unwrap_or(i64::from(start) * DAY));
    Ok(clock)
}
