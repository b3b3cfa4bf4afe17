//! `rithmo serve` as a process connected to the fake Discord (the real binary, serenity
//! client included, configured to talk to 127.0.0.1 and to read the time from a file), and
//! the scene every end-to-end test starts from: a folder, the fake, the bot connected.

use super::{set_clock, valid_registration, within, FakeDiscord};
use serde_json::Value;
use std::future::Future;
use std::path::Path;
use std::process::{Child, Command as Process, Stdio};
use std::time::Duration;
use tempfile::TempDir;

/// The bot process; killed if the test fails, so nothing outlives it, and its log shown.
pub struct Bot(Child, std::path::PathBuf);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
        if std::thread::panicking() {
            let log = std::fs::read_to_string(&self.1).unwrap_or_default();
            let tail: Vec<&str> = log.lines().rev().take(60).collect();
            eprintln!(
                "--- {} (last lines) ---\n{}",
                self.1.display(),
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
    }
}

impl Bot {
    /// Starts `rithmo serve` on `dir`, logging at `rust_log` (RUST_LOG) into `name`.
    pub fn start(dir: &Path, fake: &FakeDiscord, rust_log: &str, name: &str) -> Bot {
        Bot::launch(dir, fake, name, "", &[("RUST_LOG", rust_log)])
    }

    /// Starts `rithmo serve` on `dir`'s database, logging into `log`, its config (named after
    /// the log) ending with the lines `extra` and its environment given `env`. Nothing of
    /// the test's own environment that the bot reads (token, log filter, shards) reaches it.
    pub fn launch(
        dir: &Path,
        fake: &FakeDiscord,
        log: &str,
        extra: &str,
        env: &[(&str, &str)],
    ) -> Bot {
        let log = dir.join(log);
        let config = log.with_extension("toml");
        std::fs::write(&config, config_text(dir, fake, extra) + extra).unwrap();
        let child = Process::new(env!("CARGO_BIN_EXE_rithmo"))
            .args(["serve", "--config"])
            .arg(&config)
            .env_remove("DISCORD_TOKEN")
            .env_remove("RUST_LOG")
            .env_remove("RITHMO_SHARDS")
            .env_remove("RITHMO_SHARD_COUNT")
            .env_remove("DATABASE_URL")
            .env_remove("RITHMO_INTERACTIONS")
            .env_remove("RITHMO_INTERACTIONS_LISTEN")
            .env_remove("DISCORD_PUBLIC_KEY")
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        Bot(child, log)
    }

    /// SIGKILL: gone at once, whatever it was doing.
    pub fn kill(mut self) {
        self.0.kill().unwrap();
        self.0.wait().unwrap();
    }

    /// SIGTERM, then wait (up to 30 s) for a clean exit: how long it took, and the log.
    pub fn stop_timed(mut self) -> (Duration, String) {
        let sent = std::time::Instant::now();
        Process::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status()
            .unwrap();
        while sent.elapsed() < Duration::from_secs(30) {
            if let Some(status) = self.0.try_wait().unwrap() {
                assert!(status.success(), "exits cleanly on SIGTERM: {status}");
                return (sent.elapsed(), std::fs::read_to_string(&self.1).unwrap());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("the bot did not stop within 30 s of SIGTERM");
    }

    /// SIGTERM, then wait (bounded) for a clean exit; returns the log.
    pub fn stop(mut self) -> String {
        Process::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status()
            .unwrap();
        for _ in 0..200 {
            if let Some(status) = self.0.try_wait().unwrap() {
                assert!(
                    status.success(),
                    "the bot exits cleanly on SIGTERM: {status}"
                );
                return std::fs::read_to_string(&self.1).unwrap();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("the bot did not stop within 10 s of SIGTERM");
    }
}

/// The config every bot of the tests starts from: the fake's API, `dir`'s database and
/// clock file, a tick a second, the web pages on a port of their own (never a fixed one).
/// A test moves the clock file on by days as time the bot was up through: outages are
/// given back only past a year, unless the test's own lines (`extra`) set the threshold.
fn config_text(dir: &Path, fake: &FakeDiscord, extra: &str) -> String {
    let outage = if extra.contains("outage_seconds") {
        ""
    } else {
        "outage_seconds = 31536000\n"
    };
    // A test's own `api_url` (a proxy in front of the fake) wins.
    let api = if extra.contains("api_url") {
        String::new()
    } else {
        format!("api_url = \"{}\"\n", fake.api_url())
    };
    // A test's own `database` (a PostgreSQL URL) wins too.
    let database = if extra.contains("database =") {
        String::new()
    } else {
        format!("database = \"{}\"\n", dir.join("bot.db").display())
    };
    format!(
        "token = \"fake-bot-token.secret\"\n{database}{api}tick_seconds = 1\nclock_file = \"{}\"\nlog_level = \"debug\"\nweb_listen = \"127.0.0.1:0\"\n{outage}",
        dir.join("now").display()
    )
}

/// How many lives a kill -9 measurement runs the bot for: RITHMO_KILLS, 40 by default.
pub fn lives_to_kill() -> usize {
    std::env::var("RITHMO_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40)
}

/// A folder for the bot (its database, configs, logs and clock file), the clock at `t0`.
pub fn bot_folder(t0: i64) -> TempDir {
    let dir = TempDir::new().unwrap();
    set_clock(dir.path(), t0);
    dir
}

/// What an end-to-end test stands on: the bot's folder, the fake Discord, and one
/// `rithmo serve` connected to it. Taken apart as `let Scene { dir, fake, bot } = ...`, the
/// bot goes first and the folder last.
pub struct Scene {
    pub dir: TempDir,
    pub fake: FakeDiscord,
    pub bot: Bot,
}

impl Scene {
    /// A fresh folder with the clock at `t0`, the fake, and the bot logging at `rust_log`
    /// into `log`, once it has identified on the gateway.
    pub async fn start(t0: i64, rust_log: &str, log: &str) -> Scene {
        Scene::start_on(bot_folder(t0), rust_log, log).await
    }

    /// Plays `scenario` within `secs` seconds on the usual scene: a fresh folder with the
    /// clock at `t0`, the fake, and the bot logging at info into `bot.log`, its commands
    /// registered and valid as Discord checks them. The scenario is given the fake and the
    /// commands; after it, the bot must stop cleanly on SIGTERM. (A test that restarts the
    /// bot, reads its log or its folder takes the scene apart itself: `Scene::start`.)
    pub async fn run_within<F>(secs: u64, t0: i64, scenario: impl FnOnce(FakeDiscord, Value) -> F)
    where
        F: Future<Output = ()>,
    {
        within(secs, async {
            // Taken apart here so that the folder outlives the bot (see `Scene`).
            let Scene {
                dir: _dir,
                fake,
                bot,
            } = Scene::start(t0, "info", "bot.log").await;
            let commands = valid_registration(&fake).await;
            scenario(fake.clone(), commands).await;
            bot.stop();
        })
        .await;
    }

    /// The same on a folder the test made ready (a database seeded, say).
    pub async fn start_on(dir: TempDir, rust_log: &str, log: &str) -> Scene {
        Scene::start_in(dir, |_| {}, rust_log, log).await
    }

    /// The same, the fake set up by `prepare` before the bot connects (users' locales, say).
    pub async fn start_in(
        dir: TempDir,
        prepare: impl FnOnce(&FakeDiscord),
        rust_log: &str,
        log: &str,
    ) -> Scene {
        let fake = FakeDiscord::start().await;
        prepare(&fake);
        let bot = Bot::start(dir.path(), &fake, rust_log, log);
        fake.wait_identifies(1).await;
        Scene { dir, fake, bot }
    }
}
