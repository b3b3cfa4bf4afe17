//! `heligon` cross-checked against a deliberately naive second implementation written here
//! from RULES.md 2.2 and 4 (and the README's choices for what they leave open) alone: a
//! plain grid, every movement spelled out step by step, every capture tried the obvious way
//! (for every enemy value, every own piece on the board, every pair of them), every
//! arrangement found by trying every square, direction and gap. No bitboards, no shared move
//! generator, capture or victory code; only RFEN parsing and the text of pieces are shared
//! with the crate (tested on their own). The grid, its pieces and pyramids, and the harness
//! that plays both sides are `common::reference`'s, shared with `classic`'s naive rules.
//!
//! Checked: perft from the start to depth 3 (RULES.md's 10, 100, 1310), perft in positions
//! reached by play, and along whole deterministic pseudo-random games in every position:
//! the legal actions (drops included), every capture (square and piece), the board after
//! the captures (so the captor stepping in), prisoners, tallies, the result, and that each
//! reported `how` is true arithmetic.

mod common;

use common::reference::{
    all_seen, all_squares, between, components, lines, name, on_board, path, perft_agrees,
    perft_agrees_where_play_leads, perft_is, sq_of, walk, walks, Grid, Kind, Reference, Sq, Taken,
    Witness, EIGHT, P,
};
use rithmo::rules::perft::perft;
use rithmo::rules::{Action, Captured, Color, Game, Ruleset, Shape};
use std::collections::BTreeSet;

/// What a piece reaches with and is worth in `heligon`.
trait Ways {
    fn ways(&self) -> Vec<(u32, Vec<Shape>)>;
    fn values(&self) -> Vec<u32>;
}

impl Ways for P {
    /// (value, shapes it reaches with): the piece; a pyramid's sum with all its shapes and
    /// each component with its own.
    fn ways(&self) -> Vec<(u32, Vec<Shape>)> {
        let mut out = vec![(self.value(), self.shapes())];
        for (_, s, v) in self.parts() {
            out.push((v, vec![s]));
        }
        out
    }

    /// Every value it has: the value, or a pyramid's sum and its components.
    fn values(&self) -> Vec<u32> {
        self.ways().into_iter().map(|w| w.0).collect()
    }
}

fn component_piece(white: bool, i: usize) -> P {
    let (s, v) = components(white)[i];
    P {
        white,
        kind: Kind::Plain(s, v, false),
    }
}

fn index((f, r): Sq) -> i32 {
    r * 8 + f
}

/// An action: a move (from, to) or a drop (prisoner, square).
#[derive(Clone, Copy, Debug)]
enum Act {
    Move(Sq, Sq),
    Drop(P, Sq),
}

#[derive(Clone)]
struct Naive {
    grid: Grid,
    white_to_move: bool,
    /// Prisoners, [black, white] by `white as usize`.
    prisoners: [Vec<P>; 2],
    /// (body, goods, lawsuit), [black, white].
    tallies: [[u32; 3]; 2],
    ambush_all: bool,
}

fn from_game(g: &Game) -> Naive {
    let mut prisoners = [Vec::new(), Vec::new()];
    for c in Color::BOTH {
        for p in g.pos.prisoners[c.index()].as_slice() {
            prisoners[(c == Color::White) as usize].push(P::of(*p));
        }
    }
    // RFEN tallies, read from the text so that no crate index is shared.
    let mut tallies = [[0; 3]; 2];
    for field in g.rfen().split(' ').skip(4) {
        let (k, v) = field.split_once('=').unwrap();
        let v: u32 = v.parse().unwrap();
        let side = k.starts_with('w') as usize;
        match &k[1..] {
            "body" => tallies[side][0] = v,
            "goods" => tallies[side][1] = v,
            "lawsuit" => tallies[side][2] = v,
            _ => {}
        }
    }
    Naive {
        grid: Grid::of(g),
        white_to_move: g.pos.side == Color::White,
        prisoners,
        tallies,
        ambush_all: g.rules.options.ambush_all,
    }
}

/// The values of a round's single captures: (meeting 0 / assault 1, captor square).
type Single = (u8, Sq);

struct Found {
    square: Sq,
    /// None: the whole piece; Some(i): component i of the pyramid.
    index: Option<usize>,
    piece: P,
    singles: Vec<Single>,
}

impl Naive {
    fn in_own_half(white: bool, (_, r): Sq) -> bool {
        if white {
            r < 8
        } else {
            r >= 8
        }
    }

    /// Whether a piece on `from` moving as one of `shapes` reaches `to` (whatever is there).
    fn reaches(&self, from: Sq, to: Sq, shapes: &[Shape]) -> bool {
        shapes.iter().any(|&s| {
            let (dirs, len) = lines(s);
            dirs.iter().any(|&d| match path(from, d, len) {
                Some(p) => {
                    *p.last().unwrap() == to
                        && p[..p.len() - 1].iter().all(|&q| self.grid.at(q).is_none())
                }
                None => false,
            })
        })
    }

    fn act_text(a: &Act) -> String {
        match a {
            Act::Move(f, t) => format!("{}-{}", name(*f), name(*t)),
            Act::Drop(p, t) => {
                let s = match p.kind {
                    Kind::Plain(s, v, _) => format!("{}{v}", s.letter()),
                    Kind::Pyramid(_) => unreachable!("no pyramid prisoners"),
                };
                format!("{s}@{}", name(*t))
            }
        }
    }

    /// The empty squares strictly between two squares on one line, or None when they are
    /// not on a rank, file or diagonal or something stands between.
    fn empty_between(&self, a: Sq, b: Sq) -> Option<u32> {
        let (_, _, inner) = between(a, b)?;
        inner
            .iter()
            .all(|&s| self.grid.at(s).is_none())
            .then_some(inner.len() as u32)
    }

    /// How the captor (`white`) takes the value `t` on `target`: its single captors, and
    /// whether an ambush takes it.
    fn ways_to_take(&self, target: Sq, t: u32, white: bool) -> (Vec<Single>, bool) {
        let mut meetings = Vec::new();
        let mut assaults = Vec::new();
        let mut reaching: Vec<Vec<u32>> = Vec::new();
        for s in all_squares() {
            let Some(p) = self.grid.at(s) else { continue };
            if p.white != white {
                continue;
            }
            let near: Vec<u32> = p
                .ways()
                .into_iter()
                .filter(|(_, shapes)| self.reaches(s, target, shapes))
                .map(|(v, _)| v)
                .collect();
            if near.contains(&t) {
                meetings.push((0, s));
            }
            if !near.is_empty() {
                reaching.push(near);
            }
            if let Some(k) = self.empty_between(s, target) {
                if k >= 1 && p.values().iter().any(|&v| v.max(t) == v.min(t) * k) {
                    assaults.push((1, s));
                }
            }
        }
        let mut ambush = false;
        for i in 0..reaching.len() {
            for j in i + 1..reaching.len() {
                for &a in &reaching[i] {
                    for &b in &reaching[j] {
                        let (hi, lo) = (a.max(b), a.min(b));
                        let mut ok = hi + lo == t || hi - lo == t;
                        if self.ambush_all {
                            ok |= hi * lo == t || (hi % lo == 0 && hi / lo == t);
                        }
                        ambush |= ok;
                    }
                }
            }
        }
        meetings.extend(assaults);
        (meetings, ambush)
    }

    fn round(&self, white: bool) -> Vec<Found> {
        let mut out = Vec::new();
        for s in all_squares() {
            let Some(p) = self.grid.at(s) else { continue };
            if p.white == white {
                continue;
            }
            let (singles, ambush) = self.ways_to_take(s, p.value(), white);
            if !singles.is_empty() || ambush || self.grid.besieged(s) {
                out.push(Found {
                    square: s,
                    index: None,
                    piece: p,
                    singles,
                });
                continue;
            }
            for (i, _, v) in p.parts() {
                let (singles, ambush) = self.ways_to_take(s, v, white);
                if !singles.is_empty() || ambush {
                    out.push(Found {
                        square: s,
                        index: Some(i),
                        piece: component_piece(p.white, i),
                        singles,
                    });
                }
            }
        }
        out
    }

    fn sweep(&mut self, white: bool, step: bool) -> Vec<Taken> {
        let mut taken = Vec::new();
        loop {
            let round = self.round(white);
            if round.is_empty() {
                return taken;
            }
            for f in &round {
                match f.index {
                    None => self.grid.set(f.square, None),
                    Some(i) => self.grid.take_component(f.square, i),
                }
            }
            if step {
                let mut order: Vec<(u8, i32, i32, Sq, Sq)> = Vec::new();
                for f in &round {
                    for &(kind, captor) in &f.singles {
                        order.push((kind, index(f.square), index(captor), f.square, captor));
                    }
                }
                order.sort();
                let mut moved: Vec<Sq> = Vec::new();
                for (_, _, _, square, captor) in order {
                    if moved.contains(&captor) || self.grid.at(square).is_some() {
                        continue;
                    }
                    let p = self.grid.at(captor);
                    self.grid.set(captor, None);
                    self.grid.set(square, p);
                    moved.push(captor);
                }
            }
            for f in &round {
                let t = &mut self.tallies[white as usize];
                let v = f.piece.value();
                t[0] += 1;
                t[1] += v;
                t[2] += v.to_string().len() as u32;
                if f.index.is_none() {
                    if let Kind::Plain(s, v, foreign) = f.piece.kind {
                        self.prisoners[white as usize].push(P {
                            white,
                            kind: Kind::Plain(s, v, !foreign),
                        });
                    }
                }
                taken.push((name(f.square), f.piece.text()));
            }
        }
    }

    /// The proper victory level (1 small, 2 great, 3 excellent) `white` shows, 0 for none.
    fn victory(&self, white: bool) -> u8 {
        let zone =
            |s: Sq| on_board(s) && !Naive::in_own_half(white, s) && self.grid.at(s).is_some();
        let own = |s: &Sq| self.grid.at(*s).unwrap().white == white;
        let clear = |a: Sq, b: Sq| self.empty_between(a, b).is_some();
        let vals = |s: Sq| self.grid.at(s).unwrap().values();
        let kinds = |a: u32, b: u32, c: u32| -> u8 {
            let mut v = [a as u64, b as u64, c as u64];
            v.sort();
            let [a, b, c] = v;
            if !(a < b && b < c) {
                return 0;
            }
            (b - a == c - b) as u8
                | ((b * b == a * c) as u8) << 1
                | ((c * (b - a) == a * (c - b)) as u8) << 2
        };
        let three = |m: [Sq; 3]| -> bool {
            m.iter().filter(|s| own(s)).count() >= 2
                && vals(m[0]).iter().any(|&a| {
                    vals(m[1]).iter().any(|&b| {
                        vals(m[2])
                            .iter()
                            .any(|&c| (a.min(c) < b && b < a.max(c)) && kinds(a, b, c) != 0)
                    })
                })
        };
        let four = |m: [Sq; 4], line: bool| -> u8 {
            if m.iter().filter(|s| own(s)).count() < 3 {
                return 0;
            }
            let mut best = 0;
            for &a in &vals(m[0]) {
                for &b in &vals(m[1]) {
                    for &c in &vals(m[2]) {
                        for &d in &vals(m[3]) {
                            if line && !((a < b && b < c && c < d) || (a > b && b > c && c > d)) {
                                continue;
                            }
                            let k =
                                kinds(a, b, c) | kinds(a, b, d) | kinds(a, c, d) | kinds(b, c, d);
                            best = best.max(match k.count_ones() {
                                3 => 3,
                                2 => 2,
                                _ => 0,
                            });
                        }
                    }
                }
            }
            best
        };
        let mut best = 0;
        for a in all_squares().filter(|&s| zone(s)) {
            for d in EIGHT {
                for g in 1..16 {
                    let at = |k: i32| (a.0 + k * g * d.0, a.1 + k * g * d.1);
                    let (b, c, e) = (at(1), at(2), at(3));
                    if zone(b) && zone(c) && clear(a, b) && clear(b, c) {
                        if three([a, b, c]) {
                            best = best.max(1);
                        }
                        if zone(e) && clear(c, e) {
                            best = best.max(four([a, b, c, e], true));
                        }
                    }
                }
            }
            // `a` on a corner.
            for g in 1..16 {
                for rd in [(1, 0), (-1, 0)] {
                    for fd in [(0, 1), (0, -1)] {
                        let x = (a.0 + g * rd.0, a.1);
                        let y = (a.0, a.1 + g * fd.1);
                        if zone(x) && zone(y) && clear(a, x) && clear(a, y) && three([x, a, y]) {
                            best = best.max(1);
                        }
                    }
                }
            }
            // `a` the lower left corner of a square.
            for s in 1..8 {
                let (b, c, d) = ((a.0 + s, a.1), (a.0, a.1 + s), (a.0 + s, a.1 + s));
                if zone(b)
                    && zone(c)
                    && zone(d)
                    && clear(a, b)
                    && clear(a, c)
                    && clear(b, d)
                    && clear(c, d)
                {
                    best = best.max(four([a, b, c, d], false));
                }
            }
        }
        best
    }

    fn play(&self, a: Act) -> (Naive, Vec<Taken>) {
        let mut n = self.clone();
        let me = self.white_to_move;
        match a {
            Act::Move(from, to) => {
                let p = n.grid.at(from);
                n.grid.set(from, None);
                n.grid.set(to, p);
            }
            Act::Drop(p, to) => {
                let list = &mut n.prisoners[me as usize];
                let i = list.iter().position(|q| *q == p).unwrap();
                list.remove(i);
                n.grid.set(to, Some(p));
            }
        }
        let mut taken = n.sweep(me, false);
        if n.victory(me) == 0 {
            taken.extend(n.sweep(!me, true));
        }
        n.white_to_move = !me;
        (n, taken)
    }

    fn prisoner_texts(&self, white: bool) -> Vec<String> {
        let mut v: Vec<String> = self.prisoners[white as usize].iter().map(P::text).collect();
        v.sort();
        v
    }
}

fn heligon(options: &[&str]) -> Ruleset {
    let opts: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    Ruleset::from_names("heligon", &opts).unwrap()
}

fn to_act(n: &Naive, a: Action) -> Act {
    match a {
        Action::Move { from, to } => Act::Move(sq_of(from), sq_of(to)),
        Action::Drop { piece, to } => {
            let white = piece.color == Color::White;
            let p = n.prisoners[white as usize]
                .iter()
                .find(|p| p.text() == piece.text())
                .copied()
                .expect("the naive side holds the prisoner");
            Act::Drop(p, sq_of(to))
        }
    }
}

/// Checks that a reported `how` is true arithmetic for the value taken; returns its kind.
fn check_how(how: &str, value: u32) -> &'static str {
    if how == "siege" {
        return "siege";
    }
    let (how, stepped) = match how.split_once(" (") {
        Some((h, rest)) => {
            assert!(rest.ends_with(" steps in)"), "'{rest}'");
            (h, true)
        }
        None => (how, false),
    };
    let (kind, sum) = how.split_once(' ').unwrap();
    let (lhs, rhs) = sum.split_once('=').unwrap();
    let rhs: u32 = rhs.parse().unwrap();
    assert_eq!(rhs, value, "'{how}' names the value taken");
    let num = |t: &str| t.parse::<u32>().unwrap();
    let op = lhs.find(['+', '-', '*', '/']);
    let lhs_value = match op {
        None => num(lhs),
        Some(i) => {
            let (a, b) = (num(&lhs[..i]), num(&lhs[i + 1..]));
            match &lhs[i..i + 1] {
                "+" => a + b,
                "-" => a - b,
                "*" => a * b,
                _ => {
                    assert_eq!(a % b, 0, "'{how}' divides exactly");
                    a / b
                }
            }
        }
    };
    assert_eq!(lhs_value, rhs, "'{how}' is true");
    match (kind, stepped) {
        ("meeting", false) => "meeting",
        ("meeting", true) => "meeting, stepping in",
        ("assault", false) => "assault",
        ("assault", true) => "assault, stepping in",
        ("ambush", false) => "ambush",
        _ => panic!("unexpected '{how}'"),
    }
}

impl Reference for Naive {
    type Act = Act;

    fn from_game(g: &Game) -> Naive {
        from_game(g)
    }

    fn actions(&self) -> Vec<Act> {
        let me = self.white_to_move;
        let mut out = Vec::new();
        for from in all_squares() {
            let Some(p) = self.grid.at(from) else {
                continue;
            };
            if p.white != me {
                continue;
            }
            for to in all_squares() {
                if self.grid.at(to).is_none() && self.reaches(from, to, &p.shapes()) {
                    out.push(Act::Move(from, to));
                }
            }
        }
        let mut kinds: Vec<P> = Vec::new();
        for p in &self.prisoners[me as usize] {
            if !kinds.contains(p) {
                kinds.push(*p);
            }
        }
        for p in kinds {
            for to in all_squares() {
                if self.grid.at(to).is_none() && Naive::in_own_half(me, to) {
                    out.push(Act::Drop(p, to));
                }
            }
        }
        out
    }

    fn after(&self, a: Act) -> Naive {
        self.play(a).0
    }

    /// The side that moved last has a small victory (or more), or the side to move has no
    /// action.
    fn ended(&self) -> bool {
        self.victory(!self.white_to_move) > 0 || self.actions().is_empty()
    }
}

impl Witness for Naive {
    fn act(&self, a: Action) -> Act {
        to_act(self, a)
    }

    fn text(a: &Act) -> String {
        Naive::act_text(a)
    }

    fn taking(&self, a: Act) -> (Naive, Vec<Taken>) {
        self.play(a)
    }

    fn board(&self) -> Vec<Taken> {
        self.grid.board()
    }

    /// Prisoners and tallies agree too; each `how` is true arithmetic.
    fn kinds(
        g: &Game,
        n: &Naive,
        after: &Naive,
        action: Action,
        captured: &[Captured],
        context: &str,
    ) -> Vec<&'static str> {
        for c in Color::BOTH {
            let white = c == Color::White;
            let mut ours: Vec<String> = g.pos.prisoners[c.index()]
                .as_slice()
                .iter()
                .map(|p| p.text())
                .collect();
            ours.sort();
            assert_eq!(
                ours,
                after.prisoner_texts(white),
                "prisoners after {context}"
            );
        }
        assert_eq!(
            from_game(g).tallies,
            after.tallies,
            "tallies after {context}"
        );
        let mut kinds = Vec::new();
        if matches!(action, Action::Drop { .. }) {
            kinds.push("drop");
        }
        for c in captured {
            kinds.push(check_how(&c.how.to_string(), c.piece.value as u32));
            if c.piece.shape == Shape::Pyramid {
                kinds.push("whole pyramid");
            } else if n
                .grid
                .at(sq_of(c.square))
                .is_some_and(|p| matches!(p.kind, Kind::Pyramid(_)))
            {
                kinds.push("component");
            }
        }
        kinds
    }

    /// Repetition and the hundred-ply rule are the engine's alone; any other end the naive
    /// rules see too, and it counts among the kinds.
    fn over(g: &Game, n: &Naive, kinds: &mut BTreeSet<&'static str>) -> bool {
        if let Some(o) = g.outcome() {
            use rithmo::rules::Reason::*;
            if !matches!(o.reason, ThreefoldRepetition | HundredPlies) {
                assert!(n.ended(), "{o} in {}", g.rfen());
                kinds.insert(o.reason.name());
            }
            return true;
        }
        assert!(!n.ended(), "the naive game ended in {}", g.rfen());
        false
    }
}

#[test]
fn perft_from_the_start_matches_rules_md_and_the_naive_count() {
    perft_is::<Naive>(&Game::new(heligon(&[])), &[(1, 10), (2, 100), (3, 1310)]);
}

#[test]
fn whole_games_agree_with_the_naive_rules_in_every_position() {
    let (plies, kinds) = walks::<Naive>(&heligon(&[]), 1..=12, 160);
    assert!(plies > 600, "the games were long enough ({plies} plies)");
    // The games exercise every kind of capture.
    all_seen(
        &[
            "ambush",
            "assault",
            "assault, stepping in",
            "component",
            "drop",
            "meeting",
            "meeting, stepping in",
            "siege",
            "small-victory",
            "whole pyramid",
        ],
        &kinds,
    );
}

#[test]
fn games_with_ambush_all_agree_too() {
    let mut kinds = BTreeSet::new();
    for seed in 21..=26u64 {
        walk::<Naive>(&heligon(&["ambush=all"]), seed, 120, &mut kinds);
    }
    assert!(kinds.contains("ambush"), "seen {kinds:?}");
}

#[test]
fn perft_in_positions_reached_by_play_matches_the_naive_count() {
    perft_agrees_where_play_leads::<Naive>(&heligon(&[]), &[3, 7, 11], 70, 1..=2);
}

/// The middle game of `rithmo bench --variant heligon` (`HELIGON_MIDGAME` in
/// src/cli/bench.rs; 113 plies of play: 44 pieces, prisoners on both sides, two of them
/// entered again, both pyramids reduced, White to move with 115 actions).
const MIDGAME: &str = "s361,s225,5,s49/1,s120,t64,t56,t30,3/t100,3,c25,c9,1,t72*/\
1,c81,c49,c7,3,t36/1,c9,1,s66,4/2,c5,5/6,s121,1/5,p(t25,t36,s49,s64),C6,1/3,t90,4/1,T6,5,C8/\
8/3,C4,2,C36,C3*/2,C2,1,S289,C64,T42,1/1,s28,1,C4,C16,P91,2/S15,S45,T25,T20,1,T49,1,S153/\
S25,3,S81,1,S169,1 w T12*,T16* t9*,t81* bbody=3 bgoods=162 blawsuit=5 wbody=4 wgoods=47 \
wlawsuit=7";

#[test]
fn perft_in_the_bench_middle_game_matches_the_naive_count() {
    let mut g = Game::from_rfen(heligon(&[]), MIDGAME).unwrap();
    perft_agrees::<Naive>(&g, 1..=2);
    // The engine's count, for the README and the bench (checked by the naive count above
    // to depth 2).
    assert_eq!(perft(&mut g, 2), 14_691);
}

/// Depth 4 from the start: 17,157, the same total as `classic`'s although single lines
/// differ (after h14-f12 d4-d5 f12-d10 heligon's triangle 16 takes the circle 4 by assault,
/// 16 = 4 x 4, and White has 12 moves where classic's White has 16). About 12 s at the
/// tests' opt-level 1.
#[test]
fn perft_4_from_the_start_matches_the_naive_count() {
    perft_is::<Naive>(&Game::new(heligon(&[])), &[(4, 17_157)]);
}
