//! How often one session (or one sign-in address) may ask: a bucket of `BURST` requests
//! that refills at `PER_SECOND`; a page that plays normally never meets it, a script
//! hammering the pages does.

use axum::http::HeaderMap;
use std::collections::HashMap;
use std::net::SocketAddr;
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

/// Whom a request without a session is counted for: its sender's address. Behind a reverse
/// proxy on this machine (the peer a loopback address) that is the last address the proxy
/// added to `X-Forwarded-For` (the one the client cannot forge); otherwise the peer itself.
pub fn sender(what: &str, peer: SocketAddr, headers: &HeaderMap) -> String {
    let forwarded = peer
        .ip()
        .is_loopback()
        .then(|| headers.get("x-forwarded-for")?.to_str().ok())
        .flatten()
        .and_then(|v| v.rsplit(',').next())
        .map(str::trim)
        .filter(|a| !a.is_empty());
    match forwarded {
        Some(a) => format!("{what}:{a}"),
        None => format!("{what}:{}", peer.ip()),
    }
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
    fn a_sign_in_is_counted_for_its_sender_and_a_proxy_names_the_sender_last() {
        let outside: SocketAddr = "203.0.113.7:5000".parse().unwrap();
        let proxy: SocketAddr = "127.0.0.1:40000".parse().unwrap();
        let mut h = HeaderMap::new();
        assert_eq!(sender("sign-in", outside, &h), "sign-in:203.0.113.7");
        assert_eq!(sender("sign-in", proxy, &h), "sign-in:127.0.0.1");
        // A client's own X-Forwarded-For is kept by the proxy before the address it adds.
        h.insert("x-forwarded-for", "10.9.9.9, 198.51.100.4".parse().unwrap());
        assert_eq!(sender("sign-in", proxy, &h), "sign-in:198.51.100.4");
        // From outside, the header is anyone's to write: the peer counts.
        assert_eq!(sender("sign-in", outside, &h), "sign-in:203.0.113.7");
    }

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
