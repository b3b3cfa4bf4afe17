//! Perft for `classic` from the start (RULES.md 4: 10, 100, 1310). Depth 1 is also checked
//! move by move in classic_rules.rs.

mod common;
use common::reference::engine_perft_is;
use rithmo::rules::{Game, Ruleset};

#[test]
fn perft_from_the_start_matches_rules_md() {
    let g = Game::new(Ruleset::from_names("classic", &[]).unwrap());
    engine_perft_is(&g, &[(1, 10), (2, 100), (3, 1310)]);
}
