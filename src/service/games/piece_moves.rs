//! A bare square typed as a move (`/move e4`), or a piece by its token (`/move t9`, `/move
//! c7` meaning "my circle 7"): the legal moves of that piece, said back privately, so a
//! player can ask what a piece may do before committing.

use crate::i18n::Lang;
use crate::rules::notation::{bare_piece, bare_square};
use crate::rules::{Action, Color, Game, Piece, Position, Square};
use crate::service::games::choices::choices;
use crate::service::games::loaded::Loaded;
use crate::service::words::piece_words::{piece as piece_phrase, Role};
use crate::service::{Answer, Refusal, Reply, User};
use crate::t;

/// The answer to `/move <square>` by `user` (a player of `g`), in their language.
pub fn piece_moves(g: &Loaded, user: &User, sq: Square) -> Answer {
    let piece = standing(&g.game.pos, sq)?;
    if g.side_of(user) != Some(piece.color) {
        return Err(Refusal::OpponentsPiece { piece, square: sq });
    }
    if !g.moves_now(user) {
        return Err(Refusal::NotYourTurnPiece { piece, square: sq });
    }
    Ok(Reply {
        game: Some(g.row.id),
        ..Reply::private(listed(&g.game, user.lang, &piece, sq))
    })
}

/// The piece on `sq`, or why there is none to ask about.
pub fn standing(pos: &Position, sq: Square) -> Result<Piece, Refusal> {
    pos.at(sq).ok_or_else(|| Refusal::SquareEmpty {
        square: sq,
        next: sq.offset(0, 1, pos.ranks).unwrap_or(sq),
    })
}

/// "The circle 5 (c·5) on f4 has 3 legal moves: ...": `piece` on `sq` with each of its moves
/// in `game`, what it takes and gives up, the most useful first.
pub fn listed(game: &Game, lang: Lang, piece: &Piece, sq: Square) -> String {
    let moves: Vec<String> = choices(
        game,
        lang,
        |a| matches!(a, Action::Move { from, .. } if *from == sq),
    )
    .into_iter()
    .map(|c| c.label)
    .collect();
    t!(
        lang,
        "play-piece-moves",
        piece = piece_phrase(lang, Role::Subject, piece, sq),
        count = moves.len(),
        moves = moves.join(", ")
    )
}

/// The square whose piece a player of `mine` means by `typed`, when it is no move: a square
/// (`e4`), or a piece by its token (`t9`, `C25`) where exactly one piece carries it, the
/// player's own before the opponent's. A token that is also a square (`c7`) is read as the
/// square when a piece stands there, else as the piece when one carries it: "c7" typed by a
/// newcomer meaning their circle 7 finds it, and an empty c7 with no circle 7 says the
/// square is empty, as before.
pub fn meant(pos: &Position, mine: Option<Color>, typed: &str) -> Option<Square> {
    let square = bare_square(typed, pos.ranks);
    if let Some(sq) = square.filter(|&sq| pos.at(sq).is_some()) {
        return Some(sq);
    }
    match carriers(pos, mine, typed).as_slice() {
        [only] => Some(*only),
        _ => square,
    }
}

/// The squares of the pieces `typed` names by its token: the player's own when they have
/// one, else anyone's; none when `typed` is no piece's token.
fn carriers(pos: &Position, mine: Option<Color>, typed: &str) -> Vec<Square> {
    let Some((shape, value)) = bare_piece(typed) else {
        return Vec::new();
    };
    let carrying = |color: Option<Color>| -> Vec<Square> {
        pos.pieces()
            .filter(|(_, p)| p.shape == shape && p.value == value)
            .filter(|(_, p)| color.is_none_or(|c| p.color == c))
            .map(|(sq, _)| sq)
            .collect()
    };
    match mine.map(|c| carrying(Some(c))) {
        Some(own) if !own.is_empty() => own,
        _ => carrying(None),
    }
}

/// `typed` names a piece by its token that several pieces carry (classic's two white
/// circles 4): which squares they stand on, for the player to choose. None when it names a
/// square with a piece, one piece, or none.
pub fn several_meant(pos: &Position, mine: Option<Color>, typed: &str) -> Option<Refusal> {
    if bare_square(typed, pos.ranks).is_some_and(|sq| pos.at(sq).is_some()) {
        return None;
    }
    let squares = carriers(pos, mine, typed);
    let piece = pos.at(*squares.first()?)?;
    (squares.len() > 1).then_some(Refusal::SeveralCarry { piece, squares })
}
