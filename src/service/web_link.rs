//! The links to the web pages in the service's own messages: a game's start message names
//! its page when the bot's pages are reachable (the configuration's `web_url`).

use crate::i18n::Lang;
use crate::service::protocol::ButtonId;
use crate::service::{ButtonStyle, Reply};
use crate::store::sql::Connection;
use crate::store::web_tokens;
use crate::t;

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
) -> crate::store::sql::Result<()> {
    let (Some(base), Some(game)) = (base, reply.game) else {
        return Ok(());
    };
    if let Some(token) = web_tokens::of_game(conn, game)? {
        let line = t!(lang, "web-watch-link", url = game_url(base, &token));
        reply.text = format!("{}\n{line}", reply.text);
    }
    Ok(())
}

/// Adds the Open board button (the board as a Discord Activity) to a public post about a
/// game going on, where it has room (Discord puts five buttons in a row).
pub fn add_open_board(
    conn: &Connection,
    reply: &mut Reply,
    lang: Lang,
) -> crate::store::sql::Result<()> {
    let Some(game) = reply.game.filter(|_| !reply.ephemeral && !reply.update) else {
        return Ok(());
    };
    let running = crate::store::games::get(conn, game)?
        .is_some_and(|g| g.status == crate::store::games::Status::Active);
    let id = ButtonId::OpenBoard { game };
    let there = reply.buttons.iter().any(|b| b.custom_id == id.encode());
    if running && !there && reply.buttons.len() < 5 {
        let label = t!(lang, "board-open-button");
        reply.buttons.push(id.button(label, ButtonStyle::Neutral));
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
) -> crate::store::sql::Result<()> {
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
