//! How many event streams are open: in all, and per sender (its address, or the one a proxy
//! on this machine names). A stream holds a connection and its memory for as long as a page
//! stays open, so one client opening a thousand would crowd out everyone else; past either
//! limit a stream is refused (503) and the page asks again later.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The open streams, counted.
pub struct Streams {
    total: usize,
    per_sender: usize,
    open: Mutex<Open>,
}

#[derive(Default)]
struct Open {
    all: usize,
    by_sender: HashMap<String, usize>,
}

/// A stream let in: counted until it is dropped (with its stream).
pub struct Admitted {
    streams: Arc<Streams>,
    sender: String,
}

impl Streams {
    pub fn new(total: usize, per_sender: usize) -> Arc<Streams> {
        Arc::new(Streams {
            total,
            per_sender,
            open: Mutex::new(Open::default()),
        })
    }

    /// A stream for `sender`, unless the streams are at one of their limits.
    pub fn admit(self: &Arc<Self>, sender: &str) -> Option<Admitted> {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let mine = open.by_sender.get(sender).copied().unwrap_or(0);
        if open.all >= self.total || mine >= self.per_sender {
            return None;
        }
        open.all += 1;
        open.by_sender.insert(sender.to_string(), mine + 1);
        Some(Admitted {
            streams: self.clone(),
            sender: sender.to_string(),
        })
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut open = self.streams.open.lock().unwrap_or_else(|p| p.into_inner());
        open.all -= 1;
        if let Some(n) = open.by_sender.get_mut(&self.sender) {
            *n -= 1;
            if *n == 0 {
                open.by_sender.remove(&self.sender);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sender_gets_its_share_and_the_total_holds_for_everyone() {
        let s = Streams::new(5, 2);
        let a1 = s.admit("a").unwrap();
        let _a2 = s.admit("a").unwrap();
        assert!(s.admit("a").is_none(), "a's share is taken");
        let _b = s.admit("b").unwrap();
        let _b2 = s.admit("b").unwrap();
        let _c = s.admit("c").unwrap();
        assert!(s.admit("d").is_none(), "five in all");
        // A page closed gives its place back.
        drop(a1);
        let _d = s.admit("d").unwrap();
        assert!(s.admit("e").is_none());
        assert_eq!(s.open.lock().unwrap().all, 5);
    }
}
