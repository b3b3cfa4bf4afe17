//! Private notes (`/note`): kept with the move they were written at, shown to their author
//! on `/board` and privately beside `/history`, never to the opponent or anyone else.

mod common;

use common::driver::{refused, Challenge, Driver};
use common::people::{alice, bob, carol, speaking, T0};
use rithmo::i18n::Lang;
use rithmo::service::{Command, Refusal, Reply};

fn note(text: &str) -> Command {
    Command::Note {
        game: None,
        text: text.into(),
    }
}

fn board() -> Command {
    Command::Board { game: None }
}

fn history() -> Command {
    Command::History { game: None }
}

/// The texts a reply puts before anyone: its own and its notices'.
fn everything(r: &Reply) -> String {
    let mut all = r.text.clone();
    for n in &r.notices {
        all.push('\n');
        all.push_str(&n.text);
    }
    all
}

#[test]
fn notes_are_shown_to_their_author_alone() {
    let mut b = Driver::new();
    b.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    let r = b.run(
        &alice(),
        note("Keep the pyramid home until the 36 is out."),
        T0 + 1,
    );
    assert!(r.ephemeral, "{}", r.text);
    assert_eq!(
        r.text,
        "Noted on game #1 before the first move; only you see it. You have 1 note there."
    );
    b.opening(&alice(), &bob(), T0 + 2);
    let r = b.run(&alice(), note("Bob opens on the f-file."), T0 + 3);
    assert!(r.text.contains("after move 1"), "{}", r.text);

    let mine = b.run(&alice(), board(), T0 + 4);
    assert!(mine.ephemeral);
    assert!(
        mine.text.ends_with(
            "Your notes on game #1 (only you see them):\n\
             • before the first move: Keep the pyramid home until the 36 is out.\n\
             • after move 1: Bob opens on the f-file."
        ),
        "{}",
        mine.text
    );
    for who in [bob(), carol()] {
        let theirs = b.run(&who, board(), T0 + 4);
        assert!(!theirs.text.contains("pyramid home"), "{}", theirs.text);
        assert!(!theirs.text.contains("notes"), "{}", theirs.text);
    }

    // The record is public; the notes go to Alice alone beside it.
    let r = b.run(&alice(), history(), T0 + 5);
    assert!(!r.ephemeral);
    assert!(!r.text.contains("pyramid home"), "{}", r.text);
    let record = String::from_utf8(r.files[0].bytes.clone()).unwrap();
    assert!(!record.contains("pyramid home"), "{record}");
    let told: Vec<_> = r.notices.iter().filter(|n| n.user == alice().id).collect();
    assert_eq!(told.len(), 1);
    assert!(
        told[0].text.contains("Bob opens on the f-file."),
        "{}",
        told[0].text
    );
    assert!(r.notices.iter().all(|n| n.user == alice().id));
    let theirs = b.run(&bob(), history(), T0 + 5);
    assert!(!everything(&theirs).contains("pyramid home"));
    assert!(!everything(&theirs).contains("f-file"));
}

#[test]
fn an_empty_or_too_long_note_is_refused_and_nothing_is_kept() {
    let mut b = Driver::new();
    b.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    let before = b.snapshot();
    refused(&b.run(&alice(), note("   "), T0 + 1), Refusal::NoteEmpty);
    let long = "x".repeat(1001);
    refused(
        &b.run(&alice(), note(&long), T0 + 1),
        Refusal::NoteTooLong {
            count: 1001,
            max: 1000,
        },
    );
    assert_eq!(b.snapshot(), before);
    let fits = "y".repeat(1000);
    let r = b.run(&alice(), note(&fits), T0 + 2);
    assert!(r.text.contains("You have 1 note there."), "{}", r.text);
}

#[test]
fn notes_speak_their_authors_language() {
    let mut b = Driver::new();
    let anna = speaking(1, "anna", Lang::De);
    let bruno = speaking(2, "bruno", Lang::It);
    b.duel(
        &anna,
        &bruno,
        Challenge::to(Some(bruno.clone())).command(),
        T0,
    );
    let r = b.run(&anna, note("Pyramide schützen"), T0 + 1);
    assert_eq!(
        r.text,
        "Notiert zu Partie #1 vor dem ersten Zug; nur du siehst es. Du hast dort 1 Notiz."
    );
    let r = b.run(&bruno, note("attaccare il 36"), T0 + 2);
    assert_eq!(
        r.text,
        "Annotato sulla partita #1 prima della prima mossa; lo vedi solo tu. Lì hai 1 nota."
    );
    let mine = b.run(&bruno, board(), T0 + 3);
    assert!(
        mine.text
            .contains("Le tue note sulla partita #1 (le vedi solo tu):\n• prima della prima mossa: attaccare il 36"),
        "{}",
        mine.text
    );
    assert!(!mine.text.contains("Pyramide"), "{}", mine.text);
}
