//! A player's private notes on a game, as /board and /history show them to their writer.

use crate::i18n::Lang;
use crate::service::words::phrases;
use crate::store::notes::{self, Note};
use crate::store::sql::Connection;
use crate::t;

/// The caller's notes on `game`, one a line with the move it was written at; None when
/// they have none.
pub fn shown(
    tx: &Connection,
    lang: Lang,
    game: i64,
    author: u64,
) -> crate::store::sql::Result<Option<String>> {
    let all = notes::of(tx, game, author)?;
    if all.is_empty() {
        return Ok(None);
    }
    let lines: Vec<String> = all.iter().map(|n| line(lang, n)).collect();
    Ok(Some(t!(
        lang,
        "note-list",
        game = game,
        notes = lines.join("\n")
    )))
}

fn line(lang: Lang, n: &Note) -> String {
    t!(
        lang,
        "note-line",
        number = phrases::move_number(n.ply),
        text = n.text.as_str()
    )
}
