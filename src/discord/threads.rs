//! A game's thread: opened from the post that began the game (the answer to an accepted
//! challenge, or a tournament game's own post that the outbox sent), named in the post's
//! language, and recorded with the game so that commands there find it (a match between
//! servers has one in each server, each recorded for the place its channel is).

use super::shared::{call, Shared};
use crate::service::Reply;
use crate::t;
use serenity::all::{ChannelId, CreateThread, Http, MessageId};
use std::sync::Arc;
use tracing::warn;

/// Opens the thread of `reply`'s game from message `msg` in `channel`.
pub async fn open(
    shared: &Arc<Shared>,
    http: &Http,
    channel: ChannelId,
    msg: MessageId,
    reply: &Reply,
) {
    let Some(game) = reply.game else { return };
    let name = t!(reply.lang, "discord-thread-name", game = game);
    match channel
        .create_thread_from_message(http, msg, CreateThread::new(name))
        .await
    {
        Ok(thread) => {
            let (id, from) = (thread.id.get(), channel.get());
            match call(shared, move |s, _| s.attach_thread_in(game, from, id)).await {
                Some(Ok(())) => {}
                Some(Err(e)) => warn!(game, "cannot record the game's thread: {e}"),
                None => warn!(game, "the thread was opened during shutdown"),
            }
        }
        Err(e) => warn!(game, "cannot open a thread: {e}"),
    }
}
