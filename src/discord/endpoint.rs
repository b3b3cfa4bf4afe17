//! The Interactions Endpoint: Discord POSTs each interaction to `/interactions`, signed with
//! the application's key. A body over `MAX_BODY` is refused (413) before any other work; a
//! signature missing, wrong, too old or already used gets 401 and changes nothing (Discord
//! sends bad signatures on purpose to check this, and drops the URL of an endpoint that
//! takes them); a PING is answered PONG. Every other interaction goes to the same dispatch
//! as the gateway's, which answers through the callback endpoint (files and all) as it does
//! for the gateway; this request is then answered 202 with no body, as Discord asks of an
//! interaction answered that way (docs: interactions/receiving-and-responding).

use super::handler::Handler;
use super::replays::Replays;
use super::shared::call;
use super::signature::Verifier;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use serde::Deserialize;
use serenity::all::{ApplicationId, Http, Interaction};
use std::sync::Arc;
use std::time::Duration;
use tracing::{debug, info};

/// The largest body taken. Discord's largest interactions carry a message (2,000
/// characters of content, 6,000 over all its embeds) or a command's resolved objects:
/// tens of KiB at most. Four times more than that still leaves a flood of junk cheap.
pub const MAX_BODY: usize = 256 * 1024;

/// How long this request waits for the dispatch to answer through the callback endpoint
/// before saying 202 anyway: within Discord's three seconds for the first answer. A long
/// piece of work (a review) has deferred long before; it goes on after the 202.
const ACK_WAIT: Duration = Duration::from_millis(2_500);

/// What the endpoint needs: the dispatch and the client it answers with, the key, the
/// signatures already taken.
pub struct Endpoint {
    pub handler: Handler,
    pub http: Arc<Http>,
    pub verifier: Verifier,
    pub replays: Replays,
}

/// `POST /interactions`, bodies bounded.
pub fn router(endpoint: Arc<Endpoint>) -> Router {
    Router::new()
        .route("/interactions", post(receive))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(endpoint)
}

/// Only the interaction's type is read before it is known to be a PING.
#[derive(Deserialize)]
struct Kind {
    #[serde(rename = "type")]
    kind: u8,
}

const PING: u8 = 1;

async fn receive(
    State(endpoint): State<Arc<Endpoint>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(why) = endpoint.verified(&headers, &body) {
        // Never the body or the headers: the body holds the interaction's token.
        info!("interaction refused (401): {why}");
        return (StatusCode::UNAUTHORIZED, "invalid request signature").into_response();
    }
    let Ok(Kind { kind }) = serde_json::from_slice(&body) else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    if kind == PING {
        return (
            [(header::CONTENT_TYPE, "application/json")],
            r#"{"type":1}"#,
        )
            .into_response();
    }
    let interaction: Interaction = match serde_json::from_slice(&body) {
        Ok(i) => i,
        Err(e) => {
            debug!(kind, "an interaction serenity cannot read: {e}");
            return StatusCode::BAD_REQUEST.into_response();
        }
    };
    // Another machine behind the same address may have taken this very request: the
    // shared database says (each machine remembers only the signatures it took).
    let id = interaction.id().get();
    let first = call(&endpoint.handler.0, move |s, now| s.first_delivery(id, now)).await;
    if first == Some(false) {
        info!("interaction refused (401): already taken by another process");
        return (StatusCode::UNAUTHORIZED, "invalid request signature").into_response();
    }
    // serenity answers follow-ups under the application's id, which READY gives it on
    // the gateway; here each interaction brings it.
    if endpoint.http.application_id().is_none() {
        if let Some(id) = application_id(&interaction) {
            endpoint.http.set_application_id(id);
        }
    }
    let work = tokio::spawn(async move {
        endpoint.handler.dispatch(&endpoint.http, interaction).await;
    });
    // Dropping the handle after the wait leaves the work running.
    let _ = tokio::time::timeout(ACK_WAIT, work).await;
    StatusCode::ACCEPTED.into_response()
}

fn application_id(interaction: &Interaction) -> Option<ApplicationId> {
    match interaction {
        Interaction::Command(c) | Interaction::Autocomplete(c) => Some(c.application_id),
        Interaction::Component(c) => Some(c.application_id),
        Interaction::Modal(c) => Some(c.application_id),
        _ => None,
    }
}

impl Endpoint {
    /// Whether the request is Discord's, signed near now and not taken before; why not.
    fn verified(&self, headers: &HeaderMap, body: &[u8]) -> Result<(), &'static str> {
        let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let (Some(signature), Some(timestamp)) = (
            header("x-signature-ed25519"),
            header("x-signature-timestamp"),
        ) else {
            return Err("no signature");
        };
        let signed_at: i64 = timestamp.parse().map_err(|_| "a malformed timestamp")?;
        let now = self.handler.0.clock.now();
        if !Replays::timely(signed_at, now) {
            return Err("signed too long ago (or ahead)");
        }
        let signature = self
            .verifier
            .check(timestamp, signature, body)
            .ok_or("a wrong signature")?;
        if !self.replays.first_time(signature, signed_at, now) {
            return Err("a request already taken");
        }
        Ok(())
    }
}
