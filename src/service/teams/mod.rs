//! Team sides: a side played by the members of a Discord role, who vote on its moves, take
//! turns, or follow a captain. The role stands as the side's player in the game's row, so
//! the game's life (its clock, its posts, its end) is every game's; what is a team's own
//! lives here: seating a team, who may act for it, its votes and their close, and the
//! messages owed to its members.

pub mod acting;
pub mod close;
pub mod fan_out;
pub mod seat;
pub mod tally;
pub mod turn;
pub mod window;
