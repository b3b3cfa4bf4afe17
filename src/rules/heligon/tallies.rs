//! `heligon`'s tallies, what the common victories count (RULES.md 2.2, seed 001): for each
//! side, the pieces it has captured (body), their values added up (goods) and the decimal
//! digits of those values added up (lawsuit). A pyramid component or a whole pyramid counts
//! as one piece, worth the component's value or the pyramid's current sum. They travel in
//! RFEN as `wbody`, `bbody`, `wgoods`, `bgoods`, `wlawsuit`, `blawsuit`, and are kept
//! whatever the game is played for.

use super::aim::Aim;
use crate::rules::{Color, Position};

/// Where `wbody`, `wgoods`, `wlawsuit` sit in `position::TALLY_KEYS` (Black's follow each;
/// a test checks).
const BODY: usize = 4;
const GOODS: usize = 6;
const LAWSUIT: usize = 8;

fn at(kind: usize, side: Color) -> usize {
    kind + side.index()
}

pub fn body(pos: &Position, side: Color) -> u32 {
    pos.counters.tallies[at(BODY, side)]
}

pub fn goods(pos: &Position, side: Color) -> u32 {
    pos.counters.tallies[at(GOODS, side)]
}

pub fn lawsuit(pos: &Position, side: Color) -> u32 {
    pos.counters.tallies[at(LAWSUIT, side)]
}

/// The decimal digits of a value: 9 has 1, 361 has 3.
pub fn digits(value: u16) -> u32 {
    value.to_string().len() as u32
}

/// Credits one piece of `value` taken by `captor`.
pub fn credit(pos: &mut Position, captor: Color, value: u16) {
    let t = &mut pos.counters.tallies;
    t[at(BODY, captor)] += 1;
    t[at(GOODS, captor)] += value as u32;
    t[at(LAWSUIT, captor)] += digits(value);
}

/// Whether `side` has reached every threshold the aim names (true when it names none).
pub fn reached(aim: &Aim, pos: &Position, side: Color) -> bool {
    aim.body.is_none_or(|n| body(pos, side) >= n)
        && aim.goods.is_none_or(|n| goods(pos, side) >= n)
        && aim.lawsuit.is_none_or(|n| lawsuit(pos, side) >= n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::position::TALLY_KEYS;

    #[test]
    fn the_tally_indices_name_the_right_rfen_keys() {
        assert_eq!(TALLY_KEYS[at(BODY, Color::White)], "wbody");
        assert_eq!(TALLY_KEYS[at(BODY, Color::Black)], "bbody");
        assert_eq!(TALLY_KEYS[at(GOODS, Color::White)], "wgoods");
        assert_eq!(TALLY_KEYS[at(GOODS, Color::Black)], "bgoods");
        assert_eq!(TALLY_KEYS[at(LAWSUIT, Color::White)], "wlawsuit");
        assert_eq!(TALLY_KEYS[at(LAWSUIT, Color::Black)], "blawsuit");
    }

    #[test]
    fn digits_count_the_written_number() {
        assert_eq!(
            [digits(9), digits(16), digits(190), digits(361)],
            [1, 2, 3, 3]
        );
    }
}
