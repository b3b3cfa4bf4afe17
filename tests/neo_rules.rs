//! Every rule of RULES.md 2.4 (`neo`), each on a hand-built position. The white pyramid
//! stands on g2 and the black one on a8 unless a test says otherwise.

mod common;
use common::*;
use rithmo::rules::{Color, Reason};

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn a_circle_makes_one_king_step() {
    let g = neo_game(&[("d4", "C4")], "w - -");
    assert_eq!(
        targets(&g, "d4"),
        sorted(&["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"])
    );
}

#[test]
fn a_triangle_makes_up_to_two_steps_and_may_turn() {
    let open = neo_game(&[("d4", "T6")], "w - -");
    // Every square within two king steps: a 5x5 block minus the start.
    assert_eq!(targets(&open, "d4").len(), 24);
    // Hemmed in at a1 with only b1 free: it steps to b1, then turns to c1 or c2.
    let g = neo_game(&[("a1", "T6"), ("a2", "C2"), ("b2", "C4")], "w - -");
    assert_eq!(targets(&g, "a1"), sorted(&["b1", "c1", "c2"]));
}

#[test]
fn a_square_makes_up_to_three_steps_through_empty_squares_only() {
    let g = neo_game(&[("a1", "S15"), ("a2", "C2"), ("b2", "C4")], "w - -");
    assert_eq!(
        targets(&g, "a1"),
        sorted(&["b1", "c1", "c2", "d1", "d2", "b3", "c3", "d3"])
    );
}

#[test]
fn no_piece_jumps_and_enemies_it_cannot_take_block_it() {
    // 15 shares no factor with 7: the square is walled in and a4 stays out of reach.
    let g = neo_game(
        &[
            ("a1", "S15"),
            ("a2", "c7"),
            ("b1", "c7"),
            ("b2", "c7"),
            ("a4", "c9"),
            ("h1", "C2"),
        ],
        "w - -",
    );
    assert!(targets(&g, "a1").is_empty());
    assert!(refusal(&g, "a1xa4").contains("cannot reach a4"));
}

#[test]
fn the_pyramid_cannot_move() {
    let g = neo_game(&[("h9", "c3"), ("a1", "C2")], "w - -");
    assert!(targets(&g, "g2").is_empty());
    assert_eq!(
        refusal(&g, "g2-g3"),
        "the pyramid 91 (P·91) on g2 cannot move"
    );
}

#[test]
fn a_capture_needs_a_shared_prime_factor_and_the_mover_takes_the_square() {
    let mut g = neo_game(
        &[("d4", "T6"), ("d5", "c9"), ("e5", "c25"), ("c5", "c7")],
        "w - -",
    );
    let t = targets(&g, "d4");
    assert!(t.contains(&"d5".to_string()));
    assert!(!t.contains(&"e5".to_string()) && !t.contains(&"c5".to_string()));
    assert_eq!(
        refusal(&g, "d4xe5"),
        "the triangle 6 (T·6) on d4 cannot take the black circle 25 (c·25) on e5: 6 and 25 share no prime factor"
    );
    let taken = play(&mut g, "d4xd5");
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].square.to_string(), "d5");
    assert_eq!(taken[0].piece.text(), "c9");
    assert_eq!(taken[0].how.to_string(), "gcd(6,9)=3");
    assert_eq!(g.pos.at(sq("d5")).unwrap().text(), "T6");
    assert!(g.pos.at(sq("d4")).is_none());
}

#[test]
fn seed_example_1_the_12_takes_multiples_of_2_or_3_only() {
    let g = neo_game(
        &[
            ("e6", "t12"),
            ("e7", "C8"),
            ("f7", "T9"),
            ("d7", "S25"),
            ("d6", "T49"),
            ("f6", "C2"),
            ("e5", "S15"),
        ],
        "b - -",
    );
    let captures: Vec<String> = moves(&g)
        .into_iter()
        .filter(|m| m.starts_with("e6x"))
        .collect();
    assert_eq!(captures, sorted(&["e6xe5", "e6xe7", "e6xf6", "e6xf7"]));
}

#[test]
fn a_captured_piece_turns_and_becomes_the_captors_prisoner() {
    let mut g = neo_game(&[("d4", "T6"), ("d5", "t12"), ("h9", "c9")], "w - -");
    play(&mut g, "d4xd5");
    assert_eq!(
        rithmo::rules::rfen::prisoner_list(&g.pos, Color::White),
        "T12*"
    );
    assert_eq!(g.pos.counters.halfmove, 0);
    // Taken back by Black, it is Black's own piece again, with no star.
    let mut g = neo_game(&[("d5", "T12*"), ("d6", "c9")], "b - -");
    play(&mut g, "d6xd5");
    assert_eq!(
        rithmo::rules::rfen::prisoner_list(&g.pos, Color::Black),
        "t12"
    );
}

#[test]
fn a_prisoner_is_dropped_only_on_an_empty_square_of_the_opponents_half() {
    let mut g = neo_game(&[("d6", "c9"), ("h1", "C2")], "w C9* -");
    let drops: Vec<String> = moves(&g).into_iter().filter(|m| m.contains('@')).collect();
    // Black's half: ranks 6-9 and a5-d5 = 36 squares, minus a8 (pyramid) and d6.
    assert_eq!(drops.len(), 34);
    assert!(drops.contains(&"C9@d5".to_string()));
    assert_eq!(
        refusal(&g, "C9@e5"),
        "e5 is not in the opponent's half for a drop (Black's half: ranks 6-9 and a5-d5)"
    );
    assert_eq!(
        refusal(&g, "C9@b4"),
        "b4 is not in the opponent's half for a drop (Black's half: ranks 6-9 and a5-d5)"
    );
    assert_eq!(refusal(&g, "C9@d6"), "d6 is occupied by the black circle 9");
    assert_eq!(refusal(&g, "T9@c6"), "White holds no prisoner T9");
    g.pos.counters.halfmove = 40;
    play(&mut g, "9@c6");
    assert_eq!(g.pos.at(sq("c6")).unwrap().text(), "C9*");
    assert!(g.pos.prisoners[0].is_empty());
    assert_eq!(
        g.pos.counters.halfmove, 0,
        "a drop resets the 100-ply counter"
    );
}

#[test]
fn black_drops_into_whites_half_which_includes_e5_to_h5() {
    let g = neo_game(&[("h9", "c3")], "b - c2*");
    assert!(moves(&g).contains(&"C2@e5".to_string()));
    assert_eq!(
        refusal(&g, "C2@d5"),
        "d5 is not in the opponent's half for a drop (White's half: ranks 1-4 and e5-h5)"
    );
}

#[test]
fn a_bare_value_drop_must_name_one_prisoner() {
    let g = neo_game(&[], "w T25,S25 -");
    assert_eq!(
        refusal(&g, "25@e7"),
        "25 is ambiguous: write T25@e7 or S25@e7"
    );
    let mut g = neo_game(&[], "w T25 -");
    play(&mut g, "25@e7");
    assert_eq!(g.pos.at(sq("e7")).unwrap().text(), "T25");
}

#[test]
fn a_piece_from_the_opponent_moves_only_inside_the_opponents_half() {
    // White's C9* came from Black: from d6 it may go anywhere around except e5 (White's half).
    let g = neo_game(&[("d6", "C9*")], "w - -");
    assert_eq!(
        targets(&g, "d6"),
        sorted(&["c5", "d5", "c6", "e6", "c7", "d7", "e7"])
    );
    assert!(refusal(&g, "d6-e5").contains("moves only inside Black's half; e5 is outside it"));
}

#[test]
fn the_origin_restriction_covers_the_path_too() {
    // d5 to f6 passes e5 or e6; e6 is blocked, and e5 lies in White's half.
    let foreign = neo_game(&[("d5", "T12*"), ("e6", "C4")], "w - -");
    assert!(!targets(&foreign, "d5").contains(&"f6".to_string()));
    let own = neo_game(&[("d5", "T6"), ("e6", "C4")], "w - -");
    assert!(targets(&own, "d5").contains(&"f6".to_string()));
}

#[test]
fn taking_the_pyramid_removes_it_from_the_game() {
    let mut g = neo_game(&[("b7", "C2"), ("h9", "c3")], "w - -");
    let taken = play(&mut g, "b7xa8");
    assert_eq!(taken[0].piece.text(), "p190");
    assert!(
        g.pos.prisoners[0].is_empty(),
        "a pyramid is never a prisoner"
    );
    assert!(g.pos.pyramid_of(Color::Black).is_none());
    assert_eq!(g.outcome(), None, "taking the pyramid alone does not win");
}

#[test]
fn white_pyramid_falls_only_to_multiples_of_7_or_13() {
    let g = neo_game(&[("f3", "c9"), ("h3", "c7"), ("h1", "s39")], "b - -");
    let on_g2: Vec<String> = moves(&g)
        .into_iter()
        .filter(|m| m.ends_with("xg2"))
        .collect();
    // 9 shares nothing with 91 = 7*13; 7 and 39 = 3*13 do.
    assert_eq!(on_g2, ["h1xg2", "h3xg2"]);
}

#[test]
fn balanced_spares_the_black_pyramid_from_multiples_of_2() {
    let pieces = [("b7", "C2"), ("b8", "S15"), ("h9", "c3")];
    let plain = neo_game(&pieces, "w - -");
    assert!(moves(&plain).contains(&"b7xa8".to_string()));
    let g = neo_game_with(neo_with(&["balanced=true"]), &pieces, "w - -");
    assert!(!moves(&g).contains(&"b7xa8".to_string()));
    assert!(refusal(&g, "b7xa8").contains("balanced=true"));
    assert!(
        moves(&g).contains(&"b8xa8".to_string()),
        "15 shares 5 with 190 and is odd"
    );
}

#[test]
fn both_pyramids_taken_is_a_draw_at_once() {
    let rules = neo();
    let text = rfen(9, &[("g2", "P91"), ("f3", "c7"), ("h9", "C2")], "b - -");
    let mut g = rithmo::rules::Game::from_rfen(rules, &text).unwrap();
    play(&mut g, "f3xg2");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::BothPyramidsTaken));
}

/// White has taken Black's pyramid (it is not on the board) and keeps its own on g2.
fn after_pyramid(pieces: &[(&str, &str)], rest: &str) -> rithmo::rules::Game {
    let mut all = vec![("g2", "P91"), ("h9", "c3")];
    all.extend_from_slice(pieces);
    rithmo::rules::Game::from_rfen(neo(), &rfen(9, &all, rest)).unwrap()
}

#[test]
fn a_triumph_wins_after_taking_the_pyramid() {
    let mut g = after_pyramid(&[("c7", "C4"), ("d7", "C2"), ("f6", "C6")], "w - -");
    assert_eq!(g.outcome(), None);
    play(&mut g, "f6-e7");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Color::White), Reason::Triumph));
}

#[test]
fn seed_example_2_a_geometric_triumph_in_any_order() {
    let mut g = after_pyramid(&[("c8", "C8"), ("d8", "C4"), ("f7", "C16")], "w - -");
    play(&mut g, "f7-e8");
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Triumph));
}

#[test]
fn a_musical_triumph_completed_by_a_parachuted_piece() {
    // 2, 3, 6: 6*(3-2) = 2*(6-3). The 3 is Black's circle, dropped by White.
    let mut g = after_pyramid(&[("b6", "C2"), ("b8", "C6")], "w C3* -");
    play(&mut g, "C3@b7");
    assert_eq!(g.outcome().map(|o| o.winner), Some(Some(Color::White)));
}

#[test]
fn no_triumph_while_the_enemy_pyramid_stands() {
    let mut g = neo_game(
        &[("c7", "C4"), ("d7", "C2"), ("f6", "C6"), ("h9", "c3")],
        "w - -",
    );
    play(&mut g, "f6-e7");
    assert_eq!(g.outcome(), None);
}

#[test]
fn no_triumph_outside_the_opponents_half_or_with_a_gap() {
    // c5 d5 e5: e5 belongs to White's half.
    let mut g = after_pyramid(&[("c5", "C4"), ("d5", "C2"), ("f4", "C6")], "w - -");
    play(&mut g, "f4-e5");
    assert_eq!(g.outcome(), None);
    // c7 d7 _ f7: not consecutive.
    let mut g = after_pyramid(&[("c7", "C4"), ("d7", "C2"), ("g6", "C6")], "w - -");
    play(&mut g, "g6-f7");
    assert_eq!(g.outcome(), None);
    // Three in a row but no progression: 2, 4, 5.
    let mut g = after_pyramid(&[("c7", "C4"), ("d7", "C2"), ("f6", "C5")], "w - -");
    play(&mut g, "f6-e7");
    assert_eq!(g.outcome(), None);
}

#[test]
fn a_triumph_counts_for_the_side_that_just_moved() {
    let line = [("c7", "C4"), ("d7", "C2"), ("e7", "C6")];
    // Black to move: White moved last, and its line stands.
    let g = after_pyramid(&line, "b - -");
    assert_eq!(g.outcome().map(|o| o.winner), Some(Some(Color::White)));
    // White to move: Black moved last, so White's line does not count yet.
    let g = after_pyramid(&line, "w - -");
    assert_eq!(g.outcome(), None);
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut g = neo_game(&[("a1", "C2"), ("h9", "c3")], "w - -");
    let cycle = ["a1-b1", "h9-g9", "b1-a1", "g9-h9"];
    for m in cycle {
        play(&mut g, m);
    }
    assert_eq!(g.outcome(), None, "twice is not yet a repetition");
    for m in cycle {
        play(&mut g, m);
    }
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::ThreefoldRepetition));
}

#[test]
fn a_hundred_plies_without_capture_or_drop_is_a_draw() {
    let mut g = neo_game(
        &[("a1", "C2"), ("b2", "t12"), ("h9", "c9")],
        "w - - halfmove=99",
    );
    let mut quiet = g.clone();
    play(&mut quiet, "a1-a2");
    assert_eq!(
        quiet.outcome().map(|o| o.reason),
        Some(Reason::HundredPlies)
    );
    play(&mut g, "a1xb2");
    assert_eq!(g.outcome(), None, "a capture resets the count");
    assert_eq!(g.pos.counters.halfmove, 0);
}

#[test]
fn no_legal_action_loses() {
    // White has only its immobile pyramid and no prisoner.
    let g = neo_game(&[("h9", "c3")], "w - -");
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::Black), Reason::NoLegalAction)
    );
    assert!(refusal(&g, "g2-g3").starts_with("the game is over"));
}

#[test]
fn moves_that_are_not_the_movers_are_refused_with_the_reason() {
    let g = rithmo::rules::Game::new(neo());
    assert_eq!(refusal(&g, "a4-a5"), "no piece on a4");
    assert_eq!(
        refusal(&g, "c6-c5"),
        "the circle 9 (c·9) on c6 is Black's; it is White's turn"
    );
    // Why, too: a circle makes one king step.
    assert_eq!(
        refusal(&g, "c4-c6"),
        "the circle 2 (C·2) on c4 cannot reach c6: a circle moves at most 1 king step, and c6 is 2 \
         away"
    );
    assert_eq!(refusal(&g, "c3-c4"), "c4 holds your own circle 2");
    assert_eq!(
        refusal(&g, "c4xc5"),
        "c5 is empty, so nothing is taken: write c4-c5"
    );
}
