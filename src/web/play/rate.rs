//! How often one session (or one sign-in address) may ask: a bucket of `BURST` requests
//! that refills at `PER_SECOND`; a page that plays normally never meets it, a script
//! hammering the pages does.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

/// Requests in a burst.
const BURST: f64 = 30.0;
/// Requests a second, kept up.
const PER_SECOND: f64 = 2.0;
/// Buckets kept; past this the full ones are forgotten.
const KEEP: usize = 10_000;

#[derive(Default)]
pub struct Rate {
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl Rate {
    /// Whether `key` may ask now (and it is counted).
    pub fn allow(&self, key: &str) -> bool {
        self.allow_at(key, Instant::now())
    }

    fn allow_at(&self, key: &str, now: Instant) -> bool {
        let mut b = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if b.len() >= KEEP {
            b.retain(|_, (left, at)| {
                *left + now.duration_since(*at).as_secs_f64() * PER_SECOND < BURST
            });
        }
        let (left, at) = b.entry(key.to_string()).or_insert((BURST, now));
        *left = (*left + now.duration_since(*at).as_secs_f64() * PER_SECOND).min(BURST);
        *at = now;
        if *left >= 1.0 {
            *left -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_passes_then_the_rate_holds() {
        let r = Rate::default();
        let t = Instant::now();
        let passed = (0..100).filter(|_| r.allow_at("s", t)).count();
        assert_eq!(passed, BURST as usize);
        // Another session is not held back by this one.
        assert!(r.allow_at("other", t));
        // Two requests' worth come back in a second.
        let later = t + Duration::from_secs(1);
        assert!(r.allow_at("s", later));
        assert!(r.allow_at("s", later));
        assert!(!r.allow_at("s", later));
    }
}
