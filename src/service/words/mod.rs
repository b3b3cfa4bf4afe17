//! Data turned into a player's sentences, in the reader's language.

pub mod channels;
pub mod consequence_words;
pub mod game_line;
pub mod halves;
pub mod illegal;
pub mod last_move;
pub mod move_line;
pub mod notes;
pub mod option_words;
pub mod phrases;
pub mod piece_words;
pub mod proof;
pub mod refusals;
pub mod result;
pub mod review_words;
pub mod speak;
pub mod tell;
pub mod verdict;
pub mod why_words;
