//! Swiss pairing by the FIDE Dutch system (handbook C.04.3, the edition applied from 1 July
//! 2025): every absolute and quality criterion in its order, by maximum-weight
//! matching bracket by bracket (`brackets`, `layout`), the colours by E.1-E.5
//! (`allocation`). A field too large for the exact matching in good time is paired by the
//! fast approximation in `search`, which keeps every absolute criterion.

mod allocation;
mod brackets;
mod layout;
mod profile;
mod search;

use super::state::{Colour, Pairing, Round, StartNo, Tournament};
use super::wide::{Weight, Wide};
use layout::Layout;
use profile::{profile, Profile};
use std::fmt;

/// Fields of more players than this are paired by the fast approximation: the exact
/// matching takes about half a second for a field this size (docs/tournaments.md).
pub const EXACT_LIMIT: usize = 128;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// Every planned round has been paired.
    AllRoundsPaired { rounds: u32 },
    /// Fewer than two players left to pair.
    TooFewPlayers,
    /// No pairing keeps the absolute criteria (an arbiter must decide).
    NoLegalPairing,
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            PairingError::AllRoundsPaired { rounds } => {
                write!(f, "all {rounds} rounds are already paired")
            }
            PairingError::TooFewPlayers => write!(f, "fewer than two players are left to pair"),
            PairingError::NoLegalPairing => write!(
                f,
                "no pairing keeps the absolute criteria (no rematch, one bye each, colours)"
            ),
        }
    }
}

/// Pairs the next round of a Swiss, unless all its planned rounds are paired.
pub fn pair_next_round(t: &Tournament) -> Result<Round, PairingError> {
    if t.rounds_played() >= t.rounds {
        return Err(PairingError::AllRoundsPaired { rounds: t.rounds });
    }
    pair_round(t, None)
}

/// Pairs the round after the last one paired, however many rounds were planned (a TRF's
/// `XXR` only says which round is the last, for the topscorers' exception). `first` is the
/// colour of the first round's top odd number (`XXC`); without it, it is read from the
/// first round's colours, or White.
pub fn pair_round(t: &Tournament, first: Option<Colour>) -> Result<Round, PairingError> {
    let played = t.rounds_played();
    let mut players: Vec<Profile> = t
        .players
        .iter()
        .filter(|p| !p.withdrawn && p.entries.len() <= played as usize)
        .map(|p| profile(t, p.number, played))
        .collect();
    if players.len() < 2 {
        return Err(PairingError::TooFewPlayers);
    }
    if players.len() > EXACT_LIMIT {
        return search::pair(t, played + 1);
    }
    players.sort_by_key(|p| (std::cmp::Reverse(p.score), p.number));
    let last = played + 1 >= t.rounds;
    let compatible = compatibility(t, &players, played, last);
    let may = |a: usize, b: usize| compatible[a * players.len() + b];
    let scores: Vec<_> = players.iter().map(|p| p.score).collect();
    let layout = Layout::new(&scores, played);
    let found = match layout.width() {
        w if w <= Wide::<2>::BITS => brackets::pair::<Wide<2>>(&players, &may, &layout),
        w if w <= Wide::<4>::BITS => brackets::pair::<Wide<4>>(&players, &may, &layout),
        w if w <= Wide::<8>::BITS => brackets::pair::<Wide<8>>(&players, &may, &layout),
        w if w <= Wide::<16>::BITS => brackets::pair::<Wide<16>>(&players, &may, &layout),
        _ => return search::pair(t, played + 1),
    };
    let (pairs, bye) = found.ok_or(PairingError::NoLegalPairing)?;
    let initial = first.unwrap_or_else(|| first_colour(t));
    Ok(to_round(&players, pairs, bye, initial))
}

/// C.1 and C.3: no rematch of a game played; two players who must both have the same
/// colour do not meet, unless in the last round one of them is a topscorer.
fn compatibility(t: &Tournament, players: &[Profile], played: u32, last: bool) -> Vec<bool> {
    let n = players.len();
    let mut ok = vec![false; n * n];
    for a in 0..n {
        for b in a + 1..n {
            let (p, q) = (&players[a], &players[b]);
            let met = t.player(p.number).has_played(q.number);
            let clash = p.absolute() && q.absolute() && p.preference == q.preference;
            let excused = last && (p.topscorer(played) || q.topscorer(played));
            let allowed = !met && (!clash || excused);
            ok[a * n + b] = allowed;
            ok[b * n + a] = allowed;
        }
    }
    ok
}

/// The first round's colours say which colour the top odd number had: the first player
/// (by number) with a colour in the earliest round with any gives it, reversed for an even
/// number.
fn first_colour(t: &Tournament) -> Colour {
    let rounds = t.players.iter().map(|p| p.entries.len()).max().unwrap_or(0);
    for r in 0..rounds {
        let found = t.players.iter().find_map(|p| {
            let c = p.entries.get(r)?.colour?;
            Some(if p.number % 2 == 1 { c } else { c.other() })
        });
        if let Some(c) = found {
            return c;
        }
    }
    Colour::White
}

/// The boards, the top scores first, and the bye.
fn to_round(
    players: &[Profile],
    pairs: Vec<(usize, usize)>,
    bye: Option<usize>,
    initial: Colour,
) -> Round {
    let mut boards = pairs;
    let score = |i: usize| players[i].score;
    boards.sort_by_key(|&(a, b)| {
        (
            std::cmp::Reverse(score(a).max(score(b))),
            std::cmp::Reverse(score(a) + score(b)),
            a.min(b),
        )
    });
    let pairs = boards
        .into_iter()
        .map(|(a, b)| {
            // The colour goes to the lower start number, as in the pairing programs.
            let (p, o) = if players[a].number < players[b].number {
                (a, b)
            } else {
                (b, a)
            };
            let pn: StartNo = players[p].number;
            let on: StartNo = players[o].number;
            match allocation::colour_of(&players[p], &players[o], p > o, initial) {
                Colour::White => Pairing {
                    white: pn,
                    black: on,
                },
                Colour::Black => Pairing {
                    white: on,
                    black: pn,
                },
            }
        })
        .collect();
    Round {
        pairs,
        bye: bye.map(|i| players[i].number),
    }
}
