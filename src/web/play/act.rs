//! A change asked on a game's page (`POST /g/<token>/act`): a move (carrying the move
//! number it was chosen at, so a double tap or a move meant for an earlier position is
//! refused), resigning or offering a draw (answered, like on Discord, by a reply with its
//! buttons), a hint, or a button of such a reply pressed. Each becomes the command Discord
//! would run, in the game's own place, through the adapter's desk; the answer is the bot's
//! own words.

use super::guard;
use super::sign_in::denied;
use super::viewer;
use super::you::{json, out_of_place, said, ButtonOut};
use crate::service::protocol::ButtonId;
use crate::service::{Command, DrawAction, Place, Reply, Request, User, Via};
use crate::store::games::{self, GameRow};
use crate::store::players;
use crate::web::routes::{blocking, failed, lang_of, App};
use crate::web::tokens;
use crate::web::topics::unix_now;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What the page asks.
#[derive(Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
enum Act {
    Move {
        text: String,
        ply: u32,
    },
    Resign,
    Draw,
    Hint,
    /// A button of a reply the page showed.
    Press {
        id: String,
    },
}

#[derive(Serialize)]
struct Answer {
    ok: bool,
    text: String,
    buttons: Vec<ButtonOut>,
}

/// The longest body a page sends: a move and its number.
const MAX_BODY: usize = 1024;

pub async fn act(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let lang = lang_of(&headers);
    let Some(play) = &app.play else {
        return said(lang, StatusCode::NOT_FOUND, "web-sign-in-off");
    };
    let now = unix_now();
    let h = headers.clone();
    let found = blocking(&app, move |_, c| {
        let Some(id) = tokens::game(c, &token)? else {
            return Ok(None);
        };
        let row = games::get(c, id)
            .map_err(|e| e.to_string())?
            .ok_or("no such game")?;
        let viewer = viewer::find(c, &h, now)?;
        let lang = match &viewer {
            Some(v) => Some(players::lang(c, v.session.user).map_err(|e| e.to_string())?),
            None => None,
        };
        let place_lang = games::lang(c, id).map_err(|e| e.to_string())?;
        Ok(Some((row, viewer, lang, place_lang)))
    })
    .await;
    let (row, viewer, user_lang, place_lang) = match found {
        Ok(Some(f)) => f,
        Ok(None) => return said(lang, StatusCode::NOT_FOUND, "web-not-found"),
        Err(e) => return failed(&e),
    };
    let Some(v) = viewer else {
        return said(lang, StatusCode::UNAUTHORIZED, "web-sign-in-first");
    };
    if let Err(d) = guard::check(play, &v, &headers) {
        return denied(lang, d);
    }
    if let Some(key) = out_of_place(&v, &row) {
        return said(lang, StatusCode::FORBIDDEN, key);
    }
    let Some(act) = (body.len() <= MAX_BODY)
        .then(|| serde_json::from_slice::<Act>(&body).ok())
        .flatten()
    else {
        return said(lang, StatusCode::BAD_REQUEST, "web-bad-request");
    };
    let user = User {
        id: v.session.user,
        name: v.session.name.clone(),
        lang: user_lang.unwrap_or(lang),
        roles: Vec::new(),
    };
    let place = Place {
        guild: row.guild_id,
        channel: row.channel_id,
        thread: row.thread_id,
        lang: Some(place_lang),
    };
    let Some(ask) = asked(act, &row, user, place) else {
        return said(lang, StatusCode::BAD_REQUEST, "web-bad-request");
    };
    match play.desk.ask(ask).await {
        Some(reply) => json(StatusCode::OK, &answer(&reply)),
        None => said(lang, StatusCode::SERVICE_UNAVAILABLE, "discord-closing"),
    }
}

/// The command the page's request is, in game `row`; none for a button that is not one of
/// this game's (a page only ever shows its own game's).
fn asked(act: Act, row: &GameRow, user: User, place: Place) -> Option<Request> {
    let game = Some(row.id);
    let command = match act {
        Act::Move { text, ply } => Command::Move {
            game,
            text,
            ply: Some(ply),
        },
        Act::Resign => Command::Resign { game },
        Act::Draw => Command::Draw {
            game,
            action: DrawAction::Offer,
            offer_ply: None,
        },
        Act::Hint => Command::Hint { game },
        Act::Press { id } => {
            if button_game(&ButtonId::decode(&id)?)? != row.id {
                return None;
            }
            return Some(Request::press(Via::Page, &user, &place, &id));
        }
    };
    Some(Request::command(Via::Page, &user, &place, command))
}

/// The game a button of a game's reply answers about; none for the other buttons (lists,
/// exercises, challenges), which no game page shows.
fn button_game(id: &ButtonId) -> Option<i64> {
    match *id {
        ButtonId::DrawAccept { game, .. }
        | ButtonId::DrawDecline { game, .. }
        | ButtonId::Resign { game, .. }
        | ButtonId::KeepPlaying { game }
        | ButtonId::ShowHint { game, .. }
        | ButtonId::NoHint { game }
        | ButtonId::Vote { game, .. } => Some(game),
        ButtonId::Accept { .. }
        | ButtonId::Decline { .. }
        | ButtonId::Rematch { .. }
        | ButtonId::OpenBoard { .. }
        | ButtonId::Page { .. }
        | ButtonId::Exercise(_) => None,
    }
}

/// The bot's answer as the asker's page shows it: with the buttons the asker may press.
/// A draw offer's Accept and Decline are the opponent's (on Discord they stand under the
/// public post); the opponent's page shows them from `/you`, the offerer's never.
fn answer(reply: &Reply) -> Answer {
    let theirs = |id: &str| {
        matches!(
            ButtonId::decode(id),
            Some(ButtonId::DrawAccept { .. } | ButtonId::DrawDecline { .. })
        )
    };
    Answer {
        ok: reply.refused.is_none(),
        text: reply.text.clone(),
        buttons: reply
            .buttons
            .iter()
            .filter(|b| !theirs(&b.custom_id))
            .map(ButtonOut::from)
            .collect(),
    }
}
