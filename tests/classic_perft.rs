//! Perft for `classic` from the start (RULES.md 4: 10, 100, 1310). Depth 1 is also checked
//! move by move in classic_rules.rs.

use rithmo::rules::perft::perft;
use rithmo::rules::{Game, Ruleset};

#[test]
fn perft_from_the_start_matches_rules_md() {
    let mut g = Game::new(Ruleset::from_names("classic", &[]).unwrap());
    assert_eq!(perft(&mut g, 1), 10);
    assert_eq!(perft(&mut g, 2), 100);
    assert_eq!(perft(&mut g, 3), 1310);
}
