//! The game service: every command of a correspondence game, transport-free. Each command
//! is one transaction on the store; the time is always passed in.

mod clock;
pub mod commands;
pub mod games;
pub mod outbox;
mod refusal;
mod reply;
mod request;
pub mod tournaments;
pub mod web_link;
mod who;
pub mod words;

pub use clock::expiry::CHALLENGE_DAYS;
pub use clock::outage::DEFAULT_THRESHOLD as OUTAGE_SECONDS;
pub use commands::command::DEFAULT_DAYS;
pub use commands::command::{ColourChoice, Command, DrawAction, Scope, DAYS_PER_MOVE};
pub use commands::moves::Listed;
pub use refusal::{Answer, Refusal};
pub use reply::{
    Attachment, BoardImage, Button, ButtonStyle, ChartImage, Finished, Menu, Notice, ReplayImage,
    Reply, TableImage, Thinking,
};
pub use request::Request;
pub use who::{Place, User};

use crate::i18n::Lang;
pub use crate::store::ratings::DEFAULT_PAIR_LIMIT;
use crate::store::servers::{self, Settings};
use crate::store::{players, Store};
use crate::t;
use clock::{daily, digest, expiry, outage, tick};
use commands::declared::{Cx, Defaults};
use commands::settings;
use commands::{bot, buttons, draw, moves};
use std::path::Path;
use words::speak;

/// Longest text a user may type into one command.
pub const MAX_INPUT: usize = 200;

pub struct Service {
    store: Store,
    /// The configuration's days per move and days a challenge stays open, where a server
    /// sets none.
    defaults: Defaults,
    /// Rated games between the same two players counted per day.
    rated_pair_limit: u32,
    /// Posts and direct messages owed are written to the outbox (`use_outbox`).
    outbox: bool,
    /// The token of the interaction the command now running answers, if any.
    answering: Option<String>,
    /// The public base address of the web pages (the configuration's `web_url`), when they
    /// are reachable: start messages and `/settings` then link to them.
    web_url: Option<String>,
    /// The outage threshold and whether this process can take commands (`clock::outage`).
    outage: outage::Watch,
}

impl Service {
    pub fn open(db: &Path) -> Result<Service, String> {
        Ok(Service {
            store: Store::open(db)?,
            defaults: Defaults {
                days: DEFAULT_DAYS,
                challenge_days: CHALLENGE_DAYS,
            },
            rated_pair_limit: DEFAULT_PAIR_LIMIT,
            outbox: false,
            answering: None,
            web_url: None,
            outage: outage::Watch::default(),
        })
    }

    /// How long new challenges stay open (the configuration's `challenge_days`) where a
    /// server sets nothing else.
    pub fn set_challenge_days(&mut self, days: u32) {
        self.defaults.challenge_days = days;
    }

    /// Days per move of a challenge that names none (the configuration's `default_days`)
    /// where a server sets nothing else.
    pub fn set_default_days(&mut self, days: u32) {
        self.defaults.days = days;
    }

    /// How many rated games between the same two players count per day (the
    /// configuration's `rated_pair_limit`); later ones that day leave ratings alone.
    pub fn set_rated_pair_limit(&mut self, limit: u32) {
        self.rated_pair_limit = limit;
    }

    /// The public base address of the web pages (`web_url`), without a trailing slash.
    pub fn set_web_url(&mut self, url: Option<&str>) {
        self.web_url = url.map(|u| u.trim_end_matches('/').to_string());
    }

    /// Runs one command at time `now` (unix seconds). A refusal comes back as an ephemeral
    /// reply, and the database is left as it was.
    pub fn handle(&mut self, req: &Request, now: i64) -> Reply {
        let guild_locale = req.place.lang;
        let req = &Request {
            place: self.placed(req.place),
            ..req.clone()
        };
        match self.try_handle(req, guild_locale, now) {
            Ok(reply) => {
                let main = if reply.ephemeral {
                    req.user.lang
                } else {
                    req.place.post_lang(&req.user)
                };
                self.dress(reply, main, now)
            }
            Err(refusal) => Reply::private(refusal.to(req.user.lang)),
        }
    }

    /// `place` speaking the language its server chose for its posts, if it chose one.
    fn placed(&self, place: Place) -> Place {
        let chosen = place
            .guild
            .and_then(|g| servers::get(self.store.conn(), g).ok())
            .and_then(|s| s.lang);
        Place {
            lang: chosen.or(place.lang),
            ..place
        }
    }

    /// The reply as it leaves the service: no messages to bots, its text and pictures in
    /// `main` (and each notice's picture in its receiver's language), drawn for time `now`.
    fn dress(&self, reply: Reply, main: Lang, now: i64) -> Reply {
        dressed(self.store.conn(), reply, main, now)
    }

    /// Runs `req`, whose place already speaks its server's chosen language; `guild_locale`
    /// is what Discord said the server speaks.
    fn try_handle(&mut self, req: &Request, guild_locale: Option<Lang>, now: i64) -> Answer {
        if let Some(long) = req
            .command
            .texts()
            .into_iter()
            .find(|t| t.chars().count() > MAX_INPUT)
        {
            return Err(Refusal::Said(t!(
                req.user.lang,
                "play-too-long",
                length = long.chars().count(),
                limit = MAX_INPUT
            )));
        }
        let (u, p, defaults) = (&req.user, &req.place, self.defaults);
        if let Command::Analyse { game } = &req.command {
            // Read only: a kept review, or the job the adapter runs (`Service::reviewed`).
            return self.analysis(u, p, *game);
        }
        if let Command::Hint { game } = &req.command {
            // Read only; the engine thinks later, outside any transaction and lock (the
            // reply's `thinking`).
            return self.hint(u, p, *game);
        }
        let limit = self.rated_pair_limit;
        let manages_server = req.manages_server;
        let owing = self.owing(p);
        let web_url = self.web_url.clone();
        self.store.write(|tx| {
            players::upsert(tx, u.id, &u.name)?;
            players::set_lang(tx, u.id, u.lang)?;
            let server = match p.guild {
                Some(g) => servers::get(tx, g)?,
                None => Settings::default(),
            };
            if req.command.begins_a_game() && p.guild.is_some() && !server.plays_in(p.channel) {
                return Err(Refusal::Said(t!(
                    u.lang,
                    "settings-play-elsewhere",
                    channels = settings::mentions(&server.channels)
                )));
            }
            let cx = Cx {
                tx,
                user: u,
                place: p,
                now,
                manages_server,
                guild_locale,
                server,
                defaults,
                pair_limit: limit,
                web_url: web_url.as_deref(),
            };
            let mut reply = commands::run(&cx, &req.command)?;
            web_link::add_to_starts(tx, &mut reply, web_url.as_deref(), p.post_lang(u))?;
            // The clock's later posts about this game (reminders, forfeits) speak the
            // language of the place it is played in, as last seen.
            if let Some(game) = reply.game {
                crate::store::games::set_lang(tx, game, p.post_lang(u))?;
            }
            let main = if reply.ephemeral {
                u.lang
            } else {
                p.post_lang(u)
            };
            Ok(owed(tx, reply, main, now, owing.as_ref())?)
        })
    }

    /// A pressed button, by its custom id; a button whose offer is gone says so. An answer
    /// says what the button's message should now show (`settled`); a page turn replaces it
    /// (`update`).
    pub fn press(&mut self, user: &User, place: &Place, custom_id: &str, now: i64) -> Reply {
        let place = &self.placed(*place);
        let Some(pressed) = buttons::decode(custom_id) else {
            return Reply::private(t!(user.lang, "play-not-my-button"));
        };
        let mut reply = self.pressed(user, place, pressed.clone(), now);
        // A page turns in place; Keep playing leaves the private question without buttons,
        // so its Resign cannot be pressed after all.
        if matches!(
            pressed.command,
            Command::Games { .. }
                | Command::KeepPlaying { .. }
                | Command::ConfirmHint { .. }
                | Command::NoHint { .. }
        ) {
            reply.update = true;
        } else if !reply.ephemeral {
            // The resignation's question was the presser's alone, in their language; the
            // others were posts, in the place's.
            let lang = match pressed.command {
                Command::ConfirmResign { .. } => user.lang,
                _ => place.post_lang(user),
            };
            reply.settled =
                buttons::settled(lang, &pressed.command, &user.name, reply.game_started);
        }
        reply
    }

    fn pressed(
        &mut self,
        user: &User,
        place: &Place,
        pressed: buttons::Pressed,
        now: i64,
    ) -> Reply {
        if let (Command::Draw { game, action }, Some(ply)) = (&pressed.command, pressed.offer_ply) {
            let limit = self.rated_pair_limit;
            let owing = self.owing(place);
            let r = self.store.write(|tx| -> Result<Reply, Refusal> {
                players::upsert(tx, user.id, &user.name)?;
                players::set_lang(tx, user.id, user.lang)?;
                let r = draw::draw(tx, user, place, *game, *action, Some(ply), limit, now)?;
                let main = if r.ephemeral {
                    user.lang
                } else {
                    place.post_lang(user)
                };
                Ok(owed(tx, r, main, now, owing.as_ref())?)
            });
            return match r {
                Ok(r) => {
                    let main = if r.ephemeral {
                        user.lang
                    } else {
                        place.post_lang(user)
                    };
                    self.dress(r, main, now)
                }
                Err(refusal) => Reply::private(refusal.to(user.lang)),
            };
        }
        // No button changes a server's settings.
        let req = Request {
            user: user.clone(),
            place: *place,
            command: pressed.command,
            manages_server: false,
        };
        self.handle(&req, now)
    }

    /// Reminders due (80% of a move's time gone, once per move), forfeits on time, games
    /// aborted for a first move not made, and challenges expired.
    pub fn tick(&mut self, now: i64) -> Vec<Reply> {
        let owing = self.outbox.then(outbox::Owing::default);
        let finish = |tx: &rusqlite::Connection, r: Reply| {
            let main = speak::of_game(tx, &r);
            owed(tx, r, main, now, owing.as_ref())
        };
        // Time the bot could not take moves is given back before anything is judged; a
        // process that cannot take them judges nothing (`clock::outage`).
        let life = expiry::lifetime(self.defaults.challenge_days);
        let Some(mut out) = outage::keep(&mut self.store, &self.outage, life, now, &finish) else {
            return Vec::new();
        };
        out.extend(tick::tick(
            &mut self.store,
            self.rated_pair_limit,
            now,
            &finish,
        ));
        out.extend(expiry::expire(
            &mut self.store,
            now,
            self.defaults.challenge_days,
            &finish,
        ));
        out.extend(digest::send(&mut self.store, now, &finish));
        let mut out: Vec<Reply> = out
            .into_iter()
            .map(|r| {
                let main = speak::of_game(self.store.conn(), &r);
                self.dress(r, main, now)
            })
            .collect();
        let web_url = self.web_url.clone();
        let in_lang = |tx: &rusqlite::Connection, mut r: Reply, lang: Lang| {
            web_link::add_to_starts(tx, &mut r, web_url.as_deref(), lang)?;
            owed(tx, r, lang, now, owing.as_ref())
        };
        for (r, lang) in tournaments::clock::tick(&mut self.store, now, &in_lang) {
            out.push(self.dress(r, lang, now));
        }
        let owe_puzzle = |tx: &rusqlite::Connection, r: Reply, puzzle: &str| match owing {
            Some(_) => {
                let lang = r.lang;
                outbox::owe_puzzle(tx, dressed(tx, r, lang, now), puzzle)
            }
            None => Ok(r),
        };
        for (post, lang) in daily::post(&mut self.store, now, &owe_puzzle) {
            out.push(self.dress(post, lang, now));
        }
        self.outbox_prune();
        out
    }

    /// Records the thread the adapter opened for a game, so commands there find it.
    pub fn attach_thread(&mut self, game: i64, thread: u64) -> Result<(), String> {
        crate::store::games::set_thread(self.store.conn(), game, thread).map_err(|e| e.to_string())
    }

    /// The legal moves of the caller's game in this place, for autocomplete (none when it
    /// is not their turn), with the move number they are for.
    pub fn legal_moves(&self, user: &User, place: &Place, game: Option<i64>) -> Listed {
        moves::legal_for(self.store.conn(), user, place, game).unwrap_or_default()
    }

    pub fn store(&self) -> &Store {
        &self.store
    }
}

/// The reply as it leaves the service: no messages to bots, its text and pictures in
/// `main` (and each notice's picture in its receiver's language), drawn for time `now`.
fn dressed(conn: &rusqlite::Connection, reply: Reply, main: Lang, now: i64) -> Reply {
    let mut reply = bot::without_bots(reply);
    reply.lang = main;
    speak::pictures(conn, &mut reply, main);
    reply.also = std::mem::take(&mut reply.also)
        .into_iter()
        .map(|r| dressed(conn, r, main, now))
        .collect();
    reply.at(now)
}

/// The reply dressed in the transaction that made it and, with the outbox in use, the
/// posts and direct messages it owes written there too.
fn owed(
    tx: &rusqlite::Connection,
    reply: Reply,
    main: Lang,
    now: i64,
    owing: Option<&outbox::Owing>,
) -> rusqlite::Result<Reply> {
    match owing {
        Some(o) => outbox::owe(tx, dressed(tx, reply, main, now), o),
        None => Ok(reply),
    }
}
