//! Which side a private picture faces: a player sees their own side at the bottom (Black's
//! for the player of Black) in their direct messages and in answers only they see, as the
//! lessons and `/board` already do; a game's public posts keep White at the bottom for
//! everyone (watchers and both players read the same picture there).

use crate::service::Reply;
use crate::store::games;
use rusqlite::Connection;

/// Whether `user` plays Black in `game`.
fn plays_black(conn: &Connection, game: Option<i64>, user: u64) -> bool {
    game.and_then(|g| games::get(conn, g).ok().flatten())
        .is_some_and(|row| row.black == Some(user))
}

/// Each direct message's board turned to its receiver's side.
pub fn notices(conn: &Connection, reply: &mut Reply) {
    let game = reply.game;
    for n in &mut reply.notices {
        if let Some(b) = n.board.as_mut() {
            b.flip = plays_black(conn, game, n.user);
        }
    }
}

/// A private answer's board about a game turned to the side of `asker`, who alone sees it.
pub fn private(conn: &Connection, reply: &mut Reply, asker: u64) {
    if !reply.ephemeral || reply.game.is_none() {
        return;
    }
    if let Some(b) = reply.board.as_mut() {
        b.flip = plays_black(conn, reply.game, asker);
    }
}
