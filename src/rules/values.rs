//! The armies' values, derived from the formulas of RULES.md section 1 rather than typed in.
//!
//! For a base n: circles n and n^2; triangles n(n+1) and (n+1)^2;
//! squares (n+1)(2n+1) and (2n+1)^2. White's bases are 2, 4, 6, 8; Black's 3, 5, 7, 9.

use super::{Color, Shape};

pub fn bases(color: Color) -> [u32; 4] {
    match color {
        Color::White => [2, 4, 6, 8],
        Color::Black => [3, 5, 7, 9],
    }
}

/// Every piece of an army as (shape, value), the pyramid counted as the square it replaces.
pub fn army(color: Color) -> Vec<(Shape, u32)> {
    let mut out = Vec::with_capacity(24);
    for n in bases(color) {
        out.push((Shape::Circle, n));
        out.push((Shape::Circle, n * n));
        out.push((Shape::Triangle, n * (n + 1)));
        out.push((Shape::Triangle, (n + 1) * (n + 1)));
        out.push((Shape::Square, (n + 1) * (2 * n + 1)));
        out.push((Shape::Square, (2 * n + 1) * (2 * n + 1)));
    }
    out
}

/// The army's distinct values, rising.
pub fn army_values(color: Color) -> Vec<u32> {
    let mut v: Vec<u32> = army(color).into_iter().map(|(_, v)| v).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Every distinct value of both armies, rising.
pub fn all_values() -> Vec<u32> {
    let mut v = army_values(Color::White);
    v.extend(army_values(Color::Black));
    v.sort_unstable();
    v.dedup();
    v
}

/// The pyramid's value: the square (n+1)(2n+1) for White's base 6 (91) and Black's base 9 (190).
pub fn pyramid_total(color: Color) -> u32 {
    let n = match color {
        Color::White => 6,
        Color::Black => 9,
    };
    (n + 1) * (2 * n + 1)
}

/// A composite pyramid's components: consecutive squares k^2 summing to its total
/// (White 1..6, Black 4..8), each with the shape RULES.md 2.1 gives it.
pub fn pyramid_components(color: Color) -> &'static [(Shape, u32)] {
    use Shape::*;
    match color {
        Color::White => &[
            (Circle, 1),
            (Circle, 4),
            (Triangle, 9),
            (Triangle, 16),
            (Square, 25),
            (Square, 36),
        ],
        Color::Black => &[
            (Circle, 16),
            (Triangle, 25),
            (Triangle, 36),
            (Square, 49),
            (Square, 64),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn armies_match_the_lists_of_rules_section_1() {
        let values = |c, s| -> Vec<u32> {
            army(c)
                .into_iter()
                .filter(|&(sh, _)| sh == s)
                .map(|(_, v)| v)
                .collect()
        };
        // Transcribed from RULES.md section 1, in the order written there.
        assert_eq!(
            values(Color::White, Shape::Circle),
            [2, 4, 4, 16, 6, 36, 8, 64]
        );
        assert_eq!(
            values(Color::White, Shape::Triangle),
            [6, 9, 20, 25, 42, 49, 72, 81]
        );
        assert_eq!(
            values(Color::White, Shape::Square),
            [15, 25, 45, 81, 91, 169, 153, 289]
        );
        assert_eq!(
            values(Color::Black, Shape::Circle),
            [3, 9, 5, 25, 7, 49, 9, 81]
        );
        assert_eq!(
            values(Color::Black, Shape::Triangle),
            [12, 16, 30, 36, 56, 64, 90, 100]
        );
        assert_eq!(
            values(Color::Black, Shape::Square),
            [28, 49, 66, 121, 120, 225, 190, 361]
        );
    }

    #[test]
    fn thirty_five_distinct_values_and_pyramids_sum_to_their_totals() {
        assert_eq!(all_values().len(), 35);
        for c in Color::BOTH {
            let sum: u32 = pyramid_components(c).iter().map(|&(_, v)| v).sum();
            assert_eq!(sum, pyramid_total(c));
        }
        assert_eq!(pyramid_total(Color::White), 91);
        assert_eq!(pyramid_total(Color::Black), 190);
    }
}
