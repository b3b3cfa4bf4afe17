//! The transposition table: positions already searched, by a 64-bit key (the rules'
//! repetition fingerprint, with the counters that decide results mixed in, and what the
//! game's history adds: how often the position was seen before, and the plies toward the
//! 100-ply draw once it is within reach), with their score, the depth searched and the best
//! action found. One slot per key modulo the size; a deeper or newer search replaces.
//! Scores that hang on positions played before a node (a threefold repetition reaching back
//! past it) are not stored at all: the search keeps only the move (see `search`).

use crate::rules::{Action, Position};

/// What a stored score means: exact, at least (a cut-off), or at most (nothing beat alpha).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    pub depth: i8,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<Action>,
}

pub struct Table {
    slots: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of 2^bits slots.
    pub fn new(bits: u32) -> Table {
        let n = 1usize << bits;
        Table {
            slots: vec![None; n],
            mask: n - 1,
        }
    }

    /// A table that keeps nothing: the plain search, which a table must never change
    /// the result of.
    pub fn none() -> Table {
        Table {
            slots: Vec::new(),
            mask: 0,
        }
    }

    pub fn get(&self, key: u64) -> Option<Entry> {
        let slot = self.slots.get(key as usize & self.mask)?;
        slot.filter(|e| e.key == key)
    }

    pub fn put(&mut self, entry: Entry) {
        let Some(slot) = self.slots.get_mut(entry.key as usize & self.mask) else {
            return;
        };
        let keep = slot.is_some_and(|old| old.key == entry.key && old.depth > entry.depth);
        if !keep {
            *slot = Some(entry);
        }
    }
}

/// The key of a position: the repetition fingerprint (board, side, prisoners) with the
/// scores, tallies and ply count, which the fingerprint leaves out and the results depend on;
/// `seen_before`, how many times the game already stood here (twice more and a return is a
/// draw); and the plies since the last capture or drop when the search, `horizon` plies
/// deep at most from here, could reach the 100-ply draw.
pub fn key(pos: &Position, seen_before: usize, horizon: u32) -> u64 {
    let mut h = pos.repetition_key();
    let c = &pos.counters;
    for (i, &t) in c.tallies.iter().enumerate() {
        if t != 0 {
            h ^= mix((i as u64 + 1) << 32 | t as u64);
        }
    }
    if c.ply != 0 {
        h ^= mix(0xABCD << 32 | c.ply as u64);
    }
    if seen_before != 0 {
        h ^= mix(0x5EE4 << 32 | seen_before as u64);
    }
    if c.halfmove + horizon >= HUNDRED_PLIES {
        h ^= mix(0x100 << 32 | c.halfmove as u64);
    }
    h
}

/// The plies without a capture or drop that end a game in a draw (RULES.md section 4).
const HUNDRED_PLIES: u32 = 100;

fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
