//! The game service on a real SQLite file: the life of a game, and every user mistake
//! answered with a specific message that changes nothing.

use rithmo::i18n::Lang;
use rithmo::rules::{Color, Illegal, OptionError, Shape, Unreachable, VictoryError};
use rithmo::service::{
    ColourChoice, Command, DrawAction, Place, Refusal, Reply, Request, Scope, Via, Want,
};
use rithmo::store::games::{Decision, Termination};

mod common;

use common::driver::{
    challenge, games_in, mv, piece, refused, refused_as, sq, typed, Challenge, Driver,
};
use common::people::{alice, bob, carol, DAY, ELSEWHERE, HERE, T0};

fn bot() -> Driver {
    Driver::new()
}

/// This file's own start on the driver.
trait Start {
    fn start(&mut self) -> i64;
}

impl Start for Driver {
    /// Alice (White) against Bob (Black), 3 days a move, accepted at T0; returns the game id.
    fn start(&mut self) -> i64 {
        let c = challenge(Some(bob()), ColourChoice::White, 3);
        self.duel(&alice(), &bob(), c, T0).game.unwrap()
    }
}

/// The database's observable state, to prove a refusal changed nothing.
fn snapshot(b: &Driver) -> String {
    b.snapshot()
}

#[test]
fn a_challenge_is_accepted_and_moves_alternate_with_deadlines() {
    let mut b = bot();
    let r = b.run(&alice(), challenge(Some(bob()), ColourChoice::White, 3), T0);
    assert_eq!(r.buttons.len(), 2);
    assert_eq!(
        r.buttons[0].custom_id,
        format!("accept:{}", r.game.unwrap())
    );
    assert_eq!(r.mentions, vec![2]);
    let r = b.svc.run(
        &Request::press(Via::Console, &bob(), &HERE, &r.buttons[0].custom_id),
        T0,
    );
    assert!(
        r.game_started
            && r.text
                .contains("alice 1500? (White) against bob 1500? (Black)"),
        "{}",
        r.text
    );
    assert!(r.board.is_some());
    assert_eq!(r.mentions, vec![1], "White moves first in neo");
    let r = b.mv(&alice(), "d4-d5", T0 + 3600);
    assert!(
        r.text.contains("alice played d4-d5")
            && r.text.contains("bob to move, by 2026-11-25 01:00 UTC"),
        "{}",
        r.text
    );
    assert!(
        !r.board.as_ref().unwrap().flip,
        "a post keeps White at the bottom whoever is to move"
    );
    let r = b.mv(&bob(), "f6-f5", T0 + 7200);
    assert!(!r.ephemeral, "{}", r.text);
    assert!(!r.board.as_ref().unwrap().flip);
    // A /board is private and drawn from the caller's own side: Black's player sees Black
    // at the bottom, White's player White.
    let r = b.run(&bob(), Command::Board { game: None }, T0 + 7200);
    assert!(r.ephemeral && r.board.as_ref().unwrap().flip, "{}", r.text);
    let r = b.run(&alice(), Command::Board { game: None }, T0 + 7200);
    assert!(r.ephemeral && !r.board.as_ref().unwrap().flip, "{}", r.text);
    assert!(
        r.text
            .starts_with("Game #1 (neo), move 2: alice (White) to move, by"),
        "{}",
        r.text
    );
}

#[test]
fn user_mistakes_get_specific_messages_and_change_nothing() {
    let mut b = bot();
    b.start();
    let before = snapshot(&b);
    refused(
        &b.mv(&bob(), "f6-f5", T0),
        Refusal::NotYourTurn {
            game: 1,
            to_move: "alice".into(),
        },
    );
    refused(
        &b.mv(&carol(), "d4-d5", T0),
        Refusal::NoGameHere {
            want: Want::MyActive,
        },
    );
    refused(
        &b.run(
            &carol(),
            Command::Move {
                game: Some(1),
                text: "d4-d5".into(),
                ply: None,
            },
            T0,
        ),
        Refusal::NotPlaying { game: 1 },
    );
    refused(
        &b.mv(&alice(), "c3-c6", T0),
        Refusal::Illegal {
            text: "c3-c6".into(),
            why: Illegal::Unreachable {
                piece: piece("C4"),
                from: sq("c3"),
                to: sq("c6"),
                why: Some(Unreachable::Steps {
                    shape: Shape::Circle,
                    steps: 1,
                    to: sq("c6"),
                    distance: 3,
                }),
            },
        },
    );
    refused(
        &b.mv(&alice(), "e4-e9", T0),
        Refusal::Illegal {
            text: "e4-e9".into(),
            why: Illegal::Unreachable {
                piece: piece("C6"),
                from: sq("e4"),
                to: sq("e9"),
                why: Some(Unreachable::Steps {
                    shape: Shape::Circle,
                    steps: 1,
                    to: sq("e9"),
                    distance: 5,
                }),
            },
        },
    );
    refused(
        &b.mv(&alice(), "zz", T0),
        Refusal::Illegal {
            text: "zz".into(),
            why: Illegal::Unreadable("zz".into()),
        },
    );
    // A text longer than its option takes is refused as it is read, before the service
    // sees it; a note takes longer ones than a move.
    let long = typed("move", Lang::En, &[("move", &"d".repeat(201))]);
    assert!(
        long.as_ref()
            .is_err_and(|e| e.contains("201") && e.contains("200")),
        "{long:?}"
    );
    assert!(typed("move", Lang::En, &[("move", &"d".repeat(200))]).is_ok());
    assert!(typed("note", Lang::En, &[("text", &"n".repeat(1000))]).is_ok());
    assert!(typed("note", Lang::En, &[("text", &"n".repeat(1001))]).is_err());
    refused(
        &b.run(
            &alice(),
            Command::Move {
                game: Some(99),
                text: "d4-d5".into(),
                ply: None,
            },
            T0,
        ),
        Refusal::NoSuchGame {
            game: 99,
            in_dms: false,
        },
    );
    refused(
        &b.run(
            &alice(),
            challenge(Some(alice()), ColourChoice::White, 3),
            T0,
        ),
        Refusal::ChallengeSelf,
    );
    refused(
        &b.run(
            &alice(),
            challenge(Some(carol()), ColourChoice::White, 4),
            T0,
        ),
        Refusal::DaysNotOffered { days: 4 },
    );
    let bad = Challenge {
        options: vec!["speed=9".into()],
        colour: ColourChoice::Random,
        ..Challenge::to(None)
    }
    .command();
    refused_as(&b.run(&alice(), bad, T0), |x| {
        matches!(x, Refusal::BadOptions(OptionError::UnknownOption { key, variant: "neo", .. })
            if key == "speed")
    });
    let bad = Challenge {
        variant: "chess".into(),
        colour: ColourChoice::Random,
        ..Challenge::to(None)
    }
    .command();
    refused_as(&b.run(&alice(), bad, T0), |x| {
        matches!(x, Refusal::BadOptions(OptionError::UnknownVariant { name, .. })
            if name == "chess")
    });
    assert_eq!(snapshot(&b), before);
}

#[test]
fn a_second_challenge_to_the_same_person_is_refused_until_the_first_is_gone() {
    let mut b = bot();
    b.run(
        &alice(),
        challenge(Some(bob()), ColourChoice::Random, 3),
        T0,
    );
    refused(
        &b.run(&alice(), challenge(Some(bob()), ColourChoice::Black, 7), T0),
        Refusal::DuplicateTo {
            name: "bob".into(),
            game: 1,
        },
    );
    refused(
        &b.run(
            &carol(),
            Command::Accept {
                game: Some(1),
                team: None,
            },
            T0,
        ),
        Refusal::ForAnother {
            game: 1,
            name: "bob".into(),
        },
    );
    refused(
        &b.run(
            &alice(),
            Command::Accept {
                game: Some(1),
                team: None,
            },
            T0,
        ),
        Refusal::AcceptOwn { game: 1 },
    );
    refused(
        &b.run(&bob(), Command::Cancel { game: Some(1) }, T0),
        Refusal::CancelNotYours { game: 1 },
    );
    let r = b.run(&alice(), Command::Cancel { game: None }, T0);
    assert!(r.text.contains("withdrew challenge #1"), "{}", r.text);
    refused(
        &b.run(
            &bob(),
            Command::Accept {
                game: Some(1),
                team: None,
            },
            T0,
        ),
        Refusal::NoLonger {
            game: 1,
            state: "cancelled",
        },
    );
    let r = b.run(&alice(), challenge(Some(bob()), ColourChoice::Black, 7), T0);
    assert!(!r.ephemeral, "{}", r.text);
    let r = b.run(&bob(), Command::Decline { game: None }, T0);
    assert!(
        r.text.contains("bob declined challenge #2") && r.notices[0].user == 1,
        "{:?}",
        r
    );
}

#[test]
fn an_open_challenge_is_taken_by_whoever_accepts_first() {
    let mut b = bot();
    let r = b.run(&alice(), challenge(None, ColourChoice::Black, 1), T0);
    let id = r.game.unwrap();
    let r = b.svc.run(
        &Request::press(Via::Console, &carol(), &HERE, &format!("accept:{id}")),
        T0,
    );
    assert!(
        r.text
            .contains("carol 1500? (White) against alice 1500? (Black)"),
        "{}",
        r.text
    );
    let stale = b.svc.run(
        &Request::press(Via::Console, &bob(), &HERE, &format!("accept:{id}")),
        T0,
    );
    refused(
        &stale,
        Refusal::NoLonger {
            game: 1,
            state: "active",
        },
    );
}

#[test]
fn resigning_ends_the_game_for_the_other_side() {
    let mut b = bot();
    b.start();
    b.opening(&alice(), &bob(), T0);
    let r = b.resign(&bob(), T0);
    assert!(
        r.text.contains("alice (White) wins by resignation"),
        "{}",
        r.text
    );
    refused(
        &b.mv(&alice(), "d5-d4", T0),
        Refusal::GameOver {
            game: 1,
            result: Some(Decision::Win(Color::White)),
            reason: Some(Termination::Resignation),
        },
    );
}

#[test]
fn a_draw_offer_is_answered_by_the_opponent_and_a_move_withdraws_it() {
    let mut b = bot();
    b.start();
    let offer = b.run(
        &alice(),
        Command::Draw {
            game: None,
            action: DrawAction::Offer,
            offer_ply: None,
        },
        T0,
    );
    assert_eq!(offer.buttons[0].custom_id, "draw-accept:1:0");
    refused(
        &b.run(
            &alice(),
            Command::Draw {
                game: None,
                action: DrawAction::Accept,
                offer_ply: None,
            },
            T0,
        ),
        Refusal::DrawOwn {
            game: 1,
            action: DrawAction::Accept,
        },
    );
    b.mv(&alice(), "d4-d5", T0);
    let stale = b.svc.run(
        &Request::press(Via::Console, &bob(), &HERE, "draw-accept:1:0"),
        T0,
    );
    refused(&stale, Refusal::DrawGone { game: 1 });
    // Both have moved: an agreed draw is a result (before, it aborts the game).
    b.mv(&bob(), "f6-f5", T0);
    b.run(
        &bob(),
        Command::Draw {
            game: None,
            action: DrawAction::Offer,
            offer_ply: None,
        },
        T0,
    );
    let r = b.svc.run(
        &Request::press(Via::Console, &alice(), &HERE, "draw-accept:1:2"),
        T0,
    );
    assert!(r.text.contains("a draw by agreement"), "{}", r.text);
}

#[test]
fn watchers_hear_of_every_move() {
    let mut b = bot();
    b.start();
    let r = b.run(&carol(), Command::Watch { game: None }, T0);
    assert!(
        r.ephemeral && r.text.contains("watching game #1"),
        "{}",
        r.text
    );
    refused(
        &b.run(&carol(), Command::Watch { game: None }, T0),
        Refusal::WatchAlready { game: 1 },
    );
    refused(
        &b.run(&alice(), Command::Watch { game: None }, T0),
        Refusal::WatchOwnGame { game: 1 },
    );
    let r = b.mv(&alice(), "d4-d5", T0);
    // Bob, whose turn it is (his default), and Carol, who watches.
    assert_eq!(
        r.notices.iter().map(|n| n.user).collect::<Vec<_>>(),
        vec![2, 3]
    );
    assert!(r.notices[1].board.is_some());
    b.run(&carol(), Command::Unwatch { game: None }, T0);
    let r = b.mv(&bob(), "f6-f5", T0);
    assert_eq!(
        r.notices.iter().map(|n| n.user).collect::<Vec<_>>(),
        vec![1],
        "Alice's turn; Carol no longer watches"
    );
}

#[test]
fn the_clock_reminds_once_at_80_percent_then_forfeits() {
    let mut b = bot();
    b.start();
    // Both have moved, so running out of time loses (before that it aborts: many_games.rs).
    b.mv(&alice(), "d4-d5", T0);
    b.mv(&bob(), "f6-f5", T0);
    b.run(&carol(), Command::Watch { game: None }, T0);
    // 3 days a move: the reminder is due 2.4 days after the move became due.
    assert!(b.svc.tick(T0 + 2 * DAY).is_empty());
    let r = b.svc.tick(T0 + 2 * DAY + DAY / 2);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].notices[0].user, 1, "the player to move is reminded");
    assert!(
        r[0].text.contains("Reminder") && r[0].channel == Some(70),
        "{:?}",
        r[0]
    );
    assert!(
        b.svc.tick(T0 + 2 * DAY + DAY * 3 / 4).is_empty(),
        "once per move"
    );
    let r = b.svc.tick(T0 + 3 * DAY);
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text
            .contains("bob (Black) wins on time: alice (White) ran out of time"),
        "{}",
        r[0].text
    );
    let mut told: Vec<u64> = r[0].notices.iter().map(|n| n.user).collect();
    told.sort();
    assert_eq!(told, vec![1, 2, 3], "both players and the watcher");
    assert!(b.svc.tick(T0 + 9 * DAY).is_empty());
}

#[test]
fn a_move_resets_the_clock_and_the_reminder() {
    let mut b = bot();
    b.start();
    assert_eq!(b.svc.tick(T0 + 2 * DAY + DAY / 2).len(), 1);
    b.mv(&alice(), "d4-d5", T0 + 2 * DAY + DAY / 2);
    assert!(
        b.svc.tick(T0 + 3 * DAY).is_empty(),
        "Bob's time started with Alice's move"
    );
    assert_eq!(b.svc.tick(T0 + 5 * DAY).len(), 1, "Bob's reminder");
}

#[test]
fn games_on_another_server_are_invisible() {
    let mut b = bot();
    b.start();
    let elsewhere = ELSEWHERE;
    let r = b.at(elsewhere, &alice(), Command::Board { game: Some(1) }, T0);
    refused(
        &r,
        Refusal::NoSuchGame {
            game: 1,
            in_dms: false,
        },
    );
    let r = b.at(elsewhere, &alice(), games_in(Scope::Mine), T0);
    assert!(r.text.contains("none"), "{}", r.text);
    let r = b.run(&alice(), games_in(Scope::Mine), T0);
    assert!(
        r.text
            .contains("#1 neo against bob: your turn, due 2026-11-25 00:00 UTC"),
        "{}",
        r.text
    );
}

#[test]
fn the_thread_of_a_game_finds_it() {
    let mut b = bot();
    b.start();
    b.svc.attach_thread(1, 555).unwrap();
    let in_thread = Place {
        thread: Some(555),
        ..HERE
    };
    let r = b.at(in_thread, &alice(), mv(None, "d4-d5"), T0);
    assert!(r.text.contains("alice played d4-d5"), "{}", r.text);
}

#[test]
fn autocomplete_offers_the_legal_moves_only_to_the_player_to_move() {
    let mut b = bot();
    b.start();
    assert_eq!(b.svc.legal_moves(&alice(), &HERE, None).moves.len(), 59);
    assert!(b.svc.legal_moves(&bob(), &HERE, None).moves.is_empty());
}

/// A move chosen from autocomplete carries the move number it was listed for.
fn chosen(text: &str, ply: u32) -> Command {
    Command::Move {
        game: None,
        text: text.into(),
        ply: Some(ply),
    }
}

#[test]
fn a_move_chosen_for_a_position_that_is_gone_is_refused_and_a_typed_one_plays() {
    let mut b = bot();
    b.start();
    let listed = b.svc.legal_moves(&alice(), &HERE, None);
    assert_eq!(listed.ply, Some(1));
    assert!(listed.moves.iter().any(|m| m.text == "c4-c5"));
    // Alice sends two moves chosen from that list; Bob replies before the second arrives.
    let r = b.run(&alice(), chosen("d4-d5", 1), T0);
    assert!(r.text.contains("alice played d4-d5"), "{}", r.text);
    b.mv(&bob(), "f6-f5", T0);
    let before = snapshot(&b);
    let r = b.run(&alice(), chosen("c4-c5", 1), T0);
    refused(
        &r,
        Refusal::MovedOn {
            text: "c4-c5".into(),
            game: 1,
            chosen: 1,
            since: vec![
                ("alice".into(), "d4-d5".into()),
                ("bob".into(), "f6-f5".into()),
            ],
        },
    );
    assert_eq!(snapshot(&b), before, "the refusal changed nothing");
    // A number the game has not reached (no list offered it) is refused too.
    let r = b.run(&alice(), chosen("c4-c5", 7), T0);
    refused(
        &r,
        Refusal::ChosenAhead {
            text: "c4-c5".into(),
            game: 1,
            chosen: 7,
            next: 3,
        },
    );
    assert_eq!(snapshot(&b), before);
    // Typed, the same move is played in the position it finds, as always.
    let r = b.mv(&alice(), "c4-c5", T0);
    assert!(
        r.text.contains("Game #1, move 2: alice played c4-c5"),
        "{}",
        r.text
    );
    // Chosen from a fresh list, a move plays.
    let listed = b.svc.legal_moves(&bob(), &HERE, None);
    assert_eq!(listed.ply, Some(4));
    let r = b.run(&bob(), chosen(&listed.moves[0].text, 4), T0);
    assert!(r.text.contains("Game #1, move 2: bob played"), "{}", r.text);
}

#[test]
fn rules_of_simple_and_a_simple_challenge_with_options() {
    let mut b = bot();
    let r = b.run(
        &alice(),
        Command::Rules {
            variant: Some("simple".into()),
        },
        T0,
    );
    for words in [
        "exactly 2 squares",
        "meeting",
        "assault",
        "ambushed",
        "enclosed",
        "rows=true",
    ] {
        assert!(r.text.contains(words), "{words}: {}", r.text);
    }
    // Without a variant: every variant on a line of its own, with what it is in short.
    let listed = b.run(&alice(), Command::Rules { variant: None }, T0);
    let lines: Vec<&str> = listed.text.lines().skip(1).collect();
    let names: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("- **")?.split("**").next())
        .collect();
    assert_eq!(
        names,
        ["neo", "simple", "classic", "heligon"],
        "{}",
        listed.text
    );
    assert!(lines[1].contains("8 x 16, White first"), "{}", listed.text);
    let bad = b.run(
        &alice(),
        Challenge {
            variant: "simple".into(),
            options: vec!["victory=shape:25".into()],
            ..Challenge::to(Some(bob()))
        }
        .command(),
        T0,
    );
    refused_as(&bad, |x| {
        matches!(
            x,
            Refusal::BadOptions(OptionError::Victory {
                why: VictoryError::ShapeGoal,
                ..
            })
        )
    });
    let ok = b.run(
        &alice(),
        Challenge {
            variant: "simple".into(),
            options: vec!["victory=shape:20".into(), "limit=120".into()],
            ..Challenge::to(Some(bob()))
        }
        .command(),
        T0,
    );
    assert!(!ok.ephemeral, "{}", ok.text);
    b.run(
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0,
    );
    let m = b.run(&alice(), mv(None, "c4-c5"), T0);
    refused_as(&m, |x| {
        matches!(x, Refusal::Illegal { text, why: Illegal::Unreachable {
            why: Some(Unreachable::Distance { shape: Shape::Circle, length: 2, .. }), ..
        } } if text == "c4-c5")
    });
    let m = b.run(&alice(), mv(None, "c4-c6"), T0);
    assert!(!m.ephemeral, "{}", m.text);
}

#[test]
fn a_heligon_game_takes_by_assault_and_enters_the_prisoner_on_its_own_half() {
    let mut b = bot();
    let r = b.run(
        &alice(),
        Challenge {
            variant: "heligon".into(),
            options: vec!["victory=small+body:10".into(), "ambush=all".into()],
            colour: ColourChoice::Black,
            ..Challenge::to(Some(bob()))
        }
        .command(),
        T0,
    );
    assert!(!r.ephemeral, "{}", r.text);
    let r = b.run(
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0,
    );
    assert!(r.game_started, "{}", r.text);
    assert_eq!(r.mentions, vec![1], "Black (alice) moves first in heligon");
    assert!(!b.mv(&alice(), "h14-f12", T0).ephemeral);
    assert!(!b.mv(&bob(), "d4-d5", T0).ephemeral);
    // The triangle 16 on d10 has d9, d8, d7, d6 empty before White's circle 4 on d5:
    // 4 x 4 = 16, an assault.
    let r = b.mv(&alice(), "f12-d10", T0);
    assert!(
        r.text
            .contains("takes circle 4 (C·4) on d5 with triangle 16 (t·16) on d10 (assault 16/4=4, counting the empty squares between)"),
        "{}",
        r.text
    );
    assert!(!b.mv(&bob(), "e4-e5", T0).ephemeral);
    // The prisoner goes onto Black's own half only.
    refused_as(&b.mv(&alice(), "C4@e6", T0), |x| {
        matches!(x, Refusal::Illegal { text, why: Illegal::NotDropHalf { to, own: true, .. } }
            if text == "C4@e6" && *to == sq("e6"))
    });
    let r = b.mv(&alice(), "C4@a12", T0);
    assert!(!r.ephemeral, "{}", r.text);
    let list = b.run(
        &alice(),
        Command::Rules {
            variant: Some("heligon".into()),
        },
        T0,
    );
    for words in [
        "meeting",
        "ambush",
        "assault",
        "siege",
        "own half",
        "excellent",
    ] {
        assert!(list.text.contains(words), "{words}: {}", list.text);
    }
}

#[test]
fn a_finished_game_offers_a_rematch_with_colours_swapped() {
    let mut b = bot();
    let first = b.start();
    b.opening(&alice(), &bob(), T0);
    let r = b.resign(&alice(), T0);
    assert_eq!(r.buttons.len(), 1, "{:?}", r.buttons);
    assert_eq!(r.buttons[0].label, "Rematch");
    let rematch = r.buttons[0].custom_id.clone();
    // Only the players may ask; the watcher's press changes nothing.
    let before = snapshot(&b);
    refused(
        &b.svc
            .run(&Request::press(Via::Console, &carol(), &HERE, &rematch), T0),
        Refusal::RematchNotPlayer { game: 1 },
    );
    assert_eq!(snapshot(&b), before);
    // Bob (Black in game 1) asks: a challenge to Alice, Bob playing White.
    let r = b.svc.run(
        &Request::press(Via::Console, &bob(), &HERE, &rematch),
        T0 + 60,
    );
    assert!(!r.ephemeral, "{}", r.text);
    assert!(
        r.text
            .starts_with("Rematch of game #1. Game #2: bob challenges alice to neo")
            && r.text.contains("3 days per move, bob playing White"),
        "{}",
        r.text
    );
    assert_eq!(r.mentions, [1], "alice is asked");
    // Pressing again is a second challenge to the same person: refused.
    refused(
        &b.svc.run(
            &Request::press(Via::Console, &bob(), &HERE, &rematch),
            T0 + 61,
        ),
        Refusal::DuplicateTo {
            name: "alice".into(),
            game: 2,
        },
    );
    let r = b.run(
        &alice(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0 + 120,
    );
    assert!(r.game_started, "{}", r.text);
    assert!(
        r.text.contains("Game #2 begins: bob ") && r.text.contains("(White) against alice "),
        "{}",
        r.text
    );
    assert_ne!(first, 2);
    // A running game has no rematch yet.
    refused(
        &b.svc.run(
            &Request::press(Via::Console, &bob(), &HERE, "rematch:2"),
            T0 + 130,
        ),
        Refusal::RematchNotOver { game: 2 },
    );
}

#[test]
fn when_both_players_press_rematch_the_second_press_starts_the_game() {
    let mut b = bot();
    b.start();
    b.opening(&alice(), &bob(), T0);
    let r = b.run(
        &bob(),
        Command::Draw {
            game: None,
            action: rithmo::service::DrawAction::Offer,
            offer_ply: None,
        },
        T0,
    );
    assert!(!r.ephemeral, "{}", r.text);
    let r = b.run(
        &alice(),
        Command::Draw {
            game: None,
            action: rithmo::service::DrawAction::Accept,
            offer_ply: None,
        },
        T0,
    );
    assert!(r.text.contains("a draw by agreement"), "{}", r.text);
    assert_eq!(r.buttons[0].custom_id, "rematch:1");
    let asked = b.svc.run(
        &Request::press(Via::Console, &alice(), &HERE, "rematch:1"),
        T0 + 10,
    );
    assert!(asked.text.contains("alice playing Black"), "{}", asked.text);
    let r = b.svc.run(
        &Request::press(Via::Console, &bob(), &HERE, "rematch:1"),
        T0 + 20,
    );
    assert!(r.game_started, "{}", r.text);
    assert!(
        r.text.contains("Game #2 begins: bob ") && r.text.contains("(White) against alice "),
        "{}",
        r.text
    );
}

#[test]
fn a_rematch_of_a_game_in_a_thread_is_played_in_that_thread() {
    let mut b = bot();
    b.start();
    b.svc.attach_thread(1, 555).unwrap();
    let in_thread = Place {
        thread: Some(555),
        ..HERE
    };
    // A lost-on-time game ends with the button too.
    b.mv(&alice(), "d4-d5", T0);
    b.mv(&bob(), "f6-f5", T0);
    let r = b.svc.tick(T0 + 3 * DAY);
    assert_eq!(r[0].buttons[0].custom_id, "rematch:1", "{:?}", r[0]);
    b.svc.run(
        &Request::press(Via::Console, &alice(), &in_thread, "rematch:1"),
        T0 + 3 * DAY,
    );
    let r = b.at(
        in_thread,
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0 + 3 * DAY,
    );
    assert!(r.text.contains("Game #2 begins"), "{}", r.text);
    // Bob is White now and moves first; his move in the thread goes to game 2.
    let r = b.at(in_thread, &bob(), mv(None, "d4-d5"), T0 + 3 * DAY);
    assert!(
        r.text.starts_with("Game #2, move 1: bob played d4-d5"),
        "{}",
        r.text
    );
}

#[test]
fn stats_count_wins_losses_and_draws_per_variant_on_this_server_only() {
    let mut b = bot();
    let none = b.run(&alice(), Command::Stats { player: None }, T0);
    assert!(
        none.text
            .contains("alice has no finished game on this server yet (0 going on)"),
        "{}",
        none.text
    );
    // Game 1: Bob resigns, Alice (White) wins. Game 2 (rematch, Bob White): agreed draw.
    // Game 3 (rematch, Alice White): Alice resigns. Each after both have moved (before, it
    // would be aborted). Game 4: going on.
    b.start();
    b.opening(&alice(), &bob(), T0);
    b.resign(&bob(), T0);
    b.svc.run(
        &Request::press(Via::Console, &bob(), &HERE, "rematch:1"),
        T0,
    );
    b.run(
        &alice(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0,
    );
    b.opening(&bob(), &alice(), T0);
    let draw = |action| Command::Draw {
        game: None,
        action,
        offer_ply: None,
    };
    b.run(&bob(), draw(rithmo::service::DrawAction::Offer), T0);
    b.run(&alice(), draw(rithmo::service::DrawAction::Accept), T0);
    b.svc.run(
        &Request::press(Via::Console, &alice(), &HERE, "rematch:2"),
        T0,
    );
    b.run(
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0,
    );
    b.opening(&alice(), &bob(), T0);
    b.resign(&alice(), T0);
    b.start();
    let r = b.run(
        &carol(),
        Command::Stats {
            player: Some(alice()),
        },
        T0,
    );
    assert!(!r.ephemeral);
    assert!(
        r.text.starts_with(
            "alice: 3 finished games: 1 won, 1 lost, 1 drawn; 1 going on.\n\
             By variant (won-lost-drawn): neo 1-1-1\nRatings: neo 1"
        ) && r.text.contains(
            "?\nLatest:\n\
             #3 neo against bob: lost by resignation\n\
             #2 neo against bob: drew by agreement\n\
             #1 neo against bob: won by resignation"
        ),
        "{}",
        r.text
    );
    let r = b.run(&bob(), Command::Stats { player: None }, T0);
    assert!(
        r.text
            .starts_with("bob: 3 finished games: 1 won, 1 lost, 1 drawn"),
        "{}",
        r.text
    );
    let elsewhere = ELSEWHERE;
    let r = b.at(elsewhere, &alice(), Command::Stats { player: None }, T0);
    assert!(
        r.text.contains("no finished game on this server"),
        "{}",
        r.text
    );
}

#[test]
fn a_vacation_stops_the_clock_of_the_player_to_move_and_of_moves_that_become_theirs() {
    let mut b = bot();
    b.start();
    // Alice (White) is to move, due T0 + 3 days. She leaves for 5 days at T0 + 1 day.
    let r = b.run(&alice(), Command::Vacation { days: 5 }, T0 + DAY);
    assert!(!r.ephemeral, "{}", r.text);
    assert!(
        r.text
            .contains("alice is on vacation until 2026-11-28 00:00 UTC")
            && r.text.contains("in #1 are due 5 days later"),
        "{}",
        r.text
    );
    assert_eq!(r.notices[0].user, 2, "bob hears of it");
    assert!(
        r.notices[0]
            .text
            .contains("now due by 2026-11-30 00:00 UTC"),
        "{}",
        r.notices[0].text
    );
    // The old deadline passes without a forfeit; the reminder comes before the new one.
    assert!(b.svc.tick(T0 + 3 * DAY + 60).is_empty());
    let r = b.svc.tick(T0 + 7 * DAY + DAY / 2);
    assert!(r[0].text.contains("Reminder"), "{:?}", r[0]);
    // She moves while away (allowed); Bob answers; the move that is hers again is due
    // 3 days after her vacation ends (T0 + 6 days), not 3 days after Bob's move.
    b.mv(&alice(), "d4-d5", T0 + 2 * DAY);
    let r = b.mv(&bob(), "f6-f5", T0 + 2 * DAY + 60);
    assert!(
        r.text.contains("alice to move, by 2026-12-01 00:00 UTC"),
        "{}",
        r.text
    );
    // Back from vacation, her clock runs as usual.
    let r = b.mv(&alice(), "e4-e5", T0 + 7 * DAY);
    assert!(
        r.text.contains("bob to move, by 2026-12-02 00:00 UTC"),
        "{}",
        r.text
    );
}

#[test]
fn vacations_are_limited_and_a_refusal_changes_nothing() {
    let mut b = bot();
    b.start();
    let before = snapshot(&b);
    refused(
        &b.run(&alice(), Command::Vacation { days: 0 }, T0),
        Refusal::VacationLength { days: 0, max: 14 },
    );
    refused(
        &b.run(&alice(), Command::Vacation { days: 15 }, T0),
        Refusal::VacationLength { days: 15, max: 14 },
    );
    assert_eq!(snapshot(&b), before);
    b.run(&alice(), Command::Vacation { days: 14 }, T0);
    refused(
        &b.run(&alice(), Command::Vacation { days: 1 }, T0 + DAY),
        Refusal::VacationRunning {
            until: T0 + 14 * DAY,
        },
    );
    b.run(&alice(), Command::Vacation { days: 14 }, T0 + 20 * DAY);
    // 28 of 30 days taken within the year: 2 left.
    let before = snapshot(&b);
    refused(
        &b.run(&alice(), Command::Vacation { days: 3 }, T0 + 40 * DAY),
        Refusal::VacationUsedUp {
            left: 2,
            per_year: 30,
        },
    );
    assert_eq!(snapshot(&b), before);
    let r = b.run(&alice(), Command::Vacation { days: 2 }, T0 + 40 * DAY);
    assert!(!r.ephemeral, "{}", r.text);
    // A year after the first, its days are free again.
    let r = b.run(&alice(), Command::Vacation { days: 14 }, T0 + 366 * DAY);
    assert!(!r.ephemeral, "{}", r.text);
}

#[test]
fn a_game_accepted_during_a_vacation_waits_for_the_player_to_move() {
    let mut b = bot();
    b.run(&alice(), Command::Vacation { days: 5 }, T0);
    b.run(&alice(), challenge(Some(bob()), ColourChoice::White, 3), T0);
    let r = b.run(
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0 + DAY,
    );
    // Alice (White) moves first: due 3 days after her vacation ends (T0 + 5 days).
    assert!(
        r.text.contains("alice to move, by 2026-11-30 00:00 UTC"),
        "{}",
        r.text
    );
}

#[test]
fn a_pressed_button_says_on_its_message_what_became_of_its_question() {
    let mut b = bot();
    b.run(&alice(), challenge(Some(bob()), ColourChoice::White, 3), T0);
    // Carol's press is refused and leaves the message as it was.
    let r = b.svc.run(
        &Request::press(Via::Console, &carol(), &HERE, "accept:1"),
        T0,
    );
    refused(
        &r,
        Refusal::ForAnother {
            game: 1,
            name: "bob".into(),
        },
    );
    assert_eq!((r.settled, r.update), (None, false));
    let r = b
        .svc
        .run(&Request::press(Via::Console, &bob(), &HERE, "accept:1"), T0);
    assert!(r.game_started, "{}", r.text);
    assert_eq!(r.settled.as_deref(), Some("Accepted by bob."));
    // Both move first: the draw agreed below is a result, not an abort.
    b.opening(&alice(), &bob(), T0);
    b.run(
        &alice(),
        Command::Draw {
            game: None,
            action: DrawAction::Offer,
            offer_ply: None,
        },
        T0,
    );
    let r = b.svc.run(
        &Request::press(Via::Console, &bob(), &HERE, "draw-decline:1:2"),
        T0,
    );
    assert_eq!(r.settled.as_deref(), Some("Draw declined by bob."));
    b.run(
        &bob(),
        Command::Draw {
            game: None,
            action: DrawAction::Offer,
            offer_ply: None,
        },
        T0,
    );
    let r = b.svc.run(
        &Request::press(Via::Console, &alice(), &HERE, "draw-accept:1:2"),
        T0,
    );
    assert!(r.text.contains("a draw by agreement"), "{}", r.text);
    assert_eq!(r.settled.as_deref(), Some("Draw accepted by alice."));
    let r = b.svc.run(
        &Request::press(Via::Console, &alice(), &HERE, "rematch:1"),
        T0,
    );
    assert_eq!(r.settled.as_deref(), Some("Rematch asked for by alice."));
    let r = b.svc.run(
        &Request::press(Via::Console, &bob(), &HERE, "rematch:1"),
        T0,
    );
    assert!(r.game_started, "{}", r.text);
    assert_eq!(r.settled.as_deref(), Some("Rematch accepted by bob."));
}

#[test]
fn ten_thousand_games_are_one_private_page_at_a_time() {
    let mut b = bot();
    // 10,000 open challenges from as many players, written in one transaction.
    {
        let conn = rithmo::store::sql::Connection::at(&b.path).unwrap();
        let write = rithmo::store::sql::Begin::Write;
        conn.transaction(write, |tx| {
            for i in 0..10_000u64 {
                let player = 1_000 + i;
                rithmo::store::players::upsert(tx, player, &format!("p{i}")).unwrap();
                let start = rithmo::rules::setup::NEO.to_string();
                let row = rithmo::store::games::GameRow {
                    id: 0,
                    variant: "neo".into(),
                    options: String::new(),
                    status: rithmo::store::games::Status::Challenge,
                    challenger: player,
                    opponent: None,
                    colour_choice: "random".into(),
                    white: None,
                    black: None,
                    days_per_move: 3,
                    start_position: start.clone(),
                    position: start,
                    ply: 0,
                    deadline: None,
                    result: None,
                    reason: None,
                    guild_id: HERE.guild,
                    channel_id: HERE.channel,
                    thread_id: None,
                    created_at: T0,
                    reminded_ply: None,
                    rated: true,
                    clock: rithmo::store::games::Clock::per_move(3),
                    second_guild: None,
                };
                rithmo::store::games::insert_challenge(tx, &row, T0).unwrap();
            }
            Ok::<_, rithmo::store::sql::Error>(())
        })
        .unwrap();
    }
    let list = |b: &mut Driver, page: u32| {
        b.run(
            &carol(),
            Command::Games {
                scope: Scope::Channel,
                page,
            },
            T0,
        )
    };
    let ids =
        |r: &Reply| -> Vec<String> { r.buttons.iter().map(|b| b.custom_id.clone()).collect() };
    let r = list(&mut b, 1);
    assert!(r.ephemeral, "a list is private unless asked otherwise");
    let lines: Vec<&str> = r.text.lines().collect();
    assert_eq!(
        lines[0],
        "Games in this channel (page 1 of 1000, 10000 games):"
    );
    assert_eq!(lines[1], "#1 neo: challenge from p0 to anyone");
    assert_eq!(lines.len(), 11);
    assert!(r.text.chars().count() < 2000, "one message");
    assert_eq!(ids(&r), ["games:channel:2"]);
    // Pages turned by their buttons replace the message; past the end is the last page.
    let r = b.svc.run(
        &Request::press(Via::Console, &carol(), &HERE, "games:channel:1000"),
        T0,
    );
    assert!(r.update && r.settled.is_none());
    assert!(
        r.text
            .ends_with("#10000 neo: challenge from p9999 to anyone"),
        "{}",
        r.text
    );
    assert_eq!(ids(&r), ["games:channel:999"]);
    let r = b.svc.run(
        &Request::press(Via::Console, &carol(), &HERE, "games:channel:5000"),
        T0,
    );
    assert!(r.text.contains("(page 1000 of 1000"), "{}", r.text);
    // Another server's list is its own, even naming this channel.
    let r = b.at(
        Place {
            guild: Some(8),
            ..HERE
        },
        &carol(),
        games_in(Scope::Channel),
        T0,
    );
    assert_eq!(r.text, "Games in this channel: none.");
}

#[test]
fn an_interaction_is_taken_once_whichever_process_it_reaches() {
    let mut b = bot();
    let mut other = rithmo::service::Service::open(&b.path).unwrap();
    assert!(b.svc.first_delivery(42, T0));
    assert!(
        !other.first_delivery(42, T0 + 1),
        "the same interaction replayed to another process"
    );
    assert!(other.first_delivery(43, T0 + 1));
    // Claims are kept an hour (a replay's timestamp is refused after five minutes), then
    // forgotten, so the table does not grow with every command.
    assert!(b.svc.first_delivery(44, T0 + 2 * 3_600));
    let kept = rithmo::store::sql::Connection::at(&b.path)
        .unwrap()
        .query_row(
            "SELECT count(*) FROM duties WHERE kind = 'interaction'",
            (),
            |r| r.get::<_, i64>(0),
        )
        .unwrap();
    assert_eq!(kept, 1, "only the latest claim is kept");
}
