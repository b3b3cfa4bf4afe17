//! One row of a result, read whole from either engine.

use super::error::{Error, Result};
use super::value::{FromSql, Value};

#[derive(Clone, Debug)]
pub struct Row {
    values: Vec<Value>,
}

impl Row {
    pub(super) fn new(values: Vec<Value>) -> Row {
        Row { values }
    }

    /// Column `i` (from 0), read as `T`.
    pub fn get<I: RowIndex, T: FromSql>(&self, i: I) -> Result<T> {
        let i = i.index();
        let v = self
            .values
            .get(i)
            .ok_or_else(|| Error::Conversion(format!("no column {i}")))?;
        T::from_value(v)
    }

    /// Column `i`'s value as stored.
    pub fn get_ref(&self, i: usize) -> Result<&Value> {
        self.values
            .get(i)
            .ok_or_else(|| Error::Conversion(format!("no column {i}")))
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// A column's position (only numbers: the store names no columns).
pub trait RowIndex {
    fn index(self) -> usize;
}

impl RowIndex for usize {
    fn index(self) -> usize {
        self
    }
}
