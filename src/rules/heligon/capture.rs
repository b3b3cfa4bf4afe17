//! `heligon`'s four captures (seed 001, RULES.md 2.2), found for one captor in one position:
//! - meeting: a captor's piece that reaches the target with an equal value;
//! - ambush: two distinct captor's pieces that both reach the target, whose values give its
//!   value by sum or difference (with `ambush=all` also product and quotient);
//! - assault: a captor's piece on the target's rank, file or diagonal, whatever its shape,
//!   with k >= 1 empty squares and nothing else between, the larger value being the smaller
//!   times k;
//! - siege: as in `classic` (every movement of the target blocked by an enemy).
//!
//! A pyramid attacks with the sum of its current components (reaching along any shape it
//! holds) or with any single component (reaching along that component's own shape; an
//! assault ignores shape), and is attacked the same way: at its sum the whole pyramid falls,
//! at a component's value that component. "Reaches" is `classic`'s: the square is a
//! destination of one of the piece's movements with the squares passed empty.

use crate::rules::bitboard::{full, king_spread, squares, Bitboard};
use crate::rules::lines::{reach, ALL_DIRECTIONS};
use crate::rules::operation::Operation;
use crate::rules::pyramid::{component, remaining};
use crate::rules::rays::first_on_ray;
use crate::rules::siege::{besieged, besiegers};
use crate::rules::{Captors, Color, How, Piece, Position, Ruleset, Square};
use arrayvec::ArrayVec;

/// One way a captor's piece bears on targets: a value and the squares it reaches with it.
#[derive(Clone, Copy, Debug)]
struct Mode {
    value: u16,
    reach: Bitboard,
}

/// At most a pyramid's sum and its six components.
const MOST: usize = 7;

/// A captor's piece with its modes: a plain piece has one; a pyramid its sum (every shape it
/// holds) and each remaining component (that component's shape).
struct Attacker {
    square: Square,
    modes: ArrayVec<Mode, MOST>,
}

/// A piece's values, each once.
pub type Values = ArrayVec<u16, MOST>;

/// Adds `v` unless it is there already.
fn push_new(values: &mut Values, v: u16) {
    if !values.contains(&v) {
        values.push(v);
    }
}

/// The values a piece attacks and is attacked with: its value; a pyramid's current sum and
/// each remaining component (each value once).
pub fn values(piece: Piece) -> Values {
    let mut out = Values::new();
    out.push(piece.value);
    if piece.is_pyramid() {
        for i in remaining(piece) {
            push_new(&mut out, component(piece, i).value);
        }
    }
    out
}

fn attacker(pos: &Position, square: Square, piece: Piece) -> Attacker {
    let mode = |p: Piece| Mode {
        value: p.value,
        reach: reach(pos, square, p),
    };
    let mut modes = ArrayVec::new();
    modes.push(mode(piece));
    if piece.is_pyramid() {
        modes.extend(remaining(piece).map(|i| mode(component(piece, i))));
    }
    Attacker { square, modes }
}

/// A single captor's way to take a value: meeting (`assault` `None`) or assault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Single {
    pub captor: Square,
    pub attacker: u16,
    pub assault: Option<(Operation, u8)>,
}

impl Single {
    pub fn how(&self, target: u16, stepped: Option<Square>) -> How {
        How::Single {
            attacker: self.attacker,
            assault: self.assault,
            target,
            stepped,
        }
    }
}

/// One enemy value the captor takes: the whole piece (`index` `None`) or one component of a
/// pyramid, with its single captors (meetings by captor square, then assaults by captor
/// square) and otherwise the ambush or siege that takes it.
#[derive(Clone, Debug)]
pub struct Target {
    pub square: Square,
    pub index: Option<usize>,
    /// The piece taken: the whole piece, or the component as a piece of its own.
    pub piece: Piece,
    pub singles: Vec<Single>,
    /// The ambush or siege, when there is no single captor (or as well as one), with the
    /// ambushing pair or the besiegers.
    pub other: Option<(How, Captors)>,
}

impl Target {
    /// How it is reported when no captor steps onto its square, and by which pieces: the
    /// first single captor, else the ambush, else the siege.
    pub fn how(&self) -> (How, Captors) {
        match self.singles.first() {
            Some(s) => (s.how(self.piece.value, None), Captors::one(s.captor)),
            None => self.other.expect("a target has a way to be taken"),
        }
    }
}

/// Every enemy value `captor` takes in `pos`, in square order (a pyramid's components in
/// their list order); when a pyramid falls whole, its components are not listed.
pub fn find(rules: &Ruleset, pos: &Position, captor: Color) -> Vec<Target> {
    let enemies = pos.army(captor.other());
    if enemies == 0 {
        return Vec::new();
    }
    let field = Field::new(rules, pos, captor);
    let mut out = Vec::new();
    for square in squares(enemies) {
        field.targets_on(square, &mut out);
    }
    out
}

/// What one search needs of the position: the captor's pieces that may reach an enemy, the
/// squares they reach, and the squares near enough to the captor's army for a siege.
struct Field<'a> {
    rules: &'a Ruleset,
    pos: &'a Position,
    captor: Color,
    attackers: Vec<Attacker>,
    reached: Bitboard,
    hemmed: Bitboard,
}

impl<'a> Field<'a> {
    fn new(rules: &'a Ruleset, pos: &'a Position, captor: Color) -> Field<'a> {
        // Reach and siege act within 3 squares (the longest movement): only the captor's
        // pieces that near an enemy can meet or ambush, only enemies that near a captor's
        // piece can be besieged.
        let within3 = |b: Bitboard| full(pos.ranks) & king_spread(king_spread(king_spread(b)));
        let close = within3(pos.army(captor.other())) & pos.army(captor);
        let attackers: Vec<Attacker> = squares(close)
            .map(|s| attacker(pos, s, pos.at(s).expect("army bit")))
            .collect();
        let reached = attackers
            .iter()
            .flat_map(|a| a.modes.iter())
            .fold(0, |acc, m| acc | m.reach);
        Field {
            rules,
            pos,
            captor,
            attackers,
            reached,
            hemmed: within3(pos.army(captor)),
        }
    }

    /// Adds what falls on the enemy `square`: the whole piece, or else pyramid components.
    fn targets_on(&self, square: Square, out: &mut Vec<Target>) {
        let piece = self.pos.at(square).expect("army bit");
        // The pieces bearing along lines (for assault), nearest in each direction.
        let lines = lines_to(self.pos, square, self.captor);
        let lines = &lines[..];
        let near = self.reached & square.bit() != 0;
        let fall = |value: u16| take(self.rules, &self.attackers, lines, near, square, value);
        let whole = fall(piece.value).or_else(|| {
            (self.hemmed & square.bit() != 0 && besieged(self.pos, square))
                .then(|| (Vec::new(), Some((How::Siege, besiegers(self.pos, square)))))
        });
        if let Some((singles, other)) = whole {
            out.push(Target {
                square,
                index: None,
                piece,
                singles,
                other,
            });
            return;
        }
        if !piece.is_pyramid() {
            return;
        }
        for index in remaining(piece) {
            let part = component(piece, index);
            if let Some((singles, other)) = fall(part.value) {
                out.push(Target {
                    square,
                    index: Some(index),
                    piece: part,
                    singles,
                    other,
                });
            }
        }
    }
}

/// The captor's pieces first on the lines from a square, with at least one empty square
/// between: (their square, the count of empty squares between, the piece), in square order.
type Lines = ArrayVec<(Square, u8, Piece), 8>;

fn lines_to(pos: &Position, square: Square, captor: Color) -> Lines {
    let mut out = Lines::new();
    for dir in ALL_DIRECTIONS {
        if let Some((at, n)) = first_on_ray(pos, square, dir) {
            let piece = pos.at(at).expect("first_on_ray finds a piece");
            if n >= 2 && piece.color == captor {
                out.push((at, n - 1, piece));
            }
        }
    }
    out.sort_unstable_by_key(|&(s, _, _)| s);
    out
}

/// How the value `t` on `square` falls, if it does: the single captors, and an ambush.
#[allow(clippy::type_complexity)]
fn take(
    rules: &Ruleset,
    attackers: &[Attacker],
    lines: &[(Square, u8, Piece)],
    near: bool,
    square: Square,
    t: u16,
) -> Option<(Vec<Single>, Option<(How, Captors)>)> {
    let mut singles = Vec::new();
    let bit = square.bit();
    if near {
        for a in attackers {
            if a.modes.iter().any(|m| m.value == t && m.reach & bit != 0) {
                singles.push(Single {
                    captor: a.square,
                    attacker: t,
                    assault: None,
                });
            }
        }
    }
    for &(at, k, piece) in lines {
        for v in values(piece) {
            let op = if v as u32 * k as u32 == t as u32 {
                Operation::Times
            } else if t as u32 * k as u32 == v as u32 {
                Operation::Divided
            } else {
                continue;
            };
            singles.push(Single {
                captor: at,
                attacker: v,
                assault: Some((op, k)),
            });
            break;
        }
    }
    let ambush = if near {
        ambush(rules, attackers, bit, t)
    } else {
        None
    };
    if singles.is_empty() && ambush.is_none() {
        return None;
    }
    Some((singles, ambush))
}

/// The first pair of distinct pieces (in square order) whose values reaching the target give
/// `t`, the operations tried in the order +, -, *, /; reported larger value first.
fn ambush(
    rules: &Ruleset,
    attackers: &[Attacker],
    bit: Bitboard,
    t: u16,
) -> Option<(How, Captors)> {
    let ops: &[Operation] = if rules.options.ambush_all {
        &Operation::ALL
    } else {
        &[Operation::Plus, Operation::Minus]
    };
    let near: Vec<(Square, Values)> = attackers
        .iter()
        .map(|a| {
            let mut vs = Values::new();
            for m in a.modes.iter().filter(|m| m.reach & bit != 0) {
                push_new(&mut vs, m.value);
            }
            (a.square, vs)
        })
        .filter(|(_, vs)| !vs.is_empty())
        .collect();
    for (i, (sx, xs)) in near.iter().enumerate() {
        for (sy, ys) in &near[i + 1..] {
            for &x in xs {
                for &y in ys {
                    let (hi, lo) = (x.max(y) as u32, x.min(y) as u32);
                    if let Some(&op) = ops.iter().find(|op| op.apply(hi, lo) == Some(t as u32)) {
                        let how = How::Ambush {
                            first: hi as u16,
                            op,
                            second: lo as u16,
                            target: t,
                        };
                        return Some((how, Captors::from_iter([*sx, *sy])));
                    }
                }
            }
        }
    }
    None
}
