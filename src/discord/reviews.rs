//! Reviews nobody asked for, on Discord: after the bot's moves (so after every command and
//! every clock tick), each review owed to a player who chose them is made on a blocking
//! thread, outside the service lock, then stored and its direct messages sent.

use super::delivery;
use super::shared::{call, Shared};
use serenity::all::Http;
use std::collections::HashSet;
use std::sync::{Arc, Mutex, OnceLock};
use tracing::warn;

/// Games being reviewed, so a tick and a command do not review one twice.
fn reviewing() -> &'static Mutex<HashSet<i64>> {
    static GAMES: OnceLock<Mutex<HashSet<i64>>> = OnceLock::new();
    GAMES.get_or_init(|| Mutex::new(HashSet::new()))
}

pub async fn review_owed(shared: Arc<Shared>, http: Arc<Http>) {
    let jobs = call(&shared, |s, _| s.reviews_owed())
        .await
        .unwrap_or_default();
    for job in jobs {
        let lock = || reviewing().lock().unwrap_or_else(|p| p.into_inner());
        if !lock().insert(job.game) {
            continue;
        }
        let work = job.clone();
        let done = tokio::task::spawn_blocking(move || work.run(&mut |_, _| {})).await;
        let reply = match done {
            Ok(done) => {
                let job = job.clone();
                call(&shared, move |s, now| s.auto_reviewed(&job, &done, now))
                    .await
                    .flatten()
            }
            Err(e) => {
                warn!(game = job.game, "a review nobody asked for failed: {e}");
                None
            }
        };
        lock().remove(&job.game);
        if let Some(reply) = reply {
            delivery::announce(&http, &shared, reply).await;
        }
    }
}
