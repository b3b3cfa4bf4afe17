//! A game as commands meet it: found from where the command was given, loaded and replayed,
//! its pictures (the board and the animated replay), its ratings, its end and its record.

pub mod board_at;
pub mod candidates;
pub mod conditional;
pub mod ending;
pub mod exercise;
pub mod find;
pub mod loaded;
pub mod picture;
pub mod rating;
pub mod record;
pub mod replay;
