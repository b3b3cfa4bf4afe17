//! A stored game brought back to life: its rules and its position rebuilt from the move
//! log (which also restores the repetition history), checked against the stored position.

use crate::rules::explain::resolve;
use crate::rules::{Color, Game, Ruleset};
use crate::service::games::rating::stored_name;
use crate::service::{BoardImage, CaptureMark, Refusal};
use crate::store::games::{self, GameRow, Status};
use crate::store::moves::{self, MoveRow};
use rusqlite::Connection;

pub struct Loaded {
    pub row: GameRow,
    pub game: Game,
    pub moves: Vec<MoveRow>,
}

pub fn rules_of(row: &GameRow) -> Result<Ruleset, Refusal> {
    Ruleset::from_names(&row.variant, &option_list(&row.options))
        .map_err(|e| Refusal::Said(e.to_string()))
}

pub fn option_list(options: &str) -> Vec<String> {
    options.split_whitespace().map(String::from).collect()
}

pub fn load(conn: &Connection, row: GameRow) -> Result<Loaded, Refusal> {
    let rules = rules_of(&row)?;
    let mut game =
        Game::from_rfen(rules, &row.start_position).map_err(|e| Refusal::Said(e.to_string()))?;
    let moves = moves::list(conn, row.id)?;
    for m in &moves {
        let action = resolve(&game, &m.text).map_err(|e| {
            Refusal::Said(format!(
                "game #{} cannot be replayed at ply {}: {e}",
                row.id, m.ply
            ))
        })?;
        game.play(action);
    }
    if game.rfen() != row.position {
        return Err(Refusal::Said(format!(
            "game #{} is damaged: its log does not lead to its position",
            row.id
        )));
    }
    Ok(Loaded { row, game, moves })
}

impl Loaded {
    /// The player whose turn it is.
    pub fn to_move(&self) -> Option<u64> {
        self.player(self.game.pos.side)
    }

    pub fn player(&self, c: Color) -> Option<u64> {
        match c {
            Color::White => self.row.white,
            Color::Black => self.row.black,
        }
    }

    pub fn colour_of(&self, user: u64) -> Option<Color> {
        Color::BOTH
            .into_iter()
            .find(|&c| self.player(c) == Some(user))
    }

    /// The board as posts in the game's channel or thread show it, White at the bottom for
    /// the whole game, with the last ply's move and captures marked, the result once the game
    /// is over and the deadline of the player to move. The game's row is read again, so a
    /// result or a deadline written in this transaction shows.
    /// Each strip names its player with their rating ("alice 1623").
    pub fn image(&self, conn: &Connection) -> rusqlite::Result<BoardImage> {
        let name = |c| -> rusqlite::Result<Option<String>> {
            self.player(c)
                .map(|id| stored_name(conn, &self.row, id))
                .transpose()
        };
        let row = games::get(conn, self.row.id)?.unwrap_or_else(|| self.row.clone());
        let last = self.moves.last();
        let before = match self.moves.len() {
            0 => None,
            1 => Some(self.row.start_position.clone()),
            n => Some(self.moves[n - 2].position_after.clone()),
        };
        let captures = last.map(|m| capture_marks(&m.captures)).unwrap_or_default();
        let result = row.ended().map(|(r, why)| (r.to_string(), why.to_string()));
        Ok(BoardImage {
            variant: self.row.variant.clone(),
            options: option_list(&self.row.options),
            rfen: self.row.position.clone(),
            last_move: last.map(|m| m.text.clone()),
            before,
            captures,
            flip: false,
            white: name(Color::White)?,
            black: name(Color::Black)?,
            deadline: row
                .deadline
                .filter(|_| row.status == Status::Active && result.is_none()),
            result,
            now: None,
            lang: Default::default(),
        })
    }
}

/// The captures of a move as the log keeps them (`moves::captures_json`).
fn capture_marks(json: &str) -> Vec<CaptureMark> {
    let list: Vec<serde_json::Value> = serde_json::from_str(json).unwrap_or_default();
    let text = |v: &serde_json::Value| v.as_str().map(String::from);
    list.iter()
        .filter_map(|c| {
            Some(CaptureMark {
                square: text(&c["square"])?,
                by: text(&c["by"]),
                captors: c["captors"]
                    .as_array()
                    .map(|a| a.iter().filter_map(text).collect())
                    .unwrap_or_default(),
                rescued_pyramid: text(&c["rescue"]["pyramid"]),
            })
        })
        .collect()
}
