//! Playing on the pages: a player signs in with Discord (OAuth2's code flow on the web, the
//! Embedded App SDK's handshake inside a Discord Activity) and the board's taps become the
//! commands `/move`, `/resign`, `/draw` and `/hint` are, run by the adapter that started the
//! pages (`Desk`). Without the application's id, its secret and the public address, the
//! pages stay read-only.

mod act;
mod activity;
mod cookies;
pub mod desk;
mod guard;
pub mod local;
pub mod oauth;
mod rate;
mod sign_in;
mod viewer;
mod writer;
mod you;

pub use desk::{Answering, Desk};

use super::routes::App;
use axum::routing::{get, post};
use axum::Router;
use std::sync::Arc;

/// What signing in needs, from the configuration.
#[derive(Clone)]
pub struct SignInConfig {
    pub application_id: u64,
    /// The OAuth2 client secret; never logged.
    pub client_secret: String,
    /// The configuration's `api_url` (none: Discord's own).
    pub api_url: Option<String>,
    /// The pages' public address (`web_url`): sign-ins come back to `<it>/auth/callback`.
    pub public_url: String,
    /// The bot's token, to ask Discord where an Activity runs.
    pub bot_token: Option<String>,
}

impl std::fmt::Debug for SignInConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SignInConfig")
            .field("application_id", &self.application_id)
            .field("public_url", &self.public_url)
            .finish_non_exhaustive()
    }
}

/// Playing, when it is on.
pub struct Play {
    pub desk: Arc<dyn Desk>,
    pub discord: oauth::Discord,
    pub writer: writer::Writer,
    pub rate: rate::Rate,
    /// `scheme://host[:port]` of the public address: what a browser's `Origin` says.
    pub origin: String,
    /// The sign-in's return address.
    pub callback: String,
    /// Cookies are `Secure` (the public address is https).
    pub secure: bool,
}

/// How long a session lasts: a month on the web, a day inside an Activity.
pub const WEB_DAYS: i64 = 30;
pub const ACTIVITY_DAYS: i64 = 1;

impl Play {
    pub fn new(
        config: &SignInConfig,
        desk: Arc<dyn Desk>,
        db: &std::path::Path,
    ) -> Result<Play, String> {
        let public = config.public_url.trim_end_matches('/').to_string();
        Ok(Play {
            desk,
            discord: oauth::Discord::new(
                config.api_url.as_deref(),
                config.application_id,
                config.client_secret.clone(),
                config.bot_token.clone(),
            ),
            writer: writer::Writer::open(db)?,
            rate: rate::Rate::default(),
            origin: origin_of(&public),
            callback: format!("{public}/auth/callback"),
            secure: public.starts_with("https://"),
        })
    }
}

/// The origin part of an address: `https://a.example:8443/x` gives `https://a.example:8443`.
fn origin_of(url: &str) -> String {
    match url.find("://") {
        Some(i) => {
            let rest = &url[i + 3..];
            let end = rest.find('/').map_or(url.len(), |j| i + 3 + j);
            url[..end].to_string()
        }
        None => url.to_string(),
    }
}

/// The routes of playing (they answer "not available" when playing is off).
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/auth/login", get(sign_in::login))
        .route("/auth/callback", get(sign_in::callback))
        .route("/auth/logout", post(sign_in::logout))
        .route("/g/{token}/you", get(you::you))
        .route("/g/{token}/act", post(act::act))
        .route("/activity", get(activity::page))
        .route("/activity/session", post(activity::session))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_origin_is_scheme_host_and_port() {
        assert_eq!(
            origin_of("https://a.example:8443/x/y"),
            "https://a.example:8443"
        );
        assert_eq!(origin_of("http://127.0.0.1:5000"), "http://127.0.0.1:5000");
    }
}
