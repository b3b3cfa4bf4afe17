//! Accepting the pages' connections: each must send its request's head within a time (and
//! so must a connection kept alive between requests, or it is closed), and no more are
//! held at once than the process's file descriptors allow, so that silent or trickling
//! clients can neither pile up nor starve the pages (or the bot's own database and Discord).

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::Layer;
use tracing::warn;

/// How long accepting waits when the process is out of descriptors, before trying again.
const OUT_OF_DESCRIPTORS: Duration = Duration::from_millis(100);
/// A refused connection is logged at most this often.
const WARN_EVERY: Duration = Duration::from_secs(60);

/// Serves `router` on `listener` until the runtime stops: at most `connections` at once (one
/// past that is closed at once), each given `header_timeout` for every request's head.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    connections: usize,
    header_timeout: Duration,
) {
    let permits = Arc::new(Semaphore::new(connections));
    let mut warned: Option<Instant> = None;
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of descriptors (EMFILE) or a connection reset before it was taken:
                // a moment's pause, not a stop.
                warn_now(
                    &mut warned,
                    || warn!(error = %e, "web: cannot accept a connection"),
                );
                tokio::time::sleep(OUT_OF_DESCRIPTORS).await;
                continue;
            }
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            warn_now(&mut warned, || {
                warn!(
                    connections,
                    "web: connections at their limit; one closed at once"
                )
            });
            drop(stream);
            continue;
        };
        let service =
            TowerToHyperService::new(axum::Extension(ConnectInfo(peer)).layer(router.clone()));
        tokio::spawn(async move {
            let mut http = http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(header_timeout);
            // A closed or timed-out connection is the client's business, not an error of ours.
            let _ = http
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades()
                .await;
            drop(permit);
        });
    }
}

/// Runs `log` unless it ran within `WARN_EVERY`.
fn warn_now(last: &mut Option<Instant>, log: impl FnOnce()) {
    let now = Instant::now();
    if last.is_none_or(|at| now.duration_since(at) >= WARN_EVERY) {
        *last = Some(now);
        log();
    }
}
