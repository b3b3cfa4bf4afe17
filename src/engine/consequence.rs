//! What an action leads to, one ply each way, for lists and hints: the win it makes, the
//! pieces it takes (in every variant, also those taken by themselves after the move), and
//! what the opponent's best immediate answer takes or wins. Data only: the service words it.

use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Captured, Color, Game, How, Piece, Position, Reason, Square};

/// One piece taken: what, where, the arithmetic, and the pieces that took it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    pub piece: Piece,
    pub square: Square,
    pub how: How,
    /// The capturing pieces as they stood when they took.
    pub with: Vec<(Piece, Square)>,
}

/// An action's consequences for its mover.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Consequence {
    /// It wins at once, for this reason.
    pub wins: Option<Reason>,
    /// The opponent's pieces it takes.
    pub takes: Vec<Taken>,
    /// The mover's pieces lost: in the same ply, else to the opponent's best answer.
    pub gives: Vec<Taken>,
    /// The opponent's answer wins, for this reason.
    pub loses: Option<Reason>,
}

impl Consequence {
    /// Material taken minus material given, in piece values.
    pub fn balance(&self) -> i32 {
        worth(&self.takes) - worth(&self.gives)
    }
}

/// The opponent's best immediate answer in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Wins(Action, Reason),
    Takes(Action, Vec<Taken>),
}

/// What `action` (legal in `game`) leads to.
pub fn consequence(game: &Game, action: Action) -> Consequence {
    let mover = game.pos.side;
    let mut after = game.clone();
    let captured = after.play(action);
    let mut c = Consequence {
        takes: taken_by(&game.pos, action, &captured, mover),
        gives: taken_by(&game.pos, action, &captured, mover.other()),
        ..Consequence::default()
    };
    if let Some(o) = after.outcome() {
        c.wins = o.winner.filter(|&w| w == mover).map(|_| o.reason);
        return c;
    }
    // Pieces already lost in the ply are what it gives; otherwise the answer's.
    if c.gives.is_empty() {
        match best_answer(&after) {
            Some(Answer::Wins(_, reason)) => c.loses = Some(reason),
            Some(Answer::Takes(_, taken)) => c.gives = taken,
            None => {}
        }
    }
    c
}

/// The best immediate action of the side to move in `game`: a win, else the one taking
/// the most value; None when nothing takes.
pub fn best_answer(game: &Game) -> Option<Answer> {
    if game.outcome().is_some() {
        return None;
    }
    let side = game.pos.side;
    let mut work = game.clone();
    let mut best: Option<(i32, Action, Vec<Taken>)> = None;
    for a in legal_actions(&game.rules, &game.pos) {
        let before = work.pos;
        let captured = work.play(a);
        let won = work.outcome().filter(|o| o.winner == Some(side));
        work.unplay(before);
        if let Some(o) = won {
            return Some(Answer::Wins(a, o.reason));
        }
        let taken = taken_by(&before, a, &captured, side);
        let gain = worth(&taken);
        if gain > 0 && best.as_ref().is_none_or(|(g, _, _)| gain > *g) {
            best = Some((gain, a, taken));
        }
    }
    best.map(|(_, a, t)| Answer::Takes(a, t))
}

/// The captures `side` made when `action` was played from `before`.
pub fn taken_by(
    before: &Position,
    action: Action,
    captured: &[Captured],
    side: Color,
) -> Vec<Taken> {
    captured
        .iter()
        .filter(|c| c.by == side && c.piece.color != side)
        .map(|c| Taken {
            piece: c.piece,
            square: c.square,
            how: c.how,
            with: c
                .captors
                .squares()
                .iter()
                .filter_map(|&sq| captor(before, action, sq).map(|p| (p, sq)))
                .collect(),
        })
        .collect()
}

/// The piece standing on `sq` once `action` is played from `before` (the mover on its
/// destination), before anything is taken.
fn captor(before: &Position, action: Action, sq: Square) -> Option<Piece> {
    match action {
        Action::Move { from, to } if to == sq => before.at(from),
        Action::Drop { piece, to } if to == sq => Some(piece),
        _ => before.at(sq),
    }
}

/// The value of the pieces taken.
pub fn worth(taken: &[Taken]) -> i32 {
    taken.iter().map(|t| t.piece.value as i32).sum()
}
