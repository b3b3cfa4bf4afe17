//! What a reply owes beyond the interaction's answer, handed on: with the outbox, rows the
//! service already wrote, marked when the answer carried them and the sender woken; without
//! it (the puzzle of the day's post), sent here and now.

use super::shared::{call, Shared};
use super::{pictures, respond};
use crate::service::Reply;
use serenity::all::Http;
use std::sync::Arc;

/// After an interaction was answered (`ok`) or not: the post the answer carried is sent, or
/// left to the outbox's sender; the sender is woken for the rest.
pub async fn answered(shared: &Arc<Shared>, reply: &Reply, ok: bool) {
    if let Some(row) = reply.answer_row {
        if ok {
            call(shared, move |s, _| s.outbox_sent(row, None)).await;
        } else {
            call(shared, move |s, _| s.outbox_release(row)).await;
        }
    }
    if reply.queued {
        shared.outbox.notify_one();
    }
}

/// A reply's direct messages, unless they wait in the outbox.
pub async fn notify(http: &Http, shared: &Shared, drawn: &pictures::Drawn) {
    if !drawn.reply.queued {
        respond::notify(http, &shared.dms, drawn).await;
    }
}

/// An announcement nobody asked for (the clock's, the bot's move): the outbox's, or posted
/// and sent here.
pub async fn announce(http: &Http, shared: &Shared, reply: Reply) {
    if reply.queued {
        shared.outbox.notify_one();
        return;
    }
    let drawn = pictures::draw(reply).await;
    if let Some(channel) = drawn.reply.channel {
        respond::post(http, channel, &drawn).await;
    }
    respond::notify(http, &shared.dms, &drawn).await;
}
