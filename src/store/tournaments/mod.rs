//! Tournaments as stored: the event and its terms (`TournamentRow`), its entrants
//! (`entrants`) and its rounds' pairings with their games and results (`pairings`). A row's
//! `status` says where it stands: open for sign-up, running, finished or cancelled.

pub mod entrants;
pub mod pairings;

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension, Row};

/// How the players meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    RoundRobin,
    Swiss,
}

impl Format {
    pub fn as_str(self) -> &'static str {
        match self {
            Format::RoundRobin => "round-robin",
            Format::Swiss => "swiss",
        }
    }

    pub fn parse(word: &str) -> Option<Format> {
        match word {
            "round-robin" => Some(Format::RoundRobin),
            "swiss" => Some(Format::Swiss),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Open,
    Running,
    Finished,
    Cancelled,
}

impl Stage {
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Open => "open",
            Stage::Running => "running",
            Stage::Finished => "finished",
            Stage::Cancelled => "cancelled",
        }
    }

    fn parse(word: &str) -> Stage {
        match word {
            "open" => Stage::Open,
            "running" => Stage::Running,
            "finished" => Stage::Finished,
            _ => Stage::Cancelled,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRow {
    pub id: i64,
    pub guild: u64,
    pub channel: u64,
    pub name: String,
    pub organiser: u64,
    pub variant: String,
    pub options: String,
    pub format: Format,
    pub double: bool,
    /// A Swiss's rounds (0 for a round robin, whose schedule says).
    pub rounds: u32,
    pub days_per_move: u32,
    /// A time bank's increment and cap (`days_per_move` its start); none: days per move.
    pub increment: Option<u32>,
    pub cap: Option<u32>,
    /// Its games take weekends off: the one weekend pause its rounds wait for.
    pub weekends: bool,
    pub rated: bool,
    pub max_players: u32,
    pub signup_closes: Option<i64>,
    pub stage: Stage,
    pub created_at: i64,
}

const COLUMNS: &str = "id, guild_id, channel_id, name, organiser, variant, options, format, \
    double, rounds, days_per_move, rated, max_players, signup_closes, status, created_at, \
    increment_days, cap_days, weekends";

fn from_row(r: &Row) -> crate::store::sql::Result<TournamentRow> {
    let format: String = r.get(7)?;
    let stage: String = r.get(14)?;
    Ok(TournamentRow {
        id: r.get(0)?,
        guild: r.get::<_, i64>(1)? as u64,
        channel: r.get::<_, i64>(2)? as u64,
        name: r.get(3)?,
        organiser: r.get::<_, i64>(4)? as u64,
        variant: r.get(5)?,
        options: r.get(6)?,
        format: Format::parse(&format).unwrap_or(Format::Swiss),
        double: r.get(8)?,
        rounds: r.get(9)?,
        days_per_move: r.get(10)?,
        rated: r.get(11)?,
        max_players: r.get(12)?,
        signup_closes: r.get(13)?,
        stage: Stage::parse(&stage),
        created_at: r.get(15)?,
        increment: r.get(16)?,
        cap: r.get(17)?,
        weekends: r.get(18)?,
    })
}

/// A new tournament, open for sign-up; returns its id.
pub fn insert(conn: &Connection, t: &TournamentRow, lang: &str) -> crate::store::sql::Result<i64> {
    one(
        conn,
        "INSERT INTO tournaments (guild_id, channel_id, name, organiser, variant, options,
            format, double, rounds, days_per_move, rated, max_players, signup_closes, status,
            lang, created_at, increment_days, cap_days, weekends)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 'open', ?14, ?15,
                 ?16, ?17, ?18)
         RETURNING id",
        params![
            t.guild as i64,
            t.channel as i64,
            t.name,
            t.organiser as i64,
            t.variant,
            t.options,
            t.format.as_str(),
            t.double,
            t.rounds,
            t.days_per_move,
            t.rated,
            t.max_players,
            t.signup_closes,
            lang,
            t.created_at,
            t.increment,
            t.cap,
            t.weekends
        ],
        |r| r.get(0),
    )
}

pub fn get(conn: &Connection, id: i64) -> crate::store::sql::Result<Option<TournamentRow>> {
    one(
        conn,
        &format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?1"),
        [id],
        from_row,
    )
    .optional()
}

/// A server's tournaments: open ones first, then running, then the rest, newest first
/// within each.
pub fn of_server(conn: &Connection, guild: u64) -> crate::store::sql::Result<Vec<TournamentRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE guild_id = ?1
         ORDER BY CASE status WHEN 'open' THEN 0 WHEN 'running' THEN 1 ELSE 2 END, id DESC"
    ))?;
    let rows = stmt.query_map([guild as i64], from_row)?;
    rows.collect()
}

/// Tournaments at a stage, oldest first.
pub fn at_stage(conn: &Connection, stage: Stage) -> crate::store::sql::Result<Vec<TournamentRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE status = ?1 ORDER BY id"
    ))?;
    let rows = stmt.query_map([stage.as_str()], from_row)?;
    rows.collect()
}

/// Moves a tournament from `from` to `to`; false if it was no longer at `from` (another
/// command or process came first), and then nothing changed.
pub fn advance(
    conn: &Connection,
    id: i64,
    from: Stage,
    to: Stage,
    now: i64,
) -> crate::store::sql::Result<bool> {
    let column = match to {
        Stage::Running => "started_at",
        _ => "ended_at",
    };
    let n = exec(
        conn,
        &format!("UPDATE tournaments SET status = ?3, {column} = ?4 WHERE id = ?1 AND status = ?2"),
        params![id, from.as_str(), to.as_str(), now],
    )?;
    Ok(n == 1)
}

/// The language of the tournament's posts, as last seen where it was asked about.
pub fn lang(conn: &Connection, id: i64) -> crate::store::sql::Result<Option<String>> {
    one(
        conn,
        "SELECT lang FROM tournaments WHERE id = ?1",
        [id],
        |r| r.get(0),
    )
    .optional()
    .map(Option::flatten)
}

pub fn set_lang(conn: &Connection, id: i64, lang: &str) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE tournaments SET lang = ?2 WHERE id = ?1",
        params![id, lang],
    )?;
    Ok(())
}

/// Moves the sign-up close of every open tournament `gap` seconds later (time given back);
/// how many moved.
pub fn postpone_signups(conn: &Connection, gap: i64) -> crate::store::sql::Result<usize> {
    exec(
        conn,
        "UPDATE tournaments SET signup_closes = signup_closes + ?1
         WHERE status = 'open' AND signup_closes IS NOT NULL",
        [gap],
    )
}
