//! What the Discord adapter's tasks share: the service behind its lock, the clock, the
//! settings read at start, and the shutdown's signals; and the one way to call the service.

use super::clock::Clock;
use super::dms::DmChannels;
use super::reachable::Reach;
use crate::i18n::Lang;
use crate::service::Service;
use crate::t;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use tokio::sync::{Notify, RwLock};

pub struct Shared {
    /// Taken out (and the database closed) at shutdown; calls after that are turned away.
    pub service: Mutex<Option<Service>>,
    pub clock: Clock,
    pub dev_guild: Option<u64>,
    /// Set on shutdown: new commands are turned away.
    pub closing: AtomicBool,
    /// Wakes the clock loop at shutdown.
    pub stop: Notify,
    /// Wakes the outbox's sender: rows were written.
    pub outbox: Notify,
    /// Held (read) by every command in flight; shutdown takes it (write) to wait for them.
    pub in_flight: RwLock<()>,
    pub dms: DmChannels,
    /// Whether Discord can be reached, as the gateway and the REST answers show (`reachable`).
    pub reach: Reach,
    /// The bot's work being done in this process (`service::chores`).
    pub chores: crate::service::chores::Working,
}

/// Runs a service call off the async threads (SQLite and rendering block); `None` once the
/// service is closed.
pub async fn call<T: Send + 'static>(
    shared: &Arc<Shared>,
    f: impl FnOnce(&mut Service, i64) -> T + Send + 'static,
) -> Option<T> {
    let s = shared.clone();
    tokio::task::spawn_blocking(move || {
        let now = s.clock.now();
        let mut svc = s.service.lock().unwrap_or_else(|p| p.into_inner());
        svc.as_mut().map(|svc| f(svc, now))
    })
    .await
    .expect("service calls do not panic")
}

/// The answer while shutting down, in the caller's language.
pub fn closing(lang: Lang) -> String {
    t!(lang, "discord-closing")
}
