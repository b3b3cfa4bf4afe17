//! `/note`: private notes on a game. Each keeps the ply it was written at; `/board` shows a
//! player their own notes, and `/history` sends them to their author privately beside the
//! public record. Nobody else ever sees them.

use crate::service::games::candidates::find_to_view;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Declared, Kind, Opt, GAME};
use crate::service::words::phrases;
use crate::service::{Answer, Command, Place, Refusal, Reply, User};
use crate::store::notes::{self};
use crate::store::sql::Connection;
use crate::t;

/// The longest note, in characters.
pub const MAX_CHARS: usize = 1000;

pub const NOTE: Declared = Declared {
    name: "note",
    options: &[
        Opt::named(
            "text",
            Kind::Text {
                autocomplete: false,
            },
        )
        .max_length(MAX_CHARS)
        .required(),
        GAME,
    ],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 18,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        let text = g.text("text").ok_or_else(|| g.missing("text"))?;
        Ok(Command::Note {
            game: g.game(),
            text: text.to_string(),
        })
    },
};

pub fn note(
    tx: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
    text: &str,
    now: i64,
) -> Answer {
    let lang = user.lang;
    let text = text.trim();
    if text.is_empty() {
        return Err(Refusal::NoteEmpty);
    }
    let chars = text.chars().count();
    if chars > MAX_CHARS {
        return Err(Refusal::NoteTooLong {
            max: MAX_CHARS,
            count: chars,
        });
    }
    let row = find_to_view(tx, user, place, id)?;
    notes::add(tx, row.id, user.id, row.ply, text, now)?;
    let count = notes::of(tx, row.id, user.id)?.len();
    Ok(Reply::private(t!(
        lang,
        "note-saved",
        game = row.id,
        number = phrases::move_number(row.ply),
        count = count
    )))
}
