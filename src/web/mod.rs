//! Watching in a browser: read-only pages served by `rithmo serve` on the bot's own tokio
//! runtime. Every game has a page (`/g/<token>`) with its board, players, moves and result,
//! that follows the game live; a server that turns it on has a board of its games
//! (`/s/<token>`). An adapter like `discord` and `console`: it reads the store through the
//! service's words and the renderer, and nothing depends on it.

mod assets;
mod board;
mod headers;
mod html;
mod lang;
mod page;
pub mod play;
mod pool;
mod routes;
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
}
