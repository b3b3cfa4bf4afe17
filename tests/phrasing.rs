//! Every kind of reply the service gives (answers, refusals, notices, announcements of the
//! clock), each where a count can be one and where it can be several, checked against the
//! phrasings players found wrong: "1 plies", "wins by the points goal was reached", "it is a
//! cancelled", "offered the draw offer", "playing random", a time forfeit that does not say
//! who ran out.

use rithmo::service::{ColourChoice, Command, DrawAction, Place, Reply, Scope, User};

mod common;

use common::driver::{challenge, games_in, typed, BotChallenge, Challenge, Driver};
use common::people::{speaking, user, DAY, T0};

/// Known bad phrasings, as found in earlier replies.
const BAD: &[&str] = &[
    "1 plies",
    "1 days",
    "1 moves",
    "1 games",
    "1 finished games",
    "1 legal moves",
    "wins by the ",
    "draw by the same",
    "by the clock",
    "it is a cancelled",
    "it is a declined",
    "it is a finished",
    "it is a active",
    "(it is ",
    "offered the draw offer",
    "made the draw offer",
    "playing random",
    "playing white",
    "playing black",
    " ,",
    " .",
    "..",
    "()",
];

/// This file's challenges on the driver, all at T0.
trait Challenges {
    fn challenge(&mut self, who: &User, to: &User, colour: ColourChoice, days: u32) -> i64;
    fn try_challenge(&mut self, who: &User, to: &User, colour: ColourChoice, days: u32) -> Reply;
}

impl Challenges for Driver {
    fn challenge(&mut self, who: &User, to: &User, colour: ColourChoice, days: u32) -> i64 {
        let r = self.try_challenge(who, to, colour, days);
        r.game.unwrap_or_else(|| panic!("{}", r.text))
    }

    fn try_challenge(&mut self, who: &User, to: &User, colour: ColourChoice, days: u32) -> Reply {
        self.run(who, challenge(Some(to.clone()), colour, days), T0)
    }
}

fn game(id: i64) -> Option<i64> {
    Some(id)
}

#[test]
fn no_reply_uses_a_known_bad_phrasing() {
    let (alice, bob, carol) = (user(1, "alice"), user(2, "bob"), user(3, "carol"));
    let mut b = Driver::new().keeping_texts();
    let mut now = T0;

    // Challenges: one day and several, each colour choice, and the mistakes.
    let g1 = b.challenge(&alice, &bob, ColourChoice::White, 1);
    assert!(
        b.try_challenge(&alice, &bob, ColourChoice::White, 1)
            .ephemeral
    );
    assert!(
        b.try_challenge(&alice, &alice, ColourChoice::White, 1)
            .ephemeral
    );
    let open = b.run(
        &carol,
        Challenge {
            colour: ColourChoice::Random,
            days: 4,
            ..Challenge::to(None)
        }
        .command(),
        now,
    );
    assert!(open.ephemeral, "4 days per move is refused");
    b.run(&carol, Command::Cancel { game: None }, now);
    let g2 = b.challenge(&carol, &bob, ColourChoice::Black, 3);
    let g3 = b.challenge(&carol, &alice, ColourChoice::Random, 2);
    b.run(&bob, Command::Decline { game: game(g2) }, now);
    b.run(&carol, Command::Cancel { game: game(g3) }, now);
    b.run(
        &alice,
        Command::Accept {
            game: game(g3),
            team: None,
        },
        now,
    );
    b.run(
        &bob,
        Command::Accept {
            game: game(g2),
            team: None,
        },
        now,
    );
    b.mv(&alice, "d4-d5", now);
    b.run(&carol, Command::Board { game: game(g3) }, now);

    // Game 1 (one day per move): moves, a capture, a bare square, the board and the record
    // after one move and after several.
    b.press(&bob, &format!("accept:{g1}"), now);
    now += 3600;
    b.mv(&alice, "d4-d5", now);
    b.run(&alice, Command::History { game: None }, now);
    b.mv(&alice, "d5-d6", now);
    b.mv(&bob, "f6 f5", now);
    b.mv(&alice, "e4", now);
    b.mv(&alice, "a1", now);
    b.mv(&alice, "e6", now);
    b.mv(&alice, "e4xf5", now);
    b.mv(&bob, "e6", now);
    b.run(&alice, Command::Board { game: None }, now);
    b.run(&bob, Command::Board { game: None }, now);
    b.run(&alice, Command::History { game: None }, now);
    b.run(&carol, games_in(Scope::Channel), now);
    b.run(&carol, games_in(Scope::Mine), now);
    b.run(
        &carol,
        Command::Games {
            scope: Scope::Player(alice.clone()),
            page: 1,
        },
        now,
    );
    b.run(&carol, Command::Watch { game: None }, now);
    b.run(&carol, Command::Watch { game: None }, now);
    b.run(&bob, Command::Watch { game: None }, now);

    // Draw offers: made twice, answered by the one who made it, declined, then agreed.
    let draw = |action| Command::Draw {
        game: None,
        action,
        offer_ply: None,
    };
    b.run(&bob, draw(DrawAction::Offer), now);
    b.run(&bob, draw(DrawAction::Offer), now);
    b.run(&bob, draw(DrawAction::Accept), now);
    b.run(&alice, draw(DrawAction::Decline), now);
    b.run(&alice, draw(DrawAction::Accept), now);
    b.mv(&bob, "f5-f4", now);
    b.run(&alice, draw(DrawAction::Offer), now);
    let agreed = b.run(&bob, draw(DrawAction::Accept), now);
    assert!(
        agreed.text.contains("a draw by agreement"),
        "{}",
        agreed.text
    );
    b.run(&carol, Command::Unwatch { game: game(g1) }, now);
    b.mv(&alice, "d5-d6", now);
    b.run(&alice, Command::Board { game: game(g1) }, now);
    b.run(&alice, Command::Stats { player: None }, now);

    // Game 2 was declined: nothing to resign. Game 6 (three days per move): a resignation
    // once both have moved (before, it aborts the game), confirmed with its button.
    b.run(&bob, Command::Resign { game: game(g2) }, now);
    let g6 = b.challenge(&carol, &bob, ColourChoice::Black, 3);
    b.run(
        &bob,
        Command::Accept {
            game: game(g6),
            team: None,
        },
        now,
    );
    for (who, mv) in [(&bob, "d4-d5"), (&carol, "f6-f5")] {
        let text = mv.into();
        let r = b.run(
            who,
            Command::Move {
                game: game(g6),
                text,
                ply: None,
            },
            now,
        );
        assert!(!r.ephemeral, "{}", r.text);
    }
    let ask = b.run(&bob, Command::Resign { game: game(g6) }, now);
    let confirm = ask.buttons.first().expect("a confirmation button");
    let resigned = b.press(&bob, &confirm.custom_id.clone(), now);
    assert!(
        resigned
            .text
            .contains("carol (Black) wins by resignation: bob (White) resigned"),
        "{}",
        resigned.text
    );
    b.run(&bob, Command::Stats { player: None }, now);
    b.run(
        &alice,
        Command::Stats {
            player: Some(bob.clone()),
        },
        now,
    );

    // A rematch, then a game lost on time after a reminder.
    let r = b.run(&alice, Command::Rematch { game: g1 }, now);
    let g4 = r.game.unwrap();
    b.run(&bob, Command::Rematch { game: g1 }, now);
    b.run(&alice, Command::Board { game: game(g4) }, now);
    // Both have moved (a game without a first move is aborted, not lost on time); then
    // Bob, White in the rematch, lets his day run out.
    for (who, mv) in [(&bob, "d4-d5"), (&alice, "f6-f5")] {
        let text = mv.into();
        let r = b.run(
            who,
            Command::Move {
                game: game(g4),
                text,
                ply: None,
            },
            now,
        );
        assert!(!r.ephemeral, "{}", r.text);
    }
    let due = b.tick(now + DAY * 9 / 10);
    assert!(!due.is_empty(), "a reminder");
    let ends = b.tick(now + 2 * DAY);
    let forfeit = ends
        .iter()
        .find(|r| r.text.contains("is over"))
        .expect("a forfeit");
    assert!(
        forfeit.text.contains("ran out of time") && forfeit.text.contains("wins on time"),
        "{}",
        forfeit.text
    );
    now += 4 * DAY;

    // A draw by repetition, decided by the rules.
    let g5 = b.challenge(&carol, &alice, ColourChoice::White, 7);
    b.run(
        &alice,
        Command::Accept {
            game: game(g5),
            team: None,
        },
        now,
    );

    for (who, mv) in [
        (&carol, "d4-d5"),
        (&alice, "f6-f5"),
        (&carol, "d5-d4"),
        (&alice, "f5-f6"),
        (&carol, "d4-d5"),
        (&alice, "f6-f5"),
        (&carol, "d5-d4"),
        (&alice, "f5-f6"),
    ] {
        let r = b.run(
            who,
            Command::Move {
                game: game(g5),
                text: mv.into(),
                ply: None,
            },
            now,
        );
        assert!(!r.ephemeral, "{}", r.text);
    }
    b.run(&carol, Command::History { game: game(g5) }, now);
    b.run(&carol, Command::Stats { player: None }, now);

    // Vacations while a move is due, of one day and of several.
    let (dave, erin) = (user(4, "dave"), user(5, "erin"));
    let g7 = b.challenge(&dave, &erin, ColourChoice::White, 3);
    b.run(
        &erin,
        Command::Accept {
            game: game(g7),
            team: None,
        },
        now,
    );
    b.run(&dave, Command::Vacation { days: 1 }, now);
    b.run(&dave, Command::Vacation { days: 1 }, now);
    b.mv(&dave, "c4-c5", now);
    let away = b.run(&erin, Command::Vacation { days: 2 }, now);
    assert!(away.text.contains("due 2 days later"), "{}", away.text);

    // Vacations until a single day is left, then none.
    b.run(&bob, Command::Vacation { days: 14 }, now);
    b.run(&bob, Command::Vacation { days: 14 }, now + 15 * DAY);
    b.run(&bob, Command::Vacation { days: 1 }, now + 30 * DAY);
    b.run(&bob, Command::Vacation { days: 1 }, now + 30 * DAY);
    let last = b.run(&bob, Command::Vacation { days: 2 }, now + 32 * DAY);
    assert!(
        last.text.contains("you have 1 day of vacation left"),
        "{}",
        last.text
    );
    b.run(&bob, Command::Vacation { days: 20 }, now + 40 * DAY);

    // Texts that do not depend on a game.
    b.run(&alice, Command::Rules { variant: None }, now);
    for v in ["neo", "classic", "simple", "heligon", "chess"] {
        b.run(
            &alice,
            Command::Rules {
                variant: Some(v.into()),
            },
            now,
        );
    }
    b.run(&alice, Command::Help, now);
    b.press(&alice, "launch:1", now);

    let mut wrong = Vec::new();
    for (asked, text) in &b.seen {
        for bad in BAD {
            if text.contains(bad) {
                wrong.push(format!("{asked}\n  says '{bad}' in: {text}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(b.seen.len() > 80, "only {} texts were seen", b.seen.len());
}

/// A server whose language is Italian.
const ITALIAN_SERVER: Place = Place {
    guild: Some(8),
    channel: 80,
    thread: None,
    lang: Some(rithmo::i18n::Lang::It),
};

/// Posts in the server's language, refusals and private answers in the caller's, watchers'
/// notices in their own: a German player, an English one and a German watcher in an
/// Italian server.
#[test]
fn moves_speak_the_readers_language() {
    use rithmo::i18n::Lang;
    let mut b = Driver::new().with_place(ITALIAN_SERVER);
    let alice = speaking(1, "alice", Lang::De);
    let bob = speaking(2, "bob", Lang::En);
    let carol = speaking(3, "carol", Lang::De);
    let mut run = |who: &User, command: Command| b.run(who, command, T0);
    let mv = |text: &str| common::driver::mv(None, text);
    run(&alice, challenge(Some(bob.clone()), ColourChoice::White, 3));
    run(
        &bob,
        Command::Accept {
            game: None,
            team: None,
        },
    );
    run(&carol, Command::Watch { game: None });

    // Refusals and a piece's moves: the caller's German.
    let r = run(&alice, mv("c4-c6"));
    assert!(r.ephemeral, "{}", r.text);
    assert_eq!(
        r.text,
        "c4-c6: der Kreis 2 (C·2) auf c4 kann c6 nicht erreichen: ein Kreis zieht höchstens 1 \
         Königsschritt, und c6 ist 2 Schritte entfernt"
    );
    let r = run(&alice, mv("c3-c4"));
    assert_eq!(r.text, "c3-c4: auf c4 steht schon dein eigener Kreis 2");
    let r = run(&alice, mv("e4"));
    assert!(
        r.ephemeral
            && r.text.starts_with("Der Kreis 6 (C·6) auf e4 hat ")
            && r.text.contains("legale Züge"),
        "{}",
        r.text
    );
    let r = run(&alice, mv("f6"));
    assert!(
        r.text.contains("gehört deinem Gegner (Schwarz)"),
        "{}",
        r.text
    );
    let r = run(&bob, mv("f6-f5"));
    assert_eq!(r.text, "it is alice's turn in game #1", "bob reads English");

    // The move: posted in Italian, told to the German watcher in German.
    let r = run(&alice, mv("d4-d5"));
    assert!(!r.ephemeral, "{}", r.text);
    assert!(
        r.text
            .starts_with("Partita #1, mossa 1: alice gioca d4-d5. Tocca a bob; scadenza: "),
        "{}",
        r.text
    );
    let told = &r.notices.iter().find(|n| n.user == carol.id).unwrap().text;
    assert!(
        told.starts_with("Partie #1, Zug 1: alice zieht d4-d5. bob ist am Zug, spätestens bis "),
        "{told}"
    );
    let r = run(&alice, mv("e4-e5"));
    assert_eq!(r.text, "in Partie #1 ist bob am Zug");
    run(&bob, mv("f6-f5"));
    let r = run(&alice, mv("e4xf5"));
    assert!(
        r.text
            .contains("alice gioca e4xf5. alice cattura il cerchio 3 (c·3) in f5 con il cerchio 6 (C·6) in e4 (MCD(6,3)=3)."),
        "{}",
        r.text
    );
    let told = &r.notices.iter().find(|n| n.user == carol.id).unwrap().text;
    assert!(
        told.contains(
            "alice schlägt den Kreis 3 (c·3) auf f5 mit dem Kreis 6 (C·6) auf e4 (ggT(6,3)=3)."
        ),
        "{told}"
    );

    // With two games, a move that fits neither asks which, in German, with each game's line.
    let dave = speaking(4, "dave", Lang::It);
    run(
        &dave,
        challenge(Some(alice.clone()), ColourChoice::Black, 3),
    );
    run(
        &alice,
        Command::Accept {
            game: None,
            team: None,
        },
    );
    let r = run(&alice, mv("h1-h9"));
    assert_eq!(
        r.text,
        "h1-h9 ist in keiner deiner Partien hier ein Zug, den du machen kannst; sag mit \
         partie:N, welche du meinst:\n\
         - #1 neo gegen bob: bob ist am Zug, spätestens bis 25.11.2026 00:00 UTC\n\
         - #2 neo gegen dave: du bist am Zug, spätestens bis 25.11.2026 00:00 UTC (das Viereck 289 (S·289) auf \
         h1 kann h9 nicht erreichen: ein Viereck zieht höchstens 3 Königsschritte, und h9 ist \
         8 Schritte entfernt)"
    );

    // A text too long, as it is read.
    assert_eq!(
        typed("move", Lang::De, &[("move", &"x".repeat(300))]),
        Err("diese Eingabe ist 300 Zeichen lang; erlaubt sind 200".to_string())
    );
    let r = b.press(&dave, "no-such-button", T0);
    assert_eq!(r.text, "questo pulsante non è più attivo");

    // Nothing a German reader got reads as the English it replaces.
    for english in [
        " played ",
        " takes ",
        " to move",
        " cannot ",
        "several games",
    ] {
        assert!(!told.contains(english), "{english}: {told}");
    }
}

/// The bot's refusals and hints in the caller's language.
#[test]
fn hints_and_bot_refusals_speak_the_callers_language() {
    use rithmo::i18n::Lang;
    let mut b = Driver::new().with_place(ITALIAN_SERVER);
    let mut run = |who: &User, command: Command| b.run(who, command, T0);
    let bot = |level| {
        BotChallenge {
            days: Some(3),
            ..BotChallenge::level(level)
        }
        .command()
    };
    let hans = speaking(1, "hans", Lang::De);
    let r = run(&hans, bot(9));
    assert!(r.ephemeral, "{}", r.text);
    assert!(r.text.starts_with("bot:9 ist keine Stufe"), "{}", r.text);
    let gino = speaking(2, "gino", Lang::It);
    let r = run(&gino, bot(2));
    assert!(
        r.text.starts_with("gino sfida Rithmo livello 2. "),
        "posted in the server's Italian: {}",
        r.text
    );
    let r = run(&gino, Command::Hint { game: None });
    assert!(r.ephemeral, "{}", r.text);
    let rest = r
        .text
        .strip_prefix("Suggerimento per la partita #1: ")
        .unwrap_or_else(|| panic!("{}", r.text));
    // The move, then its reason, or the exchange the engine expects after it.
    let (_, why) = rest
        .split_once(", perché ")
        .or_else(|| rest.split_once(": "))
        .unwrap();
    assert!(why.ends_with('.') && !why.contains(" it "), "{why}");
    let r = run(&hans, Command::Hint { game: Some(1) });
    assert_eq!(r.text, "du spielst nicht in Partie #1 mit");
}
