use crate::rules::proportion::triples;
use crate::rules::values::{all_values, army_values};
use crate::rules::{Color, VariantId};
use clap::Args;
use std::fmt::Write;

#[derive(Args)]
pub struct HarmoniesArgs {
    /// Variant: classic, heligon, neo or simple
    #[arg(long)]
    variant: String,
    /// white, black, or all (every value on the board)
    #[arg(long)]
    side: String,
}

pub fn run(args: &HarmoniesArgs) -> Result<String, String> {
    VariantId::parse(&args.variant)?;
    let values = match args.side.to_ascii_lowercase().as_str() {
        "all" => all_values(),
        s => army_values(
            Color::from_name(s)
                .ok_or_else(|| format!("--side takes white, black or all, not '{s}'"))?,
        ),
    };
    let mut out = String::new();
    for (kind, [a, b, c]) in triples(&values) {
        let _ = writeln!(out, "{kind} {a} {b} {c}");
    }
    Ok(out)
}
