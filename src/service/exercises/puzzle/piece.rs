//! `/move SQUARE` inside a puzzle: the moves of the solver's piece standing there, each with
//! what it takes and gives up, in a game's words (`play-piece-moves`), the puzzle left open.

use crate::rules::{Action, Game, Square};
use crate::service::games::choices::choices;
use crate::service::protocol::Cx;
use crate::service::words::piece_words::{piece as piece_phrase, Role};
use crate::service::{Answer, Refusal};
use crate::t;

use crate::service::exercises::shared::private;

/// The legal moves of the piece on `sq` in the puzzle's position `game`.
pub fn piece_moves(cx: &Cx, game: &Game, sq: Square) -> Answer {
    let (lang, pos) = (cx.user.lang, &game.pos);
    let Some(piece) = pos.at(sq) else {
        let next = sq.offset(0, 1, pos.ranks).unwrap_or(sq);
        return Err(Refusal::SquareEmpty { square: sq, next });
    };
    if piece.color != pos.side {
        return Err(Refusal::OpponentsPiece { piece, square: sq });
    }
    let moves: Vec<String> = choices(
        game,
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
    Ok(private(cx, text))
}
