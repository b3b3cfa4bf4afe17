//! End to end, the board as a Discord Activity: with signing in configured, the real
//! `rithmo serve` puts an "Open board" button on a running game's posts, and pressing it is
//! answered with LAUNCH_ACTIVITY (interaction callback type 12, no data), which the fake
//! Discord accepts only where Discord does, and which starts the Activity in that channel.
//! The same button pressed from another server opens nothing.

mod common;
mod fake_discord;
// The pages' requests, as their script sends them.
#[path = "common/web.rs"]
mod site;
use common::people::{ALICE, BOB, T0};
use fake_discord::*;
use serde_json::{json, Value};
use tempfile::TempDir;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_board_launches_the_activity_where_the_game_is() {
    within(240, scenario()).await;
}

async fn scenario() {
    let (_dir, fake, bot, r, game_thread) = a_game_against_the_bot().await;
    // Its start post carries Open board.
    let start = fake.original(&token(&r));
    assert!(
        start.buttons().contains(&"board:1".to_string()),
        "{:?}",
        start.buttons()
    );

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

/// Where the bot's pages listen, read off its log (they take a free port).
async fn pages_address(log: &std::path::Path) -> String {
    for _ in 0..200 {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        if let Some(line) = text.lines().find(|l| l.contains("web pages listening")) {
            let at = line.find("127.0.0.1:").expect("an address");
            let port: String = line[at + 10..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            return format!("127.0.0.1:{port}");
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the pages did not start");
}

/// A move made on the board's page in the real bot: stored by the service like `/move`, its
/// post (the move line and the board) sent by the outbox to the game's thread, the bot's
/// answer posted after it; a hint asked on the page is the engine's, in words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_on_the_page_is_posted_in_the_games_thread_and_the_bot_answers() {
    within(240, page_scenario()).await;
}

async fn page_scenario() {
    let (dir, fake, bot, _, game_thread) = a_game_against_the_bot().await;

    // Alice is signed in on the pages (a session, as the sign-in would have opened it).
    let db = rithmo::store::sql::Connection::at(dir.path().join("bot.db")).unwrap();
    let session =
        rithmo::store::web_sessions::open(&db, ALICE.0, ALICE.1, None, 0, i64::MAX).unwrap();
    let token: String = db
        .query_row("SELECT web_token FROM games WHERE id = 1", (), |r| r.get(0))
        .unwrap();
    let site = pages_address(&dir.path().join("bot.log")).await;
    let act = |body: Value| {
        let (site, token, session) = (site.clone(), token.clone(), session.clone());
        async move {
            site::act(
                &format!("http://{site}/g/{token}/act"),
                &format!("rithmo_session={}", session.id),
                &session.csrf,
                "http://127.0.0.1:9",
                &body,
            )
            .await
        }
    };

    // A hint, in a game against the bot: the engine's move, said in words.
    let (status, hint) = act(json!({"do": "hint"})).await;
    assert_eq!(status, 200, "{hint}");
    assert_eq!(hint["ok"], json!(true), "{hint}");
    assert!(hint["text"].as_str().unwrap().contains("-"), "{hint}");

    let before = fake.requests().len();
    let (status, answer) = act(json!({"do": "move", "text": "d4-d5", "ply": 1})).await;
    assert_eq!((status, &answer["ok"]), (200, &json!(true)), "{answer}");
    // The move's post reaches the thread through the outbox, with its board; then the bot's.
    let posted = fake
        .wait_for("the move posted in the thread", |r| {
            r.method == "POST"
                && r.path
                    .ends_with(&format!("/channels/{game_thread}/messages"))
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("alice played d4-d5"))
        })
        .await;
    assert!(fake.requests().len() > before);
    assert_board(&posted.files);
    fake.wait_for("the bot's answer in the thread", |r| {
        r.method == "POST"
            && r.path
                .ends_with(&format!("/channels/{game_thread}/messages"))
            && r.json["content"]
                .as_str()
                .is_some_and(|c| c.contains("Rithmo level 1 played"))
    })
    .await;
    // The same move again (a double tap) is refused, in the bot's words; one move stands.
    let (_, again) = act(json!({"do": "move", "text": "d4-d5", "ply": 1})).await;
    assert_eq!(again["ok"], json!(false), "{again}");
    let plies: i64 = db
        .query_row("SELECT ply FROM games WHERE id = 1", (), |r| r.get(0))
        .unwrap();
    assert_eq!(plies, 2, "alice's move and the bot's");
    bot.stop();
}

/// The bot with signing in configured (so its pages can be played on and games' posts carry
/// Open board), and a casual game against its level 1 begun by Alice (White): the folder,
/// the fake, the bot, the challenge's answer and the game's thread.
async fn a_game_against_the_bot() -> (TempDir, FakeDiscord, Bot, Recorded, u64) {
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
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "challenge",
            &[
                ("bot", 4, json!(1)),
                ("colour", 3, json!("white")),
                ("rated", 5, json!(false)),
            ],
        )
        .await;
    assert_eq!(r.json["type"], 4, "{:#}", r.json);
    fake.wait_for("a thread for the game", |r| {
        r.method == "POST" && r.path.ends_with("/threads")
    })
    .await;
    let game_thread = fake.state.lock().unwrap().threads[0];
    wait_thread_recorded(dir.path(), 1).await;
    (dir, fake, bot, r, game_thread)
}
