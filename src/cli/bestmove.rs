//! `rithmo bestmove`: the engine's action in a position, after the given moves are played
//! from it (so repetition counts the game's own history).

use super::{json, GameArgs};
use crate::engine::{think, Level};
use crate::rules::explain::resolve;
use crate::rules::Game;
use clap::Args;
use serde::Serialize;

#[derive(Args)]
pub struct BestmoveArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Strength: 1 (a beginner) to 5 (the strongest); 0 or greedy for the one-ply greedy player
    #[arg(long, default_value = "5")]
    level: String,
    /// Time limit for the move in milliseconds (default: 1000; 3000 for heligon at level 5)
    #[arg(long)]
    millis: Option<u64>,
    /// Seed of the engine's random choices: the same seed, the same move
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print {"move", "score", "depth", "nodes", "millis", "pv"} as JSON
    #[arg(long)]
    json: bool,
    /// Moves played first, in order
    moves: Vec<String>,
}

#[derive(Serialize)]
struct BestJson {
    #[serde(rename = "move")]
    mv: String,
    score: i32,
    depth: u8,
    nodes: u64,
    millis: u64,
    pv: Vec<String>,
}

/// The game after `moves`, each checked as `play` checks it.
pub fn played(mut game: Game, moves: &[String]) -> Result<Game, String> {
    for (i, text) in moves.iter().enumerate() {
        let action = resolve(&game, text).map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
        game.play(action);
    }
    Ok(game)
}

pub fn run(args: &BestmoveArgs) -> Result<String, String> {
    let level = Level::parse(&args.level)?;
    if args.millis == Some(0) {
        return Err("--millis must be at least 1".into());
    }
    let game = played(args.game.game()?, &args.moves)?;
    let t = think(&game, level, args.seed, args.millis)?;
    if args.json {
        return Ok(json(&BestJson {
            mv: t.text,
            score: t.score,
            depth: t.depth,
            nodes: t.nodes,
            millis: t.millis,
            pv: t.pv,
        }));
    }
    Ok(format!("{}\n", t.text))
}
