//! What goes wrong on the fake Discord, as a test asks, answered as Discord documents it
//! (docs: topics/rate-limits, topics/opcodes-and-status-codes): a 429 with `retry_after`
//! (seconds, fractional) and `global`; a 5xx; 404 Unknown Channel for a channel deleted;
//! 403 "Cannot send messages to this user" (50007) for a user whose direct messages are
//! closed; and a Discord frozen, which takes requests and answers none (its gateway too, if
//! asked: silent on an open connection).

use super::model::{dm_channel_of, Answer};
use serde_json::json;
use std::collections::HashSet;

#[derive(Default)]
pub struct Faults {
    /// Requests are taken and never answered (nor done).
    pub frozen: bool,
    /// The gateway holds its connection open and neither reads nor sends anything (no
    /// heartbeat ACK, no answer to a close).
    pub gateway_frozen: bool,
    /// Requests are done, and their answers held back.
    pub holding: bool,
    /// The same for the interactions' webhooks only (follow-ups, edits of an answer).
    pub holding_webhooks: bool,
    /// The next Create Message calls answered 429 (each with `retry_after` seconds).
    pub rate_limited: usize,
    pub retry_after: f64,
    /// The next Create Message calls answered 502 Bad Gateway.
    pub server_errors: usize,
    /// Channels deleted (and threads).
    pub deleted: HashSet<u64>,
    /// Users whose direct messages are closed to the bot.
    pub dms_closed: HashSet<u64>,
}

impl Faults {
    /// Whether the answer to a request (to a webhook, or not) is held back now.
    pub fn holds(&self, webhook: bool) -> bool {
        self.holding || (webhook && self.holding_webhooks)
    }

    /// The answer to Create Message in `channel`, if a fault decides it.
    pub fn refused(&mut self, channel: u64) -> Option<Answer> {
        if self.rate_limited > 0 {
            self.rate_limited -= 1;
            let body = json!({"message": "You are being rate limited.",
                "retry_after": self.retry_after, "global": false});
            return Some(("429 Too Many Requests", Some(body)));
        }
        if self.server_errors > 0 {
            self.server_errors -= 1;
            return Some((
                "502 Bad Gateway",
                Some(json!({"message": "Bad Gateway", "code": 0})),
            ));
        }
        if self.deleted.contains(&channel) {
            return Some((
                "404 Not Found",
                Some(json!({"message": "Unknown Channel", "code": 10003})),
            ));
        }
        if self.dms_closed.iter().any(|&u| dm_channel_of(u) == channel) {
            return Some((
                "403 Forbidden",
                Some(json!({"message": "Cannot send messages to this user", "code": 50007})),
            ));
        }
        None
    }
}
