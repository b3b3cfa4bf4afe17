//! `simple` (seed 002, RULES.md 2.3): moves of exactly 2, 3 or 4 orthogonal squares with at
//! most one turn; captures by landing (meeting, assault) and after the move (ambush,
//! enclosure); no prisoners; the first to a points goal wins, or with `rows=true` a row of
//! three in the opponent's half. Its parts, as `parts.rs` calls them:
//! - movement: `path::reach`, `path::why_not`;
//! - capture: `landing::landing` and `landing::can_land`, then `contact::resolve`;
//! - victory: `points::outcome` and `points::proof`.

pub mod ambush;
pub mod contact;
pub mod enclosure;
pub mod goal;
pub mod landing;
pub mod orthogonal;
pub mod path;
pub mod points;
pub mod rows;
pub mod score;
