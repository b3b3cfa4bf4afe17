//! FIDE's TRF: a Swiss written out reads back into the same state and standings, and
//! `rithmo pair --trf` pairs the next round from a file as JaVaFo and bbpPairings print it.

mod common;

use common::cli::{refused, rithmo, succeeded};
use rithmo::tournament::random::{entrants, result, XorShift};
use rithmo::tournament::{pair_next_round, swiss_standings, trf, Tournament};

/// A player line laid out by the TRF-16 columns: start number 5-8, name 15-47, rating
/// 49-52, points 81-84, then one `oooo c r` block a round from column 92, every 10.
fn player(number: u32, name: &str, rating: u16, points: &str, rounds: &[&str]) -> String {
    let mut line = format!("001 {number:>4}");
    let to = |line: &mut String, column: usize| {
        while line.len() < column - 1 {
            line.push(' ');
        }
    };
    to(&mut line, 15);
    line.push_str(name);
    to(&mut line, 49);
    line.push_str(&format!("{rating:>4}"));
    to(&mut line, 81);
    line.push_str(&format!("{points:>4}"));
    for (i, r) in rounds.iter().enumerate() {
        to(&mut line, 92 + 10 * i);
        line.push_str(r);
    }
    line
}

/// Eight players after round 1: 1 beat 5, 2 beat 6 with Black, 3-7 drawn, 4 beat 8 with Black.
fn eight_after_round_one(extra: &[(u32, &str)]) -> String {
    let rounds: [(&str, &str); 8] = [
        ("1.0", "0005 w 1"),
        ("1.0", "0006 b 1"),
        ("0.5", "0007 w ="),
        ("1.0", "0008 b 1"),
        ("0.0", "0001 b 0"),
        ("0.0", "0002 w 0"),
        ("0.5", "0003 b ="),
        ("0.0", "0004 w 0"),
    ];
    let mut text = String::from("012 Hand worked\nXXR 5\n");
    for (i, (points, r1)) in rounds.iter().enumerate() {
        let n = i as u32 + 1;
        let mut blocks = vec![*r1];
        blocks.extend(extra.iter().filter(|(who, _)| *who == n).map(|(_, b)| *b));
        text.push_str(&player(
            n,
            &format!("Player {n}"),
            2300 - n as u16,
            points,
            &blocks,
        ));
        text.push('\n');
    }
    text
}

fn file_with(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn pair_prints_the_count_then_white_black_pairs() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = file_with(&dir, "r1.trf", &eight_after_round_one(&[]));
    // Worked out by hand in tests/swiss_pairing.rs: 2-1, 4-3, 7-6, 5-8.
    let out = succeeded(&rithmo(&["pair", "--trf", &path]));
    assert_eq!(out, "4\n2 1\n4 3\n7 6\n5 8\n");
}

#[test]
fn a_player_marked_absent_for_the_next_round_is_left_out_and_the_bye_is_n_0() {
    let dir = tempfile::TempDir::new().unwrap();
    // 8 is not paired in round 2 (a Z in its column): seven players, so a bye.
    let path = file_with(&dir, "r1.trf", &eight_after_round_one(&[(8, "0000 - Z")]));
    // As before 2-1 and 4-3 (7 floats down); at the bottom 7 meets 6 (7-5 would deny one
    // of them White), so 5 is left over with the bye.
    let out = succeeded(&rithmo(&["pair", "--trf", &path]));
    assert_eq!(out, "4\n2 1\n4 3\n7 6\n5 0\n");
}

#[test]
fn pair_refuses_a_missing_file_and_a_file_that_is_not_a_trf_but_not_a_long_xxr() {
    let dir = tempfile::TempDir::new().unwrap();
    let missing = dir.path().join("nowhere.trf");
    let reason = refused(&["pair", "--trf", &missing.to_string_lossy()]);
    assert!(reason.contains("cannot read"), "{reason}");
    let prose = file_with(&dir, "prose.txt", "Dear arbiter,\nplease pair round 2.\n");
    let reason = refused(&["pair", "--trf", &prose]);
    assert!(reason.contains("not a TRF"), "{reason}");
    let four = (1..=4)
        .map(|n| player(n, &format!("P{n}"), 2000, "0.0", &[]))
        .collect::<Vec<_>>()
        .join("\n");
    // Four players cannot play four rounds without a rematch, but round 1 can be paired:
    // XXR only tells which round is the last.
    let long = file_with(&dir, "long.trf", &format!("012 Long\nXXR 4\n{four}\n"));
    let out = succeeded(&rithmo(&["pair", "--trf", &long]));
    assert_eq!(out, "2\n1 3\n4 2\n");
}

/// An 11-player Swiss of 4 rounds paired by the engine with made-up results; player 6
/// withdraws after round 2.
fn eleven_players(rounds_played: u32) -> Tournament {
    let mut rng = XorShift::new(11);
    let mut names = entrants(&mut rng, 11);
    names[0].0 = "Zoë Ångström-Müller".into();
    let mut t = Tournament::new("Autumn Swiss", 4, &names);
    for r in 1..=rounds_played {
        let round = pair_next_round(&t).unwrap();
        let results: Vec<_> = round
            .pairs
            .iter()
            .map(|p| result(&mut rng, t.player(p.white).rating, t.player(p.black).rating))
            .collect();
        t.record_round(&round, &results).unwrap();
        if r == 2 {
            t.withdraw(6).unwrap();
        }
    }
    t
}

#[test]
fn a_swiss_written_to_trf_reads_back_into_the_same_state_and_standings() {
    for played in 1..=4 {
        let t = eleven_players(played);
        let text = trf::write(&t);
        let back = trf::read(&text).unwrap();
        assert_eq!(back, t, "after round {played}:\n{text}");
        assert_eq!(swiss_standings(&back), swiss_standings(&t));
    }
}

#[test]
fn the_written_file_tells_other_engines_the_same_next_round() {
    let dir = tempfile::TempDir::new().unwrap();
    let t = eleven_players(2);
    let text = trf::write(&t);
    // Player 6 withdrew: other engines see a Z in round 3's column.
    let six = text.lines().find(|l| l.starts_with("001    6")).unwrap();
    let column: String = six.chars().skip(111).take(8).collect();
    assert_eq!(column, "0000 - Z", "{six}");
    let round = pair_next_round(&t).unwrap();
    assert!(round.pairs.iter().all(|p| p.white != 6 && p.black != 6));
    assert_eq!(round.bye, None, "ten players left");
    let path = file_with(&dir, "autumn.trf", &text);
    let out = succeeded(&rithmo(&["pair", "--trf", &path]));
    let mut expected = format!("{}\n", round.pairs.len());
    for p in &round.pairs {
        expected.push_str(&format!("{} {}\n", p.white, p.black));
    }
    assert_eq!(out, expected);
}

#[test]
fn forfeits_and_the_bye_are_written_in_their_columns_and_read_back() {
    use rithmo::tournament::{GameResult, Pairing, Round};
    let names: Vec<(String, u16)> = (1..=5).map(|i| (format!("P{i}"), 2000 - i)).collect();
    let mut t = Tournament::new("Forfeits", 3, &names);
    // 3 never moved against 1; 4-2 drawn; 5 has the bye.
    let round = Round {
        pairs: vec![
            Pairing { white: 1, black: 3 },
            Pairing { white: 4, black: 2 },
        ],
        bye: Some(5),
    };
    t.record_round(&round, &[GameResult::WhiteWinsByForfeit, GameResult::Draw])
        .unwrap();
    let text = trf::write(&t);
    let line = |n: u32| -> String {
        let start = format!("001 {n:>4}");
        text.lines()
            .find(|l| l.starts_with(&start))
            .unwrap()
            .to_string()
    };
    let columns = |n: u32, from: usize, to: usize| -> String {
        line(n).chars().skip(from - 1).take(to - from + 1).collect()
    };
    assert_eq!(columns(1, 92, 99), "0003 w +");
    assert_eq!(columns(3, 92, 99), "0001 b -");
    assert_eq!(columns(2, 92, 99), "0004 b =");
    assert_eq!(columns(5, 92, 99), "0000 - U");
    assert_eq!(columns(1, 81, 84), " 1.0");
    assert_eq!(columns(2, 81, 84), " 0.5");
    assert_eq!(columns(1, 15, 16), "P1");
    assert_eq!(trf::read(&text).unwrap(), t);
}

#[test]
fn lines_ending_in_cr_alone_cr_lf_or_lf_pair_alike() {
    let dir = tempfile::TempDir::new().unwrap();
    let lf = eight_after_round_one(&[]);
    // As FIDE's files and bbpPairings end them: a carriage return alone.
    let cr = file_with(&dir, "cr.trf", &lf.replace('\n', "\r"));
    let crlf = file_with(&dir, "crlf.trf", &lf.replace('\n', "\r\n"));
    let lf = file_with(&dir, "lf.trf", &lf);
    // Worked out by hand in tests/swiss_pairing.rs: 2-1, 4-3, 7-6, 5-8.
    for path in [cr, crlf, lf] {
        let out = succeeded(&rithmo(&["pair", "--trf", &path]));
        assert_eq!(out, "4\n2 1\n4 3\n7 6\n5 8\n", "{path}");
    }
}

#[test]
fn record_types_the_engine_does_not_read_are_skipped() {
    let dir = tempfile::TempDir::new().unwrap();
    let text = eight_after_round_one(&[]).replace(
        "XXR 5\n",
        "XXR 5\n022 Somewhere\n132                                                                                        25/01/01\nBBW  1.0\nXXZ whatever\n092 FIDE_DUTCH_2025\n",
    );
    let path = file_with(&dir, "extra.trf", &text);
    let out = succeeded(&rithmo(&["pair", "--trf", &path]));
    assert_eq!(out, "4\n2 1\n4 3\n7 6\n5 8\n");
}

#[test]
fn xxc_black1_gives_the_top_odd_number_black_in_round_one() {
    let dir = tempfile::TempDir::new().unwrap();
    let four = (1..=4)
        .map(|n| player(n, &format!("P{n}"), 2000, "0.0", &[]))
        .collect::<Vec<_>>()
        .join("\n");
    // Round 1: 1-3 and 2-4 (top half against bottom half); by E.5 the higher ranked of each
    // pair takes the initial colour with an odd number, the other with an even one.
    let white = file_with(&dir, "w.trf", &format!("012 W\nXXR 3\n{four}\n"));
    assert_eq!(
        succeeded(&rithmo(&["pair", "--trf", &white])),
        "2\n1 3\n4 2\n"
    );
    let black = file_with(
        &dir,
        "b.trf",
        &format!("012 B\nXXR 3\nXXC black1\n{four}\n"),
    );
    assert_eq!(
        succeeded(&rithmo(&["pair", "--trf", &black])),
        "2\n3 1\n2 4\n"
    );
}

#[test]
fn bad_files_are_refused_naming_the_line() {
    let dir = tempfile::TempDir::new().unwrap();
    let good = eight_after_round_one(&[]);
    // Line 3 is player 1's line (after 012 and XXR).
    let cases = [
        (
            "short.trf",
            good.replacen("0005 w 1", "0005 w", 1),
            "line 3: player line too short: round 1 ends at column 97, its result is at 99",
        ),
        (
            "twice.trf",
            good.replacen("001    2", "001    1", 1),
            "line 4: start number 1 appears twice (first on line 3)",
        ),
        (
            "code.trf",
            good.replacen("0005 w 1", "0005 w X", 1),
            "line 3: player 1, round 1: unknown result code 'X'",
        ),
    ];
    for (name, text, expected) in cases {
        let path = file_with(&dir, name, &text);
        let reason = refused(&["pair", "--trf", &path]);
        assert!(reason.contains(expected), "{name}: {reason}");
    }
    let binary = dir.path().join("binary.trf");
    std::fs::write(&binary, b"012 Image\n\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR").unwrap();
    let reason = refused(&["pair", "--trf", &binary.to_string_lossy()]);
    // The PNG signature's control character 0x1a stands on line 3.
    assert!(reason.contains("line 3: not a text file"), "{reason}");
}

#[test]
fn trf_2026_records_give_the_rounds_the_first_colour_and_the_players_left_out() {
    let dir = tempfile::TempDir::new().unwrap();
    let four = (1..=4)
        .map(|n| player(n, &format!("P{n}"), 2000, "0.0", &[]))
        .collect::<Vec<_>>()
        .join("\n");
    // 142 is XXR's TRF-2026 name, 152 B as XXC black1: round 1 1-3 and 2-4, the top odd
    // number with Black.
    let black = file_with(&dir, "b.trf", &format!("012 B\n142 3\n152 B\n{four}\n"));
    assert_eq!(
        succeeded(&rithmo(&["pair", "--trf", &black])),
        "2\n3 1\n2 4\n"
    );
    // 240: player 8 has a half-point bye in round 2, so is not paired; as with a Z in its
    // column, seven are left and 5 has the pairing-allocated bye.
    let text = eight_after_round_one(&[]).replace("XXR 5\n", "XXR 5\n240 H   2 0008\n");
    let path = file_with(&dir, "h.trf", &text);
    let out = succeeded(&rithmo(&["pair", "--trf", &path]));
    assert_eq!(out, "4\n2 1\n4 3\n7 6\n5 0\n");
}
