//! The legal actions of a position (the caller checks first that the game has not ended).

use super::bitboard::{squares, Bitboard};
use super::parts::{can_land, reach};
use super::{Action, Drops, Piece, Position, Ruleset, Square};

/// The squares the piece on `from` may move to: empty, or an enemy it may take by landing.
pub fn destinations(rules: &Ruleset, pos: &Position, from: Square, piece: Piece) -> Bitboard {
    let reached = reach(rules, pos, from, piece);
    let mut dests = reached & pos.empty_squares();
    for sq in squares(reached & pos.army(piece.color.other())) {
        if can_land(rules, piece, pos.at(sq).expect("army bit")) {
            dests |= sq.bit();
        }
    }
    dests
}

/// Empty squares a prisoner of the side to move may be entered on.
pub fn drop_squares(rules: &Ruleset, pos: &Position) -> Bitboard {
    match rules.drops {
        Drops::OpponentHalf => rules.half(pos.side.other()) & pos.empty_squares(),
        Drops::OwnHalf => rules.half(pos.side) & pos.empty_squares(),
        Drops::None => 0,
    }
}

/// Calls `f` with every legal action, movements in square order, then drops.
pub fn for_each_action(rules: &Ruleset, pos: &Position, mut f: impl FnMut(Action)) {
    for from in squares(pos.army(pos.side)) {
        let piece = pos.at(from).expect("army bit");
        for to in squares(destinations(rules, pos, from, piece)) {
            f(Action::Move { from, to });
        }
    }
    let prisoners = &pos.prisoners[pos.side.index()];
    if prisoners.is_empty() {
        return;
    }
    let targets = drop_squares(rules, pos);
    for piece in prisoners.distinct() {
        for to in squares(targets) {
            f(Action::Drop { piece, to });
        }
    }
}

pub fn legal_actions(rules: &Ruleset, pos: &Position) -> Vec<Action> {
    let mut out = Vec::with_capacity(64);
    for_each_action(rules, pos, |a| out.push(a));
    out
}

/// How many legal actions there are, without listing them.
pub fn count_actions(rules: &Ruleset, pos: &Position) -> u64 {
    let mut n = 0u64;
    for from in squares(pos.army(pos.side)) {
        let piece = pos.at(from).expect("army bit");
        n += destinations(rules, pos, from, piece).count_ones() as u64;
    }
    let prisoners = &pos.prisoners[pos.side.index()];
    if !prisoners.is_empty() {
        let kinds = prisoners.distinct().count() as u64;
        n += kinds * drop_squares(rules, pos).count_ones() as u64;
    }
    n
}

pub fn has_action(rules: &Ruleset, pos: &Position) -> bool {
    if !pos.prisoners[pos.side.index()].is_empty() && drop_squares(rules, pos) != 0 {
        return true;
    }
    squares(pos.army(pos.side)).any(|from| {
        let piece = pos.at(from).expect("army bit");
        destinations(rules, pos, from, piece) != 0
    })
}
