//! Discord events to service calls and back. Thin: all game logic lives in the service.

use super::shared::{call, closing, Shared};
use super::{commands, permissions, pictures, respond, translate};
use crate::i18n::Lang;
use crate::service::clock::local::zones_matching;
use crate::service::games::turn::choice_value;
use crate::service::Thought;
use crate::service::{Command, Listed, Place, Reply, Request, Thinking, User, Via};
use crate::t;
use serenity::all::{
    ChannelId, CommandInteraction, Context, CreateAutocompleteResponse, CreateInteractionResponse,
    EditInteractionResponse, EventHandler, GuildId, Http, Interaction, Ready, ResumedEvent,
    UnavailableGuild,
};
use serenity::async_trait;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tracing::{info, warn};

/// How often a long answer (a game's review) is edited with its progress.
const PROGRESS_EVERY: Duration = Duration::from_secs(3);

pub struct Handler(pub Arc<Shared>);

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let shard = ready.shard.map_or(0, |s| s.id.0);
        info!(user = %ready.user.name, guilds = ready.guilds.len(), shard, "connected to Discord");
        self.0.reach.connected.notify_one();
        if shard != 0 {
            return; // commands are registered once, by the process holding shard 0
        }
        super::registration::register(&ctx.http, self.0.dev_guild).await;
    }

    async fn resume(&self, _ctx: Context, _resumed: ResumedEvent) {
        info!("Discord connection resumed");
        self.0.reach.connected.notify_one();
    }

    /// The bot removed from a server (Discord sends `unavailable` only for an outage, which
    /// gives nothing up): its running matches are given up, announced in the other server.
    /// Only the gateway tells of it: with interactions over HTTP this never comes.
    async fn guild_delete(
        &self,
        ctx: Context,
        incomplete: UnavailableGuild,
        _full: Option<serenity::all::Guild>,
    ) {
        if incomplete.unavailable {
            return;
        }
        let _guard = self.0.in_flight.read().await;
        let guild = incomplete.id.get();
        info!(guild, "removed from a server");
        let replies = call(&self.0, move |s, now| s.server_left(guild, now))
            .await
            .unwrap_or_default();
        for r in replies {
            super::delivery::announce(&ctx.http, &self.0, r).await;
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        self.dispatch(&ctx.http, interaction).await;
    }
}

impl Handler {
    /// One interaction, however it came (the gateway's event, or a signed request to the
    /// HTTP endpoint): answered through Discord's REST API with `http`.
    pub async fn dispatch(&self, http: &Arc<Http>, interaction: Interaction) {
        let _guard = self.0.in_flight.read().await;
        match interaction {
            Interaction::Command(c) => self.command(http, c).await,
            Interaction::Autocomplete(c) => self.autocomplete(http, c).await,
            Interaction::Component(c) => self.press(http, c).await,
            _ => {}
        }
    }
}

/// Where an interaction happened (a DM has no server) and the server's language.
pub(super) fn place_of(
    guild: Option<GuildId>,
    channel: ChannelId,
    c: Option<&serenity::all::PartialChannel>,
    guild_locale: Option<&str>,
) -> Place {
    translate::place(guild.map(|g| g.get()), channel.get(), c, guild_locale)
}

/// A reply with its hint, if it carries one, computed on a blocking thread: the engine
/// thinks outside the service lock and off the async threads.
pub(super) async fn thought(reply: Reply, lang: Lang) -> Reply {
    if reply.thinking.is_none() {
        return reply;
    }
    tokio::task::spawn_blocking(move || reply.thought())
        .await
        .unwrap_or_else(|_| Reply::private(t!(lang, "discord-hint-failed")))
}

/// Who gave a slash command (or typed into its autocomplete) and where.
fn asker(c: &CommandInteraction) -> (User, Place) {
    let place = place_of(
        c.guild_id,
        c.channel_id,
        c.channel.as_ref(),
        c.guild_locale.as_deref(),
    );
    let user = translate::member(&c.user, &c.locale, c.member.as_deref(), c.guild_id);
    (user, place)
}

impl Handler {
    async fn command(&self, http: &Arc<Http>, c: CommandInteraction) {
        let (user, place) = asker(&c);
        let reply = match self.turned_away(&c, user.lang) {
            Some(text) => Reply::private(text),
            None => match translate::command(&c) {
                Err(e) => Reply::private(e),
                Ok(Command::Hint { game }) => self.hint(user, place, game).await,
                Ok(Command::Analyse { game }) => {
                    return self.analyse(http, &c, user, place, game).await;
                }
                Ok(mut command) => {
                    super::roles::count(http, c.guild_id, &mut command).await;
                    let manages = translate::manages_server(c.member.as_deref());
                    self.run(user, place, command, manages, c.token.clone())
                        .await
                }
            },
        };
        // A replay takes a while to draw: such an answer is deferred, with the visibility
        // it will have (a deferral's message cannot change it). Refusals never come here.
        if reply.replay.is_some() {
            self.deferred(http, &c, reply).await;
        } else {
            self.answer(http, &c, place, reply).await;
        }
    }

    /// Why a command is answered without the service (in the caller's language): shutting
    /// down, a server's command sent from a direct message (Discord does not offer them
    /// there, but a hand-made request can), or permissions the bot lacks in this channel.
    fn turned_away(&self, c: &CommandInteraction, lang: Lang) -> Option<String> {
        let name = c.data.name.as_str();
        if self.0.closing.load(Ordering::SeqCst) {
            return Some(closing(lang));
        }
        if c.guild_id.is_none() && !commands::usable_in_dms(name) {
            let command = commands::shown_name(name, lang);
            return Some(t!(lang, "discord-only-in-servers", command = command));
        }
        if c.guild_id.is_some()
            && crate::service::commands::by_name(name).is_some_and(|d| d.begins_games)
        {
            return permissions::missing(c.app_permissions, lang);
        }
        None
    }

    async fn run(
        &self,
        user: User,
        place: Place,
        command: Command,
        manages: bool,
        via: String,
    ) -> Reply {
        let lang = user.lang;
        let req = Request::command(Via::Interaction(via), &user, &place, command).managing(manages);
        call(&self.0, move |s, now| s.run(&req, now))
            .await
            .unwrap_or_else(|| Reply::private(closing(lang)))
    }

    /// /hint: the question first in a rated game, else the hint.
    async fn hint(&self, user: User, place: Place, game: Option<i64>) -> Reply {
        let lang = user.lang;
        let req = Request::command(Via::Deferred, &user, &place, Command::Hint { game });
        match call(&self.0, move |s, now| s.run(&req, now)).await {
            Some(reply) => thought(reply, lang).await,
            None => Reply::private(closing(lang)),
        }
    }

    /// /analyse: a review kept from before is answered at once; a new one is deferred, the
    /// engine runs on a blocking thread (no lock held), the answer is edited with its
    /// progress every few seconds, then with the review, which the service keeps.
    async fn analyse(
        &self,
        http: &Arc<Http>,
        c: &CommandInteraction,
        user: User,
        place: Place,
        game: Option<i64>,
    ) {
        let lang = user.lang;
        let (u, p) = (user.clone(), place);
        let req = Request::command(Via::Deferred, &u, &p, Command::Analyse { game });
        let first = match call(&self.0, move |s, now| s.run(&req, now)).await {
            Some(r) => r,
            None => Reply::private(closing(lang)),
        };
        let Some(Thinking::Review(job)) = first.thinking.clone() else {
            return self.answer(http, c, place, first).await;
        };
        if let Err(e) = c.defer(http).await {
            warn!("deferring /analyse failed: {e}");
            return;
        }
        // The count shows at once, then every few seconds: "thinking..." alone for the
        // first seconds of a minute's work tells the player nothing.
        let working = |done: usize, total: usize| {
            let text = t!(
                lang,
                "review-working",
                game = job.game,
                done = done.min(total),
                total = total
            );
            EditInteractionResponse::new().content(text)
        };
        let _ = c.edit_response(http, working(0, job.plies())).await;
        let (tx, rx) = tokio::sync::watch::channel((0usize, job.plies()));
        let worker = {
            let job = job.clone();
            tokio::task::spawn_blocking(move || {
                job.run(&mut |done, total| {
                    let _ = tx.send((done, total));
                })
            })
        };
        tokio::pin!(worker);
        let review = loop {
            tokio::select! {
                done = &mut worker => break done,
                _ = tokio::time::sleep(PROGRESS_EVERY) => {
                    let (done, total) = *rx.borrow();
                    let _ = c.edit_response(http, working(done, total)).await;
                }
            }
        };
        let Ok(review) = review else {
            let _ = c
                .edit_response(
                    http,
                    EditInteractionResponse::new().content(t!(lang, "discord-hint-failed")),
                )
                .await;
            return;
        };
        let reply = call(&self.0, move |s, now| {
            s.reviewed(&user, &place, &job, &review, now)
        })
        .await
        .unwrap_or_else(|| Reply::private(closing(lang)));
        let drawn = pictures::draw(reply).await;
        if let Err(e) = c.edit_response(http, respond::edit(&drawn)).await {
            warn!("finishing /analyse failed: {e}");
        }
    }

    /// CHANNEL_MESSAGE_WITH_SOURCE, the rest of a long text as follow-ups, a thread for a
    /// game that begins, the notices.
    async fn answer(&self, http: &Arc<Http>, c: &CommandInteraction, place: Place, reply: Reply) {
        let drawn = pictures::draw(reply).await;
        let response = CreateInteractionResponse::Message(respond::message(&drawn));
        let answered = c.create_response(http, response).await;
        super::delivery::answered(&self.0, &drawn.reply, answered.is_ok()).await;
        if let Err(e) = answered {
            warn!("answering /{} failed: {e}", c.data.name);
            return;
        }
        for more in respond::overflow(&drawn) {
            if let Err(e) = c.create_followup(http, more).await {
                warn!("the rest of /{} failed: {e}", c.data.name);
            }
        }
        if self.wants_thread(&drawn.reply, place, c.app_permissions) {
            if let Ok(msg) = c.get_response(http).await {
                super::threads::open(&self.0, http, c.channel_id, msg.id, &drawn.reply).await;
            }
        }
        super::delivery::notify(http, &self.0, &drawn).await;
        tokio::spawn(super::bot::play_owed(self.0.clone(), http.clone()));
    }

    /// DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, then the message edited into place (PATCH
    /// @original, as Discord recommends over a first follow-up).
    async fn deferred(&self, http: &Arc<Http>, c: &CommandInteraction, reply: Reply) {
        let deferral = if reply.ephemeral {
            c.defer_ephemeral(http).await
        } else {
            c.defer(http).await
        };
        if let Err(e) = deferral {
            warn!("deferring /{} failed: {e}", c.data.name);
            return;
        }
        let drawn = pictures::draw(reply).await;
        if let Err(e) = c.edit_response(http, respond::edit(&drawn)).await {
            warn!("finishing /{} failed: {e}", c.data.name);
            return;
        }
        for more in respond::overflow(&drawn) {
            if let Err(e) = c.create_followup(http, more).await {
                warn!("the rest of /{} failed: {e}", c.data.name);
            }
        }
        super::delivery::notify(http, &self.0, &drawn).await;
        tokio::spawn(super::bot::play_owed(self.0.clone(), http.clone()));
    }

    /// A game that begins in a server's channel gets its thread, if the bot may open one.
    pub(super) fn wants_thread(
        &self,
        reply: &Reply,
        place: Place,
        granted: Option<serenity::all::Permissions>,
    ) -> bool {
        reply.game_started
            && place.guild.is_some()
            && place.thread.is_none()
            && permissions::can_open_threads(granted)
    }

    async fn autocomplete(&self, http: &Arc<Http>, c: CommandInteraction) {
        if let Some(a) = c.data.autocomplete().filter(|a| a.name == "zone") {
            let lang = translate::user(&c.user, &c.locale).lang;
            let mut response = CreateAutocompleteResponse::new();
            for zone in zones_matching(a.value, lang) {
                response = response.add_string_choice(zone.clone(), zone);
            }
            if let Err(e) = c
                .create_response(http, CreateInteractionResponse::Autocomplete(response))
                .await
            {
                warn!("autocomplete failed: {e}");
            }
            return;
        }
        let (user, place) = asker(&c);
        let listed = match translate::typed_move(&c) {
            Ok((typed, game)) => {
                let listed = call(&self.0, move |s, _| s.legal_moves(&user, &place, game))
                    .await
                    .unwrap_or_default();
                let typed = typed.trim().to_ascii_lowercase();
                // What was typed matches the move's text; the label is only shown.
                let moves = listed
                    .moves
                    .into_iter()
                    .filter(|m| m.text.to_ascii_lowercase().contains(&typed))
                    .take(25)
                    .collect();
                Listed { moves, ..listed }
            }
            Err(_) => Listed::default(),
        };
        let mut response = CreateAutocompleteResponse::new();
        for m in &listed.moves {
            // A choice from one game's position carries its move number; moves gathered
            // from several games go as typed text (the move finds its game).
            let value = match listed.ply {
                Some(ply) => choice_value(&m.text, ply),
                None => m.text.clone(),
            };
            response = response.add_string_choice(&m.label, value);
        }
        if let Err(e) = c
            .create_response(http, CreateInteractionResponse::Autocomplete(response))
            .await
        {
            warn!("autocomplete failed: {e}");
        }
    }
}
