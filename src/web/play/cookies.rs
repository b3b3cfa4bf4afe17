//! The pages' cookies: the session's and a sign-in's (which binds Discord's answer to the
//! browser that asked for it). Both `HttpOnly` (no script reads them), `SameSite=Lax` (a
//! form or a script on another site does not carry them; coming back from Discord does),
//! and `Secure` when the pages are published over TLS.

use axum::http::header::COOKIE;
use axum::http::{HeaderMap, HeaderValue};

/// The session's cookie.
pub const SESSION: &str = "rithmo_session";
/// The sign-in under way's cookie: its `state`.
pub const SIGN_IN: &str = "rithmo_sign_in";

/// The value of cookie `name` the browser sent, if any.
pub fn read<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// A `Set-Cookie` value keeping `value` for `max_age` seconds (0: forget it now).
pub fn set(name: &str, value: &str, max_age: i64, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    let text = format!("{name}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    HeaderValue::from_str(&text).unwrap_or(HeaderValue::from_static(""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_named_cookie_is_found_among_others() {
        let mut h = HeaderMap::new();
        h.insert(
            COOKIE,
            HeaderValue::from_static("a=1; rithmo_session=xyz; b=2"),
        );
        assert_eq!(read(&h, SESSION), Some("xyz"));
        assert_eq!(read(&h, SIGN_IN), None);
    }

    #[test]
    fn a_cookie_is_http_only_and_secure_behind_tls() {
        let v = set(SESSION, "v", 60, true);
        assert_eq!(
            v.to_str().unwrap(),
            "rithmo_session=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure"
        );
        assert!(!set(SESSION, "v", 60, false)
            .to_str()
            .unwrap()
            .contains("Secure"));
    }
}
