//! Perft throughput, single thread: leaves per second, the median of several runs.

use crate::rules::perft::perft;
use crate::rules::{Game, Ruleset, VariantId};
use clap::Args;
use std::fmt::Write;
use std::time::Instant;

/// A busy `neo` middle game: prisoners on both sides, parachuted pieces, pieces in contact.
pub const NEO_MIDGAME: &str = "s361,4,T12*,s121,s49/p190,s120,2,t30,c3,s66,s28/\
t100,t64,c81,C9*,c25,c9,t36,t16/2,c9,c7,c5,c3,2/2,C4,5/2,C2,C4,C6,C8,2/\
T9,T25,C4,C16,C36,C64,T49,T81/S15,S45,T6,T20,T42,T72,P91,S153/S25,S81,4,S169,S289 \
w C5*,C25*,T25 c2*,c4*";

/// A `simple` middle game reached by play (51 plies): the armies have met, White has taken
/// 73 in values, captures are a move or two away. Black to move.
pub const SIMPLE_MIDGAME: &str =
    "s361,t56,2,s120,s225,1,s49/1,t30,5,s28/t64,c9,c81,c49,1,T9,1,t16/\
3,c7,c5,2,s121/4,t12,s66,2/8/1,t100,6/8/1,s190,6/1,t90,5,T72/2,C2,3,T81,C8/C4,7/2,C6,5/\
1,T6,C4,C16,C36,C64,2/S15,S45,T25,2,T49,S91,S153/S25,S81,T42,2,T20,S169,S289 \
b - - halfmove=14 ply=51 wshape=9 wvalue=73";

/// A `heligon` middle game reached by play (113 plies of forward-biased random play): 44
/// pieces, prisoners on both sides (two of them entered again), both pyramids reduced,
/// White to move with 115 actions.
pub const HELIGON_MIDGAME: &str = "s361,s225,5,s49/1,s120,t64,t56,t30,3/t100,3,c25,c9,1,t72*/\
1,c81,c49,c7,3,t36/1,c9,1,s66,4/2,c5,5/6,s121,1/5,p(t25,t36,s49,s64),C6,1/3,t90,4/1,T6,5,C8/\
8/3,C4,2,C36,C3*/2,C2,1,S289,C64,T42,1/1,s28,1,C4,C16,P91,2/S15,S45,T25,T20,1,T49,1,S153/\
S25,3,S81,1,S169,1 w T12*,T16* t9*,t81* bbody=3 bgoods=162 blawsuit=5 wbody=4 wgoods=47 \
wlawsuit=7";

/// A crowded `classic` middle game reached by forward-biased random play (79 plies): 24
/// white and 23 black pieces, 20 of them on ranks 5-12, both pyramids complete, many pieces
/// in sight of each other. White to move with 49 moves.
pub const CLASSIC_MIDGAME: &str = "s361,s225,4,s121,s49/p190,1,t64,t56,1,t36,s66,s28/\
t100,t90,c25,3,t12,1/4,c5,1,t30,1/1,s120,3,t16,c9,1/1,S45,c49,1,c7,3/2,c9,1,S81,c3,2/\
3,T6,1,T81,2/S15,7/2,C2,2,C6,2/4,C36,C8,1,T20/2,T9,1,C64,2,S153/2,C4,4,S289/\
2,C4,C16,2,T72,1/2,T25,1,T42,T49,P91,1/S25,5,S169,1 w - -";

#[derive(Args)]
pub struct BenchArgs {
    /// Variant to measure: classic, heligon, neo or simple
    #[arg(long, default_value = "neo")]
    variant: String,
    /// Variant option as key=value, repeatable
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Perft depth
    #[arg(long, default_value_t = 4)]
    depth: u32,
    /// Timed runs per position, each repeating the perft for at least 0.2 s (the median is
    /// reported)
    #[arg(long, default_value_t = 5)]
    runs: usize,
}

/// A timed run repeats the perft until this much time has passed, so that a perft of a
/// fraction of a millisecond (classic's depth 3 from the start) is not lost in timer noise.
const MIN_RUN_SECS: f64 = 0.2;

fn measure(game: &Game, depth: u32, runs: usize) -> (u64, f64) {
    let mut rates = Vec::with_capacity(runs);
    let mut leaves = 0;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let mut total = 0u64;
        loop {
            let mut g = game.clone();
            leaves = perft(&mut g, depth);
            total += leaves;
            if t.elapsed().as_secs_f64() >= MIN_RUN_SECS {
                break;
            }
        }
        rates.push(total as f64 / t.elapsed().as_secs_f64());
    }
    rates.sort_by(|a, b| a.total_cmp(b));
    (leaves, rates[rates.len() / 2])
}

pub fn run(args: &BenchArgs) -> Result<String, String> {
    let rules = Ruleset::from_names(&args.variant, &args.options)?;
    let midgame = match rules.id {
        VariantId::Classic => CLASSIC_MIDGAME,
        VariantId::Heligon => HELIGON_MIDGAME,
        VariantId::Neo => NEO_MIDGAME,
        VariantId::Simple => SIMPLE_MIDGAME,
    };
    let cases = [
        (format!("{} start", rules.id), Game::new(rules.clone())),
        (
            format!("{} midgame", rules.id),
            Game::from_rfen(rules, midgame)?,
        ),
    ];
    let mut out = String::new();
    for (name, game) in cases {
        let (leaves, rate) = measure(&game, args.depth, args.runs);
        let _ = writeln!(
            out,
            "{name:<15} perft {}: {leaves} leaves, median {:.2} M leaves/s over {} runs",
            args.depth,
            rate / 1e6,
            args.runs
        );
    }
    Ok(out)
}
