//! The values that complete a proportion of three (arithmetic, geometric, musical) when two
//! are known: an end given the other end and the middle, the middle given both ends, or any
//! third value in any order. The arrangements of every variant are one piece short of a win
//! when such a value stands ready.

use arrayvec::ArrayVec;

pub type Values = ArrayVec<u32, 9>;

/// Third values `z` with `middle` strictly between `end` and `z`, in proportion.
pub fn end_given(end: u32, middle: u32) -> Values {
    let (x, y) = (end as u64, middle as u64);
    let mut out = Values::new();
    let mut push = |z: u64| {
        let between = (x < y && y < z) || (z < y && y < x);
        if between && z > 0 && z <= u32::MAX as u64 && !out.contains(&(z as u32)) {
            out.push(z as u32);
        }
    };
    // Arithmetic: y - x = z - y.
    if 2 * y > x {
        push(2 * y - x);
    }
    // Geometric: y^2 = x z.
    if x > 0 && (y * y).is_multiple_of(x) {
        push(y * y / x);
    }
    // Musical, in either order: z = x y / (2x - y).
    if 2 * x > y && (x * y).is_multiple_of(2 * x - y) {
        push(x * y / (2 * x - y));
    }
    out
}

/// Middle values strictly between the two ends, in proportion.
pub fn middle_given(a: u32, c: u32) -> Values {
    let (lo, hi) = (a.min(c) as u64, a.max(c) as u64);
    let mut out = Values::new();
    if lo == hi {
        return out;
    }
    let mut push = |y: u64| {
        if lo < y && y < hi && !out.contains(&(y as u32)) {
            out.push(y as u32);
        }
    };
    if (lo + hi).is_multiple_of(2) {
        push((lo + hi) / 2);
    }
    let product = lo * hi;
    let root = product.isqrt();
    if root * root == product {
        push(root);
    }
    if (2 * product).is_multiple_of(lo + hi) {
        push(2 * product / (lo + hi));
    }
    out
}

/// Third values that make a proportion with `a` and `b` in any order.
pub fn any_order(a: u32, b: u32) -> Values {
    let mut out = Values::new();
    if a == b {
        return out;
    }
    for v in end_given(a, b)
        .into_iter()
        .chain(end_given(b, a))
        .chain(middle_given(a, b))
    {
        if !out.contains(&v) && !out.is_full() {
            out.push(v);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::proportion::Proportion;

    fn holds(a: u32, b: u32, c: u32) -> bool {
        let mut v = [a as u64, b as u64, c as u64];
        v.sort_unstable();
        Proportion::ALL.iter().any(|p| p.holds(v[0], v[1], v[2]))
    }

    #[test]
    fn textbook_completions() {
        // 2 4 _: arithmetic 6, geometric 8; musical 2 4 z needs 2x > y: 4 = 2*2, none.
        let mut e = end_given(2, 4).to_vec();
        e.sort();
        assert_eq!(e, [6, 8]);
        // 3 4 _: arithmetic 5, geometric 16/3 no, musical 3*4/(6-4) = 6.
        let mut e = end_given(3, 4).to_vec();
        e.sort();
        assert_eq!(e, [5, 6]);
        // 4 _ 16: arithmetic 10, geometric 8, musical 2*64/20 no.
        let mut m = middle_given(16, 4).to_vec();
        m.sort();
        assert_eq!(m, [8, 10]);
        assert!(any_order(4, 6).contains(&3), "3 4 6 is musical");
    }

    #[test]
    fn every_completion_is_a_proportion_and_none_is_missed_among_small_values() {
        for a in 1..60u32 {
            for b in 1..60u32 {
                let found = any_order(a, b);
                for c in 1..400u32 {
                    let distinct = a != b && b != c && a != c;
                    let should = distinct && holds(a, b, c);
                    assert_eq!(found.contains(&c), should, "{a} {b} {c}");
                }
            }
        }
    }
}
