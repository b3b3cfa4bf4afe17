//! Outages given back: nobody loses on time while the bot could not take their move.
//!
//! Every process that can take commands (its Discord connection up, Discord's REST
//! answering; a console always) writes the shared heartbeat (`store::heartbeat`) on each
//! tick, and only such a process judges deadlines at all. When one finds the heartbeat older
//! than the threshold (the bot was down, or Discord unreachable, for that long), it gives the
//! gap back before anything else of its tick is judged: every running game's deadline moves
//! later by the gap, and so do challenges' expiries, vacations running and the sign-up of
//! open tournaments (a tournament's rounds are its games; conditional moves have no time of
//! their own). Each game whose deadline moved gets a post saying so, kept in its record.
//!
//! Once across processes: the gap is a duty keyed by its start, claimed in the transaction
//! that gives it back and moves the heartbeat on, so a second process starting together
//! finds it claimed (and the heartbeat current). A clock behind the heartbeat gives nothing
//! back and leaves the heartbeat where it is: the time is never counted twice.

use crate::i18n::{date_time, Lang};
use crate::service::clock::tick::Finish;
use crate::service::Reply;
use crate::store::duties::{self, Duty};
use crate::store::games::{self, GameRow};
use crate::store::heartbeat::{self, Beat, Given};
use crate::store::sql::Connection;
use crate::store::{players, tournaments, vacations, Store};
use crate::t;
use tracing::{info, warn};

/// The duty of giving one outage back (subject 0, occasion: the outage's start).
pub const OUTAGE: &str = "outage";

/// Gaps longer than this are given back when nothing else is configured: ten minutes.
pub const DEFAULT_THRESHOLD: i64 = 600;

/// What a process knows of its own state, as its adapter says.
#[derive(Clone, Copy, Debug)]
pub struct Watch {
    /// Whether this process keeps the heartbeat at all: the adapters that serve players
    /// do (`Service::watch_outages`); a service driven by hand (tests, benchmarks) moves
    /// its own time and judges every tick as if it had been up throughout.
    pub on: bool,
    /// Gaps since the heartbeat longer than this (seconds) are given back.
    pub threshold: i64,
    /// Whether this process can take commands now.
    pub up: bool,
}

impl Default for Watch {
    fn default() -> Watch {
        Watch {
            on: false,
            threshold: DEFAULT_THRESHOLD,
            up: true,
        }
    }
}

/// Writes the heartbeat and gives back a gap longer than the threshold; the posts owed.
/// `None` when this process is not up, or the database could not be read: nothing is to be
/// judged this tick then.
pub fn keep(
    store: &mut Store,
    watch: &Watch,
    challenge_life: i64,
    now: i64,
    finish: &Finish,
) -> Option<Vec<Reply>> {
    if !watch.on {
        return Some(Vec::new());
    }
    if !watch.up {
        return None;
    }
    // Looked at first without the write lock: the usual tick only moves the heartbeat on,
    // a write that need not wait for the disk (lost to a power cut, the gap it leaves is
    // that outage's own).
    match heartbeat::read(store.conn()) {
        Ok(Beat::At { at, .. }) if (0..=watch.threshold).contains(&(now - at)) => {
            return match store.write_lazily(|tx| heartbeat::beat(tx, now)) {
                Ok(()) => Some(Vec::new()),
                Err(e) => {
                    warn!("cannot write the heartbeat: {e}");
                    None
                }
            };
        }
        Ok(_) => {}
        Err(e) => {
            warn!("cannot read the heartbeat: {e}");
            return None;
        }
    }
    let given = store.write(|tx| -> crate::store::sql::Result<Vec<Reply>> {
        // Read again under the lock: another process may have given this gap back.
        let at = match heartbeat::read(tx)? {
            Beat::Never => {
                heartbeat::beat(tx, now)?;
                return Ok(Vec::new());
            }
            Beat::Unreadable(what) => {
                warn!("the heartbeat row is unreadable ({what}): nothing given back, written anew");
                heartbeat::beat(tx, now)?;
                return Ok(Vec::new());
            }
            Beat::At { at, format } => {
                if format > heartbeat::FORMAT {
                    info!(
                        format,
                        "the heartbeat row is a newer version's: reading its time"
                    );
                }
                at
            }
        };
        let gap = now - at;
        if gap < 0 {
            warn!(
                behind = -gap,
                "the clock is behind the last heartbeat: nothing given back, the heartbeat kept"
            );
            return Ok(Vec::new());
        }
        if gap <= watch.threshold {
            heartbeat::beat(tx, now)?;
            return Ok(Vec::new());
        }
        let duty = Duty {
            kind: OUTAGE,
            subject: 0,
            occasion: at,
        };
        if !duties::claim(tx, &duty, now)? {
            info!(from = at, "this outage was given back already");
            heartbeat::beat(tx, now)?;
            return Ok(Vec::new());
        }
        let out = give_back(tx, at, gap, challenge_life, now, finish)?;
        heartbeat::beat(tx, now)?;
        Ok(out)
    });
    match given {
        Ok(out) => Some(out),
        Err(e) => {
            warn!("cannot give an outage back: {e}");
            None
        }
    }
}

/// Moves every running deadline later by `gap`, the outage having begun at `from`.
fn give_back(
    tx: &Connection,
    from: i64,
    gap: i64,
    challenge_life: i64,
    now: i64,
    finish: &Finish,
) -> crate::store::sql::Result<Vec<Reply>> {
    let mut out = Vec::new();
    for row in games::active_with_deadline(tx)? {
        let deadline = row.deadline.expect("selected with one") + gap;
        let given = Given {
            game: row.id,
            from,
            seconds: gap,
            ply: row.ply,
            deadline,
        };
        if !heartbeat::give(tx, &given)? {
            continue;
        }
        games::postpone(tx, row.id, deadline, now)?;
        out.push(finish(tx, post(tx, &row, &given)?)?);
    }
    // Challenges made before they had a deadline expire `challenge_life` after they were
    // made (`clock::expiry`): they get one now.
    let challenges = games::postpone_challenges(tx, challenge_life, gap)?;
    // Shifted whole, so a vacation keeps its length (and the days it counts).
    let vacations = vacations::postpone_running(tx, from, gap)?;
    // A vote closing inside the gap closes as much later as its deadline.
    crate::store::teams::postpone_closes(tx, gap)?;
    let tournaments = tournaments::postpone_signups(tx, gap)?;
    info!(
        from,
        seconds = gap,
        games = out.len(),
        challenges,
        vacations,
        tournaments,
        "outage given back: every deadline moved later by its length"
    );
    Ok(out)
}

/// How long an outage lasted, in `lang`: "57 hours and 36 minutes".
pub fn span(lang: Lang, seconds: i64) -> String {
    t!(
        lang,
        "clock-outage-span",
        hours = seconds / 3600,
        minutes = seconds % 3600 / 60
    )
}

/// The game's post: how long the bot was unavailable, and the move's new deadline.
fn post(tx: &Connection, row: &GameRow, given: &Given) -> crate::store::sql::Result<Reply> {
    let lang = games::lang(tx, row.id)?;
    let name = match row.to_move() {
        Some(id) => players::name(tx, id)?.unwrap_or_else(|| "?".into()),
        None => "?".into(),
    };
    let text = t!(
        lang,
        "clock-outage",
        id = row.id,
        span = span(lang, given.seconds),
        from = date_time(lang, given.from),
        name = name,
        deadline = date_time(lang, given.deadline)
    );
    Ok(Reply {
        game: Some(row.id),
        channel: Some(row.thread_id.unwrap_or(row.channel_id)),
        ..Reply::public(text)
    })
}
