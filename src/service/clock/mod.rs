//! What the clock does by itself: reminders, forfeits, aborts, expiring challenges, and
//! outages given back before any of them is judged.

pub mod daily;
pub mod digest;
pub mod expiry;
pub mod local;
pub mod outage;
pub mod tick;
pub mod time;
