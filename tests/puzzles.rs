//! Puzzles: every shipped puzzle of every variant is sound by the rules core alone (each
//! move legal in turn, its theme true at the end); the miner is deterministic for a seed
//! and keeps only sound puzzles; `check` refuses a puzzle with an illegal move or a claim
//! that is false.

use rithmo::puzzles::mine::{mine_with, Miner};
use rithmo::puzzles::{check, set, Puzzle};
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{Game, Ruleset, VariantId};
use std::collections::HashSet;

#[test]
fn every_shipped_puzzle_is_sound() {
    for v in VariantId::ALL {
        let puzzles = set(v);
        assert!(!puzzles.is_empty(), "{v}: no shipped puzzles");
        let mut ids = HashSet::new();
        for p in puzzles {
            assert_eq!(p.variant, v.name(), "{}", p.id);
            assert_eq!(p.id, Puzzle::id_for(v.name(), &p.position), "{}", p.id);
            assert!(ids.insert(p.id.clone()), "{}: twice", p.id);
            if let Err(e) = check(p) {
                panic!("{}: {e}", p.id);
            }
        }
    }
}

/// Budgets small enough for a test build: short games at the lower levels.
fn tiny() -> Miner {
    Miner {
        moderate: 1_500,
        deep: 6_000,
        plies: 60,
        opening: 4,
        levels: &[1, 2],
    }
}

#[test]
fn the_miner_is_deterministic_and_keeps_only_sound_puzzles() {
    let run = || mine_with(&tiny(), VariantId::Neo, &[], 2, 5, &mut |_| {}).unwrap();
    let (a, b) = (run(), run());
    assert_eq!(a.kept, b.kept);
    assert_eq!(
        (a.candidates, a.dropped_not_unique, a.positions),
        (b.candidates, b.dropped_not_unique, b.positions)
    );
    assert!(!a.kept.is_empty(), "the tiny run keeps a puzzle to check");
    assert!(a.candidates >= a.kept.len() + a.dropped_not_unique);
    for p in &a.kept {
        if let Err(e) = check(p) {
            panic!("{}: {e}", p.id);
        }
    }
}

/// A neo puzzle made by hand: the start position with its first legal move.
fn start_puzzle(theme: &str) -> Puzzle {
    let rules = Ruleset::from_names("neo", &[]).unwrap();
    let game = Game::new(rules);
    let first = legal_actions(&game.rules, &game.pos)[0];
    Puzzle {
        id: "neo-test".into(),
        variant: "neo".into(),
        options: vec![],
        position: game.rfen(),
        solution: vec![first.text(&game.pos)],
        theme: theme.into(),
        rating: 1000,
    }
}

#[test]
fn check_refuses_an_illegal_move() {
    let mut p = start_puzzle("material");
    p.solution = vec!["a1-a16".into()];
    let e = check(&p).unwrap_err();
    assert!(e.contains("not a legal move"), "{e}");
    // A shipped puzzle whose first move is swapped for one that is not legal there.
    let mut shipped = set(VariantId::Neo)[0].clone();
    shipped.solution[0] = "a1-a16".into();
    assert!(check(&shipped).is_err());
}

#[test]
fn check_refuses_a_claim_that_is_false() {
    for theme in ["material", "win", "pyramid"] {
        assert!(check(&start_puzzle(theme)).is_err(), "{theme}");
    }
    assert!(check(&start_puzzle("fork")).is_err(), "an unknown theme");
    for v in VariantId::ALL {
        // A shipped puzzle cut short of its line, or claiming what it does not do.
        for p in set(v).iter().take(20) {
            let mut wrong = p.clone();
            wrong.theme = if p.theme == "win" { "material" } else { "win" }.into();
            let mut moved = p.clone();
            moved.solution.push("a1-a2".into());
            assert!(
                check(&moved).is_err(),
                "{}: a line ending with a reply",
                p.id
            );
            if p.theme != "win" {
                assert!(check(&wrong).is_err(), "{}: claims a win", p.id);
            }
        }
    }
}

#[test]
fn the_command_line_lists_the_shipped_set_as_json_lines() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["puzzles", "--variant", "simple"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let listed = Puzzle::parse_lines(&text).unwrap();
    assert_eq!(listed, set(VariantId::Simple));
}
