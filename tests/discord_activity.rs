//! End to end, the board as a Discord Activity: with signing in configured, the real
//! `rithmo serve` puts an "Open board" button on a running game's posts, and pressing it is
//! answered with LAUNCH_ACTIVITY (interaction callback type 12, no data), which the fake
//! Discord accepts only where Discord does, and which starts the Activity in that channel.
//! The same button pressed from another server opens nothing.

mod common;
mod fake_discord;
use common::people::{ALICE, BOB, T0};
use fake_discord::*;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_board_launches_the_activity_where_the_game_is() {
    within(240, scenario()).await;
}

async fn scenario() {
    let dir = bot_folder(T0);
    let fake = FakeDiscord::start().await;
    let extra = format!(
        "application_id = {APP_ID}\nclient_secret = \"{CLIENT_SECRET}\"\nweb_url = \"http://127.0.0.1:9\"\n"
    );
    let bot = Bot::launch(
        dir.path(),
        &fake,
        "bot.log",
        &extra,
        &[("RUST_LOG", "info")],
    );
    fake.wait_identifies(1).await;

    // A game against the bot begins at once; its start post carries Open board.
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "challenge",
            &[("bot", 4, json!(1)), ("colour", 3, json!("white"))],
        )
        .await;
    assert_eq!(r.json["type"], 4, "{:#}", r.json);
    let start = fake.original(&token(&r));
    assert!(
        start.buttons().contains(&"board:1".to_string()),
        "{:?}",
        start.buttons()
    );
    fake.wait_for("a thread for the game", |r| {
        r.method == "POST" && r.path.ends_with("/threads")
    })
    .await;
    let game_thread = fake.state.lock().unwrap().threads[0];
    wait_thread_recorded(dir.path(), 1).await;

    // A move's post carries it too; a private answer (the board) does not.
    let r = fake
        .slash(
            ALICE,
            thread(game_thread),
            "move",
            &[("move", 3, json!("d4-d5"))],
        )
        .await;
    let moved = fake.original(&token(&r));
    assert!(
        moved.buttons().contains(&"board:1".to_string()),
        "{:?}",
        moved.buttons()
    );
    let r = fake.slash(ALICE, thread(game_thread), "board", &[]).await;
    assert!(ephemeral(&r));
    assert!(fake.original(&token(&r)).buttons().is_empty());

    // Bob, watching in the thread, presses Open board: Discord is asked to launch the
    // Activity (type 12, no data), and it starts in that thread with him in it.
    let post = moved.id;
    let r = fake.press(BOB, thread(game_thread), post, "board:1").await;
    assert_eq!(r.json["type"], 12, "{:#}", r.json);
    assert!(
        r.json.get("data").is_none_or(Value::is_null),
        "{:#}",
        r.json
    );
    let token = token(&r);
    assert_eq!(fake.interaction(&token).response, Some(12));
    let instance = fake.activity_of(&token).expect("an Activity started");
    let i = fake.activity_instance(&instance).unwrap();
    assert_eq!((i.guild, i.channel), (Some(GUILD), game_thread));
    assert!(i.users.contains(&BOB.0));

    // From another server the same button opens nothing: the game is not there.
    let elsewhere = Where {
        guild: Some(GUILD + 1),
        channel: CHANNEL + 1,
        ..IN_CHANNEL
    };
    let r = fake.press(BOB, elsewhere, post, "board:1").await;
    assert_eq!(r.json["type"], 4, "{:#}", r.json);
    assert!(ephemeral(&r));
    assert!(content(&r).contains("#1"), "{}", content(&r));
    bot.stop();
}
