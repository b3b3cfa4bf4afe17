//! Statements on PostgreSQL: one connection, its statements prepared once (translated by
//! `dialect`), values bound by the parameter types the server infers (so an id bound where
//! the server expects text still reads, as in SQLite), and a connection that failed replaced
//! at the next statement outside a transaction.

use super::dialect;
use super::error::{Error, Result};
use super::row::Row;
use super::value::Value;
use postgres::types::{to_sql_checked, FromSql, IsNull, ToSql, Type};
use postgres::{Client, NoTls, Statement};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::error::Error as StdError;

pub struct Pg {
    config: postgres::Config,
    client: RefCell<Option<Client>>,
    cache: RefCell<HashMap<String, Statement>>,
    /// Inside a transaction a lost connection fails the transaction: no reconnecting.
    in_tx: Cell<bool>,
}

impl Pg {
    pub fn connect(url: &str) -> Result<Pg> {
        let config: postgres::Config = url
            .parse()
            .map_err(|e| Error::Unavailable(format!("not a PostgreSQL URL: {e}")))?;
        let pg = Pg {
            config,
            client: RefCell::new(None),
            cache: RefCell::new(HashMap::new()),
            in_tx: Cell::new(false),
        };
        pg.client()?;
        Ok(pg)
    }

    /// The open connection, opened again if the last one failed.
    fn client(&self) -> Result<std::cell::RefMut<'_, Client>> {
        let mut slot = self.client.borrow_mut();
        if slot.as_ref().is_none_or(Client::is_closed) {
            if slot.is_some() && self.in_tx.get() {
                return Err(Error::Unavailable("the connection was lost".into()));
            }
            self.cache.borrow_mut().clear();
            let client = self
                .config
                .connect(NoTls)
                .map_err(|e| Error::Unavailable(e.to_string()))?;
            *slot = Some(client);
        }
        Ok(std::cell::RefMut::map(slot, |c| {
            c.as_mut().expect("opened")
        }))
    }

    fn statement(&self, client: &mut Client, sql: &str) -> Result<Statement> {
        if let Some(st) = self.cache.borrow().get(sql) {
            return Ok(st.clone());
        }
        let st = client.prepare(&dialect::postgres(sql)).inspect_err(|e| {
            // For developers only: the statement PostgreSQL refused (never a value).
            if std::env::var_os("RITHMO_SQL_DEBUG").is_some() {
                let why = e
                    .as_db_error()
                    .map_or(e.to_string(), |d| d.message().to_string());
                eprintln!("PostgreSQL refused {:?}: {why}", dialect::postgres(sql));
            }
        })?;
        self.cache.borrow_mut().insert(sql.to_string(), st.clone());
        Ok(st)
    }

    pub fn rows(&self, sql: &str, values: Vec<Value>) -> Result<Vec<Row>> {
        let mut client = self.client()?;
        let st = self.statement(&mut client, sql)?;
        let args = Args::new(values);
        let rows = client.query(&st, &args.refs())?;
        rows.iter().map(read).collect()
    }

    pub fn execute(&self, sql: &str, values: Vec<Value>) -> Result<usize> {
        let mut client = self.client()?;
        let st = self.statement(&mut client, sql)?;
        let args = Args::new(values);
        Ok(client.execute(&st, &args.refs())? as usize)
    }

    /// Statements with no parameters, as one batch (a migration, `BEGIN`).
    pub fn batch(&self, sql: &str) -> Result<()> {
        Ok(self.client()?.batch_execute(sql)?)
    }

    pub fn set_in_transaction(&self, on: bool) {
        self.in_tx.set(on);
    }

    /// Waits up to `timeout` for notifications on channels this connection listens to;
    /// whether any came. `Err` when the connection is lost (listen again after).
    pub fn wait_notified(&self, timeout: std::time::Duration) -> Result<bool> {
        use postgres::fallible_iterator::FallibleIterator;
        let mut client = self.client()?;
        let mut notes = client.notifications();
        let mut any = notes.timeout_iter(timeout).next()?.is_some();
        // Drain what else is queued: one wake-up for a burst of changes.
        while notes.iter().next()?.is_some() {
            any = true;
        }
        Ok(any)
    }
}

/// The synchronous client closes its connection by blocking on it, which a thread driving
/// async tasks may not do: there, the connection is closed on a thread of its own.
impl Drop for Pg {
    fn drop(&mut self) {
        if let Some(client) = self.client.get_mut().take() {
            if tokio::runtime::Handle::try_current().is_ok() {
                std::thread::spawn(move || drop(client));
            }
        }
    }
}

/// Parameters bound by the types PostgreSQL inferred for them.
struct Args(Vec<Arg>);

impl Args {
    fn new(values: Vec<Value>) -> Args {
        Args(values.into_iter().map(Arg).collect())
    }

    fn refs(&self) -> Vec<&(dyn ToSql + Sync)> {
        self.0.iter().map(|a| a as &(dyn ToSql + Sync)).collect()
    }
}

#[derive(Debug)]
struct Arg(Value);

type Boxed = Box<dyn StdError + Sync + Send>;

impl ToSql for Arg {
    fn to_sql(&self, ty: &Type, out: &mut bytes::BytesMut) -> Result<IsNull, Boxed> {
        let as_int = |v: &Value| -> Result<i64, Boxed> {
            match v {
                Value::Integer(i) => Ok(*i),
                Value::Text(s) => Ok(s.parse()?),
                other => Err(format!("{other:?} bound as {ty}").into()),
            }
        };
        match (&self.0, ty) {
            (Value::Null, _) => Ok(IsNull::Yes),
            (v, &Type::INT8) => as_int(v)?.to_sql(ty, out),
            (v, &Type::INT4) => i32::try_from(as_int(v)?)?.to_sql(ty, out),
            (v, &Type::INT2) => i16::try_from(as_int(v)?)?.to_sql(ty, out),
            (v, &Type::BOOL) => (as_int(v)? != 0).to_sql(ty, out),
            (Value::Real(f), &Type::FLOAT8) => f.to_sql(ty, out),
            (Value::Integer(i), &Type::FLOAT8) => (*i as f64).to_sql(ty, out),
            (Value::Real(f), &Type::FLOAT4) => (*f as f32).to_sql(ty, out),
            (Value::Blob(b), &Type::BYTEA) => b.to_sql(ty, out),
            (Value::Text(s), &Type::JSONB) => {
                out.extend_from_slice(&[1]);
                out.extend_from_slice(s.as_bytes());
                Ok(IsNull::No)
            }
            (Value::Text(s), _) => {
                out.extend_from_slice(s.as_bytes());
                Ok(IsNull::No)
            }
            (Value::Integer(i), _) => {
                out.extend_from_slice(i.to_string().as_bytes());
                Ok(IsNull::No)
            }
            (Value::Real(f), _) => {
                out.extend_from_slice(f.to_string().as_bytes());
                Ok(IsNull::No)
            }
            (v, _) => Err(format!("{v:?} bound as {ty}").into()),
        }
    }

    /// Every type: the value is converted in `to_sql`, or refused there with its reason.
    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

/// A column whatever its type, as raw bytes.
struct Raw<'a>(&'a [u8]);

impl<'a> FromSql<'a> for Raw<'a> {
    fn from_sql(_: &Type, raw: &'a [u8]) -> Result<Self, Boxed> {
        Ok(Raw(raw))
    }

    fn accepts(_: &Type) -> bool {
        true
    }
}

fn read(row: &postgres::Row) -> Result<Row> {
    let mut values = Vec::with_capacity(row.len());
    for (i, col) in row.columns().iter().enumerate() {
        let raw: Option<Raw> = row.try_get(i)?;
        let v = match raw {
            None => Value::Null,
            Some(Raw(bytes)) => decode(col.type_(), bytes)?,
        };
        values.push(v);
    }
    Ok(Row::new(values))
}

fn decode(ty: &Type, raw: &[u8]) -> Result<Value> {
    let bad = |e: Boxed| Error::Conversion(format!("{ty}: {e}"));
    Ok(match *ty {
        Type::INT8 => Value::Integer(i64::from_sql(ty, raw).map_err(bad)?),
        Type::INT4 => Value::Integer(i32::from_sql(ty, raw).map_err(bad)?.into()),
        Type::INT2 => Value::Integer(i16::from_sql(ty, raw).map_err(bad)?.into()),
        Type::BOOL => Value::Integer(bool::from_sql(ty, raw).map_err(bad)?.into()),
        Type::FLOAT8 => Value::Real(f64::from_sql(ty, raw).map_err(bad)?),
        Type::FLOAT4 => Value::Real(f32::from_sql(ty, raw).map_err(bad)?.into()),
        Type::BYTEA => Value::Blob(raw.to_vec()),
        Type::NUMERIC => numeric(raw)?,
        Type::JSONB => Value::Text(String::from_utf8_lossy(raw.get(1..).unwrap_or(&[])).into()),
        _ => Value::Text(String::from_utf8_lossy(raw).into_owned()),
    })
}

/// PostgreSQL's binary NUMERIC (what `sum` of integers returns): base-10000 digits with a
/// weight; an integer when it has no fraction, as SQLite's `sum` would give.
fn numeric(raw: &[u8]) -> Result<Value> {
    let word = |i: usize| -> i64 {
        raw.get(i * 2..i * 2 + 2)
            .map_or(0, |b| i64::from(i16::from_be_bytes([b[0], b[1]])))
    };
    let (ndigits, weight, sign, scale) = (word(0), word(1), word(2) as u16, word(3));
    if sign == 0xC000 {
        return Ok(Value::Null); // NaN
    }
    let mut value = 0f64;
    for d in 0..ndigits {
        value += word(4 + d as usize) as f64 * 10000f64.powi((weight - d) as i32);
    }
    if sign == 0x4000 {
        value = -value;
    }
    Ok(if scale == 0 && value.abs() < 9.0e15 {
        Value::Integer(value as i64)
    } else {
        Value::Real(value)
    })
}
