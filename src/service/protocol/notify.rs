//! What `/notify` was asked to change.

use crate::store::notify::Mode;

/// What `/notify` was asked to change (nothing: show the choice).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Change {
    pub mode: Option<Mode>,
    /// Minutes after midnight.
    pub digest: Option<u16>,
    /// A checked IANA name.
    pub zone: Option<String>,
    pub second_reminder: Option<bool>,
    /// Saturdays and Sundays (in `zone`) not counted on the caller's clocks.
    pub weekends: Option<bool>,
    /// The caller's finished games reviewed without asking (their mistakes becoming puzzles).
    pub review_finished: Option<bool>,
    /// A direct message when it is the move of a team the caller joined or voted for.
    pub team_moves: Option<bool>,
    /// Sign out of the board's pages on every browser (ends every web session).
    pub sign_out_pages: bool,
}

impl Change {
    pub fn is_empty(&self) -> bool {
        *self == Change::default()
    }
}
