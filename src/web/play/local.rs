//! The desk of pages started beside the local console (`rithmo serve` without a Discord
//! token): the console's service (or one of their own on the same database), the bot's work (its answer, the
//! reviews players chose) done by the service's driver right after the move, on the
//! blocking thread the move ran on. Nothing is posted: the
//! console's players see the game on its page.

use super::desk::{Answering, Desk};
use crate::service::chores::{self, Serving, Working};
use crate::service::{Request, Service, Thought};
use std::path::Path;
use std::sync::{Arc, Mutex};

pub struct LocalDesk {
    service: Arc<Mutex<Service>>,
    working: Arc<Working>,
}

impl LocalDesk {
    pub fn open(db: &Path) -> Result<LocalDesk, String> {
        Ok(LocalDesk::on(Arc::new(Mutex::new(Service::open(db)?))))
    }

    /// The desk on a service already open (`rithmo serve`: the console's own).
    pub fn on(service: Arc<Mutex<Service>>) -> LocalDesk {
        LocalDesk {
            service,
            working: Arc::default(),
        }
    }
}

fn now() -> i64 {
    crate::web::topics::unix_now()
}

/// The desk's service, behind its lock, at the system's clock.
struct Locked<'a>(&'a Mutex<Service>);

impl Serving for Locked<'_> {
    fn with<T>(&mut self, f: impl FnOnce(&mut Service, i64) -> T) -> Option<T> {
        let mut svc = self.0.lock().unwrap_or_else(|p| p.into_inner());
        Some(f(&mut svc, now()))
    }
}

impl Desk for LocalDesk {
    fn ask(&self, req: Request) -> Answering<'_> {
        let (service, working) = (self.service.clone(), self.working.clone());
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let reply = Locked(&service).with(|s, now| s.run(&req, now))?;
                // The engine thinks with the service's lock released; nothing is posted:
                // the players see the bot's move on the page.
                let reply = reply.thought();
                chores::drive(&mut Locked(&service), &working, |_| {});
                Some(reply)
            })
            .await
            .ok()
            .flatten()
        })
    }
}
