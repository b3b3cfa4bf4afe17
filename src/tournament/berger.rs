//! Round-robin schedules by Berger tables (FIDE handbook C.05, Annex 1): every game of the
//! event at once, numbered by the table's rounds, colours balanced; an odd field adds a
//! dummy whose opponent rests; a double round robin repeats the table with colours swapped.

use super::state::{Pairing, StartNo};

/// One round of a Berger table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduledRound {
    /// 1-based; a double round robin's second cycle continues the count.
    pub number: u32,
    /// Board order, as the table lists them.
    pub pairs: Vec<Pairing>,
    /// In an odd field, the player who would meet the dummy: no game and no point.
    pub resting: Option<StartNo>,
}

/// The schedule for `players` start numbers 1..=players; `double` plays each pair twice.
pub fn schedule(players: u32, double: bool) -> Vec<ScheduledRound> {
    if players < 2 {
        return Vec::new();
    }
    // An odd field plays the even table one larger; the highest number is the dummy.
    let n = players + players % 2;
    let first: Vec<ScheduledRound> = table(n)
        .into_iter()
        .zip(1..)
        .map(|(round, number)| without_dummy(number, round, players))
        .collect();
    let mut all = first.clone();
    if double {
        let offset = first.len() as u32;
        all.extend(first.into_iter().map(|r| {
            ScheduledRound {
                number: r.number + offset,
                pairs: r
                    .pairs
                    .iter()
                    .map(|p| Pairing {
                        white: p.black,
                        black: p.white,
                    })
                    .collect(),
                resting: r.resting,
            }
        }));
    }
    all
}

/// The table for an even `n`: round 1 is 1-n, 2-(n-1), ...; each next round adds n/2 to
/// every number but n (counting 1..n-1 around), and n alternates Black (odd rounds) and
/// White (even rounds) on the first board.
fn table(n: u32) -> Vec<Vec<Pairing>> {
    let half = n / 2;
    let mut boards: Vec<(StartNo, StartNo)> = (1..=half).map(|k| (k, n + 1 - k)).collect();
    let mut rounds = Vec::with_capacity(n as usize - 1);
    for round in 1..n {
        let pairs = boards
            .iter()
            .enumerate()
            .map(|(board, &(a, b))| {
                if board == 0 && round % 2 == 0 {
                    Pairing { white: b, black: a }
                } else {
                    Pairing { white: a, black: b }
                }
            })
            .collect();
        rounds.push(pairs);
        boards = boards
            .iter()
            .map(|&(a, b)| (rotate(a, n), rotate(b, n)))
            .collect();
    }
    rounds
}

fn rotate(x: StartNo, n: u32) -> StartNo {
    if x == n {
        n
    } else {
        (x - 1 + n / 2) % (n - 1) + 1
    }
}

fn without_dummy(number: u32, pairs: Vec<Pairing>, players: u32) -> ScheduledRound {
    let dummy = |p: &Pairing| p.white > players || p.black > players;
    let resting = pairs
        .iter()
        .find(|p| dummy(p))
        .map(|p| p.white.min(p.black));
    ScheduledRound {
        number,
        pairs: pairs.into_iter().filter(|p| !dummy(p)).collect(),
        resting,
    }
}
