//! The rules core: pure, no I/O. Positions are values; a variant is a `Ruleset` value.

pub mod action;
pub mod apply;
pub mod bitboard;
pub mod capture;
pub mod color;
pub mod explain;
pub mod game;
pub mod movegen;
pub mod movement;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod piece;
pub mod position;
pub mod prisoners;
pub mod proportion;
pub mod rfen;
pub mod setup;
pub mod shape;
pub mod square;
pub mod values;
pub mod variant;
pub mod victory;

pub use action::Action;
pub use capture::{Captured, How};
pub use color::Color;
pub use game::Game;
pub use outcome::{Outcome, Reason};
pub use piece::Piece;
pub use position::Position;
pub use prisoners::Prisoners;
pub use shape::Shape;
pub use square::Square;
pub use variant::{Capture, Drops, Movement, Options, Ruleset, VariantId, Victory};
