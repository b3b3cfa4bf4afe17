//! The `rithmo` command line: a thin layer that parses arguments, calls the rules core and
//! prints. Every command returns its whole output or an error; nothing is printed on error.

mod analyse;
mod backup;
mod bench;
mod bench_pairing;
mod bench_render;
mod bench_service;
mod bench_web;
mod bench_web_client;
mod bestmove;
mod check;
mod console;
mod harmonies;
mod lessons;
mod matches;
mod moves;
mod pair;
mod perft;
mod play;
mod puzzles;
mod render;
mod serve;

use crate::rules::{Game, Ruleset};
use clap::{Args, Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "rithmo",
    version,
    about = "Rithmomachia by correspondence, the medieval battle of numbers",
    long_about = None,
    before_help = "To play at once, locally: rithmo console --db try.db --images boards/\n\
        then type /help (you are alice; /as bob switches the player, /challenge @bob starts a game).\n\
        To run the Discord bot: rithmo serve --config config.toml (see config.example.toml)."
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play locally as any user, the way a Discord user would, on a fake clock
    Console(console::ConsoleArgs),
    /// Run the Discord bot (or, with no token set, the local console)
    Serve(serve::ServeArgs),
    /// Copy the game database while the bot runs (SQLite's online backup)
    Backup(backup::BackupArgs),
    /// Check a game database's integrity and say what it holds
    Check(check::CheckArgs),
    /// Count legal action sequences to each depth from 1 to DEPTH
    Perft(perft::PerftArgs),
    /// List the legal actions of a position
    Moves(moves::MovesArgs),
    /// Play moves from a position and show what happened
    Play(play::PlayArgs),
    /// List every proportion triple among an army's values
    Harmonies(harmonies::HarmoniesArgs),
    /// List a variant's lessons and check each step's solution and wrong move
    Lessons(lessons::LessonsArgs),
    /// List a variant's shipped puzzles as JSON lines, or mine new ones (--mine N)
    Puzzles(puzzles::PuzzlesArgs),
    /// The engine's move in a position (after the given moves)
    Bestmove(bestmove::BestmoveArgs),
    /// The engine's review of a game: every ply's best move, what the move played cost, its
    /// class, and each player's accuracy
    Analyse(analyse::AnalyseArgs),
    /// The engine against itself: two levels, colours alternating, with the Elo difference
    Match(matches::MatchArgs),
    /// Measure move generation speed (perft leaves per second)
    Bench(bench::BenchArgs),
    /// Draw a position as a PNG board image
    Render(render::RenderArgs),
    /// Draw a game as an animated GIF, one frame per move
    Replay(render::ReplayArgs),
    /// Measure board image speed (render + PNG encode) and PNG sizes
    BenchRender(bench_render::BenchRenderArgs),
    /// Measure moves per second through the service and store, and the database size
    BenchService(bench_service::BenchServiceArgs),
    /// The next Swiss round of a tournament in FIDE's TRF, printed as JaVaFo prints it
    Pair(pair::PairArgs),
    /// Measure Swiss pairing time and standings time
    BenchPairing(bench_pairing::BenchPairingArgs),
    /// Measure the web pages: a move's time to 1,000 open event streams, the page's time to
    /// serve, the memory of the streams (127.0.0.1 only)
    BenchWeb(bench_web::BenchWebArgs),
}

/// The variant, its options and the starting position, shared by most commands.
#[derive(Args, Clone)]
pub struct GameArgs {
    /// Variant: classic, heligon, neo or simple (for replay, given by the record when --record is used)
    #[arg(long)]
    variant: Option<String>,
    /// Position in RFEN (default: the variant's start position)
    #[arg(long)]
    position: Option<String>,
    /// Variant option as key=value, repeatable (neo: balanced=true; simple:
    /// victory=value:100|200|300 or victory=shape:10|20|30, limit=PLIES, rows=true)
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
}

impl GameArgs {
    pub fn game(&self) -> Result<Game, String> {
        let variant = self.variant.as_deref().ok_or_else(|| {
            let known: Vec<&str> = crate::rules::VariantId::ALL
                .iter()
                .map(|v| v.name())
                .collect();
            format!("--variant is required (one of: {})", known.join(", "))
        })?;
        let rules = Ruleset::from_names(variant, &self.options)?;
        match &self.position {
            Some(text) => Ok(Game::from_rfen(rules, text)?),
            None => Ok(Game::new(rules)),
        }
    }
}

/// Runs the command line; returns the process exit status.
pub fn main() -> i32 {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Perft(a) => perft::run(&a),
        Command::Moves(a) => moves::run(&a),
        Command::Play(a) => play::run(&a),
        Command::Harmonies(a) => harmonies::run(&a),
        Command::Lessons(a) => lessons::run(&a),
        Command::Puzzles(a) => puzzles::run(&a),
        Command::Bestmove(a) => bestmove::run(&a),
        Command::Match(a) => matches::run(&a),
        Command::Analyse(a) => analyse::run(&a),
        Command::Bench(a) => bench::run(&a),
        Command::Render(a) => render::run_render(&a),
        Command::Replay(a) => render::run_replay(&a),
        Command::BenchRender(a) => bench_render::run(&a),
        Command::BenchService(a) => bench_service::run_bench(&a),
        Command::Pair(a) => pair::run(&a),
        Command::BenchPairing(a) => bench_pairing::run(&a),
        Command::BenchWeb(a) => bench_web::run(&a),
        Command::Console(a) => console::run(&a),
        Command::Serve(a) => serve::run(&a),
        Command::Backup(a) => backup::run(&a),
        Command::Check(a) => check::run(&a),
    };
    match result {
        Ok(out) => {
            print!("{out}");
            0
        }
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

/// `--lang de|it|en`: a language the bot speaks (as Discord codes name them, `de-AT` too).
fn lang_arg(code: &str) -> Result<crate::i18n::Lang, String> {
    crate::i18n::Lang::parse(code).ok_or_else(|| {
        let known: Vec<&str> = crate::i18n::Lang::ALL.iter().map(|l| l.code()).collect();
        format!("unknown language '{code}' (known: {})", known.join(", "))
    })
}

fn json<T: serde::Serialize>(value: &T) -> String {
    let mut s = serde_json::to_string_pretty(value).expect("plain data serialises");
    s.push('\n');
    s
}
