//! A value crossing the store's boundary, the same on both engines: SQLite's five storage
//! classes, which every PostgreSQL column of our schema maps onto (BIGINT, DOUBLE PRECISION,
//! TEXT, BYTEA; a boolean reads as 0 or 1).

use super::error::{Error, Result};

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

/// What can be bound to a statement's parameter.
pub trait ToSql {
    fn to_value(&self) -> Value;
}

/// What a column can be read as.
pub trait FromSql: Sized {
    fn from_value(v: &Value) -> Result<Self>;
}

/// A column read as a type it does not hold.
fn wrong_type(v: &Value, wanted: &str) -> Error {
    Error::Conversion(format!("{v:?} read as {wanted}"))
}

impl ToSql for Value {
    fn to_value(&self) -> Value {
        self.clone()
    }
}

impl<T: ToSql + ?Sized> ToSql for &T {
    fn to_value(&self) -> Value {
        (**self).to_value()
    }
}

impl<T: ToSql> ToSql for Option<T> {
    fn to_value(&self) -> Value {
        self.as_ref().map_or(Value::Null, ToSql::to_value)
    }
}

impl<T: ToSql + ?Sized> ToSql for Box<T> {
    fn to_value(&self) -> Value {
        (**self).to_value()
    }
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl ToSql for $t {
            fn to_value(&self) -> Value {
                Value::Integer(*self as i64)
            }
        }
        impl FromSql for $t {
            fn from_value(v: &Value) -> Result<Self> {
                match v {
                    Value::Integer(i) => <$t>::try_from(*i).map_err(|_| {
                        Error::Conversion(format!("{i} does not fit {}", stringify!($t)))
                    }),
                    other => Err(wrong_type(other, stringify!($t))),
                }
            }
        }
    )*};
}

integers!(i8, i16, i32, i64, isize, u8, u16, u32, usize);

/// Discord ids are below 2^63, so they are stored as SQLite's (signed) integers.
impl ToSql for u64 {
    fn to_value(&self) -> Value {
        Value::Integer(*self as i64)
    }
}

impl FromSql for u64 {
    fn from_value(v: &Value) -> Result<Self> {
        match v {
            Value::Integer(i) => Ok(*i as u64),
            other => Err(wrong_type(other, "u64")),
        }
    }
}

impl ToSql for bool {
    fn to_value(&self) -> Value {
        Value::Integer(i64::from(*self))
    }
}

impl FromSql for bool {
    fn from_value(v: &Value) -> Result<Self> {
        match v {
            Value::Integer(i) => Ok(*i != 0),
            other => Err(wrong_type(other, "bool")),
        }
    }
}

impl ToSql for f64 {
    fn to_value(&self) -> Value {
        Value::Real(*self)
    }
}

impl ToSql for f32 {
    fn to_value(&self) -> Value {
        Value::Real(f64::from(*self))
    }
}

impl FromSql for f64 {
    fn from_value(v: &Value) -> Result<Self> {
        match v {
            Value::Real(f) => Ok(*f),
            Value::Integer(i) => Ok(*i as f64),
            other => Err(wrong_type(other, "f64")),
        }
    }
}

impl ToSql for str {
    fn to_value(&self) -> Value {
        Value::Text(self.to_string())
    }
}

impl ToSql for String {
    fn to_value(&self) -> Value {
        Value::Text(self.clone())
    }
}

impl FromSql for String {
    fn from_value(v: &Value) -> Result<Self> {
        match v {
            Value::Text(s) => Ok(s.clone()),
            other => Err(wrong_type(other, "String")),
        }
    }
}

impl ToSql for [u8] {
    fn to_value(&self) -> Value {
        Value::Blob(self.to_vec())
    }
}

impl ToSql for Vec<u8> {
    fn to_value(&self) -> Value {
        Value::Blob(self.clone())
    }
}

impl FromSql for Vec<u8> {
    fn from_value(v: &Value) -> Result<Self> {
        match v {
            Value::Blob(b) => Ok(b.clone()),
            Value::Text(s) => Ok(s.as_bytes().to_vec()),
            other => Err(wrong_type(other, "bytes")),
        }
    }
}

impl FromSql for Value {
    fn from_value(v: &Value) -> Result<Self> {
        Ok(v.clone())
    }
}

impl<T: FromSql> FromSql for Option<T> {
    fn from_value(v: &Value) -> Result<Self> {
        match v {
            Value::Null => Ok(None),
            other => T::from_value(other).map(Some),
        }
    }
}
