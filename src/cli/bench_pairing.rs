//! The pairing engine's speed: a Swiss round of many players paired by the Dutch rules (the
//! fast approximation for 1,000 players, the exact matching for a field at its limit), and
//! the standings of a finished Swiss and round robin; medians of several runs.

use crate::tournament::random::{entrants, result, XorShift};
use crate::tournament::{
    pair_next_round, round_robin_standings, schedule, swiss_standings, Tournament,
};
use clap::Args;
use std::fmt::Write;
use std::time::Instant;

#[derive(Args)]
pub struct BenchPairingArgs {
    /// Players in the Swiss whose rounds are paired
    #[arg(long, default_value_t = 1000)]
    players: usize,
    /// Rounds of the Swiss: each is timed, then played with made-up results
    #[arg(long, default_value_t = 9)]
    rounds: u32,
    /// Players in a second Swiss, paired by the exact Dutch matching (at most its limit)
    #[arg(long, default_value_t = crate::tournament::dutch::EXACT_LIMIT)]
    exact_players: usize,
    /// Players in the tournaments whose standings are drawn
    #[arg(long, default_value_t = 200)]
    standings_players: usize,
    /// Timed runs (the median is reported)
    #[arg(long, default_value_t = 5)]
    runs: usize,
}

/// A Swiss of `players` with `played` rounds paired by the engine and results made up.
fn swiss(players: usize, rounds: u32, played: u32, seed: u64) -> Result<Tournament, String> {
    let mut rng = XorShift::new(seed);
    let mut t = Tournament::new("bench", rounds, &entrants(&mut rng, players));
    for _ in 0..played {
        play_round(&mut t, &mut rng)?;
    }
    Ok(t)
}

/// The next round paired by the engine and played, its results made up.
fn play_round(t: &mut Tournament, rng: &mut XorShift) -> Result<(), String> {
    let round = pair_next_round(t).map_err(|e| e.to_string())?;
    let results: Vec<_> = round
        .pairs
        .iter()
        .map(|p| result(rng, t.player(p.white).rating, t.player(p.black).rating))
        .collect();
    t.record_round(&round, &results)
}

fn round_robin(players: usize, seed: u64) -> Result<Tournament, String> {
    let mut rng = XorShift::new(seed);
    let rounds = schedule(players as u32, false);
    let mut t = Tournament::new("bench", rounds.len() as u32, &entrants(&mut rng, players));
    for r in &rounds {
        for p in &r.pairs {
            let res = result(&mut rng, t.player(p.white).rating, t.player(p.black).rating);
            t.record_game(r.number, *p, res)?;
        }
    }
    Ok(t)
}

/// The slowest round of a Swiss small enough for the exact matching (the Dutch system in
/// full), rounds timed as above.
fn exact_rounds(args: &BenchPairingArgs, out: &mut String) -> Result<(), String> {
    let n = args.exact_players;
    let mut rng = XorShift::new(4);
    let mut t = Tournament::new("bench", args.rounds, &entrants(&mut rng, n));
    let mut slowest: f64 = 0.0;
    for _ in 1..=args.rounds {
        slowest = slowest.max(median(args.runs, || pair_next_round(&t)));
        play_round(&mut t, &mut rng)?;
    }
    let _ = writeln!(
        out,
        "swiss pairing, exact matching: {n} players, {} rounds: slowest round median {:.1} ms",
        args.rounds,
        slowest * 1e3
    );
    Ok(())
}

/// Median seconds of `runs` calls.
fn median<T>(runs: usize, mut f: impl FnMut() -> T) -> f64 {
    let mut times: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(f());
            t.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(|a, b| a.total_cmp(b));
    times[times.len() / 2]
}

pub fn run(args: &BenchPairingArgs) -> Result<String, String> {
    let mut out = String::new();
    let mut rng = XorShift::new(1);
    let mut t = Tournament::new("bench", args.rounds, &entrants(&mut rng, args.players));
    let mut slowest: f64 = 0.0;
    for r in 1..=args.rounds {
        let time = median(args.runs, || pair_next_round(&t));
        slowest = slowest.max(time);
        let round = pair_next_round(&t).map_err(|e| e.to_string())?;
        let _ = writeln!(
            out,
            "swiss pairing: {} players, round {r} ({} games): median {:.1} ms over {} runs",
            args.players,
            round.pairs.len(),
            time * 1e3,
            args.runs
        );
        let results: Vec<_> = round
            .pairs
            .iter()
            .map(|p| result(&mut rng, t.player(p.white).rating, t.player(p.black).rating))
            .collect();
        t.record_round(&round, &results)?;
    }
    let _ = writeln!(out, "swiss pairing: slowest round {:.1} ms", slowest * 1e3);
    exact_rounds(args, &mut out)?;
    let n = args.standings_players;
    let finished = swiss(n, 9, 9, 2)?;
    let swiss_time = median(args.runs, || swiss_standings(&finished));
    let _ = writeln!(
        out,
        "swiss standings: {n} players, 9 rounds: median {:.2} ms over {} runs",
        swiss_time * 1e3,
        args.runs
    );
    let picture = median(args.runs, || {
        crate::render::table::table_png(&crate::service::tournaments::swiss_picture(&finished))
    });
    let _ = writeln!(
        out,
        "swiss standings picture (PNG): {n} players: median {:.1} ms over {} runs",
        picture * 1e3,
        args.runs
    );
    let rr = round_robin(n, 3)?;
    let rr_time = median(args.runs, || round_robin_standings(&rr, 1));
    let _ = writeln!(
        out,
        "round robin standings: {n} players, {} rounds: median {:.2} ms over {} runs",
        rr.rounds,
        rr_time * 1e3,
        args.runs
    );
    Ok(out)
}
