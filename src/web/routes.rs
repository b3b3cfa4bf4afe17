//! The addresses the pages answer, each handler doing its database work on a blocking
//! thread (the pool's connections, the renderer) and answering HTML, a picture, a stream,
//! or the 404 page.

use super::board::Boards;
use super::headers::{self, Policy};
use super::pool::Pool;
use super::sse::stream::{self, Following};
use super::sse::{Live, Streams, Topic};
use super::topics::{self, unix_now};
use super::{assets, lang, page, server_board, tokens, view};
use crate::i18n::Lang;
use crate::store::sql::Connection;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::header::{ACCEPT_LANGUAGE, CACHE_CONTROL, CONTENT_TYPE, RETRY_AFTER};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{middleware, Router};
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;

/// What the handlers share.
pub struct App {
    pub pool: Pool,
    pub boards: Boards,
    pub live: Arc<Live>,
    /// The event streams open, within their limits.
    pub streams: Arc<Streams>,
    /// Playing on the pages, when signing in is configured and an adapter takes the moves.
    pub play: Option<super::play::Play>,
}

type Shared = Arc<App>;

pub fn router(app: Shared, policy: Arc<Policy>) -> Router {
    Router::new()
        .route("/g/{token}", get(game))
        .route("/g/{token}/events", get(game_events))
        .route("/g/{token}/board/{file}", get(board))
        .route("/s/{token}", get(server))
        .route("/s/{token}/events", get(server_events))
        .route("/assets/web.js", get(script))
        .route("/assets/web.css", get(style))
        .route("/assets/play.js", get(play_script))
        .route("/assets/{file}", get(hashed))
        .merge(super::play::routes())
        .fallback(missing)
        .with_state(app)
        .layer(middleware::from_fn_with_state(policy, headers::secure))
}

/// Runs `f` with a connection on a blocking thread.
pub(crate) async fn blocking<T: Send + 'static>(
    app: &Shared,
    f: impl FnOnce(&App, &Connection) -> Result<T, String> + Send + 'static,
) -> Result<T, String> {
    let app = app.clone();
    tokio::task::spawn_blocking(move || app.pool.with(|c| f(&app, c)))
        .await
        .map_err(|e| e.to_string())?
}

pub(crate) fn lang_of(headers: &HeaderMap) -> Lang {
    lang::preferred(headers.get(ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()))
}

/// A page's HTML; never stored by caches, as it changes with the game.
pub(crate) fn html(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (CONTENT_TYPE, "text/html; charset=utf-8"),
            (CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response()
}

fn not_found(lang: Lang) -> Response {
    html(StatusCode::NOT_FOUND, page::not_found(lang))
}

/// The answer when the database failed: logged, and said plainly.
pub(crate) fn failed(e: &str) -> Response {
    tracing::warn!(error = %e, "web: a page failed");
    (StatusCode::INTERNAL_SERVER_ERROR, "something went wrong").into_response()
}

/// An HTML page, or the 404 page when the token found nothing.
fn page_or_404(lang: Lang, out: Result<Option<String>, String>) -> Response {
    match out {
        Ok(Some(body)) => html(StatusCode::OK, body),
        Ok(None) => not_found(lang),
        Err(e) => failed(&e),
    }
}

async fn missing(headers: HeaderMap) -> Response {
    not_found(lang_of(&headers))
}

async fn game(
    State(app): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(&headers);
    let out = blocking(&app, move |_, c| match tokens::game(c, &token)? {
        Some(id) => view::game(c, id, lang, unix_now()).map(|v| Some(page::game_page(lang, &v))),
        None => Ok(None),
    })
    .await;
    page_or_404(lang, out)
}

async fn server(
    State(app): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(&headers);
    let out = blocking(&app, move |_, c| match tokens::server(c, &token)? {
        Some(guild) => server_board::page(c, guild, &token, lang).map(Some),
        None => Ok(None),
    })
    .await;
    page_or_404(lang, out)
}

/// How a board picture is asked for: `?flip=1` draws Black at the bottom.
#[derive(Deserialize)]
struct Side {
    flip: Option<String>,
}

/// `<ply>.png`, the board after that many plies.
async fn board(
    State(app): State<Shared>,
    Path((token, file)): Path<(String, String)>,
    Query(side): Query<Side>,
    headers: HeaderMap,
) -> Response {
    let flip = side.flip.as_deref() == Some("1");
    let lang = lang_of(&headers);
    let Some(ply) = file
        .strip_suffix(".png")
        .and_then(|p| p.parse::<u32>().ok())
    else {
        return not_found(lang);
    };
    let out = blocking(&app, move |app, c| match tokens::game(c, &token)? {
        Some(id) => app.boards.png(c, id, ply, lang, flip),
        None => Ok(None),
    })
    .await;
    match out {
        // The address carries the game's version, so a picture kept a day is never stale.
        Ok(Some(png)) => (
            [
                (CONTENT_TYPE, "image/png"),
                (CACHE_CONTROL, "private, max-age=86400"),
            ],
            png.as_ref().clone(),
        )
            .into_response(),
        Ok(None) => not_found(lang),
        Err(e) => failed(&e),
    }
}

/// The version the page was drawn at (`?v=`).
#[derive(Deserialize)]
struct Since {
    v: Option<String>,
}

async fn game_events(
    State(app): State<Shared>,
    Path(token): Path<String>,
    Query(since): Query<Since>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let find = move |c: &Connection| Ok(tokens::game(c, &token)?.map(Topic::Game));
    events(app, since, (peer, &headers), find).await
}

async fn server_events(
    State(app): State<Shared>,
    Path(token): Path<String>,
    Query(since): Query<Since>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let find = move |c: &Connection| Ok(tokens::server(c, &token)?.map(Topic::Server));
    events(app, since, (peer, &headers), find).await
}

/// How long a page refused its stream waits before it asks again.
const STREAM_RETRY_SECONDS: &str = "30";

/// The event stream of the topic `find` finds, its state sent at once when the page is
/// behind; the 404 page when there is none; 503 when the streams are at their limit for
/// everyone or for this sender.
async fn events(
    app: Shared,
    since: Since,
    (peer, headers): (SocketAddr, &HeaderMap),
    find: impl FnOnce(&Connection) -> Result<Option<Topic>, String> + Send + 'static,
) -> Response {
    let lang = lang_of(headers);
    let Some(admitted) = app
        .streams
        .admit(&super::sender::sender("events", peer, headers))
    else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [
                (RETRY_AFTER, STREAM_RETRY_SECONDS),
                (CACHE_CONTROL, "no-store"),
            ],
            "too many live pages open; this one asks again later",
        )
            .into_response();
    };
    // Subscribed before the version is read: nothing committed after it is missed.
    let rx = app.live.subscribe();
    let out = blocking(&app, move |app, c| {
        let Some(topic) = find(c)? else {
            return Ok(None);
        };
        let now = app.live.follow(topic, || topics::version(c, topic))?;
        // Held from here: a page gone before its stream begins is unfollowed all the same.
        let following = Following::new(app.live.clone(), topic);
        let behind = since.v.as_deref() != Some(now.as_str());
        let first = behind.then(|| topics::render(c, topic, lang)).transpose()?;
        Ok(Some((following, first)))
    })
    .await;
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    match out {
        // A reverse proxy must pass each event on at once, not gather them (nginx's header).
        Ok(Some((following, first))) => (
            [("x-accel-buffering", "no")],
            stream::events(admitted, following, rx, index, first),
        )
            .into_response(),
        Ok(None) => not_found(lang),
        Err(e) => failed(&e),
    }
}

async fn script() -> Response {
    asset("text/javascript; charset=utf-8", assets::SCRIPT)
}

async fn play_script() -> Response {
    asset("text/javascript; charset=utf-8", assets::PLAY)
}

/// An asset named by its content's hash: kept as long as a cache likes.
async fn hashed(Path(file): Path<String>, headers: HeaderMap) -> Response {
    if file != assets::activity_name() {
        return not_found(lang_of(&headers));
    }
    (
        [
            (CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (CACHE_CONTROL, "public, max-age=31536000, immutable"),
        ],
        assets::ACTIVITY,
    )
        .into_response()
}

async fn style() -> Response {
    asset("text/css; charset=utf-8", assets::STYLE)
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    (
        [(CONTENT_TYPE, kind), (CACHE_CONTROL, "max-age=3600")],
        body,
    )
        .into_response()
}
