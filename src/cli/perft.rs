use super::GameArgs;
use crate::rules::perft::perft;
use clap::Args;
use std::fmt::Write;

#[derive(Args)]
pub struct PerftArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Deepest depth to count
    depth: u32,
}

pub fn run(args: &PerftArgs) -> Result<String, String> {
    let mut game = args.game.game()?;
    let mut out = String::new();
    for d in 1..=args.depth {
        let _ = writeln!(out, "depth {d}: {}", perft(&mut game, d));
    }
    Ok(out)
}
