//! Looking without changing: the board, lists of games, a game's record.

use super::buttons::page_buttons;
use super::find::{find_to_view, reachable};
use super::loaded::load;
use super::record::export;
use super::time::format as when;
use super::{Answer, Attachment, Place, ReplayImage, Reply, Scope, User};
use crate::store::games::{self, GameRow};
use crate::store::players;
use rusqlite::Connection;

pub fn board(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let row = find_to_view(tx, user, place, id)?;
    let g = load(tx, row)?;
    let status = match g.row.status.as_str() {
        "active" => {
            let who = g
                .to_move()
                .map(|p| players::name(tx, p))
                .transpose()?
                .flatten()
                .unwrap_or_default();
            let due = g.row.deadline.map(when).unwrap_or_default();
            format!("{who} ({}) to move, by {due}", g.game.pos.side)
        }
        "finished" => format!(
            "finished: {} ({})",
            g.row.result.clone().unwrap_or_default(),
            g.row.reason.clone().unwrap_or_default()
        ),
        other => other.to_string(),
    };
    let mut reply = Reply::public(format!(
        "Game #{} ({}), after {} plies: {status}.\n`{}`",
        g.row.id, g.row.variant, g.row.ply, g.row.position
    ));
    reply.board = Some(g.image(tx)?);
    reply.game = Some(g.row.id);
    Ok(reply)
}

/// Games listed on one page of `/games`: a screenful, well within one message.
pub const PAGE: usize = 10;

/// `/games`: one page of a list, seen only by the caller, with buttons to the pages on each
/// side (the page is in the button, so it works after a restart). A page past the end shows
/// the last one.
pub fn games(tx: &Connection, user: &User, place: &Place, scope: &Scope, page: u32) -> Answer {
    let live = "status IN ('active', 'challenge')";
    let (rows, title) = match scope {
        Scope::Mine => (
            games::select(
                tx,
                &format!(
                    "{live} AND (white = ?1 OR black = ?1 OR challenger = ?1 OR opponent = ?1)"
                ),
                [user.id as i64],
            )?,
            "Your games".to_string(),
        ),
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
        Scope::Channel => (
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
    if rows.is_empty() {
        return Ok(Reply::private(format!("{title}: none.")));
    }
    let pages = rows.len().div_ceil(PAGE);
    let page = (page.max(1) as usize).min(pages);
    let mut text = if pages == 1 {
        format!("{title}:")
    } else {
        format!("{title} (page {page} of {pages}, {} games):", rows.len())
    };
    for g in rows.iter().skip((page - 1) * PAGE).take(PAGE) {
        text.push('\n');
        text.push_str(&line(tx, g)?);
    }
    let mut reply = Reply::private(text);
    reply.buttons = page_buttons(scope, page as u32, pages as u32);
    Ok(reply)
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
            g.variant,
            name(Some(g.challenger))?,
            name(g.opponent)?
        ));
    }
    // Whose turn follows from the ply count and who moved first, read off the position.
    let side_black = g.position.split(' ').nth(1) == Some("b");
    let to_move = if side_black { g.black } else { g.white };
    Ok(format!(
        "#{} {}: {} (White) vs {} (Black), {} to move, due {}",
        g.id,
        g.variant,
        name(g.white)?,
        name(g.black)?,
        name(to_move)?,
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
    let text = export(&g, &name(g.row.white)?, &name(g.row.black)?);
    let mut reply = Reply::public(format!(
        "The record of game #{} ({} plies).",
        g.row.id, g.row.ply
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
        });
    }
    reply.game = Some(g.row.id);
    Ok(reply)
}
