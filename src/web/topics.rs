//! What the live streams send for each topic: its version (to know a page is behind) and
//! its state as one event's data, `{"v": version, "html": the page's changing part}`.

use super::sse::Topic;
use super::{page, server_board, view};
use crate::i18n::Lang;
use crate::store::sql::Connection;
use crate::store::web_tokens;

/// The topic's version now.
pub fn version(conn: &Connection, topic: Topic) -> Result<String, String> {
    match topic {
        Topic::Game(id) => view::version(conn, id),
        Topic::Server(guild) => server_board::version(conn, guild),
    }
}

/// The topic's state in `lang` as an event's data.
pub fn render(conn: &Connection, topic: Topic, lang: Lang) -> Result<String, String> {
    let (v, html) = match topic {
        Topic::Game(id) => {
            let v = view::game(conn, id, lang, unix_now())?;
            (v.version.clone(), page::fragment(lang, &v))
        }
        Topic::Server(guild) => {
            // A board turned off meanwhile shows nothing more.
            let token = web_tokens::server_board(conn, guild).map_err(|e| e.to_string())?;
            let html = match token {
                Some(t) => server_board::fragment(conn, guild, &t, lang)?,
                None => String::new(),
            };
            (server_board::version(conn, guild)?, html)
        }
    };
    Ok(serde_json::json!({ "v": v, "html": html }).to_string())
}

/// Seconds since 1970, for the time left to move.
pub fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}
