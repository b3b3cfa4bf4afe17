//! What the signed-in reader may do on a game's page (`/g/<token>/you`): who they are, their
//! colour, and at their turn every legal move with the words `/move SQUARE` would say
//! (what it takes and gives up), grouped on the page by the piece (or prisoner) it moves;
//! the buttons answering a draw offered to them; or why they cannot play here. Fetched by
//! the page's script after each change of the game, never part of the shared live page.

use super::viewer::{self, Viewer};
use crate::i18n::Lang;
use crate::rules::{Action, Color};
use crate::service::games::bot::level_of;
use crate::service::games::choices::ranked_actions;
use crate::service::games::loaded::{load, Loaded};
use crate::service::protocol::button::draw_buttons;
use crate::service::words::consequence_words::label;
use crate::service::{Button, ButtonStyle};
use crate::store::games::{self, GameRow, Status};
use crate::store::sql::Connection;
use crate::store::{offers, players};
use crate::web::routes::{blocking, failed, lang_of, App};
use crate::web::tokens;
use crate::web::topics::unix_now;
use axum::extract::{Path, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::sync::Arc;

#[derive(Serialize, Default)]
struct You {
    signed_in: bool,
    name: Option<String>,
    /// Where to sign in (none when playing is off, or signed in).
    sign_in: Option<String>,
    csrf: Option<String>,
    colour: Option<&'static str>,
    running: bool,
    to_move: bool,
    /// The move number the moves are listed for: a move carries it back.
    ply: Option<u32>,
    moves: Vec<MoveOut>,
    against_bot: bool,
    /// The buttons answering a draw the opponent offered.
    draw: Vec<ButtonOut>,
    /// The reader's own draw offer stands (the page offers no second one).
    offered: bool,
    /// Why this reader cannot play in this game, in words.
    why_not: Option<String>,
}

#[derive(Serialize)]
struct MoveOut {
    /// The square it starts from; none for a prisoner dropped.
    from: Option<String>,
    /// The prisoner dropped (`T25`).
    piece: Option<String>,
    to: String,
    text: String,
    label: String,
    /// It takes something (the board marks its target apart).
    takes: bool,
}

#[derive(Serialize)]
pub struct ButtonOut {
    pub label: String,
    pub id: String,
    pub style: &'static str,
}

impl From<&Button> for ButtonOut {
    fn from(b: &Button) -> ButtonOut {
        ButtonOut {
            label: b.label.clone(),
            id: b.custom_id.clone(),
            style: match b.style {
                ButtonStyle::Accept => "accept",
                ButtonStyle::Decline => "decline",
                ButtonStyle::Neutral => "neutral",
            },
        }
    }
}

/// A JSON answer.
pub fn json(status: StatusCode, body: &impl Serialize) -> Response {
    let text = serde_json::to_string(body).unwrap_or_else(|_| "{}".into());
    (
        status,
        [
            (CONTENT_TYPE, "application/json"),
            (CACHE_CONTROL, "no-store"),
        ],
        text,
    )
        .into_response()
}

/// A JSON answer that is one sentence (`text`), from a message key.
pub fn said(lang: Lang, status: StatusCode, key: &str) -> Response {
    let text = crate::i18n::text(lang, key, &[]);
    json(
        status,
        &serde_json::json!({ "ok": status.is_success(), "text": text }),
    )
}

pub async fn you(
    State(app): State<Arc<App>>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(&headers);
    let on = app.play.is_some();
    let back = format!("/g/{token}");
    let out = blocking(&app, move |_, c| {
        let Some(id) = tokens::game(c, &token)? else {
            return Ok(None);
        };
        let now = unix_now();
        let viewer = if on {
            viewer::find(c, &headers, now)?
        } else {
            None
        };
        let row = games::get(c, id)
            .map_err(|e| e.to_string())?
            .ok_or("no such game")?;
        Ok(Some(match viewer {
            Some(v) => seen_by(c, row, &v, lang)?,
            None => You {
                sign_in: on.then(|| format!("/auth/login?back={}", super::oauth::encode(&back))),
                ..You::default()
            },
        }))
    })
    .await;
    match out {
        Ok(Some(y)) => json(StatusCode::OK, &y),
        Ok(None) => said(lang, StatusCode::NOT_FOUND, "web-not-found"),
        Err(e) => failed(&e),
    }
}

/// Why `v` may not play game `row` from the pages, if they may not: an Activity's session
/// reaches only the server it was opened in.
pub fn out_of_place(v: &Viewer, row: &GameRow) -> Option<&'static str> {
    match v.session.guild {
        Some(g) if row.guild_id.unwrap_or(0) != g => Some("web-other-server"),
        _ => None,
    }
}

fn seen_by(c: &Connection, row: GameRow, v: &Viewer, page_lang: Lang) -> Result<You, String> {
    let err = |e: crate::store::sql::Error| e.to_string();
    let mut y = You {
        signed_in: true,
        name: Some(v.session.name.clone()),
        csrf: Some(v.session.csrf.clone()),
        running: row.status == Status::Active,
        ..You::default()
    };
    if let Some(key) = out_of_place(v, &row) {
        y.why_not = Some(crate::i18n::text(page_lang, key, &[]));
        return Ok(y);
    }
    let g = load(c, row).map_err(|r| format!("{r:?}"))?;
    let Some(colour) = g.colour_of(v.session.user) else {
        // A team's members are known by the roles Discord sends with their commands, which
        // a page never has: a team's game is played on Discord, and the page says so.
        let key = if g.teams.is_empty() {
            "web-not-a-player"
        } else {
            "web-team-on-discord"
        };
        y.why_not = Some(crate::i18n::text(page_lang, key, &[]));
        return Ok(y);
    };
    y.colour = Some(match colour {
        Color::White => "white",
        Color::Black => "black",
    });
    y.against_bot = g.player(colour.other()).and_then(level_of).is_some();
    if !y.running || g.game.outcome().is_some() {
        return Ok(y);
    }
    let lang = players::lang(c, v.session.user).map_err(err)?;
    if let Some((by, ply)) = offers::standing(c, g.row.id).map_err(err)? {
        if by != v.session.user {
            y.draw = draw_buttons(lang, g.row.id, ply)
                .iter()
                .map(ButtonOut::from)
                .collect();
        } else {
            y.offered = true;
        }
    }
    y.to_move = g.to_move() == Some(v.session.user);
    if y.to_move {
        y.ply = Some(g.row.ply + 1);
        y.moves = moves(&g, lang);
    }
    Ok(y)
}

/// Every legal move, the most useful first (as `/move SQUARE` lists them), with its squares
/// and its words.
fn moves(g: &Loaded, lang: Lang) -> Vec<MoveOut> {
    ranked_actions(&g.game, |_| true)
        .into_iter()
        .map(|(action, text, c)| {
            let (from, piece) = match action {
                Action::Move { from, .. } => (Some(from.to_string()), None),
                Action::Drop { piece, .. } => (
                    None,
                    Some(format!("{}{}", piece.shape.letter(), piece.value)),
                ),
            };
            MoveOut {
                from,
                piece,
                to: action.to().to_string(),
                label: label(lang, &text, &c),
                takes: !c.takes.is_empty(),
                text,
            }
        })
        .collect()
}
