//! Moves and resignations in a running game.

use super::ending::{conclude, Ending};
use super::find::{find, Want};
use super::loaded::{load, Loaded};
use super::time::format as when;
use super::vacation::due;
use super::{Answer, Notice, Place, Refusal, Reply, User};
use crate::rules::explain::resolve;
use crate::rules::movegen::legal_actions;
use crate::rules::Captured;
use crate::store::moves::{self, MoveRow};
use crate::store::{games, offers, players, watchers};
use rusqlite::Connection;

/// The caller's running game here, checked to be theirs.
fn my_game(
    tx: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
) -> Result<Loaded, Refusal> {
    // With no game running here, the caller's latest one explains itself ("is over").
    let row = find(tx, user, place, id, Want::MyActive)
        .or_else(|e| find(tx, user, place, id, Want::MyLatest).map_err(|_| e))?;
    let g = load(tx, row)?;
    match g.row.status.as_str() {
        "active" => {}
        "finished" => {
            let result = g.row.result.clone().unwrap_or_default();
            let reason = g.row.reason.clone().unwrap_or_default();
            return Err(Refusal(format!(
                "game #{} is over ({result}, {reason})",
                g.row.id
            )));
        }
        other => {
            return Err(Refusal(format!(
                "game #{} has not started (it is a {other})",
                g.row.id
            )))
        }
    }
    if g.colour_of(user.id).is_none() {
        return Err(Refusal(format!(
            "you are not playing in game #{}",
            g.row.id
        )));
    }
    Ok(g)
}

pub fn play(
    tx: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
    text: &str,
    listed_for: Option<u32>,
    now: i64,
) -> Answer {
    let mut g = my_game(tx, user, place, id)?;
    if let Some(listed) = listed_for {
        moved_on(tx, &g, text, listed)?;
    }
    if g.to_move() != Some(user.id) {
        let other = g
            .to_move()
            .map(|p| players::name(tx, p))
            .transpose()?
            .flatten()
            .unwrap_or_default();
        return Err(Refusal(format!(
            "it is {other}'s turn in game #{}",
            g.row.id
        )));
    }
    let action = resolve(&g.game, text).map_err(|e| Refusal(format!("{}: {e}", text.trim())))?;
    let written = action.text(&g.game.pos);
    let captured = g.game.play(action);
    let ply = g.row.ply + 1;
    let position = g.game.rfen();
    let row = MoveRow {
        ply,
        mover: user.id,
        text: written.clone(),
        position_after: position.clone(),
        captures: captures_json(&captured),
        played_at: now,
    };
    moves::append(tx, g.row.id, &row)?;
    let next = g.to_move().expect("players set");
    let deadline = due(tx, next, g.row.days_per_move, now)?;
    games::advance(tx, g.row.id, &position, ply, deadline, now)?;
    offers::withdraw(tx, g.row.id)?;
    g.row.position = position;
    g.row.ply = ply;
    g.moves.push(row);
    announce_move(tx, &g, user, &written, &captured, deadline, now)
}

/// Refuses a move chosen for move `listed` when the game is at another move: the position
/// it was chosen in is gone (the opponent replied, or the same player's earlier move went
/// first).
fn moved_on(tx: &Connection, g: &Loaded, text: &str, listed: u32) -> Result<(), Refusal> {
    let next = g.row.ply + 1;
    if listed == next {
        return Ok(());
    }
    let text = text.trim();
    if listed > next {
        return Err(Refusal(format!(
            "{text} was chosen for move {listed}, but game #{} is only at move {next}; nothing was played",
            g.row.id
        )));
    }
    let mut since = Vec::new();
    for m in g.moves.iter().filter(|m| m.ply >= listed) {
        let who = players::name(tx, m.mover)?.unwrap_or_default();
        since.push(format!("{}. {who} {}", m.ply, m.text));
    }
    Err(Refusal(format!(
        "{text} was chosen for move {listed} of game #{}, but the game has moved on ({}); \
         nothing was played: look at the board and choose again",
        g.row.id,
        since.join(", ")
    )))
}

fn announce_move(
    tx: &Connection,
    g: &Loaded,
    user: &User,
    written: &str,
    captured: &[Captured],
    deadline: i64,
    now: i64,
) -> Answer {
    let mut text = format!(
        "Game #{}, move {}: {} played {written}",
        g.row.id, g.row.ply, user.name
    );
    for c in captured {
        text.push_str(&format!(", taking {} on {} ({})", c.piece, c.square, c.how));
    }
    text.push('.');
    let mut reply = Reply {
        game: Some(g.row.id),
        board: Some(g.image(tx)?),
        ..Reply::default()
    };
    if let Some(outcome) = g.game.outcome() {
        let end = conclude(tx, g, &Ending::Rules(outcome), now)?;
        return Ok(Reply {
            text: format!("{text}\n{}", end.text),
            board: reply.board,
            ..end
        });
    }
    let next = g.to_move().expect("players set");
    let next_name = players::name(tx, next)?.unwrap_or_default();
    reply.text = format!("{text} {next_name} to move, by {}.", when(deadline));
    reply.mentions.push(next);
    for w in watchers::list(tx, g.row.id)? {
        reply.notices.push(Notice {
            user: w,
            text: reply.text.clone(),
            board: reply.board.clone(),
        });
    }
    Ok(reply)
}

pub fn captures_json(captured: &[Captured]) -> String {
    let list: Vec<serde_json::Value> = captured
        .iter()
        .map(|c| {
            serde_json::json!({
                "square": c.square.to_string(),
                "piece": c.piece.text(),
                "how": c.how.to_string(),
            })
        })
        .collect();
    serde_json::Value::Array(list).to_string()
}

pub fn resign(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = my_game(tx, user, place, id)?;
    let loser = g.colour_of(user.id).expect("checked by my_game");
    let end = conclude(tx, &g, &Ending::Resignation { loser }, now)?;
    Ok(Reply {
        board: Some(g.image(tx)?),
        ..end
    })
}

/// Moves offered to a player: the legal ones for move number `ply` of their game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listed {
    pub ply: u32,
    pub moves: Vec<String>,
}

/// The caller's legal moves in canonical text, when it is their turn.
pub fn legal_for(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
) -> Result<Listed, Refusal> {
    let g = my_game(conn, user, place, id)?;
    let ply = g.row.ply + 1;
    if g.to_move() != Some(user.id) || g.game.outcome().is_some() {
        return Ok(Listed {
            ply,
            moves: Vec::new(),
        });
    }
    let mut moves: Vec<String> = legal_actions(&g.game.rules, &g.game.pos)
        .iter()
        .map(|a| a.text(&g.game.pos))
        .collect();
    moves.sort();
    Ok(Listed { ply, moves })
}
