//! What a lesson's step asks, and whether a move does it: every field given must hold, so
//! "take the 36" passes with any capture of the 36 and "win by harmony" with any harmony.
//! Checked on the position after the move with the rules core; nothing here is a string
//! match on the move.

use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Captured, Color, Game, How, Square};
use serde::Deserialize;

/// A step's task. Squares are written as on the board (`e5`).
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    /// The piece that must move stands here.
    pub from: Option<String>,
    /// The mover (or the prisoner entered) must end here.
    pub to: Option<String>,
    /// A prisoner must be entered (a drop).
    #[serde(default)]
    pub drop: bool,
    /// The enemy piece standing here must be taken.
    pub take: Option<String>,
    /// By this kind of capture (see `kind`).
    pub how: Option<String>,
    /// At least this many enemy pieces taken.
    pub count: Option<usize>,
    /// The move wins the game: by this reason (`harmony`, `triumph` ...), or `any`.
    pub win: Option<String>,
    /// After the move, no answer of the opponent takes the learner's piece standing here.
    pub keep: Option<String>,
}

/// Whether a move did the task, and if not the first part it missed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Done,
    /// The move is not the piece or the square asked for.
    OtherPiece,
    OtherSquare,
    NotADrop,
    /// It took nothing, or not the piece asked for, or not that way, or too few.
    TookNothing,
    NotThatPiece,
    NotThatWay,
    TooFew {
        taken: usize,
        wanted: usize,
    },
    /// The game is not won (or not that way).
    NoWin,
    /// The opponent can take the piece to keep (one such answer).
    Lost {
        answer: Action,
    },
    /// The piece to keep was taken in the move's own ply (heligon's opponent captures
    /// follow the mover's at once).
    Gone,
}

impl Goal {
    /// Whether `action`, played by the side to move in `before`, does the task.
    pub fn check(&self, before: &Game, action: Action) -> Verdict {
        let me = before.pos.side;
        let ranks = before.rules.ranks;
        let square = |s: &Option<String>| s.as_deref().and_then(|s| Square::parse(s, ranks).ok());
        match (action, square(&self.from)) {
            (Action::Move { from, .. }, Some(want)) if from != want => return Verdict::OtherPiece,
            (Action::Drop { .. }, Some(_)) => return Verdict::OtherPiece,
            _ => {}
        }
        if square(&self.to).is_some_and(|to| action.to() != to) {
            return Verdict::OtherSquare;
        }
        if self.drop && !matches!(action, Action::Drop { .. }) {
            return Verdict::NotADrop;
        }
        let mut after = before.clone();
        let taken: Vec<Captured> = after
            .play(action)
            .into_iter()
            .filter(|c| c.by == me)
            .collect();
        if let Some(v) = self.taking(&taken, square(&self.take)) {
            return v;
        }
        if let Some(reason) = &self.win {
            let won = after
                .outcome()
                .filter(|o| o.winner == Some(me))
                .is_some_and(|o| reason == "any" || o.reason.name() == reason);
            if !won {
                return Verdict::NoWin;
            }
        }
        if let Some(kept) = square(&self.keep) {
            if after.pos.at(kept).is_none_or(|p| p.color != me) {
                return Verdict::Gone;
            }
            if let Some(answer) = taker(&after, kept, me) {
                return Verdict::Lost { answer };
            }
        }
        Verdict::Done
    }

    /// What is wrong with the captures `taken` for this task, if anything.
    fn taking(&self, taken: &[Captured], target: Option<Square>) -> Option<Verdict> {
        let asks = target.is_some() || self.how.is_some() || self.count.is_some();
        if asks && taken.is_empty() {
            return Some(Verdict::TookNothing);
        }
        if target.is_some_and(|t| !taken.iter().any(|c| c.square == t)) {
            return Some(Verdict::NotThatPiece);
        }
        if let Some(how) = &self.how {
            let fits = |c: &&Captured| target.is_none_or(|t| c.square == t);
            if !taken.iter().filter(fits).any(|c| kind(&c.how) == how) {
                return Some(Verdict::NotThatWay);
            }
        }
        match self.count {
            Some(wanted) if taken.len() < wanted => Some(Verdict::TooFew {
                taken: taken.len(),
                wanted,
            }),
            _ => None,
        }
    }
}

/// A capture's kind, as goals name it: `shared-factor` (neo); `meeting`, `assault`,
/// `ambush`, `enclosure` (simple, and heligon's single captors); `equality`, `times`,
/// `divided`, `sum`, `difference` (classic's arithmetic); `siege`; `stepped-in` (heligon's
/// captor stepping onto the piece it takes).
pub fn kind(how: &How) -> &'static str {
    use crate::rules::operation::Operation;
    match how {
        How::SharedFactor { .. } => "shared-factor",
        How::Meeting { .. } => "meeting",
        How::Assault { .. } => "assault",
        How::Ambush { .. } => "ambush",
        How::Enclosure => "enclosure",
        How::Siege => "siege",
        How::Single {
            stepped: Some(_), ..
        } => "stepped-in",
        How::Single { assault: None, .. } => "meeting",
        How::Single { .. } => "assault",
        How::Arithmetic(c) => match c.terms() {
            [one] => match one.op {
                None => "equality",
                Some((Operation::Times, _)) => "times",
                Some(_) => "divided",
            },
            _ if c.is_difference() => "difference",
            _ => "sum",
        },
    }
}

/// An answer of the opponent (to move in `after`) that takes the piece of `me` standing on
/// `square`, if there is one.
fn taker(after: &Game, square: Square, me: Color) -> Option<Action> {
    if after.outcome().is_some() {
        return None;
    }
    legal_actions(&after.rules, &after.pos)
        .into_iter()
        .find(|&a| {
            let mut g = after.clone();
            g.play(a).iter().any(|c| c.square == square && c.by != me)
        })
}
