//! Statements on SQLite, through rusqlite's statement cache.

use super::error::Result;
use super::row::Row;
use super::value::Value;
use rusqlite::types::{Value as Sv, ValueRef};

/// Runs `sql` and reads every row it returns.
pub fn rows(conn: &rusqlite::Connection, sql: &str, values: Vec<Value>) -> Result<Vec<Row>> {
    let mut st = conn.prepare_cached(sql)?;
    let n = st.column_count();
    let mut rows = st.query(rusqlite::params_from_iter(values.into_iter().map(into)))?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        let mut values = Vec::with_capacity(n);
        for i in 0..n {
            values.push(from(r.get_ref(i)?));
        }
        out.push(Row::new(values));
    }
    Ok(out)
}

/// Runs `sql` for its effect; the rows it changed.
pub fn execute(conn: &rusqlite::Connection, sql: &str, values: Vec<Value>) -> Result<usize> {
    let mut st = conn.prepare_cached(sql)?;
    Ok(st.execute(rusqlite::params_from_iter(values.into_iter().map(into)))?)
}

/// Checks that `sql` reads, as preparing it did before.
pub fn prepare(conn: &rusqlite::Connection, sql: &str) -> Result<()> {
    conn.prepare_cached(sql)?;
    Ok(())
}

fn into(v: Value) -> Sv {
    match v {
        Value::Null => Sv::Null,
        Value::Integer(i) => Sv::Integer(i),
        Value::Real(f) => Sv::Real(f),
        Value::Text(s) => Sv::Text(s),
        Value::Blob(b) => Sv::Blob(b),
    }
}

fn from(v: ValueRef<'_>) -> Value {
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Integer(i),
        ValueRef::Real(f) => Value::Real(f),
        ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Value::Blob(b.to_vec()),
    }
}
