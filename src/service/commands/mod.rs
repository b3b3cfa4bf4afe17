//! The commands, one file per command or family of commands, and the answers they give.

pub mod abort;
pub mod bot;
pub mod buttons;
pub mod challenge;
pub mod command;
pub mod confirm;
pub mod draw;
pub mod leaderboard;
pub mod moves;
pub mod piece_moves;
pub mod rematch;
pub mod rules_text;
pub mod stats;
pub mod vacation;
pub mod views;
pub mod watch;
