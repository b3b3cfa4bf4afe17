//! Replayed interactions refused: a signed request is good only near the time it was signed
//! (its `X-Signature-Timestamp` within `WINDOW` of our clock), and only once (its signature
//! remembered for as long as its timestamp would pass). Someone who captured a request (a
//! log, a proxy) cannot send a player's `/move` or `/resign` again.

use std::collections::HashMap;
use std::sync::Mutex;

/// How far a request's timestamp may be from our clock, either way: Discord sends at once,
/// and five minutes leave room for clocks a little apart.
pub const WINDOW: i64 = 5 * 60;

#[derive(Default)]
pub struct Replays {
    /// Signatures accepted, with their timestamps; forgotten once outside the window.
    seen: Mutex<HashMap<[u8; 64], i64>>,
}

impl Replays {
    /// Whether a request signed at `timestamp` may still be taken at `now`.
    pub fn timely(timestamp: i64, now: i64) -> bool {
        (now - timestamp).abs() <= WINDOW
    }

    /// Records `signature` (already verified, signed at `timestamp`): false when it was
    /// taken before.
    pub fn first_time(&self, signature: [u8; 64], timestamp: i64, now: i64) -> bool {
        let mut seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        seen.retain(|_, &mut t| Replays::timely(t, now));
        seen.insert(signature, timestamp).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_is_taken_once_and_only_near_its_time() {
        let r = Replays::default();
        let now = 1_700_000_000;
        assert!(Replays::timely(now - WINDOW, now));
        assert!(!Replays::timely(now - WINDOW - 1, now), "too old");
        assert!(!Replays::timely(now + WINDOW + 1, now), "from the future");
        assert!(r.first_time([1; 64], now, now));
        assert!(!r.first_time([1; 64], now, now + 10), "replayed");
        assert!(r.first_time([2; 64], now, now + 10));
    }

    #[test]
    fn signatures_are_forgotten_once_their_time_is_past() {
        let r = Replays::default();
        let now = 1_700_000_000;
        r.first_time([1; 64], now, now);
        r.first_time([2; 64], now + WINDOW, now + WINDOW);
        // At this time the first is outside the window (refused as too old anyway).
        r.first_time([3; 64], now + WINDOW + 1, now + WINDOW + 1);
        let seen = r.seen.lock().unwrap();
        assert_eq!(seen.len(), 2, "the first forgotten, the others kept");
        assert!(!seen.contains_key(&[1; 64]));
    }
}
