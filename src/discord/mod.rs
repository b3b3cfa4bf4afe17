//! The Discord bot: `rithmo serve`. Connects with serenity (or, interactions over HTTP,
//! listens for Discord's signed requests), registers the slash commands, hands every
//! interaction to the game service, runs the clock and the outbox's sender.

mod api;
mod bot;
mod clock;
mod commands;
pub mod config;
mod delivery;
mod dms;
mod endpoint;
mod handler;
mod localized;
mod logging;
mod outbox;
mod over_http;
mod pages;
mod permissions;
mod pictures;
mod press;
mod reachable;
mod redact;
mod registration;
mod replays;
mod respond;
mod roles;
mod shared;
mod shutdown;
mod signature;
mod split;
mod threads;
mod timestamps;
mod translate;

use config::{Config, Interactions};
use handler::Handler;
pub use logging::init as init_logging;
use serenity::all::{ClientBuilder, GatewayIntents, HttpBuilder};
use shared::{call, Shared};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{Notify, RwLock};
use tracing::info;

/// Runs the bot until SIGTERM or Ctrl-C.
pub fn serve(config: Config, token: String) -> Result<(), String> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let out = rt.block_on(run(config, token, None));
    // Blocking work still running (the engine thinking over a move) is not waited for past
    // the shutdown's budget: what it would store is owed again at the next start.
    rt.shutdown_timeout(shutdown::left());
    out
}

/// Runs the bot on the tokio runtime already running, until SIGTERM or Ctrl-C; with
/// `pages`, the web pages too, whose moves it takes. Interactions come over the gateway or
/// to the HTTP endpoint, as configured.
pub async fn run(
    config: Config,
    token: String,
    pages: Option<crate::web::WebConfig>,
) -> Result<(), String> {
    // Opening a database server's connection blocks: off the async threads.
    let opening = config.clone();
    let shared = tokio::task::spawn_blocking(move || open(&opening))
        .await
        .map_err(|e| e.to_string())??;
    let client = match api::client() {
        Ok(c) => c,
        Err(e) => {
            close(&shared);
            return Err(e);
        }
    };
    let outbox_api = api::Api::new(client.clone(), config.api_url.as_deref(), &token);
    // Every request, serenity's too, gives up after a few seconds: a Discord that stops
    // answering never holds a command, or the shutdown, for long.
    let mut http = HttpBuilder::new(&token).client(client);
    if let Some(url) = &config.api_url {
        // serenity honours a proxy only with its own rate limiter off (its limiter builds
        // every request for discord.com); a rate-limit proxy there does that work instead.
        http = http
            .proxy(url.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let start = Start {
        config,
        token,
        pages,
        shared,
        outbox_api,
    };
    match start.config.interactions {
        Interactions::Gateway => over_gateway(start, http).await,
        Interactions::Http => over_http::run(start, Arc::new(http.build())).await,
    }
}

/// What both ways of taking interactions start from.
struct Start {
    config: Config,
    token: String,
    pages: Option<crate::web::WebConfig>,
    shared: Arc<Shared>,
    outbox_api: api::Api,
}

/// The game service opened on the configured database, and what the tasks share.
fn open(config: &Config) -> Result<Arc<Shared>, String> {
    let mut service = crate::service::Service::open(&config.database)?;
    service.set_web_url(config.web_url.as_deref());
    service.set_challenge_days(config.challenge_days);
    service.set_default_days(config.default_days);
    service.set_rated_pair_limit(config.rated_pair_limit);
    service.use_outbox();
    service.watch_outages(config.outage_seconds as i64);
    let database = crate::store::sql::Location::of(&config.database).shown();
    info!(%database, "game database open");
    Ok(Arc::new(Shared {
        service: Mutex::new(Some(service)),
        clock: clock::Clock::new(config.clock_file.clone()),
        dev_guild: config.dev_guild,
        closing: AtomicBool::new(false),
        stop: Notify::new(),
        outbox: Notify::new(),
        in_flight: RwLock::new(()),
        dms: dms::DmChannels::default(),
        reach: reachable::Reach::default(),
        chores: Default::default(),
    }))
}

/// The web pages, their moves taken by this bot, answered through `http`.
async fn start_pages(start: &Start, http: Arc<serenity::all::Http>) {
    let Some(mut pages) = start.pages.clone() else {
        return;
    };
    if let Some(s) = pages.sign_in.as_mut() {
        s.bot_token = Some(start.token.clone());
    }
    let desk = Arc::new(pages::Pages {
        shared: start.shared.clone(),
        http,
    });
    let web = crate::web::start(&pages, &start.config.database, Some(desk)).await;
    // Open board, on every game's post, once the pages can be played on (the Activity).
    if web.is_some_and(|w| w.playing) {
        if let Some(s) = start
            .shared
            .service
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .as_mut()
        {
            s.set_activity(true);
        }
    }
}

/// The clock and the outbox's sender, running until the shutdown.
struct Work {
    clock: tokio::task::JoinHandle<()>,
    sender: tokio::task::JoinHandle<()>,
}

impl Work {
    fn start(start: &Start, http: Arc<serenity::all::Http>, link: reachable::Link) -> Work {
        let shared = &start.shared;
        let clock = tokio::spawn(clock_loop(
            shared.clone(),
            http.clone(),
            start.config.tick_seconds,
            link,
        ));
        // Rows left by the last run (or another process) go out at once.
        let sender = tokio::spawn(outbox::run(shared.clone(), http, start.outbox_api.clone()));
        Work { clock, sender }
    }

    /// In this order: nothing new starts, what runs finishes (the clock's last round
    /// included), then the database closes, whatever tasks still hold a reference.
    async fn finish(self, shared: &Arc<Shared>) {
        stop_taking_work(shared);
        shutdown::finish_in_flight(shared).await;
        shutdown::bounded("the clock's last round", self.clock).await;
        shutdown::bounded("the outbox's last send", self.sender).await;
        close(shared);
        info!("stopped");
    }
}

/// Interactions as gateway events: serenity's client connects this process's shards.
async fn over_gateway(start: Start, http: HttpBuilder) -> Result<(), String> {
    let shared = start.shared.clone();
    let client = ClientBuilder::new_with_http(http.build(), GatewayIntents::GUILDS)
        .event_handler(Handler(shared.clone()))
        .await;
    let mut client = match client {
        Ok(c) => c,
        Err(e) => {
            close(&shared);
            return Err(format!("cannot create the Discord client: {e}"));
        }
    };
    start_pages(&start, client.http.clone()).await;
    let range = start.config.shard_range;
    let shards_up = reachable::Shards {
        manager: client.shard_manager.clone(),
        count: range.last - range.first + 1,
    };
    let work = Work::start(
        &start,
        client.http.clone(),
        reachable::Link::Gateway(shards_up),
    );
    let shards = client.shard_manager.clone();
    let s = shared.clone();
    // Told when the stopper's steps are over: the gateway disconnected, or given up on.
    let disconnected = Arc::new(Notify::new());
    let done = disconnected.clone();
    let stopper = tokio::spawn(async move {
        shutdown_signal().await;
        info!("shutting down: finishing the commands in flight");
        shutdown::deadline();
        stop_taking_work(&s);
        shutdown::finish_in_flight(&s).await;
        shutdown::bounded("disconnecting the gateway", shards.shutdown_all()).await;
        done.notify_one();
    });
    info!(
        first = range.first,
        last = range.last,
        total = range.total,
        "connecting gateway shards"
    );
    // serenity's range is inclusive of its end here: `first..last` starts `last` too. The
    // shards run until the stopper has disconnected them or given up on a gateway that
    // does not answer (serenity would wait on it past the budget).
    let started = tokio::select! {
        r = client.start_shard_range(range.first..range.last, range.total) => {
            r.map_err(|e| format!("Discord connection failed: {e}"))
        }
        _ = disconnected.notified() => Ok(()),
    };
    drop(client);
    stopper.abort();
    work.finish(&shared).await;
    started
}

/// New commands are turned away and the clock loop and the outbox's sender end.
fn stop_taking_work(shared: &Shared) {
    shared.closing.store(true, Ordering::SeqCst);
    shared.stop.notify_waiters();
    shared.stop.notify_one();
}

/// Takes the service out and drops it, which closes the database.
fn close(shared: &Shared) {
    let service = shared
        .service
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .take();
    if service.is_some() {
        drop(service);
        info!("game database closed");
    }
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}

/// Reminders and forfeits, and the bot's moves owed: checked every `secs`, and at once
/// after a (re)start, so pending deadlines and bot moves are taken up from the database.
async fn clock_loop(
    shared: Arc<Shared>,
    http: Arc<serenity::all::Http>,
    secs: u64,
    link: reachable::Link,
) {
    loop {
        if shared.closing.load(Ordering::SeqCst) {
            return;
        }
        // Unreachable, this process judges no deadline and writes no heartbeat: the next
        // tick that is up gives the time back (service::clock::outage).
        let up = shared.reach.up(&link).await;
        let replies = {
            let _g = shared.in_flight.read().await;
            call(&shared, move |s, now| {
                s.set_reachable(up);
                s.tick(now)
            })
            .await
            .unwrap_or_default()
        };
        for r in replies {
            delivery::announce(&http, &shared, r).await;
        }
        // Every tick, rows due (a wait over, another process's lease run out) are sent.
        shared.outbox.notify_one();
        // The bot's moves still owed (at start: those left by a restart).
        bot::play_owed(shared.clone(), http.clone()).await;
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(secs.max(1))) => {}
            // Connected (again): an outage is given back at once.
            _ = shared.reach.connected.notified() => {}
            _ = shared.stop.notified() => return,
        }
    }
}
