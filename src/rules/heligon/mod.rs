//! `heligon` (seed 001, RULES.md 2.2): `classic`'s board, pieces and moves (the shared
//! `lines`); meeting, ambush, assault along any line and the shared `siege` after every
//! action, the single captor stepping in; prisoners entered on one's own half; proper
//! (small, great, excellent) and common (body, goods, lawsuit) victories as `victory=` says.
//! Its parts, as `parts.rs` calls them:
//! - movement: the shared `lines::reach`;
//! - capture: nothing by landing; `resolution::resolve` after each action;
//! - victory: `victory::outcome` and `victory::proof`.

pub mod aim;
pub mod arrangement;
pub mod capture;
pub mod resolution;
pub mod tallies;
pub mod victory;
