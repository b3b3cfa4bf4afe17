//! `rithmo pair --trf FILE`: the next Swiss round of a tournament in FIDE's TRF, printed as
//! JaVaFo and bbpPairings print it: the number of pairs, then `white black` a line, `N 0`
//! for the bye.

use crate::tournament::{pair_next_round, trf, Round};
use clap::Args;
use std::fmt::Write;
use std::path::PathBuf;

#[derive(Args)]
pub struct PairArgs {
    /// The tournament so far, in FIDE's TRF (with an XXR line for the number of rounds)
    #[arg(long)]
    trf: PathBuf,
}

pub fn run(args: &PairArgs) -> Result<String, String> {
    let text = std::fs::read_to_string(&args.trf)
        .map_err(|e| format!("cannot read {}: {e}", args.trf.display()))?;
    let t = trf::read(&text).map_err(|e| format!("{}: {e}", args.trf.display()))?;
    let round = pair_next_round(&t).map_err(|e| e.to_string())?;
    Ok(javafo_lines(&round))
}

/// The pair count (the bye counts as one), the games, then the bye.
pub fn javafo_lines(round: &Round) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        round.pairs.len() + usize::from(round.bye.is_some())
    );
    for p in &round.pairs {
        let _ = writeln!(out, "{} {}", p.white, p.black);
    }
    if let Some(bye) = round.bye {
        let _ = writeln!(out, "{bye} 0");
    }
    out
}
