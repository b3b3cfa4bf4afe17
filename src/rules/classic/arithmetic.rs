//! `classic`'s arithmetic captures (seed 000 rules 4a-4f, RULES.md 2.1). An attacker of
//! value v offers the term v if it reaches the target, and v*d and v/d (when whole) if it
//! sees it at count d (squares from attacker to target, both counted: neighbours are 2).
//! A target of value t falls to one attacker's term equal to t (equality needs reach), to
//! two or more distinct attackers' terms summing to t, or to two attackers' terms differing
//! by t. Only the captor's own pieces combine.

use crate::rules::lines::{
    directions, shape_bit, shape_set, steps, Dir, ALL_DIRECTIONS, PLAIN_SHAPES,
};
use crate::rules::operation::Operation;
use crate::rules::rays::first_on_walk;
use crate::rules::values::pyramid_components;
use crate::rules::{Captors, Color, Piece, Position, Shape, Square};
use arrayvec::ArrayVec;
use std::fmt;

/// One attacker's contribution: its value, alone or times / divided by the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub value: u16,
    /// `Times` or `Divided` with the count d; `None` for the plain value (reach).
    pub op: Option<(Operation, u8)>,
    /// Where the attacker stands.
    pub from: Square,
}

impl Term {
    pub fn result(self) -> u32 {
        let v = self.value as u32;
        match self.op {
            None => v,
            Some((op, d)) => op.apply(v, d as u32).expect("terms are whole"),
        }
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.op {
            None => write!(f, "{}", self.value),
            Some((op, d)) => write!(f, "{}{op}{d}", self.value),
        }
    }
}

/// The arithmetic of a capture: one term (`16=16`, `4*4=16`, `16/4=4`), a sum of terms
/// (`120+49=169`, `66*4+25=289`) or a difference of two (`100-9=91`), largest term first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Combination {
    terms: [Term; 8],
    len: u8,
    minus: bool,
    pub target: u16,
}

impl Combination {
    fn new(chosen: &[Term], minus: bool, target: u16) -> Combination {
        let mut terms = [Term {
            value: 0,
            op: None,
            from: Square(0),
        }; 8];
        terms[..chosen.len()].copy_from_slice(chosen);
        terms[..chosen.len()].sort_by_key(|t| std::cmp::Reverse(t.result()));
        Combination {
            terms,
            len: chosen.len() as u8,
            minus,
            target,
        }
    }

    pub fn terms(&self) -> &[Term] {
        &self.terms[..self.len as usize]
    }

    /// A difference of two terms (`100-9=91`), not a sum.
    pub fn is_difference(&self) -> bool {
        self.minus
    }

    /// The squares of the attackers whose terms make it.
    pub fn captors(&self) -> Captors {
        self.terms().iter().map(|t| t.from).collect()
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.minus { "-" } else { "+" };
        for (i, t) in self.terms().iter().enumerate() {
            if i > 0 {
                f.write_str(sep)?;
            }
            write!(f, "{t}")?;
        }
        write!(f, "={}", self.target)
    }
}

/// The terms one attacker offers: at most 3 per way of attacking, and a complete white
/// pyramid attacks 7 ways (its total and 6 components).
pub type Terms = ArrayVec<Term, 24>;

/// The attackers of a square, at most one per direction.
pub type Attackers = ArrayVec<(Square, Terms), 8>;

/// Calls `f` with each way a piece attacks: a value with the set of shapes (`shape_set`
/// bits) whose lines it uses. An ordinary piece has one; a pyramid its total (complete
/// only, with every shape it holds) and each remaining component with its own shape.
fn for_each_mode(piece: Piece, mut f: impl FnMut(u16, u8)) {
    if !piece.is_pyramid() {
        return f(piece.value, shape_bit(piece.shape));
    }
    if piece.is_complete_pyramid() {
        f(piece.value, shape_set(piece));
    }
    for (i, &(s, v)) in pyramid_components(piece.color).iter().enumerate() {
        if piece.parts & (1 << i) != 0 {
            f(v as u16, shape_bit(s));
        }
    }
}

/// Whether shapes `set` see along `toward` (circles orthogonally, triangles diagonally,
/// squares both), and whether one of them reaches exactly `n` steps that way.
fn bearing(set: u8, toward: Dir, n: u8) -> (bool, bool) {
    let lines = |shape: Shape| set & shape_bit(shape) != 0 && directions(shape).contains(&toward);
    let sees = PLAIN_SHAPES.iter().any(|&s| lines(s));
    let reaches = PLAIN_SHAPES.iter().any(|&s| lines(s) && steps(s) == n);
    (sees, reaches)
}

/// Every term the piece `attacker` offers against a target `n` steps away in direction
/// `toward` (from the attacker), with only empty squares between.
fn terms_of(attacker: Piece, from: Square, toward: Dir, n: u8) -> Terms {
    let d = n + 1;
    let mut out = Terms::new();
    let mut push = |t: Term| {
        if !out.contains(&t) {
            out.push(t);
        }
    };
    for_each_mode(attacker, |v, set| {
        let (sees, reaches) = bearing(set, toward, n);
        if reaches {
            push(Term {
                value: v,
                op: None,
                from,
            });
        }
        if sees {
            push(Term {
                value: v,
                op: Some((Operation::Times, d)),
                from,
            });
            if Operation::Divided.apply(v as u32, d as u32).is_some() {
                push(Term {
                    value: v,
                    op: Some((Operation::Divided, d)),
                    from,
                });
            }
        }
    });
    out
}

/// For each of `captor`'s pieces that sees `square`, the terms it offers, in the order of
/// the attackers' squares.
pub fn attackers(pos: &Position, square: Square, captor: Color) -> Attackers {
    let mut out = Attackers::new();
    for dir in ALL_DIRECTIONS {
        // Walked, not scanned: see `first_on_walk`.
        let Some((at, n)) = first_on_walk(pos, square, dir) else {
            continue;
        };
        let piece = pos.at(at).expect("first_on_walk finds a piece");
        if piece.color != captor {
            continue;
        }
        let terms = terms_of(piece, at, (-dir.0, -dir.1), n);
        if !terms.is_empty() {
            out.push((at, terms));
        }
    }
    out.sort_unstable_by_key(|(s, _)| *s);
    out
}

/// How `captor` takes the value `t` standing on `square`, if it can. The plainest
/// arithmetic is reported: first with the attackers' plain values only (those that reach
/// the target), then with every term; within each, one term (equality, times, divided),
/// then a sum of two or more attackers' terms, then a difference of two.
pub fn attack(pos: &Position, square: Square, t: u16, captor: Color) -> Option<Combination> {
    let found = attackers(pos, square, captor);
    if found.is_empty() {
        return None;
    }
    combine(&found, t, true).or_else(|| combine(&found, t, false))
}

/// The terms of one attacker that a search may use: plain values only, or all.
fn usable(terms: &Terms, plain_only: bool) -> impl Iterator<Item = Term> + '_ {
    terms
        .iter()
        .copied()
        .filter(move |x| !plain_only || x.op.is_none())
}

fn combine(found: &Attackers, t: u16, plain_only: bool) -> Option<Combination> {
    let target = t as u32;
    for (_, terms) in found {
        if let Some(term) = usable(terms, plain_only).find(|x| x.result() == target) {
            return Some(Combination::new(&[term], false, t));
        }
    }
    let mut chosen = ArrayVec::<Term, 8>::new();
    if sum_of(found, plain_only, 0, target, &mut chosen) {
        return Some(Combination::new(&chosen, false, t));
    }
    for (i, (_, a)) in found.iter().enumerate() {
        for (_, b) in &found[i + 1..] {
            for x in usable(a, plain_only) {
                for y in usable(b, plain_only) {
                    if x.result().abs_diff(y.result()) == target {
                        return Some(Combination::new(&[x, y], true, t));
                    }
                }
            }
        }
    }
    None
}

/// Whether two or more of the attackers from index `i` on, one term each, added to
/// `chosen`, reach `left`; leaves the terms in `chosen` when they do.
fn sum_of(
    found: &Attackers,
    plain_only: bool,
    i: usize,
    left: u32,
    chosen: &mut ArrayVec<Term, 8>,
) -> bool {
    if left == 0 {
        return chosen.len() >= 2;
    }
    if i == found.len() {
        return false;
    }
    for term in usable(&found[i].1, plain_only) {
        let r = term.result();
        if r <= left {
            chosen.push(term);
            if sum_of(found, plain_only, i + 1, left - r, chosen) {
                return true;
            }
            chosen.pop();
        }
    }
    sum_of(found, plain_only, i + 1, left, chosen)
}
