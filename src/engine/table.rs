//! The transposition table: positions already searched, by a 64-bit key (the rules'
//! repetition fingerprint, with the counters that decide results mixed in), with their score,
//! the depth searched and the best action found. One slot per key modulo the size; a deeper
//! or newer search replaces.

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

    pub fn get(&self, key: u64) -> Option<Entry> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    pub fn put(&mut self, entry: Entry) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
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

fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
