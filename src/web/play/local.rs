//! The desk of pages started beside the local console (`rithmo serve` without a Discord
//! token): a service of their own on the same database, the bot's answer thought about
//! right after the move, on the blocking thread the move ran on. Nothing is posted: the
//! console's players see the game on its page.

use super::desk::{Answering, Ask, Desk};
use crate::service::{Service, Thought};
use std::path::Path;
use std::sync::{Arc, Mutex};

pub struct LocalDesk {
    service: Arc<Mutex<Service>>,
}

impl LocalDesk {
    pub fn open(db: &Path) -> Result<LocalDesk, String> {
        Ok(LocalDesk {
            service: Arc::new(Mutex::new(Service::open(db)?)),
        })
    }
}

fn now() -> i64 {
    crate::web::topics::unix_now()
}

impl Desk for LocalDesk {
    fn ask(&self, ask: Ask) -> Answering<'_> {
        let service = self.service.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let lock = || service.lock().unwrap_or_else(|p| p.into_inner());
                let reply = match &ask {
                    Ask::Command(req) => lock().handle_from_page(req, now()),
                    Ask::Press {
                        user,
                        place,
                        custom_id,
                    } => lock().press_from_page(user, place, custom_id, now()),
                };
                // The engine thinks with the service's lock released.
                let reply = reply.thought();
                let turns = lock().bot_turns();
                for turn in turns {
                    if let Ok(text) = turn.think() {
                        lock().bot_move(&turn, &text, now());
                    }
                }
                reply
            })
            .await
            .ok()
        })
    }
}
