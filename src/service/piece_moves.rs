//! A bare square typed as a move (`/move e4`): the legal moves of the piece standing there,
//! said back privately, so a player can ask what a piece may do before committing.

use super::loaded::Loaded;
use super::{Answer, Refusal, Reply};
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Square};

/// The answer to `/move <square>` by `player` (their colour in the game) in `g`.
pub fn piece_moves(g: &Loaded, player: u64, sq: Square) -> Answer {
    let pos = &g.game.pos;
    let Some(piece) = pos.at(sq) else {
        return Err(Refusal(format!(
            "{sq} is empty: name a square that holds one of your pieces, or write a move like {sq}-{}",
            sq.offset(0, 1, pos.ranks).unwrap_or(sq)
        )));
    };
    let what = format!("the {} on {sq}", piece.describe());
    if g.colour_of(player) != Some(piece.color) {
        return Err(Refusal(format!(
            "{what} is your opponent's piece ({})",
            piece.color
        )));
    }
    if g.to_move() != Some(player) {
        return Err(Refusal(format!(
            "{what} is yours, but it is not your turn: ask again when it is"
        )));
    }
    let mut moves: Vec<String> = legal_actions(&g.game.rules, pos)
        .iter()
        .filter(|a| matches!(a, Action::Move { from, .. } if *from == sq))
        .map(|a| a.text(pos))
        .collect();
    moves.sort();
    let text = match moves.as_slice() {
        [] => format!("{what} has no legal move now."),
        [one] => format!("{what} has one legal move: {one}."),
        many => format!(
            "{what} has {} legal moves: {}.",
            many.len(),
            many.join(", ")
        ),
    };
    Ok(Reply {
        game: Some(g.row.id),
        ..Reply::private(text)
    })
}
