//! Hints that finish their sentence: a hint that passes over the capture the move list
//! offers says why (it gives up more than it takes), in every language.

mod common;

use common::neo_game;
use rithmo::engine::passed::passed_over;
use rithmo::i18n::Lang;
use rithmo::rules::explain::resolve;
use rithmo::rules::Game;
use rithmo::service::words::why_words::not_the_capture;

/// `neo`, White to move: its circle 6 on e4 can take Black's circle 3 on f5 (they share
/// the factor 3), but Black's triangle 64 on h7 then steps g6-f5 and takes the circle 6
/// back (both even): 3 taken for 6 lost.
fn bait() -> Game {
    neo_game(
        &[("e4", "C6"), ("f5", "c3"), ("h7", "t64"), ("a1", "T9")],
        "w - -",
    )
}

#[test]
fn a_hint_that_passes_over_a_losing_capture_says_it_gives_up_more() {
    let game = bait();
    let quiet = resolve(&game, "a1-a2").unwrap();
    let passed = passed_over(&game, quiet).expect("the capture on f5 is passed over");
    assert_eq!(passed.text, "e4xf5");
    assert_eq!(
        not_the_capture(Lang::En, &passed),
        "Not e4xf5: it would take c·3 on f5: gcd(6,3)=3, but gives up C·6 on f5 to t·64: \
         gcd(64,6)=2, more than it takes."
    );
    let de = not_the_capture(Lang::De, &passed);
    assert!(
        de.starts_with("Nicht e4xf5: ") && de.contains("preis"),
        "{de}"
    );
    let it = not_the_capture(Lang::It, &passed);
    assert!(
        it.starts_with("Non e4xf5: ") && it.contains("cederebbe"),
        "{it}"
    );
}

#[test]
fn a_hint_that_takes_passes_nothing_over() {
    let game = bait();
    let capture = resolve(&game, "e4xf5").unwrap();
    assert_eq!(passed_over(&game, capture), None);
}
