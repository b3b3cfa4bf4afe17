//! `/learn`: a variant's lessons, one step at a time; what a lesson is and does is
//! `exercises::lesson`'s.

use crate::service::exercises::lesson::{self, Lessons};
use crate::service::exercises::Exercise;
use crate::service::protocol::{AfterPress, Answer, Command, Cx, Declared, Kind, Opt, Words};

/// `/learn`: a lesson, or an answer to the open one.
pub const LEARN: Declared = Declared {
    name: "learn",
    options: &[
        Opt::named("variant", Kind::Variant).words(Words::First),
        Opt::named(
            "lesson",
            Kind::Number {
                min: 1,
                max: 50,
                choices: &[],
            },
        ),
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
    help: 14,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        Ok(Command::Learn {
            variant: g.text("variant").map(str::to_string),
            lesson: g.fitting("lesson")?,
            answer: g.text("move").map(str::to_string),
        })
    },
};

/// `/learn`: an answer to the open step, or a lesson opened.
pub fn run(cx: &Cx, variant: Option<&str>, lesson: Option<u32>, answer: Option<&str>) -> Answer {
    match answer {
        Some(text) => Lessons.answer(cx, text),
        None => lesson::open(cx, variant, lesson),
    }
}
