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
    /// Rated games between the same two players that count per 24 hours.
    #[serde(default = "default_rated_pair_limit")]
    pub rated_pair_limit: u32,
    #[serde(default = "default_log_level")]
    pub log_level: String,
    /// How often reminders and forfeits are checked.
    #[serde(default = "default_tick")]
    pub tick_seconds: u64,
    /// An outage (nothing of the bot up, or Discord unreachable) longer than this is given
    /// back to every running game; at least three ticks.
    #[serde(default = "default_outage")]
    pub outage_seconds: u64,
    /// Tests only: read "now" (unix seconds) from this file instead of the system clock.
    #[serde(default)]
    pub clock_file: Option<PathBuf>,
    /// Gateway shards of the whole bot, over all its processes (RITHMO_SHARD_COUNT wins).
    #[serde(default)]
    pub shard_count: Option<u32>,
    /// The shards this process connects, "0-3" or "2" (RITHMO_SHARDS wins); all by default.
    #[serde(default)]
    pub shards: Option<String>,
    /// The two above, checked.
    #[serde(skip)]
    pub shard_range: Shards,
    /// Where the web pages listen ("127.0.0.1:8080"); empty: no web pages.
    #[serde(default = "default_web_listen")]
    pub web_listen: String,
    /// The public base address of the web pages (behind a reverse proxy), for links.
    #[serde(default)]
    pub web_url: Option<String>,
    /// Origins whose pages may frame ours ("https://club.example"); none by default.
    #[serde(default)]
    pub web_embed: Vec<String>,
    /// Seconds a client has to send a request's head (and a connection kept alive its next).
    #[serde(default = "default_web_header_timeout")]
    pub web_header_timeout: u64,
    /// Connections the pages hold at once.
    #[serde(default = "default_web_connections")]
    pub web_connections: usize,
    /// Live pages (event streams) at once, in all and from one address.
    #[serde(default = "default_web_streams")]
    pub web_streams: usize,
    #[serde(default = "default_web_streams_per_sender")]
    pub web_streams_per_sender: usize,
    /// The application's id (its OAuth2 client id), for signing in on the pages and for the
    /// Activity (DISCORD_APPLICATION_ID wins).
    #[serde(default)]
    pub application_id: Option<u64>,
    /// The application's OAuth2 client secret (DISCORD_CLIENT_SECRET wins); never logged.
    /// Without it (or the id, or `web_url`) the pages stay read-only.
    #[serde(default)]
    pub client_secret: Option<String>,
    /// How Discord sends interactions: over the gateway (the default) or to our HTTPS
    /// endpoint, the application's Interactions Endpoint URL (RITHMO_INTERACTIONS wins).
    #[serde(default)]
    pub interactions: Interactions,
    /// Where the interactions endpoint listens in http mode (RITHMO_INTERACTIONS_LISTEN wins).
    #[serde(default = "default_interactions_listen")]
    pub interactions_listen: String,
    /// The application's Ed25519 public key, hex, from the developer portal
    /// (DISCORD_PUBLIC_KEY wins); required in http mode.
    #[serde(default)]
    pub public_key: Option<String>,
    /// The key above, checked: 32 bytes that are a point of the curve.
    #[serde(skip)]
    pub verifying_key: Option<[u8; 32]>,
}

/// How Discord sends interactions to the bot.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Interactions {
    /// INTERACTION_CREATE events on the gateway connection (shards).
    #[default]
    Gateway,
    /// Signed POST requests to our endpoint; no gateway connection at all.
    Http,
}

impl Interactions {
    fn parse(text: &str) -> Result<Interactions, String> {
        match text {
            "gateway" => Ok(Interactions::Gateway),
            "http" => Ok(Interactions::Http),
            _ => Err(format!(
                "interactions must be \"gateway\" or \"http\", not \"{text}\""
            )),
        }
    }
}

/// The gateway shards one process connects: `first` to `last` (inclusive) of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Default for Shards {
    fn default() -> Shards {
        Shards {
            first: 0,
            last: 0,
            total: 1,
        }
    }
}

impl Shards {
    /// Discord's own limit is far above this; a larger number is a typing slip.
    const MAX_TOTAL: u32 = 65_536;

    /// `count` shards in all (1 when not given), this process's being `spec` ("0-3", "2";
    /// all of them when not given).
    pub fn parse(count: Option<u32>, spec: Option<&str>) -> Result<Shards, String> {
        let total = count.unwrap_or(1);
        if !(1..=Self::MAX_TOTAL).contains(&total) {
            return Err(format!(
                "shard_count must be 1 to {}, not {total}",
                Self::MAX_TOTAL
            ));
        }
        let Some(spec) = spec.map(str::trim) else {
            return Ok(Shards {
                first: 0,
                last: total - 1,
                total,
            });
        };
        let bad = || format!("shards must be like \"0-3\" or \"2\", not \"{spec}\"");
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let (first, last) = match spec.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(spec)?, number(spec)?),
        };
        if first > last {
            return Err(format!(
                "shards \"{spec}\": the first shard must not come after the last"
            ));
        }
        if last >= total {
            return Err(format!(
                "shards \"{spec}\": with shard_count = {total} the shards are 0 to {}",
                total - 1
            ));
        }
        Ok(Shards { first, last, total })
    }
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
fn default_rated_pair_limit() -> u32 {
    crate::service::DEFAULT_PAIR_LIMIT
}
/// The highest pair limit: beyond it the limit would stop nobody.
const MAX_RATED_PAIR_LIMIT: u32 = 100;
fn default_log_level() -> String {
    "info".into()
}
fn default_tick() -> u64 {
    60
}
fn default_outage() -> u64 {
    crate::service::OUTAGE_SECONDS as u64
}
fn default_web_listen() -> String {
    "127.0.0.1:8080".into()
}
fn default_web_header_timeout() -> u64 {
    crate::web::Limits::default().header_timeout.as_secs()
}
fn default_web_connections() -> usize {
    crate::web::Limits::default().connections
}
fn default_web_streams() -> usize {
    crate::web::Limits::default().streams
}
fn default_web_streams_per_sender() -> usize {
    crate::web::Limits::default().streams_per_sender
}
fn default_interactions_listen() -> String {
    "127.0.0.1:8090".into()
}

/// The application's public key as the developer portal shows it (64 hex digits), checked
/// to be a key Ed25519 can verify with.
fn public_key(hex: &str) -> Result<[u8; 32], String> {
    let bad = || {
        "public_key must be the application's public key from the developer portal (64 hex digits)"
            .to_string()
    };
    let bytes: [u8; 32] = super::signature::hex(hex.trim())
        .and_then(|b| b.try_into().ok())
        .ok_or_else(bad)?;
    ed25519_dalek::VerifyingKey::from_bytes(&bytes).map_err(|_| bad())?;
    Ok(bytes)
}

/// An origin a content security policy may name: a scheme, a host, perhaps a port, and
/// nothing that could end the policy's directive or begin another.
fn origin_ok(o: &str) -> bool {
    let rest = o
        .strip_prefix("https://")
        .or_else(|| o.strip_prefix("http://"));
    rest.is_some_and(|r| {
        !r.is_empty()
            && r.chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-:*".contains(c))
    })
}

impl Config {
    pub fn load(path: &Path) -> Result<Config, String> {
        Config::load_with(path, |k| std::env::var(k).ok())
    }

    /// Like `load`, reading the environment through `env` (tests pass their own).
    pub fn load_with(path: &Path, env: impl Fn(&str) -> Option<String>) -> Result<Config, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Config::from_text(&text, &path.display().to_string(), env)
    }

    /// A configuration from TOML text (`origin` names it in errors), the environment winning
    /// over the file for the token and the shards.
    pub fn from_text(
        text: &str,
        origin: &str,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Config, String> {
        let mut c: Config = toml::from_str(text).map_err(|e| format!("{origin}: {e}"))?;
        let set = |k: &str| {
            env(k)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        if let Some(t) = set("DISCORD_TOKEN") {
            c.token = Some(t);
        }
        if let Some(n) = set("RITHMO_SHARD_COUNT") {
            let n = n
                .parse()
                .map_err(|_| format!("RITHMO_SHARD_COUNT must be a number, not \"{n}\""))?;
            c.shard_count = Some(n);
        }
        if let Some(s) = set("RITHMO_SHARDS") {
            c.shards = Some(s);
        }
        if let Some(s) = set("DISCORD_CLIENT_SECRET") {
            c.client_secret = Some(s);
        }
        if let Some(id) = set("DISCORD_APPLICATION_ID") {
            let id = id
                .parse()
                .map_err(|_| format!("DISCORD_APPLICATION_ID must be a number, not \"{id}\""))?;
            c.application_id = Some(id);
        }
        // A PostgreSQL URL carries its password: from the environment, as hosts give it.
        if let Some(url) = set("DATABASE_URL") {
            c.database = PathBuf::from(url);
        }
        if let Some(mode) = set("RITHMO_INTERACTIONS") {
            c.interactions = Interactions::parse(&mode)?;
        }
        if let Some(listen) = set("RITHMO_INTERACTIONS_LISTEN") {
            c.interactions_listen = listen;
        }
        if let Some(key) = set("DISCORD_PUBLIC_KEY") {
            c.public_key = Some(key);
        }
        c.verifying_key = c.checked_key()?;
        c.shard_range = Shards::parse(c.shard_count, c.shards.as_deref())?;
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
        if !(1..=MAX_RATED_PAIR_LIMIT).contains(&c.rated_pair_limit) {
            return Err(format!(
                "rated_pair_limit must be 1 to {MAX_RATED_PAIR_LIMIT}, not {}",
                c.rated_pair_limit
            ));
        }
        // Two ticks apart is an ordinary heartbeat; three make a gap nobody's tick explains.
        if c.outage_seconds < 3 * c.tick_seconds.max(1) {
            return Err(format!(
                "outage_seconds must be at least three ticks ({} s), not {}",
                3 * c.tick_seconds.max(1),
                c.outage_seconds
            ));
        }
        if let Some(bad) = c.web_embed.iter().find(|o| !origin_ok(o)) {
            return Err(format!(
                "web_embed: \"{bad}\" is not an origin like \"https://club.example\""
            ));
        }
        if c.web_header_timeout == 0 || c.web_connections == 0 || c.web_streams == 0 {
            return Err(
                "web_header_timeout, web_connections and web_streams must be at least 1".into(),
            );
        }
        if !(1..=c.web_streams).contains(&c.web_streams_per_sender) {
            return Err(format!(
                "web_streams_per_sender must be 1 to web_streams ({}), not {}",
                c.web_streams, c.web_streams_per_sender
            ));
        }
        if let Some(url) = &c.web_url {
            if !url.starts_with("http://") && !url.starts_with("https://") || url.contains(' ') {
                return Err(format!(
                    "web_url must be an address like \"https://rithmo.example\", not \"{url}\""
                ));
            }
        }
        Ok(c)
    }

    /// The public key, required and checked in http mode; in gateway mode not used (a key
    /// left in the file from trying http mode is no error).
    fn checked_key(&self) -> Result<Option<[u8; 32]>, String> {
        if self.interactions == Interactions::Gateway {
            return Ok(None);
        }
        match self.public_key.as_deref() {
            Some(hex) => public_key(hex).map(Some),
            None => Err(
                "interactions = \"http\" needs public_key (or DISCORD_PUBLIC_KEY): the application's public key from the developer portal"
                    .into(),
            ),
        }
    }
}

/// Never prints the token or the client secret.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &self.token.as_ref().map(|_| "<hidden>"))
            .field(
                "database",
                &crate::store::sql::Location::of(&self.database).shown(),
            )
            .field("api_url", &self.api_url)
            .field("dev_guild", &self.dev_guild)
            .field("default_days", &self.default_days)
            .field("challenge_days", &self.challenge_days)
            .field("rated_pair_limit", &self.rated_pair_limit)
            .field("log_level", &self.log_level)
            .field("tick_seconds", &self.tick_seconds)
            .field("outage_seconds", &self.outage_seconds)
            .field("shards", &self.shard_range)
            .field("web_listen", &self.web_listen)
            .field("web_url", &self.web_url)
            .field("web_embed", &self.web_embed)
            .field("web_header_timeout", &self.web_header_timeout)
            .field("web_connections", &self.web_connections)
            .field("web_streams", &self.web_streams)
            .field("web_streams_per_sender", &self.web_streams_per_sender)
            .field("application_id", &self.application_id)
            .field(
                "client_secret",
                &self.client_secret.as_ref().map(|_| "<hidden>"),
            )
            .field("interactions", &self.interactions)
            .field("interactions_listen", &self.interactions_listen)
            .field("public_key", &self.public_key)
            .finish()
    }
}
