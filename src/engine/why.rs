//! Why an action is good, for hints: the win it makes, the captures it makes, the capture
//! or win of the opponent's it prevents, or the arrangement it builds. Returned as data
//! (the engine knows no language); the service words it for the player.

use super::consequence::{best_answer, worth, Answer};
use super::eval::progress::{progress, Pattern};
use crate::rules::movegen::legal_actions;
use crate::rules::proof::Proof;
use crate::rules::victory::proof;
use crate::rules::{Action, Captured, Color, Game, Piece, Reason, Ruleset, Square, VariantId};

/// The reason an action is worth playing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// It wins at once, for this reason.
    Wins(Reason),
    /// It takes these pieces of the opponent's.
    Takes(Vec<Captured>),
    /// It stops the opponent's win by this reason.
    Stops(Reason),
    /// It saves these pieces from the opponent's best capture.
    Saves(Vec<(Piece, Square)>),
    /// It brings the variant's winning arrangement within one move: which one, and how.
    WithinOne(Arrangement, Box<Completion>),
    /// It builds toward it in the opponent's half.
    Toward(Arrangement),
    /// Nothing more specific: a quiet, safe improvement.
    Improves,
}

/// The move that would complete an arrangement next, and the arrangement it would make (its
/// pieces and proportions), so a hint can name the victory it promises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    /// The completing action, in canonical text (from the position after the hinted move).
    pub by: String,
    pub proof: Proof,
}

/// The arrangement a variant wins by, which a quiet move can build toward.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    Harmony,
    Triumph,
    Row,
    ProperVictory,
}

/// Why `action` (legal in `game`) is worth playing.
pub fn why(game: &Game, action: Action) -> Why {
    let mover = game.pos.side;
    let mut after = game.clone();
    let captured = after.play(action);
    if let Some(o) = after.outcome().filter(|o| o.winner == Some(mover)) {
        return Why::Wins(o.reason);
    }
    let taken: Vec<Captured> = captured
        .into_iter()
        .filter(|c| c.piece.color != mover)
        .collect();
    if !taken.is_empty() {
        return Why::Takes(taken);
    }
    let threat_before = best_reply(&with_turn(game, mover.other()), mover.other());
    let threat_after = best_reply(&after, mover.other());
    if let Some(Reply::Wins(how)) = threat_before {
        if !matches!(threat_after, Some(Reply::Wins(_))) {
            return Why::Stops(how);
        }
    }
    if let Some(Reply::Takes(gain, what)) = threat_before {
        let still = match &threat_after {
            Some(Reply::Takes(g, _)) => *g,
            Some(Reply::Wins(_)) => i32::MAX,
            None => 0,
        };
        if still < gain {
            return Why::Saves(what);
        }
    }
    if let Some(aim) = arrangement(&game.rules) {
        // Said only when a second move in a row would really win: the rules decide, so
        // neo's triumph is never promised while the enemy pyramid stands.
        let aim_of = |w: &Option<(Arrangement, Completion)>| w.as_ref().map(|(a, _)| *a);
        let next = wins_next(&after, mover);
        if aim_of(&next) == Some(aim) && aim_of(&wins_next(game, mover)) != Some(aim) {
            let (_, how) = next.expect("just matched");
            return Why::WithinOne(aim, Box::new(how));
        }
        let pattern = pattern(&game.rules);
        let (was, now) = (
            progress(&game.rules, &game.pos, mover, pattern),
            progress(&after.rules, &after.pos, mover, pattern),
        );
        if now.near > was.near || now.ready > was.ready {
            return Why::Toward(aim);
        }
    }
    Why::Improves
}

/// The opponent's best immediate answer: a win, or the material it would take.
enum Reply {
    Wins(Reason),
    Takes(i32, Vec<(Piece, Square)>),
}

/// What `side` (to move in `game`) could best do at once.
fn best_reply(game: &Game, side: Color) -> Option<Reply> {
    debug_assert_eq!(game.pos.side, side);
    match best_answer(game)? {
        Answer::Wins(_, reason) => Some(Reply::Wins(reason)),
        Answer::Takes(_, taken) => Some(Reply::Takes(
            worth(&taken),
            taken.iter().map(|t| (t.piece, t.square)).collect(),
        )),
    }
}

/// The arrangement `side` would complete by its next action in `game` if the opponent
/// passed, and how, if one of its actions wins by an arrangement.
fn wins_next(game: &Game, side: Color) -> Option<(Arrangement, Completion)> {
    let mut g = with_turn(game, side);
    let pos = g.pos;
    legal_actions(&g.rules, &pos).into_iter().find_map(|a| {
        g.play(a);
        let won = g.outcome().filter(|o| o.winner == Some(side));
        // The proof is read before the position is taken back: its pieces are the ones
        // standing once the completing move is made.
        let shown = won.and_then(|o| Some((arrangement_of(o.reason)?, proof(&g.rules, &g.pos)?)));
        g.unplay(pos);
        shown.map(|(aim, proof)| {
            let by = a.text(&pos);
            (aim, Completion { by, proof })
        })
    })
}

/// The arrangement a win by `reason` completed.
fn arrangement_of(reason: Reason) -> Option<Arrangement> {
    match reason {
        Reason::Harmony => Some(Arrangement::Harmony),
        Reason::Triumph => Some(Arrangement::Triumph),
        Reason::Rows => Some(Arrangement::Row),
        Reason::SmallVictory | Reason::GreatVictory | Reason::ExcellentVictory => {
            Some(Arrangement::ProperVictory)
        }
        _ => None,
    }
}

/// The same position with `side` to move (to ask what it threatens).
fn with_turn(game: &Game, side: Color) -> Game {
    let mut pos = game.pos;
    pos.side = side;
    Game::from_position(game.rules.clone(), pos)
}

fn arrangement(rules: &Ruleset) -> Option<Arrangement> {
    match rules.id {
        VariantId::Classic => Some(Arrangement::Harmony),
        VariantId::Neo => Some(Arrangement::Triumph),
        VariantId::Simple if rules.options.rows => Some(Arrangement::Row),
        VariantId::Heligon if rules.options.aim.proper.is_some() => {
            Some(Arrangement::ProperVictory)
        }
        _ => None,
    }
}

fn pattern(rules: &Ruleset) -> Pattern {
    match rules.id {
        VariantId::Neo => Pattern::Consecutive,
        VariantId::Simple => Pattern::Rows,
        _ => Pattern::EqualGaps,
    }
}
