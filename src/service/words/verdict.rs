//! Why a lesson's answer did not do the task, as a clause: "it takes nothing", "the
//! opponent takes it back with s49 on d6".

use crate::i18n::Lang;
use crate::lessons::Verdict;
use crate::rules::{Action, Game};
use crate::t;

/// The verdict on a move in `lang`; `after` is the position after it (the opponent's
/// answer is written in it).
pub fn verdict(lang: Lang, v: &Verdict, after: &Game) -> String {
    match v {
        Verdict::Done => t!(lang, "verdict-done"),
        Verdict::OtherPiece => t!(lang, "verdict-other-piece"),
        Verdict::OtherSquare => t!(lang, "verdict-other-square"),
        Verdict::NotADrop => t!(lang, "verdict-not-a-drop"),
        Verdict::TookNothing => t!(lang, "verdict-took-nothing"),
        Verdict::NotThatPiece => t!(lang, "verdict-not-that-piece"),
        Verdict::NotThatWay => t!(lang, "verdict-not-that-way"),
        Verdict::TooFew { taken, wanted } => {
            t!(lang, "verdict-too-few", taken = *taken, wanted = *wanted)
        }
        Verdict::NoWin => t!(lang, "verdict-no-win"),
        Verdict::Gone => t!(lang, "verdict-gone"),
        Verdict::Lost { answer } => t!(lang, "verdict-lost", answer = answer_text(after, *answer)),
    }
}

fn answer_text(after: &Game, answer: Action) -> String {
    answer.text(&after.pos)
}
