//! `neo` (NeoRithmoMachia, seeds 003 and 004; RULES.md 2.4): pieces make king steps, a mover
//! takes by landing on an enemy whose value shares a prime factor with its own, prisoners are
//! parachuted into the opponent's half, and the game is won by a triumph once the enemy
//! pyramid is taken. Its parts, as `parts.rs` calls them:
//! - movement: `steps::reach` (the pyramid stands still);
//! - capture: `factor::landing` and `factor::can_land`; nothing is taken after a move;
//! - victory: `triumph::outcome` and `triumph::proof`.

pub mod factor;
pub mod steps;
pub mod triumph;
