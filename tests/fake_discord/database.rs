//! What the end-to-end tests read from the bot's own database (`bot.db` in its folder),
//! beside what the fake recorded: a count, the posts the outbox still owes, rows of two
//! columns.

use rithmo::store::sql::Connection;
use rithmo::store::sql::FromSql;
use std::path::Path;

/// The bot's database in its folder `dir`.
pub fn bot_db(dir: &Path) -> Connection {
    Connection::at(dir.join("bot.db")).unwrap()
}

/// The one number `sql` selects (a `count(*)`).
pub fn count(dir: &Path, sql: &str) -> i64 {
    bot_db(dir).query_row(sql, (), |r| r.get(0)).unwrap()
}

/// The outbox's posts neither sent nor given up: 0 once everything owed has arrived.
pub fn unsent(dir: &Path) -> i64 {
    count(
        dir,
        "SELECT count(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
    )
}

/// Every row `sql` selects, its two columns, in the query's order.
pub fn pairs<A: FromSql, B: FromSql>(dir: &Path, sql: &str) -> Vec<(A, B)> {
    let conn = bot_db(dir);
    let mut stmt = conn.prepare(sql).unwrap();
    stmt.query_map((), |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}
