//! The bot's own work on Discord (its moves, the reviews players chose): after every
//! command and on every clock tick (so also at start, after a restart), the service's one
//! driver (`service::chores::drive`) runs on a blocking thread, the engine thinking outside
//! the service's lock; each move stored is posted in the game's thread or channel like a
//! person's, each review's direct messages sent, as soon as it is stored.

use super::delivery;
use super::shared::Shared;
use crate::service::chores::{self, Outcome, Serving};
use crate::service::Service;
use serenity::all::Http;
use std::sync::Arc;
use tracing::warn;

/// The service behind the adapter's lock, at the adapter's clock.
struct Locked<'a>(&'a Shared);

impl Serving for Locked<'_> {
    fn with<T>(&mut self, f: impl FnOnce(&mut Service, i64) -> T) -> Option<T> {
        let now = self.0.clock.now();
        let mut svc = self.0.service.lock().unwrap_or_else(|p| p.into_inner());
        svc.as_mut().map(|svc| f(svc, now))
    }
}

pub async fn play_owed(shared: Arc<Shared>, http: Arc<Http>) {
    // Held like a command in flight: shutdown waits for a move being thought about.
    let _in_flight = shared.in_flight.read().await;
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let s = shared.clone();
    let work = tokio::task::spawn_blocking(move || {
        chores::drive(&mut Locked(&s), &s.chores, |o| {
            let _ = tx.send(o);
        })
    });
    while let Some(outcome) = rx.recv().await {
        match outcome {
            Outcome::Done(reply) => delivery::announce(&http, &shared, *reply).await,
            Outcome::Failed { game, error } => warn!(game, "the bot's work failed: {error}"),
        }
    }
    if let Err(e) = work.await {
        warn!("the bot's work stopped: {e}");
    }
}
