//! What the pages ask of the game service, and who answers: the adapter that started the
//! pages (the Discord bot, whose outbox then posts the move in the game's thread and whose
//! engine answers a game against the bot; or the console's own service).

use crate::service::{Reply, Request};
use std::future::Future;
use std::pin::Pin;

/// The answer, when it comes.
pub type Answering<'a> = Pin<Box<dyn Future<Output = Option<Reply>> + Send + 'a>>;

/// Runs a page's request (`Via::Page`: typed, as `/move`, `/resign`, `/draw`, `/hint` of
/// the page's game, or a button of a reply the page showed) through the service as the
/// adapter runs its own: one transaction,
/// its posts owed to the outbox, a hint computed off the service's lock. None while the
/// service is closing.
pub trait Desk: Send + Sync + 'static {
    fn ask(&self, req: Request) -> Answering<'_>;
}
