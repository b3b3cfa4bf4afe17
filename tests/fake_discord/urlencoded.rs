//! `application/x-www-form-urlencoded` as browsers and OAuth2 clients write it (the WHATWG
//! URL standard's form encoding): the pairs of a query string or a form body, and a value
//! encoded for a query string. The fake's own few lines, as the tests have no URL crate.

/// The (name, value) pairs of a query string or form body, decoded: `+` is a space,
/// `%XX` a byte; a pair without `=` has an empty value.
pub fn pairs(text: &str) -> Vec<(String, String)> {
    text.split('&')
        .filter(|kv| !kv.is_empty())
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (decode(k), decode(v))
        })
        .collect()
}

/// The first value of `name` among `pairs`.
pub fn value<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// One name or value decoded; a `%` not followed by two hex digits stays as it is.
pub fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |j: usize| {
            bytes
                .get(j)
                .and_then(|&b| (b as char).to_digit(16))
                .map(|d| d as u8)
        };
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => match (hex(i + 1), hex(i + 2)) {
                (Some(hi), Some(lo)) => {
                    out.push(hi * 16 + lo);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A value encoded for a query string: everything but RFC 3986's unreserved characters
/// percent-encoded, so that it comes back exactly as it was.
pub fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
