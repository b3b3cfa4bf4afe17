//! Rithmomachia by correspondence: the rules core and everything built on it.

pub mod cli;
pub mod render;
pub mod rules;
