//! What made a win, as data, so that it can be shown and not only named: the pieces of an
//! arrangement with the value each joined with (a pyramid's total or one of its parts), the
//! proportions their values show, and for a threshold win the tallies against the goals.
//! Built by the same searches that decide the win (`parts::proof`).

use super::proportion::{triples, Proportion};
use super::{Color, Piece, Position, Reason, Square};

/// One piece of a winning arrangement and the value it counted with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    pub square: Square,
    pub piece: Piece,
    /// The value it joined with: its own, a pyramid's current total, or one of its parts.
    pub value: u32,
}

impl Member {
    pub fn at(pos: &Position, square: Square, value: u32) -> Member {
        let piece = pos.at(square).expect("members are pieces");
        Member {
            square,
            piece,
            value,
        }
    }

    /// The part it counted as, when a pyramid joined with one part rather than its total
    /// (the thing a player cannot see on the board).
    pub fn part(&self) -> Option<u32> {
        (self.piece.is_pyramid() && self.value != self.piece.value as u32).then_some(self.value)
    }
}

/// A proportion three of the members' values show, the values rising.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    pub kind: Proportion,
    pub values: [u32; 3],
}

/// What a threshold win counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// `heligon`'s common victories: pieces, values, digits captured.
    Body,
    Goods,
    Lawsuit,
    /// `simple`'s points: captured values, or shape points.
    Value,
    Shape,
}

impl Count {
    pub fn name(self) -> &'static str {
        match self {
            Count::Body => "body",
            Count::Goods => "goods",
            Count::Lawsuit => "lawsuit",
            Count::Value => "value",
            Count::Shape => "shape",
        }
    }
}

/// A tally against its goal (`body 12/12`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    pub count: Count,
    pub have: u32,
    pub goal: u32,
}

/// Why `winner` won by `reason`: the arrangement's members and proportions (empty for a
/// threshold win) and the tallies (empty for a pure arrangement win).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    pub winner: Color,
    pub reason: Reason,
    pub members: Vec<Member>,
    pub shown: Vec<Shown>,
    pub tallies: Vec<Tally>,
}

impl Proof {
    /// An arrangement win: `members` in board order, and every proportion among the values
    /// they counted with.
    pub fn arrangement(winner: Color, reason: Reason, members: Vec<Member>) -> Proof {
        let mut values: Vec<u32> = members.iter().map(|m| m.value).collect();
        values.sort_unstable();
        values.dedup();
        let shown = triples(&values)
            .into_iter()
            .map(|(kind, values)| Shown { kind, values })
            .collect();
        Proof {
            winner,
            reason,
            members,
            shown,
            tallies: Vec::new(),
        }
    }

    /// A threshold win.
    pub fn tallies(winner: Color, reason: Reason, tallies: Vec<Tally>) -> Proof {
        Proof {
            winner,
            reason,
            members: Vec::new(),
            shown: Vec::new(),
            tallies,
        }
    }

    /// The squares to frame.
    pub fn squares(&self) -> Vec<Square> {
        self.members.iter().map(|m| m.square).collect()
    }
}
