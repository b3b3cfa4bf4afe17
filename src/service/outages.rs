//! What the adapters tell the service about outages: that it keeps the heartbeat, whether
//! this process can take commands, and time that passed while it could.

use crate::service::Service;
use crate::store::heartbeat;

impl Service {
    /// Keeps the heartbeat from now on, and gives back gaps since it longer than `secs`
    /// (the configuration's `outage_seconds`).
    pub fn watch_outages(&mut self, secs: i64) {
        self.outage.on = true;
        self.outage.threshold = secs;
    }

    /// Whether this process can take commands (the Discord adapter says: its gateway
    /// connected and Discord's REST answering). While it cannot, its ticks judge nothing
    /// and write no heartbeat.
    pub fn set_reachable(&mut self, up: bool) {
        self.outage.up = up;
    }

    /// Time that passed while up (the console's `/clock`): the heartbeat moves on to `now`
    /// without a gap being judged.
    pub fn keep_alive(&mut self, now: i64) {
        let _ = self.store.write_lazily(|tx| heartbeat::beat(tx, now));
    }
}
