//! Who took each piece and with which pieces, in every variant: the capturing side (not
//! always the mover) and the squares of the capturing pieces, on hand-built positions whose
//! captures are worked out in the comments.

mod common;

use common::{by, play, rfen, takers};
use rithmo::rules::{Game, Ruleset};

fn game(variant: &str, ranks: u8, pieces: &[(&str, &str)], rest: &str) -> Game {
    let rules = Ruleset::from_names(variant, &[]).unwrap();
    Game::from_rfen(rules, &rfen(ranks, pieces, rest)).unwrap()
}

/// A `simple` game; both of its pyramids (squares) stand far away in the corners.
fn simple(pieces: &[(&str, &str)], rest: &str) -> Game {
    let mut all = vec![("h1", "S289"), ("h16", "s361")];
    all.extend_from_slice(pieces);
    game("simple", 16, &all, rest)
}

// ---- neo -------------------------------------------------------------------------------

#[test]
fn neo_a_landing_capture_is_made_by_the_piece_that_came_from_its_square() {
    // T6 d4xd5 takes c9 (gcd 3); the captor is the triangle, which came from d4.
    let pieces = [("g2", "P91"), ("a8", "p190"), ("d4", "T6"), ("d5", "c9")];
    let mut g = game("neo", 9, &pieces, "w - -");
    assert_eq!(takers(&mut g, "d4xd5"), by(&[("d5", "white", &["d4"])]));
}

// ---- simple ----------------------------------------------------------------------------

#[test]
fn simple_meeting_and_assault_name_the_mover() {
    let mut g = simple(&[("d4", "C16"), ("d6", "t16")], "w - -");
    assert_eq!(takers(&mut g, "d4xd6"), by(&[("d6", "white", &["d4"])]));
    // t12 d10xd13: 12+3=15 over three squares, by Black's triangle from d10.
    let mut g = simple(&[("d10", "t12"), ("d13", "S15")], "b - -");
    assert_eq!(takers(&mut g, "d10xd13"), by(&[("d13", "black", &["d10"])]));
}

#[test]
fn simple_an_ambush_names_both_neighbours() {
    // C4 f9-e10 and C8 on c10 flank t12 on d10: 8+4=12.
    let mut g = simple(&[("c10", "C8"), ("d10", "t12"), ("f9", "C4")], "w - -");
    assert_eq!(
        takers(&mut g, "f9-e10"),
        by(&[("d10", "white", &["c10", "e10"])])
    );
}

#[test]
fn simple_a_landing_then_an_ambush_by_the_piece_that_landed() {
    // C16 meets t16 on d6 (from d4), then stands on d6 beside t12 on d7 with C4 on c7:
    // 16-4=12, by the pieces on d6 and c7.
    let pieces = [("d4", "C16"), ("d6", "t16"), ("d7", "t12"), ("c7", "C4")];
    let mut g = simple(&pieces, "w - -");
    assert_eq!(
        takers(&mut g, "d4xd6"),
        by(&[("d6", "white", &["d4"]), ("d7", "white", &["c7", "d6"])])
    );
}

#[test]
fn simple_an_enclosure_names_the_captors_pieces_around_it() {
    // c9 in the a16 corner: a15 holds Black's own t16, White's C4 closes b16. Only b16 is
    // White's.
    let mut g = simple(&[("a16", "c9"), ("a15", "t16"), ("b14", "C4")], "w - -");
    assert_eq!(takers(&mut g, "b14-b16"), by(&[("a16", "white", &["b16"])]));
}

#[test]
fn simple_the_opponents_captures_against_the_mover_are_the_opponents() {
    // White's 6 steps between Black's 9 (e11) and 3 (f10): Black takes it, 9-3=6.
    let mut g = simple(&[("e8", "C6"), ("e11", "c9"), ("f10", "c3")], "w - -");
    assert_eq!(
        takers(&mut g, "e8-e10"),
        by(&[("e10", "black", &["e11", "f10"])])
    );
    // White walls in its own 25 on a1 next to Black's 3 on a2: Black's enclosure, by a2.
    let mut g = simple(&[("a1", "S25"), ("a2", "c3"), ("d1", "C4")], "w - -");
    assert_eq!(takers(&mut g, "d1-b1"), by(&[("a1", "black", &["a2"])]));
}

// ---- classic ---------------------------------------------------------------------------

fn classic(pieces: &[(&str, &str)], rest: &str) -> Game {
    game("classic", 16, pieces, rest)
}

#[test]
fn classic_one_attacker_equality_times_divided() {
    // C16 d4-d5 reaches t16 on d6: 16=16, by the circle now on d5.
    let mut g = classic(&[("d4", "C16"), ("d6", "t16")], "w - -");
    assert_eq!(takers(&mut g, "d4-d5"), by(&[("d6", "white", &["d5"])]));
    // C4 d2-d3 sees t16 on d6 at count 4: 4*4=16.
    let mut g = classic(&[("d2", "C4"), ("d6", "t16")], "w - -");
    assert_eq!(takers(&mut g, "d2-d3"), by(&[("d6", "white", &["d3"])]));
    // t16 c9-e7 sees C4 on h4 at count 4: 16/4=4.
    let mut g = classic(&[("c9", "t16"), ("h4", "C4")], "b - -");
    assert_eq!(takers(&mut g, "c9-e7"), by(&[("h4", "black", &["e7"])]));
}

#[test]
fn classic_sums_and_differences_name_every_attacker() {
    // s120 a7-a4 and c49 on d5: 120+49=169 on d4.
    let mut g = classic(&[("a7", "s120"), ("d5", "c49"), ("d4", "S169")], "b - -");
    assert_eq!(
        takers(&mut g, "a7-a4"),
        by(&[("d4", "black", &["a4", "d5"])])
    );
    // s66 on e1 (times 4) and c25 arriving on h2: 66*4+25=289 on h1.
    let mut g = classic(&[("e1", "s66"), ("h3", "c25"), ("h1", "S289")], "b - -");
    assert_eq!(
        takers(&mut g, "h3-h2"),
        by(&[("h1", "black", &["e1", "h2"])])
    );
    // t100 on f6 and c9 arriving on d5: 100-9=91 takes the complete pyramid on d4.
    let mut g = classic(&[("d4", "P91"), ("d6", "c9"), ("f6", "t100")], "b - -");
    assert_eq!(
        takers(&mut g, "d6-d5"),
        by(&[("d4", "black", &["d5", "f6"])])
    );
}

#[test]
fn classic_the_opponents_capture_after_the_move_is_credited_to_the_opponent() {
    // Black's t12 a7-c5 takes nothing; White's C36 on c3 then sees it: 36/3=12, by White.
    let mut g = classic(&[("a7", "t12"), ("c3", "C36")], "b - -");
    assert_eq!(takers(&mut g, "a7-c5"), by(&[("c5", "white", &["c3"])]));
}

#[test]
fn classic_a_siege_names_the_besiegers() {
    // C64 on a1 moves only to a2 (held by c3) and b1 (closed by c5 from c1).
    let mut g = classic(&[("a1", "C64"), ("a2", "c3"), ("c1", "c5")], "b - -");
    assert_eq!(
        takers(&mut g, "c1-b1"),
        by(&[("a1", "black", &["a2", "b1"])])
    );
}

#[test]
fn classic_a_rescue_says_which_component_was_saved_by_which_piece() {
    // c9 d6-d5 hits the triangle 9 of P91 on d4; White gives up its T9 on h2 instead.
    let mut g = classic(&[("d4", "P91"), ("d6", "c9"), ("h2", "T9")], "b - -");
    let taken = play(&mut g, "d6-d5");
    assert_eq!(taken.len(), 1);
    let c = taken[0];
    assert_eq!(
        (c.square.to_string(), c.piece.text()),
        ("h2".into(), "T9".into())
    );
    assert_eq!(c.by.name(), "black");
    assert_eq!(c.captors.squares()[0].to_string(), "d5");
    let rescue = c.rescue.expect("a rescue");
    assert_eq!(rescue.pyramid.to_string(), "d4");
    assert_eq!(rescue.component.text(), "T9");
    // Without the T9 elsewhere, the component itself falls and nothing is rescued.
    let mut g = classic(&[("d4", "P91"), ("d6", "c9")], "b - -");
    let taken = play(&mut g, "d6-d5");
    assert_eq!(taken[0].rescue, None);
    assert_eq!(taken[0].square.to_string(), "d4");
}

// ---- heligon ---------------------------------------------------------------------------

fn heligon(pieces: &[(&str, &str)], rest: &str) -> Game {
    game("heligon", 16, pieces, rest)
}

#[test]
fn heligon_meeting_assault_and_ambush_name_their_captors() {
    // c9 d8-d7 reaches T9 on d6: a meeting by the circle on d7.
    let mut g = heligon(&[("d6", "T9"), ("d8", "c9"), ("a1", "C2")], "b - -");
    assert_eq!(takers(&mut g, "d8-d7"), by(&[("d6", "black", &["d7"])]));
    // t12 b10-d8 with three empty squares down to C4 on d4: 12/3=4, by d8.
    let mut g = heligon(&[("d4", "C4"), ("b10", "t12")], "b - -");
    assert_eq!(takers(&mut g, "b10-d8"), by(&[("d4", "black", &["d8"])]));
    // t16 on c7 and c9 arriving on e6 both reach T25 on e5: 16+9=25.
    let mut g = heligon(&[("e5", "T25"), ("e7", "c9"), ("c7", "t16")], "b - -");
    assert_eq!(
        takers(&mut g, "e7-e6"),
        by(&[("e5", "black", &["c7", "e6"])])
    );
}

#[test]
fn heligon_a_siege_names_the_besiegers() {
    // C4 on a1: a2 held by c7, b1 closed by c5 from b2.
    let mut g = heligon(&[("a1", "C4"), ("a2", "c7"), ("b2", "c5")], "b - -");
    assert_eq!(
        takers(&mut g, "b2-b1"),
        by(&[("a1", "black", &["a2", "b1"])])
    );
}

#[test]
fn heligon_a_captor_that_steps_in_is_named_where_it_stood() {
    // Black's t16 b8-d6 lands next to White's C16 on d5, which meets it before White's
    // move and steps onto d6: White's capture, by the circle that stood on d5.
    let mut g = heligon(&[("d5", "C16"), ("b8", "t16")], "b - -");
    assert_eq!(takers(&mut g, "b8-d6"), by(&[("d6", "white", &["d5"])]));
}
