//! Golden files: tournaments from bbpPairings' generator (`bbpPairings --dutch -g CONFIG -o
//! FILE -s SEED`, as FIDE writes TRF: each line ends in a carriage return alone), with the
//! next round as bbpPairings pairs it (`bbpPairings --dutch FILE -p`, kept beside each file
//! as `.pairs`). `rithmo pair --trf` must pair each exactly alike: same pairs, same colours.
//! The expected pairings come from bbpPairings, an independent engine, not from ours; the
//! files span byes asked for (`H`), pairing-allocated byes (`U`), forfeits, absences and odd
//! fields, 8 to 122 players (docs/tournaments.md, "Compared with bbpPairings").

mod common;

use common::cli::{rithmo, succeeded};
use std::path::Path;

/// The boards of a JaVaFo-style answer, in any order, after the count.
fn boards(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text
        .lines()
        .skip(1)
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    lines.sort();
    lines
}

#[test]
fn every_golden_tournament_is_paired_as_bbppairings_pairs_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/trf");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the golden files are there");
    for trf in files {
        let expected = std::fs::read_to_string(trf.with_extension("pairs")).unwrap();
        let out = succeeded(&rithmo(&["pair", "--trf", &trf.to_string_lossy()]));
        assert_eq!(boards(&out), boards(&expected), "{}", trf.display());
        let count = expected.lines().next().unwrap().trim();
        assert_eq!(out.lines().next().unwrap(), count, "{}", trf.display());
    }
}
