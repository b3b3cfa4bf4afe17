//! `rithmo render`, `rithmo replay` and `rithmo bench-render` from the command line: files
//! written on success, nothing written and a specific message on bad input.

mod common;

use common::cli::rithmo;
use std::path::PathBuf;

/// A fresh empty directory for one test's output files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rithmo-cli-render-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn refused(args: &[&str]) -> String {
    let o = rithmo(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    assert!(o.stdout.is_empty());
    String::from_utf8(o.stderr).unwrap()
}

const AFTER_C4_B4: &str = "s361,s225,4,s121,s49/p190,s120,t90,t56,t30,t12,s66,s28/\
t100,t64,c81,c49,c25,c9,t36,t16/2,c9,c7,c5,c3,2/8/1,C2,1,C4,C6,C8,2/\
T9,T25,C4,C16,C36,C64,T49,T81/S15,S45,T6,T20,T42,T72,P91,S153/S25,S81,4,S169,S289 b - -";

#[test]
fn render_writes_a_png_of_the_position() {
    let dir = scratch("png");
    let out = dir.join("board.png");
    let o = rithmo(&[
        "render",
        "--variant",
        "neo",
        "--position",
        AFTER_C4_B4,
        "--last",
        "c4-b4",
        "--flip",
        "--white",
        "Ann",
        "--black",
        "Bo",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let img = image::open(&out).unwrap();
    assert_eq!((img.width(), img.height()), (584, 784));
    assert!(String::from_utf8(o.stdout).unwrap().contains("bytes"));
}

#[test]
fn render_refuses_a_last_move_the_position_contradicts() {
    let dir = scratch("bad-last");
    let out = dir.join("board.png");
    let o = out.to_str().unwrap();
    let last = |mv: &str| {
        refused(&[
            "render",
            "--variant",
            "neo",
            "--position",
            AFTER_C4_B4,
            "--last",
            mv,
            "--out",
            o,
        ])
    };
    assert!(last("c4-b5").contains("b5 is empty"));
    assert!(last("d4-b4").contains("d4 still holds the circle 4"));
    assert!(last("T9@b4").contains("b4 holds the circle 2"));
    let err = refused(&["render", "--variant", "neo", "--captured", "z9", "--out", o]);
    assert!(err.contains("z9"), "{err}");
    assert!(!out.exists(), "nothing written on refusal");
}

#[test]
fn replay_writes_a_gif_with_a_frame_per_move() {
    let dir = scratch("gif");
    let out = dir.join("game.gif");
    let o = rithmo(&[
        "replay",
        "--variant",
        "neo",
        "--out",
        out.to_str().unwrap(),
        "c4-b4",
        "h7-h5",
        "b3-a4",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8(o.stdout).unwrap().contains("4 frames"));
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"GIF89a"));
}

#[test]
fn replay_refuses_an_illegal_move_and_writes_nothing() {
    let dir = scratch("gif-bad");
    let out = dir.join("game.gif");
    let err = refused(&[
        "replay",
        "--variant",
        "neo",
        "--out",
        out.to_str().unwrap(),
        "c4-b4",
        "c5-c6",
    ]);
    assert!(err.contains("move 2 'c5-c6': no piece on c5"), "{err}");
    assert!(!out.exists());
}

#[test]
fn bench_render_reports_both_boards() {
    let o = rithmo(&["bench-render", "--runs", "1"]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("8x16") && text.contains("8x9"), "{text}");
    assert!(text.contains("ms") && text.contains("KB"), "{text}");
}

#[test]
fn replay_reads_a_game_record_and_refuses_a_broken_one() {
    let dir = tempfile::TempDir::new().unwrap();
    let record = dir.path().join("game.txt");
    std::fs::write(&record, "[Variant \"neo\"]\n[Options \"-\"]\n\n1. d4-d5 f6-f5 2. e4xf5 {takes c3 on f5: gcd(6,3)=3} *\n").unwrap();
    let out = dir.path().join("game.gif");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["replay", "--record"])
        .arg(&record)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("4 frames"));
    let mut decoder = gif::DecodeOptions::new()
        .read_info(std::fs::File::open(&out).unwrap())
        .unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert_eq!(frames, 4, "the start and one frame per ply");
    std::fs::write(&record, "[Variant \"neo\"]\n\n1. d4-d5 f6-f6 *\n").unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["replay", "--record"])
        .arg(&record)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("ply 2 'f6-f6'"));
}

/// `--lang` words the strips in German or Italian ("am Zug" where English says "to move"),
/// and a language the bot does not speak is refused, naming those it does.
#[test]
fn render_speaks_the_language_asked_for() {
    let dir = scratch("lang");
    let draw = |lang: &str| {
        let out = dir.join(format!("{lang}.png"));
        let o = rithmo(&[
            "render",
            "--variant",
            "neo",
            "--lang",
            lang,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        image::open(&out).unwrap().to_rgb8()
    };
    let (en, de, it) = (draw("en"), draw("de"), draw("it"));
    assert_eq!(en.dimensions(), de.dimensions());
    assert_ne!(en, de, "the German strip has other words");
    assert_ne!(de, it, "the Italian strip has other words");
    let out = dir.join("fr.png");
    let err = refused(&[
        "render",
        "--variant",
        "neo",
        "--lang",
        "fr",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        err.contains("unknown language 'fr' (known: en, de, it)"),
        "{err}"
    );
    assert!(!out.exists());
}
