//! How much room a database takes, everything written: what `rithmo bench-service` measures.

use crate::store::sql::Connection;
use std::path::Path;

/// The bytes the database on `conn` takes: PostgreSQL's own count, or the length of the
/// SQLite file `file` once its write-ahead log is checkpointed into it.
pub fn bytes(conn: &Connection, file: &Path) -> Result<u64, String> {
    if conn.is_postgres() {
        return conn
            .query_row("SELECT pg_database_size(current_database())", (), |r| {
                r.get::<_, i64>(0)
            })
            .map(|n| n as u64)
            .map_err(|e| e.to_string());
    }
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .map_err(|e| e.to_string())?;
    Ok(std::fs::metadata(file).map_err(|e| e.to_string())?.len())
}
