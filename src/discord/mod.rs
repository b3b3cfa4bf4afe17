//! The Discord bot: `rithmo serve`. Connects with serenity, registers the slash commands,
//! hands every interaction to the game service, and runs the clock.

mod clock;
mod commands;
pub mod config;
mod handler;
mod permissions;
mod pictures;
mod pieces;
mod respond;
mod timestamps;
mod translate;

use config::Config;
use handler::{call, Handler, Shared};
use serenity::all::{ClientBuilder, GatewayIntents, HttpBuilder};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::RwLock;
use tracing::{info, warn};

/// Runs the bot until SIGTERM or Ctrl-C.
pub fn serve(config: Config, token: String) -> Result<(), String> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(run(config, token))
}

async fn run(config: Config, token: String) -> Result<(), String> {
    let mut service = crate::service::Service::open(&config.database)?;
    service.set_challenge_days(config.challenge_days);
    info!(database = %config.database.display(), "game database open");
    let shared = Arc::new(Shared {
        service: Mutex::new(service),
        clock: clock::Clock::new(config.clock_file.clone()),
        default_days: config.default_days,
        dev_guild: config.dev_guild,
        closing: AtomicBool::new(false),
        in_flight: RwLock::new(()),
    });
    let mut http = HttpBuilder::new(&token);
    if let Some(url) = &config.api_url {
        // serenity honours a proxy only with its own rate limiter off.
        http = http
            .proxy(url.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let mut client = ClientBuilder::new_with_http(http.build(), GatewayIntents::GUILDS)
        .event_handler(Handler(shared.clone()))
        .await
        .map_err(|e| format!("cannot create the Discord client: {e}"))?;
    tokio::spawn(clock_loop(
        shared.clone(),
        client.http.clone(),
        config.tick_seconds,
    ));
    let shards = client.shard_manager.clone();
    let s = shared.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        info!("shutting down: finishing the commands in flight");
        s.closing.store(true, Ordering::SeqCst);
        let _all_done = s.in_flight.write().await;
        shards.shutdown_all().await;
    });
    client
        .start()
        .await
        .map_err(|e| format!("Discord connection failed: {e}"))?;
    drop(client);
    // The last reference closes the database cleanly.
    match Arc::try_unwrap(shared) {
        Ok(s) => drop(s.service.into_inner()),
        Err(_) => warn!("a task still holds the service; the database closes at exit"),
    }
    info!("stopped");
    Ok(())
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

/// Reminders and forfeits: checked every `secs`, and at once after a (re)start, so pending
/// deadlines are taken up from the database.
async fn clock_loop(shared: Arc<Shared>, http: Arc<serenity::all::Http>, secs: u64) {
    loop {
        if shared.closing.load(Ordering::SeqCst) {
            return;
        }
        let replies = {
            let _g = shared.in_flight.read().await;
            call(&shared, |s, now| s.tick(now)).await
        };
        for r in replies {
            let drawn = pictures::draw(r).await;
            if let Some(ch) = drawn.reply.channel {
                respond::post(&http, ch, &drawn).await;
            }
            respond::notify(&http, &drawn).await;
        }
        tokio::time::sleep(Duration::from_secs(secs.max(1))).await;
    }
}
