//! Which language a reply's pictures speak: the message's own for the board, replay and
//! chart it carries (the caller's for a private answer, the place's for a post), and each
//! receiver's last seen for the boards in their direct messages.

use crate::i18n::Lang;
use crate::service::Reply;
use crate::store::sql::Connection;
use crate::store::{games, players};

/// Sets the language of every picture in `reply`, whose own text is in `main`.
pub fn pictures(conn: &Connection, reply: &mut Reply, main: Lang) {
    if let Some(b) = reply.board.as_mut() {
        b.lang = main;
    }
    if let Some(r) = reply.replay.as_mut() {
        r.lang = main;
    }
    if let Some(c) = reply.chart.as_mut() {
        c.lang = main;
    }
    for n in &mut reply.notices {
        if let Some(b) = n.board.as_mut() {
            // A failed read leaves English: a picture is never worth losing the message.
            b.lang = players::lang(conn, n.user).unwrap_or_default();
        }
    }
}

/// The language of a post nobody asked for (a reminder, a forfeit, the bot's move): the
/// one last seen in its game's place.
pub fn of_game(conn: &Connection, reply: &Reply) -> Lang {
    reply
        .game
        .and_then(|g| games::lang(conn, g).ok())
        .unwrap_or_default()
}
