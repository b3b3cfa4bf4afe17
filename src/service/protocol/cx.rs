//! What a command runs with: the open transaction, who asks, where, when, the server's
//! settings and the service's own.

use crate::i18n::Lang;
use crate::service::protocol::{Place, User};
use crate::store::games::ClockKind;
use crate::store::servers::Settings;
use crate::store::sql::Connection;

/// What a command runs with: the open transaction, who asks, where, when, the server's
/// settings and the service's own.
pub struct Cx<'a> {
    pub tx: &'a Connection,
    pub user: &'a User,
    pub place: &'a Place,
    pub now: i64,
    /// The caller may change the server's settings.
    pub manages_server: bool,
    /// The server's language as Discord says it (`guild_locale`), whatever it chose for
    /// its posts.
    pub guild_locale: Option<Lang>,
    /// The settings of the place's server (the defaults in a direct message).
    pub server: Settings,
    /// The configuration's defaults, where the server sets none.
    pub defaults: Defaults,
    /// Rated games between the same two players counted per day.
    pub pair_limit: u32,
    /// The public base address of the web pages, when configured (`web_url`).
    pub web_url: Option<&'a str>,
}

/// The configuration's defaults for what a server may set itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defaults {
    /// Days per move of a challenge that names none.
    pub days: u32,
    /// Days a challenge stays open.
    pub challenge_days: u32,
}

impl Cx<'_> {
    /// Days a challenge made here stays open.
    pub fn challenge_days(&self) -> u32 {
        self.server
            .challenge_days
            .unwrap_or(self.defaults.challenge_days)
    }

    /// Days per move of a challenge made here that names none.
    pub fn default_days(&self) -> u32 {
        self.server.days.unwrap_or(self.defaults.days)
    }

    /// The clock of a challenge made here that names none: the server's days, a time
    /// bank if it set an increment.
    pub fn default_clock(&self) -> ClockKind {
        ClockKind::from_columns(self.default_days(), self.server.increment, self.server.cap)
    }
}
