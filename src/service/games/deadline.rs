//! When a move is due: its counted time from the end of the player's vacation if one runs,
//! with weekends skipped where the game's rule or (outside tournaments) the player's own
//! choice takes them off, in the player's zone.

use crate::service::clock::local::zone_or_utc;
use crate::service::clock::time::DAY;
use crate::service::clock::weekends;
use crate::store::games::{Clock, GameRow};
use crate::store::notify;
use crate::store::sql::Connection;
use crate::store::tournaments::pairings;
use crate::store::vacations::running_until;
use jiff::tz::TimeZone;

/// The counted seconds given for the move due in `row` (its days when none is stored).
pub fn turn(row: &GameRow) -> i64 {
    turn_of(&row.clock, row)
}

/// The counted seconds `clock` gives the move due in `row`.
pub fn turn_of(clock: &Clock, row: &GameRow) -> i64 {
    clock.turn.unwrap_or(i64::from(row.days_per_move) * DAY)
}

/// When a move is due, and whether a weekend made it later than its counted time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub at: i64,
    pub past_weekend: bool,
}

/// When a move that becomes `player`'s at `now` in game `row` is due, given `seconds`
/// counted seconds.
pub fn due(
    tx: &Connection,
    row: &GameRow,
    player: u64,
    seconds: i64,
    now: i64,
) -> crate::store::sql::Result<Due> {
    let from = running_until(tx, player, now)?.unwrap_or(now).max(now);
    let plain = from + seconds;
    let at = match weekend_zone(tx, row, player)? {
        Some(tz) => weekends::after(from, seconds, &tz),
        None => plain,
    };
    Ok(Due {
        at,
        past_weekend: at > plain,
    })
}

/// Whether the move due from `player` in `row` (its time given at `now`) was moved past a
/// weekend: as `due` said when it set the deadline.
pub fn past_weekend(
    tx: &Connection,
    row: &GameRow,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<bool> {
    let seconds = turn(row);
    Ok(due(tx, row, player, seconds, now)?.past_weekend)
}

/// The zone whose weekends `player`'s moves in `row` skip, if they skip any: the game's own
/// rule (a challenge's, a server's, a tournament's), or the player's `/notify weekends`,
/// which a tournament's game does not follow: a round waits only as long as its own rule
/// says.
pub fn weekend_zone(
    tx: &Connection,
    row: &GameRow,
    player: u64,
) -> crate::store::sql::Result<Option<TimeZone>> {
    let prefs = notify::get(tx, player)?;
    let own = prefs.weekends && pairings::of_game(tx, row.id)?.is_none();
    Ok((row.clock.weekends || own).then(|| zone_or_utc(prefs.zone.as_deref())))
}
