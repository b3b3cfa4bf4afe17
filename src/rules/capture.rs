//! Capture rules: whether a mover may take a piece, and how the capture is reported.

use super::arithmetic::Combination;
use super::operation::Operation;
use super::turning_path;
use super::{Capture, Color, Piece, Ruleset, Square};
use std::fmt;

/// The arithmetic behind a capture, printed in records and messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// `neo`: the two values share a prime factor; printed `gcd(12,9)=3`.
    SharedFactor {
        attacker: u16,
        target: u16,
        gcd: u16,
    },
    /// `simple`: the mover lands on an enemy of its own value; printed `meeting 16=16`.
    Meeting { value: u16 },
    /// `simple`: the mover's value combined with the move's length gives the target's;
    /// printed `12+4=16`.
    Assault {
        attacker: u16,
        op: Operation,
        length: u8,
        target: u16,
    },
    /// `simple`: two pieces next to the target, the larger value first; printed
    /// `ambush 4*4=16`.
    Ambush {
        first: u16,
        op: Operation,
        second: u16,
        target: u16,
    },
    /// `simple`: every neighbour square occupied or off the board, one by the captor.
    Enclosure,
    /// `classic`: one attacker's term, or a sum or difference of several attackers' terms;
    /// printed `16=16`, `4*4=16`, `120+49=169`, `66*4+25=289`, `100-9=91`.
    Arithmetic(Combination),
    /// `classic`, `heligon`: every movement of the piece blocked by an enemy; printed `siege`.
    Siege,
    /// `heligon`: one captor. A meeting (`assault` `None`) is printed `meeting 16=16`; an
    /// assault over k empty squares `assault 4*3=12` (the smaller value times k) or
    /// `assault 12/3=4`. When the captor stepped onto the captured piece's square (a piece
    /// the mover left exposed), the square it came from follows: `meeting 9=9 (f6 steps in)`.
    Single {
        attacker: u16,
        assault: Option<(Operation, u8)>,
        target: u16,
        stepped: Option<Square>,
    },
}

impl fmt::Display for How {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            How::SharedFactor {
                attacker,
                target,
                gcd,
            } => {
                write!(f, "gcd({attacker},{target})={gcd}")
            }
            How::Meeting { value } => write!(f, "meeting {value}={value}"),
            How::Assault {
                attacker,
                op,
                length,
                target,
            } => write!(f, "{attacker}{op}{length}={target}"),
            How::Ambush {
                first,
                op,
                second,
                target,
            } => write!(f, "ambush {first}{op}{second}={target}"),
            How::Enclosure => f.write_str("enclosure"),
            How::Arithmetic(c) => write!(f, "{c}"),
            How::Siege => f.write_str("siege"),
            How::Single {
                attacker,
                assault,
                target,
                stepped,
            } => {
                match assault {
                    None => write!(f, "meeting {attacker}={target}")?,
                    Some((op, k)) => write!(f, "assault {attacker}{op}{k}={target}")?,
                }
                match stepped {
                    Some(from) => write!(f, " ({from} steps in)"),
                    None => Ok(()),
                }
            }
        }
    }
}

/// One piece (or pyramid component) taken, where it stood, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captured {
    pub square: Square,
    pub piece: Piece,
    pub how: How,
}

pub fn gcd(mut a: u16, mut b: u16) -> u16 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Why `attacker` may not take `target` by landing on it, or `Ok(how)` if it may.
pub fn landing_capture(rules: &Ruleset, attacker: Piece, target: Piece) -> Result<How, String> {
    match rules.capture {
        Capture::SharedFactor => shared_factor(rules, attacker, target),
        Capture::MeetingAssault => meeting_or_assault(attacker, target),
        Capture::Arithmetic | Capture::Medieval => Err(format!(
            "in {} a move ends on an empty square; captures follow by themselves after it",
            rules.id
        )),
    }
}

/// Seed 002: equal values meet; otherwise the move's length n (squares travelled, the
/// destination included) turns the mover's value v into the target's by v+n, v-n, v*n or v/n.
fn meeting_or_assault(attacker: Piece, target: Piece) -> Result<How, String> {
    let (v, t) = (attacker.value, target.value);
    if v == t {
        return Ok(How::Meeting { value: v });
    }
    let n = turning_path::length(attacker.shape);
    match Operation::reaching(v as u32, n as u32, t as u32) {
        Some(op) => Ok(How::Assault {
            attacker: v,
            op,
            length: n,
            target: t,
        }),
        None => Err(format!(
            "{t} is not {v} (a meeting), nor {v}+{n}, {v}-{n}, {v}*{n} or {v}/{n} (an assault over {n} squares)"
        )),
    }
}

fn shared_factor(rules: &Ruleset, attacker: Piece, target: Piece) -> Result<How, String> {
    let (a, t) = (attacker.value, target.value);
    let g = gcd(a, t);
    if g == 1 {
        return Err(format!("{a} and {t} share no prime factor"));
    }
    if rules.options.balanced
        && target.is_pyramid()
        && target.color == Color::Black
        && a.is_multiple_of(2)
    {
        return Err(format!(
            "with balanced=true the black pyramid cannot be taken by a multiple of 2 ({a})"
        ));
    }
    Ok(How::SharedFactor {
        attacker: a,
        target: t,
        gcd: g,
    })
}

/// The fast yes/no form of `landing_capture` for move generation.
pub fn can_land_on(rules: &Ruleset, attacker: Piece, target: Piece) -> bool {
    match rules.capture {
        Capture::SharedFactor => {
            gcd(attacker.value, target.value) > 1
                && !(rules.options.balanced
                    && target.is_pyramid()
                    && target.color == Color::Black
                    && attacker.value.is_multiple_of(2))
        }
        Capture::MeetingAssault => {
            let (v, t) = (attacker.value as u32, target.value as u32);
            let n = turning_path::length(attacker.shape) as u32;
            v == t || Operation::reaching(v, n, t).is_some()
        }
        Capture::Arithmetic | Capture::Medieval => false,
    }
}
