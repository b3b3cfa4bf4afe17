//! A tournament's pairings, round by round: White and Black by start number (no Black: the
//! bye), the game played for the pairing, and its result for the tournament. A game of a
//! tournament is found here by its id (the game's own row knows nothing of tournaments).

use crate::store::sql::{params, Connection, OptionalExtension, Row};
use crate::store::{exec, one};

/// A pairing's result as the tournament counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scored {
    White,
    Black,
    Draw,
    WhiteByForfeit,
    BlackByForfeit,
    DoubleForfeit,
    Bye,
}

impl Scored {
    pub fn as_str(self) -> &'static str {
        match self {
            Scored::White => "white",
            Scored::Black => "black",
            Scored::Draw => "draw",
            Scored::WhiteByForfeit => "white-forfeit",
            Scored::BlackByForfeit => "black-forfeit",
            Scored::DoubleForfeit => "double-forfeit",
            Scored::Bye => "bye",
        }
    }

    fn parse(word: &str) -> Option<Scored> {
        [
            Scored::White,
            Scored::Black,
            Scored::Draw,
            Scored::WhiteByForfeit,
            Scored::BlackByForfeit,
            Scored::DoubleForfeit,
            Scored::Bye,
        ]
        .into_iter()
        .find(|s| s.as_str() == word)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingRow {
    pub tournament: i64,
    pub round: u32,
    pub white: u32,
    /// None: `white` has the bye.
    pub black: Option<u32>,
    pub game: Option<i64>,
    pub result: Option<Scored>,
    pub lost_on_time: Option<u32>,
}

const COLUMNS: &str = "tournament_id, round, white, black, game_id, result, lost_on_time";

fn from_row(r: &Row) -> crate::store::sql::Result<PairingRow> {
    Ok(PairingRow {
        tournament: r.get(0)?,
        round: r.get(1)?,
        white: r.get(2)?,
        black: r.get(3)?,
        game: r.get(4)?,
        result: r
            .get::<_, Option<String>>(5)?
            .as_deref()
            .and_then(Scored::parse),
        lost_on_time: r.get(6)?,
    })
}

/// A new pairing (a bye is scored at once).
pub fn insert(conn: &Connection, p: &PairingRow) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO pairings (tournament_id, round, white, black, game_id, result)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            p.tournament,
            p.round,
            p.white,
            p.black,
            p.game,
            p.result.map(Scored::as_str)
        ],
    )?;
    Ok(())
}

/// Every pairing of a tournament, round by round.
pub fn list(conn: &Connection, tournament: i64) -> crate::store::sql::Result<Vec<PairingRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM pairings WHERE tournament_id = ?1 ORDER BY round, white"
    ))?;
    let rows = stmt.query_map([tournament], from_row)?;
    rows.collect()
}

/// The pairing a game was played for, if it was a tournament's.
pub fn of_game(conn: &Connection, game: i64) -> crate::store::sql::Result<Option<PairingRow>> {
    one(
        conn,
        &format!("SELECT {COLUMNS} FROM pairings WHERE game_id = ?1"),
        [game],
        from_row,
    )
    .optional()
}

/// Scores a pairing not yet scored; false if it already was.
pub fn score(
    conn: &Connection,
    p: &PairingRow,
    result: Scored,
    lost_on_time: Option<u32>,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "UPDATE pairings SET result = ?4, lost_on_time = ?5
         WHERE tournament_id = ?1 AND round = ?2 AND white = ?3 AND result IS NULL",
        params![
            p.tournament,
            p.round,
            p.white,
            result.as_str(),
            lost_on_time
        ],
    )?;
    Ok(n == 1)
}

/// How many games a player has lost on time in a tournament.
pub fn time_losses(
    conn: &Connection,
    tournament: i64,
    number: u32,
) -> crate::store::sql::Result<u32> {
    one(
        conn,
        "SELECT count(*) FROM pairings WHERE tournament_id = ?1 AND lost_on_time = ?2",
        params![tournament, number],
        |r| r.get(0),
    )
}

/// Whether a running tournament has a step due, read without a write lock: a result not
/// yet announced (its `kind` duty not claimed), or every pairing scored (the next round or
/// the end).
pub fn step_due(conn: &Connection, tournament: i64, kind: &str) -> crate::store::sql::Result<bool> {
    one(
        conn,
        "SELECT EXISTS (SELECT 1 FROM pairings p
                WHERE p.tournament_id = ?1 AND p.game_id IS NOT NULL AND p.result IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM duties d WHERE d.kind = ?2
                    AND d.subject = p.game_id AND d.occasion = p.tournament_id))
            OR NOT EXISTS (SELECT 1 FROM pairings WHERE tournament_id = ?1 AND result IS NULL)",
        params![tournament, kind],
        |r| r.get(0),
    )
}
