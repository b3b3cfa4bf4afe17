//! Nobody loses on time while the bot could not take their move: the real `rithmo serve`
//! against the fake Discord, stopped (SIGTERM, and SIGKILL) past every deadline of three
//! one-day games and started again on a later clock, or cut off from Discord (its gateway
//! closed, its API not answering) past the outage threshold. Every deadline moves by the outage's length, each game says so
//! once in its channel, nobody loses on time, and the players' moves are taken.

mod common;
mod fake_discord;
use common::driver::{challenge, mv, Driver};
use common::people::{user, DAY, T0};
use common::random_game;
use fake_discord::*;
use rithmo::service::{ColourChoice, Place};
use serde_json::json;
use std::path::Path;
use std::time::Duration;

const GAMES: u64 = 3;

/// Game k+1 in channel CHANNEL + k, between players 30 + 2k (White) and the next, one day
/// a move, its first two plies played at T0: White's move is due at T0 + 1 day.
fn three_games(dir: &Path) -> Vec<String> {
    let line = random_game(3, 40);
    let mut db = Driver::on(&dir.join("bot.db"));
    for k in 0..GAMES {
        let place = Place {
            channel: CHANNEL + k,
            ..SERVER
        };
        let (white, black) = players(k);
        let c = challenge(Some(black.clone()), ColourChoice::White, 1);
        db.duel_at(place, &white, &black, c, T0);
        for (who, text) in [(&white, &line[0]), (&black, &line[1])] {
            let r = db.at(place, who, mv(None, text), T0);
            assert!(!r.ephemeral, "{text}: {}", r.text);
        }
    }
    line
}

fn players(k: u64) -> (rithmo::service::User, rithmo::service::User) {
    let id = 30 + 2 * k;
    (user(id, &format!("w{k}")), user(id + 1, &format!("b{k}")))
}

fn channel(k: u64) -> Where {
    Where {
        channel: CHANNEL + k,
        ..IN_CHANNEL
    }
}

/// The posts in game k+1's channel saying its time was given back.
fn given_back(fake: &FakeDiscord, k: u64) -> Vec<Msg> {
    posts(fake, CHANNEL + k, "the bot could not take moves for")
}

fn heartbeat(dir: &Path) -> Option<i64> {
    bot_db(dir)
        .query_row("SELECT at FROM heartbeat", (), |r| r.get(0))
        .ok()
}

async fn wait_heartbeat(dir: &Path, at: i64) {
    let d = dir.to_path_buf();
    eventually("the heartbeat written", move || heartbeat(&d) == Some(at)).await;
}

/// Every game running, its deadline moved by `gap`, one post each saying so (and none that
/// a game was lost), then each White's move taken.
async fn given_back_once(dir: &Path, fake: &FakeDiscord, gap: i64, line: &[String]) {
    let f = fake.clone();
    eventually("a post in every game's channel", move || {
        (0..GAMES).all(|k| !given_back(&f, k).is_empty())
    })
    .await;
    // A few more ticks (one a second) add nothing.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let hours = gap / 3600;
    for k in 0..GAMES {
        let said = given_back(fake, k);
        assert_eq!(said.len(), 1, "game {}: once: {said:#?}", k + 1);
        let text = &said[0].content;
        assert!(text.contains(&format!("Game #{}:", k + 1)), "{text}");
        assert!(text.contains(&format!("for {hours} hours")), "{text}");
        assert!(
            text.contains(&format!("w{k}'s move is now due by")),
            "{text}"
        );
        assert!(
            posts(fake, CHANNEL + k, "wins on time").is_empty(),
            "game {}",
            k + 1
        );
    }
    let rows: Vec<(String, i64)> = pairs(dir, "SELECT status, deadline FROM games ORDER BY id");
    for (status, deadline) in &rows {
        assert_eq!(status, "active");
        assert_eq!(
            *deadline,
            T0 + DAY + gap,
            "every deadline moved by the gap: {rows:?}"
        );
    }
    for k in 0..GAMES {
        let (white, _) = players(k);
        let r = fake
            .slash(
                (white.id, &white.name),
                channel(k),
                "move",
                &[("move", 3, json!(line[2]))],
            )
            .await;
        assert!(!ephemeral(&r), "the move is taken: {}", content(&r));
    }
    let plies: Vec<(i64, i64)> = pairs(dir, "SELECT id, ply FROM games ORDER BY id");
    assert!(plies.iter().all(|&(_, p)| p == 3), "{plies:?}");
}

/// `rithmo serve` with the default outage threshold (ten minutes), logging into `log`.
/// Once the bot's log says Discord is unreachable (`marker`), its clock moves on by `gap`,
/// past every deadline: a few ticks later, no game has been lost on time.
async fn away_past_every_deadline(dir: &Path, marker: &str, gap: i64) {
    let log = dir.join("bot.log");
    eventually("the bot sees Discord unreachable", || {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .contains(marker)
    })
    .await;
    set_clock(dir, T0 + 3600 + gap);
    tokio::time::sleep(Duration::from_secs(3)).await;
    let active = count(dir, "SELECT count(*) FROM games WHERE status = 'active'");
    assert_eq!(
        active, GAMES as i64,
        "nobody lost on time while Discord was away"
    );
}

fn serve(dir: &Path, fake: &FakeDiscord, log: &str) -> Bot {
    Bot::launch(
        dir,
        fake,
        log,
        "outage_seconds = 600\n",
        &[("RUST_LOG", "info")],
    )
}

/// The bot, stopped by `stop` after its heartbeat at T0 + 1 h, started again 2.4 days later.
async fn restarted_later(stop: impl FnOnce(Bot)) {
    let dir = bot_folder(T0 + 3600);
    let line = three_games(dir.path());
    let fake = FakeDiscord::start().await;
    let bot = serve(dir.path(), &fake, "first.log");
    fake.wait_identifies(1).await;
    wait_heartbeat(dir.path(), T0 + 3600).await;
    stop(bot);
    let gap = 24 * DAY / 10;
    set_clock(dir.path(), T0 + 3600 + gap);
    let bot = serve(dir.path(), &fake, "second.log");
    given_back_once(dir.path(), &fake, gap, &line).await;
    let log = bot.stop();
    assert!(
        log.contains("outage given back"),
        "the log says what: {log}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_stopped_past_every_deadline_gives_the_time_back_after_sigterm() {
    within(120, restarted_later(|bot| drop(bot.stop()))).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_stopped_past_every_deadline_gives_the_time_back_after_sigkill() {
    within(120, restarted_later(Bot::kill)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_down_past_the_threshold_is_given_back_when_it_returns() {
    within(150, async {
        let (dir, line, fake, bot) = three_games_up().await;
        fake.gateway_down(true);
        // Two days pass with the gateway down: past every deadline, and nothing judged.
        let gap = 2 * DAY;
        away_past_every_deadline(dir.path(), "Discord unreachable", gap).await;
        assert_eq!(
            heartbeat(dir.path()),
            Some(T0 + 3600),
            "no heartbeat while down"
        );
        fake.gateway_down(false);
        let f = fake.clone();
        eventually("the bot connected again", move || f.gateway_connected()).await;
        given_back_once(dir.path(), &fake, gap, &line).await;
        bot.stop();
    })
    .await;
}

/// A gateway that freezes (the connection open, nothing read or answered, as a network that
/// drops packets) is found by its missing heartbeat acknowledgements: the bot reconnects,
/// cannot, and counts the time as an outage, given back once the gateway answers again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_frozen_past_the_threshold_is_given_back_when_it_answers_again() {
    within(150, async {
        let (dir, line, fake, bot) = three_games_up_beating(1_000).await;
        fake.faults(|f| f.gateway_frozen = true);
        let gap = 2 * DAY;
        away_past_every_deadline(dir.path(), "gateway_connected=false", gap).await;
        assert_eq!(
            heartbeat(dir.path()),
            Some(T0 + 3600),
            "no heartbeat while frozen"
        );
        fake.faults(|f| f.gateway_frozen = false);
        given_back_once(dir.path(), &fake, gap, &line).await;
        bot.stop();
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discords_api_failing_past_the_threshold_is_given_back_when_it_answers_again() {
    within(150, async {
        let (dir, line, fake, bot) = three_games_up().await;
        // Discord's API stops answering; w0's move is taken, and its post cannot go out.
        fake.faults(|f| f.frozen = true);
        let (white, _) = players(0);
        fake.send_slash(
            (white.id, &white.name),
            channel(0),
            "move",
            &[("move", 3, json!(line[2]))],
        );
        let gap = 2 * DAY;
        away_past_every_deadline(dir.path(), "rest_answering=false", gap).await;
        fake.faults(|f| f.frozen = false);
        let f = fake.clone();
        eventually("a post in every game's channel", move || {
            (0..GAMES).all(|k| !given_back(&f, k).is_empty())
        })
        .await;
        let rows: Vec<(i64, i64)> = pairs(dir.path(), "SELECT id, deadline FROM games ORDER BY id");
        // Game 1's move came at T0 + 1 h: b0's day runs from there.
        let due = [T0 + 3600 + DAY + gap, T0 + DAY + gap, T0 + DAY + gap];
        let want: Vec<(i64, i64)> = (1..).zip(due).collect();
        assert_eq!(rows, want, "every deadline moved by the gap");
        // And the move's post, held while Discord did not answer, arrives once.
        let f = fake.clone();
        eventually("w0's move posted", move || {
            posts(&f, CHANNEL, "w0 played").len() == 1
        })
        .await;
        bot.stop();
    })
    .await;
}

/// Three games running (`three_games`), the bot up on them with a 5 s outage threshold and
/// its first heartbeat written: the folder, the line the games are played from, the fake
/// and the bot.
async fn three_games_up() -> (tempfile::TempDir, Vec<String>, FakeDiscord, Bot) {
    three_games_up_beating(45_000).await
}

/// The same, the gateway asking for a heartbeat every `heartbeat_ms`.
async fn three_games_up_beating(
    heartbeat_ms: u64,
) -> (tempfile::TempDir, Vec<String>, FakeDiscord, Bot) {
    let dir = bot_folder(T0 + 3600);
    let line = three_games(dir.path());
    let fake = FakeDiscord::start().await;
    fake.heartbeat_every(heartbeat_ms);
    let bot = Bot::launch(
        dir.path(),
        &fake,
        "bot.log",
        "outage_seconds = 5\n",
        &[("RUST_LOG", "info")],
    );
    fake.wait_identifies(1).await;
    wait_heartbeat(dir.path(), T0 + 3600).await;
    (dir, line, fake, bot)
}
