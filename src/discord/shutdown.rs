//! The shutdown's deadline: from SIGTERM or Ctrl-C the process ends by its own steps within
//! 8 s, even when Discord stops answering. Each wait of the shutdown (the commands in flight,
//! 6.5 s at most; the gateway, the clock's and the outbox's last round, the blocking work
//! still running when the runtime stops) is bounded by what is left of it, and a watchdog
//! ends the process at 9.5 s if something still hangs. Nothing is lost that was
//! acknowledged: every command's change committed before its answer, and posts not yet
//! sent wait in the outbox for the next start.

use super::shared::Shared;
use std::future::Future;
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use tracing::warn;

/// The orderly shutdown's own budget, leaving room before the watchdog.
const ORDERLY: Duration = Duration::from_millis(8_000);
/// What the commands in flight may take of it: one request's timeout (6 s) and a little,
/// so that the gateway's disconnect, the last rounds and the database's close always have
/// the rest, whatever a command still waits for (a second request, the engine thinking).
const IN_FLIGHT: Duration = Duration::from_millis(6_500);
/// When the watchdog ends the process: within the promised 10 s.
const WATCHDOG: Duration = Duration::from_millis(9_500);

fn started() -> &'static OnceLock<Instant> {
    static AT: OnceLock<Instant> = OnceLock::new();
    &AT
}

/// Starts the clock of the shutdown, and the watchdog.
pub fn deadline() {
    if started().set(Instant::now()).is_err() {
        return;
    }
    std::thread::spawn(|| {
        std::thread::sleep(WATCHDOG);
        warn!("shutdown deadline reached: stopping now");
        std::process::exit(0);
    });
}

/// What is left of the orderly shutdown's budget.
pub fn left() -> Duration {
    left_of(ORDERLY)
}

/// What is left of `budget` counted from the signal.
fn left_of(budget: Duration) -> Duration {
    let at = *started().get_or_init(Instant::now);
    budget.saturating_sub(at.elapsed())
}

/// Waits for the commands in flight (their HTTP requests time out), within their share of
/// the budget.
pub async fn finish_in_flight(shared: &Shared) {
    let done = tokio::time::timeout(left_of(IN_FLIGHT), shared.in_flight.write()).await;
    if done.is_err() {
        warn!("commands still in flight at the shutdown's deadline: stopping without them");
    }
}

/// Waits for `work` within what is left of the budget.
pub async fn bounded<T>(what: &str, work: impl Future<Output = T>) {
    if tokio::time::timeout(left(), work).await.is_err() {
        warn!("{what} did not end before the shutdown's deadline");
    }
}
