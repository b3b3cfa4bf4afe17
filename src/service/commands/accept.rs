//! `/accept` (and the Accept button): a challenge taken up, and the game begun; with
//! `team:@Role`, the accepting side is a team.

use crate::service::protocol::AfterPress;
use crate::service::protocol::Declared;
use crate::service::protocol::{CLOSE, GAME, QUORUM, TEAM, TEAM_MODE};
use crate::service::Command;

/// `/accept`: the challenge to the caller (or an open one) is taken, and the game begins.
pub const ACCEPT: Declared = Declared {
    options: &[GAME, TEAM, TEAM_MODE, QUORUM, CLOSE],
    begins_games: true,
    after_press: |_| AfterPress::Settles {
        key: "settled-accepted",
        if_started: None,
        private: false,
    },
    ..Declared::on_a_game("accept", 3, |g| {
        Ok(Command::Accept {
            game: g.game(),
            team: g.team()?,
        })
    })
};
