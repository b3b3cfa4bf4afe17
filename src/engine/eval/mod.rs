//! The static evaluation: how good a position is for the side to move, in hundredths of a
//! piece, as each variant is won. Material counts in every variant, but each one also scores
//! its own road to victory: `neo` the pyramids and then the triumph, `classic` the harmony,
//! `simple` the points (or rows), `heligon` the proper or common victory its `victory=` names.

mod classic;
pub mod completion;
mod heligon;
mod neo;
pub mod progress;
mod simple;

use crate::rules::bitboard::squares;
use crate::rules::{Color, Position, Ruleset, VariantId};
use progress::{progress, Pattern};

/// A won position, less the plies to reach it: sooner wins score higher.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search.
pub const WON: i32 = WIN - 10_000;

/// The position's worth for the side to move.
pub fn evaluate(rules: &Ruleset, pos: &Position) -> i32 {
    let white = match rules.id {
        VariantId::Neo => neo::white_view(rules, pos),
        VariantId::Classic => classic::white_view(rules, pos),
        VariantId::Simple => simple::white_view(rules, pos),
        VariantId::Heligon => heligon::white_view(rules, pos),
    };
    match pos.side {
        Color::White => white,
        Color::Black => -white,
    }
}

/// +1 for White, -1 for Black: every term is computed per side and added with this sign.
fn sign(c: Color) -> i32 {
    match c {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// Weights of the progress toward an arrangement: a near gap, a ready gap for the side to
/// move (it wins next move unless the search finds better) and for the side waiting (a
/// threat the mover must parry).
struct Weights {
    near: i32,
    ready_to_move: i32,
    ready_waiting: i32,
}

/// Both sides' progress toward `pattern`, White's view.
fn arrangement_race(rules: &Ruleset, pos: &Position, pattern: Pattern, w: &Weights) -> i32 {
    Color::BOTH
        .into_iter()
        .map(|c| {
            let p = progress(rules, pos, c, pattern);
            let ready = if c == pos.side {
                w.ready_to_move
            } else {
                w.ready_waiting
            };
            sign(c) * (p.near as i32 * w.near + p.ready.min(2) as i32 * ready)
        })
        .sum()
}

/// Own pieces standing in the opponent's half, each worth `per_piece`, White's view.
fn invasion(rules: &Ruleset, pos: &Position, per_piece: i32) -> i32 {
    Color::BOTH
        .into_iter()
        .map(|c| sign(c) * per_piece * (pos.army(c) & rules.half(c.other())).count_ones() as i32)
        .sum()
}

/// How far each side's pieces have come toward the opponent's half, in ranks (a pull
/// forward while no arrangement is in sight), White's view.
fn advance(pos: &Position, per_rank: i32) -> i32 {
    let last = pos.ranks as i32 - 1;
    Color::BOTH
        .into_iter()
        .map(|c| {
            let ranks: i32 = squares(pos.army(c))
                .map(|s| match c {
                    Color::White => s.rank() as i32,
                    Color::Black => last - s.rank() as i32,
                })
                .sum();
            sign(c) * per_rank * ranks
        })
        .sum()
}

/// Pieces on the board (a pyramid counted by the caller) and prisoners held, White's view.
fn material(pos: &Position, piece: i32, prisoner: i32) -> i32 {
    Color::BOTH
        .into_iter()
        .map(|c| {
            let on_board = squares(pos.army(c))
                .filter(|&s| !pos.at(s).expect("army bit").is_pyramid())
                .count() as i32;
            let held = pos.prisoners[c.index()].len() as i32;
            sign(c) * (on_board * piece + held * prisoner)
        })
        .sum()
}
