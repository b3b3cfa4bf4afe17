//! How a game ended: who won (or nobody) and why.

use super::Color;
use serde::Serialize;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    Triumph,
    BothPyramidsTaken,
    ThreefoldRepetition,
    HundredPlies,
    NoLegalAction,
    Points,
    Limit,
    Rows,
    Harmony,
    SmallVictory,
    GreatVictory,
    ExcellentVictory,
    CommonVictory,
}

impl Reason {
    pub const ALL: [Reason; 13] = [
        Reason::Triumph,
        Reason::BothPyramidsTaken,
        Reason::ThreefoldRepetition,
        Reason::HundredPlies,
        Reason::NoLegalAction,
        Reason::Points,
        Reason::Limit,
        Reason::Rows,
        Reason::Harmony,
        Reason::SmallVictory,
        Reason::GreatVictory,
        Reason::ExcellentVictory,
        Reason::CommonVictory,
    ];

    /// The reason `name` names, as the store and the records keep it.
    pub fn from_name(name: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            Reason::Triumph => "triumph",
            Reason::BothPyramidsTaken => "both-pyramids-taken",
            Reason::ThreefoldRepetition => "threefold-repetition",
            Reason::HundredPlies => "hundred-plies",
            Reason::NoLegalAction => "no-legal-action",
            Reason::Points => "points",
            Reason::Limit => "limit",
            Reason::Rows => "rows",
            Reason::Harmony => "harmony",
            Reason::SmallVictory => "small-victory",
            Reason::GreatVictory => "great-victory",
            Reason::ExcellentVictory => "excellent-victory",
            Reason::CommonVictory => "common-victory",
        }
    }

    /// A sentence for players.
    pub fn explain(self) -> &'static str {
        match self {
            Reason::Triumph => "a triumph after taking the enemy pyramid",
            Reason::BothPyramidsTaken => "both pyramids have been taken",
            Reason::ThreefoldRepetition => "the same position came up three times",
            Reason::HundredPlies => "100 plies passed without a capture or a drop",
            Reason::NoLegalAction => "the side to move has no legal action",
            Reason::Points => "the points goal was reached",
            Reason::Limit => "the ply limit was reached (the higher score wins; equal scores draw)",
            Reason::Rows => "three pieces in a row in the opponent's half form a proportion",
            Reason::Harmony => {
                "a harmony: three pieces in the opponent's half, in a line or around a corner, form a proportion"
            }
            Reason::SmallVictory => {
                "a small victory: three pieces in the opponent's half, in a line or around a corner, form a proportion"
            }
            Reason::GreatVictory => {
                "a great victory: four pieces in the opponent's half show two kinds of proportion"
            }
            Reason::ExcellentVictory => {
                "an excellent victory: four pieces in the opponent's half show all three kinds of proportion"
            }
            Reason::CommonVictory => "a common victory: the captures reached the goal",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
}

impl Outcome {
    pub fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    pub fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(c) => write!(f, "{c} wins: {}", self.reason.explain()),
            None => write!(f, "draw: {}", self.reason.explain()),
        }
    }
}

impl Serialize for Color {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}
