//! What the clock does by itself: reminders, forfeits, aborts, expiring challenges, and
//! outages given back before any of them is judged.

pub mod bank;
pub mod bank_words;
pub mod daily;
pub mod digest;
pub mod expiry;
pub mod local;
pub mod outage;
pub mod terms;
pub mod tick;
pub mod time;
pub mod weekends;
