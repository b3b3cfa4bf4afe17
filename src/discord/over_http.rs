//! `rithmo serve` with interactions over HTTP: no gateway connection and no shards. The
//! commands are registered over REST at start (a bulk overwrite: each process of several
//! doing it changes nothing), the endpoint listens on `interactions_listen`, and the clock
//! and the outbox run as with the gateway, the clock judging Discord up while its REST
//! answers. Several such processes can stand behind one load balancer. What only the
//! gateway tells (the bot removed from a server) does not come this way.

use super::api::Api;
use super::endpoint::{self, Endpoint};
use super::handler::Handler;
use super::reachable::Link;
use super::replays::Replays;
use super::shared::Shared;
use super::signature::Verifier;
use super::{close, Start, Work};
use super::{registration, shutdown, shutdown_signal, start_pages, stop_taking_work};
use serenity::all::{ApplicationId, Http};
use std::sync::Arc;
use std::time::Duration;
use tracing::{info, warn};

pub(super) async fn run(start: Start, http: Arc<Http>) -> Result<(), String> {
    let shared = start.shared.clone();
    let listener = match listen(&start).await {
        Ok(l) => l,
        Err(e) => {
            close(&shared);
            return Err(e);
        }
    };
    let key = start
        .config
        .verifying_key
        .as_ref()
        .ok_or("interactions over HTTP need the application's public key")?;
    let endpoint = Arc::new(Endpoint {
        handler: Handler(shared.clone()),
        http: http.clone(),
        verifier: Verifier::new(key)?,
        replays: Replays::default(),
    });
    start_pages(&start, http.clone()).await;
    tokio::spawn(register(
        shared.clone(),
        http.clone(),
        start.outbox_api.clone(),
        start.config.application_id,
    ));
    let work = Work::start(&start, http, Link::Rest(endpoint.http.clone()));
    let server = tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, endpoint::router(endpoint)).await {
            warn!("the interactions endpoint stopped: {e}");
        }
    });
    shutdown_signal().await;
    info!("shutting down: finishing the commands in flight");
    shutdown::deadline();
    // Requests still arriving are answered "closing" by the dispatch until the commands in
    // flight are done; then the listener goes.
    stop_taking_work(&shared);
    shutdown::finish_in_flight(&shared).await;
    server.abort();
    work.finish(&shared).await;
    Ok(())
}

/// How long to wait before asking again for the application's id, while Discord does not
/// answer.
const ASK_AGAIN: Duration = Duration::from_secs(10);

/// The commands registered, once the application's id is known: configured, or asked of
/// Discord until it answers (every interaction also carries it: `endpoint`).
async fn register(shared: Arc<Shared>, http: Arc<Http>, api: Api, configured: Option<u64>) {
    let id = loop {
        let asked = match configured {
            Some(id) => Some(id),
            None => api.application_id().await,
        };
        if let Some(id) = asked {
            break id;
        }
        warn!("cannot learn the application's id from Discord: asking again");
        tokio::select! {
            _ = tokio::time::sleep(ASK_AGAIN) => {}
            _ = shared.stop.notified() => return,
        }
    };
    http.set_application_id(ApplicationId::new(id));
    registration::register(&http, shared.dev_guild).await;
}

/// The endpoint's listener, on the configured address; one that cannot be bound stops the
/// start (without it the bot would take no command at all).
async fn listen(start: &Start) -> Result<tokio::net::TcpListener, String> {
    let at = &start.config.interactions_listen;
    let listener = tokio::net::TcpListener::bind(at)
        .await
        .map_err(|e| format!("cannot listen for interactions on {at}: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    info!(%addr, "interactions endpoint listening on /interactions");
    Ok(listener)
}
