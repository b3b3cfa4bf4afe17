//! Reviews nobody asked for: a player who chose `/notify review-finished:true` has each game
//! of theirs that finishes from then on reviewed as `/analyse` would, off the lock (the
//! adapters run the jobs as they run the bot's moves), and their mistakes there become their
//! own puzzles; they hear of it in a direct message. A review is stored once: a game already
//! reviewed (asked for, or by another process) is left as it is.

use crate::service::games::bot::level_of;
use crate::service::games::loaded::load;
use crate::service::games::review::{job_for, keep_mistakes};
use crate::service::protocol::{ReviewJob, Reviewed};
use crate::service::{Notice, Refusal, Reply, Service};
use crate::store::games;
use crate::store::sql::Connection;
use crate::store::{notify, personal_puzzles, players, reviews};
use crate::t;

/// At most this many reviews are handed out at once: each takes up to a minute.
const AT_ONCE: usize = 3;

impl Service {
    /// The reviews owed to players who chose them: finished games of theirs, finished since
    /// they chose, not reviewed yet, the oldest game first.
    pub(super) fn reviews_owed(&self) -> Vec<ReviewJob> {
        owed(self.store.conn()).unwrap_or_default()
    }

    /// Stores a review nobody asked for (unless one was stored meanwhile) and tells each
    /// player who chose it how many of their mistakes became puzzles.
    pub(super) fn auto_reviewed(
        &mut self,
        job: &ReviewJob,
        done: &Reviewed,
        now: i64,
    ) -> Option<Reply> {
        let finish = self.finishing(now);
        let stored = self.store.write(|tx| -> Result<Option<Reply>, Refusal> {
            if reviews::get(tx, job.game)?.is_some() {
                return Ok(None);
            }
            let Some(row) = games::get(tx, job.game)? else {
                return Ok(None);
            };
            let g = load(tx, row)?;
            let json = serde_json::to_string(&done.review).expect("plain data serialises");
            reviews::put(tx, job.game, &json, now)?;
            keep_mistakes(tx, &g, &done.mistakes, now)?;
            let mut reply = Reply {
                game: Some(job.game),
                ..Reply::default()
            };
            for player in [g.row.white, g.row.black].into_iter().flatten() {
                if chose(tx, player)? {
                    reply.notices.push(told(tx, player, job.game)?);
                }
            }
            Ok(Some(finish.of_game(tx, reply)?))
        });
        stored.ok().flatten()
    }
}

/// The jobs owed, read from the store.
fn owed(conn: &Connection) -> crate::store::sql::Result<Vec<ReviewJob>> {
    // Asked after every command: with nobody having chosen it, one indexed look answers.
    if !notify::anyone_reviews(conn)? {
        return Ok(Vec::new());
    }
    // Oldest first.
    let rows = games::to_review(conn)?;
    let mut jobs = Vec::new();
    for row in rows.into_iter().take(AT_ONCE) {
        // A game that cannot be read is left for `/analyse` to say why.
        let Ok(g) = load(conn, row) else {
            continue;
        };
        if !g.actions.is_empty() {
            jobs.push(job_for(&g));
        }
    }
    Ok(jobs)
}

/// Whether `player` (a person, not the bot) chose to have their games reviewed.
fn chose(conn: &Connection, player: u64) -> crate::store::sql::Result<bool> {
    Ok(level_of(player).is_none() && notify::get(conn, player)?.review_finished)
}

/// "Your game #12 was reviewed: 2 of your mistakes became puzzles of your own."
fn told(conn: &Connection, player: u64, game: i64) -> crate::store::sql::Result<Notice> {
    let lang = players::lang(conn, player)?;
    let count = personal_puzzles::from_game(conn, player, game)?;
    Ok(Notice {
        user: player,
        text: t!(lang, "review-auto-done", game = game, count = count),
        board: None,
    })
}
