//! Looking without changing: the board, lists of games, a game's record.

use super::candidates::{self, variant_text};
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
        _ if g.row.aborted() => {
            format!("Game #{id} ({variant}) was aborted before both players had moved: no result.")
        }
        other => format!("Game #{id} ({variant}): {}.", phrases::status_clause(other)),
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
    if *scope == Scope::Mine {
        return mine(tx, user, place);
    }
    let live = "status IN ('active', 'challenge')";
    let (rows, title) = match scope {
        Scope::Player(p) => (
            games::select(
                tx,
                &format!("{live} AND (white = ?1 OR black = ?1)"),
                [p.id as i64],
            )?,
            format!("{}'s games", p.name),
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
        .filter(|g| g.guild_id == place.guild)
        .collect();
    let mut text = format!("{title}:");
    if rows.is_empty() {
        text.push_str(" none.");
    }
    for g in &rows {
        text.push('\n');
        text.push_str(&line(tx, g)?);
    }
    Ok(Reply::public(text))
}

/// The caller's own list, privately: the games they play and the challenges to or from them,
/// then the games they watch. On a server, that server's; in a direct message with the bot,
/// every server's, their turn first and the nearest deadline first, each with its link.
fn mine(tx: &Connection, user: &User, place: &Place) -> Answer {
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
    let mut text = if everywhere {
        "Your games on every server:".to_string()
    } else {
        "Your games:".to_string()
    };
    if playing.is_empty() {
        text.push_str(" none.");
    }
    for g in &playing {
        text.push_str(&format!("\n- {}", candidates::line(tx, user, g)?));
        if everywhere {
            text.push_str(&format!(" {}", link(g)));
        }
    }
    if !watching.is_empty() {
        text.push_str("\nGames you watch:");
        for g in &watching {
            text.push_str(&format!("\n- {}", candidates::line(tx, user, g)?));
            if everywhere {
                text.push_str(&format!(" {}", link(g)));
            }
        }
    }
    Ok(Reply::private(text))
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
    Ok(format!(
        "#{} {}: {} (White) vs {} (Black), {} to move, due {}",
        g.id,
        variant_text(g),
        name(g.white)?,
        name(g.black)?,
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
