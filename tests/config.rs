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
    assert_eq!(c.challenge_days, 7, "challenges expire after a week");
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
