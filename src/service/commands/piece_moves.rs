//! A bare square typed as a move (`/move e4`): the legal moves of the piece standing there,
//! said back privately, so a player can ask what a piece may do before committing.

use crate::rules::{Action, Square};
use crate::service::commands::choices::choices;
use crate::service::games::loaded::Loaded;
use crate::service::words::piece_words::{piece as piece_phrase, Role};
use crate::service::{Answer, Refusal, Reply, User};
use crate::t;

/// The answer to `/move <square>` by `user` (a player of `g`), in their language.
pub fn piece_moves(g: &Loaded, user: &User, sq: Square) -> Answer {
    let (lang, pos) = (user.lang, &g.game.pos);
    let Some(piece) = pos.at(sq) else {
        let next = sq.offset(0, 1, pos.ranks).unwrap_or(sq);
        return Err(Refusal::Said(t!(
            lang,
            "play-square-empty",
            square = sq.to_string(),
            next = next.to_string()
        )));
    };
    let what = piece_phrase(lang, Role::Subject, &piece, sq);
    if g.colour_of(user.id) != Some(piece.color) {
        return Err(Refusal::Said(t!(
            lang,
            "play-opponents-piece",
            piece = what,
            side = piece.color.name()
        )));
    }
    if g.to_move() != Some(user.id) {
        return Err(Refusal::Said(t!(
            lang,
            "play-not-your-turn-piece",
            piece = what
        )));
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
        piece = what,
        count = moves.len(),
        moves = moves.join(", ")
    );
    Ok(Reply {
        game: Some(g.row.id),
        ..Reply::private(text)
    })
}
