//! A team asked for a side: the role whose members play it, how they decide their moves,
//! and the vote's quorum and close when they vote.

use crate::service::protocol::who::Role;
pub use crate::store::teams::Mode;

/// Agreeing votes that play a move at once, unless the challenge says otherwise.
pub const DEFAULT_QUORUM: u32 = 3;
/// The last share of a move's time (percent) that is the vote's close, unless the challenge
/// says otherwise: with 3 days a move, the vote closes after 54 hours.
pub const DEFAULT_CLOSE: u32 = 25;

/// `team:@Role mode:... quorum:N close:P` as given with a challenge or an acceptance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamAsk {
    pub role: Role,
    pub mode: Mode,
    pub quorum: Option<u32>,
    pub close: Option<u32>,
}
