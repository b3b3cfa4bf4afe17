//! What the clock does by itself: reminders, forfeits, aborts, expiring challenges.

pub mod daily;
pub mod expiry;
pub mod tick;
pub mod time;
