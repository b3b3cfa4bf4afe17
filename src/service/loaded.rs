//! A stored game brought back to life: its rules and its position rebuilt from the move
//! log (which also restores the repetition history), checked against the stored position.

use super::rating::stored_name;
use super::{BoardImage, Refusal};
use crate::rules::explain::resolve;
use crate::rules::{Color, Game, Ruleset};
use crate::store::games::GameRow;
use crate::store::moves::{self, MoveRow};
use rusqlite::Connection;

pub struct Loaded {
    pub row: GameRow,
    pub game: Game,
    pub moves: Vec<MoveRow>,
}

pub fn rules_of(row: &GameRow) -> Result<Ruleset, Refusal> {
    Ruleset::from_names(&row.variant, &option_list(&row.options)).map_err(Refusal)
}

pub fn option_list(options: &str) -> Vec<String> {
    options.split_whitespace().map(String::from).collect()
}

pub fn load(conn: &Connection, row: GameRow) -> Result<Loaded, Refusal> {
    let rules = rules_of(&row)?;
    let mut game = Game::from_rfen(rules, &row.start_position).map_err(Refusal)?;
    let moves = moves::list(conn, row.id)?;
    for m in &moves {
        let action = resolve(&game, &m.text).map_err(|e| {
            Refusal(format!(
                "game #{} cannot be replayed at ply {}: {e}",
                row.id, m.ply
            ))
        })?;
        game.play(action);
    }
    if game.rfen() != row.position {
        return Err(Refusal(format!(
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

    /// The board as the player to move sees it, with the last move marked; each strip
    /// names its player with their rating ("alice 1623").
    pub fn image(&self, conn: &Connection) -> rusqlite::Result<BoardImage> {
        let name = |c| -> rusqlite::Result<Option<String>> {
            self.player(c)
                .map(|id| stored_name(conn, &self.row, id))
                .transpose()
        };
        let last = self.moves.last();
        let before = match self.moves.len() {
            0 => None,
            1 => Some(self.row.start_position.clone()),
            n => Some(self.moves[n - 2].position_after.clone()),
        };
        let captured = last
            .map(|m| capture_squares(&m.captures))
            .unwrap_or_default();
        Ok(BoardImage {
            variant: self.row.variant.clone(),
            options: option_list(&self.row.options),
            rfen: self.row.position.clone(),
            last_move: last.map(|m| m.text.clone()),
            before,
            captured,
            flip: self.game.pos.side == Color::Black,
            white: name(Color::White)?,
            black: name(Color::Black)?,
        })
    }
}

fn capture_squares(json: &str) -> Vec<String> {
    let list: Vec<serde_json::Value> = serde_json::from_str(json).unwrap_or_default();
    list.iter()
        .filter_map(|c| c["square"].as_str().map(String::from))
        .collect()
}
