//! The bot as a player. Each level is a player of its own (`Rithmo level 3`, in German
//! `Rithmo Stufe 3`; reserved ids below any real Discord id), so records count games
//! against each level. A challenge to the bot starts the game at once. The service never
//! thinks: it lists the games where it is the bot's turn (`bot_turns`), the adapter runs the
//! engine on each (`BotTurn::think`, off the async threads and outside any lock), and the
//! move is stored only if the game is still at the ply thought about (`bot_move`): a
//! resignation in between wins. Hints are in `hint`.

use crate::engine::{self, Level};
use crate::i18n::Lang;
use crate::rules::{Color, Game};
use crate::service::{Reply, User};
use crate::store::games::GameRow;
use crate::t;

/// The bot's ids are this plus the level (1-5): far below any Discord id (ids carry their
/// creation time in the bits above 22, and no account dates from Discord's first
/// millisecond) and outside the console's name hashes in practice.
pub const BOT_BASE: u64 = 2_000_000;

/// The bot at `level`, speaking `lang`: it has no language of its own, so it acts in the
/// language of the one it plays for (the challenger, the game's place).
pub fn bot_user(level: Level, lang: Lang) -> User {
    User {
        id: BOT_BASE + u64::from(level.number()),
        // Named in the language it acts in ("Rithmo Stufe 2", "Rithmo livello 2"): the
        // stored name is the one last used, as any player's is.
        name: t!(lang, "bot-name", level = level.number()),
        lang,
        roles: Vec::new(),
    }
}

/// The level a player id stands for, if it is the bot's.
pub fn level_of(id: u64) -> Option<Level> {
    if (BOT_BASE + 1..=BOT_BASE + 5).contains(&id) {
        Level::new((id - BOT_BASE) as u8).ok()
    } else {
        None
    }
}

/// The side to move, read from the stored position (its second field).
fn side_to_move(row: &GameRow) -> Option<Color> {
    row.position
        .split_whitespace()
        .nth(1)
        .and_then(Color::from_letter)
}

/// The bot whose turn it is in an active game, if it is a bot's.
pub fn bot_to_move(row: &GameRow) -> Option<Level> {
    let player = match side_to_move(row)? {
        Color::White => row.white,
        Color::Black => row.black,
    };
    player.and_then(level_of)
}

/// A reply with the bots taken out of its mentions and direct messages (nobody reads them).
pub fn without_bots(mut reply: Reply) -> Reply {
    reply.mentions.retain(|&u| level_of(u).is_none());
    reply.notices.retain(|n| level_of(n.user).is_none());
    reply
}

/// A move the bot owes: the game at a ply, with everything the engine needs.
#[derive(Clone, Debug)]
pub struct BotTurn {
    pub game: i64,
    pub ply: u32,
    pub level: Level,
    pub state: Game,
}

impl BotTurn {
    /// The bot's move in canonical text. Takes up to a second: call it off the async
    /// threads and outside the service's lock.
    pub fn think(&self) -> Result<String, String> {
        let seed = (self.game as u64).wrapping_mul(1_000_003) ^ u64::from(self.ply);
        engine::think(&self.state, self.level, seed, None).map(|t| t.text)
    }
}
