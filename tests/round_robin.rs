//! Round robins: the Berger tables of FIDE's handbook (C.05 Annex 1) and standings by
//! points, Sonneborn-Berger, the direct encounter and wins, with a withdrawal struck out.

use rithmo::tournament::standings::TieBreaks;
use rithmo::tournament::{
    round_robin_standings, schedule, GameResult, Pairing, ScheduledRound, Tournament,
};
use std::collections::HashMap;

/// A round as the handbook prints it: "1-4 2-3" (White first).
fn table(round: &ScheduledRound) -> String {
    let games: Vec<String> = round
        .pairs
        .iter()
        .map(|p| format!("{}-{}", p.white, p.black))
        .collect();
    games.join(" ")
}

#[test]
fn four_players_follow_the_handbook_table() {
    let rounds = schedule(4, false);
    let printed: Vec<String> = rounds.iter().map(table).collect();
    assert_eq!(printed, ["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
    assert!(rounds.iter().all(|r| r.resting.is_none()));
}

#[test]
fn six_players_follow_the_handbook_table() {
    let printed: Vec<String> = schedule(6, false).iter().map(table).collect();
    assert_eq!(
        printed,
        [
            "1-6 2-5 3-4",
            "6-4 5-3 1-2",
            "2-6 3-1 4-5",
            "6-5 1-4 2-3",
            "3-6 4-2 5-1"
        ]
    );
}

#[test]
fn five_players_play_the_six_table_and_the_sixth_players_opponent_rests() {
    let rounds = schedule(5, false);
    let printed: Vec<String> = rounds.iter().map(table).collect();
    assert_eq!(
        printed,
        ["2-5 3-4", "5-3 1-2", "3-1 4-5", "1-4 2-3", "4-2 5-1"]
    );
    let resting: Vec<u32> = rounds.iter().map(|r| r.resting.unwrap()).collect();
    assert_eq!(resting, [1, 4, 2, 5, 3]);
}

#[test]
fn every_pair_meets_once_and_colours_stay_balanced() {
    for n in 3..=12u32 {
        let rounds = schedule(n, false);
        let mut met: HashMap<(u32, u32), u32> = HashMap::new();
        let mut whites = vec![0i32; n as usize + 1];
        for r in &rounds {
            for p in &r.pairs {
                *met.entry((p.white.min(p.black), p.white.max(p.black)))
                    .or_default() += 1;
                whites[p.white as usize] += 1;
                whites[p.black as usize] -= 1;
            }
        }
        assert_eq!(met.len() as u32, n * (n - 1) / 2, "{n} players");
        assert!(met.values().all(|&c| c == 1), "{n} players");
        assert!(
            whites.iter().all(|d| d.abs() <= 1),
            "{n} players: {whites:?}"
        );
    }
}

#[test]
fn a_double_round_robin_repeats_the_table_with_colours_swapped() {
    let rounds = schedule(4, true);
    let printed: Vec<String> = rounds.iter().map(table).collect();
    assert_eq!(
        printed,
        ["1-4 2-3", "4-3 1-2", "2-4 3-1", "4-1 3-2", "3-4 2-1", "4-2 1-3"]
    );
    let numbers: Vec<u32> = rounds.iter().map(|r| r.number).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5, 6]);
}

fn four(results: &[(u32, u32, u32, GameResult)]) -> Tournament {
    let names: Vec<(String, u16)> = (1..=4).map(|i| (format!("P{i}"), 2000 - i)).collect();
    let mut t = Tournament::new("rr", 3, &names);
    for &(round, white, black, result) in results {
        t.record_game(round, Pairing { white, black }, result)
            .unwrap();
    }
    t
}

/// (start number, points in half points, Sonneborn-Berger in quarters)
fn table_of(t: &Tournament) -> Vec<(u32, u32, u32)> {
    round_robin_standings(t, 1)
        .iter()
        .map(|s| match s.tie_breaks {
            TieBreaks::RoundRobin {
                sonneborn_berger, ..
            } => (s.number, s.points, sonneborn_berger),
            _ => panic!("round robin tie-breaks"),
        })
        .collect()
}

#[test]
fn sonneborn_berger_orders_equal_points() {
    use GameResult::*;
    // 1 beats 4, 2 beats 1, 3 beats 1, 4 beats 3, 2-3 and 2-4 drawn:
    // 1: 1 point, 2: 2, 3: 1.5, 4: 1.5.
    // SB 2: ½·1.5 + 1·1 + ½·1.5 = 2.5; 4: 1·1.5 + ½·2 = 2.5; 3: ½·2 + 1·1 = 2; 1: 1·1.5.
    let t = four(&[
        (1, 1, 4, WhiteWins),
        (1, 2, 3, Draw),
        (2, 4, 3, WhiteWins),
        (2, 1, 2, BlackWins),
        (3, 2, 4, Draw),
        (3, 3, 1, WhiteWins),
    ]);
    assert_eq!(table_of(&t), [(2, 4, 10), (4, 3, 10), (3, 3, 8), (1, 2, 6)]);
}

#[test]
fn the_direct_encounter_orders_equal_points_and_sonneborn_berger() {
    use GameResult::*;
    // 2 beats 1, 1 beats 3, 4 beats 2, the rest drawn: 1 and 2 have 1.5 points and SB 2
    // (1: 1·1 + ½·2; 2: 1·1.5 + ½·1), and 2 won their game.
    let t = four(&[
        (1, 1, 4, Draw),
        (1, 2, 3, Draw),
        (2, 4, 3, Draw),
        (2, 1, 2, BlackWins),
        (3, 2, 4, BlackWins),
        (3, 3, 1, BlackWins),
    ]);
    assert_eq!(table_of(&t), [(4, 4, 11), (2, 3, 8), (1, 3, 8), (3, 2, 7)]);
    let standings = round_robin_standings(&t, 1);
    let direct: Vec<u32> = standings
        .iter()
        .map(|s| match s.tie_breaks {
            TieBreaks::RoundRobin {
                direct_encounter, ..
            } => direct_encounter,
            _ => panic!(),
        })
        .collect();
    assert_eq!(direct[1..3], [2, 0]);
}

#[test]
fn wins_order_players_equal_on_everything_before() {
    use GameResult::*;
    // 4 beats 1, 3 beats 4, 1 beats 3, the rest drawn: everyone has 1.5 points and SB 2.25,
    // and among all four the direct encounter is the points again. 1, 3 and 4 won a game,
    // 2 none.
    let t = four(&[
        (1, 1, 4, BlackWins),
        (1, 2, 3, Draw),
        (2, 4, 3, BlackWins),
        (2, 1, 2, Draw),
        (3, 2, 4, Draw),
        (3, 3, 1, BlackWins),
    ]);
    assert_eq!(table_of(&t), [(1, 3, 9), (3, 3, 9), (4, 3, 9), (2, 3, 9)]);
}

#[test]
fn a_player_who_withdrew_before_half_their_games_is_struck_out() {
    use GameResult::*;
    // 4 beats 1, then withdraws: its two other games are forfeits. 2 beats 3, 1 draws 2 and 3.
    // Counting 4: 2 has 2.5, 3 1.5, 1 1 and 4 1 -- 3 ahead of 1.
    // Struck out: 2 has 1.5, 1 has 1, 3 has 0.5; 4 is last.
    let mut t = four(&[
        (1, 1, 4, BlackWins),
        (1, 2, 3, WhiteWins),
        (2, 4, 3, BlackWinsByForfeit),
        (2, 1, 2, Draw),
        (3, 2, 4, WhiteWinsByForfeit),
        (3, 3, 1, Draw),
    ]);
    let before: Vec<u32> = round_robin_standings(&t, 1)
        .iter()
        .map(|s| s.number)
        .collect();
    assert_eq!(before, [2, 3, 1, 4]);
    t.withdraw(4).unwrap();
    let after = round_robin_standings(&t, 1);
    let rows: Vec<(u32, u32, bool)> = after
        .iter()
        .map(|s| (s.number, s.points, s.struck))
        .collect();
    assert_eq!(
        rows,
        [(2, 3, false), (1, 2, false), (3, 1, false), (4, 0, true)]
    );
}
