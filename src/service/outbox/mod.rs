//! The outbox as the service keeps it: every post and direct message a change owes is
//! written in the transaction of that change (`owe`), and handed to the adapter's sender
//! when due (`Service::outbox_due`), its board drawn again from the game's log. A command's
//! public post rides on the interaction's answer; its row is marked sent when that answer
//! is accepted, or released to the sender when it fails or the process dies.

mod payload;

use crate::service::{Place, Reply, Service};
use crate::store::duties::this_process;
pub use crate::store::outbox::Target;
use crate::store::outbox::{self, New};
use crate::store::sql::Connection;
use payload::Payload;

/// How long an interaction's answer may take before the sender posts its row itself (the
/// answer's own deadline is 3 s; its HTTP request times out well within this).
const ANSWER_LEASE_MS: i64 = 10_000;
/// How long a sent row is kept: past Discord's nonce window (minutes) and an interaction
/// token's life (15 minutes, while an answer may be looked up after a crash), nothing reads
/// it again; its payload was most of the database's growth when rows were kept a week.
pub const SENT_KEPT_MS: i64 = 3600 * 1000;
/// How long a row given up is kept: the report of what could not be delivered, and why.
pub const FAILED_KEPT_MS: i64 = 7 * 24 * 3600 * 1000;
/// Rows forgotten per transaction, so that a command never waits long behind the pruning.
const PRUNE_BATCH: usize = 200;
/// Batches per tick at most: some 12,000 rows a minute, far above what the bot sends.
const PRUNE_BATCHES: usize = 60;
/// How long a sender holds the row it claimed (a send times out well within this).
const SEND_LEASE_MS: i64 = 20_000;

/// Where a command's reply is answered: the interaction (by its token, which the sender
/// uses to see whether the answer arrived) and the channel or thread its post belongs in.
#[derive(Clone, Debug, Default)]
pub(crate) struct Owing {
    pub via: Option<String>,
    pub post_to: Option<u64>,
    /// No interaction answers the command (a move made on a web page): its public post is
    /// the sender's to make.
    pub unanswered: bool,
}

impl Owing {
    /// A command answered at `place` through `via`.
    pub fn answering(via: Option<String>, place: &Place) -> Owing {
        Owing {
            via,
            post_to: place.guild.map(|_| place.thread.unwrap_or(place.channel)),
            unanswered: false,
        }
    }
}

/// A row due, ready to send.
#[derive(Clone, Debug)]
pub struct Due {
    pub id: i64,
    pub target: Target,
    pub reply: Reply,
    /// Discord's message nonce for it (sent with `enforce_nonce`).
    pub nonce: String,
    /// The interaction whose answer may already have carried it.
    pub via: Option<String>,
    /// When it was written (unix milliseconds).
    pub created_at: i64,
    /// Failed attempts so far.
    pub attempts: u32,
}

pub fn wall_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Writes in `tx` the rows `reply` owes: its post (a clock's or the bot's announcement in
/// its channel, or a command's public post riding on the interaction's answer) and each
/// direct message. The reply is marked `queued`: the adapter sends none of them itself.
pub(crate) fn owe(
    tx: &Connection,
    mut reply: Reply,
    owing: &Owing,
) -> crate::store::sql::Result<Reply> {
    let now = wall_ms();
    if let Some(channel) = reply.channel {
        let p = serde_json::to_string(&Payload::post(tx, &reply)?).expect("plain data");
        add(tx, Target::Channel(channel), reply.game, &p, None, now)?;
    } else if let Some(channel) = owing.post_to.filter(|_| carries_post(&reply)) {
        let via = owing.via.as_deref();
        if via.is_some() || owing.unanswered {
            let p = serde_json::to_string(&Payload::post(tx, &reply)?).expect("plain data");
            let id = add(tx, Target::Channel(channel), reply.game, &p, via, now)?;
            reply.answer_row = via.map(|_| id);
        }
    }
    for n in &reply.notices {
        let p = Payload::notice(tx, reply.game, &n.text, n.board.as_ref())?;
        let p = serde_json::to_string(&p).expect("plain data");
        add(tx, Target::User(n.user), reply.game, &p, None, now)?;
    }
    // Each in its own channel, after this one: posts nobody's answer carries.
    let also = std::mem::take(&mut reply.also);
    reply.also = also
        .into_iter()
        .map(|r| owe(tx, r, &Owing::default()))
        .collect::<crate::store::sql::Result<_>>()?;
    reply.queued = true;
    Ok(reply)
}

/// Writes in `tx` the post of a daily puzzle (`reply`, for its channel): its board is the
/// puzzle's position, drawn from puzzle `puzzle` when it is sent.
pub(crate) fn owe_puzzle(
    tx: &Connection,
    mut reply: Reply,
    puzzle: &str,
) -> crate::store::sql::Result<Reply> {
    let Some(channel) = reply.channel else {
        return Ok(reply);
    };
    let mut p = Payload::post(tx, &reply)?;
    p.puzzle = Some(puzzle.to_string());
    let p = serde_json::to_string(&p).expect("plain data");
    add(tx, Target::Channel(channel), None, &p, None, wall_ms())?;
    reply.queued = true;
    Ok(reply)
}

fn add(
    tx: &Connection,
    target: Target,
    game: Option<i64>,
    payload: &str,
    via: Option<&str>,
    now: i64,
) -> crate::store::sql::Result<i64> {
    let owner = this_process(now);
    let row = New {
        target,
        game,
        payload,
        via,
        lease: via.map(|_| (owner.as_str(), now + ANSWER_LEASE_MS)),
    };
    outbox::add(tx, &row, now)
}

/// A public answer about a game, in a server, that others must see: a post the outbox
/// owes. Lists, pages, records, charts and reviews are only the caller's answer.
pub(crate) fn carries_post(r: &Reply) -> bool {
    !r.ephemeral
        && !r.update
        && (r.game.is_some() || r.announces)
        && r.replay.is_none()
        && r.chart.is_none()
        && r.graph.is_none()
        && r.table.is_none()
        && r.files.is_empty()
        && r.moments.is_empty()
        && r.menu.is_none()
        && r.thinking.is_none()
}

impl Service {
    /// From now on every post and direct message a change owes is written to the outbox
    /// with it (the Discord adapter; the console shows its replies at once).
    pub fn use_outbox(&mut self) {
        self.outbox = true;
    }

    /// Claims up to `limit` rows due (the head of each channel's and each user's lane) for
    /// this process, with their boards drawn again from the log.
    pub fn outbox_due(&mut self, limit: usize) -> Vec<Due> {
        let now = wall_ms();
        let owner = this_process(now);
        // Looked at first without the write lock: idle senders of several processes take none.
        if !outbox::any_due(self.store.conn(), now).unwrap_or(false) {
            return Vec::new();
        }
        // A claim lost to a power cut only lets the row be claimed again (its nonce keeps
        // it single): no need to wait for the disk.
        let claimed = self
            .store
            .claim_lazily(|tx| outbox::claim(tx, &owner, now, SEND_LEASE_MS, limit))
            .unwrap_or_default();
        let conn = self.store.conn();
        claimed
            .into_iter()
            .map(|c| {
                let reply = match serde_json::from_str::<Payload>(&c.payload) {
                    Ok(p) => p.reply(conn, c.game),
                    Err(e) => Reply::public(format!("(unreadable outbox row: {e})")),
                };
                let reply = Reply {
                    channel: match c.target {
                        Target::Channel(ch) => Some(ch),
                        Target::User(_) => None,
                    },
                    ..reply
                };
                Due {
                    id: c.id,
                    target: c.target,
                    reply,
                    nonce: c.nonce,
                    via: c.via,
                    created_at: c.created_at,
                    attempts: c.attempts,
                }
            })
            .collect()
    }

    /// Forgets rows sent more than an hour ago and rows given up more than a week ago
    /// (every clock tick). Returns how many went.
    pub fn outbox_prune(&mut self) -> usize {
        self.outbox_prune_at(wall_ms())
    }

    /// The same as at `now_ms` (unix milliseconds): what the clock will forget then.
    pub fn outbox_prune_at(&mut self, now_ms: i64) -> usize {
        if !self.outbox {
            return 0;
        }
        let (sent, failed) = (now_ms - SENT_KEPT_MS, now_ms - FAILED_KEPT_MS);
        let mut gone = 0;
        for _ in 0..PRUNE_BATCHES {
            if !outbox::any_to_prune(self.store.conn(), sent, failed).unwrap_or(false) {
                break;
            }
            // Forgetting needs no fsync: a batch lost to a power cut is forgotten again.
            match self
                .store
                .write_lazily(|tx| outbox::prune(tx, sent, failed, PRUNE_BATCH))
            {
                Ok(n) => gone += n,
                Err(_) => break,
            }
        }
        gone
    }

    /// Whether rows are left unsent (waiting for their time, or held by another process).
    pub fn outbox_waiting(&self) -> bool {
        outbox::unsent(self.store.conn()).is_ok_and(|n| n > 0)
    }

    /// Discord accepted row `id` (as message `message`, when known).
    pub fn outbox_sent(&mut self, id: i64, message: Option<u64>) {
        let _ = self
            .store
            .lazily(|c| outbox::sent(c, id, message, wall_ms()));
    }

    /// Discord says row `id` can never be delivered.
    pub fn outbox_failed(&mut self, id: i64, error: &str) {
        let _ = self
            .store
            .lazily(|c| outbox::failed(c, id, error, wall_ms()));
    }

    /// Row `id` is tried again after `wait_ms`; `counted` when this attempt failed.
    pub fn outbox_later(&mut self, id: i64, wait_ms: i64, counted: bool, error: &str) {
        let not_before = wall_ms() + wait_ms;
        let _ = self
            .store
            .lazily(|c| outbox::later(c, id, not_before, counted, error));
    }

    /// The interaction's answer did not carry row `id`: the sender posts it.
    pub fn outbox_release(&mut self, id: i64) {
        let _ = self.store.lazily(|c| outbox::release(c, id));
    }
}
