//! A puzzle's solution told ply by ply for a player who missed it: each move with what it
//! takes in the capture reports' words (`what_it_did`), each opponent reply with why it is
//! the reply (`reply::why`), and the win at the end where the line wins the game.

use super::reply;
use super::theme::{theme, wins};
use crate::i18n::Lang;
use crate::puzzles::Puzzle;
use crate::rules::explain::resolve;
use crate::rules::Game;
use crate::service::exercises::shared::what_it_did;
use crate::service::words::move_line::colour_names;
use crate::t;

/// "The solution was e9-e6 d5-d4 e6-h6: it wins the game by harmony." and a numbered line
/// per ply, from `start` (the puzzle's position).
pub fn explained(lang: Lang, p: &Puzzle, start: &Game) -> String {
    let head = t!(
        lang,
        "puzzle-solution",
        solution = p.solution.join(" "),
        theme = theme(lang, p),
        moves = p.solution.len()
    );
    let mut lines = vec![head];
    let mut game = start.clone();
    for (i, text) in p.solution.iter().enumerate() {
        let Ok(action) = resolve(&game, text) else {
            break;
        };
        let mut said = what_it_did(lang, &game, action);
        if i % 2 == 1 {
            said = format!("{said} {}", reply::why(lang, &game, action));
        }
        game.play(action);
        if let Some(o) = game.outcome() {
            let names = colour_names(lang, String::new(), String::new());
            if let Some(w) = o.winner {
                said = format!("{said} {}", wins(lang, &names[w.index()], o.reason));
            }
        }
        lines.push(t!(
            lang,
            "puzzle-line-ply",
            n = i + 1,
            said = said.trim_end()
        ));
    }
    lines.join("\n")
}
