//! A bare square typed as a move (`/move e4`): the legal moves of the piece standing there,
//! said back privately, so a player can ask what a piece may do before committing.

use crate::rules::{Action, Square};
use crate::service::games::choices::choices;
use crate::service::games::loaded::Loaded;
use crate::service::words::piece_words::{piece as piece_phrase, Role};
use crate::service::{Answer, Refusal, Reply, User};
use crate::t;

/// The answer to `/move <square>` by `user` (a player of `g`), in their language.
pub fn piece_moves(g: &Loaded, user: &User, sq: Square) -> Answer {
    let (lang, pos) = (user.lang, &g.game.pos);
    let Some(piece) = pos.at(sq) else {
        let next = sq.offset(0, 1, pos.ranks).unwrap_or(sq);
        return Err(Refusal::SquareEmpty { square: sq, next });
    };
    if g.colour_of(user.id) != Some(piece.color) {
        return Err(Refusal::OpponentsPiece { piece, square: sq });
    }
    if g.to_move() != Some(user.id) {
        return Err(Refusal::NotYourTurnPiece { piece, square: sq });
    }
    // Each with what it takes and gives up, the most useful first.
    let moves: Vec<String> = choices(
        &g.game,
        lang,
        |a| matches!(a, Action::Move { from, .. } if *from == sq),
    )
    .into_iter()
    .map(|c| c.label)
    .collect();
    let text = t!(
        lang,
        "play-piece-moves",
        piece = piece_phrase(lang, Role::Subject, &piece, sq),
        count = moves.len(),
        moves = moves.join(", ")
    );
    Ok(Reply {
        game: Some(g.row.id),
        ..Reply::private(text)
    })
}
