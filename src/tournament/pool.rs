//! The players to pair in a Swiss round, ranked as the Dutch rules rank them (score, then
//! start number), with what the absolute criteria need to know about each of them.

use super::colour::{ColourHistory, Strength};
use super::matching::Compat;
use super::state::{Colour, HalfPoints, StartNo, Tournament};

pub struct Entrant {
    pub number: StartNo,
    pub score: HalfPoints,
    pub history: ColourHistory,
    pub preference: (Option<Colour>, Strength),
    /// C.04.1 c: no pairing bye after a bye or a point scored without playing.
    pub may_get_bye: bool,
    /// A.7: in the last round, more than half the points possible so far.
    pub topscorer: bool,
    /// The stand-in for the bye in an odd field: ranked last in a score group of its own,
    /// it may meet only players who may have the bye, and has no colour to want; its
    /// opponent has the bye.
    pub is_bye: bool,
}

pub struct Pool {
    /// In rank order: index 0 is the highest ranked player.
    pub entrants: Vec<Entrant>,
    /// C1 and C3: pairs that may meet.
    pub compat: Compat,
}

impl Entrant {
    /// The colour C3 forces on this player: an absolute preference, unless a topscorer.
    pub fn must_have(&self) -> Option<Colour> {
        match self.preference {
            (colour, Strength::Absolute) if !self.topscorer => colour,
            _ => None,
        }
    }
}

#[allow(clippy::len_without_is_empty)]
impl Pool {
    /// Everyone to pair in round `round`: not withdrawn, and without an entry for that round
    /// already (a bye asked for, an absence).
    pub fn new(t: &Tournament, round: u32) -> Pool {
        let last_round = round >= t.rounds;
        let played = round - 1;
        let mut entrants: Vec<Entrant> = t
            .players
            .iter()
            .filter(|p| !p.withdrawn && p.entries.len() < round as usize)
            .map(|p| {
                let history = ColourHistory::of(p);
                let score = p.score();
                Entrant {
                    number: p.number,
                    score,
                    preference: history.preference(),
                    history,
                    may_get_bye: !p.entries.iter().any(|e| e.outcome.is_unplayed_point()),
                    topscorer: last_round && score > played,
                    is_bye: false,
                }
            })
            .collect();
        entrants.sort_by_key(|e| (std::cmp::Reverse(e.score), e.number));
        if entrants.len() % 2 == 1 {
            entrants.push(Entrant {
                number: 0,
                score: 0,
                history: ColourHistory { played: Vec::new() },
                preference: (None, Strength::None),
                may_get_bye: false,
                topscorer: false,
                is_bye: true,
            });
        }
        let compat = compat(t, &entrants);
        Pool { entrants, compat }
    }

    pub fn len(&self) -> usize {
        self.entrants.len()
    }

    /// Players to pair, not counting the bye's stand-in.
    pub fn players(&self) -> usize {
        self.entrants.iter().filter(|e| !e.is_bye).count()
    }

    /// Brackets are score groups; the bye's stand-in is a group of its own below them all.
    pub fn group(&self, i: usize) -> (bool, std::cmp::Reverse<HalfPoints>) {
        let e = &self.entrants[i];
        (e.is_bye, std::cmp::Reverse(e.score))
    }
}

/// C1: no rematch of a game played; C3: two players who both must have the same colour
/// (absolute preference) do not meet, unless one is a topscorer in the last round.
fn compat(t: &Tournament, entrants: &[Entrant]) -> Compat {
    let mut compat = Compat::new(entrants.len());
    let index: std::collections::HashMap<StartNo, usize> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.number, i))
        .collect();
    let mut met = vec![false; entrants.len() * entrants.len()];
    for (i, e) in entrants.iter().enumerate().filter(|(_, e)| !e.is_bye) {
        for entry in &t.player(e.number).entries {
            let opponent = entry.opponent.and_then(|o| index.get(&o));
            if let (true, Some(&j)) = (entry.outcome.is_played(), opponent) {
                met[i * entrants.len() + j] = true;
                met[j * entrants.len() + i] = true;
            }
        }
    }
    for i in 0..entrants.len() {
        for j in i + 1..entrants.len() {
            if !met[i * entrants.len() + j] && colours_allow(&entrants[i], &entrants[j]) {
                compat.allow(i, j);
            }
        }
    }
    compat
}

fn colours_allow(a: &Entrant, b: &Entrant) -> bool {
    if a.is_bye || b.is_bye {
        return a.may_get_bye || b.may_get_bye;
    }
    let both_absolute = a.preference.1 == Strength::Absolute
        && b.preference.1 == Strength::Absolute
        && a.preference.0 == b.preference.0;
    !both_absolute || a.topscorer || b.topscorer
}
