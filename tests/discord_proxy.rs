//! Several processes share Discord's rate limits through one rate-limit proxy in front of
//! the API (`api_url`). Here the real `rithmo serve` talks to the fake Discord through such
//! a proxy that answers the first try of every post 429, as Discord does: each post is
//! sent again no earlier than the 429's `retry_after`, and arrives once.

mod common;
mod fake_discord;
use common::driver::{challenge, Driver};
use common::people::{person, ALICE, BOB, CAROL, T0};
use common::random_game;
use fake_discord::*;
use rithmo::service::{ColourChoice, Command};
use serde_json::json;
use std::collections::HashMap;
use std::time::Duration;

/// Game 1 in the channel, Alice (White) against Bob; Carol watches it, so every move owes
/// her a direct message, and the player to move is told too: posts the outbox sends.
fn seeded() -> tempfile::TempDir {
    let dir = bot_folder(T0);
    let mut db = Driver::on(&dir.path().join("bot.db"));
    let (a, b, c) = (person(ALICE), person(BOB), person(CAROL));
    db.at(
        SERVER,
        &a,
        challenge(Some(b.clone()), ColourChoice::White, 1),
        T0,
    );
    let accept = Command::Accept {
        game: Some(1),
        team: None,
    };
    db.at(SERVER, &b, accept, T0);
    db.at(SERVER, &c, Command::Watch { game: Some(1) }, T0);
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_refused_429_by_the_proxy_are_sent_again_after_retry_after_and_arrive_once() {
    within(120, async {
        let dir = seeded();
        let fake = FakeDiscord::start().await;
        let proxy = Proxy::start(fake.api_url()).await;
        let extra = format!("api_url = \"{}\"\n", proxy.url());
        let bot = Bot::launch(
            dir.path(),
            &fake,
            "bot.log",
            &extra,
            &[("RUST_LOG", "info")],
        );
        fake.wait_identifies(1).await;

        let moves = random_game(4, 11);
        for (ply, m) in moves.iter().enumerate() {
            let who = if ply % 2 == 0 { ALICE } else { BOB };
            let r = fake
                .slash(who, IN_CHANNEL, "move", &[("move", 3, json!(m))])
                .await;
            assert!(content(&r).contains("played"), "{}", content(&r));
        }
        let d = dir.path().to_path_buf();
        eventually("every owed post sent", move || unsent(&d) == 0).await;
        // A few more rounds of the sender add nothing.
        tokio::time::sleep(Duration::from_secs(2)).await;

        // Through the proxy: per post, one 429, then one try that went through, no
        // earlier than retry_after.
        let mut tries: HashMap<String, Vec<Passed>> = HashMap::new();
        for p in proxy.passed() {
            tries.entry(p.nonce.clone()).or_default().push(p);
        }
        // Carol's direct message and the next player's, for each move.
        assert!(tries.len() >= 2 * moves.len(), "{tries:#?}");
        for (nonce, t) in &tries {
            let statuses: Vec<u16> = t.iter().map(|p| p.status).collect();
            assert_eq!(statuses, [429, 200], "post {nonce}");
            let waited = t[1].at - t[0].at;
            assert!(
                waited >= Duration::from_secs_f64(RETRY_AFTER),
                "post {nonce} sent again after {waited:?}"
            );
        }
        // At Discord: each move's direct messages, once.
        for (ply, m) in moves.iter().enumerate() {
            let (mover, next) = if ply % 2 == 0 {
                (ALICE, BOB)
            } else {
                (BOB, ALICE)
            };
            let said = format!("{} played {m}", mover.1);
            let carol = posts(&fake, dm_channel_of(CAROL.0), &said);
            assert_eq!(carol.len(), 1, "Carol told of {said} once");
            let turn = posts(&fake, dm_channel_of(next.0), &said);
            assert_eq!(turn.len(), 1, "{} told of {said} once", next.1);
        }
        bot.stop();
    })
    .await;
}
