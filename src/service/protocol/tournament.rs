//! What a `/tournament` asks for, and the terms of one created.

use crate::service::protocol::clock_asked::ClockAsked;

/// What a `/tournament` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    Create(Terms),
    Join,
    Leave,
    Start,
    Standings,
    List,
    Withdraw,
    Cancel,
    Export,
}

/// What `/tournament create` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Terms {
    pub name: String,
    pub variant: String,
    pub options: Vec<String>,
    pub swiss: bool,
    /// A round robin played twice, colours swapped.
    pub double: bool,
    /// A Swiss's rounds.
    pub rounds: u32,
    /// Days per move (a time bank's start, with an increment); `None`: the server's default.
    pub days: Option<u32>,
    /// A time bank's increment and cap, weekends off (the tournament's own rule).
    pub clock: ClockAsked,
    pub rated: bool,
    pub max_players: u32,
    /// Days until sign-up closes and the clock starts it; `None`: started by hand.
    pub signup_days: Option<u32>,
}
