//! Who asks, where, and what: a request as every adapter hands it to the service.

use crate::service::{Command, Place, User};

/// A request: who asks, where, and what.
#[derive(Clone, Debug)]
pub struct Request {
    pub user: User,
    pub place: Place,
    pub command: Command,
}
