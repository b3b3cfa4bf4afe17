//! A game as every part of the service meets it, the steps commands, the clock, tournaments
//! and the adapters share: found from where the command was given (`find`, `candidates`),
//! whose game and whose turn (`turn`), loaded and replayed, started (`start`), a move as
//! asked for (`asked`), a ply played and announced (`ply`), the bot as a player (`bot`),
//! called off or ended (`call_off`, `ending`), its pictures, its ratings and its record.

pub mod asked;
pub mod board_at;
pub mod bot;
pub mod call_off;
pub mod candidates;
pub mod challenge;
pub mod choices;
pub mod conditional;
pub mod deadline;
pub mod ending;
pub mod facing;
pub mod find;
pub mod hint_answer;
pub mod link;
pub mod loaded;
pub mod offer;
pub mod picture;
pub mod piece_moves;
pub mod ply;
pub mod rating;
pub mod record;
pub mod replay;
pub mod review;
pub mod start;
pub mod turn;
