//! Direct messages, each written in its receiver's language as last seen: one event (a
//! game's end, an abort, a reminder) may tell several people, each in their own words.

use crate::i18n::Lang;
use crate::service::{BoardImage, Notice};
use crate::store::players;
use crate::store::sql::Connection;

/// A notice to each of `users` with `board`, its text written by `text` in the receiver's
/// language (each language written once).
pub fn each<E: From<crate::store::sql::Error>>(
    tx: &Connection,
    users: impl IntoIterator<Item = u64>,
    board: Option<&BoardImage>,
    mut text: impl FnMut(Lang) -> Result<String, E>,
) -> Result<Vec<Notice>, E> {
    let mut written: [Option<String>; 3] = Default::default();
    let mut out = Vec::new();
    for user in users {
        let lang = players::lang(tx, user)?;
        let words = match &written[lang as usize] {
            Some(words) => words.clone(),
            None => {
                let words = text(lang)?;
                written[lang as usize] = Some(words.clone());
                words
            }
        };
        out.push(Notice {
            user,
            text: words,
            board: board.cloned(),
        });
    }
    Ok(out)
}

/// A notice to one user, without a board, in their language.
pub fn one(
    tx: &Connection,
    user: u64,
    text: impl FnOnce(Lang) -> String,
) -> crate::store::sql::Result<Notice> {
    Ok(Notice {
        user,
        text: text(players::lang(tx, user)?),
        board: None,
    })
}
