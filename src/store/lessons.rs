//! Each player's lessons: the step they are at (one open lesson at a time) and the lessons
//! they finished. Touches nothing of games or ratings.

use super::{exec, one};
use crate::store::sql::{params, Connection, OptionalExtension};

/// Where a player is: a variant's lesson (by id) and its step (from 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub variant: String,
    pub lesson: String,
    pub step: usize,
}

pub fn current(conn: &Connection, player: u64) -> crate::store::sql::Result<Option<Place>> {
    one(
        conn,
        "SELECT variant, lesson, step FROM learning WHERE player_id = ?1",
        [player as i64],
        |r| {
            Ok(Place {
                variant: r.get(0)?,
                lesson: r.get(1)?,
                step: r.get::<_, i64>(2)? as usize,
            })
        },
    )
    .optional()
}

pub fn set(conn: &Connection, player: u64, at: &Place, now: i64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO learning (player_id, variant, lesson, step, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (player_id) DO UPDATE SET variant = excluded.variant,
             lesson = excluded.lesson, step = excluded.step, updated_at = excluded.updated_at",
        params![player as i64, at.variant, at.lesson, at.step as i64, now],
    )?;
    Ok(())
}

/// The player has no open lesson any more (the last one finished).
pub fn close(conn: &Connection, player: u64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "DELETE FROM learning WHERE player_id = ?1",
        [player as i64],
    )?;
    Ok(())
}

/// A lesson finished: by the player's own moves, or with a step shown (`shown`). A lesson
/// solved once stays solved if shown later.
pub fn finish(
    conn: &Connection,
    player: u64,
    variant: &str,
    lesson: &str,
    shown: bool,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO lessons_done (player_id, variant, lesson, shown, done_at)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (player_id, variant, lesson) DO UPDATE SET
             shown = min(lessons_done.shown, excluded.shown), done_at = excluded.done_at",
        params![player as i64, variant, lesson, shown, now],
    )?;
    Ok(())
}

/// The ids of the lessons of `variant` the player finished.
pub fn done(
    conn: &Connection,
    player: u64,
    variant: &str,
) -> crate::store::sql::Result<Vec<String>> {
    let mut st = conn
        .prepare_cached("SELECT lesson FROM lessons_done WHERE player_id = ?1 AND variant = ?2")?;
    let rows = st.query_map(params![player as i64, variant], |r| r.get(0))?;
    rows.collect()
}

/// When the player's open lesson step was set, if one is open.
pub fn since(conn: &Connection, player: u64) -> crate::store::sql::Result<Option<i64>> {
    conn.query_row(
        "SELECT updated_at FROM learning WHERE player_id = ?1",
        [player as i64],
        |r| r.get(0),
    )
    .optional()
}
