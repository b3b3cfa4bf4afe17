//! A statement's parameters: arrays, slices and `params![...]`, read into values once.

use super::value::{ToSql, Value};

pub trait Params {
    fn values(self) -> Vec<Value>;
}

impl Params for () {
    fn values(self) -> Vec<Value> {
        Vec::new()
    }
}

impl<T: ToSql> Params for &[T] {
    fn values(self) -> Vec<Value> {
        self.iter().map(ToSql::to_value).collect()
    }
}

impl<T: ToSql, const N: usize> Params for &[T; N] {
    fn values(self) -> Vec<Value> {
        self.iter().map(ToSql::to_value).collect()
    }
}

impl<T: ToSql, const N: usize> Params for [T; N] {
    fn values(self) -> Vec<Value> {
        self.iter().map(ToSql::to_value).collect()
    }
}

impl Params for Vec<Value> {
    fn values(self) -> Vec<Value> {
        self
    }
}

/// Parameters of mixed types, bound in order (`?1`, `?2`, ...).
#[macro_export]
macro_rules! params {
    () => {
        &[] as &[&dyn $crate::store::sql::ToSql]
    };
    ($($p:expr),+ $(,)?) => {
        &[$(&$p as &dyn $crate::store::sql::ToSql),+] as &[&dyn $crate::store::sql::ToSql]
    };
}
