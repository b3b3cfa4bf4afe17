//! Challenges expire: one left unanswered for `challenge_days` (7 by default) is closed by the
//! clock, announced where it was made, and the challenger is told. Its buttons then answer
//! that it has expired. Each expiry is claimed by one guarded update in its own transaction,
//! so several clocks never announce it twice.

use super::time::{format as when, DAY};
use super::{Notice, Refusal, Reply};
use crate::store::games::{self, GameRow};
use crate::store::{players, Store};

/// Days a challenge stays open when the configuration does not say.
pub const CHALLENGE_DAYS: u32 = 7;

/// A challenge's lifetime in seconds.
pub fn lifetime(days: u32) -> i64 {
    i64::from(days) * DAY
}

/// Whether a challenge has run out at `now`, even before the clock has closed it.
pub fn is_over(g: &GameRow, now: i64) -> bool {
    g.expired() || (g.status == "challenge" && g.deadline.is_some_and(|d| d <= now))
}

/// What a press on an expired challenge's button, or a command on it, answers.
pub fn refusal(g: &GameRow) -> Refusal {
    let at = g.deadline.map(when).unwrap_or_default();
    Refusal(format!(
        "challenge #{} has expired (nobody accepted it by {at}); a new /challenge starts over",
        g.id
    ))
}

/// Closes every challenge past its time; `days` dates the ones made before challenges had a
/// deadline.
pub fn expire(store: &mut Store, now: i64, days: u32) -> Vec<Reply> {
    let life = lifetime(days);
    let due = games::select(
        store.conn(),
        "status = 'challenge' AND coalesce(deadline, created_at + ?1) <= ?2",
        [life, now],
    );
    let mut out = Vec::new();
    for row in due.unwrap_or_default() {
        let r = store.write(|tx| -> Result<Option<Reply>, Refusal> {
            if !games::expire(tx, row.id, life, now)? {
                return Ok(None);
            }
            let g = games::get(tx, row.id)?.expect("just updated");
            Ok(Some(announce(tx, &g)?))
        });
        if let Ok(Some(reply)) = r {
            out.push(reply);
        }
    }
    out
}

fn announce(tx: &rusqlite::Connection, g: &GameRow) -> rusqlite::Result<Reply> {
    let name = |id: Option<u64>| -> rusqlite::Result<String> {
        Ok(match id {
            Some(id) => players::name(tx, id)?.unwrap_or_else(|| "?".into()),
            None => "anyone".into(),
        })
    };
    let (from, to) = (name(Some(g.challenger))?, name(g.opponent)?);
    let days = (g.deadline.unwrap_or(g.created_at) - g.created_at) / DAY;
    let text = format!(
        "Challenge #{} from {from} to {to} ({}) has expired: nobody accepted it in {days} day{}.",
        g.id,
        g.variant,
        if days == 1 { "" } else { "s" }
    );
    let notice = Notice {
        user: g.challenger,
        text: format!(
            "Your challenge #{} to {to} ({}) has expired unanswered after {days} day{}; \
             /challenge again if you still want the game.",
            g.id,
            g.variant,
            if days == 1 { "" } else { "s" }
        ),
        board: None,
    };
    Ok(Reply {
        notices: vec![notice],
        game: Some(g.id),
        channel: Some(g.thread_id.unwrap_or(g.channel_id)),
        ..Reply::public(text)
    })
}
