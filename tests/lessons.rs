//! The lessons of every variant, played through the service as a learner would: each step's
//! wrong move is answered with what it did and why that is not the task, the intended
//! solution passes, and the lesson ends with the next one named. Every lesson has its texts
//! in every language; a lesson touches no game; `/learn` goes on where the learner stopped.

mod common;

use common::driver::{refused, refused_as, snapshot, Driver};
use common::people::{alice, speaking, T0};
use rithmo::i18n::{has, Lang};
use rithmo::lessons::{book, check};
use rithmo::rules::{Illegal, VariantId};
use rithmo::service::{Command, Place, Refusal};

fn learn(variant: VariantId, lesson: u32) -> Command {
    Command::Learn {
        variant: Some(variant.name().into()),
        lesson: Some(lesson),
        answer: None,
    }
}

fn answer(text: &str) -> Command {
    Command::Learn {
        variant: None,
        lesson: None,
        answer: Some(text.into()),
    }
}

#[test]
fn every_variant_has_ten_lessons_whose_solutions_do_the_task_and_wrong_moves_do_not() {
    for v in VariantId::ALL {
        let lessons = book(v);
        assert!(lessons.len() >= 10, "{v}: {} lessons", lessons.len());
        assert_eq!(check::faults(v, lessons), Vec::<String>::new());
    }
}

#[test]
fn every_lesson_has_its_title_and_each_step_its_task_and_hint_in_every_language() {
    for v in VariantId::ALL {
        for l in book(v) {
            for lang in Lang::ALL {
                let key = format!("lesson-{}-{}", v.name(), l.id);
                assert!(has(lang, &format!("{key}-title")), "{lang} {key}");
                for n in 1..=l.steps.len() {
                    for part in ["task", "hint"] {
                        let id = format!("{key}-{n}-{part}");
                        assert!(has(lang, &id), "{lang} {id}");
                    }
                }
            }
        }
    }
}

/// Every lesson of every variant, in a direct message with the bot: the wrong move first,
/// then the solution.
#[test]
fn every_lesson_is_played_through_with_a_wrong_move_and_its_solution() {
    let dm = Place {
        guild: None,
        channel: 5,
        thread: None,
        lang: None,
    };
    let mut b = Driver::new().with_place(dm);
    let before = snapshot(&b.path);
    let me = alice();
    for v in VariantId::ALL {
        let lessons = book(v);
        for (i, l) in lessons.iter().enumerate() {
            let r = b.run(&me, learn(v, i as u32 + 1), T0);
            assert!(!r.ephemeral, "plain in a direct message");
            assert!(r.board.is_some(), "{v} {}: the board", l.id);
            assert!(
                r.text
                    .starts_with(&format!("Lesson {} of {}", i + 1, lessons.len())),
                "{}",
                r.text
            );
            let mut last = String::new();
            for (n, step) in l.steps.iter().enumerate() {
                let wrong = b.run(&me, answer(&step.wrong), T0);
                assert!(
                    wrong.text.starts_with("Not yet: White played")
                        || wrong.text.starts_with("Not yet: Black played"),
                    "{v} {} step {}: {}",
                    l.id,
                    n + 1,
                    wrong.text
                );
                assert!(wrong.text.contains(" But "), "{}", wrong.text);
                let right = b.run(&me, answer(&step.solution), T0);
                assert!(
                    right.text.starts_with("Well done: White played")
                        || right.text.starts_with("Well done: Black played"),
                    "{v} {} step {}: {}",
                    l.id,
                    n + 1,
                    right.text
                );
                last = right.text;
            }
            // A lesson's end names the next one; the variant's last says it was the last.
            let end = match lessons.get(i + 1) {
                Some(_) => "Lesson finished: ".to_string(),
                None => format!("That was the last lesson of {}.", v.name()),
            };
            assert!(last.contains(&end), "{v} {}: {last}", l.id);
        }
    }
    assert_eq!(
        snapshot(&b.path),
        before,
        "no game, offer or watcher touched"
    );
}

#[test]
fn learn_goes_on_where_the_learner_stopped_also_after_a_restart() {
    let mut b = Driver::new();
    let me = alice();
    let first = &book(VariantId::Classic)[0];
    let r = b.run(&me, learn(VariantId::Classic, 1), T0);
    assert!(r.ephemeral, "private in a server");
    b.run(&me, answer(&first.steps[0].solution), T0);
    b.reopen();
    let r = b.run(
        &me,
        Command::Learn {
            variant: None,
            lesson: None,
            answer: None,
        },
        T0 + 60,
    );
    let expected = if first.steps.len() > 1 {
        "step 2"
    } else {
        "Lesson 2"
    };
    assert!(r.text.contains(expected), "{}", r.text);
    assert!(r.text.contains("(classic)"), "{}", r.text);
}

#[test]
fn a_malformed_answer_gets_a_games_refusal_and_a_stale_button_says_so() {
    let mut b = Driver::new();
    let me = alice();
    refused(&b.run(&me, answer("d4-d5"), T0), Refusal::NoLessonOpen);
    b.run(&me, learn(VariantId::Neo, 1), T0);
    refused_as(&b.run(&me, answer("z9-z10"), T0), |x| {
        matches!(x, Refusal::Illegal { text, why: Illegal::BadSquare { .. } }
            if text == "z9-z10")
    });
    let step = &book(VariantId::Neo)[0].steps[0];
    b.run(&me, answer(&step.solution), T0);
    // The first step's buttons belong to a step that is over.
    refused(
        &b.press(&me, "learn-hint:neo:0:0", T0),
        Refusal::LessonStepGone,
    );
    // The menu's pick answers like a typed move.
    let second = &book(VariantId::Neo)[0].steps[1];
    let r = b.press(&me, &format!("learn-move:neo:0:1:{}", second.solution), T0);
    assert!(r.text.starts_with("Well done"), "{}", r.text);
}

#[test]
fn a_move_where_the_learner_plays_no_game_answers_the_lesson_in_their_language() {
    let mut b = Driver::new();
    let hans = speaking(30, "hans", Lang::De);
    let r = b.run(&hans, learn(VariantId::Simple, 1), T0);
    assert!(r.text.starts_with("Lektion 1 von"), "{}", r.text);
    let step = &book(VariantId::Simple)[0].steps[0];
    let r = b.run(
        &hans,
        Command::Move {
            game: None,
            text: step.solution.clone(),
            ply: None,
        },
        T0,
    );
    assert!(r.text.starts_with("Gut gemacht"), "{}", r.text);
}

#[test]
fn with_a_lesson_and_a_puzzle_open_a_move_goes_to_the_newer_one_and_says_so() {
    let mut b = Driver::new();
    let a = alice();
    let move_ = |text: &str| Command::Move {
        game: None,
        text: text.into(),
        ply: None,
    };
    b.run(&a, learn(VariantId::Neo, 1), T0);
    let puzzle = Command::Puzzle {
        variant: Some("neo".into()),
        daily: false,
        mine: false,
        answer: None,
    };
    b.run(&a, puzzle, T0 + 60);
    // The puzzle is the newer: the move goes there, and the refusal says so.
    let unreadable = |to, other| Refusal::InExercise {
        to,
        other,
        refusal: Box::new(Refusal::Illegal {
            text: "zz".into(),
            why: Illegal::Unreadable("zz".into()),
        }),
    };
    refused(
        &b.run(&a, move_("zz"), T0 + 90),
        unreadable("puzzle", "learn"),
    );
    // Back to the lesson: now it is the newer one.
    b.run(&a, learn(VariantId::Neo, 1), T0 + 120);
    refused(
        &b.run(&a, move_("zz"), T0 + 150),
        unreadable("learn", "puzzle"),
    );
    let step = &book(VariantId::Neo)[0].steps[0];
    let r = b.run(&a, move_(&step.solution), T0 + 180);
    assert!(
        r.text.starts_with(
            "Your move answers your lesson, the newer one (your puzzle, /puzzle, waits)."
        ),
        "{}",
        r.text
    );
    assert!(r.refused.is_none(), "{r:?}");
}

/// A lesson's words follow the move actually made: another move that also does the task is
/// praised for what it did, and the step's own words come labelled as the lesson's move
/// (heligon lesson 8 step 2 accepts C9@d7 as well as C9@d8); a wrong move is told what went
/// wrong (lesson 7 step 1: the circle 16 takes the t16, but the T49 falls at once).
#[test]
fn a_lessons_words_follow_the_move_made() {
    let mut b = Driver::new();
    let me = alice();
    b.run(&me, learn(VariantId::Heligon, 7), T0);
    let wrong = b.run(&me, answer("h14-g14"), T0);
    assert!(
        wrong
            .text
            .contains("But your piece the task asks you to keep is taken at once."),
        "{}",
        wrong.text
    );
    b.run(&me, learn(VariantId::Heligon, 8), T0);
    b.run(&me, answer("c4-e6"), T0);
    let other = b.run(&me, answer("C9@d7"), T0);
    assert!(
        other.text.starts_with("Well done: White played C9@d7."),
        "{}",
        other.text
    );
    assert!(
        other
            .text
            .contains("That does the task too. The lesson's own move is C9@d8: On d8"),
        "{}",
        other.text
    );
    // In German the variant is named in German, and the bot's level too.
    let hans = speaking(9, "hans", Lang::De);
    let r = b.run(&hans, learn(VariantId::Classic, 1), T0);
    assert!(r.text.starts_with("Lektion 1 von "), "{}", r.text);
    assert!(r.text.contains("(klassisch)"), "{}", r.text);
}
