//! The links to the web pages in the service's own messages: a game's start message names
//! its page when the bot's pages are reachable (the configuration's `web_url`).

use crate::i18n::Lang;
use crate::service::Reply;
use crate::store::web_tokens;
use crate::t;
use rusqlite::Connection;

/// A game's page: `<base>/g/<token>`.
pub fn game_url(base: &str, token: &str) -> String {
    format!("{base}/g/{token}")
}

/// A server's board of games: `<base>/s/<token>`.
pub fn server_url(base: &str, token: &str) -> String {
    format!("{base}/s/{token}")
}

/// Adds "Watch it in a browser: <link>" to the start message of the reply's game, when
/// `base` is set.
pub fn add(
    conn: &Connection,
    reply: &mut Reply,
    base: Option<&str>,
    lang: Lang,
) -> rusqlite::Result<()> {
    let (Some(base), Some(game)) = (base, reply.game) else {
        return Ok(());
    };
    if let Some(token) = web_tokens::of_game(conn, game)? {
        let line = t!(lang, "web-watch-link", url = game_url(base, &token));
        reply.text = format!("{}\n{line}", reply.text);
    }
    Ok(())
}

/// The same for every game `reply` begins: its own, and those of the posts it also owes (a
/// tournament's games).
pub fn add_to_starts(
    conn: &Connection,
    reply: &mut Reply,
    base: Option<&str>,
    lang: Lang,
) -> rusqlite::Result<()> {
    if base.is_none() {
        return Ok(());
    }
    if reply.game_started {
        add(conn, reply, base, lang)?;
    }
    for r in &mut reply.also {
        add_to_starts(conn, r, base, lang)?;
    }
    Ok(())
}
