//! Worked examples from seed 000's rule text that classic_rules.rs does not already play,
//! each on a hand-built position, plus the harmony win (rule 9) and where it must not
//! happen. The seed's pictures are missing, so each position is built to show exactly the
//! situation the text describes; every expected value is worked out by hand in the comments.

mod common;
use common::{at, play, rfen, took};
use rithmo::rules::{Color, Game, Ruleset};

fn classic() -> Ruleset {
    Ruleset::from_names("classic", &[]).unwrap()
}

fn game(pieces: &[(&str, &str)], rest: &str) -> Game {
    Game::from_rfen(classic(), &rfen(16, pieces, rest)).unwrap()
}

/// A sum or difference as (sorted terms, operator, target): the seed writes `3 + 5`, the
/// order of terms is not what a test should pin.
fn terms(how: &str) -> (Vec<String>, char, String) {
    let (lhs, rhs) = how.split_once('=').expect("an equation");
    let op = if lhs.contains('-') { '-' } else { '+' };
    let mut t: Vec<String> = lhs.split(op).map(str::to_string).collect();
    if op == '+' {
        t.sort();
    }
    (t, op, rhs.to_string())
}

fn winner(game: &Game) -> Option<(Option<Color>, &'static str)> {
    game.outcome().map(|o| (o.winner, o.reason.name()))
}

// ---- rule 4c, addition -------------------------------------------------------------------

#[test]
fn addition_sixteen_and_nine_take_twenty_five() {
    // Seed 4c: 16 + 9 = 25. White's C16 steps e8-e9 next to Black's c25 on e10 (reach: 16;
    // sight at count 2: 32, 8); T9 on c8 reaches e10 over d9 (9; count 3: 27, 3). 16 + 9.
    // Before the move C16 only saw e10 at count 3 (48): 9 + 48 = 57, no capture.
    let mut g = game(&[("e8", "C16"), ("c8", "T9"), ("e10", "c25")], "w - -");
    let t = took(&mut g, "e8-e9");
    assert_eq!(t.len(), 1, "{t:?}");
    assert_eq!((t[0].0.as_str(), t[0].1.as_str()), ("e10", "c25"));
    assert_eq!(
        terms(&t[0].2),
        (vec!["16".into(), "9".into()], '+', "25".into())
    );
}

#[test]
fn addition_three_and_five_take_eight() {
    // Seed 4c: 3 + 5 = 8. Black's c5 steps d8-d7 next to White's C8 on d6 (5; count 2: 10);
    // c3 on c6 is already beside it (3; count 2: 6). Only 3 + 5 makes 8.
    let mut g = game(&[("d8", "c5"), ("c6", "c3"), ("d6", "C8")], "b - -");
    let t = took(&mut g, "d8-d7");
    assert_eq!(t.len(), 1, "{t:?}");
    assert_eq!((t[0].0.as_str(), t[0].1.as_str()), ("d6", "C8"));
    assert_eq!(
        terms(&t[0].2),
        (vec!["3".into(), "5".into()], '+', "8".into())
    );
}

// ---- rule 4f, equality, "not the other way round" ----------------------------------------

#[test]
fn a_triangle_takes_an_equal_circle_that_cannot_take_it_back() {
    // Seed 4f: White's T25 a3-c5 reaches Black's c25 on e7 diagonally over d6: 25 = 25.
    // The circle could never have taken the triangle: it moves 1 square, never diagonally.
    let mut g = game(&[("a3", "T25"), ("e7", "c25"), ("h16", "c3")], "w - -");
    assert_eq!(
        took(&mut g, "a3-c5"),
        [("e7".to_string(), "c25".to_string(), "25=25".to_string())]
    );
    // The other way round: the circle stepping d7-d6, diagonally next to the triangle,
    // does not take it (and is not taken: the triangle sees it at count 2, 50 or 12.5).
    let mut g = game(&[("c5", "T25"), ("d7", "c25"), ("h16", "c3")], "b - -");
    assert!(took(&mut g, "d7-d6").is_empty());
    assert_eq!(at(&g, "c5").as_deref(), Some("T25"));
}

// ---- rule 4g, siege ----------------------------------------------------------------------

#[test]
fn siege_of_a_forty_nine_at_the_edge_of_the_board() {
    // Seed 4g: "Black takes the 49 standing at the board's edge". White's T49 on a5 has only
    // two movements on the board, over b6 to c7 and over b4 to c3. c7 holds b4; c5 c6-b6
    // closes the other. Circles see no diagonal, and nothing else lines up with a5.
    let mut g = game(
        &[("a5", "T49"), ("b4", "c7"), ("c6", "c5"), ("h1", "C2")],
        "b - -",
    );
    assert_eq!(
        took(&mut g, "c6-b6"),
        [("a5".to_string(), "T49".to_string(), "siege".to_string())]
    );
}

#[test]
fn siege_of_a_twelve_by_four_circles() {
    // Seed 4g: "White takes the 12". Black's t12 on d10 moves over e11, c11, e9 or c9. White
    // circles hold e11, c11, e9; C16 c8-c9 closes the last. Circles do not see diagonally,
    // so no arithmetic reaches d10: it is the siege alone. (Values chosen so that the four
    // circles form no harmony around a corner: 2 4 8 would.)
    let mut g = game(
        &[
            ("d10", "t12"),
            ("e11", "C2"),
            ("c11", "C6"),
            ("e9", "C4"),
            ("c8", "C16"),
        ],
        "w - -",
    );
    assert_eq!(
        took(&mut g, "c8-c9"),
        [("d10".to_string(), "t12".to_string(), "siege".to_string())]
    );
}

#[test]
fn a_piece_walled_in_only_by_its_own_army_is_not_besieged() {
    // T49 on a5 cannot move (its own C2 on b6, C4 on b4), but that is no siege.
    let mut g = game(
        &[("a5", "T49"), ("b6", "C2"), ("b4", "C4"), ("h16", "c9")],
        "b - -",
    );
    assert!(took(&mut g, "h16-h15").is_empty());
    assert_eq!(at(&g, "a5").as_deref(), Some("T49"));
}

// ---- rule 5, double capture --------------------------------------------------------------

#[test]
fn one_move_takes_by_equality_and_opens_a_line_for_a_product() {
    // Seed 5: White moves, takes by equality, and at the same time opens a line on which
    // another piece takes by multiplication; both fall together. C16 d5-e5 reaches t16 on
    // e6 (16 = 16) and leaves the file d: C6 on d2 now sees t30 on d6 at count 5, 6*5 = 30.
    let mut g = game(
        &[("d5", "C16"), ("e6", "t16"), ("d2", "C6"), ("d6", "t30")],
        "w - -",
    );
    let mut t = took(&mut g, "d5-e5");
    t.sort();
    assert_eq!(
        t,
        [
            ("d6".to_string(), "t30".to_string(), "6*5=30".to_string()),
            ("e6".to_string(), "t16".to_string(), "16=16".to_string()),
        ]
    );
}

// ---- rule 8, the towers ------------------------------------------------------------------

#[test]
fn the_black_tower_moves_as_a_triangle_and_takes_with_its_circle_sixteen() {
    // Seed 8: 16 : 4 = 4. p190 c12-e10 (a triangle's move over d11); its circle 16 sees
    // White's C4 on e7 down the file e at count 4: 16/4 = 4. (The total and the squares
    // reach e7 with a square's 3 steps, 190, 49, 64, and see it: 760, 196, 256, 64/4 = 16;
    // the triangles see no file. Only 16/4 gives 4.)
    let mut g = game(&[("c12", "p190"), ("e7", "C4"), ("h1", "C2")], "b - -");
    assert_eq!(
        took(&mut g, "c12-e10"),
        [("e7".to_string(), "C4".to_string(), "16/4=4".to_string())]
    );
    assert_eq!(at(&g, "e10").as_deref(), Some("p190"));
}

#[test]
fn the_white_tower_adds_its_four_to_a_forty_five() {
    // Seed 8: 4 + 45 = 49. P91 d8-d9 (a circle's step) puts its circle 4 next to Black's
    // c49 on d10; S45 on a10 reaches d10 along rank 10 over b10, c10. Before the step the
    // pyramid's circle 4 saw d10 at count 3 only (12): 45 + 12 = 57.
    let mut g = game(&[("d8", "P91"), ("a10", "S45"), ("d10", "c49")], "w - -");
    let t = took(&mut g, "d8-d9");
    assert_eq!(t.len(), 1, "{t:?}");
    assert_eq!((t[0].0.as_str(), t[0].1.as_str()), ("d10", "c49"));
    assert_eq!(
        terms(&t[0].2),
        (vec!["4".into(), "45".into()], '+', "49".into())
    );
}

#[test]
fn a_partial_sum_of_a_towers_components_takes_nothing() {
    // Seed 8: "not with partial sums". P(C1,C4) d3-d4 beside Black's c5 on d5: 1 + 4 = 5,
    // but a pyramid attacks with one component (1, 2, 4, 8 here) or a complete total.
    // Black's c5 then offers 5 and 10 against the pyramid's 1 and 4: nothing either.
    let mut g = game(&[("d3", "P(C1,C4)"), ("d5", "c5")], "w - -");
    assert!(took(&mut g, "d3-d4").is_empty());
    assert_eq!(at(&g, "d5").as_deref(), Some("c5"));
    assert_eq!(at(&g, "d4").as_deref(), Some("P(C1,C4)"));
}

// ---- rule 9, harmony ---------------------------------------------------------------------

#[test]
fn a_harmony_in_a_line_wins_before_the_opponent_takes_anything() {
    // Black c7 d7-d6 completes 3 5 7 (arithmetic) on b6 c6 d6 in White's half, gaps of one.
    // White's C2 on d5 (2; count 2: 4, 1) and T9 on f4 (9 over e5; count 3: 27, 3) would
    // take the c7 (9 - 2 = 7, or 4 + 3 = 7), but Black's harmony after its own captures
    // ends the ply first.
    let pieces = [
        ("b6", "c3"),
        ("c6", "c5"),
        ("d7", "c7"),
        ("d5", "C2"),
        ("f4", "T9"),
    ];
    let mut g = game(&pieces, "b - -");
    assert!(took(&mut g, "d7-d6").is_empty());
    assert_eq!(winner(&g), Some((Some(Color::Black), "harmony")));
    assert_eq!(at(&g, "d6").as_deref(), Some("c7"));
    // Without the c3 there is no harmony, and White takes the exposed c7 at once.
    let mut g = game(&pieces[1..], "b - -");
    let t = took(&mut g, "d7-d6");
    assert_eq!(t.len(), 1, "{t:?}");
    assert_eq!((t[0].0.as_str(), t[0].1.as_str()), ("d6", "c7"));
    let (_, _, target) = terms(&t[0].2);
    assert_eq!(target, "7", "{}", t[0].2);
    assert_eq!(winner(&g), None);
}

#[test]
fn a_harmony_around_a_corner_needs_equal_arms() {
    // White 2 4 8 (geometric) with the 4 on the corner c12, 2 two squares up the file, and
    // C8 e11-e12 two squares along the rank: White wins.
    let mut g = game(
        &[("c12", "C4"), ("c14", "C2"), ("e11", "C8"), ("h16", "c3")],
        "w - -",
    );
    play(&mut g, "e11-e12");
    assert_eq!(winner(&g), Some((Some(Color::White), "harmony")));
    // Arms of 2 and 3: no harmony.
    let mut g = game(
        &[("c12", "C4"), ("c14", "C2"), ("f11", "C8"), ("h16", "c3")],
        "w - -",
    );
    play(&mut g, "f11-f12");
    assert_eq!(winner(&g), None);
}

#[test]
fn one_enemy_piece_may_complete_a_harmony() {
    // Seed 9: one enemy piece may join. Black's c3 on a10 with White's C4 on a12 and C6
    // a15-a14: 3 4 6 is musical (6*(4-3) = 3*(6-4)). Neither side can take anything here.
    let mut g = game(
        &[("a10", "c3"), ("a12", "C4"), ("a15", "C6"), ("h1", "c9")],
        "w - -",
    );
    assert!(took(&mut g, "a15-a14").is_empty());
    assert_eq!(winner(&g), Some((Some(Color::White), "harmony")));
}

#[test]
fn a_harmony_in_ones_own_half_wins_nothing() {
    // White 2 4 6 on b4 d4 f4: White's own half.
    let mut g = game(
        &[("b4", "C2"), ("d4", "C4"), ("f3", "C6"), ("h16", "c3")],
        "w - -",
    );
    play(&mut g, "f3-f4");
    assert_eq!(winner(&g), None);
}
