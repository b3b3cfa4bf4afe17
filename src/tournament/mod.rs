//! Tournaments without I/O: round-robin schedules (Berger tables), Swiss pairing by the FIDE
//! Dutch system, standings with their tie-breaks, and FIDE's TRF to read and write them.

pub mod berger;
mod blossom;
pub mod colour;
pub mod dutch;
mod matching;
mod pool;
pub mod random;
pub mod standings;
pub mod state;
pub mod trf;
mod wide;

pub use berger::{schedule, ScheduledRound};
pub use dutch::{pair_next_round, pair_round, PairingError};
pub use standings::{round_robin_standings, swiss_standings, Standing};
pub use state::{
    points_text, Colour, Entry, GameResult, HalfPoints, Outcome, Pairing, Player, Round, StartNo,
    Tournament,
};
