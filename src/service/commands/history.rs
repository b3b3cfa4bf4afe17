//! `/history`: a game's moves so far, with its record and its animated replay.

use crate::service::games::candidates::find_to_view;
use crate::service::games::loaded::load;
use crate::service::games::record::export;
use crate::service::protocol::Declared;
use crate::service::words::notes as note;
use crate::service::words::phrases;
use crate::service::Command;
use crate::service::{Answer, Attachment, Notice, Place, Reply, User};
use crate::store::players;
use crate::store::sql::Connection;
use crate::t;

/// `/history`: the game's record as a file and its replay, posted in the place's language
/// (the record's comments too).
pub fn history(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let row = find_to_view(tx, user, place, id)?;
    let g = load(tx, row)?;
    let lang = place.post_lang(user);
    let name = |id: Option<u64>| -> crate::store::sql::Result<String> {
        Ok(id
            .map(|i| players::name(tx, i))
            .transpose()?
            .flatten()
            .unwrap_or_else(|| "?".into()))
    };
    let (white, black) = (name(g.row.white)?, name(g.row.black)?);
    let text = export(lang, &g, &white, &black);
    let mut reply = Reply::public(t!(
        lang,
        "view-history",
        id = g.row.id,
        moves = phrases::moves_played(lang, g.row.ply)
    ));
    reply.files.push(Attachment {
        name: format!("rithmo-game-{}.txt", g.row.id),
        bytes: text.into_bytes(),
    });
    // Drawn by the adapter, outside the service: it takes a while for a long game.
    if !g.moves.is_empty() {
        reply.replay = Some(g.replay(white, black));
    }
    reply.game = Some(g.row.id);
    // The caller's notes come to them alone, beside the public record.
    if let Some(notes) = note::shown(tx, user.lang, g.row.id, user.id)? {
        reply.notices.push(Notice {
            user: user.id,
            text: notes,
            board: None,
        });
    }
    Ok(reply)
}

/// `/history`: the game's record and its replay.
pub const HISTORY: Declared =
    Declared::on_a_game("history", 9, |g| Ok(Command::History { game: g.game() }));
