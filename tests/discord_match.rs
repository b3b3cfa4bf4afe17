//! End to end: a match between two servers through the fake Discord and the real `rithmo
//! serve`. A manager of server A makes it (the code comes back privately), a manager of
//! server B takes it up with the code; the game's thread opens in each server, each move is
//! posted in both threads, each side's captain (holding the side's role, as Discord sends it
//! with the member) moves from their own server; an outage of server A (GUILD_DELETE with
//! `unavailable`) gives nothing up, server B removing the bot (GUILD_DELETE without it)
//! aborts the game, announced in server A only.

mod common;
mod fake_discord;
use common::people::{ALICE, BOB, CAROL, T0};
use fake_discord::*;
use serde_json::{json, Value};

/// Server B and its channel (server A is the fake's own GUILD and CHANNEL).
const GUILD_B: u64 = 300;
const CHANNEL_B: u64 = 400;
const OWLS: (u64, &str) = (500, "Owls");
const HAWKS: (u64, &str) = (600, "Hawks");

fn in_b() -> Where {
    Where {
        guild: Some(GUILD_B),
        channel: CHANNEL_B,
        ..IN_CHANNEL
    }
}

fn thread_of(place: Where, id: u64) -> Where {
    Where {
        channel: id,
        parent: Some(place.channel),
        ..place
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_between_two_servers_is_posted_in_both_and_ends_when_one_leaves() {
    Scene::run_within(240, T0, scenario).await;
}

async fn scenario(fake: FakeDiscord, commands: Value) {
    let registered = registered(&commands, "match");
    let subs: Vec<&str> = registered["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(subs, ["create", "accept"]);

    // Alice, a manager of server A, makes the match for the Owls.
    let create = subcommand(
        fake.next_id(),
        ALICE,
        IN_CHANNEL,
        "match",
        "create",
        &[
            ("team", 8, json!(OWLS.0.to_string())),
            ("colour", 3, json!("white")),
            ("mode", 3, json!("captain")),
        ],
    );
    let r = fake.interact(by_member_of(create, &[OWLS])).await;
    assert!(ephemeral(&r), "{}", content(&r));
    let said = content(&r);
    let start = said.find("**").expect("the code") + 2;
    let code = &said[start..start + 10];

    // Bob may not manage server B: refused, privately.
    fake.set_member_permissions(BOB.0, NOT_MANAGER);
    let accept = |who, roles: &[(u64, &str)]| {
        by_member_of(
            subcommand(
                fake.next_id(),
                who,
                in_b(),
                "match",
                "accept",
                &[
                    ("code", 3, json!(code)),
                    ("team", 8, json!(HAWKS.0.to_string())),
                    ("mode", 3, json!("captain")),
                ],
            ),
            roles,
        )
    };
    let r = fake.interact(accept(BOB, &[HAWKS])).await;
    assert!(ephemeral(&r));
    assert!(content(&r).starts_with("only members who may manage the server"));

    // Carol, a manager of server B, takes it up for the Hawks: the game begins there.
    let r = fake.interact(accept(CAROL, &[HAWKS])).await;
    assert!(!ephemeral(&r), "{}", content(&r));
    assert!(content(&r).starts_with("Match between two servers: game #1"));

    // A thread in each server: B's from the answer, A's from the copy the outbox posts.
    eventually("a thread in each server", || {
        fake.state.lock().unwrap().threads.len() == 2
    })
    .await;
    let (thread_a, thread_b) = threads(&fake);
    let copy = fake
        .messages()
        .into_iter()
        .find(|m| m.channel == CHANNEL && m.content.starts_with("Match between two servers"))
        .expect("the opening post in server A");
    assert!(copy.has_file("board.png"));

    // Each captain moves from their own server's thread; each move shows in both.
    let moved = |who, place, mv: &str, roles: &[(u64, &str)]| {
        by_member_of(
            slash(
                fake.next_id(),
                who,
                place,
                "move",
                &[("move", 3, json!(mv))],
            ),
            roles,
        )
    };
    let r = fake
        .interact(moved(
            ALICE,
            thread_of(IN_CHANNEL, thread_a),
            "d4-d5",
            &[OWLS],
        ))
        .await;
    assert!(content(&r).contains("Owls played d4-d5"), "{}", content(&r));
    posted(&fake, thread_b, "Owls played d4-d5").await;
    let r = fake
        .interact(moved(CAROL, thread_of(in_b(), thread_b), "f6-f5", &[HAWKS]))
        .await;
    assert!(
        content(&r).contains("Hawks played f6-f5"),
        "{}",
        content(&r)
    );
    posted(&fake, thread_a, "Hawks played f6-f5").await;

    // Server A is out for a while: nothing is given up. Server B removes the bot: the game,
    // before move 10, is aborted, and said in server A.
    fake.dispatch(
        "GUILD_DELETE",
        json!({"id": fake_discord::GUILD.to_string(), "unavailable": true}),
    );
    fake.dispatch("GUILD_DELETE", json!({"id": GUILD_B.to_string()}));
    posted(
        &fake,
        thread_a,
        "The server of Hawks removed the bot: game #1 is aborted",
    )
    .await;
    let owls_left = fake
        .messages()
        .into_iter()
        .any(|m| m.content.contains("The server of Owls"));
    assert!(!owls_left, "an outage is no leaving");
    let in_b_after = fake
        .messages()
        .into_iter()
        .filter(|m| m.channel == thread_b)
        .any(|m| m.content.contains("removed the bot"));
    assert!(!in_b_after, "nothing is posted in the server that left");
}

/// (server A's thread, server B's thread), each told apart by the channel it was opened in.
fn threads(fake: &FakeDiscord) -> (u64, u64) {
    let parents: Vec<String> = fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/threads"))
        .map(|r| r.path.split('/').nth(4).unwrap().to_string())
        .collect();
    let ids = fake.state.lock().unwrap().threads.clone();
    let of = |channel: u64| {
        let i = parents.iter().position(|p| *p == channel.to_string());
        ids[i.expect("a thread opened there")]
    };
    (of(CHANNEL), of(CHANNEL_B))
}

/// Waits until a message in `channel` says `text`.
async fn posted(fake: &FakeDiscord, channel: u64, text: &str) {
    eventually(&format!("{text} in {channel}"), || {
        fake.messages()
            .iter()
            .any(|m| m.channel == channel && m.content.contains(text))
    })
    .await;
}
