//! `classic`'s arithmetic captures (seed 000 rules 4a-4f, RULES.md 2.1). An attacker of
//! value v offers the term v if it reaches the target, and v*d and v/d (when whole) if it
//! sees it at count d (squares from attacker to target, both counted: neighbours are 2).
//! A target of value t falls to one attacker's term equal to t (equality needs reach), to
//! two or more distinct attackers' terms summing to t, or to two attackers' terms differing
//! by t. Only the captor's own pieces combine.

use super::exact_lines::{directions, first_on_ray, shapes, steps, Dir};
use super::operation::Operation;
use super::values::pyramid_components;
use super::{Color, Piece, Position, Shape, Square};
use std::fmt;

/// One attacker's contribution: its value, alone or times / divided by the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub value: u16,
    /// `Times` or `Divided` with the count d; `None` for the plain value (reach).
    pub op: Option<(Operation, u8)>,
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
    fn new(mut chosen: Vec<Term>, minus: bool, target: u16) -> Combination {
        chosen.sort_by_key(|t| std::cmp::Reverse(t.result()));
        let mut terms = [Term { value: 0, op: None }; 8];
        terms[..chosen.len()].copy_from_slice(&chosen);
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

/// One way a piece attacks: a value with the shapes whose lines it uses. An ordinary piece
/// has one; a pyramid its total (complete only, with every shape it holds) and each
/// remaining component with that component's own shape.
fn modes(piece: Piece) -> Vec<(u16, Vec<Shape>)> {
    if !piece.is_pyramid() {
        return vec![(piece.value, vec![piece.shape])];
    }
    let mut out = Vec::new();
    if piece.is_complete_pyramid() {
        out.push((piece.value, shapes(piece)));
    }
    for (i, &(s, v)) in pyramid_components(piece.color).iter().enumerate() {
        if piece.parts & (1 << i) != 0 {
            out.push((v as u16, vec![s]));
        }
    }
    out
}

/// Every term the piece `attacker` offers against a target `n` steps away in direction
/// `toward` (from the attacker), with only empty squares between.
fn terms_of(attacker: Piece, toward: Dir, n: u8) -> Vec<Term> {
    let d = n + 1;
    let mut out = Vec::new();
    let mut push = |t: Term| {
        if !out.contains(&t) {
            out.push(t);
        }
    };
    for (v, shapes) in modes(attacker) {
        let sees = shapes.iter().any(|&s| directions(s).contains(&toward));
        let reaches = shapes
            .iter()
            .any(|&s| steps(s) == n && directions(s).contains(&toward));
        if reaches {
            push(Term { value: v, op: None });
        }
        if sees {
            push(Term {
                value: v,
                op: Some((Operation::Times, d)),
            });
            if Operation::Divided.apply(v as u32, d as u32).is_some() {
                push(Term {
                    value: v,
                    op: Some((Operation::Divided, d)),
                });
            }
        }
    }
    out
}

/// For each of `captor`'s pieces that sees `square`, the terms it offers, in the order of
/// the attackers' squares.
pub fn attackers(pos: &Position, square: Square, captor: Color) -> Vec<(Square, Vec<Term>)> {
    const ALL: [Dir; 8] = [
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ];
    let mut out = Vec::new();
    for dir in ALL {
        let Some((at, n)) = first_on_ray(pos, square, dir) else {
            continue;
        };
        let piece = pos.at(at).expect("first_on_ray finds a piece");
        if piece.color != captor {
            continue;
        }
        let terms = terms_of(piece, (-dir.0, -dir.1), n);
        if !terms.is_empty() {
            out.push((at, terms));
        }
    }
    out.sort_by_key(|(s, _)| *s);
    out
}

/// How `captor` takes the value `t` standing on `square`, if it can. The plainest
/// arithmetic is reported: first with the attackers' plain values only (those that reach
/// the target), then with every term; within each, one term (equality, times, divided),
/// then a sum of two or more attackers' terms, then a difference of two.
pub fn attack(pos: &Position, square: Square, t: u16, captor: Color) -> Option<Combination> {
    let found = attackers(pos, square, captor);
    let plain: Vec<(Square, Vec<Term>)> = found
        .iter()
        .map(|(s, terms)| {
            (
                *s,
                terms.iter().copied().filter(|x| x.op.is_none()).collect(),
            )
        })
        .collect();
    combine(&plain, t).or_else(|| combine(&found, t))
}

fn combine(found: &[(Square, Vec<Term>)], t: u16) -> Option<Combination> {
    let target = t as u32;
    for (_, terms) in found {
        if let Some(term) = terms.iter().find(|x| x.result() == target) {
            return Some(Combination::new(vec![*term], false, t));
        }
    }
    let mut chosen = Vec::new();
    if sum_of(found, 0, target, &mut chosen) {
        return Some(Combination::new(chosen, false, t));
    }
    for (i, (_, a)) in found.iter().enumerate() {
        for (_, b) in &found[i + 1..] {
            for &x in a {
                for &y in b {
                    if x.result().abs_diff(y.result()) == target {
                        return Some(Combination::new(vec![x, y], true, t));
                    }
                }
            }
        }
    }
    None
}

/// Whether two or more of the attackers from index `i` on, one term each, added to
/// `chosen`, reach `left`; leaves the terms in `chosen` when they do.
fn sum_of(found: &[(Square, Vec<Term>)], i: usize, left: u32, chosen: &mut Vec<Term>) -> bool {
    if left == 0 {
        return chosen.len() >= 2;
    }
    if i == found.len() {
        return false;
    }
    for &term in &found[i].1 {
        let r = term.result();
        if r <= left {
            chosen.push(term);
            if sum_of(found, i + 1, left - r, chosen) {
                return true;
            }
            chosen.pop();
        }
    }
    sum_of(found, i + 1, left, chosen)
}
