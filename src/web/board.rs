//! The board picture after any ply of a game (`/g/<token>/board/<ply>.png`), drawn by the
//! same renderer as the posts from the move log, and kept: a position once played never
//! changes, so each (game, ply, language, ended) is drawn once while it stays in the cache.

use crate::i18n::Lang;
use crate::service::games::loaded::load_upto;
use crate::service::games::picture;
use crate::store::games::{self, Status};
use crate::store::sql::Connection;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Pictures kept; past this the cache starts over (a picture is redrawn in milliseconds).
const KEEP: usize = 512;

/// (game, ply, language, whether the game had ended: its last board then shows the result,
/// Black at the bottom).
type Key = (i64, u32, Lang, bool, bool);

#[derive(Default)]
pub struct Boards {
    kept: Mutex<HashMap<Key, Arc<Vec<u8>>>>,
}

impl Boards {
    /// The PNG of game `id` after `ply` plies in `lang` (Black at the bottom when
    /// `flip`: the page of Black's player); none past its last ply.
    pub fn png(
        &self,
        conn: &Connection,
        id: i64,
        ply: u32,
        lang: Lang,
        flip: bool,
    ) -> Result<Option<Arc<Vec<u8>>>, String> {
        let row = games::get(conn, id)
            .map_err(|e| e.to_string())?
            .ok_or("no such game")?;
        if ply > row.ply {
            return Ok(None);
        }
        let ended = row.status == Status::Finished && ply == row.ply;
        let key = (id, ply, lang, ended, flip);
        if let Some(png) = self.kept.lock().map_err(|e| e.to_string())?.get(&key) {
            return Ok(Some(png.clone()));
        }
        let png = Arc::new(draw(conn, row, ply, lang, ended, flip)?);
        let mut kept = self.kept.lock().map_err(|e| e.to_string())?;
        if kept.len() >= KEEP {
            kept.clear();
        }
        kept.insert(key, png.clone());
        Ok(Some(png))
    }
}

/// The picture itself: the board as posts show it, without the clock (a kept picture must
/// not age; the page states the time left) and with the result only when it is the end.
fn draw(
    conn: &Connection,
    row: games::GameRow,
    ply: u32,
    lang: Lang,
    ended: bool,
    flip: bool,
) -> Result<Vec<u8>, String> {
    let g = load_upto(conn, row, ply).map_err(|r| format!("{r:?}"))?;
    let mut b = g.image(conn).map_err(|e| e.to_string())?;
    b.lang = lang;
    b.flip = flip;
    b.deadline = None;
    b.now = None;
    if !ended {
        b.result = None;
    }
    Ok(picture::png(&b))
}
