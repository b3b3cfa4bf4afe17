//! The rules core: pure, no I/O. Positions are values; a variant is a `Ruleset` value.

pub mod action;
pub mod apply;
pub mod bitboard;
pub mod captors;
pub mod capture;
pub mod color;
pub mod explain;
pub mod formation;
pub mod game;
pub mod half;
pub mod illegal;
pub mod lines;
pub mod material;
pub mod movegen;
pub mod movement;
pub mod notation;
pub mod operation;
pub mod option_error;
pub mod outcome;
pub mod parts;
pub mod perft;
pub mod piece;
pub mod position;
pub mod prisoners;
pub mod proof;
pub mod proportion;
pub mod pyramid;
pub mod rays;
pub mod rfen;
pub mod rfen_error;
pub mod setup;
pub mod shape;
pub mod siege;
pub mod square;
pub mod values;
pub mod variant;
pub mod victory;

// Each variant's own rule parts, one folder each; `parts.rs` says which plays what.
pub mod classic;
pub mod heligon;
pub mod neo;
pub mod simple;

pub use action::Action;
pub use captors::Captors;
pub use capture::{Captured, How, Rescue};
pub use color::Color;
pub use game::Game;
pub use illegal::{Illegal, NoLanding, Unreachable};
pub use option_error::{OptionError, VictoryError};
pub use outcome::{Outcome, Reason};
pub use piece::Piece;
pub use position::Position;
pub use prisoners::Prisoners;
pub use rfen_error::RfenError;
pub use shape::Shape;
pub use square::Square;
pub use variant::{
    Aim, Capture, Drops, Goal, Movement, Options, Proper, Ruleset, VariantId, Victory,
};
