//! Each player's own puzzles (`/puzzle mine`): the mistakes of their reviewed games that
//! hold a puzzle, with the move they played, when each is due again (FSRS, `puzzles::
//! repetition`) and how often they solved or missed it. A player's puzzles are theirs only:
//! every query names the player.

use super::{exec, one};
use crate::puzzles::Puzzle;
use crate::store::sql::{params, Connection, OptionalExtension};

/// One of a player's puzzles.
#[derive(Clone, Debug, PartialEq)]
pub struct Personal {
    pub puzzle: Puzzle,
    pub game: i64,
    pub ply: u32,
    /// The move the player made there, canonical.
    pub played: String,
    pub due: i64,
    pub card: String,
}

/// Keeps a mistake as the player's puzzle, due at once; one already kept (the same
/// position) stays as it is, with its schedule. True when it is new.
pub fn add(
    conn: &Connection,
    player: u64,
    p: &Personal,
    now: i64,
) -> crate::store::sql::Result<bool> {
    let json = serde_json::to_string(&p.puzzle).expect("plain data serialises");
    let added = exec(
        conn,
        "INSERT INTO personal_puzzles
             (player_id, puzzle_id, game_id, ply, played, puzzle, due, card, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (player_id, puzzle_id) DO NOTHING",
        params![
            player as i64,
            p.puzzle.id,
            p.game,
            p.ply,
            p.played,
            json,
            p.due,
            p.card,
            now
        ],
    )?;
    Ok(added == 1)
}

const COLUMNS: &str = "puzzle, game_id, ply, played, due, card";

fn read(r: &crate::store::sql::Row) -> crate::store::sql::Result<Personal> {
    let json: String = r.get(0)?;
    let puzzle = serde_json::from_str(&json).map_err(|e| {
        crate::store::sql::Error::Conversion(format!("personal_puzzles.puzzle: {e}"))
    })?;
    Ok(Personal {
        puzzle,
        game: r.get(1)?,
        ply: r.get(2)?,
        played: r.get(3)?,
        due: r.get(4)?,
        card: r.get(5)?,
    })
}

/// The player's puzzle with this id.
pub fn get(
    conn: &Connection,
    player: u64,
    id: &str,
) -> crate::store::sql::Result<Option<Personal>> {
    one(
        conn,
        &format!("SELECT {COLUMNS} FROM personal_puzzles WHERE player_id = ?1 AND puzzle_id = ?2"),
        params![player as i64, id],
        read,
    )
    .optional()
}

/// The player's puzzle due longest ago (at `now` or before), if one is due.
pub fn next_due(
    conn: &Connection,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<Option<Personal>> {
    one(
        conn,
        &format!(
            "SELECT {COLUMNS} FROM personal_puzzles WHERE player_id = ?1 AND due <= ?2
             ORDER BY due, created_at, puzzle_id LIMIT 1"
        ),
        params![player as i64, now],
        read,
    )
    .optional()
}

/// A player's puzzles counted: how many, how many are due at `now`, how many they solved
/// the last time, and when the next not yet due comes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub all: u32,
    pub due: u32,
    pub solved: u32,
    pub next: Option<i64>,
}

pub fn counts(conn: &Connection, player: u64, now: i64) -> crate::store::sql::Result<Counts> {
    one(
        conn,
        "SELECT count(*), count(*) FILTER (WHERE due <= ?2), count(*) FILTER (WHERE solved > 0),
                min(due) FILTER (WHERE due > ?2)
         FROM personal_puzzles WHERE player_id = ?1",
        params![player as i64, now],
        |r| {
            Ok(Counts {
                all: r.get(0)?,
                due: r.get(1)?,
                solved: r.get(2)?,
                next: r.get(3)?,
            })
        },
    )
}

/// How many of the player's puzzles come from game `game`.
pub fn from_game(conn: &Connection, player: u64, game: i64) -> crate::store::sql::Result<u32> {
    one(
        conn,
        "SELECT count(*) FROM personal_puzzles WHERE player_id = ?1 AND game_id = ?2",
        params![player as i64, game],
        |r| r.get(0),
    )
}

/// An answer kept: the new card and due time, and one more solve or miss.
pub fn answered(
    conn: &Connection,
    player: u64,
    id: &str,
    solved: bool,
    card: &str,
    due: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE personal_puzzles SET card = ?3, due = ?4,
             solved = solved + ?5, missed = missed + (1 - ?5)
         WHERE player_id = ?1 AND puzzle_id = ?2",
        params![player as i64, id, card, due, solved as i64],
    )?;
    Ok(())
}
