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
