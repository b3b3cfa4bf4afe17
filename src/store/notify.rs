//! How each player chooses to be told it is their turn (`/notify`): a direct message at
//! every move (the default, when they never chose), one digest a day at their hour in their
//! time zone, or nothing beyond the channel mention; and whether to get a second reminder.

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};

/// How a player is told their turn has come.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// A direct message at every move where it is their turn.
    #[default]
    Move,
    /// One direct message a day listing the games waiting for them.
    Digest,
    /// Nothing beyond the channel mention (the reminder still comes).
    None,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Move, Mode::Digest, Mode::None];

    /// The word stored, typed in the console and sent by Discord's choice.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Move => "move",
            Mode::Digest => "digest",
            Mode::None => "none",
        }
    }

    pub fn parse(word: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == word)
    }
}

/// A player's choice, as stored (the default for one who never chose).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prefs {
    pub mode: Mode,
    /// The digest's time of day, minutes after midnight in `zone`.
    pub digest_minute: Option<u16>,
    /// An IANA time zone name, checked when it was given.
    pub zone: Option<String>,
    /// A second reminder at 95% of a move's time.
    pub second_reminder: bool,
    /// Saturdays and Sundays (in `zone`) not counted on their clocks, outside tournaments.
    pub weekends: bool,
    /// Their games finished since `review_since` are reviewed without asking, and their
    /// mistakes there become their own puzzles.
    pub review_finished: bool,
    pub review_since: Option<i64>,
    /// A direct message when it is the move of a team they joined or voted for.
    pub team_moves: bool,
}

pub fn get(conn: &Connection, user: u64) -> crate::store::sql::Result<Prefs> {
    Ok(one(
        conn,
        "SELECT mode, digest_minute, zone, second_reminder, weekends, review_finished,
                review_since, team_moves FROM notify WHERE user_id = ?1",
        [user as i64],
        prefs,
    )
    .optional()?
    .unwrap_or_default())
}

pub fn save(conn: &Connection, user: u64, p: &Prefs, now: i64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO notify (user_id, mode, digest_minute, zone, second_reminder, updated_at,
                             weekends, review_finished, review_since, team_moves)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (user_id) DO UPDATE SET mode = ?2, digest_minute = ?3, zone = ?4,
            second_reminder = ?5, updated_at = ?6, weekends = ?7, review_finished = ?8,
            review_since = ?9, team_moves = ?10",
        params![
            user as i64,
            p.mode.name(),
            p.digest_minute,
            p.zone,
            p.second_reminder,
            now,
            p.weekends,
            p.review_finished,
            p.review_since,
            p.team_moves
        ],
    )?;
    Ok(())
}

/// Every player who chose a daily digest, with their choice.
pub fn digests(conn: &Connection) -> crate::store::sql::Result<Vec<(u64, Prefs)>> {
    let mut st = conn.prepare_cached(
        "SELECT mode, digest_minute, zone, second_reminder, weekends, review_finished,
                review_since, team_moves, user_id FROM notify
         WHERE mode = 'digest' ORDER BY user_id",
    )?;
    let rows = st.query_map((), |r| Ok((r.get::<_, i64>(8)? as u64, prefs(r)?)))?;
    rows.collect()
}

/// Whether anyone chose to have their finished games reviewed (one indexed look).
pub fn anyone_reviews(conn: &Connection) -> crate::store::sql::Result<bool> {
    one(
        conn,
        "SELECT EXISTS (SELECT 1 FROM notify WHERE review_finished = 1)",
        (),
        |r| r.get(0),
    )
}

fn prefs(r: &crate::store::sql::Row) -> crate::store::sql::Result<Prefs> {
    let mode: String = r.get(0)?;
    Ok(Prefs {
        mode: Mode::parse(&mode).unwrap_or_default(),
        digest_minute: r.get(1)?,
        zone: r.get(2)?,
        second_reminder: r.get(3)?,
        weekends: r.get(4)?,
        review_finished: r.get(5)?,
        review_since: r.get(6)?,
        team_moves: r.get(7)?,
    })
}
