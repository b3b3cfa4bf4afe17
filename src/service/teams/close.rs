//! A vote's close (its time set by `window` as a voting team's turn begins) kept by the
//! clock: at the close the most voted move is played, once, by whichever
//! process claims it. With no vote by then, the first vote after it decides; with none by
//! the deadline, the side loses on time as any player does.

use crate::service::clock::tick::Finish;
use crate::service::games::loaded::load;
use crate::service::teams::tally::counts;
use crate::service::teams::turn::play_leader;
use crate::service::{Refusal, Reply};
use crate::store::duties::{self, Duty};
use crate::store::games::{self, Status};
use crate::store::sql::Connection;
use crate::store::teams;
use crate::store::Store;
use crate::t;

/// The duty of closing a vote (subject: the game, occasion: the ply voted for).
pub const VOTE_CLOSE: &str = "vote-close";

/// Votes whose close has come, each decided in its own transaction: the most voted move
/// played and announced in its game's place.
pub fn due(store: &mut Store, pair_limit: u32, now: i64, finish: &Finish) -> Vec<Reply> {
    let mut out = Vec::new();
    for team in teams::closes_due(store.conn(), now).unwrap_or_default() {
        let r = store.write(|tx| -> Result<Option<Reply>, Refusal> {
            let r = close(tx, team.game, team.side, pair_limit, now)?;
            Ok(r.map(|r| finish(tx, r)).transpose()?)
        });
        if let Ok(Some(reply)) = r {
            out.push(reply);
        }
    }
    out
}

/// Closes the vote of `side` in `game` if it is still its turn, its close has come and
/// someone voted.
fn close(
    tx: &Connection,
    game: i64,
    side: u64,
    pair_limit: u32,
    now: i64,
) -> Result<Option<Reply>, Refusal> {
    let Some(row) = games::get(tx, game)? else {
        return Ok(None);
    };
    let Some(team) = teams::get(tx, game, side)? else {
        return Ok(None);
    };
    if row.status != Status::Active
        || row.to_move() != Some(side)
        || team.close_at.is_none_or(|at| at > now)
    {
        return Ok(None);
    }
    let ply = row.ply + 1;
    let counted = counts(&teams::votes(tx, game, ply)?);
    let Some(lead) = counted.first() else {
        return Ok(None);
    };
    let duty = Duty {
        kind: VOTE_CLOSE,
        subject: game,
        occasion: i64::from(ply),
    };
    if !duties::claim(tx, &duty, now)? {
        return Ok(None);
    }
    let channel = row.thread_id.unwrap_or(row.channel_id);
    let post = games::lang(tx, game)?;
    let g = load(tx, row)?;
    let said = t!(post, "team-vote-closed");
    let reply = play_leader(tx, g, &team, lead, said, post, pair_limit, now)?;
    Ok(Some(Reply {
        channel: Some(channel),
        ..reply
    }))
}
