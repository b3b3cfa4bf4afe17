//! `rithmo backup` and `rithmo check` as a user runs them: a copy of a database that holds
//! its games, checked, restored and played on; and bad input (an unwritable or taken path,
//! a file that is not a database, a database of a newer schema) refused with a clear error,
//! exit status 2 and nothing changed.

mod common;

use common::cli::{refused, rithmo, succeeded};
use common::driver::{challenge, Driver};
use common::people::{user, T0};
use rithmo::service::ColourChoice;
use rithmo::store::migrations::LATEST;
use rithmo::store::sql::Connection;
use std::path::Path;
use tempfile::TempDir;

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A database with one game two moves in.
fn played(db: &Path) {
    let mut d = Driver::on(db);
    let (a, b) = (user(1, "alice"), user(2, "bob"));
    d.duel(
        &a,
        &b,
        challenge(Some(b.clone()), ColourChoice::White, 3),
        T0,
    );
    d.opening(&a, &b, T0);
}

#[test]
fn a_backup_holds_the_games_and_is_restored_by_copying_it_back() {
    let dir = TempDir::new().unwrap();
    let (db, out) = (dir.path().join("rithmo.db"), dir.path().join("copy.db"));
    played(&db);
    let said = succeeded(&rithmo(&["backup", "--db", path(&db), "--out", path(&out)]));
    assert!(said.contains("integrity ok"), "{said}");
    assert!(
        said.contains("games: 1 (1 going on, 0 finished), moves: 2, players: 2, posts unsent: 0"),
        "{said}"
    );
    let said = succeeded(&rithmo(&["check", "--db", path(&out)]));
    assert!(
        said.contains(&format!("integrity ok; schema {LATEST}; games: 1")),
        "{said}"
    );
    // Restored: the copy put in the database's place plays on from where it was.
    let restored = dir.path().join("restored.db");
    std::fs::copy(&out, &restored).unwrap();
    let mut d = Driver::on(&restored);
    let r = d.played(&user(1, "alice"), "e4-e5", T0);
    assert!(r.text.contains("alice played e4-e5"), "{}", r.text);
}

#[test]
fn a_backup_never_overwrites_and_leaves_nothing_behind_where_it_cannot_write() {
    let dir = TempDir::new().unwrap();
    let db = dir.path().join("rithmo.db");
    played(&db);
    let taken = dir.path().join("taken.db");
    std::fs::write(&taken, "keep me").unwrap();
    let why = refused(&["backup", "--db", path(&db), "--out", path(&taken)]);
    assert!(why.contains("already exists"), "{why}");
    assert_eq!(std::fs::read_to_string(&taken).unwrap(), "keep me");
    // A folder that is a file: nothing can be written under it.
    let blocked = taken.join("copy.db");
    let why = refused(&["backup", "--db", path(&db), "--out", path(&blocked)]);
    assert!(why.contains("cannot write"), "{why}");
    let missing = dir.path().join("no-such-folder").join("copy.db");
    let why = refused(&["backup", "--db", path(&db), "--out", path(&missing)]);
    assert!(why.contains("cannot write"), "{why}");
    let mut left: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| !n.starts_with("rithmo.db"))
        .collect();
    left.sort();
    assert_eq!(left, ["taken.db"], "no partial copy left behind");
}

#[test]
fn a_file_that_is_not_a_database_is_refused_and_left_as_it_was() {
    let dir = TempDir::new().unwrap();
    let text = dir.path().join("notes.txt");
    std::fs::write(
        &text,
        "these are not the games you are looking for\n".repeat(50),
    )
    .unwrap();
    let before = std::fs::read(&text).unwrap();
    let why = refused(&["check", "--db", path(&text)]);
    assert!(why.contains("not a rithmo database"), "{why}");
    let out = dir.path().join("copy.db");
    let why = refused(&["backup", "--db", path(&text), "--out", path(&out)]);
    assert!(why.contains("not a rithmo database"), "{why}");
    assert_eq!(std::fs::read(&text).unwrap(), before);
    assert!(!out.exists());
    let why = refused(&["check", "--db", path(&dir.path().join("absent.db"))]);
    assert!(why.contains("no such database file"), "{why}");
    assert!(!dir.path().join("absent.db").exists(), "not created");
}

#[test]
fn a_database_of_a_newer_schema_is_refused_and_left_as_it_was() {
    let dir = TempDir::new().unwrap();
    let db = dir.path().join("future.db");
    played(&db);
    let conn = Connection::at(&db).unwrap();
    conn.as_sqlite()
        .unwrap()
        .pragma_update(None, "user_version", LATEST as i64 + 1)
        .unwrap();
    conn.as_sqlite()
        .unwrap()
        .pragma_update(None, "journal_mode", "DELETE")
        .unwrap();
    drop(conn);
    let before = std::fs::read(&db).unwrap();
    let why = refused(&["check", "--db", path(&db)]);
    assert!(why.contains("newer than this program"), "{why}");
    let out = dir.path().join("copy.db");
    let why = refused(&["backup", "--db", path(&db), "--out", path(&out)]);
    assert!(why.contains("newer than this program"), "{why}");
    assert_eq!(std::fs::read(&db).unwrap(), before, "not changed");
    assert!(!out.exists());
}
