//! Hints, in games against the bot only: the engine's level-5 move with the reason for it
//! and what it expects in answer. A rated game becomes casual with its first hint, so the
//! player is asked first (Show the hint / No hint); the engine then thinks outside the
//! service's lock and any transaction: the service hands the adapter a `HintJob`.

use crate::i18n::Lang;
use crate::service::games::bot::level_of;
use crate::service::games::candidates::find;
use crate::service::games::find::by_id;
use crate::service::games::loaded::{load, Loaded};
use crate::service::protocol::hint_buttons;
use crate::service::protocol::AfterPress;
use crate::service::protocol::HintJob;
use crate::service::protocol::Thinking;
use crate::service::protocol::Want;
use crate::service::protocol::{Cx, Declared, GAME};
use crate::service::{Answer, Command, Place, Refusal, Reply, User};
use crate::store::games::{self, Status};
use crate::store::players;
use crate::store::sql::Connection;
use crate::t;

/// `/hint`: the hint to compute for the caller's game (in `Reply::thinking`), or in a
/// rated game the question whether to make it casual for it; or why there is none.
pub fn hint(conn: &Connection, user: &User, place: &Place, game: Option<i64>) -> Answer {
    let g = hintable(
        user,
        load(conn, find(conn, user, place, game, Want::MyActive)?)?,
    )?;
    if g.row.rated {
        return Ok(ask_first(user.lang, &g));
    }
    thinking(conn, user, g)
}

/// The game `g` if the caller may have a hint in it now: a game against the bot, going on,
/// at their turn.
fn hintable(user: &User, g: Loaded) -> Result<Loaded, Refusal> {
    let (_lang, game) = (user.lang, g.row.id);
    let Some(me) = g.side_of(user) else {
        return Err(Refusal::NotPlaying { game });
    };
    if g.row.status != Status::Active {
        return Err(Refusal::HintNotGoingOn { game });
    }
    if g.player(me.other()).and_then(level_of).is_none() {
        return Err(Refusal::HintPeopleOnly { game });
    }
    if !g.moves_now(user) {
        return Err(Refusal::HintNotYourTurn { game });
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
    let me = g.side_of(user).expect("hintable: a player");
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
pub fn confirmed(cx: &Cx, id: i64, ply: u32) -> Answer {
    let g = hintable(cx.user, load(cx.tx, by_id(cx.tx, cx.user, cx.place, id)?)?)?;
    if g.row.ply != ply {
        return Err(Refusal::HintMovedOn { game: id });
    }
    games::set_hinted(cx.tx, id)?;
    thinking(cx.tx, cx.user, g)
}

/// The No hint button: nothing changes.
pub fn no_hint(cx: &Cx, game: i64) -> Answer {
    Ok(Reply::private(t!(
        cx.user.lang,
        "hint-declined",
        game = game
    )))
}

/// `/hint`: the engine's move for the caller, in a game against the bot.
pub const HINT: Declared = Declared {
    name: "hint",
    options: &[GAME],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 2,
    // Show the hint and No hint answer the private question in its place.
    after_press: |c| match c {
        Command::ConfirmHint { .. } | Command::NoHint { .. } => AfterPress::Updates,
        _ => AfterPress::Stays,
    },
    parse: |g| Ok(Command::Hint { game: g.game() }),
};
