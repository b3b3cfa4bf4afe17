//! Every rule of RULES.md 2.3 (`simple`, seed 002), each on a hand-built 8x16 position,
//! with the cases where nothing must happen. Expected values are worked out by hand in the
//! comments. Spare pieces in far corners keep both sides able to move.

mod common;
use common::*;
use rithmo::rules::{rfen, Color, Game, Outcome, Reason, Ruleset};

fn simple_with(options: &[&str]) -> Ruleset {
    let opts: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    Ruleset::from_names("simple", &opts).unwrap()
}

/// A `simple` game holding `pieces` plus a spare on each side (White h1, Black h16).
fn game_with(options: &[&str], pieces: &[(&str, &str)], rest: &str) -> Game {
    let mut all = vec![("h1", "S289"), ("h16", "s361")];
    all.extend_from_slice(pieces);
    Game::from_rfen(simple_with(options), &rfen(16, &all, rest)).unwrap()
}

fn game(pieces: &[(&str, &str)], rest: &str) -> Game {
    game_with(&[], pieces, rest)
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn one(square: &str, piece: &str, how: &str) -> Vec<(String, String, String)> {
    vec![(square.into(), piece.into(), how.into())]
}

/// The `key=value` fields of the position's RFEN.
fn fields(game: &Game) -> String {
    let text = game.rfen();
    text.split(' ').skip(4).collect::<Vec<_>>().join(" ")
}

// ---- the start -------------------------------------------------------------------------

#[test]
fn white_moves_first_and_has_thirty_moves_at_the_start() {
    let g = Game::new(simple_with(&[]));
    assert_eq!(g.pos.side, Color::White);
    // Counted by hand: the rank-4 circles (4 + 3 + 3 + 4), the rank-3 triangles
    // (2 + 3 + 3 + 2), the rank-2 triangles stepping down to rank 1 and turning, and the
    // squares b1 and g1 sliding four squares along rank 1. Nothing else can leave.
    let expected = sorted(&[
        "c4-c6", "c4-b5", "c4-d5", "c4-a4", "d4-d6", "d4-c5", "d4-e5", "e4-e6", "e4-d5", "e4-f5",
        "f4-f6", "f4-e5", "f4-g5", "f4-h4", "a3-a6", "a3-b5", "b3-b6", "b3-c5", "b3-a5", "g3-g6",
        "g3-f5", "g3-h5", "h3-h6", "h3-g5", "c2-e1", "d2-f1", "e2-c1", "f2-d1", "b1-f1", "g1-c1",
    ]);
    assert_eq!(moves(&g), expected);
}

#[test]
fn the_pyramids_are_plain_squares() {
    let g = Game::new(simple_with(&[]));
    assert_eq!(at(&g, "g2").as_deref(), Some("S91"));
    assert_eq!(at(&g, "a15").as_deref(), Some("s190"));
    let err = Game::from_rfen(simple_with(&[]), &rfen(16, &[("g2", "P91")], "w - -"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("plain squares, written S91"), "{err}");
}

// ---- movement --------------------------------------------------------------------------

#[test]
fn each_shape_moves_exactly_its_length_with_at_most_one_turn() {
    // Every square at Manhattan distance 2 / 3 / 4 on an open board.
    let g = game(&[("d8", "C4")], "w - -");
    assert_eq!(
        targets(&g, "d8"),
        sorted(&["d10", "d6", "b8", "f8", "c9", "e9", "c7", "e7"])
    );
    let g = game(&[("d8", "T6")], "w - -");
    assert_eq!(
        targets(&g, "d8"),
        sorted(&["d11", "d5", "a8", "g8", "c10", "e10", "c6", "e6", "b9", "f9", "b7", "f7"])
    );
    // From e8 a square reaches 16 squares at distance 4 but i8 is off the board: 15.
    let g = game(&[("e8", "S15")], "w - -");
    let t = targets(&g, "e8");
    assert_eq!(t.len(), 15);
    for s in ["e12", "e4", "a8", "c10", "g6", "d11", "h9", "f5"] {
        assert!(t.contains(&s.to_string()), "{s}");
    }
}

#[test]
fn a_move_of_the_wrong_length_is_refused_in_players_words() {
    let g = game(&[("d4", "C4")], "w - -");
    assert_eq!(
        refusal(&g, "d4-d5"),
        "the circle 4 (C·4) on d4 cannot reach d5: a circle moves exactly 2 squares, orthogonally, \
         turning at most once, and d5 is 1 away"
    );
    let g = game(&[("d4", "S15")], "w - -");
    assert!(refusal(&g, "d4-d7").contains("a square moves exactly 4 squares"));
}

#[test]
fn no_piece_jumps_and_one_open_way_is_enough() {
    // The triangle on d4 goes to e6 through d5, d6 or through e4, e5.
    let g = game(&[("d4", "T6"), ("d6", "C2")], "w - -");
    assert!(targets(&g, "d4").contains(&"e6".to_string()));
    assert!(!targets(&g, "d4").contains(&"d7".to_string()));
    assert_eq!(
        refusal(&g, "d4-d7"),
        "the triangle 6 (T·6) on d4 cannot reach d7: the white circle 2 (C·2) on d6 is in the way, and no \
         piece jumps"
    );
}

#[test]
fn a_second_turn_is_not_allowed() {
    // d6 and e4 block both one-turn ways to e6; the zig-zag d5, e5, e6 is open but turns twice.
    let g = game(&[("d4", "T6"), ("d6", "C2"), ("e4", "C4")], "w - -");
    assert!(!targets(&g, "d4").contains(&"e6".to_string()));
    assert_eq!(
        refusal(&g, "d4-e6"),
        "the triangle 6 (T·6) on d4 cannot reach e6: both ways are blocked, by the white circle 4 \
         (C·4) on e4 and by the white circle 2 (C·2) on d6; no piece jumps"
    );
}

#[test]
fn an_enemy_in_the_way_blocks_even_one_the_mover_could_take() {
    // The black 16 on d5 is one step away: the circle 16 can neither stop there nor pass.
    let g = game(&[("d4", "C16"), ("d5", "t16")], "w - -");
    assert!(!targets(&g, "d4").contains(&"d5".to_string()));
    assert!(!targets(&g, "d4").contains(&"d6".to_string()));
}

#[test]
fn own_pieces_and_the_board_edge_stop_a_move() {
    let g = game(&[("a1", "C4"), ("a3", "C2")], "w - -");
    // a3 is own; c1 and b2 remain (b2 by either way round).
    assert_eq!(targets(&g, "a1"), sorted(&["b2", "c1"]));
}

// ---- meeting and assault ---------------------------------------------------------------

#[test]
fn meeting_takes_an_equal_enemy_and_the_mover_stands_on_its_square() {
    let mut g = game(&[("d4", "C16"), ("d6", "t16")], "w - -");
    assert_eq!(moves(&g).iter().filter(|m| m.starts_with("d4x")).count(), 1);
    assert_eq!(took(&mut g, "d4xd6"), one("d6", "t16", "meeting 16=16"));
    assert_eq!(at(&g, "d6").as_deref(), Some("C16"));
    assert_eq!(at(&g, "d4"), None);
    // A triangle is worth 3 shape points.
    assert_eq!(fields(&g), "ply=1 wshape=3 wvalue=16");
}

#[test]
fn assault_uses_the_length_of_the_move_with_each_operation() {
    // The black triangle 12 moves 3 squares: 12+3=15, 12-3=9, 12*3=36, 12/3=4. The white 36
    // on c8 is reached by an L (d9, d8 or c10, c9): the length is still 3.
    let pieces = [
        ("d10", "t12"),
        ("d13", "S15"),
        ("g10", "T9"),
        ("c8", "C36"),
        ("e12", "C4"),
        ("a10", "C16"),
    ];
    let g = game(&pieces, "b - -");
    let t = targets(&g, "d10");
    for s in ["d13", "g10", "c8", "e12"] {
        assert!(t.contains(&s.to_string()), "{s}");
    }
    assert!(!t.contains(&"a10".to_string()));
    for (mv, sq, piece, how) in [
        ("d10xd13", "d13", "S15", "12+3=15"),
        ("d10xg10", "g10", "T9", "12-3=9"),
        ("d10xc8", "c8", "C36", "12*3=36"),
        ("d10-e12", "e12", "C4", "12/3=4"),
    ] {
        let mut g = g.clone();
        assert_eq!(took(&mut g, mv), one(sq, piece, how), "{mv}");
        assert_eq!(at(&g, sq).as_deref(), Some("t12"));
    }
}

#[test]
fn landing_on_an_enemy_that_no_operation_reaches_is_refused() {
    let g = game(&[("d10", "t12"), ("a10", "C16")], "b - -");
    assert_eq!(
        refusal(&g, "d10xa10"),
        "the triangle 12 (t·12) on d10 cannot take the white circle 16 (C·16) on a10: 16 is not 12 (a \
         meeting), nor 12+3, 12-3, 12*3 or 12/3 (an assault over 3 squares)"
    );
}

#[test]
fn x_to_an_empty_square_is_refused_and_there_are_no_drops() {
    let g = game(&[("d4", "C4")], "w - -");
    assert!(refusal(&g, "d4xd6").contains("write d4-d6"));
    assert_eq!(
        refusal(&g, "T25@e6"),
        "there are no drops in simple: captured pieces leave the board"
    );
}

#[test]
fn a_landing_capture_and_an_ambush_in_one_move() {
    // The white 16 meets Black's 16 on d6 and, with the white 4 on c7, ambushes Black's 12
    // on d7: 16-4=12. Both are reported, the landing first; the score adds both.
    let mut g = game(
        &[("d4", "C16"), ("d6", "t16"), ("d7", "t12"), ("c7", "C4")],
        "w - -",
    );
    let mut both = one("d6", "t16", "meeting 16=16");
    both.extend(one("d7", "t12", "ambush 16-4=12"));
    assert_eq!(took(&mut g, "d4xd6"), both);
    assert_eq!(fields(&g), "ply=1 wshape=6 wvalue=28");
}

// ---- ambush ----------------------------------------------------------------------------

#[test]
fn ambush_by_two_neighbours_with_each_operation_and_the_two_stay() {
    // The white circle 2 steps from f9 to e10, beside the target on d10; the other
    // ambusher waits on c10.
    for (other, target, how) in [
        ("C8", "t12", "ambush 8+4=12"),
        ("S15", "c9", "ambush 15-6=9"),
        ("C6", "t12", "ambush 6*2=12"),
        ("C6", "c3", "ambush 6/2=3"),
    ] {
        // The mover's value is 4 for the sum, 6 for the difference, 2 otherwise.
        let mover = match how {
            "ambush 8+4=12" => "C4",
            "ambush 15-6=9" => "T6",
            _ => "C2",
        };
        let from = if mover == "T6" { "f8" } else { "f9" };
        let mut g = game(&[("c10", other), ("d10", target), (from, mover)], "w - -");
        let mv = format!("{from}-e10");
        assert_eq!(took(&mut g, &mv), one("d10", target, how), "{how}");
        assert_eq!(at(&g, "c10").as_deref(), Some(other));
        assert_eq!(at(&g, "e10").as_deref(), Some(mover));
        assert_eq!(at(&g, "d10"), None);
    }
}

#[test]
fn no_ambush_diagonally_with_one_neighbour_or_with_the_wrong_values() {
    // Diagonal: c11 touches d10 only at a corner.
    let mut g = game(&[("c11", "C6"), ("d10", "t12"), ("f9", "C2")], "w - -");
    assert!(took(&mut g, "f9-e10").is_empty());
    assert_eq!(at(&g, "d10").as_deref(), Some("t12"));
    // 6 and 2 give 8, 4, 12 or 3, never 16.
    let mut g = game(&[("c10", "C6"), ("d10", "t16"), ("f9", "C2")], "w - -");
    assert!(took(&mut g, "f9-e10").is_empty());
    assert_eq!(at(&g, "d10").as_deref(), Some("t16"));
    assert_eq!(fields(&g), "halfmove=1 ply=1");
}

#[test]
fn a_piece_left_exposed_is_ambushed_by_the_opponent_at_once() {
    // The white 6 steps between the black 9 (e11) and 3 (f10): 9-3=6.
    let mut g = game(&[("e8", "C6"), ("e11", "c9"), ("f10", "c3")], "w - -");
    assert_eq!(took(&mut g, "e8-e10"), one("e10", "C6", "ambush 9-3=6"));
    assert_eq!(at(&g, "e10"), None);
    assert_eq!(fields(&g), "bshape=2 bvalue=6 ply=1");
}

#[test]
fn the_movers_captures_come_first() {
    // As above, but the white 2 on g10 makes 6/2=3 with the arriving 6: the black 3 falls
    // first, and the white 6 is then next to one black piece only.
    let mut g = game(
        &[("e8", "C6"), ("e11", "c9"), ("f10", "c3"), ("g10", "C2")],
        "w - -",
    );
    assert_eq!(took(&mut g, "e8-e10"), one("f10", "c3", "ambush 6/2=3"));
    assert_eq!(at(&g, "e10").as_deref(), Some("C6"));
}

// ---- enclosure -------------------------------------------------------------------------

#[test]
fn enclosure_takes_a_piece_whose_neighbours_are_all_occupied_or_off_the_board() {
    // Black's 9 in the a16 corner: a15 holds its own triangle, White closes b16.
    let mut g = game(&[("a16", "c9"), ("a15", "t16"), ("b14", "C4")], "w - -");
    assert_eq!(took(&mut g, "b14-b16"), one("a16", "c9", "enclosure"));
    assert_eq!(at(&g, "a15").as_deref(), Some("t16"));
    // In the open: three black neighbours and the white arrival on e10.
    let mut g = game(
        &[
            ("d10", "c9"),
            ("d11", "c5"),
            ("c10", "c7"),
            ("d9", "t30"),
            ("e8", "C4"),
        ],
        "w - -",
    );
    assert_eq!(took(&mut g, "e8-e10"), one("d10", "c9", "enclosure"));
}

#[test]
fn no_enclosure_with_an_empty_neighbour_or_without_a_captors_piece() {
    // a15 is empty: the black 9 can still get out.
    let mut g = game(&[("a16", "c9"), ("b14", "C4")], "w - -");
    assert!(took(&mut g, "b14-b16").is_empty());
    // Walled in by its own army only: nobody takes it (the start position is full of these).
    let mut g = game(
        &[("a16", "c9"), ("a15", "t16"), ("b16", "c5"), ("d4", "C4")],
        "w - -",
    );
    assert!(took(&mut g, "d4-d6").is_empty());
    assert_eq!(at(&g, "a16").as_deref(), Some("c9"));
}

#[test]
fn walling_in_ones_own_piece_next_to_an_enemy_loses_it() {
    // White's 25 on a1 has Black's 3 on a2; White's own 4 arriving on b1 closes the pocket,
    // and Black takes the 25 by enclosure in the same ply.
    let mut g = game(&[("a1", "S25"), ("a2", "c3"), ("d1", "C4")], "w - -");
    assert_eq!(took(&mut g, "d1-b1"), one("a1", "S25", "enclosure"));
    assert_eq!(fields(&g), "bshape=4 bvalue=25 ply=1");
}

// ---- scores and RFEN -------------------------------------------------------------------

#[test]
fn scores_travel_in_rfen_in_alphabetical_order_and_unknown_keys_are_refused() {
    let rules = simple_with(&[]);
    let text = format!(
        "{} b - - wvalue=16 wshape=3 ply=7 bvalue=12 bshape=3 halfmove=2",
        rfen(16, &[("a1", "C2"), ("h16", "c3")], "").trim_end()
    );
    let g = Game::from_rfen(rules.clone(), &text).unwrap();
    assert_eq!(
        fields(&g),
        "bshape=3 bvalue=12 halfmove=2 ply=7 wshape=3 wvalue=16"
    );
    assert_eq!(rfen::parse(&g.rfen(), &rules).unwrap(), g.pos);
    let bad = text.replace("ply=7", "wbody=1");
    let err = Game::from_rfen(rules.clone(), &bad)
        .unwrap_err()
        .to_string();
    assert!(err.contains("unknown key 'wbody' for simple"), "{err}");
    let neo_err = Game::from_rfen(
        neo(),
        &rfen(9, &[("g2", "P91"), ("a8", "p190")], "w - - wvalue=3"),
    )
    .unwrap_err()
    .to_string();
    assert!(
        neo_err.contains("unknown key 'wvalue' for neo"),
        "{neo_err}"
    );
}

#[test]
fn simple_keeps_no_prisoners() {
    let err = Game::from_rfen(simple_with(&[]), &rfen(16, &[("a1", "C2")], "w C3* -"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("keeps no prisoners"), "{err}");
}

#[test]
fn a_quiet_move_counts_plies_and_takes_nothing() {
    let mut g = game(&[("d4", "C4"), ("d12", "c9")], "w - - halfmove=3 ply=3");
    assert!(took(&mut g, "d4-d6").is_empty());
    assert_eq!(fields(&g), "halfmove=4 ply=4");
    assert_eq!(g.outcome(), None);
}

// ---- victory ---------------------------------------------------------------------------

fn meeting_16(options: &[&str], counters: &str) -> Game {
    let mut g = game_with(
        options,
        &[("d4", "C16"), ("d6", "t16"), ("a12", "c9")],
        &format!("w - - {counters}"),
    );
    play(&mut g, "d4xd6");
    g
}

#[test]
fn the_value_goal_is_200_by_default_and_can_be_100_or_300() {
    assert_eq!(
        meeting_16(&[], "wvalue=190").outcome(),
        Some(Outcome::win(Color::White, Reason::Points))
    );
    assert_eq!(meeting_16(&[], "wvalue=180").outcome(), None);
    assert_eq!(
        meeting_16(&["victory=value:300"], "wvalue=190").outcome(),
        None
    );
    assert_eq!(
        meeting_16(&["victory=value:300"], "wvalue=290").outcome(),
        Some(Outcome::win(Color::White, Reason::Points))
    );
    assert_eq!(
        meeting_16(&["victory=value:100"], "wvalue=84").outcome(),
        Some(Outcome::win(Color::White, Reason::Points))
    );
}

#[test]
fn the_shape_goal_counts_circle_2_triangle_3_square_4() {
    // The black 16 is a triangle: 8 + 3 = 11.
    assert_eq!(
        meeting_16(&["victory=shape:10"], "wshape=8").outcome(),
        Some(Outcome::win(Color::White, Reason::Points))
    );
    assert_eq!(
        meeting_16(&["victory=shape:20"], "wshape=8").outcome(),
        None
    );
    // Values no longer win under a shape goal.
    assert_eq!(
        meeting_16(&["victory=shape:30"], "wvalue=299").outcome(),
        None
    );
}

#[test]
fn both_sides_are_checked_for_points_the_mover_first() {
    // White meets the 16 on d6, then Black ambushes the arrival: 9+7=16.
    let setup = [("d4", "C16"), ("d6", "t16"), ("c6", "c9"), ("e6", "c7")];
    let mut g = game(&setup, "w - - bvalue=190");
    let taken = took(&mut g, "d4xd6");
    assert_eq!(taken.len(), 2);
    assert_eq!(
        taken[1],
        ("d6".into(), "C16".into(), "ambush 9+7=16".into())
    );
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, Reason::Points))
    );
    let mut g = game(&setup, "w - - bvalue=190 wvalue=190");
    play(&mut g, "d4xd6");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, Reason::Points))
    );
}

#[test]
fn at_the_ply_limit_the_higher_score_wins_and_equal_scores_draw() {
    let quiet = |options: &[&str], counters: &str| {
        let mut g = game_with(
            options,
            &[("d4", "C4"), ("d12", "c9")],
            &format!("w - - {counters}"),
        );
        play(&mut g, "d4-d6");
        g.outcome()
    };
    assert_eq!(
        quiet(&["limit=10"], "ply=9 wvalue=16"),
        Some(Outcome::win(Color::White, Reason::Limit))
    );
    assert_eq!(
        quiet(&["limit=10"], "ply=9 bvalue=3"),
        Some(Outcome::win(Color::Black, Reason::Limit))
    );
    assert_eq!(
        quiet(&["limit=10"], "ply=9"),
        Some(Outcome::draw(Reason::Limit))
    );
    assert_eq!(quiet(&["limit=10"], "ply=8 wvalue=16"), None);
    assert_eq!(quiet(&[], "ply=900 wvalue=16"), None);
    // The limit compares the goal's score: shape points here, 2 against 3.
    assert_eq!(
        quiet(
            &["limit=10", "victory=shape:20"],
            "ply=9 wvalue=50 wshape=2 bshape=3"
        ),
        Some(Outcome::win(Color::Black, Reason::Limit))
    );
}

#[test]
fn a_points_win_comes_before_the_limit() {
    // The ply that reaches the limit also reaches the goal: a win on points.
    assert_eq!(
        meeting_16(&["limit=5"], "ply=4 wvalue=190").outcome(),
        Some(Outcome::win(Color::White, Reason::Points))
    );
}

/// White's 2 on a10 and 4 on c10 wait on rank 10 (Black's half); the 8 arrives on e10.
fn row_of(options: &[&str], extra: &[(&str, &str)]) -> Game {
    let mut pieces = vec![("a10", "C2"), ("c10", "C4"), ("e8", "C8")];
    pieces.extend_from_slice(extra);
    let mut g = game_with(options, &pieces, "w - -");
    play(&mut g, "e8-e10");
    g
}

#[test]
fn rows_win_with_gaps_and_the_middle_value_in_the_middle() {
    // 2, 4, 8: geometric (seed example), with one empty square in each gap.
    assert_eq!(
        row_of(&["rows=true"], &[]).outcome(),
        Some(Outcome::win(Color::White, Reason::Rows))
    );
    // Without the option a row is nothing.
    assert_eq!(row_of(&[], &[]).outcome(), None);
}

#[test]
fn no_row_with_a_piece_between_or_the_middle_value_outside() {
    // A black piece between the 2 and the 4.
    assert_eq!(row_of(&["rows=true"], &[("b10", "c81")]).outcome(), None);
    // 4, 2, 8 in that order along the rank: the middle value is not in the middle.
    let mut g = game_with(
        &["rows=true"],
        &[("a10", "C4"), ("c10", "C2"), ("e8", "C8")],
        "w - -",
    );
    play(&mut g, "e8-e10");
    assert_eq!(g.outcome(), None);
}

#[test]
fn a_row_counts_only_in_the_opponents_half() {
    let mut g = game_with(
        &["rows=true"],
        &[("a5", "C2"), ("c5", "C4"), ("e3", "C8")],
        "w - -",
    );
    play(&mut g, "e3-e5");
    assert_eq!(g.outcome(), None);
}

#[test]
fn seed_rows_3_5_7_on_a_file_and_3_4_6() {
    // Black's arithmetic 3 5 7 on file c in White's half, gaps of two and one.
    let mut g = game_with(
        &["rows=true"],
        &[("c8", "c3"), ("c5", "c5"), ("e3", "c7")],
        "b - -",
    );
    play(&mut g, "e3-c3");
    assert_eq!(g.outcome(), Some(Outcome::win(Color::Black, Reason::Rows)));
    // The seed's musical example 3 4 6 (6*(4-3) = 3*(6-4)); no army holds all three, so the
    // pieces here are made up for the arithmetic.
    let mut g = game_with(
        &["rows=true"],
        &[("a7", "c3"), ("b7", "c4"), ("e7", "c6")],
        "b - -",
    );
    play(&mut g, "e7-c7");
    assert_eq!(g.outcome(), Some(Outcome::win(Color::Black, Reason::Rows)));
    // White's own musical triple 9 15 45, on file f.
    let mut g = game_with(
        &["rows=true"],
        &[("f16", "T9"), ("f12", "S15"), ("b10", "S45")],
        "w - -",
    );
    play(&mut g, "b10-f10");
    assert_eq!(g.outcome(), Some(Outcome::win(Color::White, Reason::Rows)));
}

#[test]
fn with_rows_points_do_not_win_and_the_limit_is_a_draw() {
    assert_eq!(meeting_16(&["rows=true"], "wvalue=290").outcome(), None);
    assert_eq!(
        meeting_16(&["rows=true", "limit=5"], "ply=4 wvalue=290").outcome(),
        Some(Outcome::draw(Reason::Limit))
    );
}

#[test]
fn a_completed_row_ends_the_ply_before_the_opponents_captures() {
    // Black's 5 (e11) and 3 (f10) would ambush the arriving 8 (5+3), but the row wins first.
    let g = row_of(&["rows=true"], &[("e11", "c5"), ("f10", "c3")]);
    assert_eq!(g.outcome(), Some(Outcome::win(Color::White, Reason::Rows)));
    assert_eq!(at(&g, "e10").as_deref(), Some("C8"));
    // Without rows, the 8 falls.
    let g = row_of(&[], &[("e11", "c5"), ("f10", "c3")]);
    assert_eq!(at(&g, "e10"), None);
}

#[test]
fn only_the_side_that_just_moved_wins_by_a_row() {
    // White's 4 on c6 stands between Black's 3 and 5 on file c; when it steps away, Black's
    // 3 5 7 is a row, but White moved: no result. Black's next move (elsewhere) wins.
    let mut g = game_with(
        &["rows=true"],
        &[
            ("c8", "c3"),
            ("c6", "C4"),
            ("c5", "c5"),
            ("c3", "c7"),
            ("h12", "c9"),
        ],
        "w - -",
    );
    play(&mut g, "c6-a6");
    assert_eq!(g.outcome(), None);
    play(&mut g, "h12-h10");
    assert_eq!(g.outcome(), Some(Outcome::win(Color::Black, Reason::Rows)));
}

// ---- the endings every variant shares --------------------------------------------------

#[test]
fn hundred_quiet_plies_draw() {
    let mut g = game(&[("d4", "C4"), ("d12", "c9")], "w - - halfmove=99");
    play(&mut g, "d4-d6");
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::HundredPlies)));
}

#[test]
fn the_same_position_three_times_draws_whatever_the_ply_counter_says() {
    let mut g = game(&[("d4", "C4"), ("d12", "c9")], "w - -");
    for (i, mv) in ["d4-d6", "d12-d10", "d6-d4", "d10-d12"]
        .iter()
        .cycle()
        .take(8)
        .enumerate()
    {
        assert_eq!(g.outcome(), None, "before ply {}", i + 1);
        play(&mut g, mv);
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Reason::ThreefoldRepetition))
    );
}

#[test]
fn a_side_without_a_move_loses() {
    // Black's only piece, the 9 on a16, reaches a14, b15 and c16, which hold white pieces it
    // cannot take (9 would need 9, 11, 7 or 18 there). White moves elsewhere.
    let pieces = [
        ("a16", "c9"),
        ("a14", "C4"),
        ("b15", "C2"),
        ("c16", "C8"),
        ("e4", "C6"),
    ];
    let mut g = Game::from_rfen(simple_with(&[]), &rfen(16, &pieces, "w - -")).unwrap();
    assert_eq!(g.outcome(), None);
    play(&mut g, "e4-e6");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, Reason::NoLegalAction))
    );
}

// ---- options ---------------------------------------------------------------------------

#[test]
fn options_are_validated_with_clear_messages() {
    let err = |o: &str| {
        Ruleset::from_names("simple", &[o.to_string()])
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        err("victory=value:150"),
        "victory=value:150: the value goal is 100, 200 or 300"
    );
    assert_eq!(
        err("victory=shape:25"),
        "victory=shape:25: the shape goal is 10, 20 or 30"
    );
    assert!(err("victory=goods:300").contains("write victory=value:N"));
    assert!(err("victory=value:lots").contains("not a whole number"));
    assert_eq!(
        err("limit=0"),
        "limit=0: the limit is a number of plies, at least 1"
    );
    assert!(err("limit=x").contains("number of plies"));
    assert!(err("rows=maybe").contains("true or false"));
    assert!(err("balanced=true").contains("unknown option 'balanced' for simple"));
    let r = simple_with(&["victory=shape:30", "limit=80", "rows=true"]);
    assert_eq!(
        r.option_texts(),
        ["victory=shape:30", "limit=80", "rows=true"]
    );
    assert!(simple_with(&["victory=value:200"])
        .option_texts()
        .is_empty());
}
