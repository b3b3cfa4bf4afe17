//! Each player sees their own side at the bottom in what only they see: the direct message
//! that it is their turn (with its board) and `/board` face Black for the player of Black and
//! White for the player of White; a watcher's message and the game's public post keep White
//! at the bottom.

mod common;

use common::driver::{Challenge, Driver};
use common::people::{alice, bob, carol, T0};
use rithmo::service::{Command, Reply};

/// Whose notices carry a board, and whether it is turned (Black at the bottom).
fn facing(r: &Reply, user: u64) -> Option<bool> {
    r.notices
        .iter()
        .find(|n| n.user == user)
        .and_then(|n| n.board.as_ref())
        .map(|b| b.flip)
}

#[test]
fn direct_messages_and_private_boards_face_their_reader_and_posts_face_white() {
    let mut d = Driver::new();
    // Alice White, Bob Black; Carol watches.
    d.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    d.run(&carol(), Command::Watch { game: Some(1) }, T0);
    let r = d.played(&alice(), "d4-d5", T0 + 60);
    assert_eq!(
        r.board.as_ref().map(|b| b.flip),
        Some(false),
        "the post faces White"
    );
    assert_eq!(
        facing(&r, bob().id),
        Some(true),
        "Bob's turn: his own side below"
    );
    assert_eq!(
        facing(&r, carol().id),
        Some(false),
        "a watcher: White below"
    );
    let r = d.played(&bob(), "f6-f5", T0 + 120);
    assert_eq!(facing(&r, alice().id), Some(false));
    let board = d.run(&bob(), Command::Board { game: Some(1) }, T0 + 130);
    assert_eq!(board.board.map(|b| b.flip), Some(true));
    let board = d.run(&alice(), Command::Board { game: Some(1) }, T0 + 130);
    assert_eq!(board.board.map(|b| b.flip), Some(false));
}
