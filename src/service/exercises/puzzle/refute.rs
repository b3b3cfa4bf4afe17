//! The refutation of a wrong move that took the same piece as the solution's first move
//! (two ways to take t9 on e9, one of them sound): the opponent's best immediate answer
//! (`engine::consequence::best_answer`) and what it takes or wins, in the capture reports'
//! words. Another wrong move is left to the solution's own explanation.

use super::theme::wins;
use crate::engine::consequence::{best_answer, consequence, Answer};
use crate::i18n::Lang;
use crate::rules::{Action, Game};
use crate::service::exercises::shared::what_it_did;
use crate::service::words::move_line::colour_names;
use crate::t;

/// The refutation of `wrong` where it takes a piece the solution's `right` takes too.
pub fn refutation(lang: Lang, game: &Game, wrong: Action, right: Action) -> Option<String> {
    let taken = consequence(game, wrong).takes;
    let same = consequence(game, right).takes.iter().any(|r| {
        taken
            .iter()
            .any(|w| w.square == r.square && w.piece == r.piece)
    });
    if !same {
        return None;
    }
    let mut after = game.clone();
    after.play(wrong);
    let (moved, solution) = (wrong.text(&game.pos), right.text(&game.pos));
    let answer = match best_answer(&after) {
        Some(Answer::Wins(a, reason)) => {
            let names = colour_names(lang, String::new(), String::new());
            let side = &names[after.pos.side.index()];
            format!(
                "{} {}",
                what_it_did(lang, &after, a),
                wins(lang, side, reason)
            )
        }
        Some(Answer::Takes(a, _)) => what_it_did(lang, &after, a),
        None => {
            return Some(t!(
                lang,
                "puzzle-refuted-quiet",
                move = moved,
                solution = solution
            ))
        }
    };
    Some(t!(
        lang,
        "puzzle-refuted",
        move = moved,
        solution = solution,
        answer = answer
    ))
}
