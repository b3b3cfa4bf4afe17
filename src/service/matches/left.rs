//! A server that removed the bot gives up its running matches: a game whose record has not
//! reached move 10 (fewer than 19 plies: moves are numbered as the record numbers them, plies
//! 1 and 2 are move 1) is aborted, with no result; a later one is lost by that server's side,
//! as a resignation. Either is announced in the other server's place only (the bot can no
//! longer post in the server that left), and to the players' members and watchers. Each game
//! is given up once, however many processes hear of it (a claimed duty).

use crate::i18n::Lang;
use crate::rules::Color;
use crate::service::games::ending::{conclude, Ending};
use crate::service::games::loaded::{load, Loaded};
use crate::service::words::phrases::move_number;
use crate::service::words::tell;
use crate::service::{Refusal, Reply};
use crate::store::duties::{self, Duty};
use crate::store::games::{self, Status};
use crate::store::sql::Connection;
use crate::store::{matches, offers, players, servers, teams, watchers};
use crate::t;

/// The move from which leaving loses the game instead of calling it off.
pub const FORFEIT_FROM_MOVE: u32 = 10;
/// The duty of giving up a game for a server that left (subject: the game, occasion: the
/// server).
const SERVER_LEFT: &str = "server-left";

/// Gives up match `game` for server `guild`, which left: the announcement for the other
/// server's place, or none when it was given up already or is no longer running.
pub fn give_up(
    tx: &Connection,
    game: i64,
    guild: u64,
    pair_limit: u32,
    now: i64,
) -> Result<Option<Reply>, Refusal> {
    let duty = Duty {
        kind: SERVER_LEFT,
        subject: game,
        occasion: guild as i64,
    };
    let Some(row) = games::get(tx, game)? else {
        return Ok(None);
    };
    let Some(m) = matches::get(tx, game)? else {
        return Ok(None);
    };
    if row.status != Status::Active || !duties::claim(tx, &duty, now)? {
        return Ok(None);
    }
    // The other server's place: the second one when the first server left.
    let (other, to) = if row.guild_id == Some(guild) {
        (m.guild, m.thread.or(m.channel))
    } else {
        (row.guild_id, Some(row.thread_id.unwrap_or(row.channel_id)))
    };
    let lang = match other {
        Some(g) => servers::get(tx, g)?.lang.unwrap_or(games::lang(tx, game)?),
        None => games::lang(tx, game)?,
    };
    let g = load(tx, row)?;
    let Some(loser) = side_in(tx, &g, guild)? else {
        return Ok(None);
    };
    let mut reply = if move_number(g.row.ply) < FORFEIT_FROM_MOVE {
        aborted(tx, &g, loser, lang, now)?
    } else {
        forfeited(tx, &g, loser, lang, pair_limit, now)?
    };
    reply.channel = to;
    reply.lang = lang;
    Ok(Some(reply))
}

/// The colour of the side whose team is server `guild`'s.
fn side_in(tx: &Connection, g: &Loaded, guild: u64) -> crate::store::sql::Result<Option<Color>> {
    let team = teams::of_game(tx, g.row.id)?
        .into_iter()
        .find(|t| t.guild == guild);
    Ok(team.and_then(|t| g.colour_of(t.side)))
}

fn team_name(tx: &Connection, g: &Loaded, side: Color) -> crate::store::sql::Result<String> {
    let id = g.player(side).unwrap_or_default();
    Ok(players::name(tx, id)?.unwrap_or_default())
}

/// Called off with no result, as an abort before both sides moved would be.
fn aborted(
    tx: &Connection,
    g: &Loaded,
    left: Color,
    post: Lang,
    now: i64,
) -> crate::store::sql::Result<Reply> {
    games::call_off(tx, g.row.id, now)?;
    offers::withdraw(tx, g.row.id)?;
    crate::service::tournaments::results::game_ended(tx, g.row.id, now)?;
    let team = team_name(tx, g, left)?;
    let text = |lang: Lang| {
        t!(
            lang,
            "match-left-aborted",
            id = g.row.id,
            team = team.as_str()
        )
    };
    let told = g
        .row
        .white
        .into_iter()
        .chain(g.row.black)
        .chain(watchers::list(tx, g.row.id)?);
    let notices = tell::each(tx, told, None, |lang| {
        Ok::<_, crate::store::sql::Error>(text(lang))
    })?;
    Ok(Reply {
        notices,
        game: Some(g.row.id),
        ..Reply::public(text(post))
    })
}

/// Lost by the side that left, as a resignation: rated as one (a team's game is casual).
fn forfeited(
    tx: &Connection,
    g: &Loaded,
    left: Color,
    post: Lang,
    pair_limit: u32,
    now: i64,
) -> crate::store::sql::Result<Reply> {
    let team = team_name(tx, g, left)?;
    let ending = Ending::Resignation { loser: left };
    let mut reply = conclude(tx, g, &ending, post, pair_limit, now)?;
    let why = t!(
        post,
        "match-left-forfeit",
        id = g.row.id,
        team = team.as_str()
    );
    reply.text = format!("{why}\n{}", reply.text);
    for n in &mut reply.notices {
        let lang = players::lang(tx, n.user)?;
        let why = t!(
            lang,
            "match-left-forfeit",
            id = g.row.id,
            team = team.as_str()
        );
        n.text = format!("{why}\n{}", n.text);
    }
    Ok(reply)
}
