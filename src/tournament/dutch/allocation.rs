//! The colours of a pair (C.04.3, 2025 edition, E.1-E.5): both preferences when they can be
//! granted, else the absolute one (the wider difference between two), the strong one, the
//! alternation from the latest round the two had different colours, the higher ranked
//! player's preference, and last the initial colour by the higher ranked player's number.

use super::profile::Profile;
use crate::tournament::state::Colour;

/// The colour of `p` against `o`; `p_lower` when `p` is ranked below `o`; `initial` is the
/// colour of the top-ranked odd number when nothing else decides.
pub fn colour_of(p: &Profile, o: &Profile, p_lower: bool, initial: Colour) -> Colour {
    if let Some(c) = by_preferences(p, o) {
        return c;
    }
    match (p.preference, p_lower) {
        (None, true) => by_number(o.number, initial).other(),
        (None, false) => by_number(p.number, initial),
        (Some(_), true) => o.preference.map_or(initial, Colour::other),
        (Some(c), false) => c,
    }
}

/// E.5: the initial colour for an odd number, the other for an even one.
fn by_number(number: u32, initial: Colour) -> Colour {
    if number % 2 == 1 {
        initial
    } else {
        initial.other()
    }
}

/// E.1-E.3; none when they leave it open.
fn by_preferences(p: &Profile, o: &Profile) -> Option<Colour> {
    let (pp, op) = (p.preference, o.preference);
    if pp != op || pp.is_none() {
        return pp.or(op.map(Colour::other));
    }
    let wanted = pp?;
    if p.absolute() && (p.imbalance > o.imbalance || !o.absolute()) {
        return Some(wanted);
    }
    if o.absolute() && (o.imbalance > p.imbalance || !p.absolute()) {
        return Some(wanted.other());
    }
    if p.strong && !o.strong {
        return Some(wanted);
    }
    if o.strong && !p.strong {
        return Some(wanted.other());
    }
    // E.3: back from the latest game, the first round their colours differed.
    p.colours
        .iter()
        .rev()
        .zip(o.colours.iter().rev())
        .find(|(a, b)| a != b)
        .map(|(_, theirs)| *theirs)
}
