//! A server's board of games (`/s/<token>`, once `/settings web:on`): its running games,
//! each linked to its page, then its finished games newest first. The live stream sends
//! the list again whole when any of them moves on.

use super::html::esc;
use super::page::shell;
use crate::i18n::Lang;
use crate::service::games::rating::stored_name;
use crate::service::words::game_line::variant_text;
use crate::service::words::result::headline;
use crate::store::games::{GameRow, Status};
use crate::store::sql::Connection;
use crate::store::web_tokens;
use crate::t;

/// Finished games shown at most.
const FINISHED: u32 = 50;

/// The version of what `guild`'s board shows: every listed game's plies, status and result.
pub fn version(conn: &Connection, guild: u64) -> Result<String, String> {
    crate::store::one(
        conn,
        "SELECT coalesce(group_concat(id || '.' || ply || '.' || status || '.' ||
                                      coalesce(result, ''), ' '), '')
         FROM games WHERE guild_id = ?1 AND status IN ('active', 'finished')",
        [guild as i64],
        |r| r.get::<_, String>(0),
    )
    .map_err(|e| e.to_string())
}

/// The whole page of `guild`'s board.
pub fn page(conn: &Connection, guild: u64, token: &str, lang: Lang) -> Result<String, String> {
    let body = format!(
        "<main id=\"page\">{}</main>",
        fragment(conn, guild, token, lang)?
    );
    Ok(shell(lang, &t!(lang, "web-server-title"), &body))
}

/// The part of the board that follows its games.
pub fn fragment(conn: &Connection, guild: u64, token: &str, lang: Lang) -> Result<String, String> {
    let games = web_tokens::server_games(conn, guild, FINISHED).map_err(|e| e.to_string())?;
    let (running, finished): (Vec<_>, Vec<_>) =
        games.iter().partition(|(g, _)| g.status == Status::Active);
    let list = |items: &[&(GameRow, String)], empty: String| -> Result<String, String> {
        if items.is_empty() {
            return Ok(format!("<p>{}</p>", esc(&empty)));
        }
        let rows: Result<String, String> =
            items.iter().map(|(g, t)| line(conn, lang, g, t)).collect();
        Ok(format!("<ul class=\"games\">{}</ul>", rows?))
    };
    Ok(format!(
        "<div id=\"live\" data-kind=\"server\" data-base=\"{token}/\" data-v=\"{version}\">\
         <h1>{title}</h1><h2>{running_head}</h2>{running}<h2>{finished_head}</h2>{finished}</div>",
        token = esc(token),
        version = esc(&version(conn, guild)?),
        title = esc(&t!(lang, "web-server-title")),
        running_head = esc(&t!(lang, "web-server-running")),
        running = list(&running, t!(lang, "web-server-none-running"))?,
        finished_head = esc(&t!(lang, "web-server-finished")),
        finished = list(&finished, t!(lang, "web-server-none-finished"))?,
    ))
}

/// One game: its number and players linked to its page, its variant, plies and result.
fn line(conn: &Connection, lang: Lang, g: &GameRow, token: &str) -> Result<String, String> {
    let name = |p: Option<u64>| -> Result<String, String> {
        p.map(|p| stored_name(conn, g, p))
            .transpose()
            .map(Option::unwrap_or_default)
            .map_err(|e| e.to_string())
    };
    let state = match g.ended() {
        Some((d, reason)) => headline(lang, d.winner(), reason.as_str()),
        None => t!(lang, "web-server-plies", n = g.ply),
    };
    let text = t!(
        lang,
        "web-server-game",
        id = g.id,
        white = name(g.white)?,
        black = name(g.black)?
    );
    Ok(format!(
        "<li><a href=\"../g/{token}\">{text}</a> <span class=\"terms\">{variant}</span> \
         <span class=\"state\">{state}</span></li>",
        token = esc(token),
        text = esc(&text),
        variant = esc(&variant_text(lang, g)),
        state = esc(&state),
    ))
}
