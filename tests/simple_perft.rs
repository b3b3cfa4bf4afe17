//! Perft for `simple` from the start, cross-checked against a deliberately naive second
//! implementation written here: a plain grid, paths spelled out step by step, captures
//! searched square by square, no bitboards, no shared move generator. Only RFEN parsing is
//! shared (tested on its own). The naive side plays the default options (value goal 200,
//! no limit, no rows); repetition cannot arise at these depths.

mod common;
use common::reference::{on_board, perft_agrees, perft_is, Reference, Sq};
use rithmo::rules::perft::perft;
use rithmo::rules::{Color, Game, Ruleset, Shape};
use std::collections::BTreeSet;

/// (white?, shape, value)
type Cell = Option<(bool, Shape, u32)>;

#[derive(Clone)]
struct Naive {
    grid: [[Cell; 8]; 16], // [rank][file]
    white_to_move: bool,
    value: [u32; 2], // captured values, [white, black]
    halfmove: u32,
}

fn length(shape: Shape) -> i32 {
    match shape {
        Shape::Circle => 2,
        Shape::Triangle => 3,
        _ => 4,
    }
}

const DIRS: [Sq; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// Whether `hi` and `lo` give `t` by +, -, * or /.
fn combine(a: u32, b: u32, t: u32) -> bool {
    let (hi, lo) = (a.max(b), a.min(b));
    hi + lo == t || (hi > lo && hi - lo == t) || hi * lo == t || (hi % lo == 0 && hi / lo == t)
}

impl Naive {
    fn at(&self, (f, r): Sq) -> Cell {
        self.grid[r as usize][f as usize]
    }

    fn set(&mut self, (f, r): Sq, c: Cell) {
        self.grid[r as usize][f as usize] = c;
    }

    /// Every path: k steps one way, then n-k steps a perpendicular way (k = n: straight).
    fn destinations(&self, from: Sq, n: i32) -> BTreeSet<Sq> {
        let mut out = BTreeSet::new();
        for d1 in DIRS {
            for k in 1..=n {
                let turns: Vec<Sq> = if k == n {
                    vec![(0, 0)]
                } else {
                    DIRS.iter()
                        .copied()
                        .filter(|d| d.0 * d1.0 + d.1 * d1.1 == 0)
                        .collect()
                };
                for d2 in turns {
                    let mut path = Vec::new();
                    let mut at = from;
                    for i in 0..n {
                        let d = if i < k { d1 } else { d2 };
                        at = (at.0 + d.0, at.1 + d.1);
                        path.push(at);
                    }
                    let (last, passed) = path.split_last().unwrap();
                    if path.iter().all(|&s| on_board(s))
                        && passed.iter().all(|&s| self.at(s).is_none())
                    {
                        out.insert(*last);
                    }
                }
            }
        }
        out
    }

    fn neighbours((f, r): Sq) -> Vec<Sq> {
        DIRS.iter()
            .map(|d| (f + d.0, r + d.1))
            .filter(|&s| on_board(s))
            .collect()
    }

    /// The enemy squares `white` takes by ambush or enclosure now.
    fn contact(&self, white: bool) -> Vec<Sq> {
        let mut out = Vec::new();
        for r in 0..16 {
            for f in 0..8 {
                let Some((w, _, t)) = self.at((f, r)) else {
                    continue;
                };
                if w == white {
                    continue;
                }
                let nb = Naive::neighbours((f, r));
                let mine: Vec<u32> = nb
                    .iter()
                    .filter_map(|&s| self.at(s))
                    .filter(|c| c.0 == white)
                    .map(|c| c.2)
                    .collect();
                let mut ambushed = false;
                for i in 0..mine.len() {
                    for j in i + 1..mine.len() {
                        ambushed |= combine(mine[i], mine[j], t);
                    }
                }
                let enclosed = !mine.is_empty() && nb.iter().all(|&s| self.at(s).is_some());
                if ambushed || enclosed {
                    out.push((f, r));
                }
            }
        }
        out
    }

    fn sweep(&mut self, white: bool) -> bool {
        let mut any = false;
        loop {
            let found = self.contact(white);
            if found.is_empty() {
                return any;
            }
            for s in found {
                self.value[usize::from(!white)] += self.at(s).unwrap().2;
                self.set(s, None);
                any = true;
            }
        }
    }
}

impl Reference for Naive {
    type Act = (Sq, Sq);

    fn from_game(g: &Game) -> Naive {
        let mut grid = [[None; 8]; 16];
        for (sq, p) in g.pos.pieces() {
            grid[sq.rank() as usize][sq.file() as usize] =
                Some((p.color == Color::White, p.shape, p.value as u32));
        }
        let tally = |k: usize| g.pos.counters.tallies[k]; // wvalue, bvalue come first
        Naive {
            grid,
            white_to_move: g.pos.side == Color::White,
            value: [tally(0), tally(1)],
            halfmove: g.pos.counters.halfmove,
        }
    }

    fn actions(&self) -> Vec<(Sq, Sq)> {
        let me = self.white_to_move;
        let mut out = Vec::new();
        for r in 0..16 {
            for f in 0..8 {
                let Some((w, shape, v)) = self.at((f, r)) else {
                    continue;
                };
                if w != me {
                    continue;
                }
                let n = length(shape);
                for to in self.destinations((f, r), n) {
                    let ok = match self.at(to) {
                        None => true,
                        Some((tw, _, t)) => {
                            tw != me
                                && (t == v
                                    || v + n as u32 == t
                                    || v.checked_sub(n as u32) == Some(t)
                                    || v * n as u32 == t
                                    || (v % n as u32 == 0 && v / n as u32 == t))
                        }
                    };
                    if ok {
                        out.push(((f, r), to));
                    }
                }
            }
        }
        out
    }

    fn after(&self, (from, to): (Sq, Sq)) -> Naive {
        let mut n = self.clone();
        let me = self.white_to_move;
        let mover = n.at(from);
        let mut took = false;
        if let Some((_, _, t)) = n.at(to) {
            n.value[usize::from(!me)] += t;
            took = true;
        }
        n.set(from, None);
        n.set(to, mover);
        took |= n.sweep(me);
        took |= n.sweep(!me);
        n.halfmove = if took { 0 } else { n.halfmove + 1 };
        n.white_to_move = !me;
        n
    }

    fn ended(&self) -> bool {
        self.value.iter().any(|&v| v >= 200) || self.halfmove >= 100 || self.actions().is_empty()
    }
}

fn simple() -> Ruleset {
    Ruleset::from_names("simple", &[]).unwrap()
}

#[test]
fn perft_from_the_start_matches_rules_md_and_the_naive_count() {
    // RULES.md: 30 and 900 (depth 1 is also checked move by move in simple_rules.rs).
    perft_is::<Naive>(&Game::new(simple()), &[(1, 30), (2, 900), (3, 29760)]);
}

/// A middle game reached by play (the walk of the last test with 11 in place of 13, after
/// 51 plies): the armies have met,
/// White has taken 73 in values, and captures are a move or two away.
pub const MIDGAME: &str = "s361,t56,2,s120,s225,1,s49/1,t30,5,s28/t64,c9,c81,c49,1,T9,1,t16/\
3,c7,c5,2,s121/4,t12,s66,2/8/1,t100,6/8/1,s190,6/1,t90,5,T72/2,C2,3,T81,C8/C4,7/2,C6,5/\
1,T6,C4,C16,C36,C64,2/S15,S45,T25,2,T49,S91,S153/S25,S81,T42,2,T20,S169,S289 \
b - - halfmove=14 ply=51 wshape=9 wvalue=73";

#[test]
fn perft_in_a_middle_game_matches_the_naive_count() {
    let g = Game::from_rfen(simple(), MIDGAME).unwrap();
    perft_agrees::<Naive>(&g, 1..=3);
}

#[test]
fn perft_along_a_whole_game_matches_the_naive_count_in_every_position() {
    // A deterministic game: on even plies the first capturing move if there is one,
    // otherwise the ((13k + 3) mod count)-th legal move. It ends on points; on the way
    // every kind of capture happens, and both counts agree two plies deep everywhere.
    let mut g = Game::new(simple());
    let mut kinds = BTreeSet::new();
    for k in 0..400u64 {
        let naive = Naive::from_game(&g);
        assert_eq!(perft(&mut g, 2), naive.perft(2), "ply {k}: {}", g.rfen());
        let actions = rithmo::rules::movegen::legal_actions(&g.rules, &g.pos);
        if g.outcome().is_some() {
            break;
        }
        let captures: Vec<_> = actions
            .iter()
            .filter(|a| g.pos.at(a.to()).is_some())
            .collect();
        let a = match captures.first() {
            Some(c) if k % 2 == 0 => **c,
            _ => actions[((13 * k + 3) as usize) % actions.len()],
        };
        for c in g.play(a) {
            let how = c.how.to_string();
            let kind = match how.split(' ').next().unwrap() {
                "meeting" | "ambush" | "enclosure" => how.split(' ').next().unwrap().to_string(),
                _ => "assault".to_string(),
            };
            kinds.insert(kind);
        }
    }
    assert!(g.outcome().is_some());
    assert_eq!(
        kinds.into_iter().collect::<Vec<_>>(),
        ["ambush", "assault", "enclosure", "meeting"]
    );
}

/// Depth 4 from the start (984,044), naive side included: about 3 s at the tests'
/// opt-level.
#[test]
fn perft_4_from_the_start_matches_the_naive_count() {
    perft_is::<Naive>(&Game::new(simple()), &[(4, 984_044)]);
}
