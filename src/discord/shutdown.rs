//! The shutdown's deadline: from SIGTERM or Ctrl-C the process is gone within 10 s, even
//! when Discord stops answering. Each wait of the shutdown (the commands in flight, the
//! gateway, the clock's and the outbox's last round) is bounded by what is left of it, and
//! a watchdog ends the process if something still hangs. Nothing is lost that was
//! acknowledged: every command's change committed before its answer, and posts not yet
//! sent wait in the outbox for the next start.

use super::shared::Shared;
use std::future::Future;
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use tracing::warn;

/// The orderly shutdown's own budget, leaving room before the watchdog.
const ORDERLY: Duration = Duration::from_millis(8_000);
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
fn left() -> Duration {
    let at = *started().get_or_init(Instant::now);
    ORDERLY.saturating_sub(at.elapsed())
}

/// Waits for the commands in flight (their HTTP requests time out), within the budget.
pub async fn finish_in_flight(shared: &Shared) {
    let done = tokio::time::timeout(left(), shared.in_flight.write()).await;
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
