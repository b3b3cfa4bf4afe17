//! Players: Discord user ids with the display name last seen.

use super::{exec, one};
use crate::i18n::Lang;
use crate::store::sql::{params, Connection, OptionalExtension};

pub fn upsert(conn: &Connection, id: u64, name: &str) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO players (id, name) VALUES (?1, ?2)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name",
        params![id as i64, name],
    )?;
    Ok(())
}

pub fn name(conn: &Connection, id: u64) -> crate::store::sql::Result<Option<String>> {
    one(
        conn,
        "SELECT name FROM players WHERE id = ?1",
        [id as i64],
        |r| r.get(0),
    )
    .optional()
}

/// The name of `player`, if there is one: empty for nobody (a side not yet taken) and for
/// a player never named.
pub fn name_or_empty(conn: &Connection, player: Option<u64>) -> crate::store::sql::Result<String> {
    Ok(match player {
        Some(p) => name(conn, p)?.unwrap_or_default(),
        None => String::new(),
    })
}

pub fn by_name(conn: &Connection, name: &str) -> crate::store::sql::Result<Option<u64>> {
    one(
        conn,
        "SELECT id FROM players WHERE lower(name) = lower(?1) ORDER BY id LIMIT 1",
        [name],
        |r| r.get::<_, i64>(0).map(|v| v as u64),
    )
    .optional()
}

/// Remembers the language a player was last seen using (their direct messages use it).
pub fn set_lang(conn: &Connection, id: u64, lang: Lang) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE players SET lang = ?2 WHERE id = ?1",
        params![id as i64, lang.code()],
    )?;
    Ok(())
}

/// The language a player was last seen using; English for one never seen.
pub fn lang(conn: &Connection, id: u64) -> crate::store::sql::Result<Lang> {
    let code: Option<String> = one(
        conn,
        "SELECT lang FROM players WHERE id = ?1",
        [id as i64],
        |r| r.get(0),
    )
    .optional()?;
    Ok(code.map_or(Lang::En, |c| Lang::from_locale(&c)))
}
