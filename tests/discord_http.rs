//! Interactions over HTTP: the real `rithmo serve` with `interactions = "http"`, no gateway
//! connection, Discord's signed requests sent to its endpoint as Discord sends them. A ping
//! is answered; a request Discord did not sign (forged, unsigned, altered), an old one, one
//! sent again or one too large is refused and changes nothing; a signed command and a
//! signed button press are played as over the gateway. Without the application's key http
//! mode does not start.

mod common;
mod fake_discord;
use common::cli::refused;
use common::people::{ALICE, BOB, T0};
use fake_discord::*;
use serde_json::{json, Value};
use std::path::Path;

/// The bot in http mode on `dir`, against `fake`; its endpoint, once it listens and the
/// commands are registered.
async fn start(dir: &Path, fake: &FakeDiscord) -> (Bot, Endpoint) {
    let extra = format!(
        "interactions = \"http\"\ninteractions_listen = \"127.0.0.1:0\"\npublic_key = \"{}\"\n",
        public_key_hex()
    );
    let bot = Bot::launch(dir, fake, "bot.log", &extra, &[("RUST_LOG", "info")]);
    let endpoint = Endpoint::of_bot(&dir.join("bot.log")).await;
    valid_registration(fake).await;
    (bot, endpoint)
}

fn ping() -> Vec<u8> {
    json!({"id": "77", "application_id": APP_ID.to_string(), "type": 1,
           "token": token_of(77), "version": 1})
    .to_string()
    .into_bytes()
}

/// Alice's open challenge as Discord sends it (languages as Discord puts them).
fn challenge_by_alice(fake: &FakeDiscord) -> Value {
    let mut v = slash(
        fake.next_id(),
        ALICE,
        IN_CHANNEL,
        "challenge",
        &[("colour", 3, json!("white")), ("days", 4, json!(1))],
    );
    fake.state.lock().unwrap().world.localize(&mut v);
    v
}

fn games(dir: &Path) -> i64 {
    count(dir, "SELECT count(*) FROM games")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_discords_signed_requests_are_taken_and_each_once() {
    within(120, async {
        let dir = bot_folder(T0);
        let fake = FakeDiscord::start().await;
        let (bot, endpoint) = start(dir.path(), &fake).await;

        let pong = endpoint.signed(&app_key(), T0, &ping()).await;
        assert_eq!((pong.status, pong.body.as_str()), (200, r#"{"type":1}"#));
        assert_eq!(pong.content_type.as_deref(), Some("application/json"));

        // A command Discord did not sign, in every way it can be wrong: 401, no game.
        let body = serde_json::to_vec(&challenge_by_alice(&fake)).unwrap();
        let at = T0.to_string();
        let good = signature(&app_key(), &at, &body);
        let forged = signature(&forger_key(), &at, &body);
        let ts = ("x-signature-timestamp", at.clone());
        let refused = [
            (
                "forged",
                vec![("x-signature-ed25519", forged), ts.clone()],
                body.clone(),
            ),
            ("unsigned", vec![ts.clone()], body.clone()),
            (
                "no timestamp",
                vec![("x-signature-ed25519", good.clone())],
                body.clone(),
            ),
            (
                "altered",
                vec![("x-signature-ed25519", good.clone()), ts.clone()],
                {
                    String::from_utf8(body.clone())
                        .unwrap()
                        .replace("white", "black")
                        .into_bytes()
                },
            ),
            (
                "not hex",
                vec![("x-signature-ed25519", "zz".repeat(64)), ts.clone()],
                body.clone(),
            ),
        ];
        for (what, headers, body) in refused {
            let r = endpoint.post(&headers, body).await;
            assert_eq!(r.status, 401, "{what}: {r:?}");
        }
        // Signed, but long ago (a captured request sent again later).
        let old = T0 - 6 * 60;
        let r = endpoint.signed(&app_key(), old, &body).await;
        assert_eq!(r.status, 401, "an old request: {r:?}");
        // A body over the bound is refused before anything is read of it.
        let big = vec![b' '; 256 * 1024 + 1];
        let r = endpoint.signed(&app_key(), T0, &big).await;
        assert_eq!(r.status, 413, "{r:?}");
        assert_eq!(games(dir.path()), 0, "nothing refused made a game");
        let callbacks = fake
            .requests()
            .iter()
            .filter(|r| r.path.starts_with("/api/v10/interactions/"))
            .count();
        assert_eq!(callbacks, 0, "nothing refused was answered through Discord");

        // Signed: taken once; the very same request again is a replay.
        let headers = vec![("x-signature-ed25519", good), ts];
        fake.state
            .lock()
            .unwrap()
            .world
            .received(&serde_json::from_slice(&body).unwrap());
        assert_eq!(endpoint.post(&headers, body.clone()).await.status, 202);
        assert_eq!(games(dir.path()), 1);
        let again = endpoint.post(&headers, body).await;
        assert_eq!(again.status, 401, "a replay: {again:?}");
        assert_eq!(games(dir.path()), 1, "the replay made no second challenge");
        // The same PING signed again is refused too; signed anew it passes.
        assert_eq!(endpoint.signed(&app_key(), T0, &ping()).await.status, 401);
        assert_eq!(
            endpoint.signed(&app_key(), T0 + 1, &ping()).await.status,
            200
        );

        assert_eq!(
            fake.state.lock().unwrap().identifies,
            0,
            "no gateway connection"
        );
        bot.stop();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_and_its_acceptance_over_http_play_as_over_the_gateway() {
    within(120, async {
        let dir = bot_folder(T0);
        let fake = FakeDiscord::start().await;
        let (bot, endpoint) = start(dir.path(), &fake).await;

        let command = challenge_by_alice(&fake);
        let token = command["token"].as_str().unwrap().to_string();
        let r = fake.deliver(&endpoint, T0, command).await;
        assert_eq!(r.status, 202, "answered through the callback: {r:?}");
        assert_eq!(fake.interaction(&token).response, Some(4), "a message");
        let challenge = fake.original(&token);
        assert!(
            challenge
                .content
                .contains("alice challenges anyone in this channel to neo"),
            "{}",
            challenge.content
        );
        assert_eq!(challenge.buttons(), ["accept:1", "decline:1"]);

        // Bob presses Accept on it: the question is settled and the game begins.
        let press = button(
            fake.next_id(),
            BOB,
            IN_CHANNEL,
            fake.message_json(challenge.id),
            "accept:1",
        );
        let pressed = press["token"].as_str().unwrap().to_string();
        let r = fake.deliver(&endpoint, T0 + 1, press).await;
        assert_eq!(r.status, 202, "{r:?}");
        assert_eq!(
            fake.interaction(&pressed).response,
            Some(7),
            "UPDATE_MESSAGE"
        );
        let settled = fake.message(challenge.id);
        assert!(
            settled.content.ends_with("Accepted by bob.**"),
            "{}",
            settled.content
        );
        let begins = followup(&fake, &pressed).await;
        let text = begins.json["content"].as_str().unwrap();
        assert!(text.contains("Game #1 begins"), "{text}");
        let d = dir.path().to_path_buf();
        eventually("the game running", move || {
            count(&d, "SELECT count(*) FROM games WHERE status = 'active'") == 1
        })
        .await;
        bot.stop();
    })
    .await;
}

#[test]
fn http_mode_without_the_applications_key_does_not_start_and_says_why() {
    let dir = tempfile::TempDir::new().unwrap();
    let config = dir.path().join("config.toml");
    let db = dir.path().join("bot.db");
    for (key, said) in [
        ("", "needs public_key"),
        ("public_key = \"d75a98\"\n", "64 hex digits"),
    ] {
        let text = format!(
            "token = \"t\"\ndatabase = \"{}\"\ninteractions = \"http\"\n{key}",
            db.display()
        );
        std::fs::write(&config, text).unwrap();
        let why = refused(&["serve", "--config", config.to_str().unwrap()]);
        assert!(why.contains(said), "{why}");
    }
    assert!(!db.exists(), "refused before the database is opened");
}
