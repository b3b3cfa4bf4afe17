//! Capture rules: whether a mover may take a piece, and how the capture is reported.

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
    }
}
