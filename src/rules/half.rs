//! A side's half of the board as a player reads it: the whole ranks it holds and, where the
//! middle rank is split (neo), the run of squares it holds there ("ranks 1-4 and e5-h5").

use super::bitboard::{squares, Bitboard};
use super::{Color, Ruleset, Square};
use std::fmt;

/// The squares of one side's half, as whole ranks (first and last, counted from 1) and the
/// run of a split rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Half {
    pub color: Color,
    pub ranks: (u8, u8),
    pub split: Option<(Square, Square)>,
}

impl Half {
    pub fn of(rules: &Ruleset, color: Color) -> Half {
        let half = rules.half(color);
        let whole = |rank: u8| (0..8).all(|file| half & Square::new(file, rank).bit() != 0);
        let full: Vec<u8> = (0..rules.ranks).filter(|&r| whole(r)).collect();
        let rest: Vec<Square> = squares(half & !ranks_mask(&full)).collect();
        Half {
            color,
            ranks: (
                full.first().map_or(0, |r| r + 1),
                full.last().map_or(0, |r| r + 1),
            ),
            split: rest.first().zip(rest.last()).map(|(a, b)| (*a, *b)),
        }
    }
}

fn ranks_mask(ranks: &[u8]) -> Bitboard {
    ranks
        .iter()
        .flat_map(|&r| (0..8).map(move |f| Square::new(f, r).bit()))
        .fold(0, |m, b| m | b)
}

impl fmt::Display for Half {
    /// "ranks 6-9 and a5-d5", or "ranks 1-8".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ranks {}-{}", self.ranks.0, self.ranks.1)?;
        match self.split {
            Some((a, b)) => write!(f, " and {a}-{b}"),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neo_splits_the_fifth_rank_and_the_long_boards_do_not() {
        let neo = Ruleset::from_names("neo", &[]).unwrap();
        assert_eq!(
            Half::of(&neo, Color::White).to_string(),
            "ranks 1-4 and e5-h5"
        );
        assert_eq!(
            Half::of(&neo, Color::Black).to_string(),
            "ranks 6-9 and a5-d5"
        );
        let heligon = Ruleset::from_names("heligon", &[]).unwrap();
        assert_eq!(Half::of(&heligon, Color::White).to_string(), "ranks 1-8");
        assert_eq!(Half::of(&heligon, Color::Black).to_string(), "ranks 9-16");
    }
}
