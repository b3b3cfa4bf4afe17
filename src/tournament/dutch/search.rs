//! The fast approximation of the Dutch system for fields too large for the exact matching
//! (see `super`): score group by score group from the top, every absolute criterion kept,
//! the quality criteria approximated (docs/tournaments.md, "Tournaments: the pairing engine").
//!
//! A bracket is the score group plus the players floating down into it (MDPs). Its
//! candidates come in the Dutch order: the MDPs (S1) against the residents (S2), then the
//! remainder's top half (S1) against its bottom half (S2), S2 tried in lexicographic order of
//! its transpositions; then, as the exchanges do, any pairing within the bracket, the natural
//! opponent first. The first candidate that keeps the absolute criteria and leaves the rest
//! of the field pairable (C4, completion) wins, trying first the most pairs, then no colour
//! preference broken, then no strong one, then any colours (the quality criteria as levels,
//! not counts). Not followed: the floats of earlier rounds, the bye's unplayed games.
//!
//! In an odd field the bye is a stand-in player in a bracket of its own at the bottom, who
//! may meet only players allowed the bye (C2): so the bye goes to the player the lowest
//! bracket leaves over, as in the Dutch rules.

use super::PairingError;
use crate::tournament::colour::{allocate, Side, Strength};
use crate::tournament::matching::{matching, perfect, Budget};
use crate::tournament::pool::Pool;
use crate::tournament::state::{Colour, Pairing, Round, Tournament};

/// Steps a bracket search may take before it gives up on that relaxation level.
const SEARCH_STEPS: u64 = 20_000;
/// Completion checks a bracket search may make before it gives up on that level.
const COMPLETION_CHECKS: u32 = 64;
/// Steps one completion check may take, plus so many a player (a field that can be paired
/// usually is within one step a pair); running out counts as "pairable".
const COMPLETION_STEPS: u64 = 5_000;
const COMPLETION_STEPS_EACH: u64 = 20;
/// Steps the last resort (any legal pairing) may take.
const FALLBACK_STEPS: u64 = 200_000;

/// Pairs round `round` of a field too large for the exact matching.
pub fn pair(t: &Tournament, round: u32) -> Result<Round, PairingError> {
    let pool = Pool::new(t, round);
    if pool.players() < 2 {
        return Err(PairingError::TooFewPlayers);
    }
    let (bye, pairs) = pair_pool(&pool).ok_or(PairingError::NoLegalPairing)?;
    Ok(to_round(&pool, bye, pairs))
}

/// The whole field bracket by bracket; with an odd count the bye's stand-in is the last
/// bracket, so the bye goes to the player the brackets above leave over.
fn pair_pool(pool: &Pool) -> Option<(Option<usize>, Pairs)> {
    let everyone: Vec<usize> = (0..pool.len()).collect();
    if !completes(pool, &everyone) {
        return None;
    }
    // Should the bracket searches run out of steps, any pairing that keeps the absolute
    // criteria is better than none.
    let mut pairs = pair_brackets(pool, &everyone)
        .or_else(|| matching(&pool.compat, &everyone, &mut Budget(FALLBACK_STEPS)).flatten())?;
    let bye = pairs
        .iter()
        .position(|&(a, b)| pool.entrants[a].is_bye || pool.entrants[b].is_bye)
        .map(|k| {
            let (a, b) = pairs.remove(k);
            if pool.entrants[a].is_bye {
                b
            } else {
                a
            }
        });
    Some((bye, pairs))
}

fn completes(pool: &Pool, players: &[usize]) -> bool {
    if !colours_can_balance(pool, players) {
        return false;
    }
    let steps = COMPLETION_STEPS_EACH * players.len() as u64 + COMPLETION_STEPS;
    perfect(&pool.compat, players, &mut Budget(steps)) != Some(false)
}

/// C3 counted: players who must have White can meet only players who need not, so they
/// are at most half of those to pair; Black likewise. This proves at once what the
/// backtracking would take long to find out.
fn colours_can_balance(pool: &Pool, players: &[usize]) -> bool {
    let must = |colour: Colour| {
        players
            .iter()
            .filter(|&&i| pool.entrants[i].must_have() == Some(colour))
            .count()
    };
    2 * must(Colour::White) <= players.len() && 2 * must(Colour::Black) <= players.len()
}

/// The score groups from the top, each with the players floating into it.
fn pair_brackets(pool: &Pool, players: &[usize]) -> Option<Vec<(usize, usize)>> {
    let mut groups: Vec<&[usize]> = Vec::new();
    let mut start = 0;
    for i in 1..=players.len() {
        if i == players.len() || pool.group(players[i]) != pool.group(players[start]) {
            groups.push(&players[start..i]);
            start = i;
        }
    }
    let mut pairs = Vec::new();
    let mut floaters: Vec<usize> = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        let lower: Vec<usize> = groups[g + 1..].concat();
        let mut bracket = std::mem::take(&mut floaters);
        let mdps = bracket.len();
        bracket.extend_from_slice(group);
        let (paired, floating) = pair_bracket(pool, &bracket, mdps, &lower)?;
        pairs.extend(paired);
        floaters = floating;
    }
    floaters.is_empty().then_some(pairs)
}

/// How far a bracket's colours may be from everyone's preference.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ColourLevel {
    /// Every preference granted.
    AllGranted,
    /// Only mild preferences broken.
    StrongGranted,
    /// Any colours the absolute criteria allow.
    Any,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// S1 against S2, transpositions of S2.
    Halves,
    /// Any pairing within the bracket (the exchanges, and beyond).
    Anyone,
}

/// Pairs of pool indices.
type Pairs = Vec<(usize, usize)>;

/// A bracket's pairs and the players it floats down.
type Bracket = (Pairs, Vec<usize>);

fn pair_bracket(pool: &Pool, bracket: &[usize], mdps: usize, lower: &[usize]) -> Option<Bracket> {
    let n = bracket.len();
    for pairs in (0..=n / 2).rev() {
        // The last bracket leaves no one to float.
        if lower.is_empty() && 2 * pairs != n {
            return None;
        }
        for level in [
            ColourLevel::AllGranted,
            ColourLevel::StrongGranted,
            ColourLevel::Any,
        ] {
            for shape in [Shape::Halves, Shape::Anyone] {
                let mut search = BracketSearch {
                    pool,
                    lower,
                    level,
                    steps: Budget(SEARCH_STEPS),
                    checks: COMPLETION_CHECKS,
                    chosen: Vec::new(),
                };
                let found = match shape {
                    Shape::Halves => search.halves(bracket, mdps, pairs),
                    Shape::Anyone => search.anyone(bracket, pairs),
                };
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

struct BracketSearch<'a> {
    pool: &'a Pool,
    lower: &'a [usize],
    level: ColourLevel,
    steps: Budget,
    checks: u32,
    chosen: Vec<(usize, usize)>,
}

impl BracketSearch<'_> {
    /// The heterogeneous bracket pairs its MDPs first against the residents; the remainder
    /// is then a homogeneous bracket of top half against bottom half.
    fn halves(&mut self, bracket: &[usize], mdps: usize, pairs: usize) -> Option<Bracket> {
        let (movers, residents) = bracket.split_at(mdps);
        let m1 = mdps.min(pairs).min(residents.len());
        let (s1, limbo) = movers.split_at(m1);
        let mut used = vec![false; residents.len()];
        self.mdp_stage(s1, residents, &mut used, 0, pairs - m1, limbo)
    }

    fn mdp_stage(
        &mut self,
        s1: &[usize],
        residents: &[usize],
        used: &mut Vec<bool>,
        i: usize,
        rest_pairs: usize,
        limbo: &[usize],
    ) -> Option<Bracket> {
        if i == s1.len() {
            let remainder: Vec<usize> = residents
                .iter()
                .zip(used.iter())
                .filter(|(_, u)| !**u)
                .map(|(r, _)| *r)
                .collect();
            if 2 * rest_pairs > remainder.len() {
                return None;
            }
            let (top, bottom) = remainder.split_at(rest_pairs);
            let mut taken = vec![false; bottom.len()];
            return self.s1_stage(top, bottom, &mut taken, 0, limbo);
        }
        for j in 0..residents.len() {
            if used[j] || !self.may_pair(s1[i], residents[j]) {
                continue;
            }
            if !self.steps.spend() {
                return None;
            }
            used[j] = true;
            self.chosen.push((s1[i], residents[j]));
            let found = self.mdp_stage(s1, residents, used, i + 1, rest_pairs, limbo);
            self.chosen.pop();
            used[j] = false;
            if found.is_some() || self.exhausted() {
                return found;
            }
        }
        None
    }

    /// S1[i] takes the first S2 player free, which walks S2's transpositions in order.
    fn s1_stage(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        taken: &mut Vec<bool>,
        i: usize,
        limbo: &[usize],
    ) -> Option<Bracket> {
        if i == s1.len() {
            let mut floaters: Vec<usize> = limbo.to_vec();
            floaters.extend(
                s2.iter()
                    .zip(taken.iter())
                    .filter(|(_, t)| !**t)
                    .map(|(p, _)| *p),
            );
            return self.accept(floaters);
        }
        for j in 0..s2.len() {
            if taken[j] || !self.may_pair(s1[i], s2[j]) {
                continue;
            }
            if !self.steps.spend() {
                return None;
            }
            taken[j] = true;
            self.chosen.push((s1[i], s2[j]));
            let found = self.s1_stage(s1, s2, taken, i + 1, limbo);
            self.chosen.pop();
            taken[j] = false;
            if found.is_some() || self.exhausted() {
                return found;
            }
        }
        None
    }

    /// Any `pairs` pairs within the bracket: the highest free player meets first the player
    /// half the free players below, then those further down, then those above that; floating
    /// is its last option.
    fn anyone(&mut self, bracket: &[usize], pairs: usize) -> Option<Bracket> {
        let mut free = vec![true; bracket.len()];
        let mut floaters = Vec::new();
        self.anyone_from(bracket, &mut free, pairs, &mut floaters)
    }

    fn anyone_from(
        &mut self,
        bracket: &[usize],
        free: &mut Vec<bool>,
        pairs: usize,
        floaters: &mut Vec<usize>,
    ) -> Option<Bracket> {
        let open: Vec<usize> = (0..bracket.len()).filter(|&k| free[k]).collect();
        if pairs == 0 {
            let mut all = floaters.clone();
            all.extend(open.iter().map(|&k| bracket[k]));
            return self.accept(all);
        }
        if open.len() < 2 * pairs {
            return None;
        }
        let x = open[0];
        let below = &open[1..];
        let natural = below.len() / 2;
        let order = below[natural..].iter().chain(below[..natural].iter().rev());
        for &y in order {
            if !self.may_pair(bracket[x], bracket[y]) {
                continue;
            }
            if !self.steps.spend() {
                return None;
            }
            free[x] = false;
            free[y] = false;
            self.chosen.push((bracket[x], bracket[y]));
            let found = self.anyone_from(bracket, free, pairs - 1, floaters);
            self.chosen.pop();
            free[x] = true;
            free[y] = true;
            if found.is_some() || self.exhausted() {
                return found;
            }
        }
        if open.len() > 2 * pairs && self.steps.spend() {
            free[x] = false;
            floaters.push(bracket[x]);
            let found = self.anyone_from(bracket, free, pairs, floaters);
            floaters.pop();
            free[x] = true;
            return found;
        }
        None
    }

    fn exhausted(&self) -> bool {
        self.steps.0 == 0 || self.checks == 0
    }

    /// C4: the candidate stands if the floaters and everyone below can still be paired.
    fn accept(&mut self, floaters: Vec<usize>) -> Option<Bracket> {
        if self.checks == 0 {
            return None;
        }
        self.checks -= 1;
        if self.lower.is_empty() && !floaters.is_empty() {
            return None;
        }
        let mut rest = floaters.clone();
        rest.extend_from_slice(self.lower);
        if !self.lower.is_empty() || !floaters.is_empty() {
            rest.sort_unstable();
            if !completes(self.pool, &rest) {
                return None;
            }
        }
        Some((self.chosen.clone(), floaters))
    }

    fn may_pair(&self, a: usize, b: usize) -> bool {
        if !self.pool.compat.allowed(a, b) {
            return false;
        }
        let (pa, sa) = self.pool.entrants[a].preference;
        let (pb, sb) = self.pool.entrants[b].preference;
        let clash = pa.is_some() && pa == pb;
        match self.level {
            ColourLevel::AllGranted => !clash,
            ColourLevel::StrongGranted => !clash || sa.min(sb) <= Strength::Mild,
            ColourLevel::Any => true,
        }
    }
}

/// Colours by E.1-E.5, boards ordered by the pair's higher score, then their sum, then the
/// higher player's rank; the bye last.
fn to_round(pool: &Pool, bye: Option<usize>, pairs: Vec<(usize, usize)>) -> Round {
    let mut boards: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    let score = |i: usize| pool.entrants[i].score;
    boards.sort_by_key(|&(a, b)| {
        (
            std::cmp::Reverse(score(a).max(score(b))),
            std::cmp::Reverse(score(a) + score(b)),
            a,
        )
    });
    let pairs = boards
        .into_iter()
        .map(|(a, b)| {
            let side = |i: usize| Side {
                number: pool.entrants[i].number,
                rank: i,
                history: &pool.entrants[i].history,
            };
            let (ea, eb) = (pool.entrants[a].number, pool.entrants[b].number);
            if allocate(&side(a), &side(b), Colour::White) == Colour::White {
                Pairing {
                    white: ea,
                    black: eb,
                }
            } else {
                Pairing {
                    white: eb,
                    black: ea,
                }
            }
        })
        .collect();
    Round {
        pairs,
        bye: bye.map(|i| pool.entrants[i].number),
    }
}
