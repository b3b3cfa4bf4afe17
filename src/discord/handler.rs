//! Discord events to service calls and back. Thin: all game logic lives in the service.

use super::clock::Clock;
use super::{permissions, pictures, respond, translate};
use crate::service::{Command, Refusal, Reply, Request, Service};
use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, Context, CreateAutocompleteResponse,
    CreateInteractionResponse, CreateThread, EventHandler, GuildId, Interaction, MessageId, Ready,
};
use serenity::async_trait;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::RwLock;
use tracing::{info, warn};

pub struct Shared {
    pub service: Mutex<Service>,
    pub clock: Clock,
    pub default_days: u32,
    pub dev_guild: Option<u64>,
    /// Set on shutdown: new commands are turned away.
    pub closing: AtomicBool,
    /// Held (read) by every command in flight; shutdown takes it (write) to wait for them.
    pub in_flight: RwLock<()>,
}

pub struct Handler(pub Arc<Shared>);

/// Runs a service call off the async threads (SQLite and rendering block).
pub async fn call<T: Send + 'static>(
    shared: &Arc<Shared>,
    f: impl FnOnce(&mut Service, i64) -> T + Send + 'static,
) -> T {
    let s = shared.clone();
    tokio::task::spawn_blocking(move || {
        let now = s.clock.now();
        let mut svc = s.service.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut svc, now)
    })
    .await
    .expect("service calls do not panic")
}

const CLOSING: &str = "The bot is restarting; please send that again in a minute.";

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
        let commands = super::commands::all();
        let result = match self.0.dev_guild {
            Some(g) => GuildId::new(g)
                .set_commands(&ctx.http, commands)
                .await
                .map(|c| c.len()),
            None => serenity::all::Command::set_global_commands(&ctx.http, commands)
                .await
                .map(|c| c.len()),
        };
        match result {
            Ok(n) => info!(n, "slash commands registered"),
            Err(e) => warn!("registering slash commands failed: {e}"),
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let _guard = self.0.in_flight.read().await;
        match interaction {
            Interaction::Command(c) => self.command(&ctx, c).await,
            Interaction::Autocomplete(c) => self.autocomplete(&ctx, c).await,
            Interaction::Component(c) => self.button(&ctx, c).await,
            _ => {}
        }
    }
}

impl Handler {
    async fn command(&self, ctx: &Context, c: CommandInteraction) {
        let place = translate::place(
            c.guild_id.map(|g| g.get()),
            c.channel_id.get(),
            c.channel.as_ref(),
        );
        let reply = if self.0.closing.load(Ordering::SeqCst) {
            Reply::private(CLOSING)
        } else {
            match translate::command(&c, self.0.default_days) {
                Err(e) => Reply::private(e),
                Ok(cmd @ (Command::Challenge { .. } | Command::Accept { .. }))
                    if permissions::missing(c.app_permissions).is_some() =>
                {
                    let _ = cmd;
                    Reply::private(permissions::missing(c.app_permissions).unwrap_or_default())
                }
                Ok(Command::Hint { game }) => {
                    // The engine thinks on a blocking thread, outside the service lock.
                    let user = translate::user(&c.user);
                    match call(&self.0, move |s, _| s.hint(&user, &place, game)).await {
                        Ok(job) => tokio::task::spawn_blocking(move || job.answer())
                            .await
                            .unwrap_or_else(|_| Reply::private("the hint failed; try again")),
                        Err(Refusal(text)) => Reply::private(text),
                    }
                }
                Ok(cmd @ Command::History { .. }) => {
                    // The replay may take longer than Discord's three seconds: answer later.
                    if let Err(e) = c.defer(&ctx.http).await {
                        warn!("defer failed: {e}");
                    }
                    let req = Request {
                        user: translate::user(&c.user),
                        place,
                        command: cmd,
                    };
                    let reply = call(&self.0, move |s, now| s.handle(&req, now)).await;
                    let drawn = pictures::draw(reply).await;
                    if let Err(e) = c
                        .create_followup(&ctx.http, respond::followup(&drawn))
                        .await
                    {
                        warn!("follow-up failed: {e}");
                    }
                    for more in respond::overflow(&drawn) {
                        if let Err(e) = c.create_followup(&ctx.http, more).await {
                            warn!("follow-up failed: {e}");
                        }
                    }
                    return;
                }
                Ok(cmd) => {
                    let req = Request {
                        user: translate::user(&c.user),
                        place,
                        command: cmd,
                    };
                    call(&self.0, move |s, now| s.handle(&req, now)).await
                }
            }
        };
        let drawn = pictures::draw(reply).await;
        let reply = &drawn.reply;
        let response = CreateInteractionResponse::Message(respond::message(&drawn));
        if let Err(e) = c.create_response(&ctx.http, response).await {
            warn!("answering /{} failed: {e}", c.data.name);
            return;
        }
        for more in respond::overflow(&drawn) {
            if let Err(e) = c.create_followup(&ctx.http, more).await {
                warn!("the rest of /{} failed: {e}", c.data.name);
            }
        }
        if reply.game_started
            && place.thread.is_none()
            && permissions::can_open_threads(c.app_permissions)
        {
            if let Ok(msg) = c.get_response(&ctx.http).await {
                self.open_thread(ctx, c.channel_id, msg.id, reply).await;
            }
        }
        respond::notify(&ctx.http, &drawn).await;
        tokio::spawn(super::bot::play_owed(self.0.clone(), ctx.http.clone()));
    }

    /// One thread per game, started from the message that began it.
    async fn open_thread(&self, ctx: &Context, channel: ChannelId, msg: MessageId, reply: &Reply) {
        let Some(game) = reply.game else { return };
        let name = format!("Rithmomachia game #{game}");
        match channel
            .create_thread_from_message(&ctx.http, msg, CreateThread::new(name))
            .await
        {
            Ok(thread) => {
                let id = thread.id.get();
                if let Err(e) = call(&self.0, move |s, _| s.attach_thread(game, id)).await {
                    warn!(game, "cannot record the game's thread: {e}");
                }
            }
            Err(e) => warn!(game, "cannot open a thread: {e}"),
        }
    }

    async fn autocomplete(&self, ctx: &Context, c: CommandInteraction) {
        let place = translate::place(
            c.guild_id.map(|g| g.get()),
            c.channel_id.get(),
            c.channel.as_ref(),
        );
        let (typed, game) = translate::typed_move(&c);
        let user = translate::user(&c.user);
        let moves = call(&self.0, move |s, _| s.legal_moves(&user, &place, game)).await;
        let typed = typed.trim().to_ascii_lowercase();
        let mut response = CreateAutocompleteResponse::new();
        for m in moves
            .iter()
            .filter(|m| m.to_ascii_lowercase().contains(&typed))
            .take(25)
        {
            response = response.add_string_choice(m, m);
        }
        if let Err(e) = c
            .create_response(&ctx.http, CreateInteractionResponse::Autocomplete(response))
            .await
        {
            warn!("autocomplete failed: {e}");
        }
    }

    async fn button(&self, ctx: &Context, c: ComponentInteraction) {
        let place = translate::place(
            c.guild_id.map(|g| g.get()),
            c.channel_id.get(),
            c.channel.as_ref(),
        );
        let reply = if self.0.closing.load(Ordering::SeqCst) {
            Reply::private(CLOSING)
        } else {
            let (user, id) = (translate::user(&c.user), c.data.custom_id.clone());
            call(&self.0, move |s, now| s.press(&user, &place, &id, now)).await
        };
        let drawn = pictures::draw(reply).await;
        let reply = &drawn.reply;
        let response = CreateInteractionResponse::Message(respond::message(&drawn));
        if let Err(e) = c.create_response(&ctx.http, response).await {
            warn!("answering a button failed: {e}");
            return;
        }
        for more in respond::overflow(&drawn) {
            if let Err(e) = c.create_followup(&ctx.http, more).await {
                warn!("the rest of a button's answer failed: {e}");
            }
        }
        if reply.game_started
            && place.thread.is_none()
            && permissions::can_open_threads(c.app_permissions)
        {
            if let Ok(msg) = c.get_response(&ctx.http).await {
                self.open_thread(ctx, c.channel_id, msg.id, reply).await;
            }
        }
        respond::notify(&ctx.http, &drawn).await;
        tokio::spawn(super::bot::play_owed(self.0.clone(), ctx.http.clone()));
    }
}
