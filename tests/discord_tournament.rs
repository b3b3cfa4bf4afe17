//! End to end: a tournament made, joined and started through the fake Discord and the real
//! `rithmo serve`. `/tournament` is registered once with its subcommands nested as Discord
//! documents them (SUB_COMMAND options holding their own), offered to everyone (joining is
//! for anyone); the interaction Discord sends for `/tournament join id:1` nests the option
//! in the subcommand, and the bot reads it.

mod common;
mod fake_discord;
use common::people::{ALICE, BOB, CAROL, T0};
use fake_discord::*;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_is_created_joined_and_started_through_discord() {
    Scene::run_within(240, T0, scenario).await;
}

async fn scenario(fake: FakeDiscord, commands: Value) {
    let tournament = registered(&commands, "tournament");
    assert!(tournament["default_member_permissions"].is_null());
    let subs: Vec<&str> = tournament["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            assert_eq!(o["type"], 1, "a subcommand: {o}");
            o["name"].as_str().unwrap()
        })
        .collect();
    assert_eq!(
        subs,
        [
            "create",
            "join",
            "leave",
            "start",
            "standings",
            "list",
            "withdraw",
            "cancel",
            "export"
        ]
    );
    assert_eq!(tournament["options"][1]["options"][0]["name"], "id");
    assert_eq!(tournament["name_localizations"]["de"], "turnier");

    // Bob may not manage the server: the service refuses him the creation, privately.
    fake.set_member_permissions(BOB.0, NOT_MANAGER);
    let swiss = [
        ("name", 3, json!("Autumn Swiss")),
        ("format", 3, json!("swiss")),
        ("rounds", 4, json!(2)),
    ];
    let r = fake
        .subcommand(BOB, IN_CHANNEL, "tournament", "create", &swiss)
        .await;
    assert!(ephemeral(&r), "{}", content(&r));
    assert!(content(&r).contains("only members who may manage the server"));

    let r = fake
        .subcommand(ALICE, IN_CHANNEL, "tournament", "create", &swiss)
        .await;
    assert!(!ephemeral(&r), "{}", content(&r));
    let made = fake.original(&token(&r));
    assert!(
        made.content
            .starts_with("Tournament #1 “Autumn Swiss” by alice: Swiss, 2 rounds"),
        "{}",
        made.content
    );
    for who in [ALICE, BOB, CAROL] {
        let r = fake
            .subcommand(
                who,
                IN_CHANNEL,
                "tournament",
                "join",
                &[("id", 4, json!(1))],
            )
            .await;
        assert!(!ephemeral(&r), "{}", content(&r));
    }
    // Twice is refused, privately.
    let r = fake
        .subcommand(BOB, IN_CHANNEL, "tournament", "join", &[])
        .await;
    assert!(ephemeral(&r));
    assert!(content(&r).contains("already joined #1"), "{}", content(&r));

    let r = fake
        .subcommand(ALICE, IN_CHANNEL, "tournament", "start", &[])
        .await;
    assert!(!ephemeral(&r), "{}", content(&r));
    let started = fake.original(&token(&r));
    assert!(
        started
            .content
            .contains("Tournament #1 “Autumn Swiss” begins: Swiss, 2 rounds, 3 players"),
        "{}",
        started.content
    );
    assert!(
        started.content.contains("has the bye"),
        "{}",
        started.content
    );
    // The round's one game begins with a post of its own, sent by the outbox, and its
    // thread is opened from that post; a move there finds the game.
    eventually("the game's own post and its thread", || {
        !fake.state.lock().unwrap().threads.is_empty()
    })
    .await;
    let begins: Vec<Msg> = fake
        .messages()
        .into_iter()
        .filter(|m| m.channel == CHANNEL && m.content.starts_with("Game #1 begins"))
        .collect();
    assert_eq!(begins.len(), 1, "{begins:#?}");
    assert!(begins[0].has_file("board.png"));
    let game_thread = fake.state.lock().unwrap().threads[0];
    let first = if begins[0].content.contains("alice 1500? (White)") {
        ALICE
    } else if begins[0].content.contains("bob 1500? (White)") {
        BOB
    } else {
        CAROL
    };
    let r = fake
        .slash(
            first,
            thread(game_thread),
            "move",
            &[("move", 3, json!("d4-d5"))],
        )
        .await;
    assert!(content(&r).contains("played d4-d5"), "{}", content(&r));
    let r = fake
        .subcommand(CAROL, IN_CHANNEL, "tournament", "list", &[])
        .await;
    assert!(ephemeral(&r));
    assert!(
        content(&r).contains("#1 “Autumn Swiss”: under way, Swiss, 2 rounds, 3/32 players"),
        "{}",
        content(&r)
    );
    // The standings: the text and the table as a picture.
    let r = fake
        .subcommand(BOB, IN_CHANNEL, "tournament", "standings", &[])
        .await;
    assert!(ephemeral(&r));
    assert!(content(&r).contains("Standings of #1"), "{}", content(&r));
    let png = r
        .files
        .iter()
        .find(|(n, _)| n == "standings-1.png")
        .expect("the standings picture");
    assert!(image::load_from_memory(&png.1).is_ok());
}
