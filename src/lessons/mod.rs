//! Lessons: short interactive exercises, per variant, that teach a variant by doing. A
//! lesson is data (`assets/lessons/<variant>.json`, embedded): steps, each a position and a
//! goal the rules core checks (`goal`), so any move that does the task passes. The texts
//! (title, task, hint) live in the locale files under ids derived from the lesson's.

pub mod book;
pub mod check;
pub mod goal;

pub use book::{book, Lesson, Step};
pub use goal::{Goal, Verdict};
