//! Starting the pages: the schema brought up to date, the listener bound, the watcher
//! started and the server spawned on the runtime already running. A listener that cannot
//! bind is a warning: the bot goes on without its pages.

use super::board::Boards;
use super::headers::Policy;
use super::play::{Desk, Play};
use super::pool::Pool;
use super::routes::{router, App};
use super::sse::{Live, Streams};
use super::{descriptors, listen, topics, WebConfig};
use crate::store::Store;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use tracing::{info, warn};

/// Where Discord frames an Activity: its clients and its proxy of our pages.
const DISCORD_FRAMERS: [&str; 4] = [
    "https://discord.com",
    "https://ptb.discord.com",
    "https://canary.discord.com",
    "https://*.discordsays.com",
];

/// The pages, listening.
pub struct Web {
    /// Where they listen (a port of 0 in the configuration is chosen here).
    pub addr: SocketAddr,
    /// Players can sign in and move on them.
    pub playing: bool,
}

/// Starts the pages on the current tokio runtime; none when they are turned off or the
/// address cannot be bound (both logged).
/// Playing is on when signing in is configured and `desk` takes the moves.
pub async fn start(config: &WebConfig, db: &Path, desk: Option<Arc<dyn Desk>>) -> Option<Web> {
    let listen = config.listen.trim();
    if listen.is_empty() {
        info!("web pages off (web_listen is empty)");
        return None;
    }
    // The read-only connections need the current schema, which the bot may not have made
    // yet. Opening blocks (a database server's connection): off the async threads.
    let path = db.to_path_buf();
    if let Err(e) = blocking(move || Store::open(&path).map(drop)).await {
        warn!(error = %e, "web pages off: cannot open the database");
        return None;
    }
    let listener = match tokio::net::TcpListener::bind(listen).await {
        Ok(l) => l,
        Err(e) => {
            warn!(address = listen, error = %e, "web pages off: cannot listen; the bot goes on");
            return None;
        }
    };
    let addr = listener.local_addr().ok()?;
    let path = db.to_path_buf();
    let watcher = match blocking(move || Pool::new(path).open()).await {
        Ok(c) => c,
        Err(e) => {
            warn!(error = %e, "web pages off");
            return None;
        }
    };
    let live = Live::start(watcher, Box::new(topics::version), Box::new(topics::render));
    let play = match (config.sign_in.clone(), desk) {
        (Some(s), Some(desk)) => {
            let path = db.to_path_buf();
            blocking(move || Play::new(&s, desk, &path))
                .await
                .inspect_err(|e| warn!(error = %e, "playing on the pages is off"))
                .ok()
        }
        _ => None,
    };
    let mut framers = config.embed.clone();
    if play.is_some() {
        // The Activity: Discord shows our pages in its frames (its clients, its proxy).
        framers.extend(DISCORD_FRAMERS.iter().map(|s| s.to_string()));
        info!("playing on the pages is on (signing in with Discord, the Activity)");
    }
    let playing = play.is_some();
    let limits = &config.limits;
    let app = Arc::new(App {
        pool: Pool::new(db.to_path_buf()),
        boards: Boards::default(),
        live,
        streams: Streams::new(limits.streams, limits.streams_per_sender),
        play,
    });
    let routes = router(app, Arc::new(Policy::new(&framers)));
    let connections = connections(limits.connections);
    tokio::spawn(listen::serve(
        listener,
        routes,
        connections,
        limits.header_timeout,
    ));
    info!(%addr, connections, "web pages listening");
    Some(Web { addr, playing })
}

/// Descriptors kept for everything but the pages' connections: the database's files and
/// connections, Discord's sockets, the logs.
const RESERVED_DESCRIPTORS: u64 = 256;

/// The connections the pages may hold: `wanted`, or fewer if the descriptors (raised to
/// their hard limit first) leave fewer beside the reserve.
fn connections(wanted: usize) -> usize {
    match descriptors::raise() {
        Some(soft) => {
            let room = soft.saturating_sub(RESERVED_DESCRIPTORS).max(16) as usize;
            if room < wanted {
                warn!(
                    descriptors = soft,
                    connections = room,
                    "web: few file descriptors (raise LimitNOFILE); connections capped lower"
                );
            }
            wanted.min(room)
        }
        None => wanted,
    }
}

/// `f` on a blocking thread: opening a connection to a database server blocks, which the
/// async threads may not.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, String> + Send + 'static,
) -> Result<T, String> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| e.to_string())?
}
