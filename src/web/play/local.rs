//! The desk of pages started beside the local console (`rithmo serve` without a Discord
//! token): the console's own service (or, alone, one on the same database), the bot's work
//! (its answer, the reviews players chose) done by the service's driver right after the
//! move, on the blocking thread the move ran on. Nothing is posted: the console's players
//! see the game on its page.

use super::desk::{Answering, Desk};
use crate::service::chores::Served;
use crate::service::{Request, Service, Thought};
use std::path::Path;
use std::sync::Arc;

pub struct LocalDesk {
    service: Arc<Served>,
}

impl LocalDesk {
    pub fn open(db: &Path) -> Result<LocalDesk, String> {
        Ok(LocalDesk::on(Arc::new(Served::new(Service::open(db)?))))
    }

    /// The desk on a service already open (`rithmo serve`: the console's).
    pub fn on(service: Arc<Served>) -> LocalDesk {
        LocalDesk { service }
    }
}

fn now() -> i64 {
    crate::web::topics::unix_now()
}

impl Desk for LocalDesk {
    fn ask(&self, req: Request) -> Answering<'_> {
        let service = self.service.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let reply = service.lock().run(&req, now());
                // The engine thinks with the service's lock released; nothing is posted:
                // the players see the bot's move on the page.
                let reply = reply.thought();
                service.drive(now, |_| {});
                reply
            })
            .await
            .ok()
        })
    }
}
