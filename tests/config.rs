//! The documented configuration is the one the bot reads; the token never shows in logs.

use rithmo::discord::config::Config;

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
