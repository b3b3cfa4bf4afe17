//! `rithmo pair --trf FILE`: the next Swiss round of a tournament in FIDE's TRF, paired by
//! the Dutch system and printed as JaVaFo and bbpPairings print it: the number of pairs,
//! then `white black` a line, `N 0` for the bye.

use crate::tournament::{pair_round, trf, Round};
use clap::Args;
use std::fmt::Write;
use std::path::PathBuf;

#[derive(Args)]
pub struct PairArgs {
    /// The tournament so far, in FIDE's TRF (lines ending in CR, CR LF or LF)
    #[arg(long)]
    trf: PathBuf,
}

/// Pairs the round after the last one in the file, whatever its `XXR` says.
pub fn run(args: &PairArgs) -> Result<String, String> {
    let bytes =
        std::fs::read(&args.trf).map_err(|e| format!("cannot read {}: {e}", args.trf.display()))?;
    let shown = args.trf.display();
    let text = as_text(&bytes).map_err(|e| format!("{shown}: {e}"))?;
    let read = trf::read_all(&text).map_err(|e| format!("{shown}: {e}"))?;
    let round = pair_round(&read.tournament, read.first_colour).map_err(|e| e.to_string())?;
    Ok(javafo_lines(&round))
}

/// The file as text: UTF-8, or else Latin-1 as older TRF files are written; a control
/// character other than tab, form feed and the line ends means it is not text at all.
fn as_text(bytes: &[u8]) -> Result<String, String> {
    let text = match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => bytes.iter().map(|&b| b as char).collect(),
    };
    for (i, line) in trf::lines(&text).enumerate() {
        if line
            .chars()
            .any(|c| c.is_control() && !matches!(c, '\t' | '\x0c') && (c as u32) < 0x80)
        {
            return Err(format!(
                "line {}: not a text file (it holds control characters, as binary data does)",
                i + 1
            ));
        }
    }
    Ok(text)
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
