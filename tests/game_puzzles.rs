//! Puzzles from a server's own finished games: off until a member who may manage the server
//! turns it on with `/settings game-puzzles`, and then `rithmo puzzles --from-db` mines that
//! server's finished games, and never a game of another server or of a direct message.

mod common;

use common::cli::{refused, rithmo, succeeded};
use common::driver::{Challenge, Driver};
use common::people::{alice, bob, HERE, T0};
use rithmo::params;
use rithmo::puzzles::{set, Puzzle};
use rithmo::rules::VariantId;
use rithmo::service::Command;
use rithmo::service::SettingsChange as Change;
use rithmo::store::sql::Connection;
use std::path::Path;
use tempfile::TempDir;

fn share(on: bool) -> Command {
    Command::Settings(Change {
        game_puzzles: Some(on),
        ..Change::default()
    })
}

/// Shipped `neo` puzzles won in one move: a finished game that began there and ended with
/// that move holds a puzzle the miner must find again.
fn wins_in_one() -> Vec<&'static Puzzle> {
    set(VariantId::Neo)
        .iter()
        .filter(|p| p.theme == "win" && p.solver_moves() == 1)
        .take(4)
        .collect()
}

/// A game of alice and bob that began at the puzzle's position, in `guild` (none: a
/// direct message), with the puzzle's move played, and `status`.
fn stored_game(path: &Path, p: &Puzzle, guild: Option<u64>, status: &str) {
    let conn = Connection::at(path).unwrap();
    let id = conn
        .query_row(
            "INSERT INTO games (variant, options, status, challenger, opponent, colour_choice,
            white, black, days_per_move, start_position, position, ply, guild_id, channel_id,
            created_at, updated_at)
         VALUES ('neo', '', ?1, 1, 2, 'white', 1, 2, 3, ?2, ?2, 1, ?3, 70, ?4, ?4)
         RETURNING id",
            params![status, p.position, guild.map(|g| g as i64), T0],
            |r| r.get::<_, i64>(0),
        )
        .unwrap();
    conn.execute(
        "INSERT INTO moves (game_id, ply, mover, text, position_after, captures, played_at)
         VALUES (?1, 1, 1, ?2, ?3, '[]', ?4)",
        params![id, p.solution[0], p.position, T0],
    )
    .unwrap();
}

fn mined_ids(path: &Path) -> Vec<String> {
    let out = succeeded(&rithmo(&[
        "puzzles",
        "--variant",
        "neo",
        "--from-db",
        path.to_str().unwrap(),
    ]));
    Puzzle::parse_lines(&out)
        .unwrap()
        .into_iter()
        .map(|p| p.id)
        .collect()
}

#[test]
fn only_the_finished_games_of_a_server_that_shares_them_are_mined() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("bot.db");
    let mut b = Driver::on(&path);
    // Alice and Bob exist as players; this server (HERE) has not shared anything yet.
    b.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    let shown = b.run(&alice(), Command::Settings(Change::default()), T0);
    assert!(
        shown
            .text
            .contains("Puzzles from this server's finished games: not allowed"),
        "{}",
        shown.text
    );
    let wins = wins_in_one();
    assert_eq!(wins.len(), 4, "the shipped set has neo wins in one move");
    let here = HERE.guild.unwrap();
    stored_game(&path, wins[0], Some(here), "finished");
    stored_game(&path, wins[1], Some(here + 1), "finished");
    stored_game(&path, wins[2], None, "finished");
    stored_game(&path, wins[3], Some(here), "active");
    assert!(mined_ids(&path).is_empty(), "nobody has shared a game yet");

    let r = b.run(&alice(), share(true), T0 + 1);
    assert!(
        r.text
            .contains("Puzzles from this server's finished games: allowed"),
        "{}",
        r.text
    );
    // Only this server's finished game: not the other server's, not the direct message's,
    // not the game still being played.
    assert_eq!(mined_ids(&path), [wins[0].id.clone()]);

    b.run(&alice(), share(false), T0 + 2);
    assert!(mined_ids(&path).is_empty(), "turned off again");
}

#[test]
fn mining_a_database_that_does_not_exist_is_refused_and_creates_nothing() {
    let dir = TempDir::new().unwrap();
    let missing = dir.path().join("nothing-here.db");
    let said = refused(&[
        "puzzles",
        "--variant",
        "neo",
        "--from-db",
        missing.to_str().unwrap(),
    ]);
    assert!(said.contains("no such database"), "{said}");
    assert!(!missing.exists());
}
