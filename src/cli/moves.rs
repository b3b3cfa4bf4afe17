use super::{json, GameArgs};
use crate::rules::movegen::legal_actions;
use crate::rules::Outcome;
use clap::Args;
use serde::Serialize;

#[derive(Args)]
pub struct MovesArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Print {"position", "moves", "result"} as JSON
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct MovesJson {
    position: String,
    moves: Vec<String>,
    result: Option<Outcome>,
}

/// The legal actions in canonical text, sorted by byte order; none once the game has ended.
pub fn canonical_moves(game: &crate::rules::Game) -> Vec<String> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    let mut moves: Vec<String> = legal_actions(&game.rules, &game.pos)
        .iter()
        .map(|a| a.text(&game.pos))
        .collect();
    moves.sort();
    moves
}

pub fn run(args: &MovesArgs) -> Result<String, String> {
    let game = args.game.game()?;
    let moves = canonical_moves(&game);
    if args.json {
        return Ok(json(&MovesJson {
            position: game.rfen(),
            moves,
            result: game.outcome(),
        }));
    }
    Ok(moves.iter().map(|m| format!("{m}\n")).collect())
}
