//! End to end: the real `rithmo serve` (serenity client included) against a fake Discord on
//! 127.0.0.1. An open challenge accepted with its button, moves with a board PNG each,
//! autocomplete, a refused move, rules too long for one message, a restart mid-game, and a
//! forfeit on a fake clock with its Rematch button.

mod fake_discord;
use fake_discord::*;
use serde_json::{json, Value};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tempfile::TempDir;

const ALICE: (u64, &str) = (11, "alice");
const BOB: (u64, &str) = (12, "bob");
const CAROL: (u64, &str) = (13, "carol");
const T0: i64 = 1_795_305_600;

/// The bot process; killed if the test fails, so nothing outlives it, and its log shown.
struct Bot(Child, std::path::PathBuf);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
        if std::thread::panicking() {
            let log = std::fs::read_to_string(&self.1).unwrap_or_default();
            let tail: Vec<&str> = log.lines().rev().take(60).collect();
            eprintln!(
                "--- bot log (last lines) ---\n{}",
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
    }
}

impl Bot {
    fn start(dir: &Path, fake: &FakeDiscord) -> Bot {
        let config = dir.join("config.toml");
        std::fs::write(
            &config,
            format!(
                "token = \"fake-token\"\ndatabase = \"{}\"\napi_url = \"{}\"\ntick_seconds = 1\nclock_file = \"{}\"\nlog_level = \"debug\"\n",
                dir.join("bot.db").display(),
                fake.api_url(),
                dir.join("now").display()
            ),
        )
        .unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_rithmo"))
            .args(["serve", "--config"])
            .arg(&config)
            .env_remove("DISCORD_TOKEN")
            .env_remove("RUST_LOG")
            .stdin(Stdio::null())
            .stderr(std::fs::File::create(dir.join("bot.log")).unwrap())
            .spawn()
            .unwrap();
        Bot(child, dir.join("bot.log"))
    }

    /// SIGTERM, then wait (bounded) for a clean exit.
    fn stop(mut self) {
        Command::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status()
            .unwrap();
        for _ in 0..200 {
            if let Some(status) = self.0.try_wait().unwrap() {
                assert!(
                    status.success(),
                    "the bot exits cleanly on SIGTERM: {status}"
                );
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("the bot did not stop within 10 s of SIGTERM");
    }
}

fn data(r: &Recorded) -> &Value {
    &r.json["data"]
}

fn content(r: &Recorded) -> String {
    data(r)["content"].as_str().unwrap_or_default().to_string()
}

fn ephemeral(r: &Recorded) -> bool {
    data(r)["flags"].as_u64().unwrap_or(0) & 64 != 0
}

/// The board PNG attached to a message decodes to the renderer's neo size.
fn assert_board(files: &[(String, Vec<u8>)]) {
    let png = files
        .iter()
        .find(|(n, _)| n == "board.png")
        .expect("a board.png attachment");
    let img = image::load_from_memory(&png.1).expect("a valid PNG");
    assert_eq!((img.width(), img.height()), (584, 784));
}

fn set_clock(dir: &Path, t: i64) {
    std::fs::write(dir.join("now"), t.to_string()).unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_from_open_challenge_to_forfeit_through_a_fake_discord() {
    // Everything below is bounded by the fake's own waits; this is the outer guard.
    tokio::time::timeout(Duration::from_secs(120), scenario())
        .await
        .expect("the scenario finished in time");
}

async fn scenario() {
    let dir = TempDir::new().unwrap();
    set_clock(dir.path(), T0);
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(dir.path(), &fake);
    fake.wait_identifies(1).await;

    let reg = fake
        .wait_for("command registration", |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    // Within Discord's limits (a description over 100 characters refuses every command).
    assert!(commands_valid(&reg.json), "{:#}", reg.json);
    let names: Vec<&str> = reg
        .json
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for n in [
        "challenge",
        "accept",
        "decline",
        "move",
        "board",
        "games",
        "resign",
        "abort",
        "draw",
        "watch",
        "unwatch",
        "history",
        "rules",
        "stats",
        "vacation",
        "help",
    ] {
        assert!(names.contains(&n), "/{n} registered: {names:?}");
    }

    // An open challenge, accepted by Bob with its button.
    let r = fake
        .interact(slash(
            fake.next_id(),
            ALICE,
            IN_CHANNEL,
            "challenge",
            &[("colour", 3, json!("white")), ("days", 4, json!(1))],
        ))
        .await;
    assert!(
        content(&r).contains("alice challenges anyone in this channel to neo"),
        "{}",
        content(&r)
    );
    let accept = data(&r)["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(accept, "accept:1");
    let r = fake
        .interact(button(fake.next_id(), BOB, IN_CHANNEL, &accept))
        .await;
    assert!(
        content(&r).contains("Game #1 begins: alice (White) against bob (Black)"),
        "{}",
        content(&r)
    );
    assert!(
        content(&r).contains("<@11>"),
        "the player to move is mentioned"
    );
    // The deadline in Discord's markup, which each reader sees in local time.
    let due = T0 + 86_400;
    assert!(
        content(&r).contains(&format!("to move, by <t:{due}:f> (<t:{due}:R>).")),
        "{}",
        content(&r)
    );
    assert_board(&r.files);

    // The bot opens a thread for the game; play goes on in it.
    let thread_req = fake
        .wait_for("a thread for the game", |r| {
            r.method == "POST" && r.path.ends_with("/threads")
        })
        .await;
    assert_eq!(thread_req.json["name"], "Rithmomachia game #1");
    let thread = fake.state.lock().unwrap().threads[0];
    let in_thread = Where {
        channel: thread,
        parent: Some(CHANNEL),
        perms: ALL_PERMISSIONS,
    };

    // Carol watches: her direct message after the move carries the board too.
    let r = fake
        .interact(slash(fake.next_id(), CAROL, in_thread, "watch", &[]))
        .await;
    assert!(content(&r).contains("You are watching game #1") && ephemeral(&r));
    let r = fake
        .interact(slash(
            fake.next_id(),
            ALICE,
            in_thread,
            "move",
            &[("move", 3, json!("d4-d5"))],
        ))
        .await;
    assert!(
        content(&r).contains("alice played d4-d5"),
        "{}",
        content(&r)
    );
    assert!(content(&r).contains("<@12>"));
    assert_board(&r.files);
    let thread_posts = format!("/api/v10/channels/{thread}/messages");
    let dm = fake
        .wait_for("the watcher's direct message", |r| {
            r.method == "POST"
                && r.path.ends_with("/messages")
                && r.path != thread_posts
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("alice played d4-d5"))
        })
        .await;
    assert_board(&dm.files);

    // Carol is not playing: refused, and only she sees it.
    let r = fake
        .interact(slash(
            fake.next_id(),
            CAROL,
            in_thread,
            "move",
            &[("move", 3, json!("f6-f5"))],
        ))
        .await;
    assert!(ephemeral(&r), "a refusal is ephemeral");
    assert!(
        content(&r).contains("you are not playing in game #1"),
        "{}",
        content(&r)
    );

    // Autocomplete offers Bob's legal moves matching what he typed.
    let r = fake
        .interact(autocomplete(fake.next_id(), BOB, in_thread, "f6"))
        .await;
    assert_eq!(r.json["type"], 8);
    let choices: Vec<String> = r.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    assert!(!choices.is_empty() && choices.len() <= 25);
    assert!(choices.iter().all(|c| c.contains("f6")), "{choices:?}");
    assert!(choices.contains(&"f6-f5".to_string()), "{choices:?}");

    // heligon's rules are longer than one Discord message (2,000 characters; the fake
    // refuses more, as Discord does): the answer is the first part, a follow-up the rest.
    let r = fake
        .interact(slash(
            fake.next_id(),
            CAROL,
            IN_CHANNEL,
            "rules",
            &[("variant", 3, json!("heligon"))],
        ))
        .await;
    let first = content(&r);
    assert!(first.starts_with("**heligon**"), "{first}");
    assert!(first.chars().count() <= 2000 && ephemeral(&r));
    let rest = fake
        .wait_for("the rest of the rules", |r| {
            r.method == "POST"
                && r.path.contains("/webhooks/")
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.ends_with("playing for Black)."))
        })
        .await;
    assert_eq!(
        rest.json["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "ephemeral too"
    );

    let r = fake
        .interact(slash(
            fake.next_id(),
            BOB,
            in_thread,
            "move",
            &[("move", 3, json!("f6-f5"))],
        ))
        .await;
    assert!(content(&r).contains("bob played f6-f5"), "{}", content(&r));
    assert_board(&r.files);

    // A restart mid-game: the game goes on.
    bot.stop();
    let bot = Bot::start(dir.path(), &fake);
    fake.wait_identifies(2).await;
    let r = fake
        .interact(slash(
            fake.next_id(),
            ALICE,
            in_thread,
            "move",
            &[("move", 3, json!("e4xf5"))],
        ))
        .await;
    assert!(
        content(&r)
            .contains("alice played e4xf5. alice takes c3 on f5 with C6 on e4 (gcd(6,3)=3)."),
        "{}",
        content(&r)
    );
    assert_board(&r.files);

    // Bob lets his day run out: the clock loop announces the forfeit in the game's thread.
    set_clock(dir.path(), T0 + 2 * 86_400);
    let path = format!("/api/v10/channels/{thread}/messages");
    let r = fake
        .wait_for("the forfeit announcement", |r| {
            r.path == path
                && r.json["content"]
                    .as_str()
                    .unwrap_or("")
                    .contains("wins on time")
        })
        .await;
    assert!(r.json["content"]
        .as_str()
        .unwrap()
        .contains("alice (White) wins on time: bob (Black) ran out of time"));
    assert_board(&r.files);
    assert_eq!(
        r.json["components"][0]["components"][0]["custom_id"],
        "rematch:1"
    );
    bot.stop();
}
