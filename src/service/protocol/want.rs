//! What kind of game a command needs: the one it acts on is found among those.

/// What kind of game a command needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// A game the caller plays in and that is going on.
    MyActive,
    /// A challenge the caller may accept or decline.
    ChallengeForMe,
    /// A challenge the caller made.
    MyChallenge,
    /// Any game going on here (to look at or watch).
    Any,
    /// The caller's latest game here, finished or not (to look back at).
    MyLatest,
}
