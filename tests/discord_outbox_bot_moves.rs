//! The bot's own moves survive a kill: `rithmo serve` killed with SIGKILL at random moments
//! right after a person's move in a game against the bot (while the bot thinks, stores its
//! move or posts it), restarted each time; every move the bot stored is posted once, and
//! every person's move too.

mod common;
mod fake_discord;
use common::driver::{BotChallenge, Driver};
use common::people::{person, ALICE, T0};
use common::reference::Lcg;
use common::{lasting_move, neo};
use fake_discord::*;
use rithmo::rules::Game;
use serde_json::json;
use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

/// The latest game's position and ply as stored, and whether it goes on.
fn game(dir: &Path) -> (String, u32, bool) {
    bot_db(dir)
        .query_row(
            "SELECT position, ply, status = 'active' FROM games ORDER BY id DESC LIMIT 1",
            (),
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap()
}

/// A legal move of Alice's (White) in `position` that does not end the game.
fn alices_move(position: &str, rng: &mut Lcg) -> Option<String> {
    let g = Game::from_rfen(neo(), position).ok()?;
    lasting_move(&g, rng).map(|a| a.text(&g.pos))
}

/// A game of Alice's (White) against the bot at level 1, begun before the bot runs.
fn new_game(dir: &Path) {
    let mut d = Driver::on(&dir.join("bot.db"));
    let bot_game = BotChallenge {
        days: Some(14),
        rated: Some(false),
        ..BotChallenge::level(1)
    };
    let r = d.at(SERVER, &person(ALICE), bot_game.command(), T0);
    assert!(r.text.contains("begins"), "{}", r.text);
}

/// Run with `cargo test --test discord_outbox_bot_moves -- --ignored --nocapture`
/// (RITHMO_KILLS lives, 40 by default).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: minutes long"]
async fn kill_nine_while_the_bot_plays() {
    let lives = lives_to_kill();
    let dir = bot_folder(T0);
    let fake = FakeDiscord::start().await;
    let mut rng = Lcg(9);
    let mut lives_run = 0;
    for life in 0..lives {
        if bot_db(dir.path())
            .query_row("SELECT count(*) FROM games", (), |r| r.get::<_, i64>(0))
            .unwrap_or(0)
            == 0
            || !game(dir.path()).2
        {
            new_game(dir.path());
        }
        let ply = game(dir.path()).1;
        let bot = Bot::start(dir.path(), &fake, "info", &format!("life{life}.log"));
        fake.wait_identifies(life + 1).await;
        lives_run += 1;
        // The bot owes a move after a kill: its turn comes back at start.
        if !ply.is_multiple_of(2) {
            let d = dir.path().to_path_buf();
            eventually("the bot's move owed", move || {
                game(&d).1.is_multiple_of(2) || !game(&d).2
            })
            .await;
        }
        let (position, _, going) = game(dir.path());
        let Some(m) = alices_move(&position, &mut rng).filter(|_| going) else {
            bot.kill();
            continue;
        };
        fake.send_slash(ALICE, IN_CHANNEL, "move", &[("move", 3, json!(m))]);
        tokio::time::sleep(Duration::from_millis(rng.next(61) as u64)).await;
        bot.kill();
    }
    let bot = Bot::start(dir.path(), &fake, "info", "last.log");
    fake.wait_identifies(lives_run + 1).await;
    let settled = |d: &Path| {
        let (_, ply, going) = game(d);
        (ply.is_multiple_of(2) || !going) && unsent(d) == 0
    };
    // A backlog of many killed lives, each lane held by the last one's lease first.
    if !holds_within(120, || settled(dir.path())).await {
        let conn = bot_db(dir.path());
        let mut stmt = conn
            .prepare("SELECT id, lane, owner, lease_until, not_before, attempts, error, via IS NOT NULL, created_at FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL")
            .unwrap();
        let rows: Vec<String> = stmt
            .query_map((), |r| {
                Ok(format!(
                    "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, Option<String>>(2)?,
                    r.get::<_, i64>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, i64>(5)?,
                    r.get::<_, Option<String>>(6)?,
                    r.get::<_, bool>(7)?,
                    r.get::<_, i64>(8)?
                ))
            })
            .unwrap()
            .map(Result::unwrap)
            .collect();
        panic!(
            "not settled: game {:?}, unsent rows {rows:#?}, now {:?}",
            game(dir.path()),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis()
        );
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let stored: Vec<(i64, String)> = pairs(
        dir.path(),
        "SELECT mover, text FROM moves ORDER BY game_id, ply",
    );
    let mut said: HashMap<String, i64> = HashMap::new();
    for (mover, text) in &stored {
        let name = if *mover == ALICE.0 as i64 {
            "alice"
        } else {
            "Rithmo level 1"
        };
        *said.entry(format!("{name} played {text}.")).or_insert(0) += 1;
    }
    let (mut lost, mut twice, mut bot_moves) = (0, 0, 0);
    for (line, n) in &said {
        let posted = posts(&fake, CHANNEL, line).len() as i64;
        if line.starts_with("Rithmo") {
            bot_moves += n;
        }
        lost += (n - posted).max(0);
        twice += (posted - n).max(0);
    }
    println!(
        "kill -9 x {lives_run} in a game against the bot: {} moves stored ({bot_moves} the bot's); posts never arrived {lost}, twice {twice}",
        stored.len()
    );
    bot.stop();
    assert_eq!((lost, twice), (0, 0));
}
