//! Game records: exported by the service, read back, replayed by the rules core.

use rithmo::service::games::record::{self, parse};
use rithmo::service::{ColourChoice, Command, Reply};

mod common;

use common::driver::{Challenge, Driver};
use common::people::{person, user, T0};

const ALICE: (u64, &str) = (1, "alice");
const BOB: (u64, &str) = (2, "bob");

/// Resigns game 1 for the player: `/resign`, then the confirming button.
fn resign(svc: &mut Driver, id: u64, name: &str) -> Reply {
    svc.resign(&user(id, name), T0)
}

/// A fresh service where alice challenges bob to `variant` (alice playing `colour`), bob
/// accepts, and `moves` are sent in turn, `first` moving first; each must be accepted.
fn play_game(
    variant: &str,
    options: &[&str],
    colour: ColourChoice,
    first: (u64, &str),
    moves: &[String],
) -> Driver {
    let mut svc = Driver::new();
    let c = Challenge {
        variant: variant.into(),
        options: options.iter().map(|o| o.to_string()).collect(),
        colour,
        days: 1,
        ..Challenge::to(Some(person(BOB)))
    };
    svc.duel(&person(ALICE), &person(BOB), c.command(), T0);
    let second = if first == ALICE { BOB } else { ALICE };
    for (i, m) in moves.iter().enumerate() {
        let mover = if i % 2 == 0 { first } else { second };
        svc.played(&person(mover), m, T0);
    }
    svc
}

/// Game 1's record as /history exports it.
fn record_of(svc: &mut Driver) -> String {
    let reply = svc.run(&person(ALICE), Command::History { game: Some(1) }, T0);
    String::from_utf8(reply.files[0].bytes.clone()).unwrap()
}

/// The record read back and replayed; the replay must reach the position stored for game 1.
fn replayed(svc: &Driver, text: &str) -> (record::Record, rithmo::rules::Game) {
    let rec = parse(text).unwrap();
    let (game, _) = rec.replay().unwrap();
    let stored = rithmo::store::games::get(svc.svc.store().conn(), 1)
        .unwrap()
        .unwrap();
    assert_eq!(game.rfen(), stored.position);
    (rec, game)
}

#[test]
fn a_finished_neo_game_with_captures_round_trips_through_its_record() {
    let moves: Vec<String> = ["d4-d5", "f6-f5", "e4xf5", "c6-b5", "f5-f6"]
        .map(String::from)
        .to_vec();
    let mut svc = play_game(
        "neo",
        &["balanced=true"],
        ColourChoice::White,
        ALICE,
        &moves,
    );
    resign(&mut svc, BOB.0, BOB.1);
    let text = record_of(&mut svc);
    assert!(text.contains("[Options \"balanced=true\"]"), "{text}");
    assert!(
        text.contains("[Result \"1-0\"]") && text.contains("[Termination \"resignation\"]"),
        "{text}"
    );
    assert!(
        text.contains("2. e4xf5 {takes c3 on f5: gcd(6,3)=3}"),
        "{text}"
    );
    let (rec, game) = replayed(&svc, &text);
    assert_eq!(rec.moves, ["d4-d5", "f6-f5", "e4xf5", "c6-b5", "f5-f6"]);
    assert_eq!(rec.result, "1-0");
    assert!(game.rules.options.balanced);
}

#[test]
fn a_record_with_an_illegal_move_is_refused_with_the_ply_and_reason() {
    let text = "[Variant \"neo\"]\n\n1. d4-d5 f6-f6 *\n";
    let err = parse(text).unwrap().replay().unwrap_err();
    assert!(err.starts_with("ply 2 'f6-f6'"), "{err}");
    assert!(parse("[Variant neo]\n")
        .unwrap_err()
        .contains("double quotes"));
    assert!(parse("1. d4-d5 {unclosed")
        .unwrap_err()
        .contains("never closed"));
    assert_eq!(record::result_token(Some("draw")), "1/2-1/2");
}

/// A capture test for the walk below: the move takes something.
type Takes = fn(&rithmo::rules::Game, &rithmo::rules::Action) -> bool;

/// `simple`: the mover lands on an enemy.
fn lands_on_enemy(g: &rithmo::rules::Game, a: &rithmo::rules::Action) -> bool {
    g.pos.at(a.to()).is_some()
}

/// `classic`: the move is followed by a capture.
fn is_followed_by_a_capture(g: &rithmo::rules::Game, a: &rithmo::rules::Action) -> bool {
    !g.clone().play(*a).is_empty()
}

/// A whole game of at most `plies`: on even plies the first move that `takes`, if there is
/// one, otherwise the ((13k + 3) mod count)-th legal move (the walk of simple_perft.rs).
fn game_moves(rules: &rithmo::rules::Ruleset, plies: usize, takes: Takes) -> Vec<String> {
    use rithmo::rules::movegen::legal_actions;
    let mut g = rithmo::rules::Game::new(rules.clone());
    let mut out = Vec::new();
    for k in 0..plies {
        if g.outcome().is_some() {
            break;
        }
        let actions = legal_actions(&g.rules, &g.pos);
        let capture = actions.iter().find(|a| takes(&g, a));
        let a = match capture {
            Some(c) if k % 2 == 0 => *c,
            _ => actions[(13 * k + 3) % actions.len()],
        };
        out.push(a.text(&g.pos));
        g.play(a);
    }
    out
}

#[test]
fn a_finished_simple_game_won_on_points_round_trips_through_its_record() {
    let rules =
        rithmo::rules::Ruleset::from_names("simple", &["victory=value:200".into()]).unwrap();
    let moves = game_moves(&rules, 400, lands_on_enemy);
    let mut svc = play_game("simple", &["limit=400"], ColourChoice::White, ALICE, &moves);
    let text = record_of(&mut svc);
    assert!(text.contains("[Variant \"simple\"]"), "{text}");
    assert!(text.contains("[Options \"limit=400\"]"), "{text}");
    assert!(text.contains("[Termination \"points\"]"), "{text}");
    for kind in ["{takes ", ": meeting ", ": ambush ", ": enclosure}"] {
        assert!(text.contains(kind), "{kind} in {text}");
    }
    let (rec, game) = replayed(&svc, &text);
    assert_eq!(rec.moves, moves);
    assert_eq!(game.rules.options.limit, Some(400));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, rithmo::rules::Reason::Points);
    assert_eq!(
        rec.result,
        if outcome.winner == Some(rithmo::rules::Color::White) {
            "1-0"
        } else {
            "0-1"
        }
    );
}

/// 200 plies of `classic` (Black first) through the service, then White resigns: the record
/// carries every kind of arithmetic capture and replays to the stored position.
#[test]
fn a_classic_game_with_every_kind_of_capture_round_trips_through_its_record() {
    let rules = rithmo::rules::Ruleset::from_names("classic", &[]).unwrap();
    let moves = game_moves(&rules, 200, is_followed_by_a_capture);
    assert_eq!(moves.len(), 200, "the walk ends no game this early");
    // Black (bob) moves first.
    let mut svc = play_game("classic", &[], ColourChoice::White, BOB, &moves);
    resign(&mut svc, ALICE.0, ALICE.1);
    let text = record_of(&mut svc);
    assert!(text.contains("[Variant \"classic\"]"), "{text}");
    assert!(
        text.contains("[Result \"0-1\"]") && text.contains("[Termination \"resignation\"]"),
        "{text}"
    );
    // Black's move comes first in each numbered pair.
    assert!(
        text.starts_with("[") && text.contains("\n1. e13-e12 d4-d5"),
        "{text}"
    );
    for kind in ["=64}", "*", "/", "+", "-2*", ": siege}"] {
        assert!(text.contains(kind), "{kind} in {text}");
    }
    let (rec, game) = replayed(&svc, &text);
    assert_eq!(rec.moves, moves);
    assert_eq!(game.rules.id, rithmo::rules::VariantId::Classic);
}

/// A whole `heligon` game: on each ply the ((13k + 3) mod count)-th of the moves that go
/// forward (toward the enemy), or, every fifth ply when a prisoner is held, a drop.
fn heligon_game_moves(rules: &rithmo::rules::Ruleset) -> Vec<String> {
    use rithmo::rules::movegen::legal_actions;
    use rithmo::rules::{Action, Color};
    let mut g = rithmo::rules::Game::new(rules.clone());
    let mut out = Vec::new();
    for k in 0..400usize {
        if g.outcome().is_some() {
            break;
        }
        let actions = legal_actions(&g.rules, &g.pos);
        let white = g.pos.side == Color::White;
        let drops: Vec<&Action> = actions
            .iter()
            .filter(|a| matches!(a, Action::Drop { .. }))
            .collect();
        let forward: Vec<&Action> = actions
            .iter()
            .filter(|a| match a {
                Action::Move { from, to } => (to.rank() > from.rank()) == white,
                _ => false,
            })
            .collect();
        let a = if !drops.is_empty() && k % 5 == 0 {
            *drops[(7 * k) % drops.len()]
        } else if !forward.is_empty() {
            *forward[(13 * k + 3) % forward.len()]
        } else {
            actions[(13 * k + 3) % actions.len()]
        };
        out.push(a.text(&g.pos));
        g.play(a);
    }
    out
}

#[test]
fn a_finished_heligon_game_with_drops_round_trips_through_its_record() {
    let rules = rithmo::rules::Ruleset::from_names("heligon", &["victory=body:8".into()]).unwrap();
    let moves = heligon_game_moves(&rules);
    // Black (alice) moves first.
    let mut svc = play_game(
        "heligon",
        &["victory=body:8"],
        ColourChoice::Black,
        ALICE,
        &moves,
    );
    let text = record_of(&mut svc);
    assert!(text.contains("[Variant \"heligon\"]"), "{text}");
    assert!(text.contains("[Options \"victory=body:8\"]"), "{text}");
    assert!(text.contains("[Termination \"common-victory\"]"), "{text}");
    assert!(moves.iter().any(|m| m.contains('@')), "a drop in {moves:?}");
    assert!(text.contains("{takes "), "{text}");
    let (rec, game) = replayed(&svc, &text);
    assert_eq!(rec.moves, moves);
    assert_eq!(game.rules.options.aim.body, Some(8));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, rithmo::rules::Reason::CommonVictory);
}
