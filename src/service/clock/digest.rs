//! The daily digest (`/notify digest:08:00`): once a day, at the hour a player chose in
//! their own time zone, a direct message with the games waiting for their move, the nearest
//! deadline first. Claimed as a duty per player and local day, so with several processes
//! (or a clock that was stopped past the hour) it comes once, late rather than never.

use crate::service::clock::local;
use crate::service::clock::tick::Finish;
use crate::service::games::candidates;
use crate::service::games::link::link;
use crate::service::{Refusal, Reply, User};
use crate::store::duties;
use crate::store::duties::Duty;
use crate::store::games::{self, GameRow, Status};
use crate::store::notify::{self, Prefs};
use crate::store::sql::Connection;
use crate::store::{players, Store};
use crate::t;

/// The digests due at `now` and not sent yet, each a reply carrying one direct message
/// (none for a player with no game waiting: the day's duty is still done).
pub fn send(store: &mut Store, now: i64, finish: &Finish) -> Vec<Reply> {
    let mut out = Vec::new();
    for (user, prefs) in notify::digests(store.conn()).unwrap_or_default() {
        let Some(day) = due_day(&prefs, now) else {
            continue;
        };
        // Looked at first without the write lock: idle ticks of several processes take none.
        if duties::done_at(store.conn(), &digest_duty(user, day))
            .ok()
            .flatten()
            .is_some()
        {
            continue;
        }
        let made = store.write(|tx| -> Result<Option<Reply>, Refusal> {
            if !duties::claim(tx, &digest_duty(user, day), now)? {
                return Ok(None);
            }
            match digest(tx, user)? {
                Some(r) => Ok(Some(finish(tx, r)?)),
                None => Ok(None),
            }
        });
        if let Ok(Some(r)) = made {
            out.push(r);
        }
    }
    out
}

/// The player's local day whose digest is due at `now` (its hour has come), if any.
fn due_day(p: &Prefs, now: i64) -> Option<i64> {
    let at = p.digest_minute?;
    let tz = local::zone_or_utc(p.zone.as_deref());
    let (day, minute) = local::day_and_minute(now, &tz);
    (minute >= at).then_some(day)
}

/// The direct message listing the games waiting for `user`, none when nothing waits.
fn digest(tx: &crate::store::sql::Connection, user: u64) -> Result<Option<Reply>, Refusal> {
    let lang = players::lang(tx, user)?;
    let name = players::name(tx, user)?.unwrap_or_default();
    let who = User {
        id: user,
        name,
        lang,
        roles: Vec::new(),
    };
    let lines = waiting_lines(tx, &who)?;
    if lines.is_empty() {
        return Ok(None);
    }
    let text = t!(
        lang,
        "notify-digest",
        count = lines.len(),
        games = lines.join("\n")
    );
    let mut reply = Reply::default();
    reply.notices.push(crate::service::Notice {
        user,
        text,
        board: None,
    });
    Ok(Some(reply))
}

/// The digest of `user` for their local day `day`: sent once, by one process.
pub fn digest_duty(user: u64, day: i64) -> Duty<'static> {
    Duty {
        kind: duties::DIGEST,
        subject: user as i64,
        occasion: day,
    }
}

/// The games waiting for `user`'s move on every server, the nearest deadline first, each
/// a line with its link (the daily digest).
pub fn waiting_lines(tx: &Connection, user: &User) -> Result<Vec<String>, Refusal> {
    let mut rows: Vec<GameRow> = games::of_player(tx, user.id, Status::Active)?
        .into_iter()
        .filter(|g| g.to_move() == Some(user.id))
        .collect();
    rows.sort_by_key(|g| (g.deadline.unwrap_or(i64::MAX), g.id));
    rows.iter()
        .map(|g| Ok(format!("- {} {}", candidates::line(tx, user, g)?, link(g))))
        .collect()
}
