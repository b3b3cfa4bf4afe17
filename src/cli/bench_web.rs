//! `rithmo bench-web`: the web pages measured on 127.0.0.1. A `rithmo serve` of its own (no
//! token: the console's fallback, its pages on a free port) serves a game from a fresh
//! database; this process opens event streams on the game's page, then plays moves through
//! its own service, as another process of the bot would, and times each move from its
//! commit to its event at every stream. Also the page's time to serve and the memory (RSS)
//! the server spends on the streams.

use super::bench_web_client::{
    page_times, page_version, wait_for, wait_listening, watch, PATIENCE,
};
use crate::i18n::Lang;
use crate::rules::movegen::legal_actions;
use crate::rules::Game;
use crate::service::{ColourChoice, Command, Place, Request, Service, User, Via};
use crate::store::games;
use clap::Args;
use std::fmt::Write as _;
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct BenchWebArgs {
    /// Event streams open on the game
    #[arg(long, default_value_t = 1000)]
    watchers: usize,
    /// Moves played while they watch
    #[arg(long, default_value_t = 20)]
    moves: usize,
    /// Page loads timed (one after another)
    #[arg(long, default_value_t = 500)]
    pages: usize,
}

pub fn run(args: &BenchWebArgs) -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("rithmo-bench-web-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let out = bench(args, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    out
}

fn bench(args: &BenchWebArgs, dir: &Path) -> Result<String, String> {
    let db = dir.join("games.db");
    let mut svc = Service::open(&db)?;
    let game = begin(&mut svc)?;
    let token = crate::store::web_tokens::of_game(svc.store().conn(), game)
        .map_err(|e| e.to_string())?
        .ok_or("no token")?;
    let port = free_port()?;
    let mut server = Server::start(dir, &db, port)?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let addr = format!("127.0.0.1:{port}");
    rt.block_on(wait_listening(&addr))?;
    let page = format!("/g/{token}");
    let mut report = String::new();
    let before = rt.block_on(page_times(&addr, &page, args.pages, 200))?;
    // The same address with its last character changed: found by its first characters,
    // refused by the whole comparison.
    let last = if token.ends_with('0') { "1" } else { "0" };
    let wrong = format!("/g/{}{last}", &token[..token.len() - 1]);
    let missing = rt.block_on(page_times(&addr, &wrong, args.pages, 404))?;
    let rss_before = server.rss_kib()?;
    let version = rt.block_on(page_version(&addr, &page))?;
    let arrivals = Arc::new(Mutex::new(Vec::new()));
    let connected = Arc::new(AtomicUsize::new(0));
    let events = format!("/g/{token}/events?v={version}");
    for _ in 0..args.watchers {
        let (a, e, arr, c) = (
            addr.clone(),
            events.clone(),
            arrivals.clone(),
            connected.clone(),
        );
        rt.spawn(async move { watch(&a, &e, arr, c).await });
    }
    rt.block_on(wait_for(|| {
        connected.load(Ordering::SeqCst) >= args.watchers
    }))?;
    // Settled: the streams' buffers are allocated once they are all open.
    std::thread::sleep(Duration::from_millis(500));
    let rss_open = server.rss_kib()?;
    let commits = play(&mut svc, game, args.moves, &arrivals, args.watchers)?;
    let rss_after = server.rss_kib()?;
    let during = rt.block_on(page_times(&addr, &page, args.pages, 200))?;
    server.stop();
    let latencies = delays(&commits, &arrivals.lock().map_err(|e| e.to_string())?);
    let _ = writeln!(
        report,
        "watchers: {}, moves: {}, page loads: {} (each)",
        args.watchers,
        commits.len(),
        args.pages
    );
    let _ = writeln!(
        report,
        "commit -> event at every watcher: {}",
        summary(&latencies.all)
    );
    let _ = writeln!(
        report,
        "commit -> event at the last watcher, per move: {}",
        summary(&latencies.last)
    );
    let _ = writeln!(report, "events missing: {}", latencies.missing);
    let _ = writeln!(report, "page serve time, no watchers: {}", summary(&before));
    let _ = writeln!(
        report,
        "404 page for a token one character off: {}",
        summary(&missing)
    );
    let _ = writeln!(
        report,
        "page serve time, {} watchers open: {}",
        args.watchers,
        summary(&during)
    );
    let per = (rss_open as f64 - rss_before as f64) / args.watchers.max(1) as f64;
    let _ = writeln!(
        report,
        "server RSS: {rss_before} KiB before, {rss_open} KiB with the streams open ({per:.1} KiB a watcher), {rss_after} KiB after the moves"
    );
    Ok(report)
}

/// alice challenges bob and bob accepts: the game's number.
fn begin(svc: &mut Service) -> Result<i64, String> {
    let alice = player(1, "alice");
    let bob = player(2, "bob");
    let challenge = Command::Challenge {
        opponent: Some(bob.clone()),
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: Some(3),
        clock: Default::default(),
        rated: true,
        team: None,
    };
    let game = ask(svc, &alice, challenge)?.game.ok_or("no challenge")?;
    ask(
        svc,
        &bob,
        Command::Accept {
            game: Some(game),
            team: None,
        },
    )?;
    Ok(game)
}

fn player(id: u64, name: &str) -> User {
    User {
        id,
        name: name.into(),
        lang: Lang::En,
        roles: Vec::new(),
    }
}

fn ask(svc: &mut Service, who: &User, command: Command) -> Result<crate::service::Reply, String> {
    let place = Place {
        guild: Some(1),
        channel: 1,
        thread: None,
        lang: None,
    };
    let request = Request::command(Via::Console, who, &place, command).managing(true);
    let reply = svc.run(&request, now());
    if reply.ephemeral {
        return Err(reply.text);
    }
    Ok(reply)
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Plays up to `moves` legal moves, each once every watcher has the one before; returns
/// (ply, commit time) of each.
fn play(
    svc: &mut Service,
    game: i64,
    moves: usize,
    arrivals: &Mutex<Vec<(u32, Instant)>>,
    watchers: usize,
) -> Result<Vec<(u32, Instant)>, String> {
    let mut commits = Vec::new();
    for _ in 0..moves {
        let row = games::get(svc.store().conn(), game)
            .map_err(|e| e.to_string())?
            .ok_or("no game")?;
        let Some((text, mover)) = next_move(&row)? else {
            break;
        };
        ask(
            svc,
            &player(mover, ""),
            crate::service::Command::Move {
                game: Some(game),
                text,
                ply: None,
            },
        )?;
        let ply = row.ply + 1;
        commits.push((ply, Instant::now()));
        let started = Instant::now();
        while arrivals
            .lock()
            .map_err(|e| e.to_string())?
            .iter()
            .filter(|a| a.0 == ply)
            .count()
            < watchers
        {
            if started.elapsed() > PATIENCE {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        // A pause between moves, as between real ones.
        std::thread::sleep(Duration::from_millis(100));
    }
    Ok(commits)
}

/// The first legal move of the position, and who plays it (alice is 1, White).
fn next_move(row: &games::GameRow) -> Result<Option<(String, u64)>, String> {
    let rules = crate::rules::Ruleset::from_names(&row.variant, &[])?;
    let game = Game::from_rfen(rules, &row.position).map_err(|e| e.to_string())?;
    let actions = legal_actions(&game.rules, &game.pos);
    let mover = if row.ply.is_multiple_of(2) { 1 } else { 2 };
    Ok(actions.first().map(|a| (a.text(&game.pos), mover)))
}

struct Delays {
    all: Vec<Duration>,
    last: Vec<Duration>,
    missing: usize,
}

/// Each arrival's delay after its move's commit; the slowest per move.
fn delays(commits: &[(u32, Instant)], arrivals: &[(u32, Instant)]) -> Delays {
    let mut d = Delays {
        all: Vec::new(),
        last: Vec::new(),
        missing: 0,
    };
    for &(ply, at) in commits {
        let mine: Vec<Duration> = arrivals
            .iter()
            .filter(|a| a.0 == ply)
            .map(|a| a.1.saturating_duration_since(at))
            .collect();
        if let Some(max) = mine.iter().max() {
            d.last.push(*max);
        }
        d.all.extend(mine);
    }
    let expected = commits.len() * arrivals_per_move(arrivals, commits);
    d.missing = expected.saturating_sub(d.all.len());
    d
}

fn arrivals_per_move(arrivals: &[(u32, Instant)], commits: &[(u32, Instant)]) -> usize {
    commits
        .iter()
        .map(|c| arrivals.iter().filter(|a| a.0 == c.0).count())
        .max()
        .unwrap_or(0)
}

/// "median 3.1 ms, p99 7.9 ms, max 9.0 ms (n = 20000)".
fn summary(samples: &[Duration]) -> String {
    let mut s = samples.to_vec();
    s.sort();
    if s.is_empty() {
        return "no samples".into();
    }
    let at = |q: f64| s[((s.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "median {:.1} ms, p99 {:.1} ms, max {:.1} ms (n = {})",
        ms(at(0.5)),
        ms(at(0.99)),
        ms(s[s.len() - 1]),
        s.len()
    )
}

fn free_port() -> Result<u16, String> {
    let l = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    Ok(l.local_addr().map_err(|e| e.to_string())?.port())
}

/// `rithmo serve` without a token: the console on the database, and its pages.
struct Server {
    child: Child,
}

impl Server {
    fn start(dir: &Path, db: &Path, port: u16) -> Result<Server, String> {
        let config = dir.join("config.toml");
        let text = format!(
            "database = {:?}\nweb_listen = \"127.0.0.1:{port}\"\nlog_level = \"warn\"\n",
            db.display().to_string()
        );
        std::fs::write(&config, text).map_err(|e| e.to_string())?;
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let child = std::process::Command::new(exe)
            .args(["serve", "--config"])
            .arg(&config)
            .env_remove("DISCORD_TOKEN")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start rithmo serve: {e}"))?;
        Ok(Server { child })
    }

    /// The server's resident memory, from /proc.
    fn rss_kib(&self) -> Result<u64, String> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .map_err(|e| e.to_string())?;
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .ok_or_else(|| "no VmRSS".into())
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}
