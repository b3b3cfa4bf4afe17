//! Discord's OAuth2 authorization code grant as its documentation describes it
//! (docs: topics/oauth2): the authorize page a browser is sent to (here the user a test
//! signed in at Discord consents at once, and is sent back to `redirect_uri` with `code` and
//! `state`), the token URL taking only form bodies (`application/x-www-form-urlencoded`;
//! JSON gets `unsupported_grant_type`, as on Discord) with the client's credentials as
//! HTTP Basic or as form fields, a code good once and for 10 minutes, an access token good
//! for a week; and Get Current User with that token. The Embedded App SDK's `authorize` of
//! an Activity gives a code without a redirect URI (`FakeDiscord::activity_code`).
//!
//! URLs as Discord's: the authorize page at `/oauth2/authorize` (also `/api/oauth2/authorize`),
//! the token at `/api/oauth2/token` and the user at `/api/users/@me` (with or without a
//! version, `/api/v10/...`).

use super::http::{api_path, essence, Reply};
use super::model::Answer;
use super::payloads::user;
use super::urlencoded::{self, value};
use super::{FakeDiscord, Recorded, World, APP_ID, BOT_ID};
use serde_json::json;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The application's client secret: what the bot's `client_secret` must be.
pub const CLIENT_SECRET: &str = "fake-client-secret";

/// How long a code may wait for its exchange (Discord: 10 minutes).
const CODE_LIFETIME: Duration = Duration::from_secs(600);

/// How long an access token holds: the token response's `expires_in` (a week).
const TOKEN_SECONDS: u64 = 604_800;

/// A code given out, and what it grants.
struct Code {
    code: String,
    client: u64,
    user: (u64, String),
    scope: String,
    /// The `redirect_uri` it was given to; none for an Activity's code.
    redirect_uri: Option<String>,
    issued: Instant,
    used: bool,
}

/// An access token and its refresh token.
struct Token {
    access: String,
    refresh: String,
    user: (u64, String),
    scope: String,
    issued: Instant,
    /// Refreshed: both tokens replaced by new ones.
    revoked: bool,
}

#[derive(Default)]
pub struct OAuth {
    /// Who is signed in at Discord in the browser a test drives.
    signed_in: Option<(u64, String)>,
    /// The signed-in user presses Cancel rather than Authorize.
    refuses: bool,
    codes: Vec<Code>,
    tokens: Vec<Token>,
    /// How far Discord's clock is ahead of this machine's (`FakeDiscord::later_at_discord`).
    ahead: Duration,
}

impl OAuth {
    fn now(&self) -> Instant {
        Instant::now() + self.ahead
    }

    fn issue_code(&mut self, user: (u64, String), scope: &str, redirect: Option<&str>) -> String {
        let code = random_token();
        self.codes.push(Code {
            code: code.clone(),
            client: APP_ID,
            user,
            scope: scope.to_string(),
            redirect_uri: redirect.map(String::from),
            issued: self.now(),
            used: false,
        });
        code
    }

    fn issue_token(&mut self, user: (u64, String), scope: String) -> Answer {
        let token = Token {
            access: random_token(),
            refresh: random_token(),
            user,
            scope,
            issued: self.now(),
            revoked: false,
        };
        let body = json!({"access_token": token.access, "token_type": "Bearer",
            "expires_in": TOKEN_SECONDS, "refresh_token": token.refresh, "scope": token.scope});
        self.tokens.push(token);
        ("200 OK", Some(body))
    }
}

impl FakeDiscord {
    /// `user` (called `username`) is signed in at Discord in the browser: the authorize
    /// page sends them back to the app with a code.
    pub fn sign_in_at_discord(&self, user: u64, username: &str) {
        self.state.lock().unwrap().oauth.signed_in = Some((user, username.to_string()));
    }

    /// No one is signed in at Discord any more: the authorize page asks to log in.
    pub fn sign_out_at_discord(&self) {
        self.state.lock().unwrap().oauth.signed_in = None;
    }

    /// Whether the signed-in user authorizes the app (the default) or cancels: then
    /// Discord sends them back with `error=access_denied` instead of a code.
    pub fn consent_at_discord(&self, consents: bool) {
        self.state.lock().unwrap().oauth.refuses = !consents;
    }

    /// A code as the Embedded App SDK's `authorize` gives an Activity for `user`: scope
    /// `identify`, no redirect URI (its exchange must give none).
    pub fn activity_code(&self, user: u64, username: &str) -> String {
        let mut s = self.state.lock().unwrap();
        s.oauth
            .issue_code((user, username.to_string()), "identify", None)
    }

    /// Discord's clock moves on by `by` (codes and tokens age; the machine's does not).
    pub fn later_at_discord(&self, by: Duration) {
        self.state.lock().unwrap().oauth.ahead += by;
    }
}

/// The OAuth2 requests, answered; `None` for any other.
pub fn route(fake: &FakeDiscord, r: &Recorded) -> Option<Reply> {
    let api = api_path(&r.path);
    let mut state = fake.state.lock().unwrap();
    let state = &mut *state;
    let (oauth, world) = (&mut state.oauth, &state.world);
    match (r.method.as_str(), api.as_deref()) {
        ("GET", Some(["oauth2", "authorize"])) => Some(authorize(oauth, &r.query)),
        ("GET", None) if r.path == "/oauth2/authorize" => Some(authorize(oauth, &r.query)),
        ("POST", Some(["oauth2", "token"])) => Some(token(oauth, r).into()),
        ("GET", Some(["users", "@me"])) => Some(me(oauth, world, r).into()),
        (_, None) if r.path == "/oauth2/token" || r.path == "/users/@me" => {
            // discord.com serves its web app there, not the API.
            eprintln!(
                "fake discord: {} is under the API base: /api{} (docs: topics/oauth2, OAuth2 URLs)",
                r.path, r.path
            );
            Some(Reply::page("404 Not Found", "Not Found"))
        }
        _ => None,
    }
}

/// GET /oauth2/authorize: the parameters checked as Discord's page does (an error page
/// says which is wrong), then the signed-in user's consent: `302` to `redirect_uri` with
/// `code` and `state` (as given) added to its query.
fn authorize(oauth: &mut OAuth, query: &str) -> Reply {
    let q = urlencoded::pairs(query);
    let bad = |why: &str| Reply::page("400 Bad Request", &format!("Invalid OAuth2 request: {why}"));
    if value(&q, "client_id") != Some(APP_ID.to_string().as_str()) {
        return bad(&format!(
            "client_id {:?} is not this application's id ({APP_ID})",
            value(&q, "client_id")
        ));
    }
    if value(&q, "response_type") != Some("code") {
        return bad(&format!(
            "response_type {:?}: only \"code\" (the authorization code grant)",
            value(&q, "response_type")
        ));
    }
    let scope = value(&q, "scope").unwrap_or_default();
    if !scope.split_whitespace().any(|s| s == "identify") {
        return bad(&format!("scope {scope:?} does not include identify"));
    }
    let Some(redirect) = value(&q, "redirect_uri") else {
        return bad("redirect_uri is missing");
    };
    if !absolute_http(redirect) {
        return bad(&format!(
            "redirect_uri {redirect:?} is not an absolute http(s) URL without a fragment"
        ));
    }
    let Some(who) = oauth.signed_in.clone() else {
        return Reply::page(
            "200 OK",
            "Log in to Discord to continue to the application.",
        );
    };
    let back = |params: &str| {
        let join = if redirect.contains('?') { '&' } else { '?' };
        let state = value(&q, "state")
            .map(|s| format!("&state={}", urlencoded::encode(s)))
            .unwrap_or_default();
        Reply::redirect(format!("{redirect}{join}{params}{state}"))
    };
    if oauth.refuses {
        return back(
            "error=access_denied&error_description=The+resource+owner+or+authorization+server+denied+the+request",
        );
    }
    let code = oauth.issue_code(who, scope, Some(redirect));
    back(&format!("code={code}"))
}

/// `http://host...` or `https://host...`, with a host and no fragment.
fn absolute_http(uri: &str) -> bool {
    let rest = uri
        .strip_prefix("http://")
        .or_else(|| uri.strip_prefix("https://"));
    rest.is_some_and(|r| !r.is_empty() && !r.starts_with('/')) && !uri.contains('#')
}

fn oauth_error(status: &'static str, error: &str, description: Option<&str>) -> Answer {
    let mut body = json!({"error": error});
    if let Some(d) = description {
        body["error_description"] = json!(d);
    }
    (status, Some(body))
}

/// POST /api/oauth2/token: a code (or a refresh token) for an access token.
fn token(oauth: &mut OAuth, r: &Recorded) -> Answer {
    let form = &r.form;
    let content_type = r.header("content-type").map(essence).unwrap_or_default();
    // Discord reads only form bodies: from any other, not even the grant type.
    let grant = if content_type == "application/x-www-form-urlencoded" {
        value(form, "grant_type")
    } else {
        None
    };
    if !matches!(grant, Some("authorization_code" | "refresh_token")) {
        let shown = grant.map_or("None".to_string(), String::from);
        let why = format!("Grant type {shown} is not supported");
        return oauth_error("400 Bad Request", "unsupported_grant_type", Some(&why));
    }
    let client = basic_credentials(r.header("authorization")).or_else(|| {
        let id = value(form, "client_id")?;
        Some((id.to_string(), value(form, "client_secret")?.to_string()))
    });
    let client = match client {
        Some((id, secret)) if secret == CLIENT_SECRET => id.parse::<u64>().ok(),
        _ => None,
    };
    let Some(client) = client.filter(|&c| c == APP_ID) else {
        return oauth_error("401 Unauthorized", "invalid_client", None);
    };
    let now = oauth.now();
    if grant == Some("refresh_token") {
        let given = value(form, "refresh_token");
        let Some(old) = oauth
            .tokens
            .iter_mut()
            .find(|t| Some(t.refresh.as_str()) == given && !t.revoked)
        else {
            let why = "Invalid \"refresh_token\" in request.";
            return oauth_error("400 Bad Request", "invalid_grant", Some(why));
        };
        old.revoked = true;
        let (user, scope) = (old.user.clone(), old.scope.clone());
        return oauth.issue_token(user, scope);
    }
    let given = value(form, "code");
    let Some(code) = oauth.codes.iter_mut().find(|c| {
        Some(c.code.as_str()) == given
            && !c.used
            && c.client == client
            && now.duration_since(c.issued) < CODE_LIFETIME
    }) else {
        let why = "Invalid \"code\" in request.";
        return oauth_error("400 Bad Request", "invalid_grant", Some(why));
    };
    // The redirect URI the code was given to, again; none for a code given without one.
    if code.redirect_uri.as_deref() != value(form, "redirect_uri") {
        let why = "Invalid \"redirect_uri\" in request.";
        return oauth_error("400 Bad Request", "invalid_grant", Some(why));
    }
    code.used = true;
    let (user, scope) = (code.user.clone(), code.scope.clone());
    oauth.issue_token(user, scope)
}

/// The client id and secret of an `Authorization: Basic` header.
fn basic_credentials(header: Option<&str>) -> Option<(String, String)> {
    let (scheme, encoded) = header?.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let text = String::from_utf8(base64_decode(encoded.trim())?).ok()?;
    let (id, secret) = text.split_once(':')?;
    Some((id.to_string(), secret.to_string()))
}

/// Standard base64 (with or without padding); `None` on any other character.
fn base64_decode(s: &str) -> Option<Vec<u8>> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let (mut out, mut bits, mut acc) = (Vec::new(), 0u32, 0u32);
    for c in s.trim_end_matches('=').bytes() {
        let v = ALPHABET.iter().position(|&a| a == c)? as u32;
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

/// GET /api/users/@me: the user an access token (`Bearer`) speaks for, with the fields the
/// `identify` scope gives (no email); the bot's own user for its `Bot` token.
fn me(oauth: &OAuth, world: &World, r: &Recorded) -> Answer {
    let unauthorized = || {
        (
            "401 Unauthorized",
            Some(json!({"message": "401: Unauthorized", "code": 0})),
        )
    };
    let auth = r.header("authorization").unwrap_or_default();
    if auth.starts_with("Bot ") {
        return ("200 OK", Some(user(BOT_ID, "rithmo")));
    }
    let Some(given) = auth.strip_prefix("Bearer ") else {
        return unauthorized();
    };
    let now = oauth.now();
    let Some(t) = oauth.tokens.iter().find(|t| {
        t.access == given.trim()
            && !t.revoked
            && now.duration_since(t.issued) < Duration::from_secs(TOKEN_SECONDS)
    }) else {
        return unauthorized();
    };
    if !t.scope.split_whitespace().any(|s| s == "identify") {
        return unauthorized();
    }
    let (id, name) = &t.user;
    let locale = world
        .locales
        .get(id)
        .cloned()
        .unwrap_or_else(|| "en-US".to_string());
    let body = json!({"id": id.to_string(), "username": name, "global_name": name,
        "discriminator": "0", "avatar": null, "public_flags": 0, "flags": 0, "banner": null,
        "accent_color": null, "locale": locale, "mfa_enabled": false, "premium_type": 0});
    ("200 OK", Some(body))
}

/// 30 letters and digits no one can guess (a code, a token).
fn random_token() -> String {
    use std::collections::hash_map::RandomState;
    use std::hash::{BuildHasher, Hasher};
    static DRAWN: AtomicU64 = AtomicU64::new(0);
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut out = String::new();
    while out.len() < 30 {
        let mut h = RandomState::new().build_hasher();
        h.write_u64(DRAWN.fetch_add(1, Ordering::Relaxed));
        let mut n = h.finish();
        for _ in 0..10 {
            out.push(DIGITS[(n % 62) as usize] as char);
            n /= 62;
        }
    }
    out.truncate(30);
    out
}
