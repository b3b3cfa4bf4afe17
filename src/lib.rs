//! Rithmomachia by correspondence: the rules core and everything built on it.

pub mod calendar;
pub mod cli;
pub mod console;
pub mod discord;
pub mod engine;
pub mod i18n;
pub mod lessons;
pub mod puzzles;
pub mod render;
pub mod rules;
pub mod service;
pub mod store;
pub mod tournament;
pub mod web;
