//! Throwaway databases on a PostgreSQL server, made and dropped whole: each benchmark run
//! and each test on PostgreSQL stands on a database of its own. A database's name cannot be
//! a bound parameter, so names are checked to be plain identifiers before they are used.

use super::conn::Connection;
use super::error::{Error, Result};

/// Makes the empty database `name` on the server at `server` (dropping one left by an
/// earlier run of that name); returns its URL.
pub fn create(server: &str, name: &str) -> Result<String> {
    let admin = Connection::at(server)?;
    // One statement each: PostgreSQL runs neither inside a transaction, which a batch is.
    admin.execute_batch(&format!("DROP DATABASE IF EXISTS {}", plain(name)?))?;
    admin.execute_batch(&format!("CREATE DATABASE {}", plain(name)?))?;
    Ok(with_database(server, name))
}

/// Drops the database `name`, closing whatever is still connected to it.
pub fn drop(server: &str, name: &str) -> Result<()> {
    let admin = Connection::at(server)?;
    admin.execute_batch(&format!(
        "DROP DATABASE IF EXISTS {} WITH (FORCE)",
        plain(name)?
    ))
}

/// `name`, if it is lower-case letters, digits and `_` (nothing that SQL would read as more).
fn plain(name: &str) -> Result<&str> {
    let ok = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    match ok {
        true => Ok(name),
        false => Err(Error::Conversion(format!(
            "'{name}' is not a plain database name"
        ))),
    }
}

/// `url` with its database replaced by `name` (its options kept).
pub fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[scheme_end..]
        .find('/')
        .map_or(base.len(), |i| scheme_end + i);
    format!("{}/{name}{query}", &base[..host_end])
}

#[cfg(test)]
mod tests {
    use super::{plain, with_database};

    #[test]
    fn the_database_is_replaced_and_the_options_kept() {
        assert_eq!(
            with_database("postgres://bot@db:5432/postgres?sslmode=disable", "t1"),
            "postgres://bot@db:5432/t1?sslmode=disable"
        );
        assert_eq!(
            with_database("postgres://bot@db", "t1"),
            "postgres://bot@db/t1"
        );
    }

    #[test]
    fn only_plain_names_reach_sql() {
        assert!(plain("rithmo_bench_12_moves0").is_ok());
        assert!(plain("x; DROP TABLE games").is_err());
        assert!(plain("").is_err());
    }
}
