//! The changes one `/settings` asks for.

use crate::i18n::Lang;
use crate::service::protocol::clock_asked::ClockAsked;

/// The changes one `/settings` asks for; all `None` (and no flags): show the settings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Change {
    /// `Some(None)`: back to Discord's server language.
    pub lang: Option<Option<Lang>>,
    pub days: Option<u32>,
    /// A time bank's increment and cap (with `days` its start), weekends off.
    pub clock: ClockAsked,
    pub challenge_days: Option<u32>,
    pub add_channel: Option<u64>,
    pub remove_channel: Option<u64>,
    /// Games may begin in every channel again.
    pub all_channels: bool,
    pub bot_rated: Option<bool>,
    /// Team-against-team games count for the teams' own ratings.
    pub teams_rated: Option<bool>,
    pub puzzle_channel: Option<u64>,
    pub tournament_channel: Option<u64>,
    pub game_puzzles: Option<bool>,
    /// The server's board of games on the web, on or off.
    pub web: Option<bool>,
    /// One of `RESETTABLE`.
    pub reset: Option<String>,
}

impl Change {
    pub fn is_empty(&self) -> bool {
        *self == Change::default()
    }
}
