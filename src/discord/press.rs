//! Button presses: a page turn replaces its message; an answered question (a challenge, a
//! draw offer, a rematch) marks its message and removes its buttons with UPDATE_MESSAGE
//! (interaction callback type 7), and what follows is a message of its own; a refusal is
//! an ephemeral message (type 4) and the buttons stay for the others.

use super::handler::{place_of, thought, Handler};
use super::shared::{call, closing};
use super::{pictures, respond, translate};
use crate::service::{Place, Reply, Request, Via};
use serenity::all::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse, Http,
};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use tracing::warn;

impl Handler {
    /// A press: a page turn replaces its message; an answered question (a challenge, a draw
    /// offer, a rematch) marks its message and removes its buttons (UPDATE_MESSAGE), and
    /// what follows (the game's start) is a message of its own; a refusal is seen only by
    /// the one who pressed, and the buttons stay for the others.
    pub(super) async fn press(&self, http: &Arc<Http>, c: ComponentInteraction) {
        let place = place_of(
            c.guild_id,
            c.channel_id,
            c.channel.as_ref(),
            c.guild_locale.as_deref(),
        );
        let user = translate::member(&c.user, &c.locale, c.member.as_ref(), c.guild_id);
        let lang = user.lang;
        let reply = if self.0.closing.load(Ordering::SeqCst) {
            Reply::private(closing(lang))
        } else {
            // A menu's pick is its id and the value chosen, as the service reads it.
            let id = match &c.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => {
                    format!("{}:{}", c.data.custom_id, values.first().map_or("", |v| v))
                }
                _ => c.data.custom_id.clone(),
            };
            // The interaction's id finds its follow-up in the channel if the process dies
            // before it hears back (`outbox::answered`).
            let via = format!("f:{}:{}", c.id, c.token);
            let req = Request::press(Via::Interaction(via), &user, &place, &id);
            let reply = call(&self.0, move |s, now| s.run(&req, now))
                .await
                .unwrap_or_else(|| Reply::private(closing(lang)));
            // Show the hint: the game is casual now; the engine thinks off the lock.
            thought(reply, lang).await
        };
        let drawn = pictures::draw(reply).await;
        let reply = &drawn.reply;
        let answered = if reply.launch && reply.refused.is_none() {
            launch(http, &c).await
        } else if reply.update {
            self.update(http, &c, &respond::page(&drawn)).await
        } else if let Some(what) = &reply.settled {
            self.update(http, &c, &respond::settle(&c.message.content, what))
                .await
                && self.follow(http, &c, place, &drawn).await
        } else {
            let response = CreateInteractionResponse::Message(respond::message(&drawn));
            match c.create_response(http, response).await {
                Ok(()) => true,
                Err(e) => {
                    warn!("answering a button failed: {e}");
                    false
                }
            }
        };
        super::delivery::answered(&self.0, reply, answered).await;
        if answered {
            super::delivery::notify(http, &self.0, &drawn).await;
            // A press may have started a game against the bot, or resigned one.
            tokio::spawn(super::bot::play_owed(self.0.clone(), http.clone()));
        }
    }

    /// UPDATE_MESSAGE on the pressed message.
    async fn update(
        &self,
        http: &Arc<Http>,
        c: &ComponentInteraction,
        body: &serde_json::Value,
    ) -> bool {
        match http
            .create_interaction_response(c.id, &c.token, body, Vec::new())
            .await
        {
            Ok(()) => true,
            Err(e) => {
                warn!("updating a pressed message failed: {e}");
                false
            }
        }
    }

    /// The reply to an answered question as a new message, and the game's thread.
    async fn follow(
        &self,
        http: &Arc<Http>,
        c: &ComponentInteraction,
        place: Place,
        drawn: &pictures::Drawn,
    ) -> bool {
        let msg = match c.create_followup(http, respond::followup(drawn)).await {
            Ok(msg) => msg,
            Err(e) => {
                warn!("posting a button's outcome failed: {e}");
                return false;
            }
        };
        for more in respond::overflow(drawn) {
            if let Err(e) = c.create_followup(http, more).await {
                warn!("the rest of a button's outcome failed: {e}");
            }
        }
        if self.wants_thread(&drawn.reply, place, c.app_permissions) {
            super::threads::open(&self.0, http, c.channel_id, msg.id, &drawn.reply).await;
        }
        true
    }
}

/// Opens the game's board as an Activity: Discord's LAUNCH_ACTIVITY answer (interaction
/// callback type 12, no data), which serenity 0.12 has no builder for.
async fn launch(http: &Arc<Http>, c: &ComponentInteraction) -> bool {
    let body = serde_json::json!({ "type": 12 });
    match http
        .create_interaction_response(c.id, &c.token, &body, Vec::new())
        .await
    {
        Ok(()) => true,
        Err(e) => {
            warn!("opening the board as an Activity failed: {e}");
            false
        }
    }
}
