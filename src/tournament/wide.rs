//! Wide signed integers for the pairing weights: the Dutch rules' criteria, laid out one
//! field after another from the most important down, need hundreds of bits in a large field,
//! more than any machine integer holds.

use std::cmp::Ordering;
use std::ops::{Add, Shl, Sub};

/// What the matching needs of a weight: exact sums and differences, order, and halving.
pub trait Weight:
    Copy + Ord + Add<Output = Self> + Sub<Output = Self> + Shl<u32, Output = Self>
{
    fn zero() -> Self;
    fn small(v: u64) -> Self;
    /// Halves, rounding towards minus infinity (the matching halves only even values).
    fn half(self) -> Self;
    fn is_zero(&self) -> bool {
        *self == Self::zero()
    }
    /// Bits this type holds, the sign bit included.
    const BITS: u32;
}

/// A two's complement integer of `L` 64-bit limbs, the lowest first. Sums wrap like machine
/// integers; the weights are sized so that they never do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wide<const L: usize>([u64; L]);

impl<const L: usize> Weight for Wide<L> {
    fn zero() -> Self {
        Wide([0; L])
    }

    fn small(v: u64) -> Self {
        let mut limbs = [0; L];
        limbs[0] = v;
        Wide(limbs)
    }

    fn half(self) -> Self {
        let mut out = [0; L];
        let negative = self.0[L - 1] >> 63;
        for (i, slot) in out.iter_mut().enumerate() {
            let above = if i + 1 < L { self.0[i + 1] } else { negative };
            *slot = (self.0[i] >> 1) | (above << 63);
        }
        Wide(out)
    }

    const BITS: u32 = 64 * L as u32;
}

impl<const L: usize> Add for Wide<L> {
    type Output = Self;
    fn add(self, o: Self) -> Self {
        let mut out = [0; L];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl<const L: usize> Sub for Wide<L> {
    type Output = Self;
    fn sub(self, o: Self) -> Self {
        let mut out = [0; L];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *slot = d2;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl<const L: usize> Shl<u32> for Wide<L> {
    type Output = Self;
    fn shl(self, bits: u32) -> Self {
        let (limbs, rest) = ((bits / 64) as usize, bits % 64);
        let mut out = [0; L];
        for i in (limbs..L).rev() {
            let from = i - limbs;
            out[i] = self.0[from] << rest;
            if rest > 0 && from > 0 {
                out[i] |= self.0[from - 1] >> (64 - rest);
            }
        }
        Wide(out)
    }
}

impl<const L: usize> Ord for Wide<L> {
    fn cmp(&self, o: &Self) -> Ordering {
        let top = (self.0[L - 1] as i64).cmp(&(o.0[L - 1] as i64));
        (0..L - 1)
            .rev()
            .fold(top, |acc, i| acc.then(self.0[i].cmp(&o.0[i])))
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type W = Wide<2>;

    #[test]
    fn sums_carry_across_limbs_and_differences_borrow() {
        let big = W::small(u64::MAX);
        let sum = big + W::small(1);
        assert_eq!(sum, W::small(1) << 64);
        assert_eq!(sum - W::small(1), big);
    }

    #[test]
    fn negative_values_order_below_zero_and_halve_downwards() {
        let minus_three = W::zero() - W::small(3);
        assert!(minus_three < W::zero());
        assert_eq!(minus_three.half(), W::zero() - W::small(2));
        assert_eq!((W::small(6) << 70).half(), W::small(3) << 70);
    }
}
