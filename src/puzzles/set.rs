//! The shipped puzzles, mined by the project's own engine (`rithmo puzzles --mine`) and
//! embedded from `assets/puzzles/<variant>.jsonl`, read once on first use.

use super::puzzle::Puzzle;
use crate::rules::VariantId;
use std::sync::OnceLock;

/// The shipped set of a variant.
pub fn set(v: VariantId) -> &'static [Puzzle] {
    static SETS: [OnceLock<Vec<Puzzle>>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let (slot, text) = match v {
        VariantId::Neo => (0, include_str!("../../assets/puzzles/neo.jsonl")),
        VariantId::Classic => (1, include_str!("../../assets/puzzles/classic.jsonl")),
        VariantId::Heligon => (2, include_str!("../../assets/puzzles/heligon.jsonl")),
        VariantId::Simple => (3, include_str!("../../assets/puzzles/simple.jsonl")),
    };
    SETS[slot].get_or_init(|| {
        // The files are tested (tests/puzzles.rs): a broken one is a build fault.
        Puzzle::parse_lines(text).unwrap_or_else(|e| panic!("assets/puzzles/{v}.jsonl: {e}"))
    })
}
