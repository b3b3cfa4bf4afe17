//! End to end against the bot as an opponent: the real `rithmo serve` against the fake
//! Discord. `/challenge bot:1` starts a game at once; after the person's move the bot
//! thinks off the async threads and posts its own move in the game's thread exactly as a
//! person's move is posted (the move line, the board picture, the mention of whose turn it
//! is), and the person plays on from there.

mod common;
mod fake_discord;
use common::people::{ALICE, T0};
use fake_discord::*;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_answers_a_move_with_its_own_posted_like_a_persons() {
    within(240, scenario()).await;
}

async fn scenario() {
    let Scene { dir, fake, bot } = Scene::start(T0, "info", "bot.log").await;

    // The game starts at once, Alice White; the bot's level is a player of its own.
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "challenge",
            &[("bot", 4, json!(1)), ("colour", 3, json!("white"))],
        )
        .await;
    assert_eq!(r.json["type"], 4, "{:#}", r.json);
    let begins = content(&r);
    assert!(
        begins.contains("Game #1 begins: alice") && begins.contains("Rithmo level 1"),
        "{begins}"
    );
    let thread_req = fake
        .wait_for("a thread for the game", |r| {
            r.method == "POST" && r.path.ends_with("/threads")
        })
        .await;
    assert_eq!(thread_req.json["name"], "Rithmomachia game #1");
    let game_thread = fake.state.lock().unwrap().threads[0];
    let in_thread = thread(game_thread);
    // A person sees the thread once the bot has it; the bot answers within milliseconds.
    wait_thread_recorded(dir.path(), 1).await;

    // Alice moves; the bot's answer comes as a post in the thread, like a person's move.
    let r = fake
        .slash(ALICE, in_thread, "move", &[("move", 3, json!("d4-d5"))])
        .await;
    assert!(
        content(&r).contains("alice played d4-d5"),
        "{}",
        content(&r)
    );
    assert_board(&r.files);
    let thread_posts = format!("/api/v10/channels/{game_thread}/messages");
    let answer = fake
        .wait_for("the bot's move", |r| {
            r.method == "POST"
                && r.path == thread_posts
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("Rithmo level 1 played"))
        })
        .await;
    let text = answer.json["content"].as_str().unwrap();
    assert!(text.contains("Game #1, move 1"), "{text}");
    assert!(text.contains("alice to move"), "{text}");
    assert!(
        text.contains("<@11>"),
        "Alice, to move, is mentioned: {text}"
    );
    assert_board(&answer.files);

    // Alice plays on from the position after the bot's move: autocomplete offers her
    // moves for move 2, and one of them is taken.
    let r = fake
        .interact(autocomplete(fake.next_id(), ALICE, in_thread, ""))
        .await;
    let choices = r.json["data"]["choices"].as_array().unwrap().clone();
    let first = choices.first().expect("Alice has moves").clone();
    assert!(
        first["value"].as_str().unwrap().ends_with("ply:3"),
        "{first}"
    );
    let r = fake
        .slash(
            ALICE,
            in_thread,
            "move",
            &[("move", 3, first["value"].clone())],
        )
        .await;
    assert!(
        content(&r).contains("Game #1, move 2: alice played"),
        "{}",
        content(&r)
    );
    let log = bot.stop();
    assert!(
        !log.contains("fake-bot-token.secret"),
        "the token is never logged"
    );
}
