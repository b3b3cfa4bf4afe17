//! The bot as a player. Each level is a player of its own (`Rithmo level 3`, reserved ids
//! below any real Discord id), so records count games against each level. A challenge to
//! the bot starts the game at once. The service never thinks: it lists the games where it
//! is the bot's turn (`bot_turns`), the adapter runs the engine on each (`BotTurn::think`,
//! off the async threads and outside any lock), and the move is stored only if the game is
//! still at the ply thought about (`bot_move`): a resignation in between wins. Hints are in
//! `hint`.

use crate::engine::{self, Level};
use crate::i18n::Lang;
use crate::rules::{Color, Game};
use crate::service::games::ply as moves;
use crate::service::games::loaded::load;
use crate::service::{Place, Refusal, Reply, Service, User};
use crate::store::games::{self, GameRow, Status};

/// The bot's ids are this plus the level (1-5): far below any Discord id (ids carry their
/// creation time in the bits above 22, and no account dates from Discord's first
/// millisecond) and outside the console's name hashes in practice.
pub const BOT_BASE: u64 = 2_000_000;

/// The bot at `level`, speaking `lang`: it has no language of its own, so it acts in the
/// language of the one it plays for (the challenger, the game's place).
pub fn bot_user(level: Level, lang: Lang) -> User {
    User {
        id: BOT_BASE + u64::from(level.number()),
        // A stored player name, the same in every language.
        name: format!("Rithmo level {}", level.number()),
        lang,
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
    state: Game,
}

impl BotTurn {
    /// The bot's move in canonical text. Takes up to a second: call it off the async
    /// threads and outside the service's lock.
    pub fn think(&self) -> Result<String, String> {
        let seed = (self.game as u64).wrapping_mul(1_000_003) ^ u64::from(self.ply);
        engine::think(&self.state, self.level, seed, None).map(|t| t.text)
    }
}

impl Service {
    /// Every game where it is the bot's turn, oldest first (after a restart, too).
    pub fn bot_turns(&self) -> Vec<BotTurn> {
        let conn = self.store.conn();
        let (lo, hi) = ((BOT_BASE + 1) as i64, (BOT_BASE + 5) as i64);
        let rows = games::select(
            conn,
            "status = 'active' AND (white BETWEEN ?1 AND ?2 OR black BETWEEN ?1 AND ?2)",
            [lo, hi],
        )
        .unwrap_or_default();
        rows.into_iter()
            .filter_map(|row| {
                let level = bot_to_move(&row)?;
                let loaded = load(conn, row).ok()?;
                Some(BotTurn {
                    game: loaded.row.id,
                    ply: loaded.row.ply,
                    level,
                    state: loaded.game,
                })
            })
            .collect()
    }

    /// Stores the bot's move if the game is still going on at the ply it thought about;
    /// the announcement says where to post it (`channel`). None when the game moved on.
    pub fn bot_move(&mut self, turn: &BotTurn, text: &str, now: i64) -> Option<Reply> {
        let limit = self.rated_pair_limit;
        let owing = self.outbox.then(crate::service::outbox::Owing::default);
        let stored = self.store.write(|tx| -> Result<Option<Reply>, Refusal> {
            let Some(row) = games::get(tx, turn.game)? else {
                return Ok(None);
            };
            if row.status != Status::Active
                || row.ply != turn.ply
                || bot_to_move(&row) != Some(turn.level)
            {
                return Ok(None);
            }
            // Its server's language as last seen there (the bot has none of its own).
            let lang = games::lang(tx, row.id)?;
            let bot = bot_user(turn.level, lang);
            let place = Place {
                guild: row.guild_id,
                channel: row.channel_id,
                thread: row.thread_id,
                lang: Some(lang),
            };
            let mut reply = moves::play(
                tx,
                &bot,
                &place,
                moves::Asked {
                    game: Some(row.id),
                    text,
                    listed_for: None,
                },
                limit,
                now,
            )?;
            reply.channel = Some(row.thread_id.unwrap_or(row.channel_id));
            let main = crate::service::words::speak::of_game(tx, &reply);
            Ok(Some(crate::service::owed(
                tx,
                reply,
                main,
                now,
                owing.as_ref(),
            )?))
        });
        let reply = stored.ok().flatten()?;
        let main = crate::service::words::speak::of_game(self.store.conn(), &reply);
        Some(self.dress(reply, main, now))
    }
}
