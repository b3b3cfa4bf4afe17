//! What a request that changes something must show besides its session: the session's
//! forgery token (`x-csrf-token`, which only our page knows), a browser `Origin` that is
//! ours (or, for an Activity's bearer session, Discord's proxy of our pages), and a pace
//! within the session's rate.

use super::viewer::Viewer;
use super::Play;
use crate::web::tokens::same;
use axum::http::header::ORIGIN;
use axum::http::{HeaderMap, StatusCode};

/// The header carrying the forgery token.
pub const CSRF: &str = "x-csrf-token";

/// Why a request was turned away, each with its message key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Denied {
    /// Sent by a page of another site.
    Origin,
    /// Without the session's forgery token.
    Forged,
    TooFast,
}

impl Denied {
    pub fn status(self) -> StatusCode {
        match self {
            Denied::Origin | Denied::Forged => StatusCode::FORBIDDEN,
            Denied::TooFast => StatusCode::TOO_MANY_REQUESTS,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Denied::Origin => "web-denied-origin",
            Denied::Forged => "web-denied-forged",
            Denied::TooFast => "web-too-fast",
        }
    }
}

/// Whether `viewer` may change something with this request.
pub fn check(play: &Play, viewer: &Viewer, headers: &HeaderMap) -> Result<(), Denied> {
    if !play.rate.allow(&viewer.session.id) {
        return Err(Denied::TooFast);
    }
    origin_ok(play, viewer.bearer, headers)?;
    let token = headers
        .get(CSRF)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if !same(&viewer.session.csrf, token) {
        return Err(Denied::Forged);
    }
    Ok(())
}

/// A browser names the page a request comes from: ours, or for a bearer, Discord's proxy
/// of ours (`https://<application id>.discordsays.com`). A cookie's request must name one.
pub fn origin_ok(play: &Play, bearer: bool, headers: &HeaderMap) -> Result<(), Denied> {
    let origin = headers.get(ORIGIN).and_then(|v| v.to_str().ok());
    let proxy = format!("https://{}.discordsays.com", play.discord.client_id);
    match origin {
        Some(o) if o == play.origin => Ok(()),
        Some(o) if bearer && o == proxy => Ok(()),
        None if bearer => Ok(()),
        _ => Err(Denied::Origin),
    }
}
