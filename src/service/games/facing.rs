//! Which side a private picture faces: a player sees their own side at the bottom (Black's
//! for the player of Black) in their direct messages and in answers only they see, as the
//! lessons and `/board` already do; a game's public posts keep White at the bottom for
//! everyone (watchers and both players read the same picture there).

use crate::service::Reply;
use crate::store::games;
use crate::store::sql::Connection;

/// The player of Black in `game`, if any.
fn black(conn: &Connection, game: Option<i64>) -> Option<u64> {
    game.and_then(|g| games::get(conn, g).ok().flatten())
        .and_then(|row| row.black)
}

/// Each direct message's board turned to its receiver's side.
pub fn notices(conn: &Connection, reply: &mut Reply) {
    if reply.notices.iter().all(|n| n.board.is_none()) {
        return;
    }
    let black = black(conn, reply.game);
    for n in &mut reply.notices {
        if let Some(b) = n.board.as_mut() {
            b.flip = black == Some(n.user);
        }
    }
}

/// A private answer's board about a game turned to the side of `asker`, who alone sees it.
pub fn private(conn: &Connection, reply: &mut Reply, asker: u64) {
    // An exercise's board (no game) is turned by the exercise itself.
    if !reply.ephemeral || reply.board.is_none() || reply.game.is_none() {
        return;
    }
    let black = black(conn, reply.game);
    if let Some(b) = reply.board.as_mut() {
        b.flip = black == Some(asker);
    }
}
