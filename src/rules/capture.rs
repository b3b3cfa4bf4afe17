//! How a capture is reported, in every variant: what was taken, where, and the arithmetic.
//! Which captures a variant makes is in `parts.rs`'s table.

use super::captors::Captors;
use super::classic::arithmetic::Combination;
use super::operation::Operation;
use super::{Color, Piece, Square};
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

/// One piece (or pyramid component) taken, where it stood, why, by whom and with which
/// pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captured {
    pub square: Square,
    pub piece: Piece,
    pub how: How,
    /// The side that took it: not always the mover (the opponent's captures follow the
    /// mover's in `classic`, `heligon` and `simple`).
    pub by: Color,
    /// The squares of the capturing pieces, as they stood when the capture was found.
    pub captors: Captors,
    /// `classic`: this ordinary piece was given up to save a pyramid's component.
    pub rescue: Option<Rescue>,
}

impl Captured {
    /// A capture with no rescue.
    pub fn new(square: Square, piece: Piece, how: How, by: Color, captors: Captors) -> Captured {
        Captured {
            square,
            piece,
            how,
            by,
            captors,
            rescue: None,
        }
    }
}

/// A pyramid component saved by an ordinary piece of the same value given up in its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rescue {
    /// Where the pyramid stands.
    pub pyramid: Square,
    /// The component it keeps.
    pub component: Piece,
}
