//! Looking without changing: the board, lists of games, a game's record.

use super::find::find_to_view;
use super::loaded::load;
use super::phrases;
use super::record::export;
use super::time::format as when;
use super::{Answer, Attachment, Place, Reply, Scope, User};
use crate::render::gif::{replay_gif_with, ReplayOptions};
use crate::render::Verdict;
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
            phrases::moves_played(g.row.ply),
            phrases::stored_result(
                g.row.result.as_deref(),
                g.row.reason.as_deref().unwrap_or_default()
            )
        ),
        other => format!(
            "Game #{id} ({variant}): {}.",
            phrases::status_clause(other)
        ),
    };
    let mut reply = Reply::private(format!("{line}\n`{}`", g.row.position));
    // Only the caller sees it, so it is drawn from their side.
    let mut board = g.image(tx)?;
    board.flip = g.colour_of(user.id) == Some(Color::Black);
    reply.board = Some(board);
    reply.game = Some(g.row.id);
    Ok(reply)
}

pub fn games(tx: &Connection, user: &User, place: &Place, scope: &Scope) -> Answer {
    let live = "status IN ('active', 'challenge')";
    let (rows, title, private) = match scope {
        Scope::Mine => (
            games::select(
                tx,
                &format!(
                    "{live} AND (white = ?1 OR black = ?1 OR challenger = ?1 OR opponent = ?1)"
                ),
                [user.id as i64],
            )?,
            "Your games".to_string(),
            true,
        ),
        Scope::Player(p) => (
            games::select(
                tx,
                &format!("{live} AND (white = ?1 OR black = ?1)"),
                [p.id as i64],
            )?,
            format!("{}'s games", p.name),
            false,
        ),
        Scope::Channel => (
            games::select(
                tx,
                &format!("{live} AND channel_id = ?1"),
                [place.channel as i64],
            )?,
            "Games in this channel".to_string(),
            false,
        ),
    };
    let rows: Vec<GameRow> = rows
        .into_iter()
        .filter(|g| g.guild_id == place.guild)
        .collect();
    if rows.is_empty() {
        return Ok(Reply {
            text: format!("{title}: none."),
            ephemeral: private,
            ..Reply::default()
        });
    }
    let mut text = format!("{title}:");
    for g in &rows {
        text.push('\n');
        text.push_str(&line(tx, g)?);
    }
    Ok(Reply {
        text,
        ephemeral: private,
        ..Reply::default()
    })
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
    let (white, black) = (name(g.row.white)?, name(g.row.black)?);
    let text = export(&g, &white, &black);
    let mut reply = Reply::public(format!(
        "The record of game #{} ({}).",
        g.row.id,
        phrases::moves_played(g.row.ply)
    ));
    reply.files.push(Attachment {
        name: format!("rithmo-game-{}.txt", g.row.id),
        bytes: text.into_bytes(),
    });
    if let Some(gif) = replay(&g, white, black) {
        reply.files.push(Attachment {
            name: format!("rithmo-game-{}.gif", g.row.id),
            bytes: gif,
        });
    }
    reply.game = Some(g.row.id);
    Ok(reply)
}

/// The animated replay of the moves so far (none before the first move), with the players'
/// names and, on its last frame, the result.
fn replay(g: &super::loaded::Loaded, white: String, black: String) -> Option<Vec<u8>> {
    if g.moves.is_empty() {
        return None;
    }
    let mut game =
        crate::rules::Game::from_rfen(g.game.rules.clone(), &g.row.start_position).ok()?;
    let start = game.pos;
    let mut actions = Vec::new();
    for m in &g.moves {
        let a = crate::rules::explain::resolve(&game, &m.text).ok()?;
        game.play(a);
        actions.push(a);
    }
    let verdict = match (g.row.status.as_str(), &g.row.result, &g.row.reason) {
        ("finished", Some(result), Some(reason)) => {
            Some(Verdict::new(Color::from_name(result), reason))
        }
        _ => None,
    };
    let opts = ReplayOptions {
        flip: false,
        white: Some(white),
        black: Some(black),
        verdict,
    };
    replay_gif_with(&g.game.rules, &start, &actions, &opts).ok()
}
