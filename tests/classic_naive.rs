//! `classic` cross-checked against a deliberately naive second implementation written here
//! from RULES.md 2.1 and 4 alone: a plain grid, every movement spelled out step by step,
//! and the capture search done the obvious way: for every enemy value, every own piece on
//! the whole board that has a clear straight line to it gives its terms, and every subset of
//! those attackers with every choice of term is tried (plus every pair for a difference).
//! No bitboards, no shared move generator, no shared capture code; only RFEN parsing and
//! the text of pieces are shared with the crate (tested on their own). The grid, its pieces
//! and pyramids, and the harness that plays both sides are `common::reference`'s, shared
//! with `heligon`'s naive rules.
//!
//! Checked: perft from the start to depth 3 (and RULES.md's 10, 100, 1310), perft in
//! positions reached by play, and along whole deterministic pseudo-random games in every
//! position: the legal moves, every capture (square and piece), the board after the
//! captures, the result, and that each reported `how` is true arithmetic for the value
//! taken.

mod common;

use common::reference::{
    all_seen, all_squares, between, components, full_mask, lines, name, path, perft_agrees,
    perft_agrees_where_play_leads, perft_is, play_both, sq_of, walks, Grid, Kind, Lcg, Reference,
    Sq, Taken, Witness, P,
};
use rithmo::rules::perft::perft;
use rithmo::rules::{Action, Captured, Color, Game, Ruleset, Shape};
use std::collections::BTreeSet;

/// What a piece attacks with and is worth in `classic`.
trait Terms {
    fn identities(&self) -> Vec<(u32, Vec<Shape>)>;
    fn values(&self) -> Vec<u32>;
}

impl Terms for P {
    /// The ways it attacks: (value, shapes whose lines it uses). A pyramid: its total while
    /// complete (with every shape it holds), and each component with its own shape.
    fn identities(&self) -> Vec<(u32, Vec<Shape>)> {
        match self.kind {
            Kind::Plain(s, v, _) => vec![(v, vec![s])],
            Kind::Pyramid(_) => {
                let mut out = Vec::new();
                if self.complete() {
                    out.push((self.value(), self.shapes()));
                }
                for (_, s, v) in self.parts() {
                    out.push((v, vec![s]));
                }
                out
            }
        }
    }

    /// Its values for harmonies and as a target: each component, and the total while
    /// complete (pyramids); the value (others).
    fn values(&self) -> Vec<u32> {
        match self.kind {
            Kind::Plain(_, v, _) => vec![v],
            Kind::Pyramid(_) => {
                let mut out: Vec<u32> = self.parts().iter().map(|p| p.2).collect();
                if self.complete() {
                    out.push(self.value());
                }
                out
            }
        }
    }
}

#[derive(Clone)]
struct Naive {
    grid: Grid,
    white_to_move: bool,
}

fn from_game(g: &Game) -> Naive {
    Naive {
        grid: Grid::of(g),
        white_to_move: g.pos.side == Color::White,
    }
}

impl Naive {
    /// Every (direction, length) movement of the piece, duplicates removed.
    fn movements(p: &P) -> Vec<(Sq, i32)> {
        let mut out = Vec::new();
        for s in p.shapes() {
            let (dirs, len) = lines(s);
            for d in dirs {
                if !out.contains(&(d, len)) {
                    out.push((d, len));
                }
            }
        }
        out
    }

    /// The results of every term the piece on `from` offers against `target`.
    fn terms(&self, from: Sq, target: Sq) -> Vec<u32> {
        let p = self.grid.at(from).unwrap();
        let Some((dir, n, inner)) = between(from, target) else {
            return Vec::new();
        };
        if inner.iter().any(|&s| self.grid.at(s).is_some()) {
            return Vec::new();
        }
        let count = n as u32 + 1; // both squares counted
        let mut out = Vec::new();
        for (v, shapes) in p.identities() {
            for s in shapes {
                let (dirs, len) = lines(s);
                if !dirs.contains(&dir) {
                    continue;
                }
                if len == n {
                    out.push(v); // reach
                }
                out.push(v * count); // sight
                if v % count == 0 {
                    out.push(v / count);
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Every subset of attackers, one term each, summing to `left`.
    fn some_sum(groups: &[Vec<u32>], left: u32, used: usize) -> bool {
        if left == 0 {
            return used > 0;
        }
        let Some((first, rest)) = groups.split_first() else {
            return false;
        };
        first
            .iter()
            .any(|&t| t <= left && Naive::some_sum(rest, left - t, used + 1))
            || Naive::some_sum(rest, left, used)
    }

    fn can_take(&self, target: Sq, t: u32, white: bool) -> bool {
        let groups: Vec<Vec<u32>> = all_squares()
            .filter(|&s| self.grid.at(s).is_some_and(|p| p.white == white))
            .map(|s| self.terms(s, target))
            .filter(|t| !t.is_empty())
            .collect();
        if Naive::some_sum(&groups, t, 0) {
            return true;
        }
        for (i, a) in groups.iter().enumerate() {
            for b in &groups[i + 1..] {
                if a.iter().any(|&x| b.iter().any(|&y| x.abs_diff(y) == t)) {
                    return true;
                }
            }
        }
        false
    }

    /// One round of `white`'s captures; `saved` holds components rescued in this step.
    fn round(&mut self, white: bool, saved: &mut u8) -> Vec<Taken> {
        let mut wholes = Vec::new();
        let mut parts = Vec::new();
        for sq in all_squares() {
            let Some(p) = self.grid.at(sq) else { continue };
            if p.white == white {
                continue;
            }
            let whole = match p.kind {
                Kind::Plain(_, v, _) => self.can_take(sq, v, white),
                Kind::Pyramid(_) => p.complete() && self.can_take(sq, p.value(), white),
            };
            if whole || self.grid.besieged(sq) {
                wholes.push(sq);
                continue;
            }
            for (i, _, v) in p.parts() {
                if *saved & (1 << i) == 0 && self.can_take(sq, v, white) {
                    parts.push((sq, i));
                }
            }
        }
        let mut taken = Vec::new();
        for sq in wholes {
            taken.push((name(sq), self.grid.at(sq).unwrap().text()));
            self.grid.set(sq, None);
        }
        for (sq, i) in parts {
            let pyramid = self.grid.at(sq).unwrap();
            let (shape, v) = components(pyramid.white)[i];
            let rescuer = all_squares().find(|&s| {
                self.grid.at(s).is_some_and(|q| {
                    q.white == pyramid.white && matches!(q.kind, Kind::Plain(_, w, _) if w == v)
                })
            });
            if let Some(r) = rescuer {
                taken.push((name(r), self.grid.at(r).unwrap().text()));
                self.grid.set(r, None);
                *saved |= 1 << i;
                continue;
            }
            let part = P {
                white: pyramid.white,
                kind: Kind::Plain(shape, v, false),
            };
            taken.push((name(sq), part.text()));
            self.grid.take_component(sq, i);
        }
        taken
    }

    fn sweep(&mut self, white: bool) -> Vec<Taken> {
        let mut saved = 0u8;
        let mut all = Vec::new();
        loop {
            let round = self.round(white, &mut saved);
            if round.is_empty() {
                return all;
            }
            all.extend(round);
        }
    }

    /// Three pieces in the opponent's half of `white`, at most one enemy, in a line with
    /// equal gaps or around a corner with equal arms, only empty squares between, whose
    /// values (pyramids: total if complete, or any component) form a proportion with the
    /// middle value in the middle.
    fn harmony(&self, white: bool) -> bool {
        let zone = |s: &Sq| if white { s.1 >= 8 } else { s.1 < 8 };
        let pieces: Vec<(Sq, P)> = all_squares()
            .filter(zone)
            .filter_map(|s| self.grid.at(s).map(|p| (s, p)))
            .collect();
        let clear = |a: Sq, b: Sq| {
            between(a, b)
                .is_some_and(|(_, _, inner)| inner.iter().all(|&s| self.grid.at(s).is_none()))
        };
        for &(b, pb) in &pieces {
            for &(a, pa) in &pieces {
                for &(c, pc) in &pieces {
                    if a >= c || a == b || c == b {
                        continue;
                    }
                    let enemies = [pa, pb, pc].iter().filter(|p| p.white != white).count();
                    if enemies > 1 {
                        continue;
                    }
                    let (u, w) = ((a.0 - b.0, a.1 - b.1), (c.0 - b.0, c.1 - b.1));
                    let line = u == (-w.0, -w.1);
                    let corner = (u.1 == 0 && w.0 == 0 || u.0 == 0 && w.1 == 0)
                        && u.0.abs() + u.1.abs() == w.0.abs() + w.1.abs();
                    if !(line || corner) || !clear(a, b) || !clear(b, c) {
                        continue;
                    }
                    for &x in &pa.values() {
                        for &m in &pb.values() {
                            for &z in &pc.values() {
                                let (lo, hi) = (x.min(z), x.max(z));
                                if lo < m && m < hi && proportion(lo as u64, m as u64, hi as u64) {
                                    return true;
                                }
                            }
                        }
                    }
                }
            }
        }
        false
    }

    fn play(&self, (from, to): (Sq, Sq)) -> (Naive, Vec<Taken>) {
        let mut n = self.clone();
        let me = self.white_to_move;
        let p = n.grid.at(from);
        n.grid.set(from, None);
        n.grid.set(to, p);
        let mut taken = n.sweep(me);
        if !n.harmony(me) {
            taken.extend(n.sweep(!me));
        }
        n.white_to_move = !me;
        (n, taken)
    }
}

impl Reference for Naive {
    type Act = (Sq, Sq);

    fn from_game(g: &Game) -> Naive {
        from_game(g)
    }

    fn actions(&self) -> Vec<(Sq, Sq)> {
        let mut out = BTreeSet::new();
        for from in all_squares() {
            let Some(p) = self.grid.at(from) else {
                continue;
            };
            if p.white != self.white_to_move {
                continue;
            }
            for m in Naive::movements(&p) {
                let Some(path) = path(from, m.0, m.1) else {
                    continue;
                };
                if path.iter().all(|&s| self.grid.at(s).is_none()) {
                    out.insert((from, *path.last().unwrap()));
                }
            }
        }
        out.into_iter().collect()
    }

    fn after(&self, m: (Sq, Sq)) -> Naive {
        self.play(m).0
    }

    /// The side that moved last has a harmony, or the side to move has no move.
    fn ended(&self) -> bool {
        self.harmony(!self.white_to_move) || self.actions().is_empty()
    }
}

impl Witness for Naive {
    fn act(&self, a: Action) -> (Sq, Sq) {
        let Action::Move { from, to } = a else {
            panic!("classic has no drops")
        };
        (sq_of(from), sq_of(to))
    }

    fn text(&(a, b): &(Sq, Sq)) -> String {
        format!("{}-{}", name(a), name(b))
    }

    fn taking(&self, m: (Sq, Sq)) -> (Naive, Vec<Taken>) {
        self.play(m)
    }

    fn board(&self) -> Vec<Taken> {
        self.grid.board()
    }

    fn kinds(
        _: &Game,
        n: &Naive,
        _: &Naive,
        _: Action,
        captured: &[Captured],
        context: &str,
    ) -> Vec<&'static str> {
        captured
            .iter()
            .flat_map(|c| kinds_of(n, c, context))
            .collect()
    }

    fn over(g: &Game, n: &Naive, _: &mut BTreeSet<&'static str>) -> bool {
        if g.outcome().is_some() || n.ended() {
            assert_eq!(g.outcome().is_some(), n.ended(), "ended in {}", g.rfen());
            return true;
        }
        false
    }
}

fn proportion(a: u64, b: u64, c: u64) -> bool {
    b - a == c - b || b * b == a * c || c * (b - a) == a * (c - b)
}

fn classic() -> Ruleset {
    Ruleset::from_names("classic", &[]).expect("the classic variant")
}

/// Evaluates a reported `how` (`4*4=16`, `120+49=169`, `66*4+25=289`, `100-9=91`) and
/// returns (left side, right side); None for anything else.
fn evaluate(how: &str) -> Option<(i64, i64)> {
    let (lhs, rhs) = how.split_once('=')?;
    let rhs: i64 = rhs.parse().ok()?;
    let mut total = 0i64;
    let mut sign = 1i64;
    let mut term = String::new();
    let term_value = |t: &str| -> Option<i64> {
        if let Some((v, d)) = t.split_once('*') {
            return Some(v.parse::<i64>().ok()? * d.parse::<i64>().ok()?);
        }
        if let Some((v, d)) = t.split_once('/') {
            let (v, d) = (v.parse::<i64>().ok()?, d.parse::<i64>().ok()?);
            return (v % d == 0).then_some(v / d);
        }
        t.parse().ok()
    };
    for ch in lhs.chars().chain(std::iter::once('+')) {
        if ch == '+' || ch == '-' {
            total += sign * term_value(&term)?;
            term.clear();
            sign = if ch == '+' { 1 } else { -1 };
        } else {
            term.push(ch);
        }
    }
    Some((total, rhs))
}

/// Checks that a capture's reported `how` is true arithmetic for the value taken (`n` the
/// position before the move); its kinds.
fn kinds_of(n: &Naive, c: &Captured, context: &str) -> Vec<&'static str> {
    let how = c.how.to_string();
    if how == "siege" {
        return vec!["siege"];
    }
    let (lhs, rhs) = evaluate(&how).unwrap_or_else(|| panic!("cannot read how '{how}'"));
    assert_eq!(lhs, rhs, "'{how}' is not true ({context})");
    let values = n
        .grid
        .at(sq_of(c.square))
        .map(|p| p.values())
        .unwrap_or_default();
    assert!(
        rhs as u32 == c.piece.value as u32 || values.contains(&(rhs as u32)),
        "'{how}' takes {} on {}",
        c.piece.text(),
        c.square
    );
    let left = how.split('=').next().unwrap();
    let mut kinds = vec![if left.contains('-') {
        "difference"
    } else if left.contains('+') {
        "sum"
    } else if left.contains('*') {
        "times"
    } else if left.contains('/') {
        "divided"
    } else {
        "equality"
    }];
    if c.piece.shape != Shape::Pyramid
        && n.grid
            .at(sq_of(c.square))
            .is_some_and(|p| matches!(p.kind, Kind::Pyramid(_)))
    {
        kinds.push("component");
    }
    kinds
}

/// Every kind of capture `classic` has, as `kinds_of` names them.
const CAPTURE_KINDS: [&str; 7] = [
    "component",
    "difference",
    "divided",
    "equality",
    "siege",
    "sum",
    "times",
];

#[test]
fn perft_from_the_start_matches_rules_md_and_the_naive_count() {
    // RULES.md section 4: 10, 100, 1310 (depth 1 counted by hand in classic's rules tests).
    perft_is::<Naive>(&Game::new(classic()), &[(1, 10), (2, 100), (3, 1310)]);
}

#[test]
fn whole_games_agree_with_the_naive_rules_in_every_position() {
    let (plies, kinds) = walks::<Naive>(&classic(), 1..=12, 160);
    assert!(
        plies > 600,
        "the games were long enough to meet ({plies} plies)"
    );
    // The games exercise every kind of capture.
    all_seen(&CAPTURE_KINDS, &kinds);
}

#[test]
fn perft_in_positions_reached_by_play_matches_the_naive_count() {
    perft_agrees_where_play_leads::<Naive>(&classic(), &[3, 7, 11], 70, 1..=2);
}

/// The armies of RULES.md section 1 without their pyramids, transcribed by hand.
const WHITE_ARMY: [(Shape, u32); 23] = [
    (Shape::Circle, 2),
    (Shape::Circle, 4),
    (Shape::Circle, 6),
    (Shape::Circle, 8),
    (Shape::Circle, 4),
    (Shape::Circle, 16),
    (Shape::Circle, 36),
    (Shape::Circle, 64),
    (Shape::Triangle, 6),
    (Shape::Triangle, 20),
    (Shape::Triangle, 42),
    (Shape::Triangle, 72),
    (Shape::Triangle, 9),
    (Shape::Triangle, 25),
    (Shape::Triangle, 49),
    (Shape::Triangle, 81),
    (Shape::Square, 15),
    (Shape::Square, 45),
    (Shape::Square, 153),
    (Shape::Square, 25),
    (Shape::Square, 81),
    (Shape::Square, 169),
    (Shape::Square, 289),
];
const BLACK_ARMY: [(Shape, u32); 23] = [
    (Shape::Circle, 3),
    (Shape::Circle, 5),
    (Shape::Circle, 7),
    (Shape::Circle, 9),
    (Shape::Circle, 9),
    (Shape::Circle, 25),
    (Shape::Circle, 49),
    (Shape::Circle, 81),
    (Shape::Triangle, 12),
    (Shape::Triangle, 30),
    (Shape::Triangle, 56),
    (Shape::Triangle, 90),
    (Shape::Triangle, 16),
    (Shape::Triangle, 36),
    (Shape::Triangle, 64),
    (Shape::Triangle, 100),
    (Shape::Square, 28),
    (Shape::Square, 66),
    (Shape::Square, 120),
    (Shape::Square, 49),
    (Shape::Square, 121),
    (Shape::Square, 225),
    (Shape::Square, 361),
];

impl Naive {
    /// The position in RFEN (RULES.md 3), written here rather than by the crate.
    fn rfen(&self) -> String {
        let mut ranks = Vec::new();
        for r in (0..16).rev() {
            let mut items = Vec::new();
            let mut gap = 0;
            for f in 0..8 {
                match self.grid.at((f, r)) {
                    None => gap += 1,
                    Some(p) => {
                        if gap > 0 {
                            items.push(gap.to_string());
                        }
                        gap = 0;
                        items.push(p.text());
                    }
                }
            }
            if gap > 0 {
                items.push(gap.to_string());
            }
            ranks.push(items.join(","));
        }
        let side = if self.white_to_move { 'w' } else { 'b' };
        format!("{} {side} - -", ranks.join("/"))
    }

    /// A crowded random position: part of each army, often with a pyramid (complete or
    /// reduced), packed into ranks 4-13 so that captures, sieges and harmonies abound.
    fn random(rng: &mut Lcg) -> Naive {
        let mut n = Naive {
            grid: Grid::empty(),
            white_to_move: rng.next(2) == 0,
        };
        let mut free: Vec<Sq> = (3..13).flat_map(|r| (0..8).map(move |f| (f, r))).collect();
        let mut place = |n: &mut Naive, p: P, rng: &mut Lcg| {
            let i = rng.next(free.len());
            n.grid.set(free.swap_remove(i), Some(p));
        };
        for white in [true, false] {
            let mut army: Vec<(Shape, u32)> = if white { WHITE_ARMY } else { BLACK_ARMY }.to_vec();
            let count = 8 + rng.next(9);
            for _ in 0..count {
                let (s, v) = army.swap_remove(rng.next(army.len()));
                place(
                    &mut n,
                    P {
                        white,
                        kind: Kind::Plain(s, v, false),
                    },
                    rng,
                );
            }
            if rng.next(5) > 0 {
                let full = full_mask(white);
                let mask = if rng.next(2) == 0 {
                    full
                } else {
                    1 + rng.next(full as usize) as u8
                };
                place(
                    &mut n,
                    P {
                        white,
                        kind: Kind::Pyramid(mask),
                    },
                    rng,
                );
            }
        }
        n
    }
}

#[test]
fn crowded_random_positions_agree_with_the_naive_rules_move_by_move() {
    let mut rng = Lcg(2024);
    let mut kinds = BTreeSet::new();
    let (mut harmonies, mut moves_checked) = (0, 0);
    for k in 0..150 {
        let n = Naive::random(&mut rng);
        let text = n.rfen();
        let g = Game::from_rfen(classic(), &text).unwrap();
        assert_eq!(from_game(&g).board(), n.board(), "RFEN read back: {text}");
        assert_eq!(
            g.outcome().is_some(),
            n.ended(),
            "ended at the root: {text}"
        );
        if n.ended() {
            continue;
        }
        for (from, to) in n.actions() {
            let mut g2 = g.clone();
            let action =
                rithmo::rules::explain::resolve(&g2, &format!("{}-{}", name(from), name(to)))
                    .unwrap_or_else(|e| {
                        panic!("{}-{} refused in {text}: {e}", name(from), name(to))
                    });
            let (after, made) = play_both(&mut g2, &n, action);
            kinds.extend(made);
            let mover_won = after.harmony(n.white_to_move);
            harmonies += mover_won as usize;
            // Either ending (the mover's harmony, or no move left for the other side) is a
            // win for the mover.
            let mover = if n.white_to_move {
                Color::White
            } else {
                Color::Black
            };
            assert_eq!(
                g2.outcome().map(|o| o.winner),
                after.ended().then_some(Some(mover)),
                "result after {}-{} in {text}",
                name(from),
                name(to)
            );
            moves_checked += 1;
        }
        if k % 10 == 0 {
            let mut g3 = g.clone();
            assert_eq!(perft(&mut g3, 2), n.perft(2), "perft 2 in {text}");
        }
    }
    assert!(moves_checked > 2000, "{moves_checked} moves checked");
    assert!(harmonies > 20, "harmonies completed by a move: {harmonies}");
    all_seen(&CAPTURE_KINDS, &kinds);
}

/// A crowded middle game reached by forward-biased random play (79 plies from the start):
/// 24 white and 23 black pieces, 20 of them on ranks 5-12, both pyramids complete, White to
/// move with 49 moves. Suitable for `rithmo bench` as classic's middle game.
pub const MIDGAME: &str = "s361,s225,4,s121,s49/p190,1,t64,t56,1,t36,s66,s28/\
t100,t90,c25,3,t12,1/4,c5,1,t30,1/1,s120,3,t16,c9,1/1,S45,c49,1,c7,3/2,c9,1,S81,c3,2/\
3,T6,1,T81,2/S15,7/2,C2,2,C6,2/4,C36,C8,1,T20/2,T9,1,C64,2,S153/2,C4,4,S289/\
2,C4,C16,2,T72,1/2,T25,1,T42,T49,P91,1/S25,5,S169,1 w - -";

#[test]
fn perft_in_a_crowded_middle_game_matches_the_naive_count() {
    let g = Game::from_rfen(classic(), MIDGAME).unwrap();
    let naive = from_game(&g);
    assert_eq!(naive.rfen(), g.rfen(), "the naive RFEN writer agrees");
    perft_agrees::<Naive>(&g, 1..=2);
}

/// Depth 3 of the same: 76,847 sequences, most of the naive search's time in this file.
#[test]
fn perft_3_in_a_crowded_middle_game_matches_the_naive_count() {
    let mut g = Game::from_rfen(classic(), MIDGAME).unwrap();
    let naive = from_game(&g);
    let (ours, theirs) = (perft(&mut g, 3), naive.perft(3));
    println!("perft 3 in the middle game: {ours}");
    assert_eq!(ours, theirs);
}
