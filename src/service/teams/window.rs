//! A vote's window: when the turn passes to a voting side its vote closes a share of the
//! way to the deadline, and the side that just moved has none open.

use crate::service::games::loaded::Loaded;
use crate::store::sql::Connection;
use crate::store::teams::{self, Mode};

/// After `mover` moved in `g`, the next side `next` has until `deadline`: its vote, if it
/// votes, closes when the last share of that time begins; the mover's vote is over.
pub fn open(
    tx: &Connection,
    g: &Loaded,
    mover: u64,
    next: u64,
    deadline: i64,
    now: i64,
) -> crate::store::sql::Result<()> {
    if g.teams.iter().any(|t| t.side == mover) {
        teams::set_close(tx, g.row.id, mover, None)?;
    }
    if let Some(t) = g
        .teams
        .iter()
        .find(|t| t.side == next && t.mode == Mode::Vote)
    {
        let left = (deadline - now).max(0);
        let close = deadline - left * i64::from(t.close_share) / 100;
        teams::set_close(tx, g.row.id, next, Some(close))?;
    }
    Ok(())
}
