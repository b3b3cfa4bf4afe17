//! Who asks, where, from where, and what: a request as every adapter hands it to the
//! service (`Service::run`). Where it came from travels in the request, never in the
//! service: it decides who carries the public post it owes.

use crate::service::protocol::{ButtonId, Command, Place, User};

/// A request: who asks, where, through what, and what.
#[derive(Clone, Debug)]
pub struct Request {
    pub via: Via,
    pub user: User,
    pub place: Place,
    pub what: What,
    /// The caller may change the server's settings: Discord's Manage Server (or
    /// Administrator) in the interaction's permissions; everyone in the console.
    pub manages_server: bool,
}

/// Where a request came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Via {
    /// A Discord interaction, by its token: its answer carries the public post, and the
    /// outbox keeps a copy in case the answer never arrives.
    Interaction(String),
    /// A web page (the board): nothing answers it on Discord, so the outbox's sender makes
    /// its public post in the game's thread or channel.
    Page,
    /// A Discord interaction answered after the engine's work (`/hint`, `/analyse`): its
    /// answer is the caller's, and owes no post the outbox must keep.
    Deferred,
    /// The local console (and tests): the reply is shown where it was asked.
    Console,
}

/// What is asked: a command, or a button of ours pressed.
#[derive(Clone, Debug)]
pub enum What {
    Command(Command),
    Press(ButtonId),
    /// A button whose id no button of ours carries (from an older version, or forged).
    UnknownButton,
}

impl Request {
    /// `command` by `user` at `place`, through `via`; it changes no server's settings.
    pub fn command(via: Via, user: &User, place: &Place, command: Command) -> Request {
        Request {
            via,
            user: user.clone(),
            place: *place,
            what: What::Command(command),
            manages_server: false,
        }
    }

    /// The button `custom_id` pressed by `user` at `place`, through `via`; no button
    /// changes a server's settings.
    pub fn press(via: Via, user: &User, place: &Place, custom_id: &str) -> Request {
        let what = ButtonId::decode(custom_id).map_or(What::UnknownButton, What::Press);
        Request {
            via,
            user: user.clone(),
            place: *place,
            what,
            manages_server: false,
        }
    }

    /// The same request by someone who may (or may not) change the server's settings.
    pub fn managing(self, manages_server: bool) -> Request {
        Request {
            manages_server,
            ..self
        }
    }
}
