//! The engine: a player for every variant, at levels 1 (a beginner) to 5 (the strongest
//! within its time). It depends on `rules` only: it searches with the rules' own move
//! generation, play and results (`search`), judges positions as each variant is won
//! (`eval`), and is single-threaded and deterministic for a given seed (when no time limit
//! cuts a search short). It only ever plays a legal action.

pub mod consequence;
pub mod eval;
mod greedy;
pub mod level;
pub mod line;
pub mod passed;
pub mod review;
pub mod rng;
mod search;
mod table;
pub mod why;

pub use level::{Budget, Level, DEFAULT_MILLIS};

use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game};
use rng::Rng;
use search::{Limits, Searcher};
use std::time::Instant;

/// The engine's choice and what stands behind it.
#[derive(Clone, Debug)]
pub struct Thought {
    pub action: Action,
    /// The action in canonical text.
    pub text: String,
    /// For the side to move, in hundredths of a piece; beyond `eval::WON` a forced win
    /// (negative: a forced loss).
    pub score: i32,
    /// Plies searched completely.
    pub depth: u8,
    /// Positions played.
    pub nodes: u64,
    pub millis: u64,
    /// The expected line, the chosen action first, in canonical text.
    pub pv: Vec<String>,
    /// The same line as actions (its legal part, as `pv`).
    pub line: Vec<Action>,
}

/// The engine's action for the side to move in `game`, at `level`, with `seed` for its
/// random choices and `millis` replacing the level's time limit.
pub fn think(game: &Game, level: Level, seed: u64, millis: Option<u64>) -> Result<Thought, String> {
    if let Some(outcome) = game.outcome() {
        return Err(format!("the game is over ({outcome})"));
    }
    let start = Instant::now();
    let mut rng = Rng::new(seed ^ game.pos.repetition_key());
    let budget = level.budget(game.rules.id, millis);
    let (action, score, depth, nodes, pv) = if level.is_greedy() {
        let (a, gain) = greedy::choose(game, &mut rng).expect("a game not over has an action");
        (a, gain.min(eval::WIN), 1, 0, vec![a])
    } else if rng.chance(budget.blunder) {
        let actions = legal_actions(&game.rules, &game.pos);
        let a = actions[rng.below(actions.len() as u64) as usize];
        (a, 0, 0, 0, vec![a])
    } else {
        let limits = Limits {
            depth: budget.depth,
            nodes: budget.nodes,
            millis: budget.millis,
            quiescence: budget.quiescence,
        };
        let mut searcher = Searcher::new(game, limits, budget.table_bits);
        let found = searcher.run(&mut rng, budget.noise > 0 && budget.depth <= 2);
        let (a, s) = pick(&found.root, found.best, found.score, budget.noise, &mut rng);
        let pv = if a == found.best { found.pv } else { vec![a] };
        (a, s, found.depth, found.nodes, pv)
    };
    let line = legal_line(game, &pv);
    Ok(Thought {
        text: action.text(&game.pos),
        action,
        score,
        depth,
        nodes,
        millis: start.elapsed().as_millis() as u64,
        pv: line_texts(game, &line),
        line,
    })
}

/// With noise, the root action whose score plus a random shift is highest (a forced win
/// is never given up for noise); without, the search's best.
fn pick(
    root: &[(Action, i32)],
    best: Action,
    score: i32,
    noise: i32,
    rng: &mut Rng,
) -> (Action, i32) {
    if noise == 0 || root.is_empty() || score.abs() >= eval::WON {
        return (best, score);
    }
    root.iter()
        .map(|&(a, s)| (a, s, s.saturating_add(rng.spread(noise))))
        .max_by_key(|&(_, _, shifted)| shifted)
        .map(|(a, s, _)| (a, s))
        .unwrap_or((best, score))
}

/// A line of actions played from `game`, up to the first one that is not legal there (a
/// line from the table may end in a stale entry).
fn legal_line(game: &Game, line: &[Action]) -> Vec<Action> {
    let mut g = game.clone();
    let mut out = Vec::new();
    for &a in line {
        if g.outcome().is_some() || !legal_actions(&g.rules, &g.pos).contains(&a) {
            break;
        }
        out.push(a);
        g.play(a);
    }
    out
}

/// Canonical texts of a legal line played from `game`.
fn line_texts(game: &Game, line: &[Action]) -> Vec<String> {
    let mut g = game.clone();
    line.iter()
        .map(|&a| {
            let text = a.text(&g.pos);
            g.play(a);
            text
        })
        .collect()
}

/// What a fixed search found: for analysis, which compares a position's best action with
/// the best of the others.
#[derive(Clone, Debug)]
pub struct Probe {
    pub action: Action,
    /// For the side to move, as `Thought::score`.
    pub score: i32,
    pub depth: u8,
    /// The expected line, `action` first (its legal part).
    pub line: Vec<Action>,
}

/// A search of `nodes` positions among the root actions not in `excluded`, with no time
/// limit, so that it finds the same on any machine however busy; None when the game is
/// over or every action is excluded.
pub fn probe(game: &Game, nodes: u64, seed: u64, excluded: &[Action]) -> Option<Probe> {
    if game.outcome().is_some() {
        return None;
    }
    let root: Vec<Action> = legal_actions(&game.rules, &game.pos)
        .into_iter()
        .filter(|a| !excluded.contains(a))
        .collect();
    if root.is_empty() {
        return None;
    }
    let strongest = Level::STRONGEST.budget(game.rules.id, None);
    let limits = Limits {
        depth: strongest.depth,
        nodes,
        // An hour: only the position count ends the search.
        millis: 3_600_000,
        quiescence: strongest.quiescence,
    };
    let mut searcher = Searcher::new(game, limits, strongest.table_bits);
    let mut rng = Rng::new(seed ^ game.pos.repetition_key());
    let found = searcher.run_among(&mut rng, false, root);
    Some(Probe {
        action: found.best,
        score: found.score,
        depth: found.depth,
        line: legal_line(game, &found.pv),
    })
}
