//! `/accept` (and the Accept button): a challenge taken up, and the game begun.

use crate::service::protocol::AfterPress;
use crate::service::protocol::Declared;
use crate::service::Command;

/// `/accept`: the challenge to the caller (or an open one) is taken, and the game begins.
pub const ACCEPT: Declared = Declared {
    begins_games: true,
    after_press: |_| AfterPress::Settles {
        key: "settled-accepted",
        if_started: None,
        private: false,
    },
    ..Declared::on_a_game("accept", 3, |g| Ok(Command::Accept { game: g.game() }))
};
