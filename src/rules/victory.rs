//! The variant's own wins and draws, checked for the side that has just moved.

use super::bitboard::squares;
use super::outcome::{Outcome, Reason};
use super::proportion::of_unordered;
use super::{Color, Position, Ruleset, Square, Victory};

/// The variant's own result of `pos`, where `mover` made the last ply.
pub fn variant_outcome(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
    match rules.victory {
        Victory::Triumph => pyramids_then_triumph(rules, pos, mover),
        Victory::Points => super::points::points_outcome(rules, pos, mover),
        Victory::Harmony => {
            super::harmony::harmony(rules, pos, mover).map(|_| Outcome::win(mover, Reason::Harmony))
        }
        Victory::Heligon => super::heligon_victory::outcome(rules, pos, mover),
    }
}

/// The squares of the arrangement that has won the game in `pos` (a harmony, a triumph, a
/// row, a proper victory), for the side that moved last; empty for any other result.
pub fn winning_squares(rules: &Ruleset, pos: &Position) -> Vec<Square> {
    let mover = pos.side.other();
    let Some(outcome) = variant_outcome(rules, pos, mover) else {
        return Vec::new();
    };
    if outcome.winner != Some(mover) {
        return Vec::new();
    }
    let found = match outcome.reason {
        Reason::Harmony => super::harmony::harmony(rules, pos, mover).map(Vec::from),
        Reason::Triumph => triumph(rules, pos, mover).map(Vec::from),
        Reason::Rows => super::rows::row_of_three(rules, pos, mover).map(Vec::from),
        Reason::SmallVictory | Reason::GreatVictory | Reason::ExcellentVictory => {
            super::heligon_victory::proper_with_members(rules, pos, mover).map(|(_, m)| m)
        }
        _ => None,
    };
    found.unwrap_or_default()
}

fn pyramids_then_triumph(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
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
