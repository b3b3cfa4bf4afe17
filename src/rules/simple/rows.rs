//! `simple`'s `rows` option (seed 002, "Reihen"): three of a side's pieces in the
//! opponent's half on one rank or file, with only empty squares (any number) between them,
//! the middle value in the middle, forming an arithmetic (3 5 7), geometric (2 4 8) or
//! musical (3 4 6) proportion.

use crate::rules::proportion::of_unordered;
use crate::rules::{Color, Position, Ruleset, Square};

/// The squares of a winning row of `side`, if there is one.
pub fn row_of_three(rules: &Ruleset, pos: &Position, side: Color) -> Option<[Square; 3]> {
    let zone = rules.half(side.other());
    let in_zone = |s: &Square| zone & s.bit() != 0;
    let ranks = (0..pos.ranks).map(|r| (0..8).map(move |f| Square::new(f, r)).collect());
    let files = (0..8).map(|f| (0..pos.ranks).map(|r| Square::new(f, r)).collect());
    ranks
        .chain(files)
        .find_map(|line: Vec<Square>| row_in_line(pos, side, line.into_iter().filter(in_zone)))
}

/// Three consecutive pieces of a line (empty squares between them are skipped) that are
/// all `side`'s and rise or fall in a proportion.
fn row_in_line(
    pos: &Position,
    side: Color,
    line: impl Iterator<Item = Square>,
) -> Option<[Square; 3]> {
    let pieces: Vec<(Square, u64)> = line
        .filter_map(|s| pos.at(s).map(|p| (s, p)))
        .map(|(s, p)| (s, if p.color == side { p.value as u64 } else { 0 }))
        .collect();
    pieces.windows(3).find_map(|w| {
        let [a, b, c] = [w[0].1, w[1].1, w[2].1];
        let own = a > 0 && b > 0 && c > 0;
        let middle_in_middle = (a < b && b < c) || (a > b && b > c);
        (own && middle_in_middle && of_unordered(a, b, c).next().is_some())
            .then(|| [w[0].0, w[1].0, w[2].0])
    })
}
