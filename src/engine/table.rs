//! The transposition table: positions already searched, by a 64-bit key (the rules'
//! repetition fingerprint, with the counters that decide results mixed in), with their score,
//! the depth searched, the best action found and the position's *lineage*: the positions
//! played since the last capture or drop, the only ones that can come back. Repetition makes
//! a score depend on them (a line returning to one of them may be a draw after one history
//! and not after another), so a score is reused only under the same lineage; the move is
//! always worth trying first. One slot per key modulo the size; a deeper or newer search
//! replaces.

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
    /// The lineage the score was found under (see `lineage`).
    pub lineage: u64,
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
    /// the result of (the tests compare them).
    #[cfg(test)]
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
/// scores, tallies and ply count, which the fingerprint leaves out and the results depend on.
pub fn key(pos: &Position) -> u64 {
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
    h
}

/// The lineage of the current position of a game whose repetition keys are `history` (the
/// current one last) and which has gone `halfmove` plies without a capture or drop: those
/// positions as a multiset (a sum of mixed keys, so order does not count but how often
/// does), with their number. Two nodes of one search with the same position and lineage
/// have the same future: every repetition and the 100-ply draw come at the same plies.
pub fn lineage(history: &[u64], halfmove: u32) -> u64 {
    let window = (halfmove as usize + 1).min(history.len());
    let seen = history[history.len() - window..]
        .iter()
        .fold(0u64, |sum, &k| sum.wrapping_add(mix(k)));
    seen ^ mix(0x100 << 32 | halfmove as u64)
}

/// The lineage of a position one ply after a position of lineage `parent`, without a
/// capture or drop in between.
pub fn extend(parent: u64, pos: &Position) -> u64 {
    let halfmove = pos.counters.halfmove;
    let seen = parent ^ mix(0x100 << 32 | (halfmove - 1) as u64);
    seen.wrapping_add(mix(pos.repetition_key())) ^ mix(0x100 << 32 | halfmove as u64)
}

fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
