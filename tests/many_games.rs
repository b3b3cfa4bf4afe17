//! Several games at once, on a real SQLite file: the game a command means (never a guess
//! between two), resigning only on a confirming press (also after a restart), aborting by
//! command and by the clock, challenges that expire, watchers with the board, the start
//! message's options, and the list of one's games across servers.

use rithmo::rules::{Color, Illegal};
use rithmo::service::{
    games::picture as image, Candidate, CandidateWhy, ColourChoice, Command, DrawAction, Place,
    Refusal, Reply, Scope, User, Want, Which,
};
use rithmo::store::games::{Decision, Termination};

mod common;

use common::driver::{games_in, mv, refused, Challenge, Driver};
use common::people::{alice, bob, carol, dave, erin, DAY, ELSEWHERE, T0};

/// The question "which game?" a refusal asks: about what, and the games it offers.
#[track_caller]
fn which_game(r: &Reply) -> (Which, Vec<Candidate>) {
    assert!(r.ephemeral, "a refusal is ephemeral: {}", r.text);
    match &r.refused {
        Some(Refusal::WhichGame { which, candidates }) => (which.clone(), candidates.clone()),
        other => panic!("not the question which game: {other:?}: {}", r.text),
    }
}

/// The numbers of the games offered.
fn ids(candidates: &[Candidate]) -> Vec<i64> {
    candidates.iter().map(|c| c.row.id).collect()
}

fn bot() -> Driver {
    Driver::new()
}

fn challenge(opponent: User, variant: &str, colour: ColourChoice) -> Command {
    Challenge {
        variant: variant.into(),
        colour,
        ..Challenge::to(Some(opponent))
    }
    .command()
}

/// This file's games on the driver.
trait Games {
    fn game(&mut self, from: &User, to: &User, variant: &str, colour: ColourChoice) -> i64;
}

impl Games for Driver {
    /// `from` challenges `to` here at T0 (from playing `colour`), `to` accepts by number; the
    /// game's number.
    fn game(&mut self, from: &User, to: &User, variant: &str, colour: ColourChoice) -> i64 {
        let c = challenge(to.clone(), variant, colour);
        self.duel(from, to, c, T0).game.unwrap()
    }
}

/// Alice with three neo games in one channel: #1 against Bob (her turn, from the start),
/// #2 against Bob (his turn), #3 against Carol (her turn, after d4-d5 f6-f5).
fn three_games() -> Driver {
    let mut b = bot();
    assert_eq!(b.game(&alice(), &bob(), "neo", ColourChoice::White), 1);
    assert_eq!(b.game(&bob(), &alice(), "neo", ColourChoice::White), 2);
    assert_eq!(b.game(&alice(), &carol(), "neo", ColourChoice::White), 3);
    b.ok(&alice(), mv(Some(3), "d4-d5"), T0);
    b.ok(&carol(), mv(None, "f6-f5"), T0);
    b
}

#[test]
fn a_move_goes_to_the_one_game_where_it_is_your_turn_and_legal() {
    let mut b = three_games();
    // d5-d4 is legal only in #3 (#1 has no piece on d5, #2 is Bob's turn).
    let r = b.ok(&alice(), mv(None, "d5-d4"), T0);
    assert!(
        r.text.starts_with("Game #3, move 2: alice played d5-d4"),
        "{}",
        r.text
    );
    // d4-d5: #1 only (in #3 it is Carol's turn now).
    let r = b.ok(&alice(), mv(None, "d4-d5"), T0);
    assert!(
        r.text.starts_with("Game #1, move 1: alice played d4-d5"),
        "{}",
        r.text
    );
}

#[test]
fn a_move_that_fits_no_game_lists_them_all_with_the_reason_in_each() {
    let mut b = three_games();
    let before = b.snapshot();
    let r = b.run(&alice(), mv(None, "h10-f8"), T0);
    let (which, candidates) = which_game(&r);
    assert_eq!(which, Which::MoveFitsNone("h10-f8".into()));
    let off_board = |c: &Candidate| {
        matches!(c.why.as_deref(), Some(CandidateWhy::Illegal(Illegal::BadSquare { text, .. }))
            if text == "h10-f8")
    };
    let listed: Vec<(i64, bool)> = candidates
        .iter()
        .map(|c| (c.row.id, off_board(c)))
        .collect();
    // #2 waits on Bob: no move of Alice's is tried there.
    assert_eq!(listed, [(1, true), (2, false), (3, true)], "{}", r.text);
    assert!(candidates[1].why.is_none(), "{}", r.text);
    assert_eq!(b.snapshot(), before);
}

#[test]
fn with_two_games_waiting_every_other_command_asks_which_and_changes_nothing() {
    let mut b = bot();
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    b.game(&carol(), &bob(), "neo", ColourChoice::White);
    b.ok(&alice(), mv(None, "d4-d5"), T0);
    b.ok(&carol(), mv(None, "d4-d5"), T0);
    // Both games wait on Bob, and f6-f5 is legal in both: a move is not guessed either.
    let before = b.snapshot();
    let r = b.run(&bob(), mv(None, "f6-f5"), T0);
    let (which, candidates) = which_game(&r);
    assert_eq!(which, Which::MoveFitsSeveral("f6-f5".into()));
    assert_eq!(ids(&candidates), [1, 2], "{}", r.text);
    for command in [
        Command::Resign { game: None },
        Command::Board { game: None },
        Command::History { game: None },
        Command::Draw {
            game: None,
            action: DrawAction::Offer,
            offer_ply: None,
        },
    ] {
        let r = b.run(&bob(), command.clone(), T0);
        let (which, candidates) = which_game(&r);
        assert_eq!(which, Which::Kind(Want::MyActive), "{command:?}");
        assert_eq!(ids(&candidates), [1, 2], "{command:?}: {}", r.text);
    }
    assert_eq!(b.snapshot(), before, "nothing resigned, offered or changed");
    // A draw is answered only where one was offered: Alice offers in #1, Bob accepts.
    b.ok(
        &alice(),
        Command::Draw {
            game: None,
            action: DrawAction::Offer,
            offer_ply: None,
        },
        T0,
    );
    let r = b.ok(
        &bob(),
        Command::Draw {
            game: None,
            action: DrawAction::Accept,
            offer_ply: None,
        },
        T0,
    );
    assert!(
        // Only White has moved there: the agreed draw aborts it.
        r.text
            .contains("Game #1: a draw agreed before both players had moved"),
        "one step, in the game with the offer: {}",
        r.text
    );
    assert_eq!(b.status(2).0, "active");
}

#[test]
fn resigning_asks_first_and_only_the_confirming_press_resigns_also_after_a_restart() {
    let mut b = bot();
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    b.game(&carol(), &bob(), "neo", ColourChoice::White);
    // Both have moved in game 2: resigning it is losing it (before, it would abort it).
    b.ok(&carol(), mv(Some(2), "d4-d5"), T0);
    b.ok(&bob(), mv(Some(2), "f6-f5"), T0);
    let before = b.snapshot();
    let ask = b.run(&bob(), Command::Resign { game: Some(2) }, T0);
    assert!(ask.ephemeral, "only Bob sees the question");
    assert_eq!(
        ask.text,
        "Resign game #2 (neo) against carol? carol wins; this cannot be undone."
    );
    let ids: Vec<(&str, &str)> = ask
        .buttons
        .iter()
        .map(|b| (b.label.as_str(), b.custom_id.as_str()))
        .collect();
    assert_eq!(ids, [("Resign", "resign:2:2"), ("Keep playing", "keep:2")]);
    assert_eq!(b.snapshot(), before, "asking resigns nothing");
    let r = b.press(&bob(), "keep:2", T0);
    assert!(
        r.ephemeral && r.text.contains("You keep playing game #2"),
        "{}",
        r.text
    );
    assert!(
        r.update && r.buttons.is_empty(),
        "Keep playing replaces the question, its Resign button gone"
    );
    // Someone else's press on Bob's question does nothing.
    refused(
        &b.press(&alice(), "resign:2:2", T0),
        Refusal::NotPlaying { game: 2 },
    );
    assert_eq!(b.snapshot(), before);

    // The bot restarts; the button still works.
    b.reopen();
    let r = b.press(&bob(), "resign:2:2", T0 + 60);
    assert!(!r.ephemeral, "the result is announced");
    assert_eq!(
        r.settled.as_deref(),
        Some("Resigned by bob."),
        "the private question says so and loses its buttons"
    );
    assert!(
        r.text
            .contains("Game #2 is over: carol (White) wins by resignation"),
        "{}",
        r.text
    );
    assert_eq!(b.status(1).0, "active", "the other game goes on");
    refused(
        &b.press(&bob(), "resign:2:2", T0 + 61),
        Refusal::GameOver {
            game: 2,
            result: Some(Decision::Win(Color::White)),
            reason: Some(Termination::Resignation),
        },
    );

    // A confirmation left lying while the game moved on resigns nothing.
    let ask = b.run(&alice(), Command::Resign { game: None }, T0 + 70);
    assert_eq!(ask.buttons[0].custom_id, "resign:1:0");
    b.ok(&alice(), mv(None, "d4-d5"), T0 + 80);
    let before = b.snapshot();
    refused(
        &b.press(&alice(), "resign:1:0", T0 + 90),
        Refusal::ResignMovedOn { game: 1 },
    );
    assert_eq!(b.snapshot(), before);
}

#[test]
fn resigning_or_agreeing_a_draw_before_both_have_moved_aborts_the_game_unrated() {
    let mut b = bot();
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    b.run(&bob(), Command::Resign { game: None }, T0);
    let r = b.press(&bob(), "resign:1:0", T0 + 60);
    assert!(!r.ephemeral);
    assert!(
        r.text
            .contains("bob resigned before both players had moved, so the game is aborted"),
        "{}",
        r.text
    );
    assert_eq!(b.status(1).2.as_deref(), Some("aborted"));

    // A draw agreed after White's first move only: aborted too.
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    b.ok(&alice(), mv(None, "d4-d5"), T0 + 120);
    b.ok(
        &alice(),
        Command::Draw {
            game: None,
            action: DrawAction::Offer,
            offer_ply: None,
        },
        T0 + 130,
    );
    let r = b.ok(
        &bob(),
        Command::Draw {
            game: None,
            action: DrawAction::Accept,
            offer_ply: None,
        },
        T0 + 140,
    );
    assert!(
        r.text
            .contains("a draw agreed before both players had moved aborts the game"),
        "{}",
        r.text
    );
    assert_eq!(b.status(2).2.as_deref(), Some("aborted"));
    // Neither counts: no result in anyone's record, no rating.
    let stats = b.run(&alice(), Command::Stats { player: None }, T0 + 200);
    assert!(stats.text.contains("no finished game"), "{}", stats.text);
}

#[test]
fn either_player_aborts_until_both_have_moved_and_an_aborted_game_counts_for_nobody() {
    let mut b = bot();
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    b.run(&carol(), Command::Watch { game: None }, T0);
    let r = b.ok(&bob(), Command::Abort { game: None }, T0 + 60);
    assert!(
        r.text.starts_with(
            "Game #1 is aborted by bob before both players had moved: it has no result"
        ),
        "{}",
        r.text
    );
    let mut told: Vec<u64> = r.notices.iter().map(|n| n.user).collect();
    told.sort();
    assert_eq!(told, [1, 3], "alice and the watcher");
    assert_eq!(
        b.status(1),
        ("cancelled".into(), None, Some("aborted".into()))
    );
    refused(
        &b.run(&alice(), mv(None, "d4-d5"), T0 + 120),
        Refusal::Aborted { game: 1 },
    );
    let stats = b.run(&alice(), Command::Stats { player: None }, T0);
    assert!(
        stats
            .text
            .contains("alice has no finished game on this server yet (0 going on)"),
        "{}",
        stats.text
    );

    // After White's first move, Black (who has not moved) may still abort.
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    b.ok(&alice(), mv(None, "d4-d5"), T0);
    // And in a third game both have moved: it cannot be aborted any more.
    b.game(&carol(), &bob(), "neo", ColourChoice::White);
    b.ok(&carol(), mv(Some(3), "d4-d5"), T0);
    b.ok(&bob(), mv(Some(3), "f6-f5"), T0);
    let before = b.snapshot();
    refused(
        &b.run(&bob(), Command::Abort { game: Some(3) }, T0),
        Refusal::AbortTooLate { game: 3 },
    );
    assert_eq!(b.snapshot(), before);
    // Without game:N Bob's /abort means the one game that can still be aborted.
    let r = b.ok(&bob(), Command::Abort { game: None }, T0);
    assert!(
        r.text.starts_with("Game #2 is aborted by bob"),
        "{}",
        r.text
    );
    let games = b.run(&alice(), games_in(Scope::Mine), T0);
    assert_eq!(games.text, "Your games: none.");
}

#[test]
fn a_first_move_not_made_in_time_aborts_the_game_and_both_players_are_told() {
    let mut b = bot();
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    // 3 days per move: the reminder at 80% says what happens next.
    let r = b.svc.tick(T0 + 2 * DAY + DAY / 2);
    assert!(
        r[0].text.contains(
            "your move in game #1 is due by 2026-11-25 00:00 UTC; after that the game is aborted"
        ),
        "{}",
        r[0].text
    );
    let r = b.svc.tick(T0 + 3 * DAY);
    assert_eq!(r.len(), 1);
    assert_eq!(
        r[0].text,
        "Game #1 is aborted: alice made no first move by 2026-11-25 00:00 UTC. It has no result \
         and counts for nobody."
    );
    assert_eq!(r[0].channel, Some(70));
    let mut told: Vec<u64> = r[0].notices.iter().map(|n| n.user).collect();
    told.sort();
    assert_eq!(told, [1, 2], "both players");
    assert!(r[0].buttons.is_empty(), "no rematch of a game never played");
    assert_eq!(b.status(1).2.as_deref(), Some("aborted"));
    assert!(b.svc.tick(T0 + 9 * DAY).is_empty(), "told once");

    // Black's first move not made: aborted too, not lost on time.
    b.duel(
        &alice(),
        &bob(),
        challenge(bob(), "neo", ColourChoice::White),
        T0 + 10 * DAY,
    );
    b.ok(&alice(), mv(None, "d4-d5"), T0 + 10 * DAY);
    let r = b.svc.tick(T0 + 13 * DAY);
    assert!(
        r[0].text
            .starts_with("Game #2 is aborted: bob made no first move"),
        "{}",
        r[0].text
    );
    let stats = b.run(&bob(), Command::Stats { player: None }, T0 + 14 * DAY);
    assert!(stats.text.contains("no finished game"), "{}", stats.text);
}

#[test]
fn challenges_expire_after_the_configured_days_and_their_buttons_say_so() {
    let mut b = bot();
    let r = b.ok(&alice(), challenge(bob(), "neo", ColourChoice::White), T0);
    assert!(
        r.text.ends_with("Open until 2026-11-29 00:00 UTC."),
        "{}",
        r.text
    );
    let open = b.ok(
        &carol(),
        Challenge {
            colour: ColourChoice::Random,
            ..Challenge::to(None)
        }
        .command(),
        T0 + DAY,
    );
    assert_eq!(open.game, Some(2));
    assert!(b.svc.tick(T0 + 7 * DAY - 1).is_empty(), "a week is a week");
    // The clock moves past the week: Alice's challenge expires, she is told.
    let r = b.svc.tick(T0 + 7 * DAY);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(
        r[0].text,
        "Challenge #1 from alice to bob (neo) has expired: nobody accepted it in 7 days."
    );
    assert_eq!((r[0].channel, r[0].notices[0].user), (Some(70), 1));
    assert!(
        r[0].notices[0]
            .text
            .contains("Your challenge #1 to bob (neo) has expired"),
        "{}",
        r[0].notices[0].text
    );
    // Its buttons now say so, and change nothing.
    let before = b.snapshot();
    refused(
        &b.press(&bob(), "accept:1", T0 + 7 * DAY),
        Refusal::ChallengeExpired {
            game: 1,
            deadline: Some(T0 + 7 * DAY),
        },
    );
    refused(
        &b.press(&bob(), "decline:1", T0 + 7 * DAY),
        Refusal::ChallengeExpired {
            game: 1,
            deadline: Some(T0 + 7 * DAY),
        },
    );
    assert_eq!(b.snapshot(), before);
    // Past its time but before the clock has closed it, it cannot be accepted either.
    refused(
        &b.press(&dave(), "accept:2", T0 + 8 * DAY + 1),
        Refusal::ChallengeExpired {
            game: 2,
            deadline: Some(T0 + 8 * DAY),
        },
    );
    assert_eq!(b.svc.tick(T0 + 8 * DAY + 1).len(), 1);
    // Alice may challenge Bob again.
    let r = b.ok(
        &alice(),
        challenge(bob(), "neo", ColourChoice::White),
        T0 + 9 * DAY,
    );
    assert_eq!(r.game, Some(3));
    let list = b.run(&bob(), games_in(Scope::Mine), T0 + 9 * DAY);
    assert!(
        !list.text.contains("#1") && list.text.contains("#3 neo: challenge from alice"),
        "{}",
        list.text
    );
}

#[test]
fn the_challenge_lifetime_is_configurable() {
    let mut b = bot();
    b.svc.set_challenge_days(2);
    let r = b.ok(&alice(), challenge(bob(), "neo", ColourChoice::White), T0);
    assert!(
        r.text.ends_with("Open until 2026-11-24 00:00 UTC."),
        "{}",
        r.text
    );
    let help = b.run(&bob(), Command::Help, T0);
    assert!(
        help.text
            .contains("A challenge nobody accepts expires after 2 days."),
        "{}",
        help.text
    );
    let r = b.svc.tick(T0 + 2 * DAY);
    assert!(
        r[0].text.contains("nobody accepted it in 2 days"),
        "{}",
        r[0].text
    );
}

#[test]
fn a_challenge_naming_a_player_without_a_mention_is_refused_with_a_hint() {
    let mut b = bot();
    let before = b.snapshot();
    let r = b.run(
        &alice(),
        Challenge {
            options: vec!["bob".into()],
            colour: ColourChoice::Random,
            ..Challenge::to(None)
        }
        .command(),
        T0,
    );
    refused(
        &r,
        Refusal::NameAsOption {
            word: "bob".into(),
            name: "bob".into(),
        },
    );
    assert_eq!(b.snapshot(), before, "no open challenge was made");
}

#[test]
fn the_start_message_names_the_variant_and_every_option() {
    let mut b = bot();
    let r = b.ok(
        &alice(),
        Challenge {
            variant: "simple".into(),
            options: vec!["victory=shape:20".into(), "limit=120".into()],
            days: 5,
            ..Challenge::to(Some(bob()))
        }
        .command(),
        T0,
    );
    assert!(
        r.text
            .contains("to simple (victory=shape:20 limit=120), rated, 5 days per move"),
        "{}",
        r.text
    );
    let r = b.ok(
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0,
    );
    assert!(
        r.text.starts_with(
            "Game #1 begins: alice 1500? (White) against bob 1500? (Black), simple \
             (victory=shape:20 limit=120), rated, 5 days per move. alice to move"
        ),
        "{}",
        r.text
    );
}

#[test]
fn a_watchers_message_carries_the_posts_board_to_the_end() {
    let mut b = bot();
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    b.run(&carol(), Command::Watch { game: None }, T0);
    let r = b.ok(&alice(), mv(None, "d4-d5"), T0);
    let post = r.board.clone().expect("the move's post has the board");
    // Bob hears it is his turn; Carol watches.
    let told: Vec<u64> = r.notices.iter().map(|n| n.user).collect();
    assert_eq!(told, [2, 3]);
    let carol = &r.notices[1];
    assert_eq!(
        carol.board.as_ref(),
        Some(&post),
        "the watcher gets the post's picture"
    );
    let png = image::png(carol.board.as_ref().unwrap());
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "an image to attach");
    // The ending too: players and watcher get the final board, Bob (Black) from his side.
    b.ok(&bob(), mv(None, "f6-f5"), T0);
    let ask = b.run(&bob(), Command::Resign { game: None }, T0);
    let r = b.press(&bob(), &ask.buttons[0].custom_id, T0);
    let end = r.board.clone().expect("the final board");
    assert_eq!(r.notices.len(), 3);
    for n in &r.notices {
        let b = n.board.as_ref().expect("the final board");
        assert_eq!((&b.pos, &b.result), (&end.pos, &end.result));
        assert_eq!(b.flip, n.user == bob().id, "{}", n.user);
    }
}

#[test]
fn games_lists_what_one_watches_and_watch_without_a_game_lists_what_can_be_watched() {
    let mut b = bot();
    b.game(&alice(), &bob(), "neo", ColourChoice::White);
    b.game(&carol(), &dave(), "classic", ColourChoice::White);
    let before = b.snapshot();
    let r = b.run(&erin(), Command::Watch { game: None }, T0);
    let (which, candidates) = which_game(&r);
    assert_eq!(which, Which::Kind(Want::Any));
    assert_eq!(ids(&candidates), [1, 2], "{}", r.text);
    assert_eq!(b.snapshot(), before);
    let r = b.run(&erin(), Command::Watch { game: Some(2) }, T0);
    assert!(r.text.contains("You are watching game #2"), "{}", r.text);
    // Only #1 is left for Erin to watch here: /watch means it.
    let r = b.run(&erin(), Command::Watch { game: None }, T0);
    assert!(r.text.contains("You are watching game #1"), "{}", r.text);
    let r = b.run(&erin(), games_in(Scope::Mine), T0);
    assert_eq!(
        r.text,
        "Your games: none.\nGames you watch:\n\
         - #1 neo: alice (White) vs bob (Black), alice's turn, due 2026-11-25 00:00 UTC\n\
         - #2 classic: carol (White) vs dave (Black), dave's turn, due 2026-11-25 00:00 UTC"
    );
    // A player who also watches sees both parts.
    b.run(&alice(), Command::Watch { game: Some(2) }, T0);
    let r = b.run(&alice(), games_in(Scope::Mine), T0);
    assert!(
        r.text.starts_with(
            "Your games:\n- #1 neo against bob: your turn, due 2026-11-25 00:00 UTC\n\
             Games you watch:\n- #2 classic: carol (White) vs dave (Black)"
        ),
        "{}",
        r.text
    );
}

#[test]
fn in_a_direct_message_games_lists_every_servers_games_your_turn_first_with_links() {
    let mut b = bot();
    let other = ELSEWHERE;
    // #1 here, Bob to move (due day 3); #2 on server 8, Alice to move (due day 5 + 3);
    // #3 here, Alice to move (due day 1 + 3), in a thread.
    b.game(&alice(), &bob(), "neo", ColourChoice::Black);
    b.duel_at(
        other,
        &alice(),
        &carol(),
        challenge(carol(), "neo", ColourChoice::White),
        T0 + 5 * DAY,
    );
    b.duel(
        &alice(),
        &dave(),
        challenge(dave(), "classic", ColourChoice::Black),
        T0 + DAY,
    );
    b.svc.attach_thread(3, 333).unwrap();
    let dm = Place {
        guild: None,
        channel: 999,
        thread: None,
        lang: None,
    };
    let r = b.at(dm, &alice(), games_in(Scope::Mine), T0 + 6 * DAY);
    assert!(r.ephemeral);
    assert_eq!(
        r.text,
        "Your games on every server:\n\
         - #3 classic against dave: your turn, due 2026-11-26 00:00 UTC \
         <https://discord.com/channels/7/333>\n\
         - #2 neo against carol: your turn, due 2026-11-30 00:00 UTC \
         <https://discord.com/channels/8/80>\n\
         - #1 neo against bob: bob's turn, due 2026-11-25 00:00 UTC \
         <https://discord.com/channels/7/70>"
    );
    // On a server, only that server's.
    let r = b.at(other, &alice(), games_in(Scope::Mine), T0);
    assert!(
        r.text.contains("#2") && !r.text.contains("#1") && !r.text.contains("#3"),
        "{}",
        r.text
    );
}

#[test]
fn a_challenge_made_before_challenges_had_a_deadline_expires_from_when_it_was_made() {
    let mut b = bot();
    b.ok(&alice(), challenge(bob(), "neo", ColourChoice::White), T0);
    // As a database from before this version holds it: no deadline on the challenge.
    let conn = rithmo::store::sql::Connection::at(&b.path).unwrap();
    conn.execute("UPDATE games SET deadline = NULL WHERE id = 1", ())
        .unwrap();
    drop(conn);
    b.svc.set_challenge_days(3);
    assert!(b.svc.tick(T0 + 3 * DAY - 1).is_empty());
    let r = b.svc.tick(T0 + 3 * DAY);
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text.contains("nobody accepted it in 3 days"),
        "{}",
        r[0].text
    );
    refused(
        &b.press(&bob(), "accept:1", T0 + 3 * DAY),
        Refusal::ChallengeExpired {
            game: 1,
            deadline: Some(T0 + 3 * DAY),
        },
    );
}
