//! Standings and their tie-breaks. Round robin: points, Sonneborn-Berger, the games among
//! the tied players (direct encounter), wins. Swiss: points, Buchholz cut 1, Buchholz,
//! Sonneborn-Berger. Equal on everything, the lower start number goes first, so the order
//! is always the same.

use super::state::{Entry, HalfPoints, Outcome, Player, StartNo, Tournament};
use std::cmp::Reverse;
use std::collections::HashSet;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1-based, distinct.
    pub place: usize,
    pub number: StartNo,
    pub points: HalfPoints,
    pub tie_breaks: TieBreaks,
    /// Round robin: withdrew having played fewer than half their games; their games are
    /// struck out for everyone and they are listed last.
    pub struck: bool,
}

/// Tie-break values: Buchholz in half points, Sonneborn-Berger in quarter points (a result
/// in half points times an opponent's score in half points).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreaks {
    RoundRobin {
        sonneborn_berger: u32,
        direct_encounter: HalfPoints,
        wins: u32,
    },
    Swiss {
        buchholz_cut1: HalfPoints,
        buchholz: HalfPoints,
        sonneborn_berger: u32,
    },
}

/// Quarter points as a person reads them: `4`, `4.5`, `4.25`.
pub fn quarters_text(q: u32) -> String {
    let whole = q / 4;
    match q % 4 {
        0 => format!("{whole}"),
        1 => format!("{whole}.25"),
        2 => format!("{whole}.5"),
        _ => format!("{whole}.75"),
    }
}

/// A round robin's standings; `cycles` is 2 for a double round robin.
pub fn round_robin_standings(t: &Tournament, cycles: u32) -> Vec<Standing> {
    let games_each = (t.players.len() as u32).saturating_sub(1) * cycles;
    let struck: HashSet<StartNo> = t
        .players
        .iter()
        .filter(|p| p.withdrawn && 2 * played_games(p) < games_each)
        .map(|p| p.number)
        .collect();
    let counts = |e: &Entry| e.opponent.is_none_or(|o| !struck.contains(&o));
    // Each player's points once, not once per game against them.
    let points: Vec<HalfPoints> = t
        .players
        .iter()
        .map(|p| {
            p.entries
                .iter()
                .filter(|e| counts(e))
                .map(|e| e.outcome.half_points())
                .sum()
        })
        .collect();
    let points_of = |n: StartNo| points[n as usize - 1];
    let mut rows: Vec<(bool, HalfPoints, u32, u32, StartNo)> = t
        .players
        .iter()
        .map(|p| {
            let sb = p
                .entries
                .iter()
                .filter(|e| counts(e))
                .filter_map(|e| Some(e.outcome.half_points() * points_of(e.opponent?)))
                .sum();
            let wins = p
                .entries
                .iter()
                .filter(|e| counts(e))
                .filter(|e| matches!(e.outcome, Outcome::Win | Outcome::ForfeitWin))
                .count() as u32;
            if struck.contains(&p.number) {
                (true, 0, 0, 0, p.number)
            } else {
                (false, points_of(p.number), sb, wins, p.number)
            }
        })
        .collect();
    rows.sort_by_key(|&(s, pts, sb, _, n)| (s, Reverse(pts), Reverse(sb), n));
    // The direct encounter only orders players equal on points and Sonneborn-Berger.
    let mut out = Vec::with_capacity(rows.len());
    for tied in rows.chunk_by(|a, b| (a.0, a.1, a.2) == (b.0, b.1, b.2)) {
        let group: HashSet<StartNo> = tied.iter().map(|r| r.4).collect();
        let mut tied: Vec<_> = tied
            .iter()
            .map(|&(s, pts, sb, wins, n)| (s, pts, sb, direct(t.player(n), &group), wins, n))
            .collect();
        tied.sort_by_key(|&(_, _, _, d, w, n)| (Reverse(d), Reverse(w), n));
        out.extend(tied);
    }
    out.into_iter()
        .enumerate()
        .map(|(i, (s, pts, sb, d, wins, n))| Standing {
            place: i + 1,
            number: n,
            points: pts,
            tie_breaks: TieBreaks::RoundRobin {
                sonneborn_berger: sb,
                direct_encounter: d,
                wins,
            },
            struck: s,
        })
        .collect()
}

fn played_games(p: &Player) -> u32 {
    p.entries.iter().filter(|e| e.outcome.is_played()).count() as u32
}

/// Points scored against the others of `group`.
fn direct(p: &Player, group: &HashSet<StartNo>) -> HalfPoints {
    p.entries
        .iter()
        .filter(|e| e.opponent.is_some_and(|o| group.contains(&o)))
        .map(|e| e.outcome.half_points())
        .sum()
}

/// A Swiss's standings. A round without a game played (a bye, a forfeit, an absence) counts
/// for Buchholz as an opponent with the player's own score, and is the first cut (FIDE
/// C.07); Sonneborn-Berger counts the games played.
pub fn swiss_standings(t: &Tournament) -> Vec<Standing> {
    let mut rows: Vec<(HalfPoints, HalfPoints, HalfPoints, u32, StartNo)> = t
        .players
        .iter()
        .map(|p| {
            let (cut1, full) = buchholz(t, p);
            (p.score(), cut1, full, swiss_sb(t, p), p.number)
        })
        .collect();
    rows.sort_by_key(|&(pts, c, b, sb, n)| (Reverse(pts), Reverse(c), Reverse(b), Reverse(sb), n));
    rows.into_iter()
        .enumerate()
        .map(|(i, (pts, c, b, sb, n))| Standing {
            place: i + 1,
            number: n,
            points: pts,
            tie_breaks: TieBreaks::Swiss {
                buchholz_cut1: c,
                buchholz: b,
                sonneborn_berger: sb,
            },
            struck: false,
        })
        .collect()
}

/// Buchholz cut 1 and Buchholz.
fn buchholz(t: &Tournament, p: &Player) -> (HalfPoints, HalfPoints) {
    let own = p.score();
    let mut played = Vec::new();
    let mut unplayed = Vec::new();
    for e in &p.entries {
        match e.opponent {
            Some(o) if e.outcome.is_played() => played.push(t.score(o)),
            _ => unplayed.push(own),
        }
    }
    let full: HalfPoints = played.iter().chain(&unplayed).sum();
    let cut = if unplayed.is_empty() {
        played.iter().min().copied().unwrap_or(0)
    } else {
        own
    };
    (full - cut, full)
}

fn swiss_sb(t: &Tournament, p: &Player) -> u32 {
    let quarters: u32 = p
        .entries
        .iter()
        .filter(|e| e.outcome.is_played())
        .filter_map(|e| Some(e.outcome.half_points() * t.score(e.opponent?)))
        .sum();
    quarters
}
