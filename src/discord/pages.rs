//! The web pages' desk in the bot: a page's command runs through the service like a slash
//! command (the same lock, the same shutdown guard), its post goes to the game's thread
//! through the outbox, the bot answers a game against it, and a hint is computed off the
//! lock as `/hint`'s is.

use super::handler::thought;
use super::shared::{call, Shared};
use crate::service::Request;
use crate::web::play::{Answering, Desk};
use serenity::all::Http;
use std::sync::atomic::Ordering;
use std::sync::Arc;

pub struct Pages {
    pub shared: Arc<Shared>,
    pub http: Arc<Http>,
}

impl Desk for Pages {
    fn ask(&self, req: Request) -> Answering<'_> {
        Box::pin(async move {
            let shared = &self.shared;
            let _in_flight = shared.in_flight.read().await;
            if shared.closing.load(Ordering::SeqCst) {
                return None;
            }
            let lang = req.user.lang;
            let reply = call(shared, move |s, now| s.run(&req, now)).await?;
            // What the change owes Discord was committed with it: the sender posts it.
            shared.outbox.notify_one();
            tokio::spawn(super::bot::play_owed(shared.clone(), self.http.clone()));
            Some(thought(reply, lang).await)
        })
    }
}
