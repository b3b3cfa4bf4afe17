//! The three proportions ("harmonies") of three values a < b < c.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Proportion {
    /// b - a = c - b
    Arithmetic,
    /// b^2 = a*c
    Geometric,
    /// c(b - a) = a(c - b); the seeds call it musical or harmonic
    Musical,
}

impl Proportion {
    pub const ALL: [Proportion; 3] = [
        Proportion::Arithmetic,
        Proportion::Geometric,
        Proportion::Musical,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Proportion::Arithmetic => "arithmetic",
            Proportion::Geometric => "geometric",
            Proportion::Musical => "musical",
        }
    }

    /// Whether a < b < c stand in this proportion.
    pub fn holds(self, a: u64, b: u64, c: u64) -> bool {
        if !(a < b && b < c) {
            return false;
        }
        match self {
            Proportion::Arithmetic => b - a == c - b,
            Proportion::Geometric => b * b == a * c,
            Proportion::Musical => c * (b - a) == a * (c - b),
        }
    }
}

impl fmt::Display for Proportion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The proportions three values form in any order (they must be distinct).
pub fn of_unordered(x: u64, y: u64, z: u64) -> impl Iterator<Item = Proportion> {
    let mut v = [x, y, z];
    v.sort_unstable();
    Proportion::ALL
        .into_iter()
        .filter(move |p| p.holds(v[0], v[1], v[2]))
}

/// Every proportion triple among `values` (distinct, rising), ordered by kind then values.
pub fn triples(values: &[u32]) -> Vec<(Proportion, [u32; 3])> {
    let mut out = Vec::new();
    for kind in Proportion::ALL {
        for (i, &a) in values.iter().enumerate() {
            for (j, &b) in values.iter().enumerate().skip(i + 1) {
                for &c in &values[j + 1..] {
                    if kind.holds(a as u64, b as u64, c as u64) {
                        out.push((kind, [a, b, c]));
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn textbook_examples() {
        assert!(Proportion::Arithmetic.holds(2, 4, 6));
        assert!(Proportion::Geometric.holds(4, 8, 16));
        // 3, 4, 6: 6*(4-3) = 3*(6-4); the seeds' musical example.
        assert!(Proportion::Musical.holds(3, 4, 6));
        assert!(!Proportion::Musical.holds(2, 4, 6));
        assert!(!Proportion::Arithmetic.holds(4, 4, 4));
        assert_eq!(
            of_unordered(16, 4, 8).collect::<Vec<_>>(),
            [Proportion::Geometric]
        );
    }
}
