//! `/move SQUARE` inside a puzzle: the moves of the solver's piece standing there, each with
//! what it takes and gives up, in a game's words (`play-piece-moves`), the puzzle left open.

use crate::rules::{Game, Square};
use crate::service::exercises::shared::private;
use crate::service::games::piece_moves::{listed, standing};
use crate::service::protocol::Cx;
use crate::service::{Answer, Refusal};

/// The legal moves of the piece on `sq` in the puzzle's position `game`.
pub fn piece_moves(cx: &Cx, game: &Game, sq: Square) -> Answer {
    let piece = standing(&game.pos, sq)?;
    if piece.color != game.pos.side {
        return Err(Refusal::OpponentsPiece { piece, square: sq });
    }
    Ok(private(cx, listed(game, cx.user.lang, &piece, sq)))
}
