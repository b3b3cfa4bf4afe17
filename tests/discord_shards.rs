//! Two `rithmo serve` processes (the real serenity client) against the fake Discord, one
//! gateway shard each of two, on one database file: each connects its own shard, only
//! shard 0's process registers the commands, and the clock both run announces each
//! reminder and each forfeit of four games once, though the first process is killed
//! (SIGKILL) between the reminders and the deadlines.

mod fake_discord;
use fake_discord::*;
use rithmo::service::{ColourChoice, Command as Cmd, Place, Request, Service, User};
use serde_json::json;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tempfile::TempDir;

const T0: i64 = 1_795_305_600;
const DAY: i64 = 86_400;

/// A bot process, killed when the test ends; its log is shown if the test fails.
struct Bot(Child, std::path::PathBuf);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
        if std::thread::panicking() {
            eprintln!("--- {} ---", self.1.display());
            eprintln!("{}", std::fs::read_to_string(&self.1).unwrap_or_default());
        }
    }
}

/// Starts a bot named `name` whose config says `extra` and whose environment adds `env`.
fn bot(dir: &Path, fake: &FakeDiscord, name: &str, extra: &str, env: &[(&str, &str)]) -> Bot {
    let config = dir.join(format!("{name}.toml"));
    std::fs::write(
        &config,
        format!(
            "token = \"fake-token\"\ndatabase = \"{}\"\napi_url = \"{}\"\ntick_seconds = 1\nclock_file = \"{}\"\nlog_level = \"debug\"\n{extra}",
            dir.join("bot.db").display(),
            fake.api_url(),
            dir.join("now").display()
        ),
    )
    .unwrap();
    let log = dir.join(format!("{name}.log"));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rithmo"));
    cmd.args(["serve", "--config"])
        .arg(&config)
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .env_remove("RITHMO_SHARDS")
        .env_remove("RITHMO_SHARD_COUNT")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap());
    Bot(cmd.spawn().unwrap(), log)
}

/// Four games, each in its own channel of the fake's server, started at T0, 3 days a move.
fn four_games(db: &Path) {
    let mut svc = Service::open(db).unwrap();
    for k in 0..4u64 {
        let place = Place {
            guild: Some(GUILD),
            channel: CHANNEL + k,
            thread: None,
            lang: None,
        };
        let player = |id: u64| User {
            id,
            name: format!("player{id}"),
            lang: rithmo::i18n::Lang::En,
        };
        let (w, b) = (player(20 + 2 * k), player(21 + 2 * k));
        let ask = |who: &User, command| Request {
            user: who.clone(),
            place,
            command,
        };
        let c = Cmd::Challenge {
            opponent: Some(b.clone()),
            variant: "neo".into(),
            options: vec![],
            colour: ColourChoice::White,
            days: 3,
            rated: true,
        };
        svc.handle(&ask(&w, c), T0);
        assert!(
            svc.handle(&ask(&b, Cmd::Accept { game: None }), T0)
                .game_started
        );
        // A first move each, so the clock's end is a forfeit (a game without them is
        // aborted instead).
        for (who, text) in [(&w, "d4-d5"), (&b, "f6-f5")] {
            let mv = Cmd::Move {
                game: None,
                text: text.into(),
                ply: None,
            };
            let r = svc.handle(&ask(who, mv), T0);
            assert!(r.text.contains("played"), "{}", r.text);
        }
    }
}

/// The channels posted to with a message containing `words`, sorted.
fn posted(fake: &FakeDiscord, words: &str) -> Vec<u64> {
    let mut v: Vec<u64> = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/messages"))
        .filter(|r| r.json["content"].as_str().unwrap_or("").contains(words))
        .filter_map(|r| r.path.split('/').nth(4)?.parse().ok())
        .filter(|ch| (CHANNEL..CHANNEL + 4).contains(ch))
        .collect();
    v.sort();
    v
}

async fn wait_posted(fake: &FakeDiscord, words: &str, n: usize) {
    for _ in 0..600 {
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
    let dir = TempDir::new().unwrap();
    set_clock(dir.path(), T0);
    four_games(&dir.path().join("bot.db"));
    let fake = FakeDiscord::start().await;
    // One process is given its shard in the environment, the other in its file.
    let first = bot(
        dir.path(),
        &fake,
        "first",
        "",
        &[("RITHMO_SHARD_COUNT", "2"), ("RITHMO_SHARDS", "0")],
    );
    let second = bot(
        dir.path(),
        &fake,
        "second",
        "shard_count = 2\nshards = \"1\"\n",
        &[],
    );
    fake.wait_identifies(2).await;
    let mut shards = fake.state.lock().unwrap().shards.clone();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, vec![json!([0, 2]), json!([1, 2])]);
    let reg = fake
        .wait_for("command registration", |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    assert!(commands_valid(&reg.json), "{:#}", reg.json);

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
