//! The rules of RULES.md 2.1 and 4 for `classic` (seed 000) that are built so far: exact
//! straight moves, the arithmetic captures, siege and composite pyramids, each on a
//! hand-built 8x16 position, with the cases where nothing must happen. Every expected value
//! is worked out by hand in the comments from the rules, not taken from the code.

mod common;
use common::*;
use rithmo::rules::{Color, Game, Outcome, Reason, Ruleset, VariantId};

fn classic() -> Ruleset {
    Ruleset::from_names("classic", &[]).unwrap()
}

/// A `classic` game holding exactly `pieces`, with side and prisoner fields `rest`.
fn game(pieces: &[(&str, &str)], rest: &str) -> Game {
    Game::from_rfen(classic(), &rfen(16, pieces, rest)).unwrap()
}

// ---- the variant and the start ---------------------------------------------------------

#[test]
fn classic_is_offered_black_first_on_sixteen_ranks() {
    assert_eq!(VariantId::parse("Classic"), Ok(VariantId::Classic));
    assert!(VariantId::ALL.contains(&VariantId::Classic));
    assert!(VariantId::Classic.offered());
    let r = classic();
    assert_eq!((r.ranks, r.first), (16, Color::Black));
}

#[test]
fn black_moves_first_and_has_ten_moves_at_the_start() {
    let g = Game::new(classic());
    assert_eq!(g.pos.side, Color::Black);
    // Circles: c13 (c9) to b13 or c12, d13-d12, e13-e12, f13 (c3) to f12 or g13.
    // Triangles: a14 over b13 to c12, h14 over g13 to f12 (b14 and g14 are blocked by
    // circles on c13 and f13). Squares: b16 over c16, d16 to e16; g16 over f16, e16 to d16.
    // Everything else is walled in by its own army.
    assert_eq!(
        moves(&g),
        [
            "a14-c12", "b16-e16", "c13-b13", "c13-c12", "d13-d12", "e13-e12", "f13-f12", "f13-g13",
            "g16-d16", "h14-f12"
        ]
    );
}

// ---- movement --------------------------------------------------------------------------

#[test]
fn each_shape_moves_a_straight_line_of_exact_length() {
    let g = game(
        &[("d8", "C4"), ("d4", "T9"), ("e12", "S25"), ("a16", "s361")],
        "w - -",
    );
    assert_eq!(targets(&g, "d8"), ["c8", "d7", "d9", "e8"]);
    assert_eq!(targets(&g, "d4"), ["b2", "b6", "f2", "f6"]);
    // e12: three squares each way; up lands on e15, up-right on h15, up-left on b15,
    // left on b12, right on h12, down on e9, down-left b9, down-right h9.
    assert_eq!(
        targets(&g, "e12"),
        ["b12", "b15", "b9", "e15", "e9", "h12", "h15", "h9"]
    );
}

#[test]
fn no_piece_jumps_and_destinations_must_be_empty() {
    // The square on a1: a2 is its own piece (up is blocked), b2 an enemy (the diagonal is
    // blocked), d1 an enemy destination (occupied: refused). It has no move at all.
    let mut g = game(
        &[
            ("a1", "S25"),
            ("a2", "C2"),
            ("b2", "c3"),
            ("d1", "c5"),
            ("h16", "s361"),
        ],
        "w - -",
    );
    assert_eq!(targets(&g, "a1"), Vec::<String>::new());
    assert!(refusal(&g, "a1-a4").contains("in the way"));
    assert!(refusal(&g, "a1-d4").contains("in the way"));
    assert!(refusal(&g, "a1-a3").contains("exactly 3"));
    let why = refusal(&g, "a1xd1");
    assert!(why.contains("empty square"), "{why}");
    // The circle on a2 may step up to a3 but not across to b2.
    assert_eq!(targets(&g, "a2"), ["a3"]);
    // Nothing is taken on a plain move here (see the capture tests for why).
    assert!(took(&mut g, "a2-a3").is_empty());
}

#[test]
fn a_pyramid_moves_like_every_shape_it_still_holds() {
    // Complete black pyramid: circle (4 neighbours), triangle (4 two steps diagonally),
    // square (8 three steps away): 16 moves.
    let g = game(&[("e8", "p190"), ("a1", "S289")], "b - -");
    assert_eq!(
        targets(&g, "e8"),
        [
            "b11", "b5", "b8", "c10", "c6", "d8", "e11", "e5", "e7", "e9", "f8", "g10", "g6",
            "h11", "h5", "h8"
        ]
    );
    // With only its circle 16 and triangle 36 left: 4 + 4 moves, no square moves.
    let g = game(&[("e8", "p(c16,t36)"), ("a1", "S289")], "b - -");
    assert_eq!(
        targets(&g, "e8"),
        ["c10", "c6", "d8", "e7", "e9", "f8", "g10", "g6"]
    );
}

// ---- captures by one attacker ----------------------------------------------------------

#[test]
fn equality_one_attacker_that_reaches_with_the_same_value() {
    // C16 steps d4-d5 next to t16 on d6: it reaches it, 16 = 16.
    let mut g = game(&[("d4", "C16"), ("d6", "t16")], "w - -");
    assert_eq!(took(&mut g, "d4-d5"), caps(&[("d6", "t16", "16=16")]));
    assert_eq!(at(&g, "d6"), None);
    assert_eq!(at(&g, "d5").as_deref(), Some("C16"));
}

#[test]
fn multiplication_a_circle_four_squares_from_sixteen() {
    // C4 d2-d3; t16 on d6: d3, d4, d5, d6 counted both ends is 4, and 4*4 = 16.
    let mut g = game(&[("d2", "C4"), ("d6", "t16")], "w - -");
    assert_eq!(took(&mut g, "d2-d3"), caps(&[("d6", "t16", "4*4=16")]));
}

#[test]
fn multiplication_a_triangle_diagonally() {
    // t12 a7-c5 (over b6); C36 on e3 lies on its diagonal c5, d4, e3: count 3, 12*3 = 36.
    let mut g = game(&[("a7", "t12"), ("e3", "C36")], "b - -");
    assert_eq!(took(&mut g, "a7-c5"), caps(&[("e3", "C36", "12*3=36")]));
}

#[test]
fn division() {
    // t16 c9-e7 (over d8); C4 on h4: e7, f6, g5, h4 is a count of 4, and 16/4 = 4.
    let mut g = game(&[("c9", "t16"), ("h4", "C4")], "b - -");
    assert_eq!(took(&mut g, "c9-e7"), caps(&[("h4", "C4", "16/4=4")]));
}

#[test]
fn a_triangle_does_not_see_along_a_file() {
    // t12 a7-c5 with C25 on c3: same file, one empty square between, but triangles only
    // see diagonally. C25 looks back: 25*3 = 75, 25/3 is not whole. Nothing falls.
    let mut g = game(&[("a7", "t12"), ("c3", "C25")], "b - -");
    assert!(took(&mut g, "a7-c5").is_empty());
    assert_eq!(at(&g, "c3").as_deref(), Some("C25"));
    assert_eq!(at(&g, "c5").as_deref(), Some("t12"));
}

#[test]
fn a_blocked_line_takes_nothing() {
    // As the 4*4 = 16 case, but C2 stands on d5 between C4 and t16. C2 itself reaches d6
    // with 2 (2*2 = 4, 2/2 = 1): no 16, and C4 no longer sees d6. t16 sees only diagonals.
    let mut g = game(&[("d2", "C4"), ("d5", "C2"), ("d6", "t16")], "w - -");
    assert!(took(&mut g, "d2-d3").is_empty());
    assert_eq!(at(&g, "d6").as_deref(), Some("t16"));
}

// ---- captures by several attackers -----------------------------------------------------

#[test]
fn addition_of_two_attackers_that_reach() {
    // s120 a7-a4 (over a6, a5) reaches S169 on d4 three squares along rank 4; c49 on d5
    // reaches it from next door: 120 + 49 = 169.
    let mut g = game(&[("a7", "s120"), ("d5", "c49"), ("d4", "S169")], "b - -");
    assert_eq!(took(&mut g, "a7-a4"), caps(&[("d4", "S169", "120+49=169")]));
}

#[test]
fn mixing_a_product_and_a_plain_term() {
    // c25 h3-h2 reaches S289 on h1; s66 on e1 sees h1 over f1, g1 (count 4): 66*4 + 25.
    // Before the move c25 saw h1 at count 3 only (75), no sum gave 289.
    let mut g = game(&[("e1", "s66"), ("h3", "c25"), ("h1", "S289")], "b - -");
    assert_eq!(
        took(&mut g, "h3-h2"),
        caps(&[("h1", "S289", "66*4+25=289")])
    );
}

#[test]
fn subtraction_takes_the_whole_complete_pyramid() {
    // c9 d6-d5 next to P91 on d4; t100 on f6 reaches d4 over e5. 100 - 9 = 91 hits the
    // total of the complete pyramid; c9 = 9 also hits its triangle 9, but when the whole
    // can be taken the whole goes.
    let mut g = game(&[("d4", "P91"), ("d6", "c9"), ("f6", "t100")], "b - -");
    assert_eq!(took(&mut g, "d6-d5"), caps(&[("d4", "P91", "100-9=91")]));
    assert_eq!(at(&g, "d4"), None);
}

#[test]
fn captures_chain_while_new_lines_open() {
    // C4 d2-d3 takes t16 on d6 (4*4 = 16). With d6 empty, C6 on a6 sees t36 on f6 along
    // rank 6 at count 6: 6*6 = 36, taken in the next round. In the first round the t16
    // hid f6 from a6 (and C6 offered 6*4 = 24 on d6, useless).
    let mut g = game(
        &[("d2", "C4"), ("a6", "C6"), ("d6", "t16"), ("f6", "t36")],
        "w - -",
    );
    assert_eq!(
        took(&mut g, "d2-d3"),
        caps(&[("d6", "t16", "4*4=16"), ("f6", "t36", "6*6=36")])
    );
}

#[test]
fn the_opponent_then_takes_what_the_mover_left_exposed() {
    // t12 a7-c5 with C36 on c3: Black takes nothing (a triangle sees no file), then White's
    // C36 sees c5 at count 3: 36/3 = 12.
    let mut g = game(&[("a7", "t12"), ("c3", "C36")], "b - -");
    assert_eq!(took(&mut g, "a7-c5"), caps(&[("c5", "t12", "36/3=12")]));
    // The capture resets the ply counter; there are no prisoners in classic.
    assert!(g.rfen().ends_with(" w - -"), "{}", g.rfen());
}

// ---- siege -----------------------------------------------------------------------------

#[test]
fn siege_in_the_corner() {
    // C64 on a1 can only move to a2 and b1. c3 holds a2; c5 c1-b1 closes b1: both its
    // movements are blocked by enemies. No arithmetic gives 64 (3, 6, 5, 10, sums 8..16).
    let mut g = game(&[("a1", "C64"), ("a2", "c3"), ("c1", "c5")], "b - -");
    assert_eq!(took(&mut g, "c1-b1"), caps(&[("a1", "C64", "siege")]));
}

#[test]
fn a_piece_hemmed_in_partly_by_its_own_army_is_not_besieged() {
    // As above, but a2 holds White's own C2: C64 is not besieged. c5 on b1 offers 5 and 10
    // against a1, C2 does not see b1 (diagonal), C64 reaches b1 with 64: nothing at all.
    let mut g = game(&[("a1", "C64"), ("a2", "C2"), ("c1", "c5")], "b - -");
    assert!(took(&mut g, "c1-b1").is_empty());
    assert_eq!(at(&g, "a1").as_deref(), Some("C64"));
}

// ---- pyramids --------------------------------------------------------------------------

#[test]
fn a_pyramid_loses_a_component_singly() {
    // c9 d6-d5 reaches the complete P91 on d4 with 9 (and sees it with 18): its triangle 9
    // falls, reported on d4 as T9; 91 itself is not hit. The rest (1+4+16+25+36 = 82)
    // stays; it then attacks d5 only component by component (no single term gives 9).
    let mut g = game(&[("d4", "P91"), ("d6", "c9")], "b - -");
    assert_eq!(took(&mut g, "d6-d5"), caps(&[("d4", "T9", "9=9")]));
    assert_eq!(at(&g, "d4").as_deref(), Some("P(C1,C4,T16,S25,S36)"));
    assert_eq!(at(&g, "d5").as_deref(), Some("c9"));
}

#[test]
fn an_equal_ordinary_piece_is_given_up_instead_of_the_component() {
    // As above with White's T9 on h2 (off every line through d4 and d5): the T9 is given up
    // on its own square and the pyramid stays complete; the saved 9 is not attacked again.
    let mut g = game(&[("d4", "P91"), ("d6", "c9"), ("h2", "T9")], "b - -");
    assert_eq!(took(&mut g, "d6-d5"), caps(&[("h2", "T9", "9=9")]));
    assert_eq!(at(&g, "d4").as_deref(), Some("P91"));
    assert_eq!(at(&g, "h2"), None);
}

#[test]
fn a_reduced_pyramid_is_not_attacked_on_its_sum() {
    // P(C4,T9,S36) is worth 49 but no longer complete: c49 d6-d5 reaches it with 49 (and
    // sees it with 98); neither is 4, 9 or 36, and the sum 49 cannot be hit.
    let mut g = game(&[("d4", "P(C4,T9,S36)"), ("d6", "c49")], "b - -");
    assert!(took(&mut g, "d6-d5").is_empty());
    assert_eq!(at(&g, "d4").as_deref(), Some("P(C4,T9,S36)"));
}

#[test]
fn a_pyramid_that_loses_its_last_component_is_gone() {
    // Only the circle 4 is left. t12 h8-f6 (over g7) reaches d4 over e5 and sees it at
    // count 3: 12, 36 and 12/3 = 4, the circle 4. No white 4 stands elsewhere to rescue it.
    let mut g = game(&[("d4", "P(C4)"), ("h8", "t12")], "b - -");
    assert_eq!(took(&mut g, "h8-f6"), caps(&[("d4", "C4", "12/3=4")]));
    assert_eq!(at(&g, "d4"), None);
}

// ---- harmony ---------------------------------------------------------------------------

fn harmony_win(side: Color) -> Option<Outcome> {
    Some(Outcome::win(side, Reason::Harmony))
}

#[test]
fn harmony_in_a_line_with_equal_gaps_in_the_opponents_half() {
    // C6 e9-e10: C2 a10, C4 c10, C6 e10 on rank 10 (Black's half), gaps of 2 with b10, d10
    // empty, the middle value 4 in the middle: 4 - 2 = 6 - 4, arithmetic.
    let mut g = game(
        &[("a10", "C2"), ("c10", "C4"), ("e9", "C6"), ("h16", "s361")],
        "w - -",
    );
    assert!(took(&mut g, "e9-e10").is_empty());
    assert_eq!(g.outcome(), harmony_win(Color::White));
    // The members, for the picture that frames them.
    assert_eq!(members(&g), ["a10", "c10", "e10"]);
}

fn members(g: &Game) -> Vec<String> {
    rithmo::rules::victory::winning_squares(&g.rules, &g.pos)
        .iter()
        .map(|s| s.to_string())
        .collect()
}

#[test]
fn no_harmony_in_ones_own_half_or_with_unequal_gaps() {
    // The same three on rank 8, White's own half.
    let mut g = game(
        &[("a8", "C2"), ("c8", "C4"), ("e7", "C6"), ("h16", "s361")],
        "w - -",
    );
    play(&mut g, "e7-e8");
    assert_eq!(g.outcome(), None);
    // On rank 10 but C6 on f10: gaps 2 and 3.
    let mut g = game(
        &[("a10", "C2"), ("c10", "C4"), ("f9", "C6"), ("h16", "s361")],
        "w - -",
    );
    play(&mut g, "f9-f10");
    assert_eq!(g.outcome(), None);
    assert!(members(&g).is_empty());
}

#[test]
fn harmony_around_a_corner() {
    // C16 d15-d14: C8 on the corner d12, C4 two squares along its rank (b12), C16 two along
    // its file (d14), c12 and d13 empty: 8*8 = 4*16, geometric with 8 on the corner.
    let mut g = game(
        &[("b12", "C4"), ("d12", "C8"), ("d15", "C16"), ("h1", "s361")],
        "w - -",
    );
    play(&mut g, "d15-d14");
    assert_eq!(g.outcome(), harmony_win(Color::White));
    assert_eq!(members(&g), ["b12", "d12", "d14"], "end, corner, end");
}

#[test]
fn harmony_may_use_one_enemy_piece_but_not_two() {
    // C4 e9-e10 with C2 a10 and Black's c3 c10: 2, 3, 4 arithmetic with one enemy. White's
    // pieces see c3 at count 3 (2*3, 4*3, sums 18, difference 6): nothing is taken.
    let mut g = game(
        &[("a10", "C2"), ("c10", "c3"), ("e9", "C4"), ("h16", "s361")],
        "w - -",
    );
    assert!(took(&mut g, "e9-e10").is_empty());
    assert_eq!(g.outcome(), harmony_win(Color::White));
    // C36 c9-c10 between Black's t16 a10 and t56 e10: 16, 36, 56 is arithmetic but two of
    // the three are enemies. (Triangles see no rank; C36 offers 108 and 12: no captures.)
    let mut g = game(&[("a10", "t16"), ("e10", "t56"), ("c9", "C36")], "w - -");
    assert!(took(&mut g, "c9-c10").is_empty());
    assert_eq!(g.outcome(), None);
}

#[test]
fn a_harmony_after_the_movers_captures_ends_the_ply_before_the_opponents_captures() {
    // As the line harmony, with Black's t12 on f11, diagonally next to e10: it would take
    // C6 by 12/2 = 6 in Black's turn of captures, but White's harmony ends the ply first.
    // (No white piece sees f11 along a diagonal, so White takes nothing.)
    let mut g = game(
        &[
            ("a10", "C2"),
            ("c10", "C4"),
            ("e9", "C6"),
            ("f11", "t12"),
            ("h1", "s361"),
        ],
        "w - -",
    );
    assert!(took(&mut g, "e9-e10").is_empty());
    assert_eq!(at(&g, "e10").as_deref(), Some("C6"));
    assert_eq!(g.outcome(), harmony_win(Color::White));
    // Without C2 there is no harmony, and t12 takes C6 at once.
    let mut g = game(
        &[("c10", "C4"), ("e9", "C6"), ("f11", "t12"), ("h1", "s361")],
        "w - -",
    );
    assert_eq!(took(&mut g, "e9-e10"), caps(&[("e10", "C6", "12/2=6")]));
}

#[test]
fn a_pyramid_attacks_with_one_component_along_that_components_lines() {
    // Seed 000 rule 8's example: the complete p190 moves like a triangle, e8-c6 (over d7),
    // and takes with its circle 16 along the file: c6, c5, c4, c3 is a count of 4, 16/4 = 4.
    let mut g = game(&[("e8", "p190"), ("c3", "C4")], "b - -");
    assert_eq!(took(&mut g, "e8-c6"), caps(&[("c3", "C4", "16/4=4")]));
    assert_eq!(at(&g, "c6").as_deref(), Some("p190"));
}

#[test]
fn a_reduced_pyramid_falls_whole_to_siege_before_its_components() {
    // P(C4) on a1 moves only as a circle: to a2 (c3) and b1 (c5 arrives from c1): besieged.
    // Its circle 4 alone would also fall (10 - 6 = 4, from 5*2 and 3*2), but when the whole
    // can be taken the whole goes.
    let mut g = game(&[("a1", "P(C4)"), ("a2", "c3"), ("c1", "c5")], "b - -");
    assert_eq!(took(&mut g, "c1-b1"), caps(&[("a1", "P(C4)", "siege")]));
    assert_eq!(at(&g, "a1"), None);
}

#[test]
fn the_plainest_arithmetic_is_reported() {
    // c7 d7-d6 lands next to C2 (d5) and two squares diagonally from T9 (f4, over e5). White
    // could write 2*2 + 9/3 = 7 (counts 2 and 3), but both reach d6, and with plain values
    // 9 - 2 = 7: that is reported. (Black's c7 offers 7 and 14 against C2: nothing.)
    let mut g = game(&[("d7", "c7"), ("d5", "C2"), ("f4", "T9")], "b - -");
    assert_eq!(took(&mut g, "d7-d6"), caps(&[("d6", "c7", "9-2=7")]));
}

#[test]
fn a_pyramid_joins_a_harmony_with_a_component_or_its_complete_total() {
    // C6 e9-e10: C2 a10, P91 c10, C6 e10; the pyramid's circle 4 makes 2 4 6 arithmetic.
    let mut g = game(&[("a10", "C2"), ("c10", "P91"), ("e9", "C6")], "w - -");
    play(&mut g, "e9-e10");
    assert_eq!(g.outcome(), harmony_win(Color::White));
    // S169 e13-e10 (over e12, e11): T49 a10, P91 c10, S169 e10; 91*91 = 8281 = 49*169,
    // geometric with the complete total in the middle.
    let mut g = game(&[("a10", "T49"), ("c10", "P91"), ("e13", "S169")], "w - -");
    play(&mut g, "e13-e10");
    assert_eq!(g.outcome(), harmony_win(Color::White));
    // With P(C1,T9,S25,S36) instead (reduced: its sum 71 would not count anyway), and s361
    // on h1 to keep Black able to move: with 49 and 169 at the ends the middle must be 109
    // (arithmetic), 91 (geometric) or about 76 (musical, 2*49*169/218); the parts left are
    // 1, 9, 25 and 36. No harmony.
    let mut g = game(
        &[
            ("a10", "T49"),
            ("c10", "P(C1,T9,S25,S36)"),
            ("e13", "S169"),
            ("h1", "s361"),
        ],
        "w - -",
    );
    play(&mut g, "e13-e10");
    assert_eq!(g.outcome(), None);
}
