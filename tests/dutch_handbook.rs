//! The Dutch system's rules worked through by hand on small fields, as the handbook's
//! examples work them (C.04.3, 2025 edition): the transpositions of S2 (D.1), the exchanges
//! between S1 and S2 in their order (D.2), the bye's player with the fewest unplayed games
//! (C.9), a player moved down paired first (MDP), and the colours (E.1-E.5). Each expected
//! pairing is derived in the comments from the rules, not read off the engine.

mod common;

use common::rounds::round;
use rithmo::tournament::{pair_next_round, Entry, GameResult, Outcome, Round, Tournament};

fn field(n: u32, rounds: u32) -> Tournament {
    let names: Vec<(String, u16)> = (1..=n)
        .map(|i| (format!("P{i}"), 2400 - i as u16))
        .collect();
    Tournament::new("handbook", rounds, &names)
}

/// "white-black" boards in any order, then "bye N".
fn shown(r: &Round) -> Vec<String> {
    let mut out: Vec<String> = r
        .pairs
        .iter()
        .map(|p| format!("{}-{}", p.white, p.black))
        .collect();
    out.sort();
    if let Some(b) = r.bye {
        out.push(format!("bye {b}"));
    }
    out
}

fn sorted(boards: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = boards.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn a_rematch_in_the_natural_pairing_is_avoided_by_the_transposition_that_grants_all_colours() {
    // Round 1 (all drawn): 1-5, 6-2, 3-7, 8-4. Everyone has ½: one bracket, S1 = 1-4,
    // S2 = 5-8. Preferences (the other colour than round 1's): Black for 1, 3, 6, 8, White
    // for 2, 4, 5, 7. 1-5 is a rematch, so the natural 1-5 2-6 3-7 4-8 is out. Every
    // preference is granted only if each S1 player meets an S2 player wanting the other
    // colour: 1 one of {5, 7} but not 5, so 7, and 3 takes 5; 2 one of {6, 8} but not 6
    // (a rematch), so 8, and 4 takes 6 (D.1: S2 in the order 7 8 5 6).
    let mut t = field(8, 5);
    let r1 = round(&[(1, 5), (6, 2), (3, 7), (8, 4)], None);
    t.record_round(&r1, &[GameResult::Draw; 4]).unwrap();
    assert_eq!(
        shown(&pair_next_round(&t).unwrap()),
        sorted(&["7-1", "2-8", "5-3", "4-6"])
    );
}

#[test]
fn an_exchange_between_s1_and_s2_comes_with_the_smallest_difference_of_numbers() {
    // Round 1 (all drawn): 1-4, 5-2, 3-6. One bracket of ½: S1 = 1 2 3, S2 = 4 5 6.
    // Preferences: Black for 1, 3, 5; White for 2, 4, 6. The rematches 1-4, 2-5, 3-6 leave
    // no transposition granting every colour (2 would need 5). Two pairings grant them all:
    // 1-2 3-4 5-6 (S1 = 1 3 5: 2 exchanged with 5, difference 3) and 1-6 2-3 4-5
    // (S1 = 1 2 4: 3 exchanged with 4, difference 1). D.2 takes the smaller difference.
    let mut t = field(6, 5);
    let r1 = round(&[(1, 4), (5, 2), (3, 6)], None);
    t.record_round(&r1, &[GameResult::Draw; 3]).unwrap();
    assert_eq!(
        shown(&pair_next_round(&t).unwrap()),
        sorted(&["6-1", "2-3", "4-5"])
    );
}

#[test]
fn the_bye_goes_to_a_player_who_played_all_his_games_rather_than_one_with_a_bye_already_in_d1_order(
) {
    // Round 1: 1-2 and 3-4 drawn, 5 took a half-point bye: everyone has ½, one bracket
    // of five, S1 = 1 2, S2 = 3 4 5, the player left over takes the pairing-allocated bye.
    // Preferences: Black for 1 and 3, White for 2 and 4, none for 5. C.9: the bye's player
    // has as few unplayed games as possible, so not 5 (a bye already). S2 transposed in
    // order (D.1): 3 4 | 5 and 4 3 | 5 leave 5 over; 3 5 | 4 gives 1-3 (both want Black);
    // 4 5 | 3 gives 1-4 and 2-5, every preference granted: 3 has the bye.
    let mut t = field(5, 4);
    let r1 = round(&[(1, 2), (3, 4)], None);
    t.record_round(&r1, &[GameResult::Draw; 2]).unwrap();
    t.players[4].entries = vec![Entry {
        opponent: None,
        colour: None,
        outcome: Outcome::HalfBye,
    }];
    assert_eq!(
        shown(&pair_next_round(&t).unwrap()),
        sorted(&["4-1", "2-5", "bye 3"])
    );
}

#[test]
fn a_player_moved_down_meets_the_highest_resident_that_keeps_the_criteria() {
    use GameResult::*;
    // Round 1: 1-4 (1 wins), 5-2 (2 wins), 3-6 drawn. Scores: 1 and 2 on 1, 3 and 6 on ½,
    // 4 and 5 on 0. Round 2: the top bracket pairs 1-2 (1 wants Black, 2 White). The ½
    // bracket holds only 3 and 6, who have met: both float down into the bracket of 0 as
    // MDPs, paired first against its residents 4 and 5. 3-4 grants both colours (3 Black
    // after White, 4 White after Black), and so does 6-5 (6 White, 5 Black); 3-5 and 6-4
    // would deny two players their colour.
    let mut t = field(6, 5);
    let r1 = round(&[(1, 4), (5, 2), (3, 6)], None);
    t.record_round(&r1, &[WhiteWins, BlackWins, Draw]).unwrap();
    assert_eq!(
        shown(&pair_next_round(&t).unwrap()),
        sorted(&["2-1", "4-3", "6-5"])
    );
}
