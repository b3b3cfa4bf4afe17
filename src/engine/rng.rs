//! A small seeded generator (splitmix64): the engine's only source of chance, so a search
//! with a given seed plays the same move every time.

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in 0..n (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        // The bias of a plain modulo is below 2^-40 for the small n used here.
        self.next_u64() % n
    }

    /// A number in -span..=span.
    pub fn spread(&mut self, span: i32) -> i32 {
        if span <= 0 {
            return 0;
        }
        self.below(2 * span as u64 + 1) as i32 - span
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as u64
    }

    /// Shuffles a slice in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers_and_spreads_stay_in_range() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let xs: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(Rng::new(8).next_u64(), xs[0]);
        let mut r = Rng::new(1);
        let mut seen = [false; 7];
        for _ in 0..500 {
            let s = r.spread(3);
            assert!((-3..=3).contains(&s));
            seen[(s + 3) as usize] = true;
        }
        assert!(
            seen.iter().all(|&s| s),
            "every value of the spread comes up"
        );
    }
}
