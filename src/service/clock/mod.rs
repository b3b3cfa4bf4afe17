//! What the clock does by itself: reminders, forfeits, aborts, expiring challenges.

pub mod daily;
pub mod digest;
pub mod expiry;
pub mod local;
pub mod tick;
pub mod time;
