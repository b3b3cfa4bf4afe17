//! What the end-to-end tests read off the fake's records: an interaction's answer (its
//! content, whether only the asker sees it, its token), its follow-up, the board it
//! carries, the commands' registration (checked as Discord checks it), the posts everyone
//! sees; and the bot process's clock and the tests' outer time guard.

use super::{command_errors, commands_valid, FakeDiscord, Msg, Recorded, APP_ID, EPHEMERAL};
use serde_json::Value;
use std::path::Path;
use std::time::Duration;

/// The text of an interaction's answer.
pub fn content(r: &Recorded) -> String {
    r.json["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Whether only the one who asked sees the answer.
pub fn ephemeral(r: &Recorded) -> bool {
    r.json["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}

/// The interaction token in a recorded callback's path.
pub fn token(r: &Recorded) -> String {
    r.path.split('/').nth(5).unwrap().to_string()
}

/// The follow-up an interaction made, once it is there.
pub async fn followup(fake: &FakeDiscord, token: &str) -> Recorded {
    let path = format!("/api/v10/webhooks/{APP_ID}/{token}");
    fake.wait_for("a follow-up", |r| r.method == "POST" && r.path == path)
        .await
}

/// The bot's registration of its commands, once it is there.
pub async fn registration(fake: &FakeDiscord) -> Recorded {
    fake.wait_for("command registration", |r| {
        r.method == "PUT" && r.path.ends_with("/commands")
    })
    .await
}

/// The commands the bot registered, once it has, each valid as Discord checks them (else
/// Discord's errors are shown).
pub async fn valid_registration(fake: &FakeDiscord) -> Value {
    let reg = registration(fake).await;
    assert!(
        commands_valid(&reg.json),
        "{:#}",
        command_errors(&reg.json).unwrap()
    );
    reg.json
}

/// The command `name` among those registered.
pub fn registered<'a>(commands: &'a Value, name: &str) -> &'a Value {
    let list = commands.as_array().unwrap();
    list.iter().find(|c| c["name"] == name).unwrap()
}

/// The messages everyone sees in `channel` that contain `text`.
pub fn posts(fake: &FakeDiscord, channel: u64, text: &str) -> Vec<Msg> {
    fake.messages()
        .into_iter()
        .filter(|m| m.channel == channel && !m.ephemeral && m.content.contains(text))
        .collect()
}

/// The board PNG attached to a message decodes to the renderer's neo size.
pub fn assert_board(files: &[(String, Vec<u8>)]) {
    let png = files
        .iter()
        .find(|(n, _)| n == "board.png")
        .expect("a board.png attachment");
    let img = image::load_from_memory(&png.1).expect("a valid PNG");
    assert_eq!((img.width(), img.height()), (584, 784));
}

/// Sets the clock the bot process reads (its `now` file), written aside and renamed over
/// it: a process reading while it changes sees the old time or the new, never an empty
/// file (which it would take for no clock file, and read the system's clock instead).
pub fn set_clock(dir: &Path, t: i64) {
    let aside = dir.join("now.new");
    std::fs::write(&aside, t.to_string()).unwrap();
    std::fs::rename(aside, dir.join("now")).unwrap();
}

/// Runs a scenario under an outer bound; everything inside is bounded by the fake's own
/// waits.
pub async fn within(secs: u64, scenario: impl std::future::Future<Output = ()>) {
    tokio::time::timeout(Duration::from_secs(secs), scenario)
        .await
        .expect("the scenario finished in time");
}

/// Waits (up to 30 s) until the bot has recorded `game`'s thread in its database: Discord
/// has answered the thread's creation before the bot stores it, and a post for the game in
/// between (the bot's own move, say) still goes to the channel.
pub async fn wait_thread_recorded(dir: &std::path::Path, game: i64) {
    for _ in 0..600 {
        let recorded = rithmo::store::sql::Connection::at(dir.join("bot.db"))
            .and_then(|c| {
                c.query_row(
                    "SELECT thread_id IS NOT NULL FROM games WHERE id = ?1",
                    [game],
                    |r| r.get::<_, bool>(0),
                )
            })
            .unwrap_or(false);
        if recorded {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("game {game}'s thread was never recorded");
}
