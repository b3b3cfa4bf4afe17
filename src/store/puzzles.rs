//! Each player's puzzles: the one they are solving, every one they tried, and their puzzle
//! rating and streak per variant (Glicko-2, against the puzzle's own rating). Touches no
//! game and no game rating.

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// The puzzle a player is solving and the ply of its solution they are at; `daily`: the
/// server whose puzzle of the day it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solving {
    pub puzzle: String,
    pub variant: String,
    pub ply: usize,
    pub daily: Option<u64>,
}

pub fn solving(conn: &Connection, player: u64) -> crate::store::sql::Result<Option<Solving>> {
    one(
        conn,
        "SELECT puzzle_id, variant, ply, daily_guild FROM solving WHERE player_id = ?1",
        [player as i64],
        |r| {
            Ok(Solving {
                puzzle: r.get(0)?,
                variant: r.get(1)?,
                ply: r.get::<_, i64>(2)? as usize,
                daily: r.get::<_, Option<i64>>(3)?.map(|g| g as u64),
            })
        },
    )
    .optional()
}

pub fn set_solving(
    conn: &Connection,
    player: u64,
    s: &Solving,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO solving (player_id, puzzle_id, variant, ply, daily_guild, started_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (player_id) DO UPDATE SET puzzle_id = excluded.puzzle_id,
             variant = excluded.variant, ply = excluded.ply, daily_guild = excluded.daily_guild",
        params![
            player as i64,
            s.puzzle,
            s.variant,
            s.ply as i64,
            s.daily.map(|g| g as i64),
            now
        ],
    )?;
    Ok(())
}

pub fn close(conn: &Connection, player: u64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "DELETE FROM solving WHERE player_id = ?1",
        [player as i64],
    )?;
    Ok(())
}

/// The ids of the puzzles of `variant` the player tried.
pub fn tried(
    conn: &Connection,
    player: u64,
    variant: &str,
) -> crate::store::sql::Result<Vec<String>> {
    let mut st = conn.prepare_cached(
        "SELECT puzzle_id FROM puzzle_attempts WHERE player_id = ?1 AND variant = ?2",
    )?;
    let rows = st.query_map(params![player as i64, variant], |r| r.get(0))?;
    rows.collect()
}

/// Who solved the daily puzzle `puzzle` of `guild` on `day`, first first.
pub fn daily_solvers(
    conn: &Connection,
    guild: u64,
    puzzle: &str,
    day: i64,
) -> crate::store::sql::Result<Vec<u64>> {
    let mut st = conn.prepare_cached(
        "SELECT player_id FROM puzzle_attempts
         WHERE guild_id = ?1 AND day = ?2 AND puzzle_id = ?3 AND solved = 1 ORDER BY at",
    )?;
    let rows = st.query_map(params![guild as i64, day, puzzle], |r| {
        r.get::<_, i64>(0).map(|p| p as u64)
    })?;
    rows.collect()
}

/// A player's puzzle rating in a variant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub attempts: u32,
    pub streak: u32,
}

pub fn rating(
    conn: &Connection,
    player: u64,
    variant: &str,
    _now: i64,
) -> crate::store::sql::Result<PuzzleRating> {
    let found = one(
        conn,
        "SELECT rating, deviation, volatility, attempts, streak FROM puzzle_ratings
         WHERE player_id = ?1 AND variant = ?2",
        params![player as i64, variant],
        |r| {
            Ok(PuzzleRating {
                rating: r.get(0)?,
                deviation: r.get(1)?,
                volatility: r.get(2)?,
                attempts: r.get(3)?,
                streak: r.get(4)?,
            })
        },
    )
    .optional()?;
    let fresh = Glicko2Rating::new();
    Ok(found.unwrap_or(PuzzleRating {
        rating: fresh.rating,
        deviation: fresh.deviation,
        volatility: fresh.volatility,
        attempts: 0,
        streak: 0,
    }))
}

/// What an attempt did to the player's puzzle rating (rounded) and streak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub before: i64,
    pub after: i64,
    pub streak: u32,
}

/// The puzzle to rate against: its own rating, with a small deviation (it is not rated
/// itself, so nothing of it changes).
const PUZZLE_DEVIATION: f64 = 80.0;

/// Records an attempt at a puzzle (its id, variant and rating) and rates it; the first
/// attempt at a puzzle is the one that counts.
#[allow(clippy::too_many_arguments)]
pub fn attempt(
    conn: &Connection,
    player: u64,
    puzzle: &str,
    variant: &str,
    puzzle_rating: u32,
    solved: bool,
    daily: Option<u64>,
    now: i64,
) -> crate::store::sql::Result<Change> {
    let before = rating(conn, player, variant, now)?;
    let inserted = exec(
        conn,
        "INSERT INTO puzzle_attempts (player_id, puzzle_id, variant, solved, guild_id, day, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT DO NOTHING",
        params![
            player as i64,
            puzzle,
            variant,
            solved,
            daily.map(|g| g as i64),
            daily.map(|_| now.div_euclid(86_400)),
            now
        ],
    )?;
    let b = before.rating.round() as i64;
    if inserted == 0 {
        return Ok(Change {
            before: b,
            after: b,
            streak: before.streak,
        });
    }
    let me = Glicko2Rating {
        rating: before.rating,
        deviation: before.deviation,
        volatility: before.volatility,
    };
    let it = Glicko2Rating {
        rating: f64::from(puzzle_rating),
        deviation: PUZZLE_DEVIATION,
        volatility: 0.06,
    };
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (new, _) = glicko2(&me, &it, &outcome, &Glicko2Config::default());
    let streak = if solved { before.streak + 1 } else { 0 };
    exec(
        conn,
        "INSERT INTO puzzle_ratings (player_id, variant, rating, deviation, volatility, attempts, streak, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (player_id, variant) DO UPDATE SET rating = excluded.rating,
             deviation = excluded.deviation, volatility = excluded.volatility,
             attempts = excluded.attempts, streak = excluded.streak, updated_at = excluded.updated_at",
        params![
            player as i64,
            variant,
            new.rating,
            new.deviation,
            new.volatility,
            before.attempts + 1,
            streak,
            now
        ],
    )?;
    Ok(Change {
        before: b,
        after: new.rating.round() as i64,
        streak,
    })
}

/// When the player's open puzzle was begun, if one is open.
pub fn since(conn: &Connection, player: u64) -> crate::store::sql::Result<Option<i64>> {
    conn.query_row(
        "SELECT started_at FROM solving WHERE player_id = ?1",
        [player as i64],
        |r| r.get(0),
    )
    .optional()
}
