//! Made-up tournaments for the property test and the benchmark: a tiny seeded xorshift
//! generator and results that favour the higher rating a little.

use super::state::GameResult;

/// xorshift64*: small, seeded, the same numbers on every machine.
pub struct XorShift(u64);

impl XorShift {
    pub fn new(seed: u64) -> XorShift {
        XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// A result in which the higher rated side wins a little more often, with draws and now
/// and then a forfeit.
pub fn result(rng: &mut XorShift, white_rating: u16, black_rating: u16) -> GameResult {
    let roll = rng.below(100) as i64;
    let edge = ((white_rating as i64 - black_rating as i64) / 40).clamp(-20, 20);
    match roll {
        0 => GameResult::WhiteWinsByForfeit,
        1 => GameResult::BlackWinsByForfeit,
        r if r < 40 + edge => GameResult::WhiteWins,
        r if r < 70 + edge => GameResult::Draw,
        _ => GameResult::BlackWins,
    }
}

/// `count` entrants named `P1`.. with ratings spread downwards, shuffled a little.
pub fn entrants(rng: &mut XorShift, count: usize) -> Vec<(String, u16)> {
    (0..count)
        .map(|i| {
            let rating = 1000 + 2 * (count - i) + rng.below(30) as usize;
            (format!("P{}", i + 1), rating.min(u16::MAX as usize) as u16)
        })
        .collect()
}
