//! Perft throughput, single thread: leaves per second, the median of several runs.

use crate::rules::perft::perft;
use crate::rules::{Game, Ruleset};
use clap::Args;
use std::fmt::Write;
use std::time::Instant;

/// A busy `neo` middle game: prisoners on both sides, parachuted pieces, pieces in contact.
pub const NEO_MIDGAME: &str = "s361,4,T12*,s121,s49/p190,s120,2,t30,c3,s66,s28/\
t100,t64,c81,C9*,c25,c9,t36,t16/2,c9,c7,c5,c3,2/2,C4,5/2,C2,C4,C6,C8,2/\
T9,T25,C4,C16,C36,C64,T49,T81/S15,S45,T6,T20,T42,T72,P91,S153/S25,S81,4,S169,S289 \
w C5*,C25*,T25 c2*,c4*";

#[derive(Args)]
pub struct BenchArgs {
    /// Perft depth
    #[arg(long, default_value_t = 4)]
    depth: u32,
    /// Timed runs per position (the median is reported)
    #[arg(long, default_value_t = 5)]
    runs: usize,
}

fn measure(game: &Game, depth: u32, runs: usize) -> (u64, f64) {
    let mut rates = Vec::with_capacity(runs);
    let mut leaves = 0;
    for _ in 0..runs.max(1) {
        let mut g = game.clone();
        let t = Instant::now();
        leaves = perft(&mut g, depth);
        rates.push(leaves as f64 / t.elapsed().as_secs_f64());
    }
    rates.sort_by(|a, b| a.total_cmp(b));
    (leaves, rates[rates.len() / 2])
}

pub fn run(args: &BenchArgs) -> Result<String, String> {
    let rules = Ruleset::from_names("neo", &[])?;
    let cases = [
        ("neo start", Game::new(rules.clone())),
        ("neo midgame", Game::from_rfen(rules, NEO_MIDGAME)?),
    ];
    let mut out = String::new();
    for (name, game) in cases {
        let (leaves, rate) = measure(&game, args.depth, args.runs);
        let _ = writeln!(
            out,
            "{name:<12} perft {}: {leaves} leaves, median {:.2} M leaves/s over {} runs",
            args.depth,
            rate / 1e6,
            args.runs
        );
    }
    Ok(out)
}
