//! Watching in a browser: read-only pages served by `rithmo serve` on the bot's own tokio
//! runtime. Every game has a page (`/g/<token>`) with its board, players, moves and result,
//! that follows the game live; a server that turns it on has a board of its games
//! (`/s/<token>`). An adapter like `discord` and `console`: it reads the store through the
//! service's words and the renderer, and nothing depends on it.

mod assets;
mod board;
mod descriptors;
mod headers;
mod html;
mod lang;
mod listen;
mod page;
pub mod play;
mod pool;
mod routes;
mod sender;
mod server;
mod server_board;
mod sse;
pub(crate) mod tokens;
mod topics;
mod view;

pub use play::{Desk, SignInConfig};
pub use server::{start, Web};

/// Where the pages listen and who may frame them (the configuration's `web_*` keys).
#[derive(Clone, Debug, Default)]
pub struct WebConfig {
    /// "127.0.0.1:8080"; empty: no pages.
    pub listen: String,
    /// Origins allowed to frame the pages.
    pub embed: Vec<String>,
    /// Signing in and playing on the pages, when configured.
    pub sign_in: Option<SignInConfig>,
    /// What one client may hold of the pages' connections.
    pub limits: Limits,
}

/// What the pages' connections may hold (the configuration's `web_header_timeout`,
/// `web_connections`, `web_streams` and `web_streams_per_sender`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// For a request's head to arrive, and for a connection kept alive to send its next.
    pub header_timeout: std::time::Duration,
    /// Connections at once (fewer if the process's descriptors allow fewer).
    pub connections: usize,
    /// Event streams (pages following a game live) at once, in all.
    pub streams: usize,
    /// Event streams at once from one sender (an address).
    pub streams_per_sender: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_timeout: std::time::Duration::from_secs(10),
            connections: 4096,
            streams: 1000,
            streams_per_sender: 16,
        }
    }
}
