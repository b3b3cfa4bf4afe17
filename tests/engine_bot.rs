//! The bot as an opponent, through the service and the console adapter: a whole game
//! against it, its moves stored only at the ply it thought about (a resignation in between
//! wins), its pending moves made after a restart, no clock for the bot but the person's
//! clock as usual, hints only in games against it, a level out of range refused, and each
//! level a player of its own in the records.

use rithmo::console::{self, Console, PLACE};
use rithmo::service::chores::Worked;
use rithmo::service::games::bot::BOT_BASE;
use rithmo::service::{ColourChoice, Command, Refusal, Reply, Request, Service, User, Via};
use rithmo::store::games::{self, GameRow};
use rithmo::store::moves;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

mod common;

use common::driver::{ask, refused, BotChallenge, Challenge};
use common::people::{DAY, T0};

fn alice() -> User {
    console::user("alice")
}

fn bob() -> User {
    console::user("bob")
}

fn db() -> (TempDir, PathBuf) {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("games.db");
    (dir, path)
}

/// `who` sends `command` at `now` in the console's place.
fn run(svc: &mut Service, who: &User, command: Command, now: i64) -> Reply {
    ask(svc, PLACE, who, command, now)
}

fn against_bot(level: u8, colour: ColourChoice) -> Command {
    BotChallenge {
        colour,
        days: Some(3),
        ..BotChallenge::level(level)
    }
    .command()
}

fn game(path: &Path, id: i64) -> GameRow {
    let svc = Service::open(path).unwrap();
    games::get(svc.store().conn(), id).unwrap().unwrap()
}

/// The bot makes the move it owes in each of its games, as the adapter would.
fn bot_replies(svc: &mut Service, now: i64) {
    for chore in svc.chores() {
        svc.finish_chore(chore.work(), now)
            .unwrap()
            .expect("stored");
    }
}

fn typed(console: &mut Console, lines: &str) -> String {
    let mut out = Vec::new();
    console.run(lines.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn a_whole_game_against_the_bot_through_the_console() {
    let (dir, path) = db();
    let images = dir.path().join("images");
    let mut console = Console::open(&path, Some(images.clone()), T0).unwrap();
    let out = typed(
        &mut console,
        "/challenge bot:2 variant:neo colour:white days:3\n",
    );
    assert!(
        out.contains("alice challenges Rithmo level 2. Game #1 begins: alice 1500? (White) against Rithmo level 2 1500? (Black), neo, casual, 3 days per move."),
        "{out}"
    );
    let mut transcript = out;
    let reader = Service::open(&path).unwrap();
    for i in 0..200usize {
        let legal = reader.legal_moves(&alice(), &PLACE, None).texts();
        if legal.is_empty() {
            break;
        }
        // Alice plays legal moves picked by a fixed rule, the way a careless player might.
        let mv = &legal[(i * 7 + 3) % legal.len()];
        transcript.push_str(&typed(&mut console, &format!("/move {mv}\n")));
    }
    let row = game(&path, 1);
    assert_eq!(row.status, "finished", "{transcript}");
    assert!(transcript.contains("Game #1 is over"), "{transcript}");
    // The plies alternate: Alice, then the bot's answer, each announced like a person's.
    let log = moves::list(reader.store().conn(), 1).unwrap();
    assert_eq!(log.len() as u32, row.ply);
    for m in &log {
        let mover = if m.ply % 2 == 1 {
            alice().id
        } else {
            BOT_BASE + 2
        };
        assert_eq!(m.mover, mover, "ply {}", m.ply);
        let name = if m.ply % 2 == 1 {
            "alice"
        } else {
            "Rithmo level 2"
        };
        // Moves are numbered as in the record: White's ply and Black's reply share a number.
        let number = m.ply.div_ceil(2);
        // The record writes a drop's letter upper case (RULES.md); the reply writes it in
        // the colour of the side that entered it, the bot's Black here.
        let shown = match m.text.contains('@') && m.ply % 2 == 0 {
            true => m.text[..1].to_lowercase() + &m.text[1..],
            false => m.text.clone(),
        };
        let line = format!("Game #1, move {number}: {name} played {shown}");
        assert!(transcript.contains(&line), "{line}\n{transcript}");
    }
    // A board picture for the start and for every ply, the bot's included.
    let pngs = std::fs::read_dir(&images).unwrap().count();
    assert_eq!(pngs as u32, row.ply + 1, "{transcript}");
    let stats = typed(&mut console, "/stats\n");
    assert!(stats.contains("#1 neo against Rithmo level 2"), "{stats}");
}

#[test]
fn a_resignation_while_the_bot_thinks_wins_and_a_stale_move_is_not_stored() {
    let (_dir, path) = db();
    let mut svc = Service::open(&path).unwrap();
    // Alice takes Black: the bot has White and moves first.
    let r = run(&mut svc, &alice(), against_bot(1, ColourChoice::Black), T0);
    assert!(r.text.contains("Rithmo level 1 to move"), "{}", r.text);
    assert!(r.game_started);
    // Both make a first move (a resignation before that aborts the game instead).
    bot_replies(&mut svc, T0 + 1);
    let reply = svc.legal_moves(&alice(), &PLACE, None).texts()[0].clone();
    let r = run(&mut svc, &alice(), common::driver::mv(None, &reply), T0 + 2);
    assert!(!r.ephemeral, "{}", r.text);
    let turns = svc.chores();
    assert_eq!(turns.len(), 1);
    let worked = turns[0].clone().work();
    // Resigning asks first; the confirming press (game 1, asked at ply 2) resigns.
    run(&mut svc, &alice(), Command::Resign { game: None }, T0 + 5);
    let r = svc.run(
        &Request::press(Via::Console, &alice(), &PLACE, "resign:1:2"),
        T0 + 5,
    );
    assert!(
        r.text
            .contains("Game #1 is over: Rithmo level 1 (White) wins by resignation"),
        "{}",
        r.text
    );
    let late = svc.finish_chore(worked, T0 + 6).unwrap();
    assert!(late.is_none());
    let row = game(&path, 1);
    assert_eq!(
        (row.status.as_str(), row.reason.as_deref()),
        ("finished", Some("resignation"))
    );
    assert_eq!(row.ply, 2, "the bot's move was not stored");

    // A second game: the bot's move is stored once; the same turn again changes nothing.
    run(
        &mut svc,
        &alice(),
        against_bot(1, ColourChoice::Black),
        T0 + 10,
    );
    let turn = svc.chores().pop().unwrap();
    let worked = turn.work();
    let Worked::Move(_, Ok(text)) = worked.clone() else {
        panic!("the bot finds a move: {worked:?}");
    };
    let posted = svc.finish_chore(worked.clone(), T0 + 11).unwrap();
    let posted = posted.expect("stored");
    assert!(posted
        .text
        .starts_with(&format!("Game #2, move 1: Rithmo level 1 played {text}")));
    assert!(
        posted.board.is_some(),
        "posted with its picture, like a person's move"
    );
    assert_eq!(
        posted.mentions,
        vec![alice().id],
        "the person to move is mentioned"
    );
    assert_eq!(posted.channel, Some(PLACE.channel));
    let again = svc.finish_chore(worked, T0 + 12).unwrap();
    assert!(again.is_none());
    assert_eq!(game(&path, 2).ply, 1);
    assert!(svc.chores().is_empty(), "now it is Alice's turn");
}

#[test]
fn after_a_restart_the_bot_makes_the_moves_it_owes_and_has_no_clock() {
    let (_dir, path) = db();
    {
        let mut svc = Service::open(&path).unwrap();
        run(&mut svc, &alice(), against_bot(3, ColourChoice::Black), T0);
        // Thirty days pass with the bot to move (the adapter was down): no reminder, no
        // forfeit, the bot has no clock.
        assert!(svc.tick(T0 + 30 * DAY).is_empty());
        assert_eq!(game(&path, 1).status, "active");
    }
    let mut console = Console::open(&path, None, T0 + 30 * DAY).unwrap();
    let out = typed(&mut console, "");
    assert!(
        out.contains("Game #1, move 1: Rithmo level 3 played"),
        "{out}"
    );
    assert_eq!(game(&path, 1).ply, 1);
    // Alice's clock runs as with a person: three days, then, her first move not made, the
    // game is aborted (a later move would lose on time).
    let out = typed(&mut console, "/clock +4d\n");
    assert!(
        out.contains("Game #1 is aborted: alice made no first move"),
        "{out}"
    );
}

#[test]
fn hints_are_given_in_games_against_the_bot_only_and_at_the_players_turn() {
    let (_dir, path) = db();
    let mut svc = Service::open(&path).unwrap();
    run(&mut svc, &alice(), against_bot(2, ColourChoice::White), T0);
    let hint = run(&mut svc, &alice(), Command::Hint { game: None }, T0);
    assert!(hint.ephemeral, "only the asker sees it");
    let rest = hint
        .text
        .strip_prefix("Hint for game #1: ")
        .unwrap_or_else(|| panic!("{}", hint.text));
    // The move, then why: its reason, or the exchange the engine expects after it.
    let (mv, why) = rest
        .split_once(", because ")
        .or_else(|| rest.split_once(": "))
        .unwrap();
    assert!(
        svc.legal_moves(&alice(), &PLACE, None)
            .texts()
            .contains(&mv.to_string()),
        "{mv}"
    );
    assert!(why.ends_with('.') && why.len() > 10, "{why}");
    assert_eq!(game(&path, 1).ply, 0, "a hint changes nothing");

    // At the bot's turn (its move not made yet): refused.
    run(&mut svc, &alice(), common::driver::mv(None, mv), T0 + 1);
    let r = run(&mut svc, &alice(), Command::Hint { game: None }, T0 + 2);
    refused(&r, Refusal::HintNotYourTurn { game: 1 });

    // Between people: refused.
    let (_dir2, path2) = db();
    let mut people = Service::open(&path2).unwrap();
    let challenge = Challenge::to(Some(bob())).command();
    run(&mut people, &alice(), challenge, T0);
    run(
        &mut people,
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0,
    );
    let r = run(&mut people, &alice(), Command::Hint { game: None }, T0);
    refused(&r, Refusal::HintPeopleOnly { game: 1 });
}

#[test]
fn a_level_out_of_range_is_refused_and_changes_nothing() {
    let (_dir, path) = db();
    let mut svc = Service::open(&path).unwrap();
    for level in [0, 6] {
        let r = run(
            &mut svc,
            &alice(),
            against_bot(level, ColourChoice::White),
            T0,
        );
        refused(&r, Refusal::NotABotLevel { level });
    }
    assert!(games::all(svc.store().conn()).unwrap().is_empty());
    let mut console = Console::open(&path, None, T0).unwrap();
    let out = typed(&mut console, "/challenge bot:x\n");
    assert!(out.contains("bot:x is not a level from 1 to 5"), "{out}");
}

#[test]
fn each_level_is_a_player_of_its_own() {
    let (_dir, path) = db();
    let mut svc = Service::open(&path).unwrap();
    for (i, level) in [1u8, 4].into_iter().enumerate() {
        let now = T0 + i as i64 * 100;
        run(
            &mut svc,
            &alice(),
            against_bot(level, ColourChoice::White),
            now,
        );
        // Both make a first move (a resignation before that aborts the game instead).
        let r = run(&mut svc, &alice(), common::driver::mv(None, "d4-d5"), now);
        assert!(!r.ephemeral, "{}", r.text);
        bot_replies(&mut svc, now);
        run(&mut svc, &alice(), Command::Resign { game: None }, now + 1);
        // Resigning asks first; the confirming press (asked at ply 2) resigns.
        let id = i + 1;
        svc.run(
            &Request::press(Via::Console, &alice(), &PLACE, &format!("resign:{id}:2")),
            now + 1,
        );
    }
    let stats = run(
        &mut svc,
        &alice(),
        Command::Stats { player: None },
        T0 + 500,
    );
    assert!(
        stats.text.contains("2 finished games: 0 won, 2 lost"),
        "{}",
        stats.text
    );
    assert!(
        stats.text.contains("#1 neo against Rithmo level 1: lost"),
        "{}",
        stats.text
    );
    assert!(
        stats.text.contains("#2 neo against Rithmo level 4: lost"),
        "{}",
        stats.text
    );
    let rows = games::all(svc.store().conn()).unwrap();
    assert_eq!(rows[0].black, Some(BOT_BASE + 1));
    assert_eq!(rows[1].black, Some(BOT_BASE + 4));
}
