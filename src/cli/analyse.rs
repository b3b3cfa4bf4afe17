//! `rithmo analyse`: the engine's review of a game, ply by ply (its preferred move, the
//! scores before and after the move played, what it cost and its class) and each player's
//! accuracy, as JSON lines or a table.

use super::GameArgs;
use crate::engine::review::{review, review_timed, thresholds, Review, ReviewBudget};
use crate::rules::explain::resolve;
use crate::rules::{Action, Game};
use clap::Args;
use serde::Serialize;
use std::fmt::Write;

#[derive(Args)]
pub struct AnalyseArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Positions searched per ply (default: the variant's review budget); the move played,
    /// when not the engine's, gets as many more at most
    #[arg(long)]
    nodes: Option<u64>,
    /// A time limit per ply in milliseconds instead of a node budget: the review then
    /// varies from run to run and machine to machine (for experiments)
    #[arg(long, conflicts_with = "nodes")]
    millis: Option<u64>,
    /// Print one JSON object per ply ({"ply", "move", "best", "eval_before", "eval_after",
    /// "loss", "class"}), then {"accuracy": {"white", "black"}}
    #[arg(long)]
    json: bool,
    /// Report each position searched on stderr ("analysing: move 40 of 120")
    #[arg(long)]
    progress: bool,
    /// The game's moves, in order
    #[arg(required = true)]
    moves: Vec<String>,
}

#[derive(Serialize)]
struct PlyJson<'a> {
    ply: u32,
    #[serde(rename = "move")]
    mv: &'a str,
    best: &'a str,
    eval_before: i32,
    eval_after: i32,
    loss: i32,
    class: &'static str,
}

#[derive(Serialize)]
struct Accuracy {
    white: u8,
    black: u8,
}

#[derive(Serialize)]
struct AccuracyJson {
    accuracy: Accuracy,
}

pub fn run(args: &AnalyseArgs) -> Result<String, String> {
    if args.millis == Some(0) || args.nodes == Some(0) {
        return Err("--millis and --nodes must be at least 1".into());
    }
    let start = args.game.game()?;
    let actions = resolved(&start, &args.moves)?;
    let show = args.progress;
    let mut progress = |done: usize, total: usize| {
        if show {
            eprintln!("analysing: move {done} of {total}");
        }
    };
    let r = match args.millis {
        Some(ms) => review_timed(&start, &actions, ms, &mut progress),
        None => {
            let budget = args.nodes.map_or_else(
                || ReviewBudget::default_for(start.rules.id),
                |nodes| ReviewBudget { nodes },
            );
            review(&start, &actions, budget, &mut progress)
        }
    };
    Ok(if args.json { json_lines(&r) } else { table(&r) })
}

/// The moves as actions, each checked in turn as `play` checks it; none after the end.
fn resolved(start: &Game, moves: &[String]) -> Result<Vec<Action>, String> {
    let mut game = start.clone();
    let mut actions = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        if let Some(o) = game.outcome() {
            return Err(format!("move {} '{text}': the game is over ({o})", i + 1));
        }
        let a = resolve(&game, text).map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
        game.play(a);
        actions.push(a);
    }
    Ok(actions)
}

fn json_lines(r: &Review) -> String {
    let mut out = String::new();
    for p in &r.plies {
        let line = PlyJson {
            ply: p.ply,
            mv: &p.played,
            best: &p.best,
            eval_before: p.eval_before,
            eval_after: p.eval_after,
            loss: p.loss,
            class: p.class.name(),
        };
        out.push_str(&serde_json::to_string(&line).expect("plain data serialises"));
        out.push('\n');
    }
    let acc = AccuracyJson {
        accuracy: Accuracy {
            white: r.accuracy[0],
            black: r.accuracy[1],
        },
    };
    out.push_str(&serde_json::to_string(&acc).expect("plain data serialises"));
    out.push('\n');
    out
}

fn table(r: &Review) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>4}  {:<5}  {:<16} {:<16} {:>7} {:>7} {:>6}  class",
        "ply", "side", "move", "best", "before", "after", "loss"
    );
    for p in &r.plies {
        let best = if p.best == p.played { "=" } else { &p.best };
        let _ = writeln!(
            out,
            "{:>4}  {:<5}  {:<16} {:<16} {:>7} {:>7} {:>6}  {}",
            p.ply,
            p.mover.name(),
            p.played,
            best,
            p.eval_before,
            p.eval_after,
            p.loss,
            p.class.name()
        );
    }
    let [i, m, b] = thresholds(r.variant);
    let _ = writeln!(
        out,
        "accuracy: white {}%, black {}% (scores for the mover in hundredths of a piece; \
         {} losses: inaccuracy from {i}, mistake from {m}, blunder from {b})",
        r.accuracy[0],
        r.accuracy[1],
        r.variant.name()
    );
    out
}
