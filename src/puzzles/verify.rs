//! The check of a puzzle with the rules core alone: its position read, every move of its
//! solution legal in turn (in canonical text, the game not over before it), and its theme
//! true at the end of the line.

use super::material::{claimed_gain, pyramid_taken, won};
use super::puzzle::{Puzzle, Theme};
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game, Ruleset};

/// Most solver moves in a solution.
pub const MAX_SOLVER_MOVES: usize = 3;

/// Ok when the puzzle is sound; else what is wrong with it.
pub fn check(p: &Puzzle) -> Result<(), String> {
    let theme = Theme::parse(&p.theme).ok_or_else(|| format!("unknown theme '{}'", p.theme))?;
    shape_of_line(p)?;
    let start = start(p)?;
    let end = play_line(&start, &p.solution)?;
    claim_holds(theme, &start, &end)
}

/// The puzzle's game: its variant with its options, at its position (the solver to move),
/// for a caller that plays the solution move by move.
pub fn start(p: &Puzzle) -> Result<Game, String> {
    let rules = Ruleset::from_names(&p.variant, &p.options).map_err(|e| format!("{e:?}"))?;
    Game::from_rfen(rules, &p.position).map_err(|e| format!("position: {e:?}"))
}

/// A solution ends with a solver move (an odd number of plies), at most three of them.
fn shape_of_line(p: &Puzzle) -> Result<(), String> {
    if p.solution.len().is_multiple_of(2) {
        return Err(format!(
            "the solution has {} plies: it must end with a solver move",
            p.solution.len()
        ));
    }
    if p.solver_moves() > MAX_SOLVER_MOVES {
        return Err(format!(
            "the solution has {} solver moves, at most {MAX_SOLVER_MOVES}",
            p.solver_moves()
        ));
    }
    Ok(())
}

/// The game after the line, each move legal where it is played.
fn play_line(start: &Game, line: &[String]) -> Result<Game, String> {
    let mut game = start.clone();
    for (i, text) in line.iter().enumerate() {
        if let Some(o) = game.outcome() {
            return Err(format!("ply {}: {text} after the game ended ({o})", i + 1));
        }
        let action = legal(&game, text)
            .ok_or_else(|| format!("ply {}: {text} is not a legal move here", i + 1))?;
        game.play(action);
    }
    Ok(game)
}

/// The legal action whose canonical text is `text`.
pub fn legal(game: &Game, text: &str) -> Option<Action> {
    legal_actions(&game.rules, &game.pos)
        .into_iter()
        .find(|a| a.text(&game.pos) == text)
}

fn claim_holds(theme: Theme, start: &Game, end: &Game) -> Result<(), String> {
    let solver = start.pos.side;
    let rules = &start.rules;
    match theme {
        Theme::Win => match end.outcome() {
            Some(o) if o.winner == Some(solver) => Ok(()),
            Some(o) => Err(format!("the line ends the game but not as a win: {o}")),
            None => Err("the line does not win the game".into()),
        },
        Theme::Pyramid if pyramid_taken(&start.pos, &end.pos, solver) => Ok(()),
        Theme::Pyramid => Err("the line does not take the enemy pyramid".into()),
        Theme::Material => {
            let gain = won(rules, &start.pos, &end.pos, solver);
            let claimed = claimed_gain(rules);
            if gain >= claimed {
                Ok(())
            } else {
                Err(format!(
                    "the line wins {gain}, less than the claimed {claimed}"
                ))
            }
        }
    }
}
