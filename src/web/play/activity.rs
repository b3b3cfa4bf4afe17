//! The board as a Discord Activity: `/activity` is the page Discord opens (its URL mapping
//! points at our pages); its script (the Embedded App SDK, bundled and embedded under a
//! content-hashed name) runs the SDK's handshake and posts the code it got to
//! `/activity/session`, which exchanges it, asks Discord where the Activity instance runs
//! and who is in it (never taking the page's word), finds the game of that channel or
//! thread, and opens a session bound to that server. The page then shows the game's own
//! page, carrying the session itself.

use super::you::json;
use super::ACTIVITY_DAYS;
use crate::i18n::Lang;
use crate::store::{web_sessions, web_tokens};
use crate::t;
use crate::web::assets;
use crate::web::html::esc;
use crate::web::routes::{html, lang_of, App};
use crate::web::topics::unix_now;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;

#[derive(Deserialize)]
struct Opened {
    code: String,
    instance_id: String,
}

/// The Activity's page: a status line the script fills while it signs in.
pub async fn page(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    let lang = lang_of(&headers);
    let Some(play) = &app.play else {
        return html(StatusCode::NOT_FOUND, crate::web::page::not_found(lang));
    };
    html(StatusCode::OK, activity_html(lang, play.discord.client_id))
}

fn activity_html(lang: Lang, client_id: u64) -> String {
    let attr = |key: &str| esc(&crate::i18n::text(lang, key, &[]));
    format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title}</title>\
         <link rel=\"stylesheet\" href=\"/assets/web.css\">\
         <script src=\"/assets/{script}\" defer></script></head>\
         <body data-client-id=\"{client_id}\" data-lang=\"{code}\" data-connecting=\"{connecting}\" \
         data-signing-in=\"{signing_in}\" data-failed=\"{failed}\">\
         <main id=\"page\"><h1>{title}</h1><p id=\"activity-status\" role=\"status\">{connecting}</p></main>\
         </body></html>\n",
        code = lang.code(),
        title = esc(&t!(lang, "web-activity-title")),
        script = assets::activity_name(),
        connecting = attr("web-activity-connecting"),
        signing_in = attr("web-activity-signing-in"),
        failed = esc(&t!(lang, "web-activity-failed", reason = "{reason}")),
    )
}

/// A sentence for the page's status line.
fn trouble(lang: Lang, status: StatusCode, key: &str) -> Response {
    let text = crate::i18n::text(lang, key, &[]);
    json(status, &serde_json::json!({ "error": text }))
}

pub async fn session(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let lang = lang_of(&headers);
    let Some(play) = &app.play else {
        return trouble(lang, StatusCode::NOT_FOUND, "web-sign-in-off");
    };
    if !play
        .rate
        .allow(&crate::web::sender::sender("activity", peer, &headers))
    {
        return trouble(lang, StatusCode::TOO_MANY_REQUESTS, "web-too-fast");
    }
    if super::guard::origin_ok(play, true, &headers).is_err() {
        return trouble(lang, StatusCode::FORBIDDEN, "web-denied-origin");
    }
    let Some(asked) = (body.len() <= 2048)
        .then(|| serde_json::from_slice::<Opened>(&body).ok())
        .flatten()
    else {
        return trouble(lang, StatusCode::BAD_REQUEST, "web-bad-request");
    };
    let who = match play.discord.exchange(&asked.code, None).await {
        Ok(token) => play.discord.me(&token).await.map(|me| (token, me)),
        Err(e) => Err(e),
    };
    let (access_token, me) = match who {
        Ok(w) => w,
        Err(e) => {
            tracing::warn!(error = %e, "web: an Activity's sign-in was not confirmed");
            return trouble(lang, StatusCode::BAD_GATEWAY, "web-sign-in-failed");
        }
    };
    let instance = match play.discord.instance(&asked.instance_id).await {
        Ok(i) if i.users.contains(&me.id) => i,
        Ok(_) => return trouble(lang, StatusCode::FORBIDDEN, "web-activity-not-in-it"),
        Err(e) => {
            tracing::warn!(error = %e, "web: an Activity's instance was not confirmed");
            return trouble(lang, StatusCode::FORBIDDEN, "web-activity-not-in-it");
        }
    };
    let now = unix_now();
    let guild = instance.guild.unwrap_or(0);
    let opened = play
        .writer
        .write(move |c| {
            let Some((_, token)) = web_tokens::activity_game(c, guild, instance.channel, me.id)?
            else {
                return Ok(None);
            };
            let until = now + ACTIVITY_DAYS * 86_400;
            let s = web_sessions::open(c, me.id, &me.name, Some(guild), now, until)?;
            Ok(Some((s, token)))
        })
        .await;
    match opened {
        Ok(Some((s, token))) => json(
            StatusCode::OK,
            &serde_json::json!({
                "access_token": access_token,
                "session": s.id,
                "game": format!("/g/{token}"),
            }),
        ),
        Ok(None) => trouble(lang, StatusCode::NOT_FOUND, "web-activity-no-game"),
        Err(e) => {
            tracing::warn!(error = %e, "web: an Activity's session could not be opened");
            trouble(
                lang,
                StatusCode::INTERNAL_SERVER_ERROR,
                "web-sign-in-failed",
            )
        }
    }
}
