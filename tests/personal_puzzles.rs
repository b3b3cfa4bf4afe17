//! A player's own puzzles: a reviewed game's mistake whose better move is clearly the one
//! becomes that player's puzzle (the position before the move, the move they played shown,
//! the better line as the solution), served by `/puzzle mine` and brought back by spaced
//! repetition: days later when solved, the next day when missed. Theirs only.

use rithmo::service::chores::Chore;

mod common;

use common::driver::{mv, refused_as, Challenge, Driver};
use common::people::{alice, bob, carol, T0};
use rithmo::puzzles::{set, Puzzle};
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{Game, Ruleset, VariantId};
use rithmo::service::{ColourChoice, Command, NotifyChange, Refusal};

const DAY: i64 = 86_400;

fn puzzle(mine: bool, answer: Option<&str>) -> Command {
    Command::Puzzle {
        variant: None,
        daily: false,
        mine,
        answer: answer.map(str::to_string),
    }
}

/// A shipped neo puzzle that White wins in one move: the position of a planted blunder.
fn white_wins_in_one() -> &'static Puzzle {
    set(VariantId::Neo)
        .iter()
        .find(|p| {
            p.theme == "win" && p.solver_moves() == 1 && p.position.split(' ').nth(1) == Some("w")
        })
        .expect("a neo win in one for White is shipped")
}

/// A legal move in `p`'s position that neither is its solution nor ends the game: the
/// blunder that passes the win by.
fn a_blunder(p: &Puzzle) -> String {
    let rules = Ruleset::from_names("neo", &[]).unwrap();
    let game = Game::from_rfen(rules, &p.position).unwrap();
    legal_actions(&game.rules, &game.pos)
        .into_iter()
        .find(|&a| {
            let mut after = game.clone();
            after.play(a);
            a.text(&game.pos) != p.solution[0] && after.outcome().is_none()
        })
        .map(|a| a.text(&game.pos))
        .expect("a quiet move exists")
}

/// Black's first legal move after `blunder` in `p`'s position that does not end the game.
fn any_move(p: &Puzzle, blunder: &str) -> String {
    let rules = Ruleset::from_names("neo", &[]).unwrap();
    let mut game = Game::from_rfen(rules, &p.position).unwrap();
    let played = legal_actions(&game.rules, &game.pos)
        .into_iter()
        .find(|a| a.text(&game.pos) == blunder)
        .unwrap();
    game.play(played);
    legal_actions(&game.rules, &game.pos)
        .into_iter()
        .find(|&a| {
            let mut after = game.clone();
            after.play(a);
            after.outcome().is_none()
        })
        .map(|a| a.text(&game.pos))
        .expect("Black has a quiet answer")
}

/// Game 1: Alice (White) against Bob from `p`'s position, where Alice plays `blunder`.
fn blundered(b: &mut Driver, p: &Puzzle, blunder: &str) {
    let c = Challenge {
        colour: ColourChoice::White,
        ..Challenge::to(Some(bob()))
    };
    b.duel(&alice(), &bob(), c.command(), T0);
    b.set_position(1, &p.position);
    b.reopen();
    b.ok(&alice(), mv(None, blunder), T0 + 60);
}

/// Bob answers (a game of one move would be aborted, not finished), then resigns.
fn finished(b: &mut Driver, p: &Puzzle, blunder: &str) {
    b.ok(&bob(), mv(None, &any_move(p, blunder)), T0 + 90);
    b.resign(&bob(), T0 + 120);
}

fn due_of(b: &Driver) -> i64 {
    let conn = rithmo::store::sql::Connection::at(&b.path).unwrap();
    conn.query_row(
        "SELECT due FROM personal_puzzles WHERE player_id = ?1",
        [alice().id as i64],
        |r| r.get(0),
    )
    .unwrap()
}

#[test]
fn a_reviewed_blunder_becomes_the_players_puzzle_and_comes_back_by_spaced_repetition() {
    let p = white_wins_in_one();
    let blunder = a_blunder(p);
    let mut b = Driver::new();
    blundered(&mut b, p, &blunder);
    finished(&mut b, p, &blunder);

    // Before any review, nobody has puzzles of their own.
    refused_as(&b.run(&alice(), puzzle(true, None), T0 + 150), |r| {
        matches!(r, Refusal::NoOwnPuzzles)
    });

    let review = b.ok(&alice(), Command::Analyse { game: Some(1) }, T0 + 200);
    assert!(
        review
            .text
            .contains("One of your mistakes in this game became a puzzle of your own"),
        "{}",
        review.text
    );
    let practise = review
        .buttons
        .iter()
        .find(|x| x.label == "Practise your mistakes")
        .expect("the review offers to practise")
        .custom_id
        .clone();
    // Carol never played: the puzzle is Alice's only, even through her review's button.
    refused_as(&b.press(&carol(), &practise, T0 + 210), |r| {
        matches!(r, Refusal::NoOwnPuzzles)
    });

    // The button opens it: her move there said, the better move asked for.
    let opened = b.press(&alice(), &practise, T0 + 300);
    assert!(opened.ephemeral, "{}", opened.text);
    assert!(
        opened.text.starts_with(&format!(
            "From your game #1, move 1: you played {blunder} here."
        )),
        "{}",
        opened.text
    );
    // Solved: it comes back days later, and nothing else is due.
    let solved = b.run(&alice(), puzzle(false, Some(&p.solution[0])), T0 + 400);
    assert!(
        solved.ephemeral && solved.refused.is_none(),
        "{}",
        solved.text
    );
    assert!(solved.text.contains("It comes back in "), "{}", solved.text);
    let first_wait = due_of(&b) - (T0 + 400);
    assert!(first_wait >= 2 * DAY, "back after {} s", first_wait);
    refused_as(&b.run(&alice(), puzzle(true, None), T0 + 500), |r| {
        matches!(r, Refusal::NoOwnPuzzleDue { .. })
    });
    let stats = b.ok(&alice(), Command::Stats { player: None }, T0 + 500);
    assert!(
        stats
            .text
            .contains("Your own puzzles: 0 due now, 1 solved of 1"),
        "{}",
        stats.text
    );

    // When it is due again and missed, it comes back the next day: sooner than before.
    let back = T0 + 400 + first_wait;
    let again = b.run(&alice(), puzzle(true, None), back);
    assert!(again.text.contains(&blunder), "{}", again.text);
    let missed = b.run(&alice(), puzzle(false, Some(&blunder)), back + 60);
    assert!(
        missed.text.contains("It comes back tomorrow"),
        "{}",
        missed.text
    );
    let second_wait = due_of(&b) - (back + 60);
    assert!(
        second_wait <= DAY && second_wait < first_wait,
        "missed: back after {second_wait} s, solved: after {first_wait} s"
    );
}

/// `/notify review-finished:true`: a game of the player's that finishes from then on is
/// reviewed without asking (the adapters run the job as they run the bot's moves), its
/// mistake made their puzzle, and they are told by direct message; once only.
#[test]
fn a_player_who_chose_it_has_a_finished_game_reviewed_unasked() {
    let p = white_wins_in_one();
    let blunder = a_blunder(p);
    let mut b = Driver::new();
    let chosen = b.run(
        &alice(),
        Command::Notify(NotifyChange {
            review_finished: Some(true),
            ..NotifyChange::default()
        }),
        T0,
    );
    assert!(
        chosen.text.contains("Finished games: reviewed for you"),
        "{}",
        chosen.text
    );
    blundered(&mut b, p, &blunder);
    // Nothing is owed while the game goes on.
    assert!(b.svc.chores().is_empty());
    finished(&mut b, p, &blunder);

    let owed = b.svc.chores();
    assert!(matches!(owed[..], [Chore::Review(_)]), "{owed:?}");
    assert_eq!(owed.iter().map(|j| j.game()).collect::<Vec<_>>(), [1]);
    let done = owed[0].clone().work();
    let told = b
        .svc
        .finish_chore(done.clone(), T0 + 200)
        .unwrap()
        .expect("stored");
    // Alice chose it and hears of it; Bob did not.
    let dms: Vec<(u64, &str)> = told
        .notices
        .iter()
        .map(|n| (n.user, n.text.as_str()))
        .collect();
    assert_eq!(dms.len(), 1, "{dms:?}");
    assert_eq!(dms[0].0, alice().id);
    assert!(
        dms[0].1.starts_with("Your game #1 was reviewed")
            && dms[0]
                .1
                .contains("one of your mistakes became a puzzle of your own"),
        "{}",
        dms[0].1
    );
    // Reviewed once: nothing more is owed, and a second result is not stored again.
    assert!(b.svc.chores().is_empty());
    let again = b.svc.finish_chore(done, T0 + 210).unwrap();
    assert!(again.is_none());
    let opened = b.run(&alice(), puzzle(true, None), T0 + 300);
    assert!(
        opened.text.contains(&format!("you played {blunder} here")),
        "{}",
        opened.text
    );
    // Asking for the review reads the stored one, with the offer to practise.
    let review = b.ok(&alice(), Command::Analyse { game: Some(1) }, T0 + 400);
    assert!(review.thinking.is_none(), "stored, not made again");
    assert!(
        review.text.contains("became a puzzle of your own"),
        "{}",
        review.text
    );
}

/// With several of a player's puzzles due, `/puzzle mine` serves the one due longest ago,
/// whatever order they were kept in; one not yet due waits.
#[test]
fn the_puzzle_due_longest_ago_comes_first() {
    use rithmo::puzzles::repetition;
    use rithmo::store::personal_puzzles::{add, Personal};
    let b = Driver::new();
    let shipped: Vec<&Puzzle> = set(VariantId::Neo).iter().take(3).collect();
    // Kept in this order: game 7's puzzle due at T0 + 300, game 8's at T0 + 100 (the
    // oldest), game 9's at T0 + 5000 (not due yet when asked at T0 + 1000).
    for (k, (game, due)) in [(7, T0 + 300), (8, T0 + 100), (9, T0 + 5000)]
        .into_iter()
        .enumerate()
    {
        let mut puzzle = shipped[k].clone();
        puzzle.id = format!("mine-{}", puzzle.id);
        let kept = Personal {
            puzzle,
            game,
            ply: 3,
            played: "d4-d5".into(),
            due,
            card: repetition::first(due),
        };
        assert!(add(b.svc.store().conn(), alice().id, &kept, T0 + k as i64).unwrap());
    }
    let mut b = b;
    let served = b.run(&alice(), puzzle(true, None), T0 + 1000);
    assert!(
        // Ply 3 is White's second move in the record's numbering.
        served
            .text
            .starts_with("From your game #8, move 2: you played d4-d5 here."),
        "{}",
        served.text
    );
}
