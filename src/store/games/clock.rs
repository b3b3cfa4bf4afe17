//! A game's clock as stored: its kind (days per move, or a time bank), whether its own rule
//! takes weekends off, each player's bank left and the time given for the move due.

/// How a game's time is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockKind {
    /// `days` for every move, afresh.
    PerMove { days: u32 },
    /// Fischer in days: `start` days banked, `increment` added after each move, never more
    /// than `cap`.
    Bank {
        start: u32,
        increment: u32,
        cap: u32,
    },
}

impl ClockKind {
    /// The days of the first move: the days per move, or the starting bank (the
    /// `days_per_move` column either way).
    pub fn days(self) -> u32 {
        match self {
            ClockKind::PerMove { days } => days,
            ClockKind::Bank { start, .. } => start,
        }
    }

    /// The stored increment and cap; none for days per move.
    pub fn bank_terms(self) -> (Option<u32>, Option<u32>) {
        match self {
            ClockKind::PerMove { .. } => (None, None),
            ClockKind::Bank { increment, cap, .. } => (Some(increment), Some(cap)),
        }
    }

    /// Read from the stored columns: an increment makes it a bank.
    pub fn from_columns(days: u32, increment: Option<u32>, cap: Option<u32>) -> ClockKind {
        match increment {
            Some(increment) => ClockKind::Bank {
                start: days,
                increment,
                cap: cap.unwrap_or(days).max(days),
            },
            None => ClockKind::PerMove { days },
        }
    }
}

/// A game's clock: its terms and where its banks stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub kind: ClockKind,
    /// The game's own rule: Saturdays and Sundays are not counted, for both players.
    pub weekends: bool,
    /// Seconds left in White's and Black's bank after their last move (none yet: the
    /// starting bank).
    pub banks: [Option<i64>; 2],
    /// The counted seconds given for the move due (none: the days per move's).
    pub turn: Option<i64>,
}

impl Clock {
    /// A clock of `days` per move, weekends counted (every game before clock kinds).
    pub const fn per_move(days: u32) -> Clock {
        Clock {
            kind: ClockKind::PerMove { days },
            weekends: false,
            banks: [None, None],
            turn: None,
        }
    }
}
