//! A puzzle's theme in words, as lichess names its themes: what the solution line does
//! ("wins the game by harmony", "takes the enemy pyramid", "wins two pieces"), read from
//! the line itself (`puzzles::achieved`), never from a label per puzzle.

use crate::i18n::Lang;
use crate::puzzles::{achieved, Achieved, Puzzle};
use crate::rules::Reason;
use crate::t;

/// What `p`'s solution does, as the end of "Find the move that ...".
pub fn theme(lang: Lang, p: &Puzzle) -> String {
    match achieved(p) {
        Some(Achieved::Win(reason)) => win(lang, reason),
        Some(Achieved::Pyramid) => t!(lang, "puzzle-theme-pyramid"),
        Some(Achieved::Material { gain, points: true }) => {
            t!(lang, "puzzle-theme-points", gain = gain)
        }
        Some(Achieved::Material { gain, .. }) if gain > 0 => {
            t!(lang, "puzzle-theme-material", gain = gain)
        }
        // A line that cannot be read, or gains less than a piece: said plainly.
        Some(Achieved::Material { .. }) | None => t!(lang, "puzzle-theme-more"),
    }
}

/// "wins the game by harmony", with the victory's own name (`win-how`).
fn win(lang: Lang, reason: Reason) -> String {
    t!(
        lang,
        "puzzle-theme-win",
        reason = reason.name(),
        words = reason.name().replace('-', " ")
    )
}

/// "White wins by harmony.": the end of a line that wins the game.
pub fn wins(lang: Lang, side: &str, reason: Reason) -> String {
    t!(
        lang,
        "puzzle-line-wins",
        side = side,
        reason = reason.name(),
        words = reason.name().replace('-', " ")
    )
}
