//! The console as a newcomer uses it: a whole neo game typed on standard input, then a
//! restart on the same database, with the finished game and its record intact.

use rithmo::service::games::record;
use std::io::Write;
use std::process::{Command, Stdio};
use tempfile::TempDir;

fn console(db: &std::path::Path, images: &std::path::Path, script: &str) -> String {
    console_in("en", db, images, script)
}

/// The console on `db` at the README's time, with extra arguments (`--lang`, `--debug`),
/// given `script` on standard input.
fn console_with(args: &[&str], db: &std::path::Path, script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["console", "--now", "1795305600", "--db"])
        .arg(db)
        .args(args)
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

/// The console started with `--lang lang`.
fn console_in(lang: &str, db: &std::path::Path, images: &std::path::Path, script: &str) -> String {
    let images = images.to_str().unwrap();
    console_with(&["--lang", lang, "--images", images], db, script)
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
        out.contains(
            "(only you) d5xe6: the circle 4 (C·4) on d5 cannot take the black circle 5 (c·5) on e6"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "Game #1 is over: a draw by threefold repetition: the same position came up three times."
        ),
        "{out}"
    );
    // One image for the start and one per move (8 plies); and Bob's direct messages (his four
    // turns and the game's end) carry his own picture, Black at the bottom.
    let pngs = std::fs::read_dir(&images)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension().unwrap() == "png")
        .count();
    assert_eq!(pngs, 9 + 5, "{out}");

    let out = console(&db, &images, "/as bob\n/history\n/move f6-f5\n");
    assert!(out.contains("The record of game #1 (4 moves)."), "{out}");
    assert!(
        out.contains("game #1 is over: a draw by threefold repetition"),
        "{out}"
    );
    // Numbered on from the fourteen pictures of the first run: the record, then the replay.
    let gif = std::fs::read(images.join("0016-rithmo-game-1.gif")).expect("the replay");
    assert!(gif.starts_with(b"GIF89a"), "an animated GIF");
    let file = images.join("0015-rithmo-game-1.txt");
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
    assert!(
        out.contains(
            "alice takes circle 4 (C·4) on d5 with triangle 16 (t·16) on d10 (assault 16/4=4, counting the empty squares between)"
        ),
        "{out}"
    );
    assert!(
        out.contains("(only you) C4@d6: d6 is not in your own half for a drop"),
        "{out}"
    );
    // Black's prisoner, entered, is Black's piece: its letter in Black's lower case.
    assert!(out.contains("alice played c4@a12"), "{out}");
}

/// Three games at once in one channel, typed as a newcomer would: the console shows which
/// game each command takes or the question which, the resign confirmation (pressed after a
/// restart), aborts by command and by the clock, an expiring challenge, a watcher's message
/// with the board's file, and the list across servers in a direct message.
const MANY: &str = "\
/as alice
/challenge bob variant:neo
/challenge @bob variant:neo colour:white option:balanced=true
/as bob
/accept
/challenge @alice variant:neo colour:white
/as alice
/accept
/challenge @carol variant:neo colour:white
/as carol
/accept game:3
/as alice
/move c4-c5
/move d4-d5 game:3
/as carol
/move f6-f5
/as alice
/move d5-d4
/as bob
/move d4-d5 game:2
/as alice
/move f6-f5 game:2
/as bob
/resign
/resign game:2
/press keep:2
/resign game:2
/as dave
/watch
/watch game:1
/games
/as alice
/move d4-d5
/at server:2 channel:1
/as carol
/challenge @alice variant:classic
";

const MANY_AFTER_RESTART: &str = "\
/as bob
/press resign:2:2
/as carol
/abort game:1
/as bob
/move f6-f5 game:1
/abort game:1
/as alice
/challenge @dave colour:white
/as dave
/accept
/as alice
/at dm
/games
/clock +8d
";

#[test]
fn many_games_at_once_in_the_console() {
    let dir = TempDir::new().unwrap();
    let (db, images) = (dir.path().join("games.db"), dir.path().join("images"));
    let out = console(&db, &images, MANY);
    for seen in [
        "(only you) 'bob' is not an option (options are key=value, like balanced=true); to \
         challenge someone, name them as the opponent with a mention: @bob",
        "Game #1 begins: alice 1500? (White) against bob 1500? (Black), neo (balanced=true), rated, 3 days per move.",
        "(only you) c4-c5 is a legal move in several of your games here; add game:N to say which:\n\
         \x20 (only you) - #1 neo (balanced=true) against bob: your turn, due 2026-11-25 00:00 UTC\n\
         \x20 (only you) - #3 neo against carol: your turn, due 2026-11-25 00:00 UTC",
        // Legal only in #3 (her turn; #1 has no piece on d5): played there.
        "Game #3, move 2: alice played d5-d4.",
        "bob> /resign\n  (only you) You play several games here; add game:N to say which:",
        "(only you) Resign game #2 (neo) against alice? alice wins; this cannot be undone.\n\
         \x20 [Resign] /press resign:2:2\n  [Keep playing] /press keep:2",
        "(only you) You keep playing game #2; nothing was resigned.",
        "dave> /watch\n  (only you) Several games are going on here; add game:N to say which:",
        "(only you) Games you watch:\n  (only you) - #1 neo (balanced=true): alice (White) vs bob",
        "Game #4: carol challenges alice to classic",
    ] {
        assert!(out.contains(seen), "expected:\n{seen}\nin:\n{out}");
    }
    // The watcher's message names the file of the move's picture, drawn once.
    let dm = out
        .lines()
        .find(|l| l.starts_with("  (dm to dave, with "))
        .unwrap_or_else(|| panic!("a watcher's message with a picture: {out}"));
    assert!(dm.contains("alice played d4-d5"), "{dm}");
    let file = dm["  (dm to dave, with ".len()..]
        .split(')')
        .next()
        .unwrap();
    assert!(
        out.contains(&format!("(file: {})", images.join(file).display())),
        "{out}"
    );
    assert!(images.join(file).exists());

    // A restart: the Resign button of Bob's second question (Keep playing took the first
    // one's away) still works; Carol cannot abort Alice and Bob's game; Bob may abort #1
    // until he has moved. In a direct message Alice lists her games on both servers, her
    // turn first. The clock aborts #5 (no first move) and expires the challenge on server 2.
    let out = console(&db, &images, MANY_AFTER_RESTART);
    for seen in [
        "Game #2 is over: alice (Black) wins by resignation: bob (White) resigned.",
        "(only you) you are not playing in game #1",
        "Game #1, move 1: bob played f6-f5.",
        "(only you) game #1 can no longer be aborted: both players have moved",
        "(only you) Your games on every server:\n\
         \x20 (only you) - #1 neo (balanced=true) against bob: your turn, due 2026-11-25 00:00 UTC \
         <https://discord.com/channels/1/1>\n\
         \x20 (only you) - #5 neo against dave: your turn, due 2026-11-25 00:00 UTC \
         <https://discord.com/channels/1/1>\n\
         \x20 (only you) - #3 neo against carol: carol's turn, due 2026-11-25 00:00 UTC \
         <https://discord.com/channels/1/1>\n\
         \x20 (only you) - #4 classic: challenge from carol, open until 2026-11-29 00:00 UTC \
         <https://discord.com/channels/2/1001>",
        "Game #5 is aborted: alice made no first move by 2026-11-25 00:00 UTC.",
        "(dm to dave) Game #5 is aborted",
        "Challenge #4 from carol to alice (classic) has expired: nobody accepted it in 7 days.",
        "(dm to carol) Your challenge #4 to alice (classic) has expired",
    ] {
        assert!(out.contains(seen), "expected:\n{seen}\nin:\n{out}");
    }
}

/// A rated game to its end, then the leaderboard and the stats with their chart.
const RATED: &str = "\
/as alice
/challenge @bob variant:neo colour:white
/as bob
/accept
/as alice
/move d4-d5
/as bob
/move f6-f5
/resign
/press resign:1:2
/leaderboard
/stats
/as carol
/challenge @dave rated:maybe
";

#[test]
fn the_console_shows_the_leaderboard_and_writes_the_rating_chart() {
    let dir = TempDir::new().unwrap();
    let (db, images) = (dir.path().join("games.db"), dir.path().join("images"));
    let out = console(&db, &images, RATED);
    assert!(
        out.contains("Ratings: alice 1500? -> 1662? (+162), bob 1500? -> 1338? (-162)."),
        "{out}"
    );
    assert!(out.contains("Leaderboard, all variants:"), "{out}");
    assert!(out.contains("- alice 1662? (neo), 1 game"), "{out}");
    assert!(out.contains("Ratings: neo 1338?"), "bob's stats: {out}");
    // The chart is named by the player's id (the console's ids are made from names).
    let chart = std::fs::read_dir(&images)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                // Files are numbered on: "0005-rating-....png".
                .contains("-rating-")
        })
        .expect("the chart was written");
    assert!(
        out.contains(&format!("(file: {})", chart.display())),
        "{out}"
    );
    let png = image::open(&chart).expect("a PNG").to_rgb8();
    assert_eq!(png.dimensions(), (720, 360));
    assert!(
        out.contains("rated:maybe: say rated:true or rated:false"),
        "{out}"
    );
}

/// The README's console walk-through, pasted as a newcomer would: every move's reply shows a
/// text board, the reminder comes before the forfeit, and the result is said at the end.
/// The README's console walk-through, line by line.
fn readme_script() -> String {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let section = &readme[readme
        .find("## Try it without Discord: the console")
        .unwrap()..];
    let script: Vec<&str> = section
        .lines()
        .skip_while(|l| l.trim() != "/as alice")
        .take_while(|l| l.starts_with("    "))
        .map(str::trim)
        .collect();
    assert!(
        script.len() > 15,
        "the walk-through is in the README: {script:?}"
    );
    script.join("\n") + "\n"
}

/// The output cut at each echoed command line: (command, what followed it).
fn answers(out: &str) -> Vec<(String, String)> {
    let mut answers: Vec<(String, String)> = Vec::new();
    for line in out.lines() {
        match line.split_once("> ") {
            Some((who, cmd)) if !who.contains(' ') => {
                answers.push((cmd.to_string(), String::new()))
            }
            _ => {
                if let Some((_, text)) = answers.last_mut() {
                    text.push_str(line);
                    text.push('\n');
                }
            }
        }
    }
    answers
}

/// Whether `text` holds a text board (its line of file letters).
fn files_line(text: &str) -> bool {
    text.lines()
        .any(|l| l.split_whitespace().collect::<String>() == "abcdefgh")
}

#[test]
fn the_readme_walk_through_shows_a_board_after_every_move_and_the_result() {
    let dir = TempDir::new().unwrap();
    let (db, images) = (dir.path().join("try.db"), dir.path().join("boards"));
    let out = console(&db, &images, &readme_script());
    assert!(!out.contains("  ! "), "every line is understood:\n{out}");
    let answers = answers(&out);
    let moves: Vec<&(String, String)> = answers
        .iter()
        .filter(|(cmd, text)| cmd.starts_with("/move") && text.contains(" played "))
        .collect();
    assert_eq!(moves.len(), 3, "{out}");
    for (cmd, text) in moves {
        assert!(files_line(text), "no text board after {cmd}:\n{text}");
    }
    let bare = answers.iter().find(|(c, _)| c == "/move e4").unwrap();
    assert!(bare.1.contains("legal moves: "), "{}", bare.1);
    let reminder = out
        .find("Reminder: your move in game #1")
        .expect("a reminder");
    let end = out
        .find("Game #1 is over: alice (White) wins on time: bob (Black) ran out of time.")
        .expect("the result");
    assert!(reminder < end, "{out}");
    assert!(out.contains("The record of game #1 (2 moves)."), "{out}");
}

/// What the console says in one language along the README's walk-through.
struct Speaks {
    name: &'static str,
    /// `--lang` at start, and the lines typed before the walk-through.
    flag: &'static str,
    before: &'static str,
    /// Said before the first command: the greeting, or the answer to `/lang`.
    hello: &'static str,
    key: &'static str,
    only_you: &'static str,
    prisoners: &'static str,
    clocks: [&'static str; 2],
    reminder_dm: &'static str,
    end_dm: &'static str,
    file: &'static str,
    rules: &'static str,
    help: &'static str,
    unknown: &'static str,
}

const GERMAN: Speaks = Speaks {
    name: "de",
    flag: "de",
    before: "",
    hello: "rithmo-Konsole. Du bist alice. /hilfe zeigt die Befehle",
    key: "(C Kreis, T Dreieck, S Viereck, P Pyramide, der Wert nach einem Punkt: C·4",
    only_you: "  (nur für dich) ",
    prisoners: "Gefangene von Weiß: C·3*",
    clocks: ["(Uhr: 24.11.2026 00:00 UTC)", "(Uhr: 25.11.2026 12:00 UTC)"],
    reminder_dm: "  (Direktnachricht an bob) ",
    end_dm: "  (Direktnachricht an bob, mit ",
    file: "  (Datei: ",
    rules: "8 Linien, 9 Reihen; Weiß (die geraden Zahlen) beginnt.",
    help: "Rithmomachie im Fernspiel. Die Befehle:",
    unknown: "„fr“ spreche ich nicht; wähle eine von: de, en, it.",
};

const ITALIAN: Speaks = Speaks {
    name: "it",
    flag: "en",
    before: "/lang it\n",
    hello: "D'ora in poi ti scrivo in italiano.",
    key: "(C cerchio, T triangolo, S quadrato, P piramide, il valore dopo un punto: C·4",
    only_you: "  (solo per te) ",
    prisoners: "Prigionieri del Bianco: C·3*",
    clocks: [
        "(orologio: 24/11/2026 00:00 UTC)",
        "(orologio: 25/11/2026 12:00 UTC)",
    ],
    reminder_dm: "  (messaggio diretto a bob) ",
    end_dm: "  (messaggio diretto a bob, con ",
    file: "  (file: ",
    rules: "8 colonne, 9 traverse; il Bianco (i numeri pari) muove per primo.",
    help: "Rithmomachia per corrispondenza. I comandi:",
    unknown: "Non parlo «fr»; scegli una tra: de, en, it.",
};

/// The walk-through in German (`--lang de`) and in Italian (`/lang it` typed first): the
/// console's own words, its dates, the text board's notes, `/rules` and `/help` are in that
/// language, and so are the pictures it writes (they differ from the English ones).
#[test]
fn the_readme_walk_through_speaks_german_and_italian() {
    let dir = TempDir::new().unwrap();
    let english = dir.path().join("en");
    console(&dir.path().join("en.db"), &english, &readme_script());
    let mut firsts = vec![image::open(english.join("0002-game1.png"))
        .unwrap()
        .to_rgb8()];
    for want in [GERMAN, ITALIAN] {
        let images = dir.path().join(want.name);
        let db = dir.path().join(format!("{}.db", want.name));
        let script = format!(
            "{}{}/rules neo\n/help\n/lang fr\n",
            want.before,
            readme_script()
        );
        let out = console_in(want.flag, &db, &images, &script);
        let answers = answers(&out);
        let said = |cmd: &str| {
            &answers
                .iter()
                .find(|(c, _)| c == cmd)
                .unwrap_or_else(|| panic!("{cmd} in:\n{out}"))
                .1
        };
        assert!(out.contains(want.hello), "{out}");
        for (cmd, text) in &answers {
            if cmd != "/lang fr" {
                assert!(!text.contains("  ! "), "{cmd} is understood:\n{text}");
            }
        }
        assert!(
            said("/lang fr").contains(&format!("  ! {}", want.unknown)),
            "{out}"
        );
        assert!(out.contains(want.key), "{out}");
        let moves: Vec<_> = answers
            .iter()
            .filter(|(c, _)| c.starts_with("/move ") && c != "/move e4")
            .collect();
        assert_eq!(moves.len(), 3, "{out}");
        for (cmd, text) in moves {
            assert!(files_line(text), "no text board after {cmd}:\n{text}");
            assert!(text.contains(want.file), "no picture after {cmd}:\n{text}");
        }
        assert!(said("/move e4").starts_with(want.only_you), "{out}");
        assert!(said("/board").contains(want.prisoners), "{out}");
        assert!(said("/clock +2d").contains(want.clocks[0]), "{out}");
        assert!(said("/clock +12h").contains(want.reminder_dm), "{out}");
        let end = said("/clock +1d");
        assert!(end.contains(want.clocks[1]), "{end}");
        // The end's picture goes to both players, named as the console wrote it.
        let dm = end
            .lines()
            .find(|l| l.starts_with(want.end_dm))
            .unwrap_or_else(|| panic!("the end's message to bob:\n{end}"));
        let png = dm[want.end_dm.len()..].split(')').next().unwrap();
        assert!(images.join(png).exists(), "{dm}");
        assert!(said("/history").contains("rithmo-game-1.gif"), "{out}");
        assert!(said("/rules neo").contains(want.rules), "{out}");
        assert!(said("/help").contains(want.help), "{out}");
        firsts.push(
            image::open(images.join("0002-game1.png"))
                .unwrap()
                .to_rgb8(),
        );
    }
    let [en, de, it] = &firsts[..] else {
        panic!("three pictures")
    };
    assert_eq!(en.dimensions(), de.dimensions());
    assert_ne!(en, de, "the German picture has German words");
    assert_ne!(de, it, "the Italian picture has Italian words");
    assert_ne!(en, it);
}

/// A newcomer learns the console from it: /help names its own commands too, a private
/// button can be pressed only by whom it was shown to, and the position's RFEN is shown only
/// with --debug.
#[test]
fn the_console_teaches_itself() {
    let dir = TempDir::new().unwrap();
    let db = dir.path().join("t.db");
    let script = "\
/help
/challenge @bob variant:neo colour:white
/as bob
/accept
/as alice
/resign
/as bob
/press resign:1:0
/board
";
    let out = console_with(&[], &db, script);
    for own in [
        "/as NAME",
        "/clock +2d",
        "/press ID",
        "/at dm",
        "/lang de|it|en",
        "/quit",
    ] {
        assert!(out.contains(own), "/help lacks {own}:\n{out}");
    }
    // Bob cannot press the Resign button only alice was shown: the game goes on.
    assert!(
        out.contains("! that button was shown only to alice; /as alice to press it"),
        "{out}"
    );
    assert!(!out.contains("resigns"), "{out}");
    assert!(!out.contains("`8/"), "no RFEN without --debug:\n{out}");
    let debug = console_with(&["--debug"], &db, "/as bob\n/board\n");
    let rfen = debug
        .lines()
        .find(|l| l.contains('`'))
        .unwrap_or_else(|| panic!("an RFEN line with --debug:\n{debug}"));
    assert!(
        rfen.trim_end().ends_with(" w - -`") || rfen.contains(" w "),
        "{rfen}"
    );
}

#[test]
fn rithmo_help_says_first_how_to_play_locally() {
    let out = Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .arg("--help")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let first = text.lines().next().unwrap_or_default();
    assert!(first.contains("rithmo console --db"), "{text}");
    let commands: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take(2)
        .map(|l| l.split_whitespace().next().unwrap_or_default())
        .collect();
    assert_eq!(commands, ["console", "serve"], "{text}");
}

/// The texts tell a German console user to type `/herausfordern [gegner]`, `partie:N`: the
/// console takes those lines, choices in German too, and plays the game they ask for.
#[test]
fn a_german_console_takes_the_command_names_its_texts_give() {
    let dir = TempDir::new().unwrap();
    let script = "/as alice\n\
                  /herausfordern @bob variante:klassisch tage:3 farbe:schwarz\n\
                  /as bob\n\
                  /annehmen partie:1\n\
                  /brett partie:1\n\
                  /remis anbieten\n\
                  /hilfe\n";
    let out = console_in(
        "de",
        &dir.path().join("de.db"),
        &dir.path().join("img"),
        script,
    );
    let answers = answers(&out);
    let said = |cmd: &str| {
        answers
            .iter()
            .find(|(c, _)| c == cmd)
            .map(|(_, text)| text.clone())
            .unwrap_or_else(|| panic!("{cmd} in:\n{out}"))
    };
    for (cmd, text) in &answers {
        assert!(!text.contains("  ! "), "{cmd} is understood:\n{text}");
    }
    assert!(
        said("/herausfordern @bob variante:klassisch tage:3 farbe:schwarz")
            .contains("Partie #1, klassisch: alice fordert bob heraus, gewertet, 3 Tage pro Zug, alice spielt Schwarz."),
        "{out}"
    );
    assert!(
        said("/annehmen partie:1").contains("Partie #1 beginnt"),
        "{out}"
    );
    assert!(
        said("/brett partie:1")
            .contains("Partie #1 (klassisch), Zug 1: alice (Schwarz) ist am Zug"),
        "{out}"
    );
    assert!(
        said("/remis anbieten").contains("bob bietet in Partie #1 Remis an."),
        "{out}"
    );
    assert!(
        said("/hilfe").contains("/herausfordern [gegner] [variante]"),
        "{out}"
    );
}

/// Keep playing takes the question's buttons away, in the console as on Discord: its Resign
/// can no longer be pressed, and the game goes on.
#[test]
fn after_keep_playing_the_questions_resign_button_is_gone() {
    let dir = TempDir::new().unwrap();
    let out = console(
        &dir.path().join("g.db"),
        &dir.path().join("img"),
        "/challenge @bob\n/as bob\n/accept\n/as alice\n/resign\n/press keep:1\n/press resign:1:0\n/board\n",
    );
    assert!(out.contains("You keep playing game #1"), "{out}");
    assert!(
        out.contains("that button is no longer on its message"),
        "{out}"
    );
    assert!(!out.contains("aborted"), "nothing was resigned: {out}");
}

/// The teacher in the console: a lesson step answered, a puzzle opened and given up, and a
/// finished game reviewed (the graph and the moments' boards written as files).
#[test]
fn the_console_teaches_with_lessons_puzzles_and_reviews() {
    let dir = TempDir::new().unwrap();
    let lesson = &rithmo::lessons::book(rithmo::rules::VariantId::Neo)[0];
    let script = format!(
        "/learn neo\n/learn move:{}\n/puzzle neo\n/challenge @bob colour:white\n/as bob\n/accept\n\
         /as alice\n/move d4-d5\n/as bob\n/move f6-f5\n/resign\n/press resign:1:2\n/analyse game:1\n",
        lesson.steps[0].solution
    );
    let out = console(&dir.path().join("t.db"), &dir.path().join("img"), &script);
    assert!(out.contains("Lesson 1 of "), "{out}");
    assert!(out.contains("Well done: White played"), "{out}");
    assert!(out.contains("Puzzle (neo, rated "), "{out}");
    assert!(
        out.contains("Review of game #1 (neo), alice (White) against bob (Black)."),
        "{out}"
    );
    assert!(out.contains("evaluation.png"), "{out}");
}
