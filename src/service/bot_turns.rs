//! The bot's turns as the service lists and plays them: every game where it is the bot's
//! move, and the move it chose played (off the lock, the engine thinks; here it is stored).

use crate::service::games::asked;
use crate::service::games::bot::{bot_to_move, bot_user, BotTurn, BOT_BASE};
use crate::service::games::loaded::load;
use crate::service::{Place, Refusal, Reply, Service};
use crate::store::games::{self, Status};

impl Service {
    /// Every game where it is the bot's turn, oldest first (after a restart, too).
    pub(super) fn bot_turns(&self) -> Vec<BotTurn> {
        let conn = self.store.conn();
        let rows =
            games::active_with_player_in(conn, BOT_BASE + 1..=BOT_BASE + 5).unwrap_or_default();
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
    pub(super) fn bot_move(&mut self, turn: &BotTurn, text: &str, now: i64) -> Option<Reply> {
        let limit = self.rated_pair_limit;
        let activity = self.activity;
        let finish = self.finishing(now);
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
            let mut reply = asked::play(
                tx,
                &bot,
                &place,
                asked::Asked {
                    game: Some(row.id),
                    text,
                    listed_for: None,
                },
                limit,
                now,
            )?;
            reply.channel = Some(row.thread_id.unwrap_or(row.channel_id));
            if activity {
                let main = crate::service::words::speak::of_game(tx, &reply);
                crate::service::web_link::add_open_board(tx, &mut reply, main)?;
            }
            Ok(Some(finish.of_game(tx, reply)?))
        });
        stored.ok().flatten()
    }
}
