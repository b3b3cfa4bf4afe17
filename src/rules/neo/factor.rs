//! `neo`'s capture (seeds 003 and 004): the mover lands on an enemy piece whose value shares
//! a prime factor with its own; with `balanced=true` the black pyramid cannot be taken by a
//! multiple of 2.

use crate::rules::{Color, How, NoLanding, Piece, Ruleset};

pub fn gcd(mut a: u16, mut b: u16) -> u16 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Why `attacker` may not take `target` by landing on it, or `Ok(how)` if it may.
pub fn landing(rules: &Ruleset, attacker: Piece, target: Piece) -> Result<How, NoLanding> {
    let (a, t) = (attacker.value, target.value);
    let g = gcd(a, t);
    if g == 1 {
        return Err(NoLanding::NoSharedFactor {
            attacker: a,
            target: t,
        });
    }
    if shielded(rules, attacker, target) {
        return Err(NoLanding::Shielded { attacker: a });
    }
    Ok(How::SharedFactor {
        attacker: a,
        target: t,
        gcd: g,
    })
}

/// The fast yes/no form of `landing`, for move generation.
pub fn can_land(rules: &Ruleset, attacker: Piece, target: Piece) -> bool {
    gcd(attacker.value, target.value) > 1 && !shielded(rules, attacker, target)
}

/// `balanced=true`: the black pyramid is safe from even attackers.
fn shielded(rules: &Ruleset, attacker: Piece, target: Piece) -> bool {
    rules.options.balanced
        && target.is_pyramid()
        && target.color == Color::Black
        && attacker.value.is_multiple_of(2)
}
