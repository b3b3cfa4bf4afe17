//! Two `rithmo serve` processes (the real serenity client) against the fake Discord, one
//! gateway shard each of two, on one database file: each connects its own shard, only
//! shard 0's process registers the commands, and the clock both run announces each
//! reminder and each forfeit of four games once, though the first process is killed
//! (SIGKILL) between the reminders and the deadlines.

mod common;
mod fake_discord;
use common::driver::Driver;
use common::people::{DAY, T0};
use fake_discord::*;
use serde_json::json;
use std::path::Path;
use std::time::Duration;

/// Four games, each in its own channel of the fake's server, started at T0, 3 days a move.
fn four_games(db: &Path) {
    Driver::on(db).games_in_channels(GUILD, CHANNEL, 20, 4);
}

/// The channels posted to with a message containing `words`, sorted.
fn posted(fake: &FakeDiscord, words: &str) -> Vec<u64> {
    // The messages people see: a post sent again after its process died (Discord had
    // taken it, the process had not marked it) carries the same nonce and is the same
    // message.
    let mut v: Vec<u64> = fake
        .messages()
        .iter()
        .filter(|m| m.content.contains(words))
        .map(|m| m.channel)
        .filter(|ch| (CHANNEL..CHANNEL + 4).contains(ch))
        .collect();
    v.sort();
    v
}

/// Waits up to 60 s: a channel whose post the killed process held waits for its lease (20 s).
async fn wait_posted(fake: &FakeDiscord, words: &str, n: usize) {
    for _ in 0..1200 {
        if posted(fake, words).len() >= n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "timed out waiting for {n} posts with '{words}': {:?}",
        posted(fake, words)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_shard_processes_share_one_database_and_one_clock() {
    within(120, scenario()).await;
}

async fn scenario() {
    let dir = bot_folder(T0);
    four_games(&dir.path().join("bot.db"));
    let fake = FakeDiscord::start().await;
    // One process is given its shard in the environment, the other in its file.
    let shard_0 = [("RITHMO_SHARD_COUNT", "2"), ("RITHMO_SHARDS", "0")];
    let first = Bot::launch(dir.path(), &fake, "first.log", "", &shard_0);
    let shard_1 = "shard_count = 2\nshards = \"1\"\n";
    let second = Bot::launch(dir.path(), &fake, "second.log", shard_1, &[]);
    fake.wait_identifies(2).await;
    let mut shards = fake.state.lock().unwrap().shards.clone();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, vec![json!([0, 2]), json!([1, 2])]);
    valid_registration(&fake).await;

    // 2.5 of 3 days: both clocks find the four reminders due.
    set_clock(dir.path(), T0 + 2 * DAY + DAY / 2);
    wait_posted(&fake, "Reminder: your move", 4).await;
    // The first process dies between the reminders and the deadlines.
    drop(first);
    set_clock(dir.path(), T0 + 3 * DAY);
    wait_posted(&fake, "wins on time", 4).await;
    // A few more ticks of the survivor: nothing is announced again.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let all: Vec<u64> = (CHANNEL..CHANNEL + 4).collect();
    assert_eq!(
        posted(&fake, "Reminder: your move"),
        all,
        "each reminder once"
    );
    assert_eq!(posted(&fake, "wins on time"), all, "each forfeit once");
    let registrations = fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count();
    assert_eq!(
        registrations, 1,
        "only shard 0's process registers the commands"
    );
    drop(second);
}
