//! The bot's own moves on Discord: after every command and on every clock tick (so also at
//! start, after a restart), each game where it is the bot's turn is thought about on a
//! blocking thread, outside the service lock, then stored if still at that ply and posted
//! in the game's thread or channel like a person's move.

use super::delivery;
use super::shared::{call, Shared};
use serenity::all::Http;
use std::collections::HashSet;
use std::sync::{Arc, Mutex, OnceLock};
use tracing::warn;

/// Games being thought about, so a tick and a command do not think about one twice.
fn thinking() -> &'static Mutex<HashSet<i64>> {
    static GAMES: OnceLock<Mutex<HashSet<i64>>> = OnceLock::new();
    GAMES.get_or_init(|| Mutex::new(HashSet::new()))
}

pub async fn play_owed(shared: Arc<Shared>, http: Arc<Http>) {
    // Held like a command in flight: shutdown waits for a move being thought about.
    let _in_flight = shared.in_flight.read().await;
    let turns = call(&shared, |s, _| s.bot_turns())
        .await
        .unwrap_or_default();
    for turn in turns {
        let lock = || thinking().lock().unwrap_or_else(|p| p.into_inner());
        if !lock().insert(turn.game) {
            continue;
        }
        let job = turn.clone();
        let text = tokio::task::spawn_blocking(move || job.think()).await;
        let reply = match text {
            Ok(Ok(text)) => {
                let turn = turn.clone();
                call(&shared, move |s, now| s.bot_move(&turn, &text, now))
                    .await
                    .flatten()
            }
            Ok(Err(e)) => {
                warn!(game = turn.game, "the bot cannot move: {e}");
                None
            }
            Err(e) => {
                warn!(game = turn.game, "the bot's thinking failed: {e}");
                None
            }
        };
        lock().remove(&turn.game);
        if let Some(reply) = reply {
            delivery::announce(&http, &shared, reply).await;
        }
    }
    // Then the reviews players chose to have of their finished games (a bot's move may
    // just have finished one).
    super::reviews::review_owed(shared.clone(), http).await;
}
