//! The documented configuration is the one the bot reads; the token never shows in logs.

use rithmo::discord::config::{Config, Interactions, Shards};

#[test]
fn the_example_config_loads_with_its_documented_defaults() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml");
    let c = Config::load(&path).unwrap();
    assert_eq!(c.database, std::path::PathBuf::from("rithmo.db"));
    assert_eq!(
        (c.default_days, c.tick_seconds, c.log_level.as_str()),
        (3, 60, "info")
    );
    assert!(c.api_url.is_none() && c.dev_guild.is_none());
    assert_eq!(c.challenge_days, 7, "challenges expire after a week");
    assert_eq!(c.rated_pair_limit, 3, "three rated games a day per pair");
    assert_eq!(c.interactions, Interactions::Gateway, "over the gateway");
    // One shard, connected by this process.
    assert_eq!(
        c.shard_range,
        Shards {
            first: 0,
            last: 0,
            total: 1
        }
    );
}

fn with_env(text: &str, env: &[(&str, &str)]) -> Result<Config, String> {
    let dir = tempfile::TempDir::new().unwrap();
    let path = dir.path().join("c.toml");
    std::fs::write(&path, text).unwrap();
    Config::load_with(&path, |k| {
        env.iter()
            .find(|(n, _)| *n == k)
            .map(|(_, v)| v.to_string())
    })
}

fn shards(first: u32, last: u32, total: u32) -> Shards {
    Shards { first, last, total }
}

#[test]
fn each_process_connects_the_shards_it_is_given_from_the_file_or_the_environment() {
    let c = with_env("shard_count = 8\nshards = \"0-3\"\n", &[]).unwrap();
    assert_eq!(c.shard_range, shards(0, 3, 8));
    // Without `shards`, a process connects all of them.
    assert_eq!(
        with_env("shard_count = 4\n", &[]).unwrap().shard_range,
        shards(0, 3, 4)
    );
    let one = with_env("shard_count = 8\nshards = \"5\"\n", &[]).unwrap();
    assert_eq!(one.shard_range, shards(5, 5, 8));
    // The environment wins, so one file serves every process.
    let env = [("RITHMO_SHARD_COUNT", "16"), ("RITHMO_SHARDS", " 12-15 ")];
    let c = with_env("shard_count = 8\nshards = \"0-3\"\n", &env).unwrap();
    assert_eq!(c.shard_range, shards(12, 15, 16));
    assert!(format!("{c:?}").contains("total: 16"));
}

#[test]
fn shards_outside_the_count_or_malformed_are_refused_saying_why() {
    let err = |text: &str, env: &[(&str, &str)]| with_env(text, env).err().unwrap();
    assert_eq!(
        err("shard_count = 4\nshards = \"2-4\"\n", &[]),
        "shards \"2-4\": with shard_count = 4 the shards are 0 to 3"
    );
    assert_eq!(
        err("shards = \"1\"\n", &[]),
        "shards \"1\": with shard_count = 1 the shards are 0 to 0"
    );
    assert_eq!(
        err("shard_count = 8\nshards = \"3-1\"\n", &[]),
        "shards \"3-1\": the first shard must not come after the last"
    );
    assert_eq!(
        err("shard_count = 8\nshards = \"0..3\"\n", &[]),
        "shards must be like \"0-3\" or \"2\", not \"0..3\""
    );
    assert_eq!(
        err("shard_count = 0\n", &[]),
        "shard_count must be 1 to 65536, not 0"
    );
    assert_eq!(
        err("", &[("RITHMO_SHARD_COUNT", "many")]),
        "RITHMO_SHARD_COUNT must be a number, not \"many\""
    );
    assert!(err("shard_count = -2\n", &[]).contains("shard_count"));
}

#[test]
fn the_rated_pair_limit_defaults_to_three_and_is_bounded() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = dir.path().join("c.toml");
    std::fs::write(&path, "").unwrap();
    assert_eq!(Config::load(&path).unwrap().rated_pair_limit, 3);
    std::fs::write(&path, "rated_pair_limit = 5\n").unwrap();
    assert_eq!(Config::load(&path).unwrap().rated_pair_limit, 5);
    for bad in [0, 101] {
        std::fs::write(&path, format!("rated_pair_limit = {bad}\n")).unwrap();
        let e = Config::load(&path).err().unwrap();
        assert!(e.contains("rated_pair_limit must be 1 to 100"), "{e}");
    }
}

#[test]
fn challenge_days_default_to_seven_and_are_bounded() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = dir.path().join("c.toml");
    std::fs::write(&path, "").unwrap();
    assert_eq!(Config::load(&path).unwrap().challenge_days, 7);
    std::fs::write(&path, "challenge_days = 14\n").unwrap();
    assert_eq!(Config::load(&path).unwrap().challenge_days, 14);
    for bad in [0, 91] {
        std::fs::write(&path, format!("challenge_days = {bad}\n")).unwrap();
        let e = Config::load(&path).err().unwrap();
        assert!(e.contains("challenge_days must be 1 to 90"), "{e}");
    }
}

#[test]
fn unknown_keys_and_bad_days_are_refused_and_the_token_is_hidden() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = dir.path().join("c.toml");
    std::fs::write(&path, "tokn = \"x\"\n").unwrap();
    assert!(Config::load(&path)
        .err()
        .unwrap()
        .contains("unknown field `tokn`"));
    std::fs::write(&path, "default_days = 4\n").unwrap();
    assert!(Config::load(&path)
        .err()
        .unwrap()
        .contains("default_days must be one of"));
    std::fs::write(&path, "token = \"sekret-token-value\"\n").unwrap();
    let c = Config::load(&path).unwrap();
    let shown = format!("{c:?}");
    assert!(
        !shown.contains("sekret") && shown.contains("<hidden>"),
        "{shown}"
    );
}

/// Signing in on the pages: the application's id and its client secret from the file, the
/// environment winning; the secret never shown.
#[test]
fn the_client_secret_comes_from_the_environment_first_and_is_never_shown() {
    let c = with_env(
        "application_id = 42\nclient_secret = \"file-secret-value\"\n",
        &[("DISCORD_CLIENT_SECRET", "env-secret-value")],
    )
    .unwrap();
    assert_eq!(c.application_id, Some(42));
    assert_eq!(c.client_secret.as_deref(), Some("env-secret-value"));
    let shown = format!("{c:?}");
    assert!(!shown.contains("secret-value"), "{shown}");
    let c = with_env("", &[("DISCORD_APPLICATION_ID", "77")]).unwrap();
    assert_eq!((c.application_id, c.client_secret), (Some(77), None));
    let bad = with_env("", &[("DISCORD_APPLICATION_ID", "seventy")]).unwrap_err();
    assert!(
        bad.contains("DISCORD_APPLICATION_ID must be a number"),
        "{bad}"
    );
}

/// The public key of the Ed25519 test vector 1 of RFC 8032: a key as the portal shows it.
const PUBLIC_KEY: &str = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a";

#[test]
fn http_mode_needs_the_applications_public_key_from_the_file_or_the_environment() {
    let c = with_env(
        &format!("interactions = \"http\"\npublic_key = \"{PUBLIC_KEY}\"\n"),
        &[],
    )
    .unwrap();
    assert_eq!(c.interactions, Interactions::Http);
    assert_eq!(c.interactions_listen, "127.0.0.1:8090");
    assert_eq!(c.verifying_key.unwrap()[0], 0xd7);
    let c = with_env(
        "interactions = \"http\"\npublic_key = \"00\"\n",
        &[
            ("DISCORD_PUBLIC_KEY", PUBLIC_KEY),
            ("RITHMO_INTERACTIONS_LISTEN", "0.0.0.0:9000"),
        ],
    )
    .unwrap();
    assert!(c.verifying_key.is_some(), "the environment's key wins");
    assert_eq!(c.interactions_listen, "0.0.0.0:9000");
    let c = with_env(
        "",
        &[
            ("RITHMO_INTERACTIONS", "http"),
            ("DISCORD_PUBLIC_KEY", PUBLIC_KEY),
        ],
    );
    assert_eq!(c.unwrap().interactions, Interactions::Http);
}

#[test]
fn http_mode_without_a_good_key_or_with_an_unknown_mode_is_refused_saying_why() {
    let e = with_env("interactions = \"http\"\n", &[]).unwrap_err();
    assert!(e.contains("public_key"), "{e}");
    for bad in ["abc", "zz", &PUBLIC_KEY[..62]] {
        let e = with_env(
            &format!("interactions = \"http\"\npublic_key = \"{bad}\"\n"),
            &[],
        )
        .unwrap_err();
        assert!(e.contains("64 hex digits"), "{bad}: {e}");
    }
    let e = with_env("interactions = \"webhook\"\n", &[]).unwrap_err();
    assert!(e.contains("gateway") && e.contains("http"), "{e}");
    let e = with_env("", &[("RITHMO_INTERACTIONS", "webhook")]).unwrap_err();
    assert!(
        e.contains("RITHMO_INTERACTIONS") || e.contains("interactions"),
        "{e}"
    );
    // In gateway mode a key left in the file is not looked at.
    assert!(with_env("public_key = \"zz\"\n", &[]).is_ok());
}

/// An outage is given back after ten minutes by default; a threshold shorter than three
/// ticks would read an ordinary late tick as an outage, so it is refused with the least.
#[test]
fn the_outage_threshold_defaults_to_ten_minutes_and_is_at_least_three_ticks() {
    assert_eq!(with_env("", &[]).unwrap().outage_seconds, 600);
    let c = with_env("tick_seconds = 10\noutage_seconds = 30\n", &[]).unwrap();
    assert_eq!(c.outage_seconds, 30, "three ticks exactly");
    let e = with_env("tick_seconds = 10\noutage_seconds = 29\n", &[])
        .err()
        .unwrap();
    assert!(
        e.contains("outage_seconds must be at least three ticks (30 s), not 29"),
        "{e}"
    );
    let e = with_env("outage_seconds = 120\n", &[]).err().unwrap();
    assert!(e.contains("at least three ticks (180 s)"), "{e}");
}
