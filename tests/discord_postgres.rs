//! Several machines on one PostgreSQL: three `rithmo serve` processes in http mode behind a
//! load balancer in front of the fake Discord, one of them killed (SIGKILL) at random
//! moments and started again while moves keep arriving and the clock runs games into their
//! reminders and forfeits. Afterwards: no acknowledged move lost, none applied twice, every
//! stored move's post and direct messages there once, every reminder and forfeit due
//! announced once. The measurement; it needs a PostgreSQL server
//! (`RITHMO_TEST_POSTGRES`).

mod common;
mod fake_discord;
use common::driver::{challenge, mv, Driver};
use common::people::{person, DAY, T0};
use common::postgres::{needed, Database};
use common::random_game;
use fake_discord::*;
use rithmo::rules::Action;
use rithmo::service::{ColourChoice, Command, Place};
use rithmo::store::sql::Connection;
use serde_json::json;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

type Person = (u64, &'static str);

/// Watches every game: each move owes Wes a direct message too.
const WES: Person = (50, "wes");
/// A second channel of the server.
const OTHER: u64 = 201;
/// How far the clock runs over the measurement: past two idle games' deadlines and a third's
/// reminder, short of the busy games' reminders (their moves come every few seconds, each
/// giving 14 days).
const RUN_TO: i64 = T0 + DAY * 5 / 2;
/// How often a process is killed: every 0.3 to 3 s.
const GAP_MS: (u64, u64) = (300, 3_000);
/// The moves ready for each busy game (these games' random moves go on that long; not
/// much longer): paced to last the run (`play`).
const PLIES: usize = 460;

/// One game of the measurement.
struct Table {
    id: i64,
    white: Person,
    black: Person,
    channel: u64,
    days: u32,
    /// Busy: moves arrive all along. Idle: two moves at the start, then the clock.
    busy: bool,
    moves: Vec<String>,
    /// Each move as the posts show it (a drop in its side's colour).
    shown: Vec<String>,
}

impl Table {
    fn at(&self) -> Where {
        Where {
            channel: self.channel,
            ..IN_CHANNEL
        }
    }

    fn place(&self) -> Place {
        Place {
            channel: self.channel,
            ..SERVER
        }
    }

    fn mover(&self, ply: usize) -> Person {
        if ply.is_multiple_of(2) {
            self.white
        } else {
            self.black
        }
    }
}

/// Four busy games (two in each channel) and three idle ones: one due a reminder only, two
/// a reminder and then a loss on time. A busy game gets PLIES moves ready.
fn tables() -> Vec<Table> {
    let t = |id, white, black, channel, days, busy| {
        let moves = random_game(if busy { PLIES } else { 2 }, 100 + id as u64);
        Table {
            id,
            white,
            black,
            channel,
            days,
            busy,
            shown: shown(&moves),
            moves,
        }
    };
    vec![
        t(1, (31, "ann"), (32, "ben"), CHANNEL, 14, true),
        t(2, (33, "cid"), (34, "dot"), CHANNEL, 14, true),
        t(3, (35, "eve"), (36, "fay"), OTHER, 14, true),
        t(4, (37, "gus"), (38, "hal"), OTHER, 14, true),
        t(5, (39, "ivy"), (40, "jon"), CHANNEL, 3, false),
        t(6, (41, "kim"), (42, "lou"), OTHER, 1, false),
        t(7, (43, "mia"), (44, "ned"), CHANNEL, 2, false),
    ]
}

/// `moves` as the posts show them: a drop as `Action::shown` writes it, a movement as sent.
fn shown(moves: &[String]) -> Vec<String> {
    let mut game = rithmo::rules::Game::new(common::neo());
    moves
        .iter()
        .map(|m| {
            let action = rithmo::rules::explain::resolve(&game, m).unwrap();
            let shown = match action {
                Action::Drop { .. } => action.shown(&game.pos),
                Action::Move { .. } => m.clone(),
            };
            game.play(action);
            shown
        })
        .collect()
}

/// The games begun at T0 on `url`, Wes watching each, the idle ones two moves in.
fn seed(url: &str, tables: &[Arc<Table>]) {
    let mut d = Driver::on(std::path::Path::new(url));
    let wes = person(WES);
    for g in tables {
        let (w, b) = (person(g.white), person(g.black));
        let place = g.place();
        d.at(
            place,
            &w,
            challenge(Some(b.clone()), ColourChoice::White, g.days),
            T0,
        );
        let r = d.at(
            place,
            &b,
            Command::Accept {
                game: Some(g.id),
                team: None,
            },
            T0,
        );
        assert!(r.text.contains(&format!("#{}", g.id)), "{}", r.text);
        d.at(place, &wes, Command::Watch { game: Some(g.id) }, T0);
        if !g.busy {
            for (ply, m) in g.moves.iter().enumerate() {
                let who = person(g.mover(ply));
                let r = d.at(place, &who, mv(Some(g.id), m), T0);
                assert!(r.text.contains("played"), "{}", r.text);
            }
        }
    }
}

/// `f` on the database: the synchronous PostgreSQL client runs a runtime of its own, which
/// may not start on a thread driving the test's, so the thread leaves it meanwhile.
fn off_runtime<T>(f: impl FnOnce() -> T) -> T {
    tokio::task::block_in_place(f)
}

fn query_i64(url: &str, sql: &str, game: i64) -> i64 {
    off_runtime(|| {
        Connection::at(url)
            .unwrap()
            .query_row(sql, [game], |r| r.get(0))
            .unwrap()
    })
}

/// The moves stored for `game`.
fn stored(url: &str, game: i64) -> usize {
    query_i64(url, "SELECT count(*) FROM moves WHERE game_id = ?1", game) as usize
}

/// The one number `sql` selects.
fn tally(url: &str, sql: &str) -> i64 {
    off_runtime(|| {
        Connection::at(url)
            .unwrap()
            .query_row(sql, (), |r| r.get(0))
            .unwrap()
    })
}

fn unsent(url: &str) -> i64 {
    tally(
        url,
        "SELECT count(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
    )
}

/// Whether every reminder and loss on time owed by the end of the run has been decided
/// (its post then waits in the outbox).
fn clock_done(url: &str, owed: &HashMap<i64, (bool, bool)>) -> bool {
    owed.iter().all(|(&game, &(remind, forfeit))| {
        let reminded = query_i64(
            url,
            "SELECT count(*) FROM duties WHERE kind = 'reminder' AND subject = ?1",
            game,
        ) > 0;
        let active = query_i64(
            url,
            "SELECT count(*) FROM games WHERE status = 'active' AND id = ?1",
            game,
        ) > 0;
        (!remind || reminded) && (!forfeit || !active)
    })
}

/// A move sent: its game, the ply it was meant as, its text, its interaction's token.
struct Sent {
    game: i64,
    ply: usize,
    text: String,
    token: String,
    /// What the balancer got back.
    through: Through,
}

/// Moves for `g` as its players send them, each to be the next ply, until `stop`.
async fn play(
    lb: Arc<Balancer>,
    fake: FakeDiscord,
    url: String,
    g: Arc<Table>,
    stop: Arc<AtomicBool>,
    span: Duration,
) -> Vec<Sent> {
    // Pauses of span / PLIES on average, so that the moves last until the last kill.
    let pause_ms = 2 * span.as_millis() as u64 / PLIES as u64;
    let mut sent = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let ply = stored(&url, g.id);
        let Some(text) = g.moves.get(ply) else { break };
        let who = g.mover(ply);
        let payload = slash(
            fake.next_id(),
            who,
            g.at(),
            "move",
            &[("move", 3, json!(text))],
        );
        let token = payload["token"].as_str().unwrap().to_string();
        let through = lb.deliver(payload).await;
        sent.push(Sent {
            game: g.id,
            ply,
            text: text.clone(),
            token: token.clone(),
            through,
        });
        if through == Through::Status(202) {
            // Answered through the callback, perhaps after the endpoint's wait.
            let f = fake.clone();
            let t = token.clone();
            holds_within(5, move || f.interaction(&t).response.is_some()).await;
        }
        tokio::time::sleep(Duration::from_millis(lb.random(pause_ms.max(1)))).await;
    }
    sent
}

/// The clock moved on in 20-minute steps from T0 to RUN_TO over about `span`.
async fn run_clock(lb: Arc<Balancer>, span: Duration) {
    let step = 20 * 60;
    let steps = (RUN_TO - T0) / step;
    let pause = span / steps as u32;
    for k in 1..=steps {
        tokio::time::sleep(pause).await;
        lb.set_clock(T0 + k * step).await;
    }
}

/// Stored against posted: (never arrived, arrived twice).
fn compare(stored: i64, posted: i64) -> (i64, i64) {
    ((stored - posted).max(0), (posted - stored).max(0))
}

#[derive(Default, Debug)]
struct Figures {
    acknowledged: usize,
    stored: usize,
    lost: usize,
    twice: usize,
    posts_lost: i64,
    posts_doubled: i64,
    dms_lost: i64,
    dms_doubled: i64,
    reminders_due: usize,
    reminders_wrong: usize,
    forfeits_due: usize,
    forfeits_wrong: usize,
    /// The texts whose posts went astray, for `explain`.
    astray: Vec<String>,
}

/// Run with
/// `RITHMO_TEST_POSTGRES=postgres://... cargo test --test discord_postgres -- --ignored --nocapture`
/// (RITHMO_KILLS kills, 30 by default). A plain test around its own runtime: the database is
/// made, seeded and dropped outside it (the synchronous client cannot block inside one).
#[test]
#[ignore = "a measurement: minutes long, needs PostgreSQL"]
fn three_processes_on_postgres_killed_at_random_while_moves_arrive() {
    let Some(server) = needed("three_processes_on_postgres_killed_at_random_while_moves_arrive")
    else {
        return;
    };
    let kills: usize = std::env::var("RITHMO_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30);
    let began = Instant::now();
    let db = Database::fresh(&server);
    let tables: Vec<Arc<Table>> = tables().into_iter().map(Arc::new).collect();
    seed(&db.url, &tables);
    // What the clock owes each idle game by RUN_TO, from the deadlines the seeding set.
    let owed: HashMap<i64, (bool, bool)> = tables
        .iter()
        .filter(|g| !g.busy)
        .map(|g| {
            let deadline: i64 = Connection::at(&db.url)
                .unwrap()
                .query_row("SELECT deadline FROM games WHERE id = ?1", [g.id], |r| {
                    r.get(0)
                })
                .unwrap();
            let turn = g.days as i64 * DAY;
            (g.id, (RUN_TO >= deadline - turn / 5, RUN_TO >= deadline))
        })
        .collect();
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
        .block_on(measure(db.url.clone(), tables, owed, kills, began));
}

async fn measure(
    url: String,
    tables: Vec<Arc<Table>>,
    owed: HashMap<i64, (bool, bool)>,
    kills: usize,
    began: Instant,
) {
    let dir = bot_folder(T0);
    let fake = FakeDiscord::start().await;
    let extra = format!("database = \"{url}\"\n");
    let lb = Balancer::start(dir.path(), &fake, 3, &extra, T0, 7);
    let lb2 = lb.clone();
    holds_within(60, move || lb2.listening() == 3).await;

    let stop = Arc::new(AtomicBool::new(false));
    // About how long the kills take: the clock and the moves are spread over it.
    let span = Duration::from_millis(kills as u64 * (GAP_MS.0 + GAP_MS.1) / 2);
    let players: Vec<_> = tables
        .iter()
        .filter(|g| g.busy)
        .map(|g| {
            tokio::spawn(play(
                lb.clone(),
                fake.clone(),
                url.clone(),
                g.clone(),
                stop.clone(),
                span,
            ))
        })
        .collect();
    let clock = tokio::spawn(run_clock(lb.clone(), span));
    for _ in 0..kills {
        let gap = GAP_MS.0 + lb.random(GAP_MS.1 - GAP_MS.0);
        tokio::time::sleep(Duration::from_millis(gap)).await;
        let victim = lb.random(lb.places() as u64) as usize;
        lb.kill_and_restart(victim);
    }
    clock.await.unwrap();
    stop.store(true, Ordering::Relaxed);
    let mut sent = Vec::new();
    for p in players {
        sent.extend(p.await.unwrap());
    }
    let moving = began.elapsed();

    // All three up until the clock has done what it owes and the outbox is empty.
    let lb2 = lb.clone();
    assert!(
        holds_within(60, move || lb2.listening() == 3).await,
        "every process listening again"
    );
    let (u, o) = (url.clone(), owed.clone());
    assert!(
        holds_within(60, move || clock_done(&u, &o)).await,
        "the reminders and losses on time owed by the end of the run decided"
    );
    let (backlog, moved) = (unsent(&url), Instant::now());
    let u = url.clone();
    assert!(
        holds_within(180, move || unsent(&u) == 0).await,
        "every owed post sent"
    );
    let drained = moved.elapsed();
    let answered = |t: Through| sent.iter().filter(|s| s.through == t).count();
    tokio::time::sleep(Duration::from_secs(3)).await;

    let f = off_runtime(|| count_figures(&fake, &url, &tables, &sent, &owed));
    let given_up = tally(
        &url,
        "SELECT count(*) FROM outbox WHERE failed_at IS NOT NULL",
    );
    let logs = lb.stop_all();
    eprintln!(
        "three processes on PostgreSQL, kill -9 x {kills} ({} lives), {:.0?} of moves, {:.0?} in all:\n  \
         moves: {} sent ({} answered 202, {} refused 401 as taken by a process killed under them, {} by no live process), {} acknowledged, {} stored; acknowledged lost {}, applied twice {}\n  \
         outbox after the last move: {backlog} rows owed, all sent {drained:.0?} later\n  \
         posts of stored moves: never arrived {}, twice {}; direct messages (watcher and next player): never arrived {}, twice {}; outbox rows given up {given_up}\n  \
         reminders due {} (not exactly once: {}), forfeits due {} (not exactly once: {})",
        lb.lives(),
        moving,
        began.elapsed(),
        sent.len(),
        answered(Through::Status(202)),
        answered(Through::Status(401)),
        answered(Through::Broken),
        f.acknowledged,
        f.stored,
        f.lost,
        f.twice,
        f.posts_lost,
        f.posts_doubled,
        f.dms_lost,
        f.dms_doubled,
        f.reminders_due,
        f.reminders_wrong,
        f.forfeits_due,
        f.forfeits_wrong,
    );
    off_runtime(|| explain(&fake, &url, &f.astray));
    assert!(logs.iter().all(|l| !l.contains("panicked")), "no panic");
    assert!(f.acknowledged > 0 && f.reminders_due > 0 && f.forfeits_due > 0);
    assert_eq!(
        (
            f.lost,
            f.twice,
            f.posts_lost,
            f.posts_doubled,
            f.dms_lost,
            f.dms_doubled
        ),
        (0, 0, 0, 0, 0, 0),
        "{f:?}"
    );
    assert_eq!((f.reminders_wrong, f.forfeits_wrong), (0, 0), "{f:?}");
    assert_eq!(given_up, 0, "no post given up");
    drop(dir);
}

/// What the run left: each acknowledged move against the log, the log against the random
/// games, each stored move against its posts, each game against its reminders and forfeit.
fn count_figures(
    fake: &FakeDiscord,
    url: &str,
    tables: &[Arc<Table>],
    sent: &[Sent],
    owed: &HashMap<i64, (bool, bool)>,
) -> Figures {
    let conn = Connection::at(url).unwrap();
    let mut f = Figures::default();
    let mut logs = HashMap::new();
    for g in tables {
        let mut stmt = conn
            .prepare("SELECT ply, mover, text FROM moves WHERE game_id = ?1 ORDER BY ply")
            .unwrap();
        let log: Vec<(i64, i64, String)> = stmt
            .query_map([g.id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        // One row per ply, in turn, each the move its player sent: a move applied twice
        // (or one applied out of turn) breaks this.
        let first = log.first().map_or(0, |m| m.0);
        for (i, (ply, mover, text)) in log.iter().enumerate() {
            let right = *ply == first + i as i64
                && *mover == g.mover(i).0 as i64
                && g.moves.get(i) == Some(text);
            if !right {
                f.twice += 1;
            }
        }
        let ply = conn
            .query_row("SELECT ply FROM games WHERE id = ?1", [g.id], |r| {
                r.get::<_, i64>(0)
            })
            .unwrap();
        if ply != log.len() as i64 {
            f.twice += 1;
        }
        if g.busy {
            f.stored += log.len();
            posts_of(fake, g, &log, &mut f);
        }
        clock_posts(fake, g, owed.get(&g.id).copied(), &mut f);
        logs.insert(g.id, log);
    }
    // Acknowledged: Discord showed the move played as the interaction's answer.
    let mut answered: HashMap<(i64, usize), usize> = HashMap::new();
    for s in sent {
        let g = tables.iter().find(|g| g.id == s.game).unwrap();
        let said = format!("{} played {}.", g.mover(s.ply).1, g.shown[s.ply]);
        if !fake
            .messages_of(&s.token)
            .iter()
            .any(|m| m.content.contains(&said))
        {
            continue;
        }
        f.acknowledged += 1;
        *answered.entry((s.game, s.ply)).or_default() += 1;
        let kept = logs[&s.game].get(s.ply).map(|m| m.2.as_str());
        if kept != Some(s.text.as_str()) {
            f.lost += 1;
        }
    }
    f.twice += answered.values().map(|n| n - 1).sum::<usize>();
    f
}

/// Each distinct "X played Y." of a busy game's log: as often in its channel, in Wes's
/// direct messages and in the next player's, as it was stored.
fn posts_of(fake: &FakeDiscord, g: &Table, log: &[(i64, i64, String)], f: &mut Figures) {
    let mut said: HashMap<(String, u64), i64> = HashMap::new();
    for (i, (_, _, text)) in log.iter().enumerate() {
        let next = g.mover(i + 1).0;
        let text = g.shown.get(i).unwrap_or(text);
        *said
            .entry((format!("{} played {text}.", g.mover(i).1), next))
            .or_default() += 1;
    }
    for ((text, next), stored) in said {
        let (lost, twice) = compare(stored, posts(fake, g.channel, &text).len() as i64);
        if lost + twice > 0 {
            f.astray.push(text.clone());
        }
        f.posts_lost += lost;
        f.posts_doubled += twice;
        for dm in [dm_channel_of(WES.0), dm_channel_of(next)] {
            let (lost, twice) = compare(stored, posts(fake, dm, &text).len() as i64);
            f.dms_lost += lost;
            f.dms_doubled += twice;
        }
    }
}

/// A game's reminders (in its channel, and by direct message to the player to move) and
/// its loss on time, against what the clock owed it (`None`: nothing, a busy game).
fn clock_posts(fake: &FakeDiscord, g: &Table, owed: Option<(bool, bool)>, f: &mut Figures) {
    let (remind, forfeit) = owed.unwrap_or((false, false));
    let reminder = format!("Reminder: your move in game #{} is due", g.id);
    let to_move = g.mover(g.moves.len());
    let reminders = [
        posts(fake, g.channel, &reminder).len(),
        posts(fake, dm_channel_of(g.white.0), &reminder).len(),
        posts(fake, dm_channel_of(g.black.0), &reminder).len(),
    ];
    let expected = usize::from(remind);
    let mut want = [expected, 0, 0];
    if owed.is_some() {
        want[if to_move == g.white { 1 } else { 2 }] = expected;
    }
    f.reminders_due += expected;
    if reminders != want {
        eprintln!("game {}: reminders {reminders:?}, owed {want:?}", g.id);
        f.reminders_wrong += 1;
    }
    let over = format!("Game #{} is over", g.id);
    let losses = posts(fake, g.channel, &over)
        .iter()
        .filter(|m| m.content.contains("ran out of time"))
        .count();
    f.forfeits_due += usize::from(forfeit);
    if losses != usize::from(forfeit) {
        eprintln!(
            "game {}: losses on time {losses}, owed {}",
            g.id,
            usize::from(forfeit)
        );
        f.forfeits_wrong += 1;
    }
}

/// For each text whose post went astray: every message holding it (where, how, made by
/// which interaction) and every outbox row owing it.
fn explain(fake: &FakeDiscord, url: &str, astray: &[String]) {
    let conn = Connection::at(url).unwrap();
    for text in astray {
        eprintln!("astray: {text}");
        for m in fake.messages().iter().filter(|m| m.content.contains(text)) {
            eprintln!(
                "  message {} in {} ephemeral {} interaction {:?} nonce {:?}",
                m.id, m.channel, m.ephemeral, m.interaction, m.nonce
            );
        }
        let mut stmt = conn
            .prepare(
                "SELECT id, lane, coalesce(via, '-'), coalesce(sent_at, 0), coalesce(message_id, 0)
                 FROM outbox WHERE payload LIKE ?1 ORDER BY id",
            )
            .unwrap();
        let rows: Vec<(i64, String, String, i64, i64)> = stmt
            .query_map([format!("%{text}%")], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .unwrap()
            .map(Result::unwrap)
            .collect();
        for r in rows {
            eprintln!("  outbox {r:?}");
        }
    }
}
