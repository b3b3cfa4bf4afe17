//! Challenges expire: one left unanswered for `challenge_days` (7 by default) is closed by the
//! clock, announced where it was made, and the challenger is told. Its buttons then answer
//! that it has expired. Each expiry is claimed by one guarded update in its own transaction,
//! so several clocks never announce it twice.

use crate::i18n::{date_time, Lang};
use crate::service::clock::tick::Finish;
use crate::service::clock::time::DAY;
use crate::service::words::phrases::variant_name;
use crate::service::{words::tell, Refusal, Reply};
use crate::store::games::{self, GameRow, Status};
use crate::store::{players, Store};
use crate::t;

/// Days a challenge stays open when the configuration does not say.
pub const CHALLENGE_DAYS: u32 = 7;

/// A challenge's lifetime in seconds.
pub fn lifetime(days: u32) -> i64 {
    i64::from(days) * DAY
}

/// Whether a challenge has run out at `now`, even before the clock has closed it.
pub fn is_over(g: &GameRow, now: i64) -> bool {
    g.expired() || (g.status == Status::Challenge && g.deadline.is_some_and(|d| d <= now))
}

/// What a press on an expired challenge's button, or a command on it, answers, in `lang`.
pub fn refusal(lang: Lang, g: &GameRow) -> Refusal {
    let _at = g.deadline.map(|d| date_time(lang, d)).unwrap_or_default();
    Refusal::ChallengeExpired {
        game: g.id,
        deadline: g.deadline,
    }
}

/// Closes every challenge past its time; `days` dates the ones made before challenges had a
/// deadline.
pub fn expire(store: &mut Store, now: i64, days: u32, finish: &Finish) -> Vec<Reply> {
    let life = lifetime(days);
    let due = games::challenges_over(store.conn(), life, now);
    let mut out = Vec::new();
    for row in due.unwrap_or_default() {
        let r = store.write(|tx| -> Result<Option<Reply>, Refusal> {
            if !games::expire(tx, row.id, life, now)? {
                return Ok(None);
            }
            let g = games::get(tx, row.id)?.expect("just updated");
            Ok(Some(finish(tx, announce(tx, &g)?)?))
        });
        if let Ok(Some(reply)) = r {
            out.push(reply);
        }
    }
    out
}

fn announce(tx: &crate::store::sql::Connection, g: &GameRow) -> crate::store::sql::Result<Reply> {
    let name = |id: u64| -> crate::store::sql::Result<String> {
        Ok(players::name(tx, id)?.unwrap_or_else(|| "?".into()))
    };
    let from = name(g.challenger)?;
    // An open challenge is to anyone: the message says so in its own words.
    let (open, to) = match g.opponent {
        Some(id) => ("no", name(id)?),
        None => ("yes", String::new()),
    };
    let days = (g.deadline.unwrap_or(g.created_at) - g.created_at) / DAY;
    let notice = tell::one(tx, g.challenger, |lang| {
        t!(
            lang,
            "clock-challenge-expired-notice",
            id = g.id,
            open = open,
            to = &to,
            variant = variant_name(lang, &g.variant),
            days = days
        )
    })?;
    // Nobody asked: the post speaks the language of the place the challenge was made in.
    let post = games::lang(tx, g.id)?;
    let text = t!(
        post,
        "clock-challenge-expired",
        id = g.id,
        from = from,
        open = open,
        to = &to,
        variant = variant_name(post, &g.variant),
        days = days
    );
    Ok(Reply {
        notices: vec![notice],
        game: Some(g.id),
        channel: Some(g.thread_id.unwrap_or(g.channel_id)),
        ..Reply::public(text)
    })
}
