//! RFEN and move notation: round trips, canonical forms, and errors that say where.

mod common;
use common::*;
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{rfen, Game};

const NEO_START: &str = "s361,s225,4,s121,s49/p190,s120,t90,t56,t30,t12,s66,s28/t100,t64,c81,c49,c25,c9,t36,t16/2,c9,c7,c5,c3,2/8/2,C2,C4,C6,C8,2/T9,T25,C4,C16,C36,C64,T49,T81/S15,S45,T6,T20,T42,T72,P91,S153/S25,S81,4,S169,S289 w - -";

#[test]
fn the_neo_start_position_is_the_one_of_rules_md() {
    // Copied from RULES.md section 4, "The neo start position".
    assert_eq!(Game::new(neo()).rfen(), NEO_START);
}

#[test]
fn positions_round_trip_with_prisoners_stars_and_counters() {
    let texts = [
        "8/p190,C2,6/1,C4*,C6,5/8/8/8/8/6,P91,1/7,c7 w C8,T12* c2*,s15* halfmove=17",
        "8/8/8/8/8/8/8/8/8 b - -",
        "P(C4,T9,S36),7/8/8/8/8/8/8/8/p190,7 w - -",
    ];
    for t in texts {
        let pos = rfen::parse(t, &neo()).unwrap();
        assert_eq!(rfen::format(&pos), t);
    }
}

#[test]
fn prisoners_are_printed_sorted_by_value_then_shape() {
    let pos = rfen::parse("8/8/8/8/8/8/8/8/8 w T25,C9*,S25,C4 -", &neo()).unwrap();
    assert_eq!(
        rfen::prisoner_list(&pos, rithmo::rules::Color::White),
        "C4,C9*,T25,S25"
    );
}

#[test]
fn a_zero_counter_is_not_printed() {
    let pos = rfen::parse("8/8/8/8/8/8/8/8/8 w - - halfmove=0", &neo()).unwrap();
    assert_eq!(rfen::format(&pos), "8/8/8/8/8/8/8/8/8 w - -");
}

#[test]
fn malformed_positions_say_where_and_what() {
    let bad = |t: &str| rfen::parse(t, &neo()).unwrap_err().to_string();
    assert!(bad("8/8/8 w - -").contains("3 ranks"));
    assert!(bad("8/8/8/8/8/8/8/8/8 x - -").contains("character 19: side to move must be w or b"));
    assert_eq!(
        bad("9/8/8/8/8/8/8/8/8 w - -"),
        "RFEN character 1 (rank 9): rank 9 has more than 8 squares"
    );
    assert_eq!(
        bad("7/8/8/8/8/8/8/8/8 w - -"),
        "RFEN character 1: rank 9 has 7 squares, not 8"
    );
    assert!(bad("8/X4,7/8/8/8/8/8/8/8 w - -")
        .starts_with("RFEN character 3 (rank 8): 'X4' does not start with a shape letter"));
    assert!(bad("8/8/8/8/8/8/8/8/8 w c4 -").contains("not in the holder's colour"));
    assert!(bad("8/8/8/8/8/8/8/8/8 w P91 -").contains("never a prisoner"));
    assert!(bad("8/8/8/8/8/8/8/8/8 w - - wvalue=3").contains("unknown key 'wvalue' for neo"));
    assert!(bad("8/8/8/8/8/8/8/8/8 w - - halfmove=x").contains("whole number"));
    assert!(bad("8/8/8/8/8/8/8/8/8 w -").contains("at least 4 fields"));
}

#[test]
fn every_generated_move_text_reads_back_as_the_same_action() {
    let text = "s361,4,T12*,s121,s49/p190,s120,2,t30,c3,s66,s28/t100,t64,c81,C9*,c25,c9,t36,t16/\
2,c9,c7,c5,c3,2/2,C4,5/2,C2,C4,C6,C8,2/T9,T25,C4,C16,C36,C64,T49,T81/\
S15,S45,T6,T20,T42,T72,P91,S153/S25,S81,4,S169,S289 w C5*,C25*,T25 c2*,c4*";
    for side in ["w", "b"] {
        let t = text.replace(" w ", &format!(" {side} "));
        let g = Game::from_rfen(neo(), &t).unwrap();
        let actions = legal_actions(&g.rules, &g.pos);
        assert!(actions.len() > 40, "a busy position: {}", actions.len());
        for a in actions {
            let written = a.text(&g.pos);
            let back = rithmo::rules::explain::resolve(&g, &written).unwrap();
            assert_eq!(back, a, "{written}");
            // Lower case and a plain '-' for a capture are read too.
            let loose = written.to_ascii_lowercase().replace('x', "-");
            assert_eq!(
                rithmo::rules::explain::resolve(&g, &loose).unwrap(),
                a,
                "{loose}"
            );
        }
    }
}

#[test]
fn captures_are_written_with_x_and_drops_with_an_upper_case_shape() {
    let g = neo_game(&[("d4", "T6"), ("d5", "c9"), ("h9", "c3")], "w C25* -");
    let m = moves(&g);
    assert!(m.contains(&"d4xd5".to_string()));
    assert!(m.contains(&"C25@e8".to_string()));
    assert!(!m.iter().any(|x| x.contains('*')));
}
