//! The SQLite store: migrations on real files, the log as the source of truth, and one
//! winner when two commands race on one game.

use rithmo::rules::explain::resolve;
use rithmo::rules::{Game, Ruleset};
use rithmo::service::{ColourChoice, Command, Place, Request, Service, User};
use rithmo::store::migrations::{migrate_to, recorded, version, LATEST};
use rithmo::store::{games, moves, Store};
use rusqlite::Connection;
use std::sync::{Arc, Barrier};
use tempfile::TempDir;

const T0: i64 = 1_795_305_600;
const HERE: Place = Place {
    guild: Some(1),
    channel: 10,
    thread: None,
};

fn user(id: u64, name: &str) -> User {
    User {
        id,
        name: name.into(),
    }
}

fn request(who: &User, command: Command) -> Request {
    Request {
        user: who.clone(),
        place: HERE,
        command,
    }
}

/// Alice (White) and Bob (Black) start game 1 in a fresh database.
fn started(path: &std::path::Path) -> Service {
    let mut svc = Service::open(path).unwrap();
    let c = Command::Challenge {
        opponent: Some(user(2, "bob")),
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: 3,
        rated: true,
    };
    svc.handle(&request(&user(1, "alice"), c), T0);
    let r = svc.handle(
        &request(&user(2, "bob"), Command::Accept { game: None }),
        T0,
    );
    assert!(r.game_started, "{}", r.text);
    svc
}

#[test]
fn a_fresh_database_gets_the_latest_schema_and_a_second_start_leaves_it_alone() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("db.sqlite");
    let store = Store::open(&path).unwrap();
    assert_eq!(version(store.conn()).unwrap(), LATEST);
    // The table lists every version once, so a forgotten row in a new file shows here.
    let all: Vec<usize> = (1..=LATEST).collect();
    assert_eq!(recorded(store.conn()).unwrap(), all);
    let mode: String = store
        .conn()
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    drop(store);
    let mut svc = started(&path);
    drop(svc);
    svc = Service::open(&path).unwrap();
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
        let mut conn = Connection::open(&path).unwrap();
        migrate_to(&mut conn, from).unwrap();
        // Data as version 1 knew it: a game with one move played.
        let start = Game::new(Ruleset::from_names("neo", &[]).unwrap());
        let mut g = start.clone();
        g.play(resolve(&g, "d4-d5").unwrap());
        conn.execute_batch(&format!(
            "INSERT INTO players VALUES (1, 'alice'), (2, 'bob');
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
        let r = svc.handle(
            &request(
                &user(2, "bob"),
                Command::Move {
                    game: None,
                    text: "f6-f5".into(),
                },
            ),
            T0,
        );
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
                .query_map([], |r| {
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
        let board = svc.handle(
            &request(&user(1, "alice"), Command::Leaderboard { variant: None }),
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
            .query_row("SELECT count(*) FROM rating_history", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 4, "from version {from}");
    }
}

#[test]
fn a_database_newer_than_the_program_is_refused() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("future.sqlite");
    let conn = Connection::open(&path).unwrap();
    conn.pragma_update(None, "user_version", LATEST as i64 + 1)
        .unwrap();
    drop(conn);
    let err = Store::open(&path).err().unwrap();
    assert!(err.contains("newer than this program"), "{err}");
}

#[test]
fn the_stored_position_is_the_one_the_log_replays_to() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("db.sqlite");
    let mut svc = started(&path);
    let (a, b) = (user(1, "alice"), user(2, "bob"));
    for (who, m) in [
        (&a, "d4-d5"),
        (&b, "f6-f5"),
        (&a, "e4xf5"),
        (&b, "c6-b5"),
        (&a, "d5-d4"),
    ] {
        let r = svc.handle(
            &request(
                who,
                Command::Move {
                    game: None,
                    text: m.into(),
                },
            ),
            T0,
        );
        assert!(!r.ephemeral, "{m}: {}", r.text);
    }
    let conn = svc.store().conn();
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
        let dir = TempDir::new().unwrap();
        let path = dir.path().join("race.sqlite");
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
                    let r = svc.handle(
                        &request(
                            &user(1, "alice"),
                            Command::Move {
                                game: None,
                                text: m.into(),
                            },
                        ),
                        T0,
                    );
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
