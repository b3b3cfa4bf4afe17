//! The console as a newcomer uses it: a whole neo game typed on standard input, then a
//! restart on the same database, with the finished game and its record intact.

use rithmo::service::record;
use std::io::Write;
use std::process::{Command, Stdio};
use tempfile::TempDir;

fn console(db: &std::path::Path, images: &std::path::Path, script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["console", "--db"])
        .arg(db)
        .arg("--images")
        .arg(images)
        .args(["--now", "1795305600"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// Alice and Bob shuffle a circle back and forth until the position has come up three times.
const GAME: &str = "\
/as alice
/challenge @bob variant:neo days:2 colour:white
/as bob
/accept
/as alice
/move d4-d5
/as bob
/move f6-f5
/as alice
/move d5xe6
/move d5-d4
/as bob
/move f5-f6
/as alice
/move d4-d5
/as bob
/move f6-f5
/as alice
/move d5-d4
/as bob
/move f5-f6
/as alice
/move d4-d5
";

#[test]
fn a_whole_game_survives_a_restart_with_its_record() {
    let dir = TempDir::new().unwrap();
    let (db, images) = (dir.path().join("games.db"), dir.path().join("images"));
    let out = console(&db, &images, GAME);
    assert!(
        out.contains("(only you) d5xe6: the circle 4 on d5 cannot take the black circle 5 on e6"),
        "{out}"
    );
    assert!(
        out.contains("Game #1 is over: a draw by the same position came up three times."),
        "{out}"
    );
    // One image for the start and one per move (8 plies).
    let pngs = std::fs::read_dir(&images)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension().unwrap() == "png")
        .count();
    assert_eq!(pngs, 9, "{out}");

    let out = console(&db, &images, "/as bob\n/history\n/move f6-f5\n");
    assert!(out.contains("The record of game #1 (8 plies)."), "{out}");
    assert!(
        out.contains("game #1 is over (draw, threefold-repetition)"),
        "{out}"
    );
    let gif = std::fs::read(images.join("rithmo-game-1.gif")).expect("the replay");
    assert!(gif.starts_with(b"GIF89a"), "an animated GIF");
    let file = images.join("rithmo-game-1.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains("[Result \"1/2-1/2\"]")
            && text.contains("[Termination \"threefold-repetition\"]"),
        "{text}"
    );
    assert!(text.contains("1. d4-d5 f6-f5 2. d5-d4 f5-f6"), "{text}");
    let rec = record::parse(&text).unwrap();
    let (game, actions) = rec.replay().unwrap();
    assert_eq!(actions.len(), 8);
    assert_eq!(
        game.outcome().map(|o| o.reason.name()),
        Some("threefold-repetition")
    );
}

/// A heligon game typed on the console: Black (Alice) takes White's circle 4 by assault and
/// enters it on her own half; entering it on White's half is refused.
const HELIGON: &str = "\
/as alice
/challenge @bob variant:heligon option:victory=small+body:3 days:2 colour:black
/as bob
/accept
/as alice
/move h14-f12
/as bob
/move d4-d5
/as alice
/move f12-d10
/as bob
/move e4-e5
/as alice
/move C4@d6
/move C4@a12
";

#[test]
fn a_heligon_prisoner_is_entered_on_its_captors_own_half() {
    let dir = TempDir::new().unwrap();
    let (db, images) = (dir.path().join("games.db"), dir.path().join("images"));
    let out = console(&db, &images, HELIGON);
    assert!(out.contains("taking C4 on d5 (assault 16/4=4)"), "{out}");
    assert!(
        out.contains("(only you) C4@d6: d6 is not in your own half for a drop"),
        "{out}"
    );
    assert!(out.contains("alice played C4@a12"), "{out}");
}
