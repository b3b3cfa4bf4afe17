//! The rules of RULES.md 2.2 and 4 for `heligon` (seed 001), each on a hand-built 8x16
//! position, with the cases where nothing must happen. Every expected value is worked out by
//! hand in the comments from the rules, not taken from the code.

mod common;
use common::*;
use rithmo::rules::{rfen, Color, Game, Outcome, Reason, Ruleset, VariantId};

fn heligon_with(options: &[&str]) -> Ruleset {
    let opts: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    Ruleset::from_names("heligon", &opts).unwrap()
}

fn heligon() -> Ruleset {
    heligon_with(&[])
}

/// A `heligon` game holding exactly `pieces`, with side, prisoner and key fields `rest`.
fn game_with(options: &[&str], pieces: &[(&str, &str)], rest: &str) -> Game {
    Game::from_rfen(heligon_with(options), &rfen(16, pieces, rest)).unwrap()
}

fn game(pieces: &[(&str, &str)], rest: &str) -> Game {
    game_with(&[], pieces, rest)
}

/// The RFEN fields after the board: side, prisoners, keys.
fn tail(game: &Game) -> String {
    let text = game.rfen();
    text.split_once(' ').unwrap().1.to_string()
}

// ---- the variant and the start ---------------------------------------------------------

#[test]
fn heligon_starts_like_classic_with_black_first() {
    assert_eq!(VariantId::parse("Heligon"), Ok(VariantId::Heligon));
    let g = Game::new(heligon());
    assert_eq!(g.pos.side, Color::Black);
    assert_eq!(
        g.rfen(),
        Game::new(Ruleset::from_names("classic", &[]).unwrap()).rfen()
    );
    // The same ten moves as classic (classic_rules.rs works them out square by square).
    assert_eq!(
        moves(&g),
        [
            "a14-c12", "b16-e16", "c13-b13", "c13-c12", "d13-d12", "e13-e12", "f13-f12", "f13-g13",
            "g16-d16", "h14-f12"
        ]
    );
}

#[test]
fn options_and_keys_round_trip_and_bad_ones_are_refused() {
    let r = heligon_with(&["victory=Great+body", "ambush=all", "pyramid_first=true"]);
    assert_eq!(
        r.option_texts(),
        ["victory=great+body:12", "ambush=all", "pyramid_first=true"]
    );
    assert!(heligon().option_texts().is_empty());
    let bad = |o: &str| {
        Ruleset::from_names("heligon", &[o.to_string()])
            .unwrap_err()
            .to_string()
    };
    assert!(bad("ambush=some").contains("ambush=all"));
    assert!(bad("victory=small+excellent").contains("one proper victory"));
    assert!(bad("rows=true").contains("unknown option"));
    // The tallies travel in RFEN, printed in alphabetical order; other variants refuse them.
    let text = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,7 w - - wlawsuit=3 bbody=1 wgoods=45 wbody=2";
    let pos = rfen::parse(text, &heligon()).unwrap();
    assert_eq!(
        rfen::format(&pos),
        "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,7 w - - bbody=1 wbody=2 wgoods=45 wlawsuit=3"
    );
    assert!(
        rfen::parse(text, &Ruleset::from_names("classic", &[]).unwrap())
            .unwrap_err()
            .to_string()
            .contains("unknown key 'wlawsuit'")
    );
    assert!(rfen::parse(&text.replace("wbody", "wvalue"), &heligon())
        .unwrap_err()
        .to_string()
        .contains("unknown key 'wvalue'"));
}

// ---- meeting ---------------------------------------------------------------------------

#[test]
fn meeting_takes_an_equal_value_the_captor_reaches_and_the_square_stays_empty() {
    // Black's circle 9 steps d8-d7; from d7 it reaches d6 (one step down), where White's
    // triangle 9 stands: a meeting. The mover's captures move nobody: d6 stays empty. The
    // triangle turns black (t·9*) and joins Black's prisoners; Black's tallies: 1 piece,
    // goods 9, 1 digit.
    let mut g = game(&[("d6", "T9"), ("d8", "c9"), ("a1", "C2")], "b - -");
    assert_eq!(took(&mut g, "d8-d7"), caps(&[("d6", "T9", "meeting 9=9")]));
    assert_eq!(at(&g, "d6"), None);
    assert_eq!(at(&g, "d7").as_deref(), Some("c9"));
    assert_eq!(tail(&g), "w - t9* bbody=1 bgoods=9 blawsuit=1");
}

#[test]
fn no_meeting_without_reach_or_with_unequal_values() {
    // d7's circle 9 reaches c7, e7, d6, d8 only: White's triangle 9 on e6 is diagonal to it
    // (no reach), the circle 4 on d6 is reached but not equal. Neither is an assault (no
    // empty square between). White's pieces do not reach d7 with 9 either (the triangle
    // reaches c4, c8, g4, g8), and 4 and 9 are no ambush (one of them does not reach d7).
    let mut g = game(&[("e6", "T9"), ("d6", "C4"), ("d8", "c9")], "b - -");
    assert!(took(&mut g, "d8-d7").is_empty());
    assert_eq!(tail(&g), "w - - halfmove=1");
}

#[test]
fn a_pyramid_meets_with_its_reduced_sum_and_with_one_component() {
    // White's pyramid reduced to C1 and C4 is worth 1 + 4 = 5 and moves as a circle: d4-d5
    // brings it next to Black's circle 5 on e5, which it reaches: a meeting at the sum. The
    // 5 turns white (C·5*).
    let mut g = game(&[("d4", "P(C1,C4)"), ("e5", "c5")], "w - -");
    assert_eq!(took(&mut g, "d4-d5"), caps(&[("e5", "c5", "meeting 5=5")]));
    assert_eq!(tail(&g), "b C5* - wbody=1 wgoods=5 wlawsuit=1");
    // Black's complete pyramid steps down as its circle 16 (d11-d10) and reaches d9 with that
    // circle: White's circle 16 falls to the component alone.
    let mut g = game(&[("d11", "p190"), ("d9", "C16")], "b - -");
    assert_eq!(
        took(&mut g, "d11-d10"),
        caps(&[("d9", "C16", "meeting 16=16")])
    );
}

// ---- ambush ----------------------------------------------------------------------------

#[test]
fn ambush_by_the_sum_or_difference_of_two_pieces_that_both_reach() {
    // c7's triangle 16 reaches e5 over d6; after e7-e6 the circle 9 reaches e5 too:
    // 16 + 9 = 25 takes White's triangle 25. (No assault: 16 and 25 with one square between
    // is not 25 = 16 x 1.) Both captors stay where they are.
    let mut g = game(&[("e5", "T25"), ("e7", "c9"), ("c7", "t16")], "b - -");
    assert_eq!(
        took(&mut g, "e7-e6"),
        caps(&[("e5", "T25", "ambush 16+9=25")])
    );
    assert_eq!(
        (
            at(&g, "c7").as_deref(),
            at(&g, "e6").as_deref(),
            at(&g, "e5")
        ),
        (Some("t16"), Some("c9"), None)
    );
    // The same with a circle 25 and a target 9: 25 - 16 = 9.
    let mut g = game(&[("e5", "T9"), ("e7", "c25"), ("c7", "t16")], "b - -");
    assert_eq!(
        took(&mut g, "e7-e6"),
        caps(&[("e5", "T9", "ambush 25-16=9")])
    );
}

#[test]
fn no_ambush_when_only_one_piece_reaches() {
    // From b8 the triangle 16 reaches d6, not e5 (it sees e5 along the diagonal over c7 and
    // d6, but 2 empty squares make 16 x 2 = 32, not 25). Only the circle 9 reaches e5.
    let mut g = game(&[("e5", "T25"), ("e7", "c9"), ("b8", "t16")], "b - -");
    assert!(took(&mut g, "e7-e6").is_empty());
}

#[test]
fn ambush_all_adds_product_and_quotient() {
    // Circle 3 (after e7-e6) and triangle 12 (from c7 over d6) both reach e5: 12 + 3 = 15
    // and 12 - 3 = 9, so by default nothing falls; with ambush=all 12 x 3 = 36 takes a circle
    // 36 and 12 / 3 = 4 a circle 4.
    for (target, how) in [("C36", "ambush 12*3=36"), ("C4", "ambush 12/3=4")] {
        let pieces = [("e5", target), ("e7", "c3"), ("c7", "t12")];
        let mut g = game(&pieces, "b - -");
        assert!(took(&mut g, "e7-e6").is_empty(), "{target} by default");
        let mut g = game_with(&["ambush=all"], &pieces, "b - -");
        assert_eq!(took(&mut g, "e7-e6"), caps(&[("e5", target, how)]));
    }
}

// ---- assault ---------------------------------------------------------------------------

#[test]
fn assault_along_a_line_by_the_count_of_empty_squares_between() {
    // The triangle 12 goes b10-d8; down the d file d7, d6, d5 are empty and White's circle 4
    // stands on d4: 3 empty squares, 12 = 4 x 3.
    let mut g = game(&[("d4", "C4"), ("b10", "t12")], "b - -");
    assert_eq!(
        took(&mut g, "b10-d8"),
        caps(&[("d4", "C4", "assault 12/3=4")])
    );
    assert_eq!(tail(&g), "w - c4* bbody=1 bgoods=4 blawsuit=1");
    // Whatever its shape: a circle 5 on a9 sees f4 along the diagonal over b8, c7, d6, e5:
    // 5 x 4 = 20 takes White's triangle 20.
    let mut g = game(&[("f4", "T20"), ("a10", "c5")], "b - -");
    assert_eq!(
        took(&mut g, "a10-a9"),
        caps(&[("f4", "T20", "assault 5*4=20")])
    );
    // Equal values with exactly one empty square between: times 1.
    let mut g = game(&[("d5", "T9"), ("e7", "c9")], "b - -");
    assert_eq!(
        took(&mut g, "e7-d7"),
        caps(&[("d5", "T9", "assault 9*1=9")])
    );
}

#[test]
fn no_assault_when_blocked_adjacent_or_counted_wrong() {
    // The circle 2 on d6 stands between d8 and d4: the line to the 4 is not empty (and
    // 12 and 2 with one square between is not 12 = 2 x 1).
    let mut g = game(&[("d4", "C4"), ("d6", "C2"), ("b10", "t12")], "b - -");
    assert!(took(&mut g, "b10-d8").is_empty());
    // Two empty squares (d6, d5) between 12 and 4: 4 x 2 = 8, not 12.
    let mut g = game(&[("d4", "C4"), ("b9", "t12")], "b - -");
    assert!(took(&mut g, "b9-d7").is_empty());
    // Neighbours have no square between them: a 9 next to a 9 along a diagonal (neither
    // reaches the other: the circle reaches d7, f7, e6, e8, the triangle b4, f4, b8, f8)
    // takes nothing.
    let mut g = game(&[("d6", "T9"), ("e8", "c9")], "b - -");
    assert!(took(&mut g, "e8-e7").is_empty());
}

// ---- siege -----------------------------------------------------------------------------

#[test]
fn siege_as_in_classic_and_not_when_one_blocker_is_its_own() {
    // White's circle 4 in the corner a1 moves to a2 or b1 only; after b2-b1 both are Black's.
    let mut g = game(&[("a1", "C4"), ("a2", "c7"), ("b2", "c5")], "b - -");
    assert_eq!(took(&mut g, "b2-b1"), caps(&[("a1", "C4", "siege")]));
    assert_eq!(tail(&g), "w - c4* bbody=1 bgoods=4 blawsuit=1");
    // With White's own circle 2 on a2 it is hemmed in partly by its own army: no siege.
    let mut g = game(&[("a1", "C4"), ("a2", "C2"), ("b2", "c5")], "b - -");
    assert!(took(&mut g, "b2-b1").is_empty());
}

// ---- pyramids --------------------------------------------------------------------------

#[test]
fn a_reduced_pyramid_falls_whole_at_its_sum_and_is_no_prisoner() {
    // P(C4,T9,S36) is worth 4 + 9 + 36 = 49; Black's circle 49 reaches it after e7-e6.
    let mut g = game(&[("e5", "P(C4,T9,S36)"), ("e7", "c49")], "b - -");
    assert_eq!(
        took(&mut g, "e7-e6"),
        caps(&[("e5", "P(C4,T9,S36)", "meeting 49=49")])
    );
    assert_eq!(at(&g, "e5"), None);
    // No prisoner; the tallies count one piece worth its current sum.
    assert_eq!(tail(&g), "w - - bbody=1 bgoods=49 blawsuit=2");
}

#[test]
fn a_component_falls_alone_without_rescue_and_is_no_prisoner() {
    // Black's circle 9 reaches e4 after e6-e5: the pyramid's triangle 9 falls. In classic
    // White's triangle 9 on a1 would be given up instead; here there is no rescue.
    let mut g = game(&[("e4", "P91"), ("a1", "T9"), ("e6", "c9")], "b - -");
    assert_eq!(took(&mut g, "e6-e5"), caps(&[("e4", "T9", "meeting 9=9")]));
    assert_eq!(at(&g, "e4").as_deref(), Some("P(C1,C4,T16,S25,S36)"));
    assert_eq!(at(&g, "a1").as_deref(), Some("T9"));
    assert_eq!(tail(&g), "w - - bbody=1 bgoods=9 blawsuit=1");
}

// ---- the opponent's captures before its move: the captor steps in ----------------------

#[test]
fn a_piece_left_exposed_is_taken_and_the_single_captor_steps_onto_its_square() {
    // Black's triangle 16 goes b8-d6, next to White's circle 16 on d5. Black takes nothing
    // (the triangle reaches b4, f4, f8, b8; neighbours are no assault). Then White's circle
    // reaches d6 with 16: a meeting before White's own move, so the circle steps onto d6.
    let mut g = game(&[("d5", "C16"), ("b8", "t16")], "b - -");
    assert_eq!(
        took(&mut g, "b8-d6"),
        caps(&[("d6", "t16", "meeting 16=16 (d5 steps in)")])
    );
    assert_eq!((at(&g, "d5"), at(&g, "d6").as_deref()), (None, Some("C16")));
    assert_eq!(tail(&g), "w T16* - wbody=1 wgoods=16 wlawsuit=2");
}

#[test]
fn a_captor_steps_at_most_once_per_round() {
    // White's square 81 on d4 reaches d7 (over d5, d6) and g7 (over e5, f6). After d8-d7
    // Black's circle 81 and triangle 81* both stand there; Black takes nothing (circle and
    // triangle do not reach d4; 2 empty squares make 81 x 2, not 81). White meets both; the
    // square steps onto the first in square order, d7; g7 is left empty.
    let mut g = game(&[("d4", "S81"), ("g7", "t81*"), ("d8", "c81")], "b - -");
    assert_eq!(
        took(&mut g, "d8-d7"),
        caps(&[
            ("d7", "c81", "meeting 81=81 (d4 steps in)"),
            ("g7", "t81*", "meeting 81=81"),
        ])
    );
    assert_eq!(
        (at(&g, "d4"), at(&g, "d7").as_deref(), at(&g, "g7")),
        (None, Some("S81"), None)
    );
    // Black's own triangle 81 was White's: taken back, it is White's plain T81 again.
    assert_eq!(tail(&g), "w C81*,T81 - wbody=2 wgoods=162 wlawsuit=4");
}

#[test]
fn after_an_ambush_before_the_move_nobody_steps() {
    // Black's circle 9 steps g10-f10 and takes nothing: it reaches f11 (White's 16) and
    // f9, e10, g10; the triangle 25 on d8 is one empty square (e9) away along the diagonal
    // (25 is not 9 x 1); neighbours are no assault. White's circle 16 (f11) and triangle 25
    // (d8, over e9) both reach f10: 25 - 16 = 9, an ambush, after which nobody moves.
    let mut g = game(&[("f11", "C16"), ("d8", "T25"), ("g10", "c9")], "b - -");
    assert_eq!(
        took(&mut g, "g10-f10"),
        caps(&[("f10", "c9", "ambush 25-16=9")])
    );
    // Nobody moves onto f10.
    assert_eq!(
        (
            at(&g, "f10"),
            at(&g, "f11").as_deref(),
            at(&g, "d8").as_deref()
        ),
        (None, Some("C16"), Some("T25"))
    );
}

#[test]
fn a_component_taken_before_the_move_leaves_its_pyramid_standing_and_nobody_steps() {
    // Black's pyramid steps d12-d11 as its circle 16. It takes nothing: it reaches d8
    // (as a square, over d10 and d9) only with its sum 190 or its squares 49 and 64, not 25;
    // 2 empty squares between are no assault for 25 against 190, 16, 25, 36, 49 or 64
    // (x 2 or / 2). White's square 25 reaches d11 and meets the pyramid's triangle 25: the
    // component falls, the pyramid stays on d11, so nobody steps in.
    let mut g = game(&[("d8", "S25"), ("d12", "p190")], "b - -");
    assert_eq!(
        took(&mut g, "d12-d11"),
        caps(&[("d11", "t25", "meeting 25=25")])
    );
    assert_eq!(at(&g, "d11").as_deref(), Some("p(c16,t36,s49,s64)"));
    assert_eq!(at(&g, "d8").as_deref(), Some("S25"));
    assert_eq!(tail(&g), "w - - wbody=1 wgoods=25 wlawsuit=2");
}

// ---- prisoners -------------------------------------------------------------------------

#[test]
fn prisoners_enter_on_an_empty_square_of_ones_own_half_and_captures_follow() {
    // Black holds White's circle 4 (c·4*). It may enter it on any empty square of ranks 9-16
    // (64 squares, 2 occupied: 62), not on White's half.
    let g = game(&[("e11", "C4"), ("a16", "c3")], "b - c4*");
    let drops: Vec<String> = moves(&g).into_iter().filter(|m| m.contains('@')).collect();
    assert_eq!(drops.len(), 62);
    assert!(drops.iter().all(|d| d[4..].parse::<u8>().unwrap() >= 9));
    assert_eq!(
        refusal(&g, "C4@e5"),
        "e5 is not in your own half for a drop (Black's half: ranks 9-16)"
    );
    // Entered on e12 the circle 4 reaches e11: it meets White's circle 4, which turns black.
    let mut g = g;
    assert_eq!(
        took(&mut g, "C4@e12"),
        caps(&[("e11", "C4", "meeting 4=4")])
    );
    assert_eq!(at(&g, "e12").as_deref(), Some("c4*"));
    assert_eq!(tail(&g), "w - c4* bbody=1 bgoods=4 blawsuit=1");
}

#[test]
fn an_entered_piece_moves_freely_into_the_opponents_half() {
    let g = game(&[("e9", "c4*"), ("a1", "C2")], "b - -");
    assert_eq!(targets(&g, "e9"), ["d9", "e10", "e8", "f9"]);
}

// ---- victories -------------------------------------------------------------------------

fn result(g: &Game) -> Option<Outcome> {
    g.outcome()
}

#[test]
fn small_victory_three_pieces_in_a_line_in_the_opponents_half() {
    // 2 4 6 (arithmetic) on a10, c10, e10, gaps of 2 with b10 and d10 empty, in Black's half.
    let pieces = [("a10", "C2"), ("c10", "C4"), ("e9", "C6"), ("h16", "c3")];
    let mut g = game(&pieces, "w - -");
    assert_eq!(result(&g), None);
    play(&mut g, "e9-e10");
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::SmallVictory))
    );
    // Standing there with White to move (Black moved last), it is not White's win.
    let g = game(
        &[("a10", "C2"), ("c10", "C4"), ("e10", "C6"), ("h16", "c3")],
        "w - -",
    );
    assert_eq!(result(&g), None);
}

#[test]
fn small_victory_with_one_enemy_member_around_a_corner_and_not_with_two() {
    // Black's 3 on a12 with White's 4 (c·12) and 6 (e11-e12): musical 3 4 6, two own members.
    let mut g = game(&[("a12", "c3"), ("c12", "C4"), ("e11", "C6")], "w - -");
    assert!(took(&mut g, "e11-e12").is_empty());
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::SmallVictory))
    );
    // Around a corner: 4 on the corner c10, 2 on its rank (a10), 6 on its file (c12 from
    // c13), both 2 squares away.
    let mut g = game(&[("a10", "C2"), ("c10", "C4"), ("c13", "C6")], "w - -");
    play(&mut g, "c13-c12");
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::SmallVictory))
    );
    // Black's 3 moving a6-a5 in White's half beside White's 4 and 6: only one member is
    // Black's, so it is no win for Black.
    let mut g = game(&[("a6", "c3"), ("c5", "C4"), ("e5", "C6")], "b - -");
    assert!(took(&mut g, "a6-a5").is_empty());
    assert_eq!(result(&g), None);
}

#[test]
fn excellent_victory_with_the_seeds_3_4_6_9_in_a_line_and_on_a_square() {
    // 3 4 6 9: 3 4 6 musical (6 x 1 = 3 x 2), 3 6 9 arithmetic, 4 6 9 geometric (36 = 36),
    // 3 4 9 none: all three kinds. In a line, rising, equal gaps of 2: Black's 3 on a13,
    // White's 4 (c·13), 6 (e13) and the triangle 9 entering g13 from e11 (over f12).
    for victory in ["victory=small", "victory=great", "victory=excellent"] {
        let pieces = [("a13", "c3"), ("c13", "C4"), ("e13", "C6"), ("e11", "T9")];
        let mut g = game_with(&[victory], &pieces, "w - -");
        assert!(took(&mut g, "e11-g13").is_empty());
        assert_eq!(
            result(&g),
            Some(Outcome::win(Color::White, Reason::ExcellentVictory)),
            "{victory}"
        );
    }
    // On the corners of a square b10 d10 b12 d12 (sides c10, b11, d11, c12 empty), values in
    // any arrangement: 3 (Black's) on b10, 6 on d10, 4 on b12, 9 entering d12 from f10.
    let pieces = [("b10", "c3"), ("d10", "C6"), ("b12", "C4"), ("f10", "T9")];
    let mut g = game_with(&["victory=excellent"], &pieces, "w - -");
    assert_eq!(result(&g), None);
    play(&mut g, "f10-d12");
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::ExcellentVictory))
    );
}

#[test]
fn great_victory_needs_two_kinds_and_excellent_three() {
    // 2 4 6 8: 2 4 6 and 4 6 8 arithmetic, 2 4 8 geometric, 2 6 8 none; no musical triple
    // (6 x 2 != 2 x 2, 8 x 2 != 4 x 2, 8 x 2 != 2 x 4): two kinds, a great victory.
    let pieces = [
        ("a10", "C2"),
        ("c10", "C4"),
        ("e10", "C6"),
        ("g9", "C8"),
        ("h16", "c3"),
    ];
    let mut g = game_with(&["victory=excellent"], &pieces, "w - -");
    play(&mut g, "g9-g10");
    assert_eq!(result(&g), None);
    let mut g = game_with(&["victory=great"], &pieces, "w - -");
    play(&mut g, "g9-g10");
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::GreatVictory))
    );
    // Played for a small victory, the greater one is reported.
    let mut g = game(&pieces, "w - -");
    play(&mut g, "g9-g10");
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::GreatVictory))
    );
    // Out of value order along the line (2 4 8 6): no four-piece victory. The small one on
    // a10 c10 e10 (2 4 8, geometric) does not count in a game played for a great one.
    let pieces = [
        ("a10", "C2"),
        ("c10", "C4"),
        ("e10", "C8"),
        ("g9", "C6"),
        ("h16", "c3"),
    ];
    let mut g = game_with(&["victory=great"], &pieces, "w - -");
    play(&mut g, "g9-g10");
    assert_eq!(result(&g), None);
}

#[test]
fn pyramid_first_holds_a_proper_victory_back_until_the_enemy_pyramid_is_taken() {
    let pieces =
        |black: &'static str| vec![("a10", "C2"), ("c10", "C4"), ("e9", "C6"), ("h16", black)];
    let mut g = game_with(&["pyramid_first=true"], &pieces("p190"), "w - -");
    play(&mut g, "e9-e10");
    assert_eq!(result(&g), None);
    let mut g = game_with(&["pyramid_first=true"], &pieces("c3"), "w - -");
    play(&mut g, "e9-e10");
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::SmallVictory))
    );
}

#[test]
fn a_win_after_the_movers_captures_ends_the_ply() {
    // White completes 2 4 6 with e9-e10; Black's circles 9 (e11) and 3 (f10) both reach e10
    // and 9 - 3 = 6 would ambush White's 6 before Black's move. White takes nothing (6
    // reaches e11 and f10, but 6 is neither 9 nor 3; its other pieces do not reach them).
    let pieces = [
        ("a10", "C2"),
        ("c10", "C4"),
        ("e9", "C6"),
        ("e11", "c9"),
        ("f10", "c3"),
    ];
    let mut g = game(&pieces, "w - -");
    assert!(took(&mut g, "e9-e10").is_empty());
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::SmallVictory))
    );
    // Played for goods only, the harmony wins nothing and Black's ambush follows.
    let mut g = game_with(&["victory=goods:1000"], &pieces, "w - -");
    assert_eq!(
        took(&mut g, "e9-e10"),
        caps(&[("e10", "C6", "ambush 9-3=6")])
    );
    assert_eq!(result(&g), None);
}

#[test]
fn common_victories_count_pieces_values_and_digits() {
    // The meeting of the first test: Black takes a 9 (1 piece, goods 9, 1 digit).
    let pieces = [("d6", "T9"), ("d8", "c9"), ("a1", "C2")];
    let black_wins = Some(Outcome::win(Color::Black, Reason::CommonVictory));
    for (victory, expected) in [
        ("victory=body:1", black_wins),
        ("victory=goods:9", black_wins),
        ("victory=goods:10", None),
        ("victory=lawsuit:1", black_wins),
        ("victory=body:1+goods:10", None),
        ("victory=body:1+lawsuit:1", black_wins),
        // A proper victory joined with a common one needs both.
        ("victory=small+body:1", None),
    ] {
        let mut g = game_with(&[victory], &pieces, "b - -");
        play(&mut g, "d8-d7");
        assert_eq!(result(&g), expected, "{victory}");
    }
    // Thresholds are checked for both sides, the side that moved last first.
    let both = "wbody=12 bbody=12";
    let g = game_with(
        &["victory=body"],
        &[("a1", "C2"), ("h16", "c3")],
        &format!("w - - {both}"),
    );
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::Black, Reason::CommonVictory))
    );
    let g = game_with(
        &["victory=body"],
        &[("a1", "C2"), ("h16", "c3")],
        &format!("b - - {both}"),
    );
    assert_eq!(
        result(&g),
        Some(Outcome::win(Color::White, Reason::CommonVictory))
    );
    let g = game_with(
        &["victory=body"],
        &[("a1", "C2"), ("h16", "c3")],
        "b - - wbody=11",
    );
    assert_eq!(result(&g), None);
}

// ---- more on pyramids, reports and counters -----------------------------------------------

#[test]
fn a_pyramid_whose_sum_and_component_fall_at_once_goes_whole() {
    // After e6-e5 Black's circle 9 reaches e4 and meets the pyramid's triangle 9; the
    // triangle 100 on c6 reaches e4 over d5, and 100 - 9 = 91, the complete pyramid's sum:
    // the whole pyramid goes (one capture, no prisoner), not the component.
    let mut g = game(&[("e4", "P91"), ("e6", "c9"), ("c6", "t100")], "b - -");
    assert_eq!(
        took(&mut g, "e6-e5"),
        caps(&[("e4", "P91", "ambush 100-9=91")])
    );
    assert_eq!(tail(&g), "w - - bbody=1 bgoods=91 blawsuit=2");
}

#[test]
fn a_reduced_pyramid_is_besieged_whole() {
    // White's pyramid of two circles (1 + 4 = 5) in the corner a1 moves to a2 or b1 only;
    // after b2-b1 both hold Black's pieces: a siege of the whole. (The circles 7 and 3 also
    // reach a1 and 7 - 3 = 4 would ambush the component C4: the whole goes instead.)
    let mut g = game(&[("a1", "P(C1,C4)"), ("a2", "c7"), ("b2", "c3")], "b - -");
    assert_eq!(took(&mut g, "b2-b1"), caps(&[("a1", "P(C1,C4)", "siege")]));
    assert_eq!(tail(&g), "w - - bbody=1 bgoods=5 blawsuit=1");
}

#[test]
fn a_piece_that_falls_to_a_single_captor_and_to_an_ambush_falls_to_the_single_captor() {
    // As in the stepping test, Black's triangle 16 goes b8-d6 beside White's circle 16 (d5);
    // White's circle 36 (e6) and triangle 20 (f4, over e5) also reach d6, and 36 - 20 = 16.
    // Black takes nothing (its triangle reaches f4, but 16 is not 20; 20 and 16 with one
    // square between are no assault). White's circle 16 takes it by meeting and steps in.
    let pieces = [("d5", "C16"), ("e6", "C36"), ("f4", "T20"), ("b8", "t16")];
    let mut g = game(&pieces, "b - -");
    assert_eq!(
        took(&mut g, "b8-d6"),
        caps(&[("d6", "t16", "meeting 16=16 (d5 steps in)")])
    );
    assert_eq!(at(&g, "d6").as_deref(), Some("C16"));
}

#[test]
fn a_drop_resets_the_halfmove_counter_and_x_to_an_empty_square_is_refused() {
    let mut g = game(&[("h1", "C2"), ("d8", "c9")], "b - c4* halfmove=7");
    assert_eq!(
        refusal(&g, "d8xd7"),
        "d7 is empty, so nothing is taken: write d8-d7"
    );
    assert!(took(&mut g, "C4@a12").is_empty());
    assert_eq!(tail(&g), "w - -");
    assert_eq!(at(&g, "a12").as_deref(), Some("c4*"));
}

#[test]
fn no_arrangement_with_too_many_enemies_a_blocked_side_unequal_gaps_or_the_wrong_corner() {
    let excellent = |pieces: &[(&str, &str)], mv: &str| {
        let mut g = game_with(&["victory=excellent"], pieces, "w - -");
        play(&mut g, mv);
        result(&g)
    };
    // 3 4 6 9 in a line, but the 6 on e13 is Black's (c6*, a prisoner entered): two enemy
    // members of four.
    let pieces = [("a13", "c3"), ("c13", "C4"), ("e13", "c6*"), ("e11", "T9")];
    assert_eq!(excellent(&pieces, "e11-g13"), None);
    // The last gap is 3 (e13 to h13), not 2: the triangle 9 enters h13 from f11 over g12.
    let pieces = [("a13", "c3"), ("c13", "C4"), ("e13", "C6"), ("f11", "T9")];
    assert_eq!(excellent(&pieces, "f11-h13"), None);
    // The square b10 d10 b12 d12 with White's circle 2 on c12, on its upper side.
    let pieces = [
        ("b10", "c3"),
        ("d10", "C6"),
        ("b12", "C4"),
        ("c12", "C2"),
        ("f10", "T9"),
    ];
    assert_eq!(excellent(&pieces, "f10-d12"), None);
    // Around a corner the middle value must stand on the corner: 6 on c10 with 2 (a10) and
    // 4 (c·12) is no small victory.
    let pieces = [("a10", "C2"), ("c10", "C6"), ("c13", "C4"), ("h16", "c3")];
    let mut g = game(&pieces, "w - -");
    play(&mut g, "c13-c12");
    assert_eq!(result(&g), None);
}
