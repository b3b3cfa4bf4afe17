//! Signing in on the web: `/auth/login` sends the browser to Discord's authorize page with a
//! new `state` (kept in the store and in a cookie of this browser, so that an answer meant
//! for another browser is refused); `/auth/callback` exchanges Discord's code, reads who it
//! is, opens a session and goes back to the page the player came from; `/auth/logout` ends
//! the session.

use super::guard::{self, Denied};
use super::{cookies, viewer, WEB_DAYS};
use crate::i18n::Lang;
use crate::store::web_sessions;
use crate::t;
use crate::web::html::esc;
use crate::web::page;
use crate::web::routes::{blocking, html, lang_of, App};
use crate::web::topics::unix_now;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::header::{LOCATION, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;

#[derive(Deserialize)]
pub struct Login {
    back: Option<String>,
}

#[derive(Deserialize)]
pub struct Callback {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
}

/// A page of ours to come back to: a path of this site, never another site's address.
/// Only visible ASCII is kept whole: browsers drop tabs and newlines anywhere in an address
/// (WHATWG URL), so `/\t/evil.example` would be read as `//evil.example`, another site; CR,
/// LF or NUL cannot be put in a `Location` at all. Anything else goes back to `/`.
fn local(back: Option<&str>) -> String {
    match back {
        Some(b)
            if b.starts_with('/')
                && !b.starts_with("//")
                && b.bytes().all(|c| c.is_ascii_graphic() && c != b'\\') =>
        {
            b.to_string()
        }
        _ => "/".to_string(),
    }
}

/// A page saying in words why signing in did not work, with the way back.
fn trouble(lang: Lang, status: StatusCode, key: &str, back: &str) -> Response {
    let body = format!(
        "<main id=\"page\"><h1>{}</h1><p>{}</p><p><a href=\"{}\">{}</a></p></main>",
        esc(&t!(lang, "web-sign-in-title")),
        esc(&crate::i18n::text(lang, key, &[])),
        esc(back),
        esc(&t!(lang, "web-sign-in-back")),
    );
    html(
        status,
        page::shell(lang, &t!(lang, "web-sign-in-title"), &body),
    )
}

fn redirect(to: &str, cookies: Vec<HeaderValue>) -> Response {
    let mut res = (StatusCode::FOUND, [(LOCATION, to.to_string())]).into_response();
    for c in cookies {
        res.headers_mut().append(SET_COOKIE, c);
    }
    res
}

pub async fn login(
    State(app): State<Arc<App>>,
    Query(q): Query<Login>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(&headers);
    let back = local(q.back.as_deref());
    let Some(play) = &app.play else {
        return trouble(lang, StatusCode::NOT_FOUND, "web-sign-in-off", &back);
    };
    if !play
        .rate
        .allow(&crate::web::sender::sender("sign-in", peer, &headers))
    {
        return trouble(lang, StatusCode::TOO_MANY_REQUESTS, "web-too-fast", &back);
    }
    let now = unix_now();
    let remembered = back.clone();
    let state = play
        .writer
        .write(move |c| {
            web_sessions::prune(c, now)?;
            web_sessions::begin_sign_in(c, &remembered, now)
        })
        .await;
    let state = match state {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(error = %e, "web: a sign-in could not begin");
            return trouble(
                lang,
                StatusCode::INTERNAL_SERVER_ERROR,
                "web-sign-in-failed",
                &back,
            );
        }
    };
    let to = play.discord.authorize_url(&play.callback, &state);
    let cookie = cookies::set(
        cookies::SIGN_IN,
        &state,
        web_sessions::SIGN_IN_SECONDS,
        play.secure,
    );
    redirect(&to, vec![cookie])
}

pub async fn callback(
    State(app): State<Arc<App>>,
    Query(q): Query<Callback>,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(&headers);
    let Some(play) = &app.play else {
        return trouble(lang, StatusCode::NOT_FOUND, "web-sign-in-off", "/");
    };
    let state = q.state.unwrap_or_default();
    // Discord's answer must come back to the browser that asked for it (login forgery).
    let mine =
        cookies::read(&headers, cookies::SIGN_IN) == Some(state.as_str()) && !state.is_empty();
    if !mine {
        return trouble(lang, StatusCode::BAD_REQUEST, "web-sign-in-stale", "/");
    }
    let now = unix_now();
    let back = play
        .writer
        .write(move |c| web_sessions::finish_sign_in(c, &state, now))
        .await;
    // Checked again on the way out: a page remembered before this check existed, too.
    let back = match back {
        Ok(Some(b)) => local(Some(&b)),
        Ok(None) => return trouble(lang, StatusCode::BAD_REQUEST, "web-sign-in-stale", "/"),
        Err(e) => {
            tracing::warn!(error = %e, "web: a sign-in could not finish");
            return trouble(
                lang,
                StatusCode::INTERNAL_SERVER_ERROR,
                "web-sign-in-failed",
                "/",
            );
        }
    };
    if q.error.is_some() {
        return trouble(lang, StatusCode::OK, "web-sign-in-refused", &back);
    }
    let Some(code) = q.code.filter(|c| !c.is_empty()) else {
        return trouble(lang, StatusCode::BAD_REQUEST, "web-sign-in-stale", &back);
    };
    let someone = match play.discord.exchange(&code, Some(&play.callback)).await {
        Ok(token) => play.discord.me(&token).await,
        Err(e) => Err(e),
    };
    let someone = match someone {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(error = %e, "web: Discord did not confirm a sign-in");
            return trouble(lang, StatusCode::BAD_GATEWAY, "web-sign-in-failed", &back);
        }
    };
    let until = now + WEB_DAYS * 86_400;
    let opened = play
        .writer
        .write(move |c| web_sessions::open(c, someone.id, &someone.name, None, now, until))
        .await;
    match opened {
        Ok(session) => {
            tracing::info!(user = session.user, "web: signed in");
            let keep = cookies::set(
                cookies::SESSION,
                &session.id,
                WEB_DAYS * 86_400,
                play.secure,
            );
            let forget = cookies::set(cookies::SIGN_IN, "", 0, play.secure);
            redirect(&back, vec![keep, forget])
        }
        Err(e) => {
            tracing::warn!(error = %e, "web: a session could not be opened");
            trouble(
                lang,
                StatusCode::INTERNAL_SERVER_ERROR,
                "web-sign-in-failed",
                &back,
            )
        }
    }
}

/// Ends the session the request carries (checked like any change); the cookie goes too.
pub async fn logout(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    let lang = lang_of(&headers);
    let Some(play) = &app.play else {
        return super::you::said(lang, StatusCode::NOT_FOUND, "web-sign-in-off");
    };
    let now = unix_now();
    let h = headers.clone();
    let found = blocking(&app, move |_, c| viewer::find(c, &h, now)).await;
    let v = match found {
        Ok(Some(v)) => v,
        Ok(None) => return super::you::said(lang, StatusCode::UNAUTHORIZED, "web-sign-in-first"),
        Err(e) => return crate::web::routes::failed(&e),
    };
    if let Err(d) = guard::check(play, &v, &headers) {
        return denied(lang, d);
    }
    let id = v.session.id.clone();
    let out = play
        .writer
        .write(move |c| web_sessions::revoke(c, &id, now))
        .await;
    if out.is_err() {
        return crate::web::routes::failed("the session could not be ended");
    }
    let mut res = super::you::said(lang, StatusCode::OK, "web-signed-out");
    res.headers_mut().append(
        SET_COOKIE,
        cookies::set(cookies::SESSION, "", 0, play.secure),
    );
    res
}

/// A request turned away, said in words.
pub fn denied(lang: Lang, d: Denied) -> Response {
    super::you::said(lang, d.status(), d.key())
}

#[cfg(test)]
mod tests {
    use super::local;

    #[test]
    fn only_our_own_pages_are_gone_back_to() {
        assert_eq!(local(Some("/g/abc")), "/g/abc");
        assert_eq!(local(Some("//evil.example/x")), "/");
        assert_eq!(local(Some("https://evil.example")), "/");
        assert_eq!(local(Some("/\\evil.example")), "/");
        assert_eq!(local(None), "/");
        assert_eq!(
            local(Some("/g/abc?in=activity&x=1#top")),
            "/g/abc?in=activity&x=1#top"
        );
    }

    /// Browsers drop tabs and newlines anywhere in an address, so each of these would be
    /// read as `//evil.example/x`; CR, LF and NUL cannot go into a `Location` at all.
    #[test]
    fn whitespace_and_control_characters_go_back_to_our_front_page() {
        for sneaky in [
            "/\t/evil.example/x",
            "/\n/evil.example/x",
            "/\r/evil.example/x",
            "/\r\n/evil.example/x",
            "/\0/evil.example/x",
            "/ /evil.example/x",
            "/\u{b}/evil.example/x",
            "/\u{c}/evil.example/x",
            "/\u{7f}/evil.example/x",
            "/\u{a0}/evil.example/x",
            "/\u{2028}/evil.example/x",
            "/g/abc\t",
        ] {
            assert_eq!(local(Some(sneaky)), "/", "{sneaky:?}");
        }
    }
}
