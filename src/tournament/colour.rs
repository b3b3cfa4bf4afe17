//! Colour preferences (Dutch rules C.04.3 A.6) and the colour allocation of a pair (E.1-E.5),
//! computed from the games a player actually played.

use super::state::{Colour, Player, StartNo};

/// How much a player wants a colour, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A player's colour history as the pairing rules read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourHistory {
    /// Colours of the games played, in order (forfeits and byes left out).
    pub played: Vec<Colour>,
}

impl ColourHistory {
    pub fn of(player: &Player) -> ColourHistory {
        ColourHistory {
            played: player
                .entries
                .iter()
                .filter_map(|e| e.played_colour())
                .collect(),
        }
    }

    /// Whites minus blacks.
    pub fn difference(&self) -> i32 {
        self.played
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum()
    }

    /// The same colour in the last two games played.
    fn last_two_same(&self) -> Option<Colour> {
        match self.played.as_slice() {
            [.., a, b] if a == b => Some(*a),
            _ => None,
        }
    }

    /// A.6: absolute when the difference is beyond 1 or the last two games had one colour;
    /// strong at a difference of 1; mild (alternate) at 0; none before any game.
    pub fn preference(&self) -> (Option<Colour>, Strength) {
        let cd = self.difference();
        let Some(last) = self.played.last() else {
            return (None, Strength::None);
        };
        if cd > 1 {
            return (Some(Colour::Black), Strength::Absolute);
        }
        if cd < -1 {
            return (Some(Colour::White), Strength::Absolute);
        }
        if let Some(twice) = self.last_two_same() {
            return (Some(twice.other()), Strength::Absolute);
        }
        match cd {
            1 => (Some(Colour::Black), Strength::Strong),
            -1 => (Some(Colour::White), Strength::Strong),
            _ => (Some(last.other()), Strength::Mild),
        }
    }
}

/// One side of a pair for colour allocation: its start number, rank (lower is higher
/// ranked) and history.
pub struct Side<'a> {
    pub number: StartNo,
    pub rank: usize,
    pub history: &'a ColourHistory,
}

/// E.1-E.5: the colour of `a` in a game against `b`. `initial` is the colour the highest
/// odd start number gets when nothing else decides (White unless the TRF says otherwise).
pub fn allocate(a: &Side, b: &Side, initial: Colour) -> Colour {
    let (pa, sa) = a.history.preference();
    let (pb, sb) = b.history.preference();
    let (higher, a_is_higher) = if a.rank <= b.rank {
        (a, true)
    } else {
        (b, false)
    };
    let for_a = |higher_colour: Colour| {
        if a_is_higher {
            higher_colour
        } else {
            higher_colour.other()
        }
    };
    match (pa, pb) {
        // E.1: both preferences can be granted.
        (Some(ca), Some(cb)) if ca != cb => return ca,
        (Some(ca), None) => return ca,
        (None, Some(cb)) => return cb.other(),
        (None, None) => return for_a(e5(higher.number, initial)),
        _ => {}
    }
    let wanted = pa.expect("both have the same preference");
    // E.2: the stronger preference; between two absolute ones, the wider difference.
    if sa != sb {
        return if sa > sb { wanted } else { wanted.other() };
    }
    if sa == Strength::Absolute {
        let (da, db) = (a.history.difference().abs(), b.history.difference().abs());
        if da != db {
            return if da > db { wanted } else { wanted.other() };
        }
    }
    // E.3: alternate from the latest game in which they had different colours.
    if let Some(colour) = e3(a.history, b.history) {
        return colour;
    }
    // E.4: the higher ranked player's preference.
    if a_is_higher {
        wanted
    } else {
        wanted.other()
    }
}

/// E.3: reading both histories back from their latest games, the first place where the
/// colours differ; `a` then gets the colour `b` had.
fn e3(a: &ColourHistory, b: &ColourHistory) -> Option<Colour> {
    a.played
        .iter()
        .rev()
        .zip(b.played.iter().rev())
        .find(|(x, y)| x != y)
        .map(|(_, y)| *y)
}

/// E.5: the higher ranked player gets the initial colour with an odd start number, the other
/// with an even one.
fn e5(higher: StartNo, initial: Colour) -> Colour {
    if higher % 2 == 1 {
        initial
    } else {
        initial.other()
    }
}
