//! `/analyse` through the service: a finished game's review (accuracy, the costly moves,
//! the evaluation graph, the boards of the costliest moments), kept so that asking again
//! reads it; a game going on, of another server, or no game at all is refused privately.

mod common;

use common::driver::{mv, refused, snapshot, Challenge, Driver};
use common::people::{alice, bob, ELSEWHERE, T0};
use rithmo::service::{ColourChoice, Command, Refusal};

fn analyse(game: Option<i64>) -> Command {
    Command::Analyse { game }
}

fn reviews(b: &Driver) -> i64 {
    let conn = rusqlite::Connection::open(&b.path).unwrap();
    conn.query_row("SELECT count(*) FROM reviews", [], |r| r.get(0))
        .unwrap()
}

/// Alice (White) and Bob play four plies, and Bob resigns.
fn finished_game() -> Driver {
    let mut b = Driver::new();
    let c = Challenge {
        colour: ColourChoice::White,
        ..Challenge::to(Some(bob()))
    };
    b.duel(&alice(), &bob(), c.command(), T0);
    for (who, m) in [
        (alice(), "d4-d5"),
        (bob(), "f6-f5"),
        (alice(), "c4-c5"),
        (bob(), "e6-e5"),
    ] {
        b.ok(&who, mv(None, m), T0 + 60);
    }
    b.resign(&bob(), T0 + 120);
    b
}

#[test]
fn a_finished_games_review_is_posted_with_its_graph_and_moments_and_kept() {
    let mut b = finished_game();
    let r = b.ok(&alice(), analyse(Some(1)), T0 + 200);
    assert!(
        r.text.starts_with(
            "Review of game #1 (neo), alice (White) against bob (Black). Accuracy: alice "
        ),
        "{}",
        r.text
    );
    assert!(
        r.text.contains("\nalice: ") && r.text.contains("\nbob: "),
        "{}",
        r.text
    );
    let graph = r.graph.as_ref().expect("the evaluation graph");
    assert_eq!(
        graph.evals.len(),
        5,
        "the start and after each of the 4 plies"
    );
    assert!(r.moments.len() <= 3, "at most the three costliest");
    let moments = r.text.matches("\n- Move ").count();
    assert_eq!(moments, r.moments.len(), "a board for each moment told");
    for (name, board) in &r.moments {
        assert!(name.starts_with("review-1-ply-"), "{name}");
        // The board before the costly move, the move before it marked (none before ply 1).
        let ply: u32 = name
            .trim_start_matches("review-1-ply-")
            .trim_end_matches(".png")
            .parse()
            .unwrap();
        assert_eq!(board.last.is_some(), ply > 1, "{name}");
    }
    assert_eq!(reviews(&b), 1, "kept");
    // Asked again: read back, the same words.
    let again = b.ok(&bob(), analyse(Some(1)), T0 + 300);
    assert_eq!(again.text, r.text);
    assert_eq!(reviews(&b), 1);
}

#[test]
fn no_review_of_a_game_going_on_of_another_server_or_of_no_game() {
    let mut b = Driver::new();
    let c = Challenge {
        colour: ColourChoice::White,
        ..Challenge::to(Some(bob()))
    };
    b.duel(&alice(), &bob(), c.command(), T0);
    b.ok(&alice(), mv(None, "d4-d5"), T0 + 60);
    let before = snapshot(&b.path);
    refused(
        &b.run(&alice(), analyse(Some(1)), T0 + 100),
        Refusal::ReviewGoingOn { game: 1 },
    );
    refused(
        &b.run(&alice(), analyse(Some(99)), T0 + 100),
        Refusal::NoSuchGame {
            game: 99,
            in_dms: false,
        },
    );
    let elsewhere = b.at(ELSEWHERE, &alice(), analyse(Some(1)), T0 + 100);
    // Another server's game is not reached from here: no review of it.
    refused(
        &elsewhere,
        Refusal::NoSuchGame {
            game: 1,
            in_dms: false,
        },
    );
    assert_eq!(snapshot(&b.path), before);
    assert_eq!(reviews(&b), 0);
}
