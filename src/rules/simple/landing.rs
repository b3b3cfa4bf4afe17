//! `simple`'s captures by landing (seed 002, RULES.md 2.3): equal values meet; otherwise the
//! move's length n (squares travelled, the destination included) turns the mover's value v
//! into the target's by v+n, v-n, v*n or v/n (an assault).

use super::path;
use crate::rules::operation::Operation;
use crate::rules::{How, NoLanding, Piece, Ruleset};

/// Why `attacker` may not take `target` by landing on it, or `Ok(how)` if it may.
pub fn landing(_rules: &Ruleset, attacker: Piece, target: Piece) -> Result<How, NoLanding> {
    let (v, t) = (attacker.value, target.value);
    if v == t {
        return Ok(How::Meeting { value: v });
    }
    let n = path::length(attacker.shape);
    match Operation::reaching(v as u32, n as u32, t as u32) {
        Some(op) => Ok(How::Assault {
            attacker: v,
            op,
            length: n,
            target: t,
        }),
        None => Err(NoLanding::NotReached {
            attacker: v,
            target: t,
            length: n,
        }),
    }
}

/// The fast yes/no form of `landing`, for move generation.
pub fn can_land(_rules: &Ruleset, attacker: Piece, target: Piece) -> bool {
    let (v, t) = (attacker.value as u32, target.value as u32);
    let n = path::length(attacker.shape) as u32;
    v == t || Operation::reaching(v, n, t).is_some()
}
