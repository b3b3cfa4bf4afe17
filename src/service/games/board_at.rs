//! A game's board as a post showed it, kept as a reference (the game, how many plies, and
//! what the picture said besides the position) so that a post waiting in the outbox is
//! drawn later exactly as it was owed, from the move log, whatever the game did meanwhile.

use crate::i18n::Lang;
use crate::rules::rfen;
use crate::service::games::loaded::load_upto;
use crate::service::BoardImage;
use crate::store::games;
use crate::store::sql::Connection;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardRef {
    pub game: i64,
    pub plies: u32,
    /// The position shown, to check the replay against.
    pub rfen: String,
    pub flip: bool,
    pub lang: String,
    pub now: Option<i64>,
    pub deadline: Option<i64>,
    pub white: Option<String>,
    pub black: Option<String>,
    /// Whether the picture showed the game's result.
    pub finished: bool,
}

impl BoardRef {
    /// The reference to `board`, a picture of `game` as it stands in `conn` now; none when
    /// the picture is not of that game's current position (it is then not kept).
    pub fn of(
        conn: &Connection,
        game: i64,
        board: &BoardImage,
    ) -> crate::store::sql::Result<Option<Self>> {
        let Some(row) = games::get(conn, game)? else {
            return Ok(None);
        };
        let shown = rfen::format(&board.pos);
        if shown != row.position {
            return Ok(None);
        }
        Ok(Some(BoardRef {
            game,
            plies: row.ply,
            rfen: shown,
            flip: board.flip,
            lang: board.lang.code().to_string(),
            now: board.now,
            deadline: board.deadline,
            white: board.white.clone(),
            black: board.black.clone(),
            finished: board.result.is_some(),
        }))
    }

    /// The picture again, from the move log; none if the game no longer leads there.
    pub fn image(&self, conn: &Connection) -> Option<BoardImage> {
        let row = games::get(conn, self.game).ok()??;
        let g = load_upto(conn, row, self.plies).ok()?;
        if g.game.rfen() != self.rfen {
            return None;
        }
        let mut b = g.image(conn).ok()?;
        b.flip = self.flip;
        b.lang = Lang::parse(&self.lang).unwrap_or_default();
        b.now = self.now;
        b.deadline = self.deadline;
        b.white.clone_from(&self.white);
        b.black.clone_from(&self.black);
        if !self.finished {
            b.result = None;
        }
        Some(b)
    }
}
