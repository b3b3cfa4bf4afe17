//! Looking without changing: the board, lists of games, a game's record.

use super::buttons::page_buttons;
use super::candidates::{self, variant_text};
use super::find::{find_to_view, reachable};
use super::loaded::load;
use super::phrases;
use super::rating::stored_name;
use super::record::export;
use super::time::format as when;
use super::{Answer, Attachment, Place, Refusal, ReplayImage, Reply, Scope, User};
use crate::i18n::Lang;
use crate::rules::Color;
use crate::store::games::{self, GameRow};
use crate::store::players;
use rusqlite::Connection;

pub fn board(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let row = find_to_view(tx, user, place, id)?;
    let g = load(tx, row)?;
    let (id, variant) = (g.row.id, &g.row.variant);
    let line = match g.row.status.as_str() {
        "active" => {
            let who = g
                .to_move()
                .map(|p| players::name(tx, p))
                .transpose()?
                .flatten()
                .unwrap_or_default();
            let due = g.row.deadline.map(when).unwrap_or_default();
            format!(
                "Game #{id} ({variant}), move {}: {who} ({}) to move, by {due}.",
                phrases::move_number(g.row.ply + 1),
                g.game.pos.side
            )
        }
        "finished" => format!(
            "Game #{id} ({variant}) is over after {}: {}.",
            phrases::moves_played(user.lang, g.row.ply),
            phrases::stored_result(
                user.lang,
                g.row.result.as_deref(),
                g.row.reason.as_deref().unwrap_or_default()
            )
        ),
        _ if g.row.aborted() => {
            format!("Game #{id} ({variant}) was aborted before both players had moved: no result.")
        }
        other => format!(
            "Game #{id} ({variant}): {}.",
            phrases::status_clause(user.lang, other)
        ),
    };
    // Only the caller sees it, so it is drawn from their own side (a player of Black sees
    // Black at the bottom); the game's posts keep White at the bottom for everyone.
    let mut reply = Reply::private(format!("{line}\n`{}`", g.row.position));
    let mut board = g.image(tx)?;
    board.flip = g.colour_of(user.id) == Some(Color::Black);
    reply.board = Some(board);
    reply.game = Some(g.row.id);
    Ok(reply)
}

/// Lines listed on one page of `/games`: a screenful, well within one message.
pub const PAGE: usize = 10;

/// `/games`: one page of a list, seen only by the caller, with buttons to the pages on each
/// side (the page is in the button, so it works after a restart). A page past the end shows
/// the last one.
pub fn games(tx: &Connection, user: &User, place: &Place, scope: &Scope, page: u32) -> Answer {
    if *scope == Scope::Mine {
        let (title, body, count) = mine(tx, user, place)?;
        return Ok(paged(title, body, count, scope, page));
    }
    let live = "status IN ('active', 'challenge')";
    let (rows, title) = match scope {
        Scope::Player(p) => (
            games::select(
                tx,
                &format!("{live} AND (white = ?1 OR black = ?1)"),
                [p.id as i64],
            )?,
            format!(
                "{}'s games",
                players::name(tx, p.id)?.unwrap_or_else(|| p.name.clone())
            ),
        ),
        _ => (
            games::select(
                tx,
                &format!("{live} AND channel_id = ?1"),
                [place.channel as i64],
            )?,
            "Games in this channel".to_string(),
        ),
    };
    let rows: Vec<GameRow> = rows
        .into_iter()
        .filter(|g| reachable(g, user, place))
        .collect();
    let title = if rows.is_empty() {
        format!("{title}: none.")
    } else {
        format!("{title}:")
    };
    let body = rows
        .iter()
        .map(|g| line(tx, g))
        .collect::<rusqlite::Result<Vec<String>>>()?;
    Ok(paged(title, body, rows.len(), scope, page))
}

/// One page of a list of `games` games: the title, then at most `PAGE` lines, with Previous
/// and Next buttons.
fn paged(title: String, body: Vec<String>, games: usize, scope: &Scope, page: u32) -> Reply {
    let pages = body.len().div_ceil(PAGE).max(1);
    let page = (page.max(1) as usize).min(pages);
    let mut text = if pages == 1 {
        title
    } else {
        let head = title.trim_end_matches(':');
        format!("{head} (page {page} of {pages}, {games} games):")
    };
    for l in body.iter().skip((page - 1) * PAGE).take(PAGE) {
        text.push('\n');
        text.push_str(l);
    }
    let mut reply = Reply::private(text);
    reply.buttons = page_buttons(Lang::En, scope, page as u32, pages as u32);
    reply
}

/// The caller's own list, privately: the games they play and the challenges to or from them,
/// then the games they watch. On a server, that server's; in a direct message with the bot,
/// every server's, their turn first and the nearest deadline first, each with its link.
fn mine(
    tx: &Connection,
    user: &User,
    place: &Place,
) -> Result<(String, Vec<String>, usize), Refusal> {
    let everywhere = place.guild.is_none();
    let here = |g: &GameRow| everywhere || g.guild_id == place.guild;
    let me = user.id as i64;
    let mut playing: Vec<GameRow> = games::select(
        tx,
        "status IN ('active', 'challenge')
         AND (white = ?1 OR black = ?1 OR challenger = ?1 OR opponent = ?1)",
        [me],
    )?
    .into_iter()
    .filter(here)
    .collect();
    let watching: Vec<GameRow> = games::select(
        tx,
        "status = 'active' AND id IN (SELECT game_id FROM watchers WHERE player_id = ?1)",
        [me],
    )?
    .into_iter()
    .filter(here)
    .collect();
    if everywhere {
        // lichess's "your turn" list: the games waiting for you first, the most urgent first.
        playing.sort_by_key(|g| {
            (
                !(g.status == "active" && g.to_move() == Some(user.id)),
                g.status != "active",
                g.deadline.unwrap_or(i64::MAX),
            )
        });
    }
    let mut title = if everywhere {
        "Your games on every server:".to_string()
    } else {
        "Your games:".to_string()
    };
    if playing.is_empty() {
        title.push_str(" none.");
    }
    let item = |g: &GameRow| -> Result<String, Refusal> {
        let mut l = format!("- {}", candidates::line(tx, user, g)?);
        if everywhere {
            l.push_str(&format!(" {}", link(g)));
        }
        Ok(l)
    };
    let mut body = playing.iter().map(item).collect::<Result<Vec<_>, _>>()?;
    if !watching.is_empty() {
        body.push("Games you watch:".to_string());
        for g in &watching {
            body.push(item(g)?);
        }
    }
    let count = playing.len() + watching.len();
    Ok((title, body, count))
}

/// Where a game is played, as a Discord link to its thread or channel.
fn link(g: &GameRow) -> String {
    let server = g.guild_id.map_or("@me".to_string(), |s| s.to_string());
    let channel = g.thread_id.unwrap_or(g.channel_id);
    format!("<https://discord.com/channels/{server}/{channel}>")
}

fn line(tx: &Connection, g: &GameRow) -> rusqlite::Result<String> {
    let name = |id: Option<u64>| -> rusqlite::Result<String> {
        Ok(match id {
            Some(id) => players::name(tx, id)?.unwrap_or_default(),
            None => "anyone".into(),
        })
    };
    if g.status == "challenge" {
        return Ok(format!(
            "#{} {}: challenge from {} to {}",
            g.id,
            variant_text(g),
            name(Some(g.challenger))?,
            name(g.opponent)?
        ));
    }
    let rated = |id: Option<u64>| -> rusqlite::Result<String> {
        match id {
            Some(id) => stored_name(tx, g, id),
            None => name(None),
        }
    };
    Ok(format!(
        "#{} {}: {} (White) vs {} (Black), {} to move, due {}",
        g.id,
        variant_text(g),
        rated(g.white)?,
        rated(g.black)?,
        name(g.to_move())?,
        g.deadline.map(when).unwrap_or_default()
    ))
}

pub fn history(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let row = find_to_view(tx, user, place, id)?;
    let g = load(tx, row)?;
    let name = |id: Option<u64>| -> rusqlite::Result<String> {
        Ok(id
            .map(|i| players::name(tx, i))
            .transpose()?
            .flatten()
            .unwrap_or_else(|| "?".into()))
    };
    let (white, black) = (name(g.row.white)?, name(g.row.black)?);
    let text = export(&g, &white, &black);
    let mut reply = Reply::public(format!(
        "The record of game #{} ({}).",
        g.row.id,
        phrases::moves_played(place.post_lang(user), g.row.ply)
    ));
    reply.files.push(Attachment {
        name: format!("rithmo-game-{}.txt", g.row.id),
        bytes: text.into_bytes(),
    });
    // Drawn by the adapter, outside the service: it takes a while for a long game.
    if !g.moves.is_empty() {
        reply.replay = Some(ReplayImage {
            name: format!("rithmo-game-{}.gif", g.row.id),
            variant: g.row.variant.clone(),
            options: super::loaded::option_list(&g.row.options),
            start: g.row.start_position.clone(),
            moves: g.moves.iter().map(|m| m.text.clone()).collect(),
            white: Some(white),
            black: Some(black),
            result: match (g.row.status.as_str(), &g.row.result, &g.row.reason) {
                ("finished", Some(result), Some(reason)) => Some((result.clone(), reason.clone())),
                _ => None,
            },
            lang: Default::default(),
        });
    }
    reply.game = Some(g.row.id);
    Ok(reply)
}
