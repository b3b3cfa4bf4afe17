//! Who asks, where, and what: a request as every adapter hands it to the service.

use crate::service::protocol::{Command, Place, User};

/// A request: who asks, where, and what.
#[derive(Clone, Debug)]
pub struct Request {
    pub user: User,
    pub place: Place,
    pub command: Command,
    /// The caller may change the server's settings: Discord's Manage Server (or
    /// Administrator) in the interaction's permissions; everyone in the console.
    pub manages_server: bool,
}
