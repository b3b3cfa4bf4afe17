//! A puzzle as data: a position, its solution line and what the line achieves, one JSON
//! object per line in the shipped files.

use serde::{Deserialize, Serialize};

/// One puzzle. The solver is the side to move in `position`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// Stable: the variant and a hash of the position, e.g. `neo-3fa2c1d09b7e4a11`.
    pub id: String,
    pub variant: String,
    /// The variant's options as `key=value`, as the command line takes them.
    pub options: Vec<String>,
    /// RFEN, the solver to move.
    pub position: String,
    /// Canonical move texts: solver, reply, solver, ..., ending with a solver move; at
    /// most three of the solver's.
    pub solution: Vec<String>,
    /// What the line achieves (see `Theme`).
    pub theme: String,
    /// A first estimate of the difficulty, on the players' rating scale.
    pub rating: u32,
}

/// What a puzzle's line achieves, as `check` proves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// The line wins the game for the solver.
    Win,
    /// The enemy pyramid, standing at the start, is off the board at the end.
    Pyramid,
    /// The solver has won at least the variant's clear gain of material (`material`).
    Material,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Win, Theme::Pyramid, Theme::Material];

    pub fn name(self) -> &'static str {
        match self {
            Theme::Win => "win",
            Theme::Pyramid => "pyramid",
            Theme::Material => "material",
        }
    }

    pub fn parse(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl Puzzle {
    /// The id for a position of a variant: a hash of the position text, so that mining
    /// again finds the same id for the same position.
    pub fn id_for(variant: &str, position: &str) -> String {
        format!("{variant}-{:016x}", fnv1a(position.as_bytes()))
    }

    /// The puzzle as one line of JSON (no newline).
    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).expect("plain data serialises")
    }

    /// Every puzzle of a JSON-lines text; blank lines are skipped.
    pub fn parse_lines(text: &str) -> Result<Vec<Puzzle>, String> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(i, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", i + 1)))
            .collect()
    }

    /// Solver moves in the solution.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }
}

/// 64-bit FNV-1a: small, stable across Rust versions and machines (the standard hasher is
/// not promised to be).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}
