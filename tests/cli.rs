//! The `rithmo` command line contract: outputs, JSON shapes, and refusals with exit status 2
//! and nothing on stdout.

mod common;

use common::cli::{printed, refused, rithmo};
use serde_json::Value;

#[test]
fn perft_prints_one_line_per_depth() {
    let o = rithmo(&["perft", "--variant", "neo", "2"]);
    assert!(o.status.success());
    assert_eq!(printed(&o), "depth 1: 59\ndepth 2: 3607\n");
}

#[test]
fn moves_are_sorted_by_byte_order_and_the_json_has_position_moves_result() {
    let o = rithmo(&["moves", "--variant", "neo"]);
    let lines: Vec<String> = printed(&o).lines().map(String::from).collect();
    assert_eq!(lines.len(), 59);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    let j: Value =
        serde_json::from_slice(&rithmo(&["moves", "--variant", "neo", "--json"]).stdout).unwrap();
    assert_eq!(j["moves"].as_array().unwrap().len(), 59);
    assert!(j["position"].as_str().unwrap().ends_with(" w - -"));
    assert!(j["result"].is_null());
}

#[test]
fn play_reports_each_move_its_captures_and_the_result() {
    // White's triangle 6 takes Black's circle 9; then Black moves.
    let pos = "8/p190,7/8/8/3,c9,4/3,T6,4/8/6,P91,1/7,c7 w - -";
    let o = rithmo(&[
        "play",
        "--variant",
        "neo",
        "--position",
        pos,
        "--json",
        "d4xd5",
        "h1-h2",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let j: Value = serde_json::from_slice(&o.stdout).unwrap();
    let e = &j["events"];
    assert_eq!(e[0]["move"], "d4xd5");
    assert_eq!(e[0]["captures"][0]["square"], "d5");
    assert_eq!(e[0]["captures"][0]["piece"], "c9");
    assert_eq!(e[0]["captures"][0]["how"], "gcd(6,9)=3");
    // Taken by White's triangle, which came from d4.
    assert_eq!(e[0]["captures"][0]["by"], "white");
    assert_eq!(e[0]["captures"][0]["captors"], serde_json::json!(["d4"]));
    assert!(e[0]["captures"][0].get("rescue").is_none());
    assert_eq!(e[1]["move"], "h1-h2");
    assert_eq!(e[1]["captures"].as_array().unwrap().len(), 0);
    assert_eq!(
        j["position"],
        "8/p190,7/8/8/3,T6,4/8/8/6,P91,c7/8 w C9* - halfmove=1"
    );
    assert!(j["result"].is_null());
}

#[test]
fn play_json_reports_a_decided_game() {
    // Black's last piece besides its pyramid is taken: Black cannot act and loses.
    let pos = "8/p190,7/8/8/3,c9,4/3,T6,4/8/6,P91,1/8 w - -";
    let j: Value = serde_json::from_slice(
        &rithmo(&[
            "play",
            "--variant",
            "neo",
            "--position",
            pos,
            "--json",
            "d4xd5",
        ])
        .stdout,
    )
    .unwrap();
    assert_eq!(j["result"]["winner"], "white");
    assert_eq!(j["result"]["reason"], "no-legal-action");
    assert_eq!(j["events"][0]["result"]["winner"], "white");
}

#[test]
fn harmonies_lists_every_triple_of_the_army() {
    let o = rithmo(&["harmonies", "--variant", "neo", "--side", "white"]);
    let out = printed(&o);
    assert!(out.lines().any(|l| l == "arithmetic 2 4 6"));
    assert!(out.lines().any(|l| l == "geometric 4 8 16"));
    assert!(
        !out.lines().any(|l| l == "musical 2 3 6"),
        "3 is not a white value"
    );
    assert!(out.lines().all(|l| l.split(' ').count() == 4));
}

#[test]
fn bad_input_is_refused_with_a_specific_message() {
    let e = refused(&["moves", "--variant", "chess"]);
    assert!(e.contains("unknown variant 'chess'"), "{e}");
    let e = refused(&["moves", "--variant", "neo", "--option", "fast=yes"]);
    assert!(e.contains("unknown option 'fast' for neo"), "{e}");
    let e = refused(&["moves", "--variant", "neo", "--position", "8/8 w - -"]);
    assert!(e.contains("RFEN board has 2 ranks"), "{e}");
    // `e4e5` is read as e4-e5 (no separator needed); a move cut short is not.
    let e = refused(&["play", "--variant", "neo", "e4-"]);
    assert!(e.contains("cannot read 'e4-'"), "{e}");
    let e = refused(&["play", "--variant", "neo", "a4-a5"]);
    assert!(e.contains("no piece on a4"), "{e}");
    let e = refused(&["play", "--variant", "neo", "c6-c5"]);
    assert!(
        e.contains("the circle 9 (c·9) on c6 is Black's; it is White's turn"),
        "{e}"
    );
    let e = refused(&["play", "--variant", "neo", "c3-c6"]);
    assert!(
        e.contains("the circle 4 (C·4) on c3 cannot reach c6"),
        "{e}"
    );
    let e = refused(&[
        "play",
        "--variant",
        "neo",
        "--position",
        "8/8/8/8/8/8/8/8/8 w C9* -",
        "C9@b4",
    ]);
    assert!(
        e.contains("both pyramids"),
        "an ended game takes no move: {e}"
    );
    let e = refused(&[
        "play",
        "--variant",
        "neo",
        "--position",
        "p190,7/8/8/8/8/8/8/P91,7/8 w C9* -",
        "C9@b4",
    ]);
    assert!(
        e.contains("b4 is not in the opponent's half for a drop"),
        "{e}"
    );
    let e = refused(&["harmonies", "--variant", "neo", "--side", "green"]);
    assert!(e.contains("white, black or all"), "{e}");
}

#[test]
fn a_refused_second_move_prints_nothing_at_all() {
    let e = refused(&["play", "--variant", "neo", "c4-c5", "c4-c5"]);
    assert!(e.contains("move 2 'c4-c5'"), "{e}");
}

#[test]
fn simple_perft_and_moves_from_the_start() {
    let o = rithmo(&["perft", "--variant", "simple", "2"]);
    assert_eq!(printed(&o), "depth 1: 30\ndepth 2: 900\n");
    let j: Value =
        serde_json::from_slice(&rithmo(&["moves", "--variant", "simple", "--json"]).stdout)
            .unwrap();
    assert_eq!(j["moves"].as_array().unwrap().len(), 30);
    assert!(j["position"].as_str().unwrap().contains(",S91,"));
}

#[test]
fn simple_play_reports_captures_scores_and_the_points_result() {
    // White's 16 meets Black's 16 on d6 (190 + 16 reaches the goal of 200); then Black's 9
    // and 7 on c6 and e6 ambush the arrival (9+7=16). White, the mover, is checked first.
    let pos = "7,s361/8/8/8/8/8/8/8/8/8/2,c9,t16,c7,3/8/3,C16,4/8/8/7,S289 w - - wvalue=190";
    let o = rithmo(&[
        "play",
        "--variant",
        "simple",
        "--option",
        "victory=value:200",
        "--position",
        pos,
        "--json",
        "d4xd6",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let j: Value = serde_json::from_slice(&o.stdout).unwrap();
    let caps = &j["events"][0]["captures"];
    assert_eq!(caps[0]["how"], "meeting 16=16");
    assert_eq!(caps[1]["piece"], "C16");
    assert_eq!(caps[1]["how"], "ambush 9+7=16");
    // The meeting is White's, by the 16 from d4; the ambush is Black's, against the mover,
    // by the 9 on c6 and the 7 on e6.
    assert_eq!(
        (&caps[0]["by"], &caps[1]["by"]),
        (&"white".into(), &"black".into())
    );
    assert_eq!(caps[0]["captors"], serde_json::json!(["d4"]));
    assert_eq!(caps[1]["captors"], serde_json::json!(["c6", "e6"]));
    assert_eq!(j["result"]["winner"], "white");
    assert_eq!(j["result"]["reason"], "points");
    assert!(j["position"]
        .as_str()
        .unwrap()
        .ends_with(" b - - bshape=2 bvalue=16 ply=1 wshape=3 wvalue=206"));
}

#[test]
fn simple_refusals_say_what_is_wrong() {
    let err = refused(&[
        "perft",
        "--variant",
        "simple",
        "--option",
        "victory=value:150",
        "1",
    ]);
    assert!(
        err.contains("victory=value:150: the value goal is 100, 200 or 300"),
        "{err}"
    );
    let err = refused(&["play", "--variant", "simple", "c4-c5"]);
    assert!(err.contains("a circle moves exactly 2 squares"), "{err}");
    let err = refused(&["moves", "--variant", "simple", "--option", "rows=perhaps"]);
    assert!(err.contains("true or false"), "{err}");
}

#[test]
fn heligon_perft_and_a_capture_reported_in_json() {
    let o = rithmo(&["perft", "--variant", "heligon", "3"]);
    assert_eq!(printed(&o), "depth 1: 10\ndepth 2: 100\ndepth 3: 1310\n");
    // Black's triangle 16 on d10 has d9, d8, d7, d6 empty before White's circle 4 on d5:
    // 4 x 4 = 16, an assault; the 4 becomes Black's prisoner.
    let o = rithmo(&[
        "play",
        "--variant",
        "heligon",
        "--json",
        "h14-f12",
        "d4-d5",
        "f12-d10",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let j: Value = serde_json::from_slice(&o.stdout).unwrap();
    let capture = &j["events"][2]["captures"][0];
    assert_eq!(capture["square"], "d5");
    assert_eq!(capture["piece"], "C4");
    assert_eq!(capture["how"], "assault 16/4=4");
    assert_eq!(capture["by"], "black");
    assert_eq!(capture["captors"], serde_json::json!(["d10"]));
    let position = j["position"].as_str().unwrap();
    assert!(
        position.ends_with(" w - c4* bbody=1 bgoods=4 blawsuit=1"),
        "{position}"
    );
    let bad = refused(&[
        "perft",
        "--variant",
        "heligon",
        "--option",
        "victory=best",
        "1",
    ]);
    assert!(bad.contains("victory=best"), "{bad}");
}

#[test]
fn classic_play_reports_a_rescue_its_captor_and_the_component_saved() {
    // Black's c9 d6-d5 hits the triangle 9 of White's complete pyramid on d4; White gives up
    // its T9 on h2 instead: the record says the T9 on h2 fell to d5, saving the pyramid's T9.
    let pos = "8/8/8/8/8/8/8/8/8/8/3,c9,4/8/3,P91,4/8/7,T9/8 b - -";
    let o = rithmo(&[
        "play",
        "--variant",
        "classic",
        "--position",
        pos,
        "--json",
        "d6-d5",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let j: Value = serde_json::from_slice(&o.stdout).unwrap();
    let capture = &j["events"][0]["captures"][0];
    assert_eq!(capture["square"], "h2");
    assert_eq!(capture["piece"], "T9");
    assert_eq!(capture["how"], "9=9");
    assert_eq!(capture["by"], "black");
    assert_eq!(capture["captors"], serde_json::json!(["d5"]));
    assert_eq!(capture["rescue"]["pyramid"], "d4");
    assert_eq!(capture["rescue"]["component"], "T9");
    let text = printed(&rithmo(&[
        "play",
        "--variant",
        "classic",
        "--position",
        pos,
        "d6-d5",
    ]));
    assert!(
        text.starts_with(
            "d6-d5; black takes T9 on h2 with d5 (9=9), saving T9 of the pyramid on d4\n"
        ),
        "{text}"
    );
}

/// No subcommand answers a bad value with a program's inner dump (a Rust `Debug` form such
/// as `UnknownVariant { name: ... }`): each says in words what was wrong and what is known.
#[test]
fn every_subcommand_refuses_an_unknown_variant_in_words() {
    let cases: &[&[&str]] = &[
        &["perft", "--variant", "xx", "1"],
        &["moves", "--variant", "xx"],
        &["play", "--variant", "xx", "d4-d5"],
        &["harmonies", "--variant", "xx", "--side", "white"],
        &["lessons", "--variant", "xx"],
        &["puzzles", "--variant", "xx"],
        &["bestmove", "--variant", "xx"],
        &[
            "match",
            "--variant",
            "xx",
            "--white",
            "1",
            "--black",
            "1",
            "--games",
            "1",
        ],
        &["bench", "--variant", "xx"],
        &["analyse", "--variant", "xx", "d4-d5"],
        &["render", "--variant", "xx", "--out", "/nonexistent/x.png"],
        &[
            "replay",
            "--variant",
            "xx",
            "--out",
            "/nonexistent/x.gif",
            "d4-d5",
        ],
    ];
    for args in cases {
        let said = refused(args);
        assert!(
            said.contains("unknown variant 'xx' (known: "),
            "{args:?}: {said}"
        );
        assert!(
            !said.contains('{') && !said.contains("UnknownVariant"),
            "{args:?} answers with a dump: {said}"
        );
    }
}

#[test]
fn a_wrong_or_unreachable_database_url_is_refused_at_start_without_its_password() {
    // Nothing listens on port 1 of this machine: the server cannot be reached.
    let why = refused(&["check", "--db", "postgres://bot:hunter2@127.0.0.1:1/rithmo"]);
    assert!(
        why.contains("postgres://bot@127.0.0.1:1/rithmo") && why.contains("cannot open"),
        "{why}"
    );
    assert!(
        !why.contains("hunter2"),
        "the password is never shown: {why}"
    );
    let why = refused(&[
        "check",
        "--db",
        "postgres://bot:hunter2@127.0.0.1:notaport/rithmo",
    ]);
    assert!(why.contains("not a PostgreSQL URL"), "{why}");
    assert!(!why.contains("hunter2"), "{why}");
    // The bot's own start, from its configuration: the same refusal, exit status 2.
    let dir = tempfile::TempDir::new().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        "database = \"postgres://bot:hunter2@127.0.0.1:1/rithmo\"\nweb_listen = \"\"\n",
    )
    .unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["serve", "--config"])
        .arg(&config)
        .env("DISCORD_TOKEN", "not-a-real-token")
        .env_remove("DATABASE_URL")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("cannot open database postgres://bot@127.0.0.1:1/rithmo"),
        "{err}"
    );
    assert!(!err.contains("hunter2"), "{err}");
}
