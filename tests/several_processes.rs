//! Several `rithmo` processes on one database file, as a bot outgrowing one process runs
//! (one per group of gateway shards): starting together on a new or an old file, racing
//! moves on one game, ticking over the same due games (one of them killed), and a process
//! killed with SIGKILL while it writes moves, every acknowledged move found after restart.
//! The console adapter over standard input drives the real binary. On SQLite files, or on
//! PostgreSQL when `RITHMO_TEST_POSTGRES` names a server (CI runs both).

mod common;

use common::people::T0;
use common::postgres::TestDb;
use common::{neo, random_game};
use rithmo::rules::Game;
use rithmo::store::migrations::{migrate_to, recorded, LATEST};
use rithmo::store::sql::Connection;
use rithmo::store::{games, moves, Store};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;
use tempfile::TempDir;

/// A console process; its output lines arrive on a channel, and it is killed if the test
/// ends while it runs.
struct Console {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Console {
    fn start(db: &Path) -> Console {
        Console::start_at(db, T0)
    }

    /// The same, its clock at `now`.
    fn start_at(db: &Path, now: i64) -> Console {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
            .args(["console", "--now", &now.to_string(), "--db"])
            .arg(db)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Console {
            stdin: child.stdin.take(),
            child,
            lines,
            seen: Vec::new(),
        }
    }

    fn send(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(text.as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Takes the lines printed so far (waiting up to `wait` for the first).
    fn drain(&mut self, wait: Duration) -> &[String] {
        let from = self.seen.len();
        if let Ok(l) = self.lines.recv_timeout(wait) {
            self.seen.push(l);
            self.seen.extend(self.lines.try_iter());
        }
        &self.seen[from..]
    }

    /// Ends its input and waits for a clean exit; every line it printed.
    fn finish(mut self) -> Vec<String> {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        let mut err = String::new();
        std::io::Read::read_to_string(self.child.stderr.as_mut().unwrap(), &mut err).unwrap();
        assert!(status.success() && err.is_empty(), "{status}: {err}");
        self.seen.extend(self.lines.iter());
        std::mem::take(&mut self.seen)
    }

    /// SIGKILL; every line it printed before dying.
    fn kill(mut self) -> Vec<String> {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
        self.seen.extend(self.lines.iter());
        std::mem::take(&mut self.seen)
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs a whole script through one console and returns its output.
fn run(db: &Path, script: &str) -> Vec<String> {
    let mut c = Console::start(db);
    c.send(script);
    c.finish()
}

/// Alice (White) and Bob start game 1.
const START: &str =
    "/as alice\n/challenge @bob variant:neo days:3 colour:white\n/as bob\n/accept\n";

/// The lines that play `moves` from move `first` on, each as the side to move, with
/// ` ply:N` when `numbered`.
fn move_lines(moves: &[String], first: usize, numbered: bool) -> String {
    let mut s = String::new();
    for (i, m) in moves.iter().enumerate().skip(first - 1) {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let ply = if numbered {
            format!(" ply:{}", i + 1)
        } else {
            String::new()
        };
        s.push_str(&format!("/as {who}\n/move {m}{ply}\n"));
    }
    s
}

/// (move number, move) of each move a console acknowledged: "Game #1, move 5: bob played f6-f5."
fn acknowledged(lines: &[String]) -> Vec<(usize, String)> {
    lines
        .iter()
        .filter_map(|l| {
            let rest = l.trim_start().strip_prefix("Game #1, move ")?;
            let (n, said) = rest.split_once(": ")?;
            let (who, m) = said.split_once(" played ")?;
            let m = m.split([',', '.', ' ']).next()?;
            // Replies number moves as the record does (plies 1 and 2 are move 1); alice
            // plays White, who moves first in neo.
            let n: usize = n.parse().ok()?;
            let ply = if who == "alice" { 2 * n - 1 } else { 2 * n };
            // A reply writes a drop in its side's colour (`c8@f1` for Black); the record
            // keeps RULES.md's canonical upper-case letter.
            let m = match m.contains('@') {
                true => m[..1].to_uppercase() + &m[1..],
                false => m.to_string(),
            };
            Some((ply, m))
        })
        .collect()
}

fn log_of(db: &Path) -> Vec<String> {
    let store = Store::open(db).unwrap();
    rithmo::store::copy::integrity(store.conn()).unwrap();
    let log = moves::list(store.conn(), 1).unwrap();
    let row = games::get(store.conn(), 1).unwrap().unwrap();
    assert_eq!(
        row.ply as usize,
        log.len(),
        "the game row agrees with its log"
    );
    log.into_iter().map(|m| m.text).collect()
}

#[test]
fn two_processes_starting_together_on_a_new_or_an_old_database_both_start() {
    let all: Vec<usize> = (1..=LATEST).collect();
    for trial in 0..12 {
        let fresh = TestDb::new("fresh");
        let dir = TempDir::new().unwrap();
        let old = dir.path().join("old.db");
        // Schema 3, with a game started, as a deployment upgraded in place would have it
        // (SQLite only: PostgreSQL starts at the baseline).
        let mut dbs = vec![fresh.path().to_path_buf()];
        if !common::postgres::on() {
            let mut conn = Connection::at(&old).unwrap();
            migrate_to(&mut conn, 3).unwrap();
            let start = Game::new(neo()).rfen();
            conn.execute_batch(&format!(
                "INSERT INTO players VALUES (1, 'alice'), (2, 'bob');
                 INSERT INTO games (variant, status, challenger, opponent, colour_choice, white, black,
                   days_per_move, start_position, position, deadline, channel_id, guild_id, created_at, updated_at)
                 VALUES ('neo', 'active', 1, 2, 'white', 1, 2, 3, '{start}', '{start}', {}, 10, 1, {T0}, {T0});",
                T0 + 3 * 86_400
            ))
            .unwrap();
            dbs.push(old.clone());
        }
        for db in &dbs {
            let mut both: Vec<Console> = (0..2).map(|_| Console::start(db)).collect();
            for c in &mut both {
                c.send("/games\n");
            }
            for c in both {
                let out = c.finish();
                assert!(
                    out[0].starts_with("rithmo console."),
                    "trial {trial}: {out:?}"
                );
            }
            let conn = Connection::at(db).unwrap();
            assert_eq!(
                recorded(&conn).unwrap(),
                all,
                "trial {trial}, {}",
                db.display()
            );
        }
        if dbs.len() > 1 {
            let conn = Connection::at(&old).unwrap();
            assert_eq!(games::get(&conn, 1).unwrap().unwrap().status, "active");
        }
    }
}

#[test]
fn two_processes_racing_every_move_of_a_game_play_each_once() {
    for round in 0..3 {
        let held = TestDb::new("race");
        let db = held.path();
        run(db, START);
        // Both send the same 40 moves, each chosen for its move number, at the same time.
        let game = random_game(40, round);
        let script = move_lines(&game, 1, true);
        let mut both: Vec<Console> = (0..2).map(|_| Console::start(db)).collect();
        for c in &mut both {
            c.send(&script);
        }
        let outs: Vec<Vec<String>> = both.into_iter().map(Console::finish).collect();
        let mut acks: Vec<(usize, String)> = outs.iter().flat_map(|o| acknowledged(o)).collect();
        acks.sort();
        let expected: Vec<(usize, String)> = game
            .iter()
            .enumerate()
            .map(|(i, m)| (i + 1, m.clone()))
            .collect();
        assert_eq!(
            acks, expected,
            "round {round}: each move played once, in order"
        );
        // The other process's copy of each move was refused as meant for a position gone.
        let refused = outs
            .iter()
            .flatten()
            .filter(|l| l.contains("but the game has moved on"))
            .count();
        assert_eq!(refused, 40, "round {round}");
        assert_eq!(log_of(db), game, "round {round}");
    }
}

/// Lines of a console's output that announce `what` ("Reminder: your move in game #",
/// "wins on time") in the channel (not the direct messages), as game numbers.
fn announced(lines: &[String], what: &str) -> Vec<u32> {
    lines
        .iter()
        .filter(|l| l.starts_with("  ") && !l.contains("(dm to") && l.contains(what))
        .map(|l| {
            let at = l.find('#').expect("a game number") + 1;
            let digits: String = l[at..].chars().take_while(char::is_ascii_digit).collect();
            digits.parse().unwrap()
        })
        .collect()
}

#[test]
fn two_processes_ticking_over_due_games_send_each_reminder_and_forfeit_once_though_one_is_killed() {
    for round in 0..3 {
        let held = TestDb::new("clock");
        let db = held.path();
        let mut setup = String::new();
        for k in 0..4 {
            setup.push_str(&format!(
                "/as w{k}\n/challenge @b{k} variant:neo days:3 colour:white\n/as b{k}\n/accept\n"
            ));
            // A first move each, so the clock's end is a forfeit (a game without them is
            // aborted instead).
            setup.push_str(&format!("/as w{k}\n/move d4-d5\n/as b{k}\n/move f6-f5\n"));
        }
        run(db, &setup);
        let (mut a, mut b) = (Console::start(db), Console::start(db));
        // 2.5 of 3 days: every game's reminder is due, in both processes at once.
        a.send("/clock +60h\n");
        b.send("/clock +60h\n");
        let mut reminded = Vec::new();
        for _ in 0..100 {
            if reminded.len() >= 4 {
                break;
            }
            for c in [&mut a, &mut b] {
                reminded.extend(announced(c.drain(Duration::from_millis(50)), "Reminder:"));
            }
        }
        // The first process dies between the reminders and the deadlines.
        let mut out_a = a.kill();
        b.send("/clock +1d\n");
        let out_b = b.finish();
        out_a.extend(out_b.iter().cloned());
        let mut reminded = announced(&out_a, "Reminder: your move in game #");
        let mut forfeited = announced(&out_a, "wins on time");
        reminded.sort();
        forfeited.sort();
        assert_eq!(reminded, vec![1, 2, 3, 4], "round {round}: {out_a:#?}");
        assert_eq!(forfeited, vec![1, 2, 3, 4], "round {round}: {out_a:#?}");
        // A third process, later still, finds nothing left to do.
        let out = run(db, "/clock +3d\n");
        assert!(announced(&out, "#").is_empty(), "round {round}: {out:#?}");
    }
}

#[test]
fn two_processes_starting_together_after_an_outage_give_it_back_once() {
    for round in 0..4 {
        let held = TestDb::new("outage");
        let db = held.path();
        let mut setup = String::new();
        for k in 0..3 {
            setup.push_str(&format!(
                "/as w{k}\n/challenge @b{k} variant:neo days:1 colour:white\n/as b{k}\n/accept\n"
            ));
            setup.push_str(&format!("/as w{k}\n/move d4-d5\n/as b{k}\n/move f6-f5\n"));
        }
        // The last heartbeat at T0; then nothing runs for two days, past every deadline.
        run(db, &setup);
        let later = T0 + 2 * 86_400;
        let (mut a, mut b) = (Console::start_at(db, later), Console::start_at(db, later));
        a.send("/games\n");
        b.send("/games\n");
        let mut out = a.finish();
        out.extend(b.finish());
        let given = announced(&out, "could not take moves for 48 hours");
        let mut sorted = given.clone();
        sorted.sort();
        assert_eq!(
            sorted,
            vec![1, 2, 3],
            "round {round}: once per game: {out:#?}"
        );
        assert!(
            announced(&out, "wins on time").is_empty(),
            "round {round}: {out:#?}"
        );
        let store = Store::open(db).unwrap();
        for game in 1..=3 {
            let row = games::get(store.conn(), game).unwrap().unwrap();
            assert_eq!(
                row.deadline,
                Some(T0 + 3 * 86_400),
                "round {round}: game {game}"
            );
        }
    }
}

#[test]
fn a_process_killed_while_it_writes_moves_loses_no_acknowledged_move() {
    let held = TestDb::new("kill");
    let db = held.path();
    run(db, START);
    let game = random_game(120, 7);
    // Each life of the process gets every move still to play and is killed once it has
    // acknowledged a few of them, while the rest of its input is still queued.
    for more in [2, 5, 8, 3, 10, 6] {
        let before = log_of(db).len();
        let mut c = Console::start(db);
        c.send(&move_lines(&game, before + 1, false));
        while acknowledged(&c.seen).len() < more {
            let fresh = c.drain(Duration::from_secs(30)).len();
            assert!(fresh > 0, "the console stopped: {:?}", c.seen);
        }
        let acks = acknowledged(&c.kill());
        let log = log_of(db);
        assert_eq!(log[..], game[..log.len()], "the log is the game, in order");
        assert!(acks.len() >= more && log.len() >= before + acks.len());
        for (n, m) in &acks {
            assert_eq!(log.get(n - 1), Some(m), "acknowledged move {n} is kept");
        }
    }
    let played = log_of(db).len();
    assert!(played < game.len(), "moves are left for the last life");
    run(db, &move_lines(&game, played + 1, false));
    assert_eq!(log_of(db), game);
}
