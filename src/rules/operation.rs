//! The four operations of the arithmetic captures: plus, minus, times, divided by. In
//! `simple` an assault combines the mover's value with the move's length and an ambush two
//! neighbours' values; `classic` and `heligon` combine attackers' values and distances.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operation {
    Plus,
    Minus,
    Times,
    Divided,
}

impl Operation {
    /// In the order a capture's report prefers them when several give the same value.
    pub const ALL: [Operation; 4] = [
        Operation::Plus,
        Operation::Minus,
        Operation::Times,
        Operation::Divided,
    ];

    pub fn symbol(self) -> char {
        match self {
            Operation::Plus => '+',
            Operation::Minus => '-',
            Operation::Times => '*',
            Operation::Divided => '/',
        }
    }

    /// `a op b` when it is a whole positive number (a difference below 1 or a division
    /// with a remainder gives nothing).
    pub fn apply(self, a: u32, b: u32) -> Option<u32> {
        match self {
            Operation::Plus => Some(a + b),
            Operation::Minus => a.checked_sub(b).filter(|&d| d > 0),
            Operation::Times => Some(a * b),
            Operation::Divided => (b != 0 && a.is_multiple_of(b)).then(|| a / b),
        }
    }

    /// The first operation with `a op b == target`.
    pub fn reaching(a: u32, b: u32, target: u32) -> Option<Operation> {
        Operation::ALL
            .into_iter()
            .find(|op| op.apply(a, b) == Some(target))
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_results_only() {
        assert_eq!(Operation::Divided.apply(12, 4), Some(3));
        assert_eq!(Operation::Divided.apply(12, 5), None);
        assert_eq!(Operation::Minus.apply(4, 4), None);
        assert_eq!(Operation::Minus.apply(3, 4), None);
        assert_eq!(Operation::reaching(2, 2, 4), Some(Operation::Plus));
        assert_eq!(Operation::reaching(12, 4, 48), Some(Operation::Times));
        assert_eq!(Operation::reaching(12, 4, 7), None);
    }
}
