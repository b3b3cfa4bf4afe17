//! Hints, in games against the bot only: the engine's level-5 move with the reason for it
//! and what it expects in answer. A rated game becomes casual with its first hint, so the
//! player is asked first (Show the hint / No hint); the engine then thinks outside the
//! service's lock and any transaction: the service hands the adapter a `HintJob`.

use crate::engine::line::exchange;
use crate::engine::why::{why, Arrangement, Why};
use crate::engine::{self, Level};
use crate::i18n::Lang;
use crate::rules::Game;
use crate::service::commands::bot::level_of;
use crate::service::commands::buttons::hint_buttons;
use crate::service::commands::declared::{Cx, Declared, Run, GAME};
use crate::service::games::candidates::find;
use crate::service::games::find::{by_id, Want};
use crate::service::games::loaded::{load, Loaded};
use crate::service::reply::Thinking;
use crate::service::words::consequence_words::answer;
use crate::service::words::illegal::game_over;
use crate::service::words::piece_words::{and_chain, how, piece, Role};
use crate::service::{Answer, Command, Place, Refusal, Reply, Service, User};
use crate::store::games::{self, Status};
use crate::store::players;
use crate::t;
use rusqlite::Connection;

/// A hint to compute: the asker's game, at their turn, and the asker's language.
#[derive(Clone, Debug)]
pub struct HintJob {
    pub game: i64,
    /// The ply it is for: two jobs for the same game and ply are the same hint.
    pub ply: u32,
    state: Game,
    lang: Lang,
    /// The opponent's name, for the answer the hint expects from them.
    opponent: String,
}

impl PartialEq for HintJob {
    fn eq(&self, other: &HintJob) -> bool {
        (self.game, self.ply, self.lang, &self.opponent)
            == (other.game, other.ply, other.lang, &other.opponent)
    }
}

impl Eq for HintJob {}

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
    /// `/hint`: the hint to compute for the caller's game (in `Reply::thinking`), or in a
    /// rated game the question whether to make it casual for it; or why there is none.
    pub fn hint(&self, user: &User, place: &Place, game: Option<i64>) -> Result<Reply, Refusal> {
        let conn = self.store.conn();
        let g = hintable(
            user,
            load(conn, find(conn, user, place, game, Want::MyActive)?)?,
        )?;
        if g.row.rated {
            return Ok(ask_first(user.lang, &g));
        }
        thinking(conn, user, g)
    }
}

/// The game `g` if the caller may have a hint in it now: a game against the bot, going on,
/// at their turn.
fn hintable(user: &User, g: Loaded) -> Result<Loaded, Refusal> {
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
    Ok(g)
}

/// The private question before a rated game's first hint.
fn ask_first(lang: Lang, g: &Loaded) -> Reply {
    let (game, ply) = (g.row.id, g.row.ply);
    let mut reply = Reply::private(t!(lang, "hint-ask-casual", game = game));
    reply.buttons = hint_buttons(lang, game, ply);
    reply.game = Some(game);
    reply
}

/// The private reply whose hint the adapter computes.
fn thinking(conn: &Connection, user: &User, g: Loaded) -> Result<Reply, Refusal> {
    let me = g.colour_of(user.id).expect("hintable: a player");
    let opponent = g.player(me.other()).map(|p| players::name(conn, p));
    Ok(Reply {
        ephemeral: true,
        game: Some(g.row.id),
        thinking: Some(Thinking::Hint(HintJob {
            game: g.row.id,
            ply: g.row.ply,
            lang: user.lang,
            opponent: opponent.transpose()?.flatten().unwrap_or_default(),
            state: g.game,
        })),
        ..Reply::default()
    })
}

/// The Show the hint button: the game becomes casual (if it still stands as when asked),
/// then the hint is computed.
fn confirmed(cx: &Cx, id: i64, ply: u32) -> Answer {
    let g = hintable(cx.user, load(cx.tx, by_id(cx.tx, cx.user, cx.place, id)?)?)?;
    if g.row.ply != ply {
        return Err(Refusal::Said(t!(cx.user.lang, "hint-moved-on", game = id)));
    }
    games::set_hinted(cx.tx, id)?;
    thinking(cx.tx, cx.user, g)
}

/// The hint's buttons (no slash command of their own): Show the hint, No hint.
pub fn pressed(cx: &Cx, c: &Command) -> Option<Answer> {
    match c {
        Command::ConfirmHint { game, ply } => Some(confirmed(cx, *game, *ply)),
        Command::NoHint { game } => Some(Ok(Reply::private(t!(
            cx.user.lang,
            "hint-declined",
            game = *game
        )))),
        _ => None,
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
