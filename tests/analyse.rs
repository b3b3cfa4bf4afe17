//! `/analyse` through the service: a finished game's review (accuracy, the costly moves,
//! the evaluation graph, the boards of the costliest moments, the asker's own first, with
//! the move played and the better one and why), kept so that asking again reads it; a game going on, of another server, or no game at all is refused privately.

mod common;

use common::driver::{mv, refused, snapshot, Challenge, Driver};
use common::people::{alice, bob, ELSEWHERE, T0};
use rithmo::engine::review::MATE_SHOWN;
use rithmo::rules::{Action, Square};
use rithmo::service::games::picture::png;
use rithmo::service::{BoardImage, ColourChoice, Command, Refusal};

fn analyse(game: Option<i64>) -> Command {
    Command::Analyse { game }
}

fn reviews(b: &Driver) -> i64 {
    let conn = rithmo::store::sql::Connection::at(&b.path).unwrap();
    conn.query_row("SELECT count(*) FROM reviews", (), |r| r.get(0))
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
    assert!(r.moments.len() <= 5, "at most three of hers and two of his");
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
    let again = b.ok(&alice(), analyse(Some(1)), T0 + 300);
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

/// A review of `finished_game` planted in the store, so its classes are known: Bob's two
/// moves cost the most, Alice's one slip is a mere inaccuracy. At her second move (ply 3)
/// the engine preferred e4xf5: Bob's f6-f5 put his circle 3 diagonally next to her circle
/// 6 on e4, and in neo a circle steps one square and takes a piece sharing a prime factor
/// with it (gcd(6,3)=3). Bob's e6-e5 is scored a forced loss.
fn planted_review(b: &mut Driver) {
    let ply = |n: u32, mover: &str, played: &str, best: &str, before: i32, after: i32| {
        let class = match before - after {
            0 => "best",
            l if l < 100 => "inaccuracy",
            l if l < 400 => "mistake",
            _ => "blunder",
        };
        serde_json::json!({
            "ply": n, "mover": mover, "played": played, "best": best,
            "eval_before": before, "eval_after": after,
            "loss": (before - after).max(0), "class": class,
        })
    };
    let review = serde_json::json!({
        "variant": "neo",
        "plies": [
            ply(1, "white", "d4-d5", "d4-d5", 0, 0),
            ply(2, "black", "f6-f5", "f6-g5", 0, -300),
            ply(3, "white", "c4-c5", "e4xf5", 300, 220),
            ply(4, "black", "e6-e5", "c6-b5", -220, -MATE_SHOWN),
        ],
        "accuracy": [90, 20],
    });
    let conn = rithmo::store::sql::Connection::at(&b.path).unwrap();
    conn.execute(
        "INSERT INTO reviews (game_id, review, made_at) VALUES (1, ?1, ?2)",
        rithmo::params![review.to_string(), T0 + 150],
    )
    .unwrap();
    b.reopen();
}

#[test]
fn a_review_shows_the_asking_players_own_slips_first_with_the_better_move_and_why() {
    let mut b = finished_game();
    planted_review(&mut b);
    let r = b.ok(&alice(), analyse(Some(1)), T0 + 200);
    let text = &r.text;
    // Her own inaccuracy first, under her name, with the move the engine preferred and
    // what it would have taken.
    let own = "- Move 2, alice: c4-c5, an inaccuracy (about 1 piece); better e4xf5: it takes \
               the circle 3 (c·3) on f5 (gcd(6,3)=3).";
    let at = |s: &str| text.find(s).unwrap_or_else(|| panic!("{s}\nin\n{text}"));
    assert!(at("alice's costliest moments") < at(own), "{text}");
    assert!(at(own) < at("bob's costliest moments:"), "{text}");
    assert!(
        at("bob's costliest moments:") < at("- Move 1, bob: f6-f5"),
        "{text}"
    );
    // A forced loss is said as one, not as a hundred pieces.
    let lost = "- Move 2, bob: e6-e5, a blunder (it loses the game); better c6-b5";
    assert!(text.contains(lost), "{text}");
    assert!(
        !text.contains("about 100 pieces") && !text.contains("97"),
        "{text}"
    );
    // Her moment's board is the position before her move, with both moves to draw on it.
    let (name, board) = &r.moments[0];
    assert_eq!(name, "review-1-ply-3.png");
    let sq = |s: &str| Square::parse(s, 9).unwrap();
    let compared = board.compared.expect("the move played and the better one");
    assert_eq!(
        compared.played,
        Action::Move {
            from: sq("c4"),
            to: sq("c5")
        }
    );
    assert_eq!(
        compared.better,
        Action::Move {
            from: sq("e4"),
            to: sq("f5")
        }
    );
    assert_eq!(board.pos.at(sq("f5")).map(|p| p.value), Some(3));
    assert_eq!(board.pos.at(sq("e4")).map(|p| p.value), Some(6));
    // Drawn with both arrows: the picture differs from the same board without them.
    let plain = BoardImage {
        compared: None,
        ..board.clone()
    };
    assert_ne!(png(board), png(&plain));
    // Bob asking sees his own first.
    let his = b.ok(&bob(), analyse(Some(1)), T0 + 300).text;
    let first_moment = his.find("\n- Move ").unwrap();
    assert!(his[first_moment..].starts_with("\n- Move 1, bob:"), "{his}");
}
