//! Puzzles: positions from the engine's own games where the side to move has one move that
//! wins the game, takes the enemy pyramid or wins clearly more material than any other,
//! with the line that cashes it in (`mine`; also from a server's finished games, where it
//! allows it), checked by the rules core alone (`verify`),
//! and a shipped set per variant (`set`, embedded from `assets/puzzles/<variant>.jsonl`);
//! and a player's own: the mistakes of their reviewed games that hold a puzzle (`personal`).

pub mod achieved;
pub mod material;
pub mod mine;
pub mod personal;
pub mod puzzle;
pub mod repetition;
pub mod set;
pub mod verify;

pub use achieved::{achieved, Achieved};
pub use mine::{
    mine, mine_played, mine_played_with, mine_with, puzzle_at, MineReport, Miner, Played,
};
pub use puzzle::Puzzle;
pub use set::set;
pub use verify::{check, legal, start};
