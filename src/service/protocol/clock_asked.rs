//! What a command asked of a game's clock beyond its days (`/challenge`, `/tournament
//! create`, `/settings`), and the part of a clock a refusal names.

/// The largest starting bank, in days.
pub const MAX_BANK: u32 = 14;
/// The largest increment, in days a move.
pub const MAX_INCREMENT: u32 = 7;
/// The largest cap, in days.
pub const MAX_CAP: u32 = 30;

/// The clock options given; none: the server's default (or, for weekends, its rule).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockAsked {
    /// Days added to a player's bank after each of their moves: a time bank.
    pub increment: Option<u32>,
    /// The most a bank may hold, in days.
    pub cap: Option<u32>,
    /// Saturdays and Sundays not counted, for both players.
    pub weekends: Option<bool>,
}

impl ClockAsked {
    pub fn is_empty(&self) -> bool {
        *self == ClockAsked::default()
    }
}

/// The part of a time bank a refusal is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockPart {
    /// The starting bank (`days` once an increment is given).
    Bank,
    Increment,
    Cap,
}

impl ClockPart {
    /// The word messages select on.
    pub fn name(self) -> &'static str {
        match self {
            ClockPart::Bank => "bank",
            ClockPart::Increment => "increment",
            ClockPart::Cap => "cap",
        }
    }
}
