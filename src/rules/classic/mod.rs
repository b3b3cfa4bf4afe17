//! `classic` (seed 000, RULES.md 2.1): straight moves of exact length (the shared `lines`),
//! arithmetic captures after every movement (equality, times and divided by distance,
//! sums, differences, and the shared `siege`), composite pyramids that lose components and
//! may be rescued (the shared `pyramid`), and a harmony in the opponent's half to win. Its
//! parts, as `parts.rs` calls them:
//! - movement: the shared `lines::reach`;
//! - capture: nothing by landing; `automatic::resolve` after each movement;
//! - victory: `harmony::outcome` and `harmony::proof`.

pub mod arithmetic;
pub mod automatic;
pub mod harmony;
