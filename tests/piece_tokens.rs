//! A piece asked for by its token where a square is expected: `/move c7` meaning "my circle
//! 7" lists that piece's moves (the square c7 being empty), `/move t9` (no square at all)
//! lists the triangle 9's, the opponent's piece says so; a square with a piece on it is
//! still that square.

mod common;

use common::driver::{Challenge, Driver};
use common::people::{alice, bob, T0};
use rithmo::service::Refusal;

/// Alice White, Bob Black, in classic (Black moves first).
fn classic() -> Driver {
    let mut d = Driver::new();
    let challenge = Challenge {
        variant: "classic".into(),
        ..Challenge::to(Some(bob()))
    };
    d.duel(&alice(), &bob(), challenge.command(), T0);
    d
}

#[test]
fn a_newcomer_typing_their_circle_7_gets_its_moves_not_an_empty_square() {
    let mut d = classic();
    // Black's circle 7 starts on d13 (classic's start: c9 c7 c5 c3 on c13-f13); c7 is empty.
    let r = d.mv(&bob(), "c7", T0 + 10);
    assert!(r.refused.is_none(), "{}", r.text);
    assert!(r.ephemeral);
    assert!(r.text.contains("d13"), "{}", r.text);
    assert!(r.text.contains("d13-"), "its moves, from d13: {}", r.text);
    // The same piece asked by its square answers the same.
    assert_eq!(d.mv(&bob(), "d13", T0 + 11).text, r.text);
}

#[test]
fn a_token_that_is_no_square_finds_its_piece_and_the_opponents_is_named() {
    let mut d = classic();
    d.played(&bob(), "a14-c12", T0 + 10);
    // White's triangle 9 starts on a3.
    let r = d.mv(&alice(), "t9", T0 + 20);
    assert!(r.refused.is_none(), "{}", r.text);
    assert!(r.text.contains("a3-"), "{}", r.text);
    // Black has no triangle 9: Bob asking for it hears it is Alice's.
    let r = d.mv(&bob(), "T9", T0 + 30);
    assert!(
        matches!(r.refused, Some(Refusal::OpponentsPiece { .. })),
        "{:?} {}",
        r.refused,
        r.text
    );
}

#[test]
fn an_empty_square_no_piece_carries_is_still_an_empty_square() {
    let mut d = classic();
    // e7 is empty and "e7" names no piece.
    let r = d.mv(&bob(), "e7", T0 + 10);
    assert!(
        matches!(r.refused, Some(Refusal::SquareEmpty { .. })),
        "{:?} {}",
        r.refused,
        r.text
    );
}

/// The form the bot writes a piece in (`c·7`: the dot sets it apart from the square c7) is
/// the piece wherever it is typed: with a piece standing on c7 it is still the circle 7,
/// and the reply names it in that form, never as a bare `c7`.
#[test]
fn the_written_form_of_a_piece_is_only_ever_that_piece() {
    let mut d = classic();
    // Black's circle 9 starts on c13; the circle 7 on d13. Move the circle 9 on to c12,
    // then ask for "c·7" and for "c.7" (a keyboard without the dot).
    let r = d.mv(&bob(), "c·7", T0 + 10);
    assert!(r.refused.is_none(), "{}", r.text);
    assert!(r.text.contains("(c·7) on d13"), "{}", r.text);
    assert!(!r.text.contains("(c7)"), "{}", r.text);
    assert_eq!(d.mv(&bob(), "c.7", T0 + 11).text, r.text);
    // White's circle 4 stands on c4 and on e3 in classic: "C·4" names two pieces, so it is
    // refused as no square and no single piece, never read as the square c4.
    let r = d.mv(&bob(), "C·4", T0 + 12);
    assert!(
        matches!(r.refused, Some(Refusal::SeveralCarry { .. })),
        "{}",
        r.text
    );
    assert!(
        r.text.contains("2 pieces are C·4, on c3 and d4"),
        "{}",
        r.text
    );
}
