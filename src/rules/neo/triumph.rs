//! `neo`'s victory (seeds 003 and 004, RULES.md 2.4): take the enemy pyramid while keeping
//! one's own, then line up three own pieces in progression on consecutive squares in the
//! opponent's half (a triumph); both pyramids gone is a draw.

use crate::rules::bitboard::squares;
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::proof::{Member, Proof};
use crate::rules::proportion::of_unordered;
use crate::rules::{Color, Position, Ruleset, Square};

/// The result of `pos` under the triumph rules, `mover` having made the last ply.
pub fn outcome(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
    let own = pos.pyramid_of(mover).is_some();
    let enemy = pos.pyramid_of(mover.other()).is_some();
    match (own, enemy) {
        (false, false) => Some(Outcome::draw(Reason::BothPyramidsTaken)),
        (true, false) if triumph(rules, pos, mover).is_some() => {
            Some(Outcome::win(mover, Reason::Triumph))
        }
        _ => None,
    }
}

/// What made the triumph that won, if `reason` is one: its three pieces and their values.
pub fn proof(rules: &Ruleset, pos: &Position, mover: Color, reason: Reason) -> Option<Proof> {
    if reason != Reason::Triumph {
        return None;
    }
    let members = triumph(rules, pos, mover)?
        .into_iter()
        .map(|s| Member::at(pos, s, pos.at(s).expect("own piece").value as u32))
        .collect();
    Some(Proof::arrangement(mover, reason, members))
}

/// Three of `side`'s pieces on consecutive squares of a rank, file or diagonal inside the
/// opponent's half whose values form a progression in any order; returns the squares.
pub fn triumph(rules: &Ruleset, pos: &Position, side: Color) -> Option<[Square; 3]> {
    let zone = rules.half(side.other());
    let mine = pos.army(side) & zone;
    for start in squares(mine) {
        for (df, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let line = line_of_three(start, df, dr, pos.ranks);
            let Some(line) = line.filter(|l| l.iter().all(|s| mine & s.bit() != 0)) else {
                continue;
            };
            let v = line.map(|s| pos.at(s).expect("own piece").value as u64);
            if v[0] != v[1]
                && v[1] != v[2]
                && v[0] != v[2]
                && of_unordered(v[0], v[1], v[2]).next().is_some()
            {
                return Some(line);
            }
        }
    }
    None
}

fn line_of_three(start: Square, df: i8, dr: i8, ranks: u8) -> Option<[Square; 3]> {
    let second = start.offset(df, dr, ranks)?;
    let third = second.offset(df, dr, ranks)?;
    Some([start, second, third])
}
