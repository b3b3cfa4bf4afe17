//! `rithmo puzzles`: a variant's shipped puzzles as JSON lines, or (`--mine N`) new ones
//! mined from N of the engine's games, or (`--from-db FILE`) from the finished games of the
//! servers that allow it, with what the mining found and dropped on stderr.

use crate::puzzles::{mine, mine_played, set, MineReport, Played};
use crate::rules::VariantId;
use crate::store::{shared_games, Store};
use clap::Args;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Args)]
pub struct PuzzlesArgs {
    /// Variant: classic, heligon, neo or simple
    #[arg(long)]
    variant: String,
    /// Variant option as key=value, repeatable (for mining)
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Mine this many games instead of listing the shipped set
    #[arg(long, conflicts_with = "from_db")]
    mine: Option<usize>,
    /// Mine the finished games of this bot database whose servers allow it (/settings
    /// game-puzzles) instead of the engine's own games
    #[arg(long, value_name = "FILE")]
    from_db: Option<PathBuf>,
    /// Seed of the mining run (the same seed mines the same puzzles)
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(args: &PuzzlesArgs) -> Result<String, String> {
    let variant = VariantId::parse(&args.variant).map_err(|e| e.to_string())?;
    let played = match &args.from_db {
        Some(path) => Some(shared(path, variant)?),
        None => None,
    };
    let games = match (&played, args.mine) {
        (Some(p), _) => p.len(),
        (None, Some(n)) => n,
        (None, None) => return Ok(lines(set(variant))),
    };
    let cpu = cpu_seconds();
    let wall = Instant::now();
    let mut progress = |r: &MineReport| eprintln!("game {} of {games}: {}", r.games, counts(r));
    let report = match &played {
        Some(p) => mine_played(variant, p, args.seed, &mut progress)?,
        None => mine(variant, &args.options, games, args.seed, &mut progress)?,
    };
    let spent = cpu_seconds() - cpu;
    eprintln!(
        "{variant}: {} games, {}, {spent:.1} CPU seconds ({:.1} s wall), {:.0} kept per CPU-hour",
        report.games,
        counts(&report),
        wall.elapsed().as_secs_f64(),
        report.kept.len() as f64 * 3600.0 / spent.max(0.001),
    );
    Ok(lines(&report.kept))
}

/// The variant's finished games in `path` that their servers share; the file must exist
/// (opening would create an empty one).
fn shared(path: &Path, variant: VariantId) -> Result<Vec<Played>, String> {
    if !path.is_file() {
        return Err(format!("{}: no such database", path.display()));
    }
    let store = Store::open(path)?;
    let games = shared_games::finished(store.conn(), variant.name())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(games
        .into_iter()
        .map(|g| Played {
            options: g.options,
            start: g.start,
            moves: g.moves,
        })
        .collect())
}

fn lines(puzzles: &[crate::puzzles::Puzzle]) -> String {
    puzzles.iter().map(|p| p.to_json_line() + "\n").collect()
}

fn counts(r: &MineReport) -> String {
    let share = match r.candidates {
        0 => 0.0,
        n => 100.0 * r.dropped_not_unique as f64 / n as f64,
    };
    format!(
        "{} positions, {} candidates, {} dropped as not unique ({share:.0}%), {} dropped as unsound, {} kept",
        r.positions,
        r.candidates,
        r.dropped_not_unique,
        r.dropped_unsound,
        r.kept.len()
    )
}

/// The process's CPU time (user and system) from /proc, in seconds; 0 where there is none
/// (the rate then reads as unknown rather than wrong by the machine's load).
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // The command name (field 2) may hold spaces; the fields after its ')' are plain.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15, the 12th and 13th after the name.
    let ticks: f64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i)?.parse::<f64>().ok())
        .sum();
    ticks / 100.0
}
