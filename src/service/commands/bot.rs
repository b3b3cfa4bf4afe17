//! The bot as a player. Each level is a player of its own (`Rithmo level 3`, reserved ids
//! below any real Discord id), so records count games against each level. A challenge to
//! the bot starts the game at once. The service never thinks: it lists the games where it
//! is the bot's turn (`bot_turns`), the adapter runs the engine on each (`BotTurn::think`,
//! off the async threads and outside any lock), and the move is stored only if the game is
//! still at the ply thought about (`bot_move`): a resignation in between wins. Hints, in
//! games against the bot only, are the engine's level-5 move with the reason for it.

use crate::engine::line::exchange;
use crate::engine::why::{why, Arrangement, Why};
use crate::engine::{self, Level};
use crate::i18n::Lang;
use crate::rules::{Color, Game};
use crate::service::commands::declared::{Declared, Run, GAME};
use crate::service::commands::moves;
use crate::service::games::candidates::find;
use crate::service::games::find::Want;
use crate::service::games::loaded::load;
use crate::service::words::consequence_words::answer;
use crate::service::words::illegal::game_over;
use crate::service::words::piece_words::{and_chain, how, piece, Role};
use crate::service::Command;
use crate::service::{Place, Refusal, Reply, Service, User};
use crate::store::games::{self, GameRow, Status};
use crate::store::players;
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

/// A hint to compute: the asker's game, at their turn, and the asker's language.
#[derive(Clone, Debug)]
pub struct HintJob {
    pub game: i64,
    state: Game,
    lang: Lang,
    /// The opponent's name, for the answer the hint expects from them.
    opponent: String,
}

impl HintJob {
    /// The engine's level-5 move and why, for the asker's eyes only. Takes up to a second,
    /// like the bot's thinking.
    pub fn answer(&self) -> Reply {
        let (lang, game) = (self.lang, self.game);
        if let Some(outcome) = self.state.outcome() {
            let why = game_over(lang, &outcome);
            return Reply::private(t!(lang, "bot-no-hint", game = game, why = why));
        }
        let seed = (self.game as u64) ^ u64::from(self.state.pos.counters.halfmove);
        match engine::think(&self.state, Level::STRONGEST, seed, None) {
            Ok(thought) => Reply::private(self.told(&thought)),
            Err(e) => Reply::private(t!(lang, "bot-no-hint", game = game, why = e)),
        }
    }

    /// The hint's sentence: the move, its reason, and what the engine's line expects the
    /// opponent to take and the player to take back (never "gives nothing away" then).
    fn told(&self, thought: &engine::Thought) -> String {
        let (lang, game, mv) = (self.lang, self.game, &thought.text);
        let reason = why(&self.state, thought.action);
        let line = match thought.line.as_slice() {
            [] => vec![thought.action],
            line => line.to_vec(),
        };
        let exchange = match reason {
            Why::Wins(_) => None,
            _ => exchange(&self.state, &line),
        };
        let Some(e) = exchange else {
            let why = because(lang, &reason);
            return t!(lang, "bot-hint", game = game, move = mv, why = why);
        };
        let answer = answer(lang, &self.opponent, &e);
        if reason == Why::Improves {
            return t!(lang, "hint-line", game = game, move = mv, answer = answer);
        }
        let why = because(lang, &reason);
        t!(lang, "hint-answered", game = game, move = mv, why = why, answer = answer)
    }
}

/// The engine's reason for a move, as a clause: "it takes the circle 4 on e5 (gcd(4,6)=2)".
fn because(lang: Lang, why: &Why) -> String {
    let aim = |a: &Arrangement| match a {
        Arrangement::Harmony => "harmony",
        Arrangement::Triumph => "triumph",
        Arrangement::Row => "row",
        Arrangement::ProperVictory => "proper-victory",
    };
    match why {
        Why::Wins(reason) => t!(
            lang,
            "bot-why-wins",
            reason = t!(lang, "why-reason", reason = reason.name())
        ),
        Why::Takes(taken) => {
            let pieces: Vec<String> = taken
                .iter()
                .map(|c| {
                    t!(
                        lang,
                        "bot-taken",
                        piece = piece(lang, Role::Object, &c.piece, c.square),
                        how = how(lang, &c.how)
                    )
                })
                .collect();
            t!(lang, "bot-why-takes", pieces = and_chain(lang, &pieces))
        }
        Why::Stops(reason) => t!(lang, "bot-why-stops", reason = reason.name()),
        Why::Saves(saved) => {
            let pieces: Vec<String> = saved
                .iter()
                .map(|(p, sq)| piece(lang, Role::Object, p, *sq))
                .collect();
            t!(lang, "bot-why-saves", pieces = and_chain(lang, &pieces))
        }
        Why::WithinOne(a) => t!(lang, "bot-why-within-one", aim = aim(a)),
        Why::Toward(a) => t!(lang, "bot-why-toward", aim = aim(a)),
        Why::Improves => t!(lang, "bot-why-improves"),
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
            Ok(Some(reply))
        });
        let reply = stored.ok().flatten()?;
        let main = crate::service::words::speak::of_game(self.store.conn(), &reply);
        Some(self.dress(reply, main, now))
    }

    /// The hint to compute for the caller's game, or why there is none: hints are given in
    /// games against the bot only, at the caller's turn.
    pub fn hint(&self, user: &User, place: &Place, game: Option<i64>) -> Result<HintJob, Refusal> {
        let conn = self.store.conn();
        let row = find(conn, user, place, game, Want::MyActive)?;
        let g = load(conn, row)?;
        let (lang, game) = (user.lang, g.row.id);
        let Some(me) = g.colour_of(user.id) else {
            return Err(Refusal::Said(t!(lang, "play-not-playing", game = game)));
        };
        if g.row.status != Status::Active {
            return Err(Refusal::Said(t!(lang, "bot-not-going-on", game = game)));
        }
        if g.player(me.other()).and_then(level_of).is_none() {
            return Err(Refusal::Said(t!(lang, "bot-people-only", game = game)));
        }
        if g.to_move() != Some(user.id) {
            return Err(Refusal::Said(t!(lang, "bot-its-turn", game = game)));
        }
        let opponent = g.player(me.other()).map(|p| players::name(conn, p));
        Ok(HintJob {
            game,
            state: g.game,
            lang,
            opponent: opponent.transpose()?.flatten().unwrap_or_default(),
        })
    }
}

/// `/hint`: the engine's move for the caller, in a game against the bot.
pub const HINT: Declared = Declared {
    name: "hint",
    options: &[GAME],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 2,
    parse: |g| Ok(Command::Hint { game: g.game() }),
    run: Run::Thinking,
};
