//! Whether this process can take commands: every gateway shard it runs connected (serenity's
//! shard stage, as its shard manager keeps it) and Discord's REST answering the outbox's
//! sends (a 5xx or no answer in time until the next send goes through). With interactions
//! over HTTP there is no gateway: Discord's REST answering is the whole of it, asked on
//! every tick (Get Gateway: small, changing nothing) since a quiet process
//! sends nothing else that would tell. The clock asks before each tick: unreachable, the
//! process writes no heartbeat and judges no deadline, and the next tick that is up gives
//! the time back (`service::clock::outage`).

use serenity::all::{Http, HttpError, ShardManager};
use serenity::gateway::ConnectionStage;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tokio::sync::Notify;
use tracing::{info, warn};

/// This process's gateway shards: where serenity keeps their stages, and how many there are.
pub struct Shards {
    pub manager: Arc<ShardManager>,
    pub count: u32,
}

/// How Discord reaches this process: the gateway's shards, or (interactions over HTTP)
/// only its REST API, through this client.
pub enum Link {
    Gateway(Shards),
    Rest(Arc<Http>),
}

#[derive(Default)]
pub struct Reach {
    /// The last send to Discord's REST failed with a server error or no answer.
    rest_failing: AtomicBool,
    /// What the last look found, to log the changes only.
    was_up: AtomicBool,
    /// Wakes the clock when a shard has connected, so an outage is given back at once.
    pub connected: Notify,
}

impl Reach {
    /// What became of a request to Discord's REST: answered (done, refused or told to
    /// wait) or not (a server error, no answer in time).
    pub fn rest_answered(&self, answered: bool) {
        let was = self.rest_failing.swap(!answered, Ordering::SeqCst);
        if was && answered {
            // The outage may end here: the clock looks at once.
            self.connected.notify_one();
        }
    }

    /// Whether Discord can be reached now, logged when it changes.
    pub async fn up(&self, link: &Link) -> bool {
        let connected = match link {
            Link::Gateway(shards) => {
                let runners = shards.manager.runners.lock().await;
                runners.len() as u32 >= shards.count
                    && runners
                        .values()
                        .all(|r| r.stage == ConnectionStage::Connected)
            }
            Link::Rest(http) => {
                self.probe(http).await;
                true
            }
        };
        let rest = !self.rest_failing.load(Ordering::SeqCst);
        let up = connected && rest;
        if self.was_up.swap(up, Ordering::SeqCst) != up {
            if up {
                info!("Discord reachable: taking commands, the clock judges again");
            } else {
                warn!(
                    gateway_connected = connected,
                    rest_answering = rest,
                    "Discord unreachable: no heartbeat, no deadline judged until it is back"
                );
            }
        }
        up
    }

    /// Asks Discord's REST something small: any answer but a server error counts.
    async fn probe(&self, http: &Http) {
        let answered = match http.get_gateway().await {
            Ok(_) => true,
            Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(r))) => {
                !r.status_code.is_server_error()
            }
            Err(_) => false,
        };
        self.rest_answered(answered);
    }
}
