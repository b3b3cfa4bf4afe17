//! Never miss a turn: the real `rithmo serve` against the fake Discord, killed (SIGKILL)
//! between committing a move and posting it, or after Discord took a post but before the bot
//! heard so; stopped (SIGTERM) while Discord does not answer; refused by Discord (a 429, a
//! server error, closed direct messages, a deleted channel); and its database backed up
//! while moves arrive. Every post a committed change owes arrives, and arrives once.

mod common;
mod fake_discord;
use common::driver::{challenge, mv, Driver};
use common::people::{person, ALICE, BOB, CAROL, T0};
use common::random_game;
use fake_discord::*;
use rithmo::service::NotifyChange as Change;
use rithmo::service::{ColourChoice, Command};
use rithmo::store::notify::Mode;
use rithmo::store::sql::Connection;
use serde_json::json;
use std::path::Path;
use std::time::Duration;

/// Game 1 in the channel, Alice (White) against Bob, one day a move; Carol watches it, so
/// every move also owes her a direct message.
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
    db.at(
        SERVER,
        &b,
        Command::Accept {
            game: Some(1),
            team: None,
        },
        T0,
    );
    db.at(SERVER, &c, Command::Watch { game: Some(1) }, T0);
    dir
}

fn moves_stored(dir: &Path) -> i64 {
    count(dir, "SELECT count(*) FROM moves WHERE game_id = 1")
}

/// Alice's first move, sent as Discord sends it, not waiting for the answer.
fn alice_moves(fake: &FakeDiscord) -> String {
    fake.send_slash(ALICE, IN_CHANNEL, "move", &[("move", 3, json!("d4-d5"))])
}

async fn wait_stored(dir: &Path) {
    let dir = dir.to_path_buf();
    eventually("the move stored", move || moves_stored(&dir) == 1).await;
}

/// After a restart: the move's post and Carol's direct message have arrived (the sender
/// takes up rows another life of the process held once their lease runs out), nothing is
/// left unsent, and a few more ticks add nothing.
async fn delivered_once(dir: &Path, fake: &FakeDiscord) {
    let d = dir.to_path_buf();
    eventually("every owed post sent", move || unsent(&d) == 0).await;
    let f = fake.clone();
    eventually("Carol's direct message", move || {
        !posts(&f, dm_channel_of(CAROL.0), "alice played d4-d5").is_empty()
    })
    .await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    let post = posts(fake, CHANNEL, "alice played d4-d5");
    assert_eq!(post.len(), 1, "the move's post arrived once: {post:#?}");
    assert!(post[0].content.contains("<@12>"), "Bob is told: his turn");
    assert!(post[0].has_file("board.png"), "with the board");
    let dms = posts(fake, dm_channel_of(CAROL.0), "alice played d4-d5");
    assert_eq!(dms.len(), 1, "Carol's direct message arrived once");
    assert!(dms[0].has_file("board.png"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_stored_when_the_bot_is_killed_before_posting_is_posted_once_after_restart() {
    within(120, async {
        let Scene { dir, fake, bot } = Scene::start_on(seeded(), "info", "first.log").await;
        // Discord stops answering: the move is stored, its answer never gets through.
        fake.faults(|f| f.frozen = true);
        let token = alice_moves(&fake);
        wait_stored(dir.path()).await;
        bot.kill();
        fake.faults(|f| f.frozen = false);
        assert_eq!(fake.interaction(&token).response, None, "never answered");
        assert!(posts(&fake, CHANNEL, "alice played d4-d5").is_empty());

        let bot = Bot::start(dir.path(), &fake, "info", "second.log");
        delivered_once(dir.path(), &fake).await;
        // Sent as a message of its own, with its nonce, to the channel.
        let nonce = posts(&fake, CHANNEL, "alice played d4-d5")[0].nonce.clone();
        assert!(nonce.is_some(), "sent with a nonce");
        // Its picture typed as Discord's upload documentation shows (the fake refuses a
        // file part without it).
        let sent = fake.requests().into_iter().find(|r| {
            r.path == format!("/api/v10/channels/{CHANNEL}/messages") && !r.files.is_empty()
        });
        let sent = sent.expect("the outbox's Create Message with the board");
        assert_eq!(sent.files[0].0, "board.png");
        assert_eq!(sent.file_types, [Some("image/png".to_string())]);
        bot.stop();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_discord_took_before_the_kill_is_not_posted_again() {
    within(120, async {
        let Scene { dir, fake, bot } = Scene::start_on(seeded(), "info", "first.log").await;
        // Discord makes the answer's message, but the bot never hears back.
        fake.faults(|f| f.holding = true);
        let token = alice_moves(&fake);
        let callback = format!("/{token}/callback");
        fake.wait_for("the answer taken", |r| r.path.ends_with(&callback))
            .await;
        wait_stored(dir.path()).await;
        bot.kill();
        fake.faults(|f| f.holding = false);
        assert_eq!(posts(&fake, CHANNEL, "alice played d4-d5").len(), 1);

        // Debug for every library too: the token the bot looks the answer up with is
        // never logged.
        let bot = Bot::start(dir.path(), &fake, "debug", "second.log");
        delivered_once(dir.path(), &fake).await;
        let post = posts(&fake, CHANNEL, "alice played d4-d5");
        assert_eq!(post[0].interaction.as_deref(), Some(token.as_str()));
        let looked = format!("/{token}/messages/@original");
        assert!(
            fake.requests()
                .iter()
                .any(|r| r.method == "GET" && r.path.ends_with(&looked)),
            "the bot looked for the answer before posting"
        );
        let log = bot.stop();
        assert!(
            !log.contains(&token),
            "the interaction's token is never logged"
        );
        assert!(!log.contains("fake-bot-token.secret"));
        let kept: Option<String> = bot_db(dir.path())
            .query_row("SELECT max(via) FROM outbox", (), |r| r.get(0))
            .unwrap();
        assert_eq!(kept, None, "nor kept once the row is settled");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_buttons_follow_up_discord_took_before_the_kill_is_found_and_not_posted_again() {
    within(120, async {
        // Game 1 as usual; Alice's challenge 2 to Bob waits, its buttons in the channel.
        let dir = seeded();
        let mut d = Driver::on(&dir.path().join("bot.db"));
        let (a, b) = (person(ALICE), person(BOB));
        d.at(SERVER, &a, challenge(Some(b), ColourChoice::White, 3), T0);
        let Scene { dir, fake, bot } = Scene::start_on(dir, "info", "first.log").await;
        let buttons = json!([{"type": 1, "components": [
            {"type": 2, "style": 3, "label": "Accept", "custom_id": "accept:2"}]}]);
        let question = fake.put_message(CHANNEL, "Challenge #2 from alice to bob", buttons);
        // Discord makes the follow-up (the game's start), but the bot never hears back.
        fake.faults(|f| f.holding_webhooks = true);
        let pressed = button(
            fake.next_id(),
            BOB,
            IN_CHANNEL,
            fake.message_json(question),
            "accept:2",
        );
        let token = fake.send(pressed);
        let followup = format!("/webhooks/{APP_ID}/{token}");
        fake.wait_for("the follow-up taken", |r| r.path.ends_with(&followup))
            .await;
        bot.kill();
        fake.faults(|f| f.holding_webhooks = false);
        let started = |f: &FakeDiscord| posts(f, CHANNEL, "Game #2");
        assert_eq!(
            started(&fake).len(),
            1,
            "the start, once: {:#?}",
            started(&fake)
        );

        let bot = Bot::start(dir.path(), &fake, "info", "second.log");
        let dd = dir.path().to_path_buf();
        eventually("every owed post settled", move || unsent(&dd) == 0).await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        assert_eq!(
            started(&fake).len(),
            1,
            "not posted again: {:#?}",
            started(&fake)
        );
        assert!(
            fake.requests().iter().any(|r| r.method == "GET"
                && r.path == format!("/api/v10/channels/{CHANNEL}/messages")
                && r.query == "limit=100"),
            "the bot looked in the channel for the follow-up"
        );
        let message: Option<i64> = bot_db(dir.path())
            .query_row(
                &format!(
                    "SELECT max(message_id) FROM outbox WHERE game = 2 AND channel = {CHANNEL}"
                ),
                (),
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(
            message.map(|m| m as u64),
            Some(started(&fake)[0].id),
            "the row is marked sent as that message"
        );
        bot.stop();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_discord_took_before_the_kill_arrives_once_by_its_nonce() {
    within(120, async {
        let Scene { dir, fake, bot } = Scene::start_on(seeded(), "info", "first.log").await;
        // Discord takes the clock's reminder, but the bot never hears back.
        fake.faults(|f| f.holding = true);
        set_clock(dir.path(), T0 + 86_400 * 9 / 10);
        let path = format!("/api/v10/channels/{CHANNEL}/messages");
        let first = fake
            .wait_for("the reminder taken", |r| r.path == path)
            .await;
        bot.kill();
        fake.faults(|f| f.holding = false);
        let nonce = first.json["nonce"].as_str().unwrap().to_string();
        assert_eq!(first.json["enforce_nonce"], true);

        let bot = Bot::start(dir.path(), &fake, "info", "second.log");
        let d = dir.path().to_path_buf();
        eventually("every owed post sent", move || unsent(&d) == 0).await;
        let sends: Vec<Recorded> = fake
            .requests()
            .into_iter()
            .filter(|r| r.path == path && r.json["nonce"] == json!(nonce))
            .collect();
        assert_eq!(sends.len(), 2, "sent again after the restart, same nonce");
        let reminders = posts(&fake, CHANNEL, "game #1");
        assert_eq!(reminders.len(), 1, "one reminder: {reminders:#?}");
        let f = fake.clone();
        eventually("Alice's reminder by direct message", move || {
            posts(&f, dm_channel_of(ALICE.0), "game #1").len() == 1
        })
        .await;
        bot.stop();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_stops_within_ten_seconds_of_sigterm_while_discord_does_not_answer() {
    within(120, async {
        let Scene { dir, fake, bot } = Scene::start_on(seeded(), "info", "first.log").await;
        fake.faults(|f| f.frozen = true);
        alice_moves(&fake);
        wait_stored(dir.path()).await;
        let (took, log) = bot.stop_timed();
        eprintln!("stopped {took:?} after SIGTERM, Discord frozen, a command in flight");
        assert!(
            took < Duration::from_secs(10),
            "stopped {took:?} after SIGTERM"
        );
        assert!(log.contains("shutting down"), "{log}");
        // By its own steps (8 s at most), not ended by the watchdog's last resort.
        assert!(!log.contains("shutdown deadline reached"), "{log}");
        fake.faults(|f| f.frozen = false);
        // What the frozen Discord never got waits in the outbox for the next start.
        assert!(unsent(dir.path()) >= 1);
        let bot = Bot::start(dir.path(), &fake, "info", "second.log");
        delivered_once(dir.path(), &fake).await;
        bot.stop();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_refusals_are_waited_for_retried_or_given_up_as_documented() {
    within(180, async {
        // Bob hears of his turn by the channel mention only: Carol's is the one direct
        // message the move owes.
        let dir = seeded();
        let mention_only = Command::Notify(Change {
            mode: Some(Mode::None),
            ..Default::default()
        });
        Driver::on(&dir.path().join("bot.db")).at(SERVER, &person(BOB), mention_only, T0);
        let Scene { dir, fake, bot } = Scene::start_on(dir, "info", "first.log").await;
        // Carol has closed her direct messages; Discord limits the bot once, then fails
        // twice with a server error.
        fake.faults(|f| {
            f.dms_closed.insert(CAROL.0);
            f.rate_limited = 1;
            f.retry_after = 0.5;
            f.server_errors = 2;
        });
        let r = fake
            .slash(ALICE, IN_CHANNEL, "move", &[("move", 3, json!("d4-d5"))])
            .await;
        assert!(
            content(&r).contains("alice played d4-d5"),
            "{}",
            content(&r)
        );
        // Carol's direct message: 429, waited for; 502 twice, retried; then 403, given up.
        let carol = format!("/api/v10/channels/{}/messages", dm_channel_of(CAROL.0));
        let d = dir.path().to_path_buf();
        eventually("Carol's direct message given up", move || {
            count(
                &d,
                "SELECT count(*) FROM outbox WHERE failed_at IS NOT NULL",
            ) == 1
        })
        .await;
        let tries: Vec<Recorded> = fake
            .requests()
            .into_iter()
            .filter(|r| r.path == carol)
            .collect();
        assert_eq!(tries.len(), 4, "429, 502, 502, 403; then no more");
        assert!(
            tries[1].at - tries[0].at >= Duration::from_millis(500),
            "the 429's retry_after was waited for"
        );
        let error: String = bot_db(dir.path())
            .query_row(
                "SELECT error FROM outbox WHERE failed_at IS NOT NULL",
                (),
                |r| r.get(0),
            )
            .unwrap();
        assert!(error.contains("50007"), "{error}");

        // The game goes on: Bob moves, and the channel sees it.
        let r = fake
            .slash(BOB, IN_CHANNEL, "move", &[("move", 3, json!("f6-f5"))])
            .await;
        assert!(content(&r).contains("bob played f6-f5"), "{}", content(&r));

        // The channel is deleted: the clock's reminder there is given up after one try.
        fake.faults(|f| {
            f.deleted.insert(CHANNEL);
        });
        set_clock(dir.path(), T0 + 86_400 * 9 / 10);
        let d = dir.path().to_path_buf();
        eventually("the reminder given up", move || {
            count(
                &d,
                "SELECT count(*) FROM outbox WHERE failed_at IS NOT NULL AND channel IS NOT NULL",
            ) == 1
        })
        .await;
        tokio::time::sleep(Duration::from_secs(3)).await;
        let channel = format!("/api/v10/channels/{CHANNEL}/messages");
        let tries = fake.requests().iter().filter(|r| r.path == channel).count();
        assert_eq!(tries, 1, "a deleted channel is not tried again");
        bot.stop();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_moves_arrive_holds_every_acknowledged_move() {
    within(240, async {
        let Scene { dir, fake, bot } = Scene::start_on(seeded(), "info", "first.log").await;
        let moves = random_game(40, 3);
        let db_path = dir.path().join("bot.db");
        let mut acknowledged = 0;
        let mut backups = Vec::new();
        for (i, m) in moves.iter().enumerate() {
            let who = if i.is_multiple_of(2) { ALICE } else { BOB };
            let r = fake
                .slash(who, IN_CHANNEL, "move", &[("move", 3, json!(m))])
                .await;
            assert!(content(&r).contains("played"), "{}", content(&r));
            acknowledged += 1;
            if i % 8 == 3 {
                // Taken while the next moves come in.
                let out = dir.path().join(format!("backup-{i}.db"));
                let (db, o) = (db_path.clone(), out.clone());
                let copy = std::thread::spawn(move || {
                    std::process::Command::new(env!("CARGO_BIN_EXE_rithmo"))
                        .args(["backup", "--db"])
                        .arg(&db)
                        .arg("--out")
                        .arg(&o)
                        .output()
                        .unwrap()
                });
                backups.push((acknowledged, out, copy));
            }
        }
        for (before, out, copy) in backups {
            let o = copy.join().unwrap();
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let check = std::process::Command::new(env!("CARGO_BIN_EXE_rithmo"))
                .args(["check", "--db"])
                .arg(&out)
                .output()
                .unwrap();
            let said = String::from_utf8_lossy(&check.stdout).to_string();
            assert!(
                check.status.success() && said.contains("integrity ok"),
                "{said}"
            );
            let kept: i64 = Connection::at(&out)
                .unwrap()
                .query_row("SELECT count(*) FROM moves WHERE game_id = 1", (), |r| {
                    r.get(0)
                })
                .unwrap();
            assert!(
                kept >= before,
                "{}: {kept} moves, {before} acknowledged before it began",
                out.display()
            );
            assert!(said.contains(&format!("moves: {kept},")), "{said}");
        }
        bot.stop();
    })
    .await;
}

#[test]
fn the_seeded_game_is_as_the_tests_expect() {
    let dir = seeded();
    let mut d = Driver::on(&dir.path().join("bot.db"));
    let r = d.at(SERVER, &person(ALICE), mv(Some(1), "d4-d5"), T0);
    assert!(r.text.contains("alice played d4-d5"), "{}", r.text);
    let told: Vec<u64> = r.notices.iter().map(|n| n.user).collect();
    assert_eq!(told, [BOB.0, CAROL.0], "Bob's turn, and Carol watching");
}

/// The README's figure: `rithmo serve` killed with SIGKILL at random moments (0-60 ms after
/// a move arrives) over many lives while moves keep arriving through the fake Discord; then
/// every stored move's post and its watcher's direct message counted: never arrived, or
/// arrived twice. Run with
/// `cargo test --test discord_outbox kill_nine -- --ignored --nocapture` (RITHMO_KILLS
/// lives, 40 by default).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: minutes long"]
async fn kill_nine_while_moves_arrive() {
    let lives = lives_to_kill();
    let dir = seeded();
    let fake = FakeDiscord::start().await;
    let moves = random_game(lives * 3 + 10, 11);
    let mut rng = common::reference::Lcg(5);
    let mut identifies = 0;
    let mut acknowledged = 0;
    for life in 0..lives {
        let bot = Bot::start(dir.path(), &fake, "info", &format!("life{life}.log"));
        identifies += 1;
        fake.wait_identifies(identifies).await;
        let last = 1 + rng.next(3);
        for k in 1..=last {
            let ply = moves_stored(dir.path()) as usize;
            let who = if ply.is_multiple_of(2) { ALICE } else { BOB };
            let m = json!(moves[ply]);
            if k < last {
                let r = fake.slash(who, IN_CHANNEL, "move", &[("move", 3, m)]).await;
                assert!(content(&r).contains("played"), "{}", content(&r));
                acknowledged += 1;
            } else {
                let token = fake.send_slash(who, IN_CHANNEL, "move", &[("move", 3, m)]);
                tokio::time::sleep(Duration::from_millis(rng.next(61) as u64)).await;
                bot.kill();
                if fake.interaction(&token).response.is_some() {
                    acknowledged += 1;
                }
                break;
            }
        }
    }
    let bot = Bot::start(dir.path(), &fake, "info", "last.log");
    // A backlog of many killed lives, each lane held by the last one's lease first.
    holds_within(120, || unsent(dir.path()) == 0).await;
    assert_eq!(unsent(dir.path()), 0, "every owed post sent");
    tokio::time::sleep(Duration::from_secs(3)).await;
    let log: Vec<(String, String)> = pairs(
        dir.path(),
        "SELECT p.name, m.text FROM moves m JOIN players p ON p.id = m.mover WHERE m.game_id = 1 ORDER BY m.ply",
    );
    let (mut lost, mut twice, mut dm_lost, mut dm_twice) = (0, 0, 0, 0);
    let (mut turn_lost, mut turn_twice) = (0, 0);
    let mut seen = std::collections::HashMap::new();
    for (name, text) in &log {
        let entry = seen
            .entry(format!("{name} played {text}."))
            .or_insert((name.clone(), 0i64));
        entry.1 += 1;
    }
    for (said, (name, stored)) in &seen {
        let posted = posts(&fake, CHANNEL, said).len() as i64;
        let dms = posts(&fake, dm_channel_of(CAROL.0), said).len() as i64;
        // The player to move next hears of it too (their default).
        let next = if name == "alice" { BOB.0 } else { ALICE.0 };
        let turn = posts(&fake, dm_channel_of(next), said).len() as i64;
        lost += (stored - posted).max(0);
        twice += (posted - stored).max(0);
        dm_lost += (stored - dms).max(0);
        dm_twice += (dms - stored).max(0);
        turn_lost += (stored - turn).max(0);
        turn_twice += (turn - stored).max(0);
    }
    println!(
        "kill -9 x {lives}: {} moves stored, {acknowledged} acknowledged; posts never arrived {lost}, twice {twice}; watcher DMs never arrived {dm_lost}, twice {dm_twice}; the next player's DMs never arrived {turn_lost}, twice {turn_twice}",
        log.len()
    );
    bot.stop();
    assert_eq!(
        (lost, twice, dm_lost, dm_twice, turn_lost, turn_twice),
        (0, 0, 0, 0, 0, 0)
    );
}

/// The README's figure: how long `rithmo serve` takes to exit after SIGTERM, with a move in
/// flight while Discord's API is frozen, and with nothing in flight. Run with
/// `cargo test --test discord_outbox shutdown_times -- --ignored --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement"]
async fn shutdown_times() {
    let (mut frozen, mut idle) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        let Scene { dir, fake, bot } = Scene::start_on(seeded(), "info", "frozen.log").await;
        fake.faults(|f| f.frozen = true);
        alice_moves(&fake);
        wait_stored(dir.path()).await;
        // The whole of Discord frozen: its gateway too, once the move has come.
        fake.faults(|f| f.gateway_frozen = true);
        let (took, log) = bot.stop_timed();
        assert!(
            !log.contains("shutdown deadline reached"),
            "ended by its own steps, not the watchdog: {log}"
        );
        frozen.push(took);
        fake.faults(|f| {
            f.frozen = false;
            f.gateway_frozen = false;
        });
        let bot = Bot::start(dir.path(), &fake, "info", "idle.log");
        fake.wait_identifies(2).await;
        let d = dir.path().to_path_buf();
        eventually("every owed post sent", move || unsent(&d) == 0).await;
        idle.push(bot.stop_timed().0);
    }
    frozen.sort();
    idle.sort();
    println!("SIGTERM to exit, Discord frozen with a move in flight: {frozen:?}");
    println!("SIGTERM to exit, nothing in flight: {idle:?}");
    assert!(frozen.iter().all(|t| *t < Duration::from_secs(8)));
}

/// The fake takes a file part as Discord's upload documentation shows it, with the
/// `Content-Type` its name calls for, and refuses one without it or with another.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_a_file_part_whose_content_type_is_missing_or_wrong() {
    let fake = FakeDiscord::start().await;
    let url = format!("{}/api/v10/channels/{CHANNEL}/messages", fake.api_url());
    let client = reqwest::Client::new();
    for (content_type, status) in [
        (None, 400),
        (Some("image/gif"), 400),
        (Some("image/png"), 200),
    ] {
        let mut part =
            reqwest::multipart::Part::bytes(vec![0x89, b'P', b'N', b'G']).file_name("board.png");
        if let Some(t) = content_type {
            part = part.mime_str(t).unwrap();
        }
        let form = reqwest::multipart::Form::new()
            .text("payload_json", json!({"content": "a board"}).to_string())
            .part("files[0]", part);
        let answer = client.post(&url).multipart(form).send().await.unwrap();
        assert_eq!(answer.status().as_u16(), status, "{content_type:?}");
    }
    assert_eq!(
        posts(&fake, CHANNEL, "a board").len(),
        1,
        "only the typed one posted"
    );
}
