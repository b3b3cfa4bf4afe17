//! `rithmo harmonies --variant classic` against the harmony tables printed at the end of
//! seed 000 ("Harmonietabellen"), transcribed here by hand from the seed's text: Table I per
//! army ("aus dem eigenen Bestand", White = WEISS, Black = SCHWARZ) and Table II over every
//! value on the board ("Gesamtbestand"). The seed writes each triple smallest first, as
//! `a - b - c`; Table II's arithmetic list is printed in two columns, read here column by
//! column.

use std::collections::BTreeSet;
use std::process::Command;

const WHITE_ARITHMETIC: &str = "2-4-6 2-9-16 4-6-8 4-20-36 8-25-42 8-36-64 9-45-81 9-81-153 \
15-20-25 20-42-64 49-169-289";
const WHITE_GEOMETRIC: &str = "2-4-8 4-6-9 4-8-16 4-16-64 9-15-25 16-20-25 16-36-81 25-45-81 \
36-42-49 49-91-169 64-72-81 81-153-289";
const WHITE_MUSICAL: &str = "9-15-45 9-16-72";

const BLACK_ARITHMETIC: &str = "3-5-7 5-7-9 7-16-25 7-28-49 7-64-121 12-56-100 12-66-120 \
16-36-56 28-64-100";
const BLACK_GEOMETRIC: &str = "9-12-16 9-30-100 16-28-49 16-36-81 25-30-36 36-66-121 36-90-225 \
49-56-64 64-120-225 81-90-100 100-190-361";
/// The seed prints "./." : Black has no musical harmony of its own.
const BLACK_MUSICAL: &str = "";

const ALL_ARITHMETIC: &str = "\
2-3-4 2-4-6 2-5-8 2-7-12 2-9-16 2-15-28 2-16-30 3-4-5 3-5-7 3-6-9 3-9-15 3-42-81 4-5-6 \
4-6-8 4-8-12 4-12-20 4-16-28 4-20-36 4-30-56 5-6-7 5-7-9 5-15-25 5-25-45 6-7-8 6-9-12 \
6-36-66 7-8-9 7-16-25 7-28-49 7-49-91 7-64-121 \
8-12-16 8-25-42 8-36-64 8-49-90 8-64-120 9-12-15 9-45-81 9-81-153 12-16-20 12-66-120 \
12-20-28 12-56-100 12-42-72 15-20-25 15-30-45 15-120-225 16-36-56 20-25-30 20-28-36 \
20-42-64 28-42-56 28-64-100 30-36-42 42-49-56 42-66-90 42-81-120 49-169-289 56-64-72 \
72-81-90 81-153-225 91-190-289";
const ALL_GEOMETRIC: &str = "2-4-8 2-12-72 3-6-12 4-6-9 4-8-16 4-12-36 4-16-64 4-20-100 \
4-30-225 5-15-45 9-12-16 9-15-25 9-30-100 9-45-225 16-20-25 16-28-49 16-36-81 20-30-45 \
25-30-36 25-45-81 36-42-49 36-66-121 36-90-225 49-56-64 49-91-169 64-72-81 64-120-225 \
81-90-100 81-153-289 100-190-361";
const ALL_MUSICAL: &str = "2-3-6 3-4-6 3-5-15 4-6-12 4-7-28 5-8-20 5-9-45 6-8-12 7-12-42 \
8-15-120 9-15-45 9-16-72 12-15-20 15-20-30 25-45-225 30-36-45 30-45-90 72-90-120";

/// The seed's triples as the command prints them: `kind a b c`.
fn seed(tables: [(&str, &str); 3]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (kind, list) in tables {
        for triple in list.split_whitespace() {
            out.insert(format!("{kind} {}", triple.replace('-', " ")));
        }
    }
    out
}

fn listed(side: &str) -> BTreeSet<String> {
    let o = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["harmonies", "--variant", "classic", "--side", side])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let set: BTreeSet<String> = lines.iter().map(|l| l.to_string()).collect();
    assert_eq!(set.len(), lines.len(), "no triple listed twice");
    set
}

#[test]
fn white_table_one_is_reproduced_exactly() {
    let expected = seed([
        ("arithmetic", WHITE_ARITHMETIC),
        ("geometric", WHITE_GEOMETRIC),
        ("musical", WHITE_MUSICAL),
    ]);
    assert_eq!(expected.len(), 11 + 12 + 2);
    assert_eq!(listed("white"), expected);
}

#[test]
fn black_table_one_is_reproduced_exactly() {
    let expected = seed([
        ("arithmetic", BLACK_ARITHMETIC),
        ("geometric", BLACK_GEOMETRIC),
        ("musical", BLACK_MUSICAL),
    ]);
    assert_eq!(expected.len(), 9 + 11);
    assert_eq!(listed("black"), expected);
}

#[test]
fn table_two_over_all_values_is_reproduced_exactly() {
    let expected = seed([
        ("arithmetic", ALL_ARITHMETIC),
        ("geometric", ALL_GEOMETRIC),
        ("musical", ALL_MUSICAL),
    ]);
    // RULES.md section 1: 62 arithmetic, 30 geometric, 18 musical.
    assert_eq!(expected.len(), 62 + 30 + 18);
    assert_eq!(listed("all"), expected);
}
