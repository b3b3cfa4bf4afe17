//! `config.toml` for `rithmo serve`; every key is documented in config.example.toml.

use serde::Deserialize;
use std::fmt;
use std::path::{Path, PathBuf};

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The bot token; DISCORD_TOKEN in the environment wins.
    #[serde(default)]
    pub token: Option<String>,
    #[serde(default = "default_database")]
    pub database: PathBuf,
    /// Another Discord API base (a proxy, or a fake Discord in tests).
    #[serde(default)]
    pub api_url: Option<String>,
    /// Register commands in this guild only, which takes effect at once (for development).
    #[serde(default)]
    pub dev_guild: Option<u64>,
    #[serde(default = "default_days")]
    pub default_days: u32,
    /// Days an unanswered challenge stays open.
    #[serde(default = "default_challenge_days")]
    pub challenge_days: u32,
    #[serde(default = "default_log_level")]
    pub log_level: String,
    /// How often reminders and forfeits are checked.
    #[serde(default = "default_tick")]
    pub tick_seconds: u64,
    /// Tests only: read "now" (unix seconds) from this file instead of the system clock.
    #[serde(default)]
    pub clock_file: Option<PathBuf>,
}

/// The longest a challenge may stay open.
const MAX_CHALLENGE_DAYS: u32 = 90;

fn default_database() -> PathBuf {
    PathBuf::from("rithmo.db")
}
fn default_days() -> u32 {
    3
}
fn default_challenge_days() -> u32 {
    crate::service::CHALLENGE_DAYS
}
fn default_log_level() -> String {
    "info".into()
}
fn default_tick() -> u64 {
    60
}

impl Config {
    pub fn load(path: &Path) -> Result<Config, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let mut c: Config =
            toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        if let Ok(t) = std::env::var("DISCORD_TOKEN") {
            if !t.trim().is_empty() {
                c.token = Some(t.trim().to_string());
            }
        }
        if !crate::service::DAYS_PER_MOVE.contains(&c.default_days) {
            return Err(format!(
                "default_days must be one of 1, 2, 3, 5, 7, 14, not {}",
                c.default_days
            ));
        }
        if !(1..=MAX_CHALLENGE_DAYS).contains(&c.challenge_days) {
            return Err(format!(
                "challenge_days must be 1 to {MAX_CHALLENGE_DAYS}, not {}",
                c.challenge_days
            ));
        }
        Ok(c)
    }
}

/// Never prints the token.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &self.token.as_ref().map(|_| "<hidden>"))
            .field("database", &self.database)
            .field("api_url", &self.api_url)
            .field("dev_guild", &self.dev_guild)
            .field("default_days", &self.default_days)
            .field("challenge_days", &self.challenge_days)
            .field("log_level", &self.log_level)
            .field("tick_seconds", &self.tick_seconds)
            .finish()
    }
}
