//! The store: migrations on real files (also several opened at once), the log as the source
//! of truth, one winner when two commands race on one game, and each clock duty done once
//! however many services tick. Every test but the upgrades from older schemas (SQLite files:
//! PostgreSQL starts at the baseline) runs on the engine the tests run on (`TestDb`).

use rithmo::rules::explain::resolve;
use rithmo::rules::{Game, Ruleset};
use rithmo::service::{Command, Place, Service};
use rithmo::store::duties::{self, Duty};
use rithmo::store::migrations::{migrate_to, recorded, version, LATEST};
use rithmo::store::sql::Connection;
use rithmo::store::{games, moves, Store};
use std::sync::{Arc, Barrier};
use tempfile::TempDir;

mod common;

use common::driver::{ask, mv, Challenge, Driver};
use common::people::{user, DAY, T0};
use common::postgres::TestDb;

/// The channel of the games the old files below hold.
const HERE: Place = Place {
    guild: Some(1),
    channel: 10,
    thread: None,
    lang: None,
};

/// Alice (White) and Bob (Black) start game 1 in a fresh database.
fn started(path: &std::path::Path) -> Driver {
    let mut svc = Driver::on(path).with_place(HERE);
    let c = Challenge::to(Some(user(2, "bob"))).command();
    svc.duel(&user(1, "alice"), &user(2, "bob"), c, T0);
    svc
}

#[test]
fn a_fresh_database_gets_the_latest_schema_and_a_second_start_leaves_it_alone() {
    let db = TestDb::new("db");
    let path = db.path().to_path_buf();
    let store = Store::open(&path).unwrap();
    assert_eq!(version(store.conn()).unwrap(), LATEST);
    // The table lists every version once, so a forgotten row in a new file shows here.
    let all: Vec<usize> = (1..=LATEST).collect();
    assert_eq!(recorded(store.conn()).unwrap(), all);
    if store.conn().is_postgres() {
        // PostgreSQL's write-ahead log is the server's own.
    } else {
        let mode: String = store
            .conn()
            .query_row("PRAGMA journal_mode", (), |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
    }
    drop(store);
    drop(started(&path));
    let svc = Service::open(&path).unwrap();
    assert_eq!(version(svc.store().conn()).unwrap(), LATEST);
    assert_eq!(
        games::get(svc.store().conn(), 1).unwrap().unwrap().status,
        "active"
    );
}

#[test]
fn every_earlier_version_with_data_upgrades_to_the_latest() {
    for from in 1..LATEST {
        let dir = TempDir::new().unwrap();
        let path = dir.path().join("old.sqlite");
        let mut conn = Connection::at(&path).unwrap();
        migrate_to(&mut conn, from).unwrap();
        // Data as version 1 knew it: a game with one move played.
        let start = Game::new(Ruleset::from_names("neo", &[]).unwrap());
        let mut g = start.clone();
        g.play(resolve(&g, "d4-d5").unwrap());
        conn.execute_batch(&format!(
            "INSERT INTO players (id, name) VALUES (1, 'alice'), (2, 'bob');
             INSERT INTO games (variant, options, status, challenger, opponent, colour_choice, white, black,
               days_per_move, start_position, position, ply, deadline, channel_id, guild_id, created_at, updated_at)
             VALUES ('neo', '', 'active', 1, 2, 'white', 1, 2, 3, '{}', '{}', 1, {}, 10, 1, {T0}, {T0});
             INSERT INTO moves VALUES (1, 1, 1, 'd4-d5', '{}', '[]', {T0});",
            start.rfen(),
            g.rfen(),
            T0 + 3 * 86_400,
            g.rfen()
        ))
        .unwrap();
        // Finished games from before ratings: game 2, a draw, ended after game 3, Alice's
        // win; game 4 was aborted (stored as version 1 would: a cancelled game).
        for (id, status, result, reason, ended) in [
            (2, "finished", "'draw'", "'agreement'", T0 - 86_400),
            (3, "finished", "'white'", "'resignation'", T0 - 2 * 86_400),
            (4, "cancelled", "NULL", "'aborted'", T0 - 3 * 86_400),
        ] {
            conn.execute_batch(&format!(
                "INSERT INTO games (id, variant, options, status, challenger, opponent, colour_choice,
                   white, black, days_per_move, start_position, position, ply, result, reason,
                   channel_id, guild_id, created_at, updated_at)
                 VALUES ({id}, 'neo', '', '{status}', 1, 2, 'white', 1, 2, 3, '{r}', '{r}', 0,
                   {result}, {reason}, 10, 1, {created}, {ended});",
                r = start.rfen(),
                created = T0 - 5 * 86_400
            ))
            .unwrap();
        }
        drop(conn);
        let mut svc = Service::open(&path).unwrap();
        assert_eq!(
            version(svc.store().conn()).unwrap(),
            LATEST,
            "from version {from}"
        );
        let all: Vec<usize> = (1..=LATEST).collect();
        assert_eq!(
            recorded(svc.store().conn()).unwrap(),
            all,
            "from version {from}"
        );
        // The old game goes on.
        let r = ask(&mut svc, HERE, &user(2, "bob"), mv(None, "f6-f5"), T0);
        assert!(
            r.text.contains("bob played f6-f5"),
            "from version {from}: {}",
            r.text
        );
        // The finished games were rated at the upgrade, in the order they ended: Alice's
        // win first (a newcomers' even game: +162), then the draw; the aborted game not.
        let history: Vec<(i64, i64, i64)> = {
            let conn = svc.store().conn();
            let mut stmt = conn
                .prepare(
                    "SELECT game_id, player_id, round(after) FROM rating_history
                     ORDER BY at, game_id, player_id",
                )
                .unwrap();
            let rows = stmt
                .query_map((), |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get::<_, f64>(2)? as i64))
                })
                .unwrap();
            rows.map(Result::unwrap).collect()
        };
        assert_eq!(history.len(), 4, "from version {from}: {history:?}");
        assert_eq!(
            history[..2],
            [(3, 1, 1662), (3, 2, 1338)],
            "from version {from}"
        );
        assert_eq!((history[2].0, history[3].0), (2, 2), "from version {from}");
        assert!(
            history[2].2 < 1662 && history[3].2 > 1338,
            "a draw against a weaker player costs the stronger: {history:?}"
        );
        let board = ask(
            &mut svc,
            HERE,
            &user(1, "alice"),
            Command::Leaderboard { variant: None },
            T0,
        );
        assert!(
            board.text.contains(&format!("alice {}?", history[2].2)),
            "from version {from}: {}",
            board.text
        );
        // Opening again does not rate them twice.
        drop(svc);
        let svc = Service::open(&path).unwrap();
        let n: i64 = svc
            .store()
            .conn()
            .query_row("SELECT count(*) FROM rating_history", (), |r| r.get(0))
            .unwrap();
        assert_eq!(n, 4, "from version {from}");
    }
}

#[test]
fn a_database_newer_than_the_program_is_refused() {
    let db = TestDb::new("future");
    let path = db.path().to_path_buf();
    // A later program's schema: SQLite's version in the file's header, PostgreSQL's the
    // highest row of schema_version.
    drop(Store::open(&path).unwrap());
    let conn = Connection::at(&path).unwrap();
    match conn.as_sqlite() {
        Some(lite) => lite
            .pragma_update(None, "user_version", LATEST as i64 + 1)
            .unwrap(),
        None => {
            conn.execute(
                "INSERT INTO schema_version (version) VALUES (?1)",
                [LATEST as i64 + 1],
            )
            .unwrap();
        }
    }
    drop(conn);
    let err = Store::open(&path).err().unwrap();
    assert!(err.contains("newer than this program"), "{err}");
}

#[test]
fn the_stored_position_is_the_one_the_log_replays_to() {
    let db = TestDb::new("db");
    let path = db.path().to_path_buf();
    let mut svc = started(&path);
    let (a, b) = (user(1, "alice"), user(2, "bob"));
    for (who, m) in [
        (&a, "d4-d5"),
        (&b, "f6-f5"),
        (&a, "e4xf5"),
        (&b, "c6-b5"),
        (&a, "d5-d4"),
    ] {
        let r = svc.mv(who, m, T0);
        assert!(!r.ephemeral, "{m}: {}", r.text);
    }
    let conn = svc.svc.store().conn();
    let row = games::get(conn, 1).unwrap().unwrap();
    let log = moves::list(conn, 1).unwrap();
    assert_eq!(log.len(), 5);
    let mut g = Game::from_rfen(
        Ruleset::from_names("neo", &[]).unwrap(),
        &row.start_position,
    )
    .unwrap();
    for m in &log {
        g.play(resolve(&g, &m.text).unwrap());
        assert_eq!(g.rfen(), m.position_after, "ply {}", m.ply);
    }
    assert_eq!(g.rfen(), row.position);
    assert!(
        log[2].captures.contains("gcd(6,3)=3"),
        "the capture is logged: {}",
        log[2].captures
    );
}

#[test]
fn two_moves_at_the_same_moment_never_both_apply() {
    for round in 0..5 {
        let db = TestDb::new("race");
        let path = db.path().to_path_buf();
        drop(started(&path));
        // Alice sends two different moves from two connections at the same moment.
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = ["d4-d5", "c4-c5"]
            .into_iter()
            .map(|m| {
                let (path, barrier) = (path.clone(), barrier.clone());
                std::thread::spawn(move || {
                    let mut svc = Service::open(&path).unwrap();
                    barrier.wait();
                    let r = ask(&mut svc, HERE, &user(1, "alice"), mv(None, m), T0);
                    (!r.ephemeral, r.text)
                })
            })
            .collect();
        let results: Vec<(bool, String)> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert_eq!(
            results.iter().filter(|r| r.0).count(),
            1,
            "round {round}: {results:?}"
        );
        let loser = results.iter().find(|r| !r.0).unwrap();
        assert!(
            loser.1.contains("it is bob's turn"),
            "round {round}: {}",
            loser.1
        );
        let svc = Service::open(&path).unwrap();
        assert_eq!(moves::list(svc.store().conn(), 1).unwrap().len(), 1);
        assert_eq!(games::get(svc.store().conn(), 1).unwrap().unwrap().ply, 1);
    }
}

/// A file at schema `version` holding one active neo game (Alice to move, due at `deadline`).
fn old_file(path: &std::path::Path, version: usize, deadline: i64) {
    let mut conn = Connection::at(path).unwrap();
    migrate_to(&mut conn, version).unwrap();
    let start = Game::new(Ruleset::from_names("neo", &[]).unwrap()).rfen();
    conn.execute_batch(&format!(
        "INSERT INTO players (id, name) VALUES (1, 'alice'), (2, 'bob');
         INSERT INTO games (variant, options, status, challenger, opponent, colour_choice, white, black,
           days_per_move, start_position, position, ply, deadline, channel_id, guild_id, created_at, updated_at)
         VALUES ('neo', '', 'active', 1, 2, 'white', 1, 2, 3, '{start}', '{start}', 0, {deadline}, 10, 1, {T0}, {T0});"
    ))
    .unwrap();
}

/// Opens the store from `n` threads released together; every open must succeed.
fn open_together(path: &std::path::Path, n: usize) {
    let barrier = Arc::new(Barrier::new(n));
    let handles: Vec<_> = (0..n)
        .map(|_| {
            let (path, barrier) = (path.to_path_buf(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                Store::open(&path).map(|_| ())
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap().unwrap();
    }
}

#[test]
fn stores_opened_together_on_a_new_or_an_old_file_all_open_and_migrate_once() {
    let all: Vec<usize> = (1..=LATEST).collect();
    for trial in 0..20 {
        let dir = TempDir::new().unwrap();
        let fresh = dir.path().join("fresh.sqlite");
        open_together(&fresh, 4);
        let conn = Connection::at(&fresh).unwrap();
        assert_eq!(version(&conn).unwrap(), LATEST, "trial {trial}");
        assert_eq!(recorded(&conn).unwrap(), all, "trial {trial}");

        // Schema 3: `vacations` (schema 4) would be created twice without the lock.
        let old = dir.path().join("old.sqlite");
        old_file(&old, 3, T0 + 3 * 86_400);
        open_together(&old, 4);
        let conn = Connection::at(&old).unwrap();
        assert_eq!(recorded(&conn).unwrap(), all, "trial {trial}");
        assert_eq!(games::get(&conn, 1).unwrap().unwrap().status, "active");
    }
}

#[test]
fn a_reminder_sent_before_the_upgrade_is_not_sent_again() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("v4.sqlite");
    let deadline = T0 + 3 * 86_400;
    old_file(&path, 4, deadline);
    // Schema 4 recorded the reminder of the move due in the game itself.
    Connection::at(&path)
        .unwrap()
        .execute("UPDATE games SET reminded_ply = 0 WHERE id = 1", ())
        .unwrap();
    let mut svc = Service::open(&path).unwrap();
    assert!(svc.tick(deadline - 3_600).is_empty(), "reminded already");
    let r = svc.tick(deadline);
    assert_eq!(r.len(), 1);
    // No first move was made: the game is aborted at its deadline, not reminded again.
    assert!(
        r[0].text
            .contains("Game #1 is aborted: alice made no first move"),
        "{}",
        r[0].text
    );
}

#[test]
fn a_duty_is_claimed_once_and_leased_work_passes_on_only_when_its_lease_runs_out() {
    let db = TestDb::new("duties");
    let path = db.path().to_path_buf();
    let (mut a, mut b) = (Store::open(&path).unwrap(), Store::open(&path).unwrap());
    let reminder = Duty {
        kind: duties::REMINDER,
        subject: 1,
        occasion: T0,
    };
    let claim = |s: &mut Store, d: Duty| s.write(|tx| duties::claim(tx, &d, T0)).unwrap();
    assert!(claim(&mut a, reminder));
    assert!(!claim(&mut b, reminder), "claimed once");
    assert!(
        claim(
            &mut b,
            Duty {
                occasion: T0 + 1,
                ..reminder
            }
        ),
        "another occasion"
    );
    // A claim rolled back with its transaction leaves the duty to others.
    let forfeit = Duty {
        kind: duties::FORFEIT,
        ..reminder
    };
    let failed: Result<(), rithmo::store::sql::Error> = a.write(|tx| {
        assert!(duties::claim(tx, &forfeit, T0)?);
        Err(rithmo::store::sql::Error::Conversion(
            "a command that failed".into(),
        ))
    });
    assert!(failed.is_err());
    assert!(claim(&mut b, forfeit));

    let work = Duty {
        kind: "bot-move",
        subject: 7,
        occasion: 12,
    };
    let lease = |s: &mut Store, owner: &str, now: i64| {
        s.write(|tx| duties::lease(tx, &work, owner, now, 600))
            .unwrap()
    };
    let finish = |s: &mut Store, owner: &str, now: i64| {
        s.write(|tx| duties::finish(tx, &work, owner, now)).unwrap()
    };
    assert!(lease(&mut a, "A", T0));
    assert!(!lease(&mut b, "B", T0 + 599), "A's lease holds");
    // A died (or stalled): after the lease, B takes the work over, and A may not finish it.
    assert!(lease(&mut b, "B", T0 + 600));
    assert!(!finish(&mut a, "A", T0 + 700));
    assert!(finish(&mut b, "B", T0 + 700));
    assert_eq!(duties::done_at(b.conn(), &work).unwrap(), Some(T0 + 700));
    assert!(
        !lease(&mut a, "A", T0 + 99_999),
        "done work is never leased again"
    );
}

/// `n` games, each between its own two players in its own channel, started at T0 with 3
/// days a move and a first move each.
fn games_in_channels(path: &std::path::Path, n: u64) {
    Driver::on(path).games_in_channels(1, 100, 10, n);
}

/// Two services on one file tick at `now` from two threads, `times` each; the games of the
/// announcements made, in order.
fn tick_together(path: &std::path::Path, now: i64, times: usize) -> Vec<i64> {
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let (path, barrier) = (path.to_path_buf(), barrier.clone());
            std::thread::spawn(move || {
                let mut svc = Service::open(&path).unwrap();
                barrier.wait();
                let mut games = Vec::new();
                for _ in 0..times {
                    games.extend(svc.tick(now).into_iter().map(|r| r.game.unwrap()));
                }
                games
            })
        })
        .collect();
    let mut all: Vec<i64> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    all.sort();
    all
}

#[test]
fn two_services_ticking_over_the_same_due_games_announce_each_duty_once() {
    for round in 0..5 {
        let db = TestDb::new("clock");
        let path = db.path().to_path_buf();
        games_in_channels(&path, 4);
        // 80% of three days: every game's reminder is due; each is announced once in all.
        let reminded = tick_together(&path, T0 + 2 * DAY + DAY / 2, 3);
        assert_eq!(reminded, vec![1, 2, 3, 4], "round {round}");
        let forfeited = tick_together(&path, T0 + 3 * DAY, 3);
        assert_eq!(forfeited, vec![1, 2, 3, 4], "round {round}");
        let svc = Service::open(&path).unwrap();
        for id in 1..=4 {
            let g = games::get(svc.store().conn(), id).unwrap().unwrap();
            assert_eq!(g.reason.as_deref(), Some("time"), "round {round}");
        }
    }
}
