//! `rithmo serve` as a process connected to the fake Discord: the real binary, serenity
//! client included, configured to talk to 127.0.0.1 and to read the time from a file.

use super::FakeDiscord;
use std::path::Path;
use std::process::{Child, Command as Process, Stdio};
use std::time::Duration;

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
                "--- bot log (last lines) ---\n{}",
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
    }
}

impl Bot {
    /// Starts `rithmo serve` on `dir`, logging at `rust_log` (RUST_LOG) into `name`.
    pub fn start(dir: &Path, fake: &FakeDiscord, rust_log: &str, name: &str) -> Bot {
        let config = dir.join("config.toml");
        std::fs::write(
            &config,
            format!(
                "token = \"fake-bot-token.secret\"\ndatabase = \"{}\"\napi_url = \"{}\"\ntick_seconds = 1\nclock_file = \"{}\"\nlog_level = \"debug\"\n",
                dir.join("bot.db").display(),
                fake.api_url(),
                dir.join("now").display()
            ),
        )
        .unwrap();
        let log = dir.join(name);
        let child = Process::new(env!("CARGO_BIN_EXE_rithmo"))
            .args(["serve", "--config"])
            .arg(&config)
            .env_remove("DISCORD_TOKEN")
            .env("RUST_LOG", rust_log)
            .stdin(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        Bot(child, log)
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
