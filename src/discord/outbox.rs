//! The outbox's sender: on start, at every clock tick and whenever a command or the bot's
//! move wrote rows, it claims the rows due (the head of each channel's and user's lane, so
//! posts arrive in order) and sends them with their nonce; a row is marked sent with its
//! message's id, given up when Discord refuses it for good (the game goes on), waited for
//! on a 429 as long as Discord says, and retried with backoff after a server error or a
//! timeout. A row an interaction's answer was to carry is first looked for there.

use super::api::{Api, Sent};
use super::pictures::{self, Drawn};
use super::respond;
use super::shared::{call, Shared};
use crate::service::outbox::{Due, Target};
use serenity::all::{ChannelId, Http, MessageId};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tracing::{debug, info, warn};

/// Rows claimed at once: one, so that none waits under a lease while others are sent.
const BATCH: usize = 1;
/// How long a row that keeps failing (server errors, timeouts: Discord down) is tried:
/// an outage of hours delays posts, it does not lose them.
const TRIED_FOR_MS: i64 = 24 * 3600 * 1000;
/// An interaction's token works for 15 minutes: after that its answer cannot be looked at.
const TOKEN_LIFE_MS: i64 = 15 * 60 * 1000;

/// How long to wait before another try after `attempts` failed ones: 1 s doubling, at most
/// 5 minutes.
fn backoff(attempts: u32) -> Duration {
    Duration::from_secs(1u64 << attempts.min(8)).min(Duration::from_secs(300))
}

/// Runs until shutdown: sends what is due, then waits for a kick, or a second while rows
/// wait (a 429's or a backoff's time, another process's lease).
pub async fn run(shared: Arc<Shared>, http: Arc<Http>, api: Api) {
    loop {
        if shared.closing.load(Ordering::SeqCst) {
            return;
        }
        let waiting = drain(&shared, &http, &api).await;
        let pause = if waiting {
            Duration::from_secs(1)
        } else {
            Duration::from_secs(3600)
        };
        tokio::select! {
            _ = shared.outbox.notified() => {}
            _ = tokio::time::sleep(pause) => {}
            _ = shared.stop.notified() => return,
        }
    }
}

/// Sends every row due now; true when unsent rows remain (waiting for their time).
async fn drain(shared: &Arc<Shared>, http: &Http, api: &Api) -> bool {
    loop {
        let _in_flight = shared.in_flight.read().await;
        if shared.closing.load(Ordering::SeqCst) {
            return false;
        }
        let due = call(shared, |s, _| s.outbox_due(BATCH))
            .await
            .unwrap_or_default();
        if due.is_empty() {
            return call(shared, |s, _| s.outbox_waiting())
                .await
                .unwrap_or(false);
        }
        for d in due {
            deliver(shared, http, api, d).await;
        }
    }
}

async fn deliver(shared: &Arc<Shared>, http: &Http, api: &Api, d: Due) {
    if let Some(found) = answered(http, api, &d).await {
        return settle(shared, &d, found).await;
    }
    let drawn = pictures::draw(d.reply.clone()).await;
    let outcome = match d.target {
        Target::Channel(channel) => {
            let sent = post(api, channel, &drawn, &d.nonce).await;
            // A post that begins a game (a tournament's): its thread, as an answer's gets.
            if let (Sent::Done(msg), true) = (&sent, d.reply.game_started) {
                let (channel, msg) = (ChannelId::new(channel), MessageId::new(*msg));
                super::threads::open(shared, http, channel, msg, &d.reply).await;
            }
            sent
        }
        Target::User(user) => match shared.dms.channel(http, user).await {
            Ok(channel) => post(api, channel.get(), &drawn, &d.nonce).await,
            Err(e) => from_serenity(&e),
        },
    };
    if let (Target::User(user), Sent::Refused(_) | Sent::Failed(_)) = (d.target, &outcome) {
        shared.dms.forget(user);
    }
    settle(shared, &d, outcome).await;
}

/// For a row an interaction's answer was to carry: whether that answer arrived after all
/// (the process died, or the request timed out, before it was marked). None: post it.
async fn answered(http: &Http, api: &Api, d: &Due) -> Option<Sent> {
    let token = d.via.as_deref()?;
    // A button's follow-up ("f:<interaction>:<token>") is found in the channel's history by
    // the interaction that made it: the token cannot look it up.
    if let Some(rest) = token.strip_prefix("f:") {
        let interaction = rest.split_once(':')?.0.parse().ok()?;
        return match d.target {
            Target::Channel(channel) => api.made_by(channel, interaction).await,
            Target::User(_) => None,
        };
    }
    // Nor can any answer be looked up once its token expired.
    if crate::service::outbox::wall_ms() - d.created_at > TOKEN_LIFE_MS {
        return None;
    }
    match http.get_original_interaction_response(token).await {
        Ok(msg) => Some(Sent::Done(msg.id.get())),
        Err(e) => match from_serenity(&e) {
            // No answer, or Discord cannot say (5xx, a timeout): asked again later.
            wait @ (Sent::Wait(_) | Sent::Failed(_)) => Some(wait),
            // Unknown message or webhook, a token no longer valid: never answered, or
            // beyond looking up; the row's own state decides.
            _ => None,
        },
    }
}

/// Posts the reply's pieces, each with its own nonce (the first with the files and
/// buttons); the first piece's id is the row's message.
async fn post(api: &Api, channel: u64, drawn: &Drawn, nonce: &str) -> Sent {
    let mut first = None;
    for (i, msg) in respond::outbox_pieces(drawn).into_iter().enumerate() {
        let nonce = if i == 0 {
            nonce.to_string()
        } else {
            format!("{nonce}-{i}")
        };
        match api.create_message(channel, &msg, &nonce).await {
            Sent::Done(id) => {
                first.get_or_insert(id);
            }
            other => return other,
        }
    }
    first.map_or(Sent::Refused("nothing to send".into()), Sent::Done)
}

/// serenity's error as Discord's answer.
fn from_serenity(e: &serenity::Error) -> Sent {
    use serenity::all::HttpError;
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            let said = format!(
                "{} {} {}",
                r.status_code.as_u16(),
                r.error.code,
                r.error.message
            );
            match r.status_code.as_u16() {
                429 => Sent::Wait(Duration::from_secs(1)),
                400 | 403 | 404 => Sent::Refused(said),
                _ => Sent::Failed(said),
            }
        }
        // Never the error's text: it may carry the URL, and an interaction's token in it.
        serenity::Error::Http(HttpError::Request(e)) if e.is_timeout() => {
            Sent::Failed("no answer in time".into())
        }
        _ => Sent::Failed("request failed".into()),
    }
}

async fn settle(shared: &Arc<Shared>, d: &Due, outcome: Sent) {
    shared
        .reach
        .rest_answered(!matches!(outcome, Sent::Failed(_)));
    let id = d.id;
    let age = crate::service::outbox::wall_ms() - d.created_at;
    match outcome {
        Sent::Done(msg) => {
            debug!(row = id, message = msg, "outbox row sent");
            call(shared, move |s, _| s.outbox_sent(id, Some(msg))).await;
        }
        Sent::Wait(after) => {
            info!(
                row = id,
                secs = after.as_secs_f64(),
                "Discord asks to wait (429)"
            );
            let ms = after.as_millis() as i64;
            call(shared, move |s, _| s.outbox_later(id, ms, false, "429")).await;
        }
        Sent::Refused(why) => {
            warn!(row = id, "not deliverable, given up: {why}");
            call(shared, move |s, _| s.outbox_failed(id, &why)).await;
        }
        Sent::Failed(why) if age > TRIED_FOR_MS => {
            warn!(row = id, "failing for a day, given up: {why}");
            call(shared, move |s, _| s.outbox_failed(id, &why)).await;
        }
        Sent::Failed(why) => {
            let wait = backoff(d.attempts).as_millis() as i64;
            info!(row = id, "send failed, tried again in {wait} ms: {why}");
            call(shared, move |s, _| s.outbox_later(id, wait, true, &why)).await;
        }
    }
}
