//! A match between servers as asked: `/match create` (a team's challenge for another
//! server, on the terms of a challenge) and `/match accept` (another server's team takes it
//! up by its code).

use crate::service::protocol::{ClockAsked, ColourChoice, TeamAsk};

/// What `/match create` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchTerms {
    pub variant: String,
    pub options: Vec<String>,
    pub colour: ColourChoice,
    /// Days per move; `None`: the server's default.
    pub days: Option<u32>,
    pub clock: ClockAsked,
    /// The role that plays this server's side.
    pub team: TeamAsk,
}

/// `/match create` or `/match accept`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchAsk {
    Create(MatchTerms),
    Accept { code: String, team: TeamAsk },
}

impl MatchAsk {
    pub fn team_mut(&mut self) -> &mut TeamAsk {
        match self {
            MatchAsk::Create(terms) => &mut terms.team,
            MatchAsk::Accept { team, .. } => team,
        }
    }
}
