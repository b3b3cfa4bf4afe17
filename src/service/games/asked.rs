//! A move as a player asked for it: their game and their turn checked, a square or a
//! piece's token answered with that piece's moves, a move chosen from a list refused when the
//! game moved on, then played alone or put to their team's vote.

use crate::rules::explain::resolve;
use crate::service::games::candidates::for_move;
use crate::service::games::loaded::Loaded;
use crate::service::games::piece_moves::{meant, piece_moves, several_meant};
use crate::service::games::ply::played;
use crate::service::games::turn::checked;
use crate::service::{Answer, Place, Refusal, User};
use crate::store::players;
use crate::store::sql::Connection;

/// A move as asked for: the game named (if any), the text, and the move number it was
/// listed for when it was chosen from a list rather than typed.
pub struct Asked<'a> {
    pub game: Option<i64>,
    pub text: &'a str,
    pub listed_for: Option<u32>,
}

/// `user`'s move in `place` as asked: checked, answered with a piece's moves where a square
/// or a piece was meant, then played (and announced) or, in a team's game, put to the vote.
pub fn play(
    tx: &Connection,
    user: &User,
    place: &Place,
    asked: Asked,
    pair_limit: u32,
    now: i64,
) -> Answer {
    let Asked {
        game: id,
        text,
        listed_for,
    } = asked;
    let g = checked(tx, user, for_move(tx, user, place, id, text)?)?;
    if let Some(listed) = listed_for {
        moved_on(tx, &g, text, listed)?;
    }
    let side = g.side_of(user);
    if let Some(sq) = meant(&g.game.pos, side, text) {
        return piece_moves(&g, user, sq);
    }
    if let Some(several) = several_meant(&g.game.pos, side, text) {
        return Err(several);
    }
    if !g.moves_now(user) {
        let other = players::name_or_empty(tx, g.to_move())?;
        return Err(Refusal::NotYourTurn {
            game: g.row.id,
            to_move: other,
        });
    }
    let action = resolve(&g.game, text).map_err(|e| Refusal::Illegal {
        text: text.trim().to_string(),
        why: e,
    })?;
    if let Some(team) = g.team_of(user).cloned() {
        let post = place.post_lang(user);
        return crate::service::teams::turn::decide(
            tx, g, user, &team, action, post, pair_limit, now,
        );
    }
    played(
        tx,
        g,
        user.id,
        action,
        place.post_lang(user),
        pair_limit,
        now,
    )
}

/// Refuses a move chosen for ply `listed` when the game is at another ply: the position it
/// was chosen in is gone (the opponent replied, or the same player's earlier move went
/// first). Said with the record's move numbers, as every reply counts moves.
fn moved_on(tx: &Connection, g: &Loaded, text: &str, listed: u32) -> Result<(), Refusal> {
    let next = g.row.ply + 1;
    if listed == next {
        return Ok(());
    }
    let text = text.trim();
    if listed > next {
        return Err(Refusal::ChosenAhead {
            text: text.to_string(),
            game: g.row.id,
            chosen: listed,
            next,
        });
    }
    let mut since = Vec::new();
    for m in g.moves.iter().filter(|m| m.ply >= listed) {
        let who = players::name(tx, m.mover)?.unwrap_or_default();
        since.push((who, m.text.clone()));
    }
    Err(Refusal::MovedOn {
        text: text.to_string(),
        game: g.row.id,
        chosen: listed,
        since,
    })
}
