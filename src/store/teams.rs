//! Team sides as stored: the team of a game's side (its role, mode, quorum, close and
//! captain), the members who joined it, and the votes for its moves.

use super::exec;
use crate::store::sql::{params, Connection, OptionalExtension, Row};

/// How a team decides its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Each member proposes or votes; a move with the quorum is played at once, else the
    /// most voted at the close.
    Vote,
    /// Members who joined take turns, in the order they joined.
    Rotate,
    /// One member (the captain) plays; the others suggest.
    Captain,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Vote, Mode::Rotate, Mode::Captain];

    pub fn name(self) -> &'static str {
        match self {
            Mode::Vote => "vote",
            Mode::Rotate => "rotate",
            Mode::Captain => "captain",
        }
    }

    pub fn parse(s: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == s)
    }
}

/// One side of a game played by a team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Team {
    pub game: i64,
    /// The role's id: the side's player in the game's row.
    pub side: u64,
    pub guild: u64,
    pub mode: Mode,
    pub quorum: u32,
    /// The last share of a move's time (percent) that is the vote's close.
    pub close_share: u32,
    pub captain: u64,
    /// When the current vote closes, while the side is to move.
    pub close_at: Option<i64>,
}

const COLUMNS: &str = "game_id, side, guild_id, mode, quorum, close_share, captain, close_at";

fn from_row(r: &Row) -> crate::store::sql::Result<Team> {
    let mode: String = r.get(3)?;
    Ok(Team {
        game: r.get(0)?,
        side: r.get::<_, i64>(1)? as u64,
        guild: r.get::<_, i64>(2)? as u64,
        mode: Mode::parse(&mode).unwrap_or(Mode::Captain),
        quorum: r.get(4)?,
        close_share: r.get(5)?,
        captain: r.get::<_, i64>(6)? as u64,
        close_at: r.get(7)?,
    })
}

pub fn insert(conn: &Connection, t: &Team) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO teams (game_id, side, guild_id, mode, quorum, close_share, captain, close_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            t.game,
            t.side as i64,
            t.guild as i64,
            t.mode.name(),
            t.quorum,
            t.close_share,
            t.captain as i64,
            t.close_at
        ],
    )?;
    Ok(())
}

/// The teams of a game (none, one or two).
pub fn of_game(conn: &Connection, game: i64) -> crate::store::sql::Result<Vec<Team>> {
    let mut st = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM teams WHERE game_id = ?1 ORDER BY side"
    ))?;
    let rows = st.query_map([game], from_row)?;
    rows.collect()
}

/// The team playing `side` in `game`, if it is a team.
pub fn get(conn: &Connection, game: i64, side: u64) -> crate::store::sql::Result<Option<Team>> {
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM teams WHERE game_id = ?1 AND side = ?2"
    ))?
    .query_row(params![game, side as i64], from_row)
    .optional()
}

/// Whether `id` stands for a team in any game (a role, not a user).
pub fn is_team(conn: &Connection, id: u64) -> crate::store::sql::Result<bool> {
    conn.prepare_cached("SELECT 1 FROM teams WHERE side = ?1 LIMIT 1")?
        .exists([id as i64])
}

/// Sets (or clears) when the side's current vote closes.
pub fn set_close(
    conn: &Connection,
    game: i64,
    side: u64,
    at: Option<i64>,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE teams SET close_at = ?3 WHERE game_id = ?1 AND side = ?2",
        params![game, side as i64, at],
    )?;
    Ok(())
}

/// Vote teams whose close has come, in running games.
pub fn closes_due(conn: &Connection, now: i64) -> crate::store::sql::Result<Vec<Team>> {
    let mut st = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM teams WHERE close_at IS NOT NULL AND close_at <= ?1
         AND mode = 'vote'
         AND game_id IN (SELECT id FROM games WHERE status = 'active') ORDER BY game_id"
    ))?;
    let rows = st.query_map([now], from_row)?;
    rows.collect()
}

/// Moves every open close of a running game `gap` seconds later (time given back).
pub fn postpone_closes(conn: &Connection, gap: i64) -> crate::store::sql::Result<usize> {
    exec(
        conn,
        "UPDATE teams SET close_at = close_at + ?1 WHERE close_at IS NOT NULL
         AND game_id IN (SELECT id FROM games WHERE status = 'active')",
        [gap],
    )
}

/// A member joins the side (again: nothing changes); true when they were not in it.
pub fn join(
    conn: &Connection,
    game: i64,
    side: u64,
    user: u64,
    now: i64,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "INSERT INTO team_members (game_id, side, user, joined_at, seq)
         VALUES (?1, ?2, ?3, ?4,
                 (SELECT coalesce(max(seq), 0) + 1 FROM team_members WHERE game_id = ?1 AND side = ?2))
         ON CONFLICT DO NOTHING",
        params![game, side as i64, user as i64, now],
    )?;
    Ok(n == 1)
}

/// A member leaves the side; true when they were in it.
pub fn leave(
    conn: &Connection,
    game: i64,
    side: u64,
    user: u64,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "DELETE FROM team_members WHERE game_id = ?1 AND side = ?2 AND user = ?3",
        params![game, side as i64, user as i64],
    )?;
    Ok(n == 1)
}

/// The members who joined the side, in the order they joined.
pub fn members(conn: &Connection, game: i64, side: u64) -> crate::store::sql::Result<Vec<u64>> {
    let mut st = conn.prepare_cached(
        "SELECT user FROM team_members WHERE game_id = ?1 AND side = ?2 ORDER BY seq",
    )?;
    let rows = st.query_map(params![game, side as i64], |r| {
        r.get::<_, i64>(0).map(|u| u as u64)
    })?;
    rows.collect()
}

/// The members known to play for the side: who joined it, then who voted for it.
pub fn known(conn: &Connection, game: i64, side: u64) -> crate::store::sql::Result<Vec<u64>> {
    let mut st = conn.prepare_cached(
        "SELECT user FROM (
             SELECT user, 0 AS k, seq AS o FROM team_members WHERE game_id = ?1 AND side = ?2
             UNION ALL
             SELECT voter, 1, min(rowid) FROM team_votes WHERE game_id = ?1 AND side = ?2
             GROUP BY voter) AS known
         GROUP BY user ORDER BY min(k), min(o)",
    )?;
    let rows = st.query_map(params![game, side as i64], |r| {
        r.get::<_, i64>(0).map(|u| u as u64)
    })?;
    rows.collect()
}

/// One member's vote (or suggestion) for a ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vote {
    pub voter: u64,
    pub text: String,
    pub voted_at: i64,
    /// When its move was first proposed for this ply.
    pub first_at: i64,
}

/// A member's vote for `ply`, set or changed: the move keeps the time it was first
/// proposed (by anyone), so a tie goes to the earliest proposal.
pub fn vote(
    conn: &Connection,
    game: i64,
    ply: u32,
    side: u64,
    voter: u64,
    text: &str,
    now: i64,
) -> crate::store::sql::Result<()> {
    let first: Option<i64> = conn
        .prepare_cached(
            "SELECT min(first_at) FROM team_votes WHERE game_id = ?1 AND ply = ?2 AND text = ?3",
        )?
        .query_row(params![game, ply, text], |r| r.get(0))?;
    exec(
        conn,
        "INSERT INTO team_votes (game_id, ply, side, voter, text, voted_at, first_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (game_id, ply, voter) DO UPDATE
         SET text = excluded.text, voted_at = excluded.voted_at, first_at = excluded.first_at",
        params![
            game,
            ply,
            side as i64,
            voter as i64,
            text,
            now,
            first.unwrap_or(now)
        ],
    )?;
    Ok(())
}

/// The votes for `ply`, in the order they were cast.
pub fn votes(conn: &Connection, game: i64, ply: u32) -> crate::store::sql::Result<Vec<Vote>> {
    let mut st = conn.prepare_cached(
        "SELECT voter, text, voted_at, first_at FROM team_votes
         WHERE game_id = ?1 AND ply = ?2 ORDER BY voted_at, rowid",
    )?;
    let rows = st.query_map(params![game, ply], |r| {
        Ok(Vote {
            voter: r.get::<_, i64>(0)? as u64,
            text: r.get(1)?,
            voted_at: r.get(2)?,
            first_at: r.get(3)?,
        })
    })?;
    rows.collect()
}

/// Every vote of a game by ply, for its record.
pub fn all_votes(conn: &Connection, game: i64) -> crate::store::sql::Result<Vec<(u32, Vote)>> {
    let mut st = conn.prepare_cached(
        "SELECT ply, voter, text, voted_at, first_at FROM team_votes
         WHERE game_id = ?1 ORDER BY ply, voted_at, rowid",
    )?;
    let rows = st.query_map([game], |r| {
        Ok((
            r.get(0)?,
            Vote {
                voter: r.get::<_, i64>(1)? as u64,
                text: r.get(2)?,
                voted_at: r.get(3)?,
                first_at: r.get(4)?,
            },
        ))
    })?;
    rows.collect()
}
