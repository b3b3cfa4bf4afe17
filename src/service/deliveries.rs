//! Interactions delivered once across processes: Discord's HTTP endpoint may reach any
//! machine behind a load balancer, so a request replayed to another machine (each keeps the
//! signatures it took) is caught by the interaction's id, claimed as a duty in the shared
//! database. Claims are forgotten after `KEPT`, long after a replay's timestamp is refused.

use crate::service::Service;
use crate::store::duties::{self, Duty};

/// The duty's kind: one row per interaction taken.
pub const INTERACTION: &str = "interaction";

/// How long a claim is kept: an hour, twelve times the signature's window of five minutes.
const KEPT: i64 = 3_600;

impl Service {
    /// Whether interaction `id` is delivered here for the first time on any process sharing
    /// the database. A database that cannot answer lets it through: the command itself is
    /// then refused, or applies once by its game's own checks.
    pub fn first_delivery(&mut self, id: u64, now: i64) -> bool {
        let duty = Duty {
            kind: INTERACTION,
            subject: id as i64,
            occasion: 0,
        };
        self.store
            .write_lazily(|tx| {
                duties::forget_before(tx, INTERACTION, now - KEPT)?;
                duties::claim(tx, &duty, now)
            })
            .unwrap_or(true)
    }
}
