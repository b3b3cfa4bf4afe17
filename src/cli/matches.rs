//! `rithmo match`: the engine against itself, two levels, colours alternating, with the
//! result as wins, draws, losses and unfinished games for the first level, how the games
//! were won, the Elo difference with its 95% margin, and each side's time per move and
//! speed. Every game's line goes to stderr as it ends, so a long match can be followed.

use super::GameArgs;
use crate::engine::rng::Rng;
use crate::engine::{think, Level};
use crate::rules::movegen::legal_actions;
use crate::rules::{Color, Game, Reason};
use clap::Args;
use std::collections::BTreeMap;
use std::fmt::Write;

#[derive(Args)]
pub struct MatchArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The first level (White in the first game): 1-5, or 0 / greedy
    #[arg(long)]
    white: String,
    /// The second level (Black in the first game)
    #[arg(long)]
    black: String,
    /// Games to play; colours alternate
    #[arg(long, default_value_t = 20)]
    games: u32,
    /// Time limit per move in milliseconds, for both sides (default: each level's own)
    #[arg(long)]
    millis: Option<u64>,
    /// A game not over after this many plies counts as unfinished
    #[arg(long, default_value_t = 200)]
    plies: u32,
    /// Seed of the first game; game i plays with seed + i
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Each pair of games (the same opening, colours swapped) starts after this many plies
    /// picked at random, so that a match is not a few games played again and again
    #[arg(long, default_value_t = 0)]
    opening: u32,
    /// Also print each game's moves (to stderr, after its result line), to replay it
    #[arg(long)]
    moves: bool,
}

/// One side's record in the match.
#[derive(Default)]
struct Side {
    wins: u32,
    reasons: BTreeMap<&'static str, u32>,
    move_millis: Vec<u64>,
    nodes: u64,
}

pub fn run(args: &MatchArgs) -> Result<String, String> {
    let levels = [Level::parse(&args.white)?, Level::parse(&args.black)?];
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let start = args.game.game()?;
    let mut sides = [Side::default(), Side::default()];
    let (mut draws, mut unfinished) = (0u32, 0u32);
    let mut scores = Vec::new();
    let mut opened = (start.clone(), Vec::new());
    for i in 0..args.games {
        // In even games the first level has White; in odd games Black, from the same opening.
        let first_is_white = i % 2 == 0;
        if first_is_white {
            let pair_seed = args.seed.wrapping_add(i as u64);
            opened = opening(&start, args.opening, pair_seed);
        }
        let who = |c: Color| usize::from((c == Color::White) != first_is_white);
        let seed = args.seed.wrapping_add(i as u64);
        let (end, plies, moves) = play_one(&opened, &levels, &who, seed, args, &mut sides)?;
        let line = match end {
            Some((Some(winner), reason)) => {
                let s = &mut sides[who(winner)];
                s.wins += 1;
                *s.reasons.entry(reason.name()).or_default() += 1;
                scores.push(if who(winner) == 0 { 1.0 } else { 0.0 });
                format!(
                    "{} ({winner}) wins by {}",
                    levels[who(winner)],
                    reason.name()
                )
            }
            Some((None, reason)) => {
                draws += 1;
                scores.push(0.5);
                format!("draw by {}", reason.name())
            }
            None => {
                unfinished += 1;
                scores.push(0.5);
                "unfinished".to_string()
            }
        };
        eprintln!(
            "game {}: {} as White: {line} after {plies} plies",
            i + 1,
            levels[who(Color::White)]
        );
        if args.moves {
            eprintln!("  {}", moves.join(" "));
        }
    }
    Ok(report(args, &levels, &sides, draws, unfinished, &scores))
}

type End = Option<(Option<Color>, Reason)>;

/// The game after `plies` random legal plies from `start`, and their texts.
fn opening(start: &Game, plies: u32, seed: u64) -> (Game, Vec<String>) {
    let mut game = start.clone();
    let mut moves = Vec::new();
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let actions = legal_actions(&game.rules, &game.pos);
        if game.outcome().is_some() || actions.is_empty() {
            break;
        }
        let a = actions[rng.below(actions.len() as u64) as usize];
        moves.push(a.text(&game.pos));
        game.play(a);
    }
    (game, moves)
}

/// One game from an opening (its game and moves so far).
fn play_one(
    (opened, opening): &(Game, Vec<String>),
    levels: &[Level; 2],
    who: &dyn Fn(Color) -> usize,
    seed: u64,
    args: &MatchArgs,
    sides: &mut [Side; 2],
) -> Result<(End, u32, Vec<String>), String> {
    let mut game = opened.clone();
    let mut moves = opening.clone();
    for ply in moves.len() as u32..args.plies {
        if let Some(o) = game.outcome() {
            return Ok((Some((o.winner, o.reason)), ply, moves));
        }
        let side = who(game.pos.side);
        let t = think(
            &game,
            levels[side],
            seed.wrapping_mul(31).wrapping_add(side as u64),
            args.millis,
        )?;
        sides[side].move_millis.push(t.millis);
        sides[side].nodes += t.nodes;
        moves.push(t.text);
        game.play(t.action);
    }
    let end = game.outcome().map(|o| (o.winner, o.reason));
    Ok((end, args.plies, moves))
}

fn report(
    args: &MatchArgs,
    levels: &[Level; 2],
    sides: &[Side; 2],
    draws: u32,
    unfinished: u32,
    scores: &[f64],
) -> String {
    let mut out = String::new();
    let variant = args.game.game().map(|g| g.rules.id.name()).unwrap_or("?");
    let _ = writeln!(
        out,
        "{variant}: {} against {}, {} games, colours alternating, at most {} plies{}{}",
        levels[0],
        levels[1],
        scores.len(),
        args.plies,
        args.millis
            .map_or(String::new(), |m| format!(", {m} ms per move")),
        match args.opening {
            0 => String::new(),
            n => format!(", each pair of games opened by {n} random plies"),
        }
    );
    let how = |s: &Side| -> String {
        let parts: Vec<String> = s.reasons.iter().map(|(r, n)| format!("{r} {n}")).collect();
        if parts.is_empty() {
            String::new()
        } else {
            format!(" ({})", parts.join(", "))
        }
    };
    let _ = writeln!(
        out,
        "{}: {} wins{}, {draws} draws, {} losses{}, {unfinished} unfinished",
        levels[0],
        sides[0].wins,
        how(&sides[0]),
        sides[1].wins,
        how(&sides[1]),
    );
    let _ = writeln!(out, "{}", elo_line(scores));
    for (level, s) in levels.iter().zip(sides) {
        let _ = writeln!(out, "{level}: {}", speed_line(s));
    }
    out
}

/// The score and the Elo difference with a 95% margin (unfinished games count as draws).
/// The margin is the score's 95% interval carried over to Elo by the curve's slope at the
/// score, which stays finite where the interval would reach 0% or 100%.
pub fn elo_line(scores: &[f64]) -> String {
    let n = scores.len() as f64;
    let p = scores.iter().sum::<f64>() / n;
    let pct = 100.0 * p;
    if p >= 1.0 || p <= 0.0 {
        // A clean sweep: the difference is at least what one game short of it would show.
        let edge = elo((n - 0.5) / n).abs();
        let sign = if p >= 1.0 { "+" } else { "-" };
        return format!(
            "score {pct:.1}%: Elo difference beyond {sign}{edge:.0} (every game the same way)"
        );
    }
    let var = scores.iter().map(|s| (s - p) * (s - p)).sum::<f64>() / n;
    let se = (var / n).sqrt();
    let slope = 400.0 / (std::f64::consts::LN_10 * p * (1.0 - p));
    let margin = 1.96 * se * slope;
    format!(
        "score {pct:.1}%: Elo difference {:+.0} ± {margin:.0} (95%)",
        elo(p)
    )
}

/// The Elo difference that gives an expected score `p`.
fn elo(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

fn speed_line(s: &Side) -> String {
    let mut t = s.move_millis.clone();
    if t.is_empty() {
        return "no moves".into();
    }
    t.sort_unstable();
    let median = t[t.len() / 2];
    let max = *t.last().expect("not empty");
    let total: u64 = t.iter().sum();
    let nps = if total > 0 {
        format!(", {:.0} k nodes/s", s.nodes as f64 / total as f64)
    } else {
        String::new()
    };
    format!(
        "{} moves, time per move median {median} ms, max {max} ms{nps}",
        t.len()
    )
}
