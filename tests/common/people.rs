//! The people and places of the service tests: the clock's start, a server's channel (and
//! another server's), and the users; and the users of the end-to-end tests as the fake
//! Discord sends them.

use rithmo::i18n::Lang;
use rithmo::service::{Place, User};

pub const T0: i64 = 1_795_305_600; // 2026-11-22 00:00 UTC
pub const DAY: i64 = 86_400;
pub const HERE: Place = Place {
    guild: Some(7),
    channel: 70,
    thread: None,
    lang: None,
};

/// A channel of another server.
pub const ELSEWHERE: Place = Place {
    guild: Some(8),
    channel: 80,
    thread: None,
    lang: None,
};

pub fn user(id: u64, name: &str) -> User {
    speaking(id, name, Lang::En)
}

/// A user whose client speaks `lang`.
pub fn speaking(id: u64, name: &str, lang: Lang) -> User {
    User {
        id,
        name: name.into(),
        lang,
        roles: Vec::new(),
    }
}

pub fn alice() -> User {
    user(1, "alice")
}
pub fn bob() -> User {
    user(2, "bob")
}
pub fn carol() -> User {
    user(3, "carol")
}
pub fn dave() -> User {
    user(4, "dave")
}
pub fn erin() -> User {
    user(5, "erin")
}

/// Alice, Bob and Carol as Discord sends them: (id, name), the ids clear of the service
/// tests' users and of the fake's own.
pub const ALICE: (u64, &str) = (11, "alice");
pub const BOB: (u64, &str) = (12, "bob");
pub const CAROL: (u64, &str) = (13, "carol");

/// A Discord user (id, name) as the service knows them (for a database seeded before the
/// bot runs).
pub fn person((id, name): (u64, &str)) -> User {
    user(id, name)
}
