//! `classic` cross-checked against a deliberately naive second implementation written here
//! from RULES.md 2.1 and 4 alone: a plain grid, every movement spelled out step by step,
//! and the capture search done the obvious way: for every enemy value, every own piece on
//! the whole board that has a clear straight line to it gives its terms, and every subset of
//! those attackers with every choice of term is tried (plus every pair for a difference).
//! No bitboards, no shared move generator, no shared capture code; only RFEN parsing and
//! the text of pieces are shared (tested on their own).
//!
//! Checked: perft from the start to depth 3 (and RULES.md's 10, 100, 1310), perft in
//! positions reached by play, and along whole deterministic pseudo-random games in every
//! position: the legal moves, every capture (square and piece), the board after the
//! captures, the result, and that each reported `how` is true arithmetic for the value
//! taken.

use rithmo::rules::movegen::legal_actions;
use rithmo::rules::perft::perft;
use rithmo::rules::{Action, Color, Game, Ruleset, Shape, Square};
use std::collections::BTreeSet;

type Sq = (i32, i32); // (file, rank), both from 0

/// The composite pyramids, transcribed from RULES.md 2.1 (not taken from the crate).
const WHITE_PYRAMID: [(Shape, u32); 6] = [
    (Shape::Circle, 1),
    (Shape::Circle, 4),
    (Shape::Triangle, 9),
    (Shape::Triangle, 16),
    (Shape::Square, 25),
    (Shape::Square, 36),
];
const BLACK_PYRAMID: [(Shape, u32); 5] = [
    (Shape::Circle, 16),
    (Shape::Triangle, 25),
    (Shape::Triangle, 36),
    (Shape::Square, 49),
    (Shape::Square, 64),
];

fn components(white: bool) -> &'static [(Shape, u32)] {
    if white {
        &WHITE_PYRAMID
    } else {
        &BLACK_PYRAMID
    }
}

fn full_mask(white: bool) -> u8 {
    (1u8 << components(white).len()) - 1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Plain(Shape, u32),
    /// The components still held, bit i for entry i of `components`.
    Pyramid(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct P {
    white: bool,
    kind: Kind,
}

impl P {
    fn pyramid_parts(&self) -> Vec<(usize, Shape, u32)> {
        match self.kind {
            Kind::Plain(..) => Vec::new(),
            Kind::Pyramid(mask) => components(self.white)
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(i, &(s, v))| (i, s, v))
                .collect(),
        }
    }

    fn complete(&self) -> bool {
        self.kind == Kind::Pyramid(full_mask(self.white))
    }

    fn total(&self) -> u32 {
        match self.kind {
            Kind::Plain(_, v) => v,
            Kind::Pyramid(_) => self.pyramid_parts().iter().map(|p| p.2).sum(),
        }
    }

    /// The plain shapes it moves as.
    fn shapes(&self) -> Vec<Shape> {
        match self.kind {
            Kind::Plain(s, _) => vec![s],
            Kind::Pyramid(_) => self.pyramid_parts().iter().map(|p| p.1).collect(),
        }
    }

    /// The ways it attacks: (value, shapes whose lines it uses). A pyramid: its total while
    /// complete (with every shape it holds), and each component with its own shape.
    fn identities(&self) -> Vec<(u32, Vec<Shape>)> {
        match self.kind {
            Kind::Plain(s, v) => vec![(v, vec![s])],
            Kind::Pyramid(_) => {
                let mut out = Vec::new();
                if self.complete() {
                    out.push((self.total(), self.shapes()));
                }
                for (_, s, v) in self.pyramid_parts() {
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
            Kind::Plain(_, v) => vec![v],
            Kind::Pyramid(_) => {
                let mut out: Vec<u32> = self.pyramid_parts().iter().map(|p| p.2).collect();
                if self.complete() {
                    out.push(self.total());
                }
                out
            }
        }
    }

    /// RFEN text, as RULES.md 3 writes it.
    fn text(&self) -> String {
        let letter = |s: Shape| {
            let l = match s {
                Shape::Circle => 'C',
                Shape::Triangle => 'T',
                Shape::Square => 'S',
                Shape::Pyramid => 'P',
            };
            if self.white {
                l
            } else {
                l.to_ascii_lowercase()
            }
        };
        match self.kind {
            Kind::Plain(s, v) => format!("{}{v}", letter(s)),
            Kind::Pyramid(_) if self.complete() => {
                format!("{}{}", letter(Shape::Pyramid), self.total())
            }
            Kind::Pyramid(_) => {
                let parts: Vec<String> = self
                    .pyramid_parts()
                    .iter()
                    .map(|&(_, s, v)| format!("{}{v}", letter(s)))
                    .collect();
                format!("{}({})", letter(Shape::Pyramid), parts.join(","))
            }
        }
    }
}

const ORTHOGONAL: [Sq; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [Sq; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// (directions, exact length) of a plain shape's movement.
fn lines(shape: Shape) -> (Vec<Sq>, i32) {
    match shape {
        Shape::Circle => (ORTHOGONAL.to_vec(), 1),
        Shape::Triangle => (DIAGONAL.to_vec(), 2),
        Shape::Square => ([ORTHOGONAL, DIAGONAL].concat(), 3),
        Shape::Pyramid => unreachable!("a pyramid moves as its components"),
    }
}

fn on_board((f, r): Sq) -> bool {
    (0..8).contains(&f) && (0..16).contains(&r)
}

fn name((f, r): Sq) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// A capture, or a piece on the board, as (square, piece text).
type Taken = (String, String);

#[derive(Clone)]
struct Naive {
    grid: [[Option<P>; 8]; 16], // [rank][file]
    white_to_move: bool,
}

fn from_game(g: &Game) -> Naive {
    let mut grid = [[None; 8]; 16];
    for (sq, p) in g.pos.pieces() {
        let white = p.color == Color::White;
        let kind = if p.shape == Shape::Pyramid {
            Kind::Pyramid(p.parts)
        } else {
            Kind::Plain(p.shape, p.value as u32)
        };
        let n = P { white, kind };
        assert_eq!(n.total(), p.value as u32, "pyramid component lists agree");
        grid[sq.rank() as usize][sq.file() as usize] = Some(n);
    }
    Naive {
        grid,
        white_to_move: g.pos.side == Color::White,
    }
}

fn all_squares() -> impl Iterator<Item = Sq> {
    (0..16).flat_map(|r| (0..8).map(move |f| (f, r)))
}

impl Naive {
    fn at(&self, (f, r): Sq) -> Option<P> {
        self.grid[r as usize][f as usize]
    }

    fn set(&mut self, (f, r): Sq, p: Option<P>) {
        self.grid[r as usize][f as usize] = p;
    }

    fn board(&self) -> Vec<Taken> {
        all_squares()
            .filter_map(|s| self.at(s).map(|p| (name(s), p.text())))
            .collect()
    }

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

    fn path(from: Sq, (d, len): (Sq, i32)) -> Option<Vec<Sq>> {
        let path: Vec<Sq> = (1..=len)
            .map(|k| (from.0 + k * d.0, from.1 + k * d.1))
            .collect();
        path.iter().all(|&s| on_board(s)).then_some(path)
    }

    fn moves(&self) -> Vec<(Sq, Sq)> {
        let mut out = BTreeSet::new();
        for from in all_squares() {
            let Some(p) = self.at(from) else { continue };
            if p.white != self.white_to_move {
                continue;
            }
            for m in Naive::movements(&p) {
                let Some(path) = Naive::path(from, m) else {
                    continue;
                };
                if path.iter().all(|&s| self.at(s).is_none()) {
                    out.insert((from, *path.last().unwrap()));
                }
            }
        }
        out.into_iter().collect()
    }

    /// The squares strictly between two squares on one straight line, or None when they
    /// are not on a rank, file or diagonal.
    fn between(a: Sq, b: Sq) -> Option<(Sq, i32, Vec<Sq>)> {
        let (df, dr) = (b.0 - a.0, b.1 - a.1);
        if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return None;
        }
        let n = df.abs().max(dr.abs());
        let d = (df.signum(), dr.signum());
        let inner = (1..n).map(|k| (a.0 + k * d.0, a.1 + k * d.1)).collect();
        Some((d, n, inner))
    }

    /// The results of every term the piece on `from` offers against `target`.
    fn terms(&self, from: Sq, target: Sq) -> Vec<u32> {
        let p = self.at(from).unwrap();
        let Some((dir, n, inner)) = Naive::between(from, target) else {
            return Vec::new();
        };
        if inner.iter().any(|&s| self.at(s).is_some()) {
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
            .filter(|&s| self.at(s).is_some_and(|p| p.white == white))
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

    /// RULES.md 4: at least one movement on the board, and on every one the first occupied
    /// square holds an enemy.
    fn besieged(&self, at: Sq) -> bool {
        let p = self.at(at).unwrap();
        let mut any = false;
        for m in Naive::movements(&p) {
            let Some(path) = Naive::path(at, m) else {
                continue;
            };
            any = true;
            match path.iter().find_map(|&s| self.at(s)) {
                Some(q) if q.white != p.white => {}
                _ => return false,
            }
        }
        any
    }

    /// One round of `white`'s captures; `saved` holds components rescued in this step.
    fn round(&mut self, white: bool, saved: &mut u8) -> Vec<Taken> {
        let mut wholes = Vec::new();
        let mut parts = Vec::new();
        for sq in all_squares() {
            let Some(p) = self.at(sq) else { continue };
            if p.white == white {
                continue;
            }
            let whole = match p.kind {
                Kind::Plain(_, v) => self.can_take(sq, v, white),
                Kind::Pyramid(_) => p.complete() && self.can_take(sq, p.total(), white),
            };
            if whole || self.besieged(sq) {
                wholes.push(sq);
                continue;
            }
            for (i, _, v) in p.pyramid_parts() {
                if *saved & (1 << i) == 0 && self.can_take(sq, v, white) {
                    parts.push((sq, i));
                }
            }
        }
        let mut taken = Vec::new();
        for sq in wholes {
            taken.push((name(sq), self.at(sq).unwrap().text()));
            self.set(sq, None);
        }
        for (sq, i) in parts {
            let pyramid = self.at(sq).unwrap();
            let (shape, v) = components(pyramid.white)[i];
            let rescuer = all_squares().find(|&s| {
                self.at(s).is_some_and(|q| {
                    q.white == pyramid.white && matches!(q.kind, Kind::Plain(_, w) if w == v)
                })
            });
            if let Some(r) = rescuer {
                taken.push((name(r), self.at(r).unwrap().text()));
                self.set(r, None);
                *saved |= 1 << i;
                continue;
            }
            let part = P {
                white: pyramid.white,
                kind: Kind::Plain(shape, v),
            };
            taken.push((name(sq), part.text()));
            let Kind::Pyramid(mask) = pyramid.kind else {
                unreachable!()
            };
            let left = mask & !(1 << i);
            let rest = (left != 0).then_some(P {
                white: pyramid.white,
                kind: Kind::Pyramid(left),
            });
            self.set(sq, rest);
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
            .filter_map(|s| self.at(s).map(|p| (s, p)))
            .collect();
        let clear = |a: Sq, b: Sq| {
            Naive::between(a, b)
                .is_some_and(|(_, _, inner)| inner.iter().all(|&s| self.at(s).is_none()))
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
        let p = n.at(from);
        n.set(from, None);
        n.set(to, p);
        let mut taken = n.sweep(me);
        if !n.harmony(me) {
            taken.extend(n.sweep(!me));
        }
        n.white_to_move = !me;
        (n, taken)
    }

    /// The side that moved last has a harmony, or the side to move has no move.
    fn ended(&self) -> bool {
        self.harmony(!self.white_to_move) || self.moves().is_empty()
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.ended() {
            return 0;
        }
        self.moves()
            .into_iter()
            .map(|m| self.play(m).0.perft(depth - 1))
            .sum()
    }
}

fn proportion(a: u64, b: u64, c: u64) -> bool {
    b - a == c - b || b * b == a * c || c * (b - a) == a * (c - b)
}

fn classic() -> Ruleset {
    Ruleset::from_names("classic", &[]).expect("the classic variant")
}

fn sq_of(s: Square) -> Sq {
    (s.file() as i32, s.rank() as i32)
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

/// Plays `action` in both implementations and checks that they agree on everything;
/// returns the naive position after it and the kinds of capture made.
fn play_both(g: &mut Game, n: &Naive, action: Action) -> (Naive, Vec<&'static str>) {
    let Action::Move { from, to } = action else {
        panic!("classic has no drops")
    };
    let before = g.rfen();
    let captured = g.play(action);
    let (after, naive_taken) = n.play((sq_of(from), sq_of(to)));
    let mut ours: Vec<Taken> = captured
        .iter()
        .map(|c| (c.square.to_string(), c.piece.text()))
        .collect();
    let mut theirs = naive_taken;
    ours.sort();
    theirs.sort();
    let mv = format!("{from}-{to}");
    assert_eq!(ours, theirs, "captures of {mv} in {before}");
    let board: Vec<Taken> = g
        .pos
        .pieces()
        .map(|(s, p)| (s.to_string(), p.text()))
        .collect();
    assert_eq!(board, after.board(), "board after {mv} in {before}");
    let mut kinds = Vec::new();
    for c in &captured {
        let how = c.how.to_string();
        if how == "siege" {
            kinds.push("siege");
            continue;
        }
        let (lhs, rhs) = evaluate(&how).unwrap_or_else(|| panic!("cannot read how '{how}'"));
        assert_eq!(lhs, rhs, "'{how}' is not true ({mv} in {before})");
        let values = n
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
        kinds.push(if left.contains('-') {
            "difference"
        } else if left.contains('+') {
            "sum"
        } else if left.contains('*') {
            "times"
        } else if left.contains('/') {
            "divided"
        } else {
            "equality"
        });
        if c.piece.shape != Shape::Pyramid
            && n.at(sq_of(c.square))
                .is_some_and(|p| matches!(p.kind, Kind::Pyramid(_)))
        {
            kinds.push("component");
        }
    }
    (after, kinds)
}

#[test]
fn perft_from_the_start_matches_rules_md_and_the_naive_count() {
    let mut g = Game::new(classic());
    let naive = from_game(&g);
    // RULES.md section 4: 10, 100, 1310 (depth 1 counted by hand in classic's rules tests).
    for (depth, expected) in [(1, 10), (2, 100), (3, 1310)] {
        assert_eq!(naive.perft(depth), expected, "naive, depth {depth}");
        assert_eq!(perft(&mut g, depth), expected, "engine, depth {depth}");
    }
}

/// A small deterministic generator, so that the games below are the same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Plays a pseudo-random game (forward moves preferred, so that the armies meet), checking
/// both implementations in every position; returns the positions seen.
fn walk(seed: u64, plies: usize, kinds: &mut BTreeSet<&'static str>) -> Vec<String> {
    let mut rng = Lcg(seed);
    let mut g = Game::new(classic());
    let mut n = from_game(&g);
    let mut seen = Vec::new();
    for _ in 0..plies {
        seen.push(g.rfen());
        if g.outcome().is_some() || n.ended() {
            assert_eq!(g.outcome().is_some(), n.ended(), "ended in {}", g.rfen());
            break;
        }
        let actions = legal_actions(&g.rules, &g.pos);
        let mut ours: Vec<String> = actions.iter().map(|a| a.text(&g.pos)).collect();
        let mut theirs: Vec<String> = n
            .moves()
            .iter()
            .map(|&(a, b)| format!("{}-{}", name(a), name(b)))
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "legal moves in {}", g.rfen());
        let white = g.pos.side == Color::White;
        let forward = |a: &&Action| match **a {
            Action::Move { from, to } => (to.rank() > from.rank()) == white,
            _ => false,
        };
        let mut pool: Vec<Action> = actions.clone();
        pool.extend(actions.iter().filter(forward));
        let a = pool[rng.next(pool.len())];
        let (after, made) = play_both(&mut g, &n, a);
        n = after;
        kinds.extend(made);
    }
    seen
}

#[test]
fn whole_games_agree_with_the_naive_rules_in_every_position() {
    let mut kinds = BTreeSet::new();
    let mut plies = 0;
    for seed in 1..=12u64 {
        plies += walk(seed, 160, &mut kinds).len();
    }
    assert!(
        plies > 600,
        "the games were long enough to meet ({plies} plies)"
    );
    // The games exercise every kind of capture (a test that passes because nothing
    // happened would prove nothing).
    let expected = [
        "component",
        "difference",
        "divided",
        "equality",
        "siege",
        "sum",
        "times",
    ];
    let missing: Vec<_> = expected.iter().filter(|k| !kinds.contains(*k)).collect();
    assert!(
        missing.is_empty(),
        "no capture of kind {missing:?} in the games; seen {kinds:?}"
    );
}

#[test]
fn perft_in_positions_reached_by_play_matches_the_naive_count() {
    let mut kinds = BTreeSet::new();
    for seed in [3u64, 7, 11] {
        let seen = walk(seed, 70, &mut kinds);
        for text in seen.iter().rev().take(2) {
            let mut g = Game::from_rfen(classic(), text).unwrap();
            let naive = from_game(&g);
            for depth in 1..=2 {
                assert_eq!(
                    perft(&mut g, depth),
                    naive.perft(depth),
                    "depth {depth} in {text}"
                );
            }
        }
    }
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
                match self.at((f, r)) {
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
            grid: [[None; 8]; 16],
            white_to_move: rng.next(2) == 0,
        };
        let mut free: Vec<Sq> = (3..13).flat_map(|r| (0..8).map(move |f| (f, r))).collect();
        let mut place = |n: &mut Naive, p: P, rng: &mut Lcg| {
            let i = rng.next(free.len());
            n.set(free.swap_remove(i), Some(p));
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
                        kind: Kind::Plain(s, v),
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
        for (from, to) in n.moves() {
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
    let expected = [
        "component",
        "difference",
        "divided",
        "equality",
        "siege",
        "sum",
        "times",
    ];
    let missing: Vec<_> = expected.iter().filter(|k| !kinds.contains(*k)).collect();
    assert!(
        missing.is_empty(),
        "no capture of kind {missing:?}; seen {kinds:?}"
    );
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
    let mut g = Game::from_rfen(classic(), MIDGAME).unwrap();
    let naive = from_game(&g);
    assert_eq!(naive.rfen(), g.rfen(), "the naive RFEN writer agrees");
    for depth in 1..=2 {
        assert_eq!(perft(&mut g, depth), naive.perft(depth), "depth {depth}");
    }
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
