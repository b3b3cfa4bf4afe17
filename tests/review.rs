//! The review of a game (`engine::review`, `rithmo analyse`): a planted blunder is called
//! one while the engine's own move there is best, a review never changes, a player who
//! played the engine's moves is 100% accurate, and the command line prints it all.

mod common;

use common::cli::{rithmo, succeeded};
use common::{neo_game, play};
use rithmo::engine::review::{review, thresholds, Class, Review, ReviewBudget, MATE_SHOWN};
use rithmo::rules::explain::resolve;
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{Action, Color, Game, Ruleset};
use serde_json::Value;

/// A small budget: the tests' build is slow, and these positions need no depth.
const BUDGET: ReviewBudget = ReviewBudget { nodes: 3_000 };

/// `neo`: White's pyramid 91 on g2 is walled off from Black's triangle 56 on g4 (they
/// share the factor 7; 56 two king steps away) by three odd circles on f3, g3 and h3 that
/// the triangle cannot take: a circle that steps away opens the way.
fn walled() -> Game {
    neo_game(
        &[
            ("h9", "s49"),
            ("g4", "t56"),
            ("f3", "C9"),
            ("g3", "C25"),
            ("h3", "C15"),
            ("a1", "T9"),
            ("b1", "T25"),
        ],
        "w - -",
    )
}

/// The moves before the planted one.
const PROLOGUE: [&str; 2] = ["a1-a2", "h9-h8"];

fn actions(start: &Game, texts: &[&str]) -> Vec<Action> {
    let mut g = start.clone();
    texts
        .iter()
        .map(|t| {
            let a = resolve(&g, t).unwrap_or_else(|e| panic!("{t}: {e}"));
            g.play(a);
            a
        })
        .collect()
}

fn after(start: &Game, texts: &[&str]) -> Game {
    let mut g = start.clone();
    for t in texts {
        play(&mut g, t);
    }
    g
}

/// Whether the mover's action `a` lets the opponent take the mover's pyramid at once.
fn hands_over_pyramid(game: &Game, a: Action) -> bool {
    let mover = game.pos.side;
    let mut g = game.clone();
    g.play(a);
    legal_actions(&g.rules, &g.pos).into_iter().any(|reply| {
        let mut h = g.clone();
        h.play(reply);
        h.pos.pyramid_of(mover).is_none()
    })
}

fn quiet(_: usize, _: usize) {}

fn reviewed(start: &Game, texts: &[&str]) -> Review {
    review(start, &actions(start, texts), BUDGET, &mut quiet)
}

#[test]
fn a_move_that_hands_over_the_pyramid_is_a_blunder_and_the_engines_move_is_best() {
    let start = walled();
    let before = after(&start, &PROLOGUE);
    let mut giveaways: Vec<(String, Action)> = legal_actions(&before.rules, &before.pos)
        .into_iter()
        .filter(|&a| hands_over_pyramid(&before, a))
        .map(|a| (a.text(&before.pos), a))
        .collect();
    giveaways.sort_by(|x, y| x.0.cmp(&y.0));
    assert!(!giveaways.is_empty(), "a circle of the wall can step away");
    for (planted, _) in &giveaways {
        let mut game = PROLOGUE.to_vec();
        game.push(planted);
        let r = reviewed(&start, &game);
        let p = &r.plies[2];
        assert_eq!(p.played, *planted);
        assert_eq!(p.mover, Color::White);
        assert_eq!(p.class, Class::Blunder, "{planted}: {p:?}");
        assert!(p.loss >= thresholds(r.variant)[2], "{p:?}");
        assert_ne!(p.best, *planted);
        let best = resolve(&before, &p.best).unwrap();
        assert!(!hands_over_pyramid(&before, best), "the engine keeps it");

        // The engine's own move in the same place is best and costs nothing.
        let mut game = PROLOGUE.to_vec();
        game.push(&p.best);
        let r = reviewed(&start, &game);
        let q = &r.plies[2];
        assert_eq!(q.class, Class::Best, "{q:?}");
        assert_eq!((q.loss, q.best.as_str()), (0, p.best.as_str()));
        assert_eq!(
            q.eval_before, p.eval_before,
            "the same position, the same judgement"
        );
    }
}

/// The side that won at once after `a` in `game`, if the game ended there.
fn wins_at_once(game: &Game, a: Action) -> Option<Color> {
    let mut g = game.clone();
    g.play(a);
    g.outcome().and_then(|o| o.winner)
}

#[test]
fn missing_a_win_in_one_for_a_loss_in_one_is_a_blunder() {
    // `simple`, 200 points to win: White has 190 and its 16 on d4 meets Black's 16 on d6
    // (two squares up); Black has 191 and its circle 9 on a12 would meet White's 9 on a10.
    let pieces = [
        ("h1", "S289"),
        ("h16", "s361"),
        ("d4", "C16"),
        ("d6", "t16"),
        ("a10", "C9"),
        ("a12", "c9"),
    ];
    let rest = "w - - wvalue=190 bvalue=191";
    let start = Game::from_rfen(simple(), &common::rfen(16, &pieces, rest)).unwrap();
    let legal = legal_actions(&start.rules, &start.pos);
    let win = *legal
        .iter()
        .find(|&&a| wins_at_once(&start, a) == Some(Color::White))
        .expect("a win in one");
    let loses_next = |a: Action| {
        let mut g = start.clone();
        g.play(a);
        let replies = legal_actions(&g.rules, &g.pos);
        replies
            .into_iter()
            .any(|r| wins_at_once(&g, r) == Some(Color::Black))
    };
    let planted = *legal
        .iter()
        .find(|&&a| wins_at_once(&start, a).is_none() && loses_next(a))
        .expect("a move that lets Black win");
    let r = review(&start, &[planted], BUDGET, &mut quiet);
    let p = &r.plies[0];
    assert_eq!(p.best, win.text(&start.pos), "{p:?}");
    assert_eq!((p.eval_before, p.eval_after), (MATE_SHOWN, -MATE_SHOWN));
    assert_eq!(p.class, Class::Blunder);
    assert_eq!(
        review(&start, &[win], BUDGET, &mut quiet).plies[0].class,
        Class::Best
    );
}

fn simple() -> Ruleset {
    Ruleset::from_names("simple", &[]).unwrap()
}

#[test]
fn the_same_game_gets_the_same_review() {
    let start = Game::new(Ruleset::from_names("neo", &[]).unwrap());
    let game = ["g3-g4", "d6-e5", "g4-g3", "b7-b6", "b3-a5", "e6-f5"];
    let first = reviewed(&start, &game);
    assert_eq!(first.plies.len(), game.len());
    assert_eq!(first, reviewed(&start, &game));
}

#[test]
fn a_player_who_played_the_engines_moves_is_fully_accurate() {
    let start = Game::new(Ruleset::from_names("neo", &[]).unwrap());
    let mut texts: Vec<String> = Vec::new();
    for _ in 0..8 {
        let g = after(
            &start,
            &texts.iter().map(String::as_str).collect::<Vec<_>>(),
        );
        let mut legal: Vec<String> = legal_actions(&g.rules, &g.pos)
            .iter()
            .map(|a| a.text(&g.pos))
            .collect();
        legal.sort();
        // White asks the review what it would play; Black plays its first move in order.
        let next = if g.pos.side == Color::White {
            let mut probe: Vec<&str> = texts.iter().map(String::as_str).collect();
            probe.push(&legal[0]);
            reviewed(&start, &probe).plies.last().unwrap().best.clone()
        } else {
            legal[0].clone()
        };
        texts.push(next);
    }
    let game: Vec<&str> = texts.iter().map(String::as_str).collect();
    let r = reviewed(&start, &game);
    assert_eq!(r.accuracy[0], 100, "{r:?}");
    for p in r.plies.iter().filter(|p| p.mover == Color::White) {
        assert_eq!((p.class, p.loss), (Class::Best, 0), "{p:?}");
    }
    assert!(r
        .plies
        .iter()
        .all(|p| p.loss == (p.eval_before - p.eval_after).max(0)));
}

#[test]
fn progress_counts_every_position_and_the_review_stops_at_an_illegal_move() {
    let start = Game::new(Ruleset::from_names("neo", &[]).unwrap());
    let mut acts = actions(&start, &["g3-g4", "d6-e5"]);
    acts.push(acts[0]); // g3-g4 again: no piece stands on g3 now
    let mut seen = Vec::new();
    let r = review(&start, &acts, BUDGET, &mut |done, total| {
        seen.push((done, total))
    });
    assert_eq!(seen, [(1, 2), (2, 2)]);
    assert_eq!(r.plies.len(), 2);
}

#[test]
fn a_review_reads_back_from_json() {
    let start = walled();
    let r = reviewed(&start, &PROLOGUE);
    let text = serde_json::to_string(&r).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["variant"], "neo");
    assert_eq!(v["plies"][0]["mover"], "white");
    assert!(v["plies"][0]["class"].is_string());
    assert_eq!(serde_json::from_str::<Review>(&text).unwrap(), r);
}

#[test]
fn analyse_prints_a_json_line_per_ply_then_the_accuracies() {
    let start = walled();
    let before = after(&start, &PROLOGUE);
    let planted = legal_actions(&before.rules, &before.pos)
        .into_iter()
        .find(|&a| hands_over_pyramid(&before, a))
        .unwrap()
        .text(&before.pos);
    let pos = start.rfen();
    let mut args = vec![
        "analyse",
        "--variant",
        "neo",
        "--position",
        &pos,
        "--nodes",
        "3000",
        "--json",
    ];
    args.extend(PROLOGUE);
    args.push(&planted);
    let out = succeeded(&rithmo(&args));
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4);
    for (i, l) in lines[..3].iter().enumerate() {
        assert_eq!(l["ply"], i as u64 + 1);
        for key in ["move", "best", "eval_before", "eval_after", "loss", "class"] {
            assert!(!l[key].is_null(), "{key} in {l}");
        }
    }
    assert_eq!(lines[2]["move"], planted.as_str());
    assert_eq!(lines[2]["class"], "blunder");
    let acc = &lines[3]["accuracy"];
    assert!(acc["white"].as_u64().unwrap() < 100);
    assert!(acc["black"].as_u64().unwrap() <= 100);
}
