//! The service end to end on a real database file: moves per second (validate, apply,
//! write in a transaction, render the board), and the database size after many finished
//! games.

use crate::service::outbox::{wall_ms, SENT_KEPT_MS};
use crate::service::{
    games::picture as image, ColourChoice, Command, Place, Request, Service, User, Via,
};
use crate::store::size;
use crate::store::sql::scratch;
use clap::Args;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct BenchServiceArgs {
    /// Moves per timed run
    #[arg(long, default_value_t = 300)]
    moves: usize,
    /// Timed runs (the median is reported)
    #[arg(long, default_value_t = 5)]
    runs: usize,
    /// Finished games to store for the size measurement (0 to skip)
    #[arg(long, default_value_t = 10_000)]
    games: usize,
    /// Plies per stored game before it is resigned
    #[arg(long, default_value_t = 20)]
    plies: usize,
    /// Leave the board picture out, to see the service and store alone
    #[arg(long)]
    no_render: bool,
    /// Without the outbox (as before it): each move's post not written with it
    #[arg(long)]
    no_outbox: bool,
    /// On PostgreSQL: a server's URL (postgres://user@host:port/db), where each run makes a
    /// fresh database and drops it after; without it, a SQLite file in the temporary folder
    #[arg(long)]
    postgres: Option<String>,
}

const HERE: Place = Place {
    guild: Some(1),
    channel: 1,
    thread: None,
    lang: None,
};
const T0: i64 = 1_795_305_600;

fn players() -> [User; 2] {
    [
        User {
            id: 1,
            name: "alice".into(),
            lang: crate::i18n::Lang::En,
            roles: Vec::new(),
        },
        User {
            id: 2,
            name: "bob".into(),
            lang: crate::i18n::Lang::En,
            roles: Vec::new(),
        },
    ]
}

/// A deterministic stream of choices, so runs are comparable.
struct Lcg(u64);

impl Lcg {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// The interaction every benchmark request answers.
fn answering() -> Via {
    Via::Interaction("bench-interaction".to_string())
}

/// A command answered as the bot answers an interaction: with the outbox in use, the post
/// the answer carries is written with the move, and marked sent once answered.
fn run(svc: &mut Service, who: &User, command: Command) -> crate::service::Reply {
    let reply = svc.run(&Request::command(answering(), who, &HERE, command), T0);
    if let Some(row) = reply.answer_row {
        svc.outbox_sent(row, None);
    }
    reply
}

fn open(db: &Path, args: &BenchServiceArgs) -> Result<Service, String> {
    let mut svc = Service::open(db)?;
    if !args.no_outbox {
        svc.use_outbox();
    }
    Ok(svc)
}

fn new_game(svc: &mut Service) {
    let [a, b] = players();
    let c = Command::Challenge {
        opponent: Some(b.clone()),
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: Some(3),
        clock: Default::default(),
        rated: true,
        team: None,
    };
    run(svc, &a, c);
    run(
        svc,
        &b,
        Command::Accept {
            game: None,
            team: None,
        },
    );
}

/// Resigns the player's game: the question, then its confirming button.
fn resign(svc: &mut Service, who: &User) {
    let ask = run(svc, who, Command::Resign { game: None });
    if let Some(confirm) = ask.buttons.first() {
        svc.run(
            &Request::press(answering(), who, &HERE, &confirm.custom_id),
            T0,
        );
    }
}

/// Plays one random legal move of whoever is to move, adding the time the move and its
/// picture took (choosing it, which autocomplete does in the bot, is not timed); false when
/// the game has ended.
fn random_move(svc: &mut Service, rng: &mut Lcg, render: bool, spent: &mut Duration) -> bool {
    for who in players() {
        let legal = svc.legal_moves(&who, &HERE, None).texts();
        if legal.is_empty() {
            continue;
        }
        let text = legal[rng.pick(legal.len())].clone();
        let t = Instant::now();
        let reply = run(
            svc,
            &who,
            Command::Move {
                game: None,
                text,
                ply: None,
            },
        );
        if render {
            if let Some(b) = &reply.board {
                std::hint::black_box(image::png(b));
            }
        }
        *spent += t.elapsed();
        return !reply.text.contains("is over");
    }
    false
}

/// A run's own database: a file, or a database made on the PostgreSQL server for it.
struct Scratch {
    path: PathBuf,
    server: Option<(String, String)>,
}

fn scratch(name: &str, args: &BenchServiceArgs) -> Result<Scratch, String> {
    let Some(server) = &args.postgres else {
        let path =
            std::env::temp_dir().join(format!("rithmo-bench-{}-{name}.db", std::process::id()));
        remove_file(&path);
        return Ok(Scratch { path, server: None });
    };
    let db = format!("rithmo_bench_{}_{name}", std::process::id());
    let url = scratch::create(server, &db).map_err(|e| e.to_string())?;
    Ok(Scratch {
        path: url.into(),
        server: Some((server.clone(), db)),
    })
}

impl Scratch {
    /// Its size in bytes, everything written.
    fn size(&self, svc: &Service) -> Result<u64, String> {
        size::bytes(svc.store().conn(), &self.path)
    }

    fn remove(self) {
        match self.server {
            None => remove_file(&self.path),
            Some((server, db)) => {
                let _ = scratch::drop(&server, &db);
            }
        }
    }
}

fn remove_file(db: &Path) {
    for ext in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{ext}", db.display()));
    }
}

fn moves_per_second(args: &BenchServiceArgs) -> Result<f64, String> {
    let mut rates = Vec::new();
    for run_no in 0..args.runs.max(1) {
        let db = scratch(&format!("moves{run_no}"), args)?;
        let mut svc = open(&db.path, args)?;
        let mut rng = Lcg(42);
        new_game(&mut svc);
        let mut spent = Duration::ZERO;
        for _ in 0..args.moves {
            if !random_move(&mut svc, &mut rng, !args.no_render, &mut spent) {
                new_game(&mut svc);
            }
        }
        rates.push(args.moves as f64 / spent.as_secs_f64());
        drop(svc);
        db.remove();
    }
    rates.sort_by(|a, b| a.total_cmp(b));
    Ok(rates[rates.len() / 2])
}

/// Stores `games` finished games and returns the file size in bytes after a checkpoint.
fn size_after(args: &BenchServiceArgs) -> Result<(u64, f64), String> {
    let db = scratch("size", args)?;
    let mut svc = open(&db.path, args)?;
    let mut rng = Lcg(7);
    let t = Instant::now();
    for _ in 0..args.games {
        new_game(&mut svc);
        for _ in 0..args.plies {
            if !random_move(&mut svc, &mut rng, false, &mut Duration::default()) {
                break;
            }
        }
        resign(&mut svc, &players()[0]);
        // What the bot's sender does: the posts and direct messages owed go out (here,
        // Discord takes each at once). The clock forgets sent rows an hour after they went;
        // these games take seconds where players take weeks, so each game's rows are
        // forgotten as the clock would by then (a running bot keeps its last hour's).
        loop {
            let due = svc.outbox_due(100);
            if due.is_empty() {
                break;
            }
            for row in due {
                svc.outbox_sent(row.id, Some(row.id as u64));
            }
        }
        svc.outbox_prune_at(wall_ms() + SENT_KEPT_MS);
    }
    let secs = t.elapsed().as_secs_f64();
    let size = db.size(&svc)?;
    drop(svc);
    db.remove();
    Ok((size, secs))
}

pub fn run_bench(args: &BenchServiceArgs) -> Result<String, String> {
    let mut out = String::new();
    let rate = moves_per_second(args)?;
    let what = match (args.no_render, args.no_outbox) {
        (true, true) => "validate, apply, commit",
        (true, false) => "validate, apply, outbox, commit, mark sent",
        (false, true) => "validate, apply, commit, render PNG",
        (false, false) => "validate, apply, outbox, commit, mark sent, render PNG",
    };
    let _ = writeln!(
        out,
        "service moves ({what}): median {rate:.0} moves/s over {} runs of {}",
        args.runs, args.moves
    );
    if args.games > 0 {
        let (size, secs) = size_after(args)?;
        let _ = writeln!(
            out,
            "database after {} finished games of up to {} plies: {:.1} MB ({} bytes per game; stored in {secs:.0} s)",
            args.games,
            args.plies,
            size as f64 / 1e6,
            size / args.games as u64
        );
    }
    Ok(out)
}
