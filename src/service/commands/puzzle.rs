//! `/puzzle`: a puzzle of a variant, the server's daily one, or an answer to the open one;
//! what a puzzle is and does is `exercises::puzzle`'s.

use crate::service::exercises::puzzle::{self, Puzzles};
use crate::service::exercises::Exercise;
use crate::service::protocol::{AfterPress, Answer, Command, Cx, Declared, Kind, Opt, Words};

/// `/puzzle`: a puzzle, the server's daily one, or an answer to the open one.
pub const PUZZLE: Declared = Declared {
    name: "puzzle",
    options: &[
        Opt::named("variant", Kind::Variant).words(Words::First),
        Opt::named("daily", Kind::Flag),
        Opt::named("mine", Kind::Flag),
        Opt::named(
            "move",
            Kind::Text {
                autocomplete: false,
            },
        )
        .words(Words::All),
    ],
    in_dms: true,
    begins_games: false,
    managers_only: false,
    help: 16,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        Ok(Command::Puzzle {
            variant: g.text("variant").map(str::to_string),
            daily: g.flag("daily").unwrap_or(false),
            mine: g.flag("mine").unwrap_or(false),
            answer: g.text("move").map(str::to_string),
        })
    },
};

/// What `/puzzle` asks for: which puzzle, or an answer.
pub struct Asked<'a> {
    pub variant: Option<&'a str>,
    pub daily: bool,
    pub mine: bool,
    pub answer: Option<&'a str>,
}

/// `/puzzle`: an answer to the open one, the server's daily one, one's own due, or the next
/// of a variant.
pub fn run(cx: &Cx, asked: Asked) -> Answer {
    match asked {
        Asked {
            answer: Some(text), ..
        } => Puzzles.answer(cx, text),
        Asked { daily: true, .. } => puzzle::daily(cx),
        Asked { mine: true, .. } => puzzle::mine(cx),
        Asked { variant, .. } => puzzle::next(cx, variant),
    }
}
