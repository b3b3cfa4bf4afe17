//! `rithmo lessons`: a variant's lessons listed and checked (each step's solution does its
//! task, its wrong move does not), the embedded book or a file being written.

use crate::lessons::{book, check};
use crate::rules::VariantId;
use clap::Args;
use std::fmt::Write;

#[derive(Args)]
pub struct LessonsArgs {
    /// Variant: classic, heligon, neo or simple
    #[arg(long)]
    variant: String,
    /// A lesson file to check instead of the embedded one (assets/lessons/<variant>.json)
    #[arg(long)]
    file: Option<String>,
}

pub fn run(args: &LessonsArgs) -> Result<String, String> {
    let variant = VariantId::parse(&args.variant).map_err(|e| e.to_string())?;
    let lessons = match &args.file {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            book::parse(variant, &text)?
        }
        None => book::book(variant).to_vec(),
    };
    let faults = check::faults(variant, &lessons);
    if !faults.is_empty() {
        return Err(faults.join("\n"));
    }
    let mut out = String::new();
    for (i, l) in lessons.iter().enumerate() {
        let _ = writeln!(out, "{} {} ({} steps): ok", i + 1, l.id, l.steps.len());
    }
    Ok(out)
}
