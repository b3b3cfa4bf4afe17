//! The weight of a possible pair: the Dutch rules' quality criteria (C.04.3, 2025 edition;
//! numbered here C.5-C.21 as the 2017 text numbers them)
//! as bit fields of one wide integer, the most important highest, so that a matching of
//! greatest total weight is the pairing the rules prefer. The fields follow the method of
//! bbpPairings (its source and papers are public); the bits per field leave room for the
//! sum over all pairs of a bracket, so that no field overflows into the one above.

use super::profile::{Float, Profile};
use crate::tournament::state::{Colour, HalfPoints};
use crate::tournament::wide::Weight;
use std::collections::HashMap;

/// Bit widths and score positions for one round's pairing.
pub struct Layout {
    /// Bits to count the players of the largest score group.
    pub group_bits: u32,
    /// Bits for all score groups together, one field a group, the lowest score lowest.
    pub scores_bits: u32,
    /// Where each score's field starts.
    shifts: HashMap<HalfPoints, u32>,
    played: u32,
}

/// What changes from bracket to bracket: who may still take the bye, and whether the
/// players' unplayed games decide it (C.9).
pub struct ByeTerms {
    pub score: HalfPoints,
    /// The bye's player is the only one floating from the top group, so C.9 weighs in.
    pub single: bool,
    /// For players with the bye's score: the more games played, the lower the rank.
    pub ranks: HashMap<u32, u64>,
}

/// Bits needed for `x`.
fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

impl Layout {
    /// `scores`: the players' scores, highest first.
    pub fn new(scores: &[HalfPoints], played: u32) -> Layout {
        let mut shifts = HashMap::new();
        let mut total = 0;
        let mut largest = 0;
        let mut i = scores.len();
        while i > 0 {
            let score = scores[i - 1];
            let size = scores[..i]
                .iter()
                .rev()
                .take_while(|&&s| s == score)
                .count();
            shifts.insert(score, total);
            total += bits(size);
            largest = largest.max(size);
            i -= size;
        }
        Layout {
            group_bits: bits(largest),
            scores_bits: total,
            shifts,
            played,
        }
    }

    /// Bits a weight takes, with room for the matching's sums and doubled duals.
    pub fn width(&self) -> u32 {
        let (b, s) = (self.group_bits, self.scores_bits);
        let rounds = self.played.min(2);
        2 + 2 * (b + s) + 6 * b + rounds * (2 * b + 2 * s) + 3 * b + 1 + 12
    }

    pub fn shift(&self, score: HalfPoints) -> u32 {
        self.shifts[&score]
    }

    /// `1` at the field of `score`, when `on`.
    fn at<W: Weight>(&self, on: bool, score: HalfPoints) -> W {
        if on {
            W::small(1) << self.shift(score)
        } else {
            W::zero()
        }
    }

    /// The weight of `higher` (ranked above) against `lower`, for the bracket being paired:
    /// `in_bracket` when `lower` is in it, `in_next` when in the next score group. Zero when
    /// they may not meet.
    pub fn edge<W: Weight>(
        &self,
        higher: &Profile,
        lower: &Profile,
        compatible: bool,
        place: (bool, bool),
        bye: &ByeTerms,
    ) -> W {
        if !compatible {
            return W::zero();
        }
        let (in_bracket, in_next) = place;
        let (b, s) = (self.group_bits, self.scores_bits);
        let candidate = |p: &Profile| p.may_get_bye && p.score <= bye.score;
        let top = 1 + u64::from(!candidate(higher)) + u64::from(!candidate(lower));
        let mut w = Fields(W::small(top));
        // C.5, C.6: the most pairs in the bracket, then the highest scores paired.
        w.push(b, flag(in_bracket));
        w.push(s, self.at(in_bracket, higher.score));
        // C.7, C.8: the same for the next bracket (the floaters can be paired there).
        w.push(b, flag(in_next));
        w.push(s, self.at(in_next, higher.score));
        // C.9: the bye's player with as few unplayed games as possible.
        let rank = |p: &Profile| {
            if bye.single && p.score == bye.score {
                bye.ranks[&p.played_games]
            } else {
                0
            }
        };
        w.push(2 * b, W::small(rank(higher) + rank(lower)));
        self.colour_fields(&mut w, lower, higher, in_bracket);
        self.float_fields(&mut w, higher, lower, in_bracket);
        // Room for the order of the exchanges (set by the bracket's pairing).
        w.push(3 * b, W::zero());
        w.push(1, W::zero());
        w.0
    }

    /// C.10-C.13: absolute, then strong colour preferences, as counts of pairs.
    fn colour_fields<W: Weight>(&self, w: &mut Fields<W>, l: &Profile, h: &Profile, on: bool) {
        let b = self.group_bits;
        let same = l.preference == h.preference;
        w.push(
            b,
            flag(on && !(l.absolute_imbalance() && h.absolute_imbalance() && same)),
        );
        let twice = if l.imbalance == h.imbalance {
            l.repeated.is_none() || l.repeated != h.repeated
        } else {
            let less = if l.imbalance > h.imbalance { h } else { l };
            less.repeated != l.preference.map(Colour::other)
        };
        w.push(
            b,
            flag(on && (!(l.absolute() && h.absolute() && same) || twice)),
        );
        let granted = !same || l.preference.is_none() || h.preference.is_none();
        w.push(b, flag(on && granted));
        let mild = |p: &Profile| !p.strong && !p.absolute();
        let strong_kept = mild(l) || mild(h) || (l.absolute() && h.absolute()) || !same;
        w.push(b, flag(on && strong_kept));
    }

    /// C.14-C.21: floats repeated from the last round and the one before, first as counts,
    /// then by the scores involved.
    fn float_fields<W: Weight>(&self, w: &mut Fields<W>, h: &Profile, l: &Profile, on: bool) {
        let b = self.group_bits;
        let s = self.scores_bits;
        let down = |p: &Profile, k: usize| p.floats[k] == Float::Down;
        let up_to_h = |k: usize| l.floats[k] == Float::Up && h.score > l.score;
        let rounds: &[usize] = match self.played {
            0 => &[],
            1 => &[0],
            _ => &[0, 1],
        };
        for &k in rounds {
            let downs = u64::from(down(l, k)) + u64::from(h.score <= l.score && down(h, k));
            w.push(b, if on { W::small(downs) } else { W::zero() });
            w.push(b, flag(on && !up_to_h(k)));
        }
        for &k in rounds {
            let downs = if on {
                self.at::<W>(down(l, k), l.score) + self.at(down(h, k), h.score)
            } else {
                W::zero()
            };
            w.push(s, downs);
            w.push(s, self.at(on && !up_to_h(k), h.score));
        }
    }

    /// The weight that finds the bye's score before the brackets: the most pairs, a player
    /// allowed the bye left over, the lowest score possible left over.
    pub fn bye_edge<W: Weight>(
        &self,
        p: &Profile,
        o: &Profile,
        compatible: bool,
        top: HalfPoints,
    ) -> W {
        if !compatible {
            return W::zero();
        }
        let base = 1 + u64::from(!p.may_get_bye) + u64::from(!o.may_get_bye);
        let shifts = u64::from(self.shift(p.score) + self.shift(o.score));
        let w = (W::small(base) << self.scores_bits) + W::small(shifts);
        (w << self.group_bits) + flag(p.score >= top)
    }
}

fn flag<W: Weight>(on: bool) -> W {
    W::small(u64::from(on))
}

/// A weight built field by field from the top.
struct Fields<W>(W);

impl<W: Weight> Fields<W> {
    fn push(&mut self, bits: u32, value: W) {
        self.0 = (self.0 << bits) + value;
    }
}
