//! Whom a request without a session is counted for (sign-ins, Activity sessions, event
//! streams): its sender's address, as far as it can be known.

use axum::http::HeaderMap;
use std::net::SocketAddr;

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
