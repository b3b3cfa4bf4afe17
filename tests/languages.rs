//! The whole bot in German and in Italian: a scripted life of several games (challenges,
//! refusals, moves, offers, the clock, the end, lists, records, ratings, help and rules)
//! played by players of one language in a server of that language. No reply, direct
//! message, button or settled line may hold an English sentence: neither a sentence of the
//! English resources nor English words written in code outside them.

use rithmo::i18n::Lang;
use rithmo::service::{ColourChoice, Command, DrawAction, Place, Reply, Scope, User};

mod common;

use common::driver::{games_in, Challenge, Driver};
use common::english::english_sentences;
use common::people::{speaking, DAY, HERE, T0};

/// Everything a player of `lang` could read during the script.
fn script(lang: Lang) -> Vec<String> {
    let here = Place {
        lang: Some(lang),
        ..HERE
    };
    let mut svc = Driver::new().with_place(here);
    let who = |id: u64, name: &str| speaking(id, name, lang);
    let (anna, bruno, carla) = (who(1, "Anna"), who(2, "Bruno"), who(3, "Carla"));
    let mut seen = Vec::new();
    let mut now = T0;
    let keep = |seen: &mut Vec<String>, r: &Reply| {
        seen.push(r.text.clone());
        seen.extend(r.notices.iter().map(|n| n.text.clone()));
        seen.extend(r.buttons.iter().map(|b| b.label.clone()));
        seen.extend(r.settled.clone());
    };
    let mv = |text: &str| common::driver::mv(None, text);
    let challenge = |opponent: &User, days: u32| {
        common::driver::challenge(Some(opponent.clone()), ColourChoice::White, days)
    };

    for c in [
        Command::Help,
        Command::Rules { variant: None },
        Command::Rules {
            variant: Some("neo".into()),
        },
        Command::Rules {
            variant: Some("classic".into()),
        },
        Command::Rules {
            variant: Some("heligon".into()),
        },
        Command::Rules {
            variant: Some("simple".into()),
        },
        Command::Board { game: None },
        Command::Hint { game: None },
        Challenge {
            variant: "simple".into(),
            options: vec!["victory=value:150".into()],
            colour: ColourChoice::Random,
            ..Challenge::to(None)
        }
        .command(),
        Challenge {
            variant: "heligon".into(),
            options: vec!["victory=small+great".into()],
            colour: ColourChoice::Random,
            ..Challenge::to(None)
        }
        .command(),
        Command::Leaderboard {
            variant: Some("chess".into()),
        },
    ] {
        let r = svc.run(&anna, c, now);
        keep(&mut seen, &r);
    }

    // Game 1: challenge, accept, a watcher, refusals, an offer declined, a resignation
    // thought better of, then a draw by repetition.
    let r = svc.run(&anna, challenge(&bruno, 3), now);
    assert!(!r.ephemeral, "{}", r.text);
    keep(&mut seen, &r);
    let r = svc.run(
        &bruno,
        Command::Accept {
            game: None,
            team: None,
        },
        now,
    );
    assert!(!r.ephemeral, "{}", r.text);
    keep(&mut seen, &r);
    let game = r.game.expect("the game started");
    for (u, c) in [
        (&carla, Command::Watch { game: Some(game) }),
        (&bruno, mv("f6-f5")),
        (&anna, mv("zz9")),
        (&anna, mv("d4-d9")),
        (&anna, mv("d4")),
        (&carla, mv("d4-d5")),
    ] {
        let r = svc.run(u, c, now);
        keep(&mut seen, &r);
    }
    let moves = [
        "d4-d5", "f6-f5", "d5-d4", "f5-f6", "d4-d5", "f6-f5", "d5-d4", "f5-f6",
    ];
    for (i, m) in moves.iter().enumerate() {
        let (mover, other) = if i % 2 == 0 {
            (&anna, &bruno)
        } else {
            (&bruno, &anna)
        };
        now += 3600;
        if i == 2 {
            let r = svc.run(
                mover,
                Command::Draw {
                    game: None,
                    action: DrawAction::Offer,
                    offer_ply: None,
                },
                now,
            );
            keep(&mut seen, &r);
            let decline = r
                .buttons
                .iter()
                .find(|b| b.custom_id.starts_with("draw-decline"));
            let r = svc.press(other, &decline.expect("a decline button").custom_id, now);
            keep(&mut seen, &r);
            let r = svc.run(mover, Command::Resign { game: None }, now);
            keep(&mut seen, &r);
            let keep_on = r.buttons.iter().find(|b| b.custom_id.starts_with("keep"));
            let r = svc.press(mover, &keep_on.expect("keep playing").custom_id, now);
            keep(&mut seen, &r);
            for c in [
                Command::Board { game: None },
                games_in(Scope::Mine),
                games_in(Scope::Channel),
            ] {
                let r = svc.run(mover, c, now);
                keep(&mut seen, &r);
            }
            // Both have moved: too late to call the game off.
            let r = svc.run(mover, Command::Abort { game: None }, now);
            assert!(r.ephemeral, "{}", r.text);
            keep(&mut seen, &r);
        }
        let r = svc.run(mover, mv(m), now);
        assert!(!r.ephemeral, "move {m}: {}", r.text);
        keep(&mut seen, &r);
    }
    for (u, c) in [
        (&anna, Command::History { game: Some(game) }),
        (&anna, Command::Stats { player: None }),
        (&anna, Command::Leaderboard { variant: None }),
        (&anna, mv("d4-d5")),
    ] {
        let r = svc.run(u, c, now);
        keep(&mut seen, &r);
    }

    // Game 2, a rematch (Bruno White): resigned on a confirming press once both have moved.
    let resign = |svc: &mut Driver, seen: &mut Vec<String>| {
        let r = svc.run(&anna, Command::Resign { game: None }, now);
        keep(seen, &r);
        let b = r.buttons.iter().find(|b| b.custom_id.starts_with("resign"));
        let r = svc.press(&anna, &b.expect("a Resign button").custom_id, now);
        assert!(!r.ephemeral, "{}", r.text);
        keep(seen, &r);
    };
    let r = svc.run(&bruno, Command::Rematch { game }, now);
    keep(&mut seen, &r);
    for (u, c) in [
        (
            &anna,
            Command::Accept {
                game: None,
                team: None,
            },
        ),
        (&bruno, mv("d4-d5")),
        (&anna, mv("f6-f5")),
    ] {
        let r = svc.run(u, c, now);
        assert!(!r.ephemeral, "{}", r.text);
        keep(&mut seen, &r);
    }
    resign(&mut svc, &mut seen);

    // Games 3 and 4: resigned, and drawn by agreement, before anyone moved: both aborted.
    for (u, c) in [
        (&anna, challenge(&bruno, 3)),
        (
            &bruno,
            Command::Accept {
                game: None,
                team: None,
            },
        ),
    ] {
        let r = svc.run(u, c, now);
        keep(&mut seen, &r);
    }
    resign(&mut svc, &mut seen);
    let draw = |action| Command::Draw {
        game: None,
        action,
        offer_ply: None,
    };
    for (u, c) in [
        (&anna, challenge(&bruno, 3)),
        (
            &bruno,
            Command::Accept {
                game: None,
                team: None,
            },
        ),
        (&anna, draw(DrawAction::Offer)),
        (&bruno, draw(DrawAction::Accept)),
    ] {
        let r = svc.run(u, c, now);
        assert!(!r.ephemeral, "{}", r.text);
        keep(&mut seen, &r);
    }

    // Games 5 to 7: a challenge declined, one withdrawn, and one lost to the clock after a
    // reminder, with a vacation in between.
    let r = svc.run(&anna, challenge(&carla, 1), now);
    keep(&mut seen, &r);
    let r = svc.run(&carla, Command::Decline { game: None }, now);
    keep(&mut seen, &r);
    let r = svc.run(&anna, challenge(&carla, 1), now);
    keep(&mut seen, &r);
    let r = svc.run(&anna, Command::Cancel { game: None }, now);
    keep(&mut seen, &r);
    let r = svc.run(&carla, challenge(&bruno, 1), now);
    keep(&mut seen, &r);
    let r = svc.run(
        &bruno,
        Command::Accept {
            game: None,
            team: None,
        },
        now,
    );
    keep(&mut seen, &r);
    let r = svc.run(&carla, mv("d4-d5"), now);
    keep(&mut seen, &r);
    let r = svc.run(&bruno, mv("f6-f5"), now);
    keep(&mut seen, &r);
    let r = svc.run(&anna, Command::Vacation { days: 2 }, now);
    keep(&mut seen, &r);
    for later in [DAY * 9 / 10, 2 * DAY] {
        for r in svc.tick(now + later) {
            keep(&mut seen, &r);
        }
    }
    seen.retain(|t| !t.is_empty());
    seen
}

/// English words no German or Italian sentence holds (none is a German or Italian word:
/// not "no", Italian, nor "was" or "will", German).
const ENGLISH: &[&str] = &[
    "the", "you", "your", "is", "are", "has", "have", "with", "this", "that", "game", "games",
    "not", "of", "and", "to", "by", "on", "at", "its", "it", "move", "moves", "wins", "won",
    "there", "yet",
];

/// The words of a text a translation must translate: code spans, commands, options and
/// move notation are the same in every language.
fn words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            plain.push_str(part);
            plain.push(' ');
        }
    }
    plain
        .split_whitespace()
        .filter(|w| !w.starts_with('/') && !w.contains(':') && !w.contains('='))
        .flat_map(|w| {
            w.split(|c: char| !c.is_alphabetic())
                .map(str::to_lowercase)
                .collect::<Vec<_>>()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

fn no_english_in(lang: Lang) {
    let seen = script(lang);
    assert!(seen.len() > 40, "the script saw only {} texts", seen.len());
    let sentences = english_sentences();
    assert!(
        sentences.len() > 50,
        "only {} English sentences",
        sentences.len()
    );
    let mut leaks = Vec::new();
    for text in &seen {
        if let Some(s) = sentences.iter().find(|s| text.contains(s.as_str())) {
            leaks.push(format!("{text:?} holds the English resource text {s:?}"));
        }
        if let Some(w) = words(text)
            .into_iter()
            .find(|w| ENGLISH.contains(&w.as_str()))
        {
            leaks.push(format!("{text:?} holds the English word {w:?}"));
        }
    }
    assert!(leaks.is_empty(), "{lang}:\n{}", leaks.join("\n"));
}

#[test]
fn a_german_server_reads_no_english() {
    no_english_in(Lang::De);
}

#[test]
fn an_italian_server_reads_no_english() {
    no_english_in(Lang::It);
}

#[test]
fn the_same_script_in_english_is_caught_by_the_check() {
    // The check itself can fail: English replies trip it.
    let seen = script(Lang::En);
    let tripped = seen
        .iter()
        .filter(|t| words(t).iter().any(|w| ENGLISH.contains(&w.as_str())))
        .count();
    assert!(tripped > seen.len() / 2, "{tripped} of {}", seen.len());
}
