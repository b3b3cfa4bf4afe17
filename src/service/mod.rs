//! The game service: every command of a correspondence game, transport-free. Each command
//! is one transaction on the store; the time is always passed in.

mod auto_reviews;
mod bot_turns;
pub mod clock;
pub mod commands;
mod deliveries;
pub mod exercises;
pub mod games;
pub mod matches;
mod outages;
pub mod outbox;
pub mod protocol;
pub mod teams;
pub mod tournaments;
pub mod web_link;
pub mod words;

pub use clock::expiry::CHALLENGE_DAYS;
pub use clock::outage::DEFAULT_THRESHOLD as OUTAGE_SECONDS;
pub use games::hint_answer::Thought;
pub use games::turn::Listed;
pub use protocol::refusal::{Candidate, CandidateWhy, Damage, Which};
pub use protocol::{
    notify::Change as NotifyChange, settings::Change as SettingsChange, tournament::Ask,
    tournament::Terms, Answer, Attachment, BoardImage, Button, ButtonStyle, ChartImage, ClockAsked,
    ClockPart, ColourChoice, Command, DrawAction, Finished, Menu, Notice, Place, Refusal,
    ReplayImage, Reply, Request, Role, Scope, TableImage, TeamAsk, Thinking, User, Want,
    DAYS_PER_MOVE, DEFAULT_DAYS, MAX_INPUT,
};

use crate::i18n::Lang;
pub use crate::store::ratings::DEFAULT_PAIR_LIMIT;
use crate::store::servers::{self, Settings};
use crate::store::{players, Store};
use crate::t;
use clock::{daily, digest, expiry, outage, tick};
use games::{bot, turn};
use protocol::{AfterPress, ButtonId, Cx, Defaults};
use std::path::Path;
use words::speak;

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
    /// The command now running was given on a web page (`handle_from_page`).
    from_page: bool,
    /// The public base address of the web pages (the configuration's `web_url`), when they
    /// are reachable: start messages and `/settings` then link to them.
    web_url: Option<String>,
    /// Games' posts carry Open board (the board as a Discord Activity).
    activity: bool,
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
            from_page: false,
            activity: false,
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

    /// From now on games' posts carry the Open board button (the Discord adapter, when the
    /// pages can be played on and so opened as an Activity).
    pub fn set_activity(&mut self, on: bool) {
        self.activity = on;
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
                let mut reply = self.dress(reply, main, now);
                games::facing::private(self.store.conn(), &mut reply, req.user.id);
                reply
            }
            Err(refusal) => refused(refusal, req.user.lang),
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

    /// A game's reply that no command asked for (the bot's move, a review nobody asked for),
    /// dressed in the language its game speaks.
    fn dress_for_game(&self, reply: Reply, now: i64) -> Reply {
        let main = words::speak::of_game(self.store.conn(), &reply);
        self.dress(reply, main, now)
    }

    /// Runs `req`, whose place already speaks its server's chosen language; `guild_locale`
    /// is what Discord said the server speaks.
    fn try_handle(&mut self, req: &Request, guild_locale: Option<Lang>, now: i64) -> Answer {
        let (u, p, defaults) = (&req.user, &req.place, self.defaults);
        let limit = self.rated_pair_limit;
        let manages_server = req.manages_server;
        let owing = self.owing(p);
        let web_url = self.web_url.clone();
        let activity = self.activity;
        self.store.write(|tx| {
            players::upsert(tx, u.id, &u.name)?;
            players::set_lang(tx, u.id, u.lang)?;
            let server = match p.guild {
                Some(g) => servers::get(tx, g)?,
                None => Settings::default(),
            };
            let begins = commands::declared(&req.command).begins_games;
            if begins && p.guild.is_some() && !server.plays_in(p.channel) {
                return Err(Refusal::PlaysElsewhere {
                    channels: server.channels.clone(),
                });
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
            if activity {
                web_link::add_open_board(tx, &mut reply, p.post_lang(u))?;
            }
            // The clock's later posts about this game (reminders, forfeits) speak the
            // language of the place it is played in, as last seen.
            if let Some(game) = reply.game {
                crate::store::games::set_lang(tx, game, p.post_lang(u))?;
            }
            // A match's post lands here and is owed in its other server too.
            let here = p.guild.map(|_| (p.channel, p.thread));
            let reply = matches::both_places::mirror(tx, reply, here)?;
            let main = if reply.ephemeral {
                u.lang
            } else {
                p.post_lang(u)
            };
            Ok(owed(tx, reply, main, now, owing.as_ref())?)
        })
    }

    /// A pressed button, by its custom id; a button whose offer is gone says so. An answer
    /// says what the button's message should now show (`settled`), or takes its place
    /// (`update`), as the command's declaration has it.
    pub fn press(&mut self, user: &User, place: &Place, custom_id: &str, now: i64) -> Reply {
        let place = &self.placed(*place);
        let Some(id) = ButtonId::decode(custom_id) else {
            return Reply::private(t!(user.lang, "play-not-my-button"));
        };
        let command = id.command();
        let after = (commands::declared(&command).after_press)(&command);
        // No button changes a server's settings.
        let req = Request {
            user: user.clone(),
            place: *place,
            command,
            manages_server: false,
        };
        let mut reply = self.handle(&req, now);
        match after {
            AfterPress::Stays => {}
            AfterPress::Updates => reply.update = true,
            AfterPress::Tally => reply.update = !reply.ephemeral && reply.board.is_none(),
            // A refusal leaves the question as it was.
            _ if reply.ephemeral => {}
            AfterPress::Settles {
                key,
                if_started,
                private,
            } => {
                // The question was the presser's alone, in their language; the others were
                // posts, in the place's.
                let lang = if private {
                    user.lang
                } else {
                    place.post_lang(user)
                };
                let key = if_started.filter(|_| reply.game_started).unwrap_or(key);
                reply.settled = Some(crate::i18n::text(
                    lang,
                    key,
                    &[("name", user.name.as_str().into())],
                ));
            }
        }
        reply
    }

    /// Reminders due (80% of a move's time gone, once per move), forfeits on time, games
    /// aborted for a first move not made, and challenges expired.
    pub fn tick(&mut self, now: i64) -> Vec<Reply> {
        let owing = self.outbox.then(outbox::Owing::default);
        let finish = |tx: &crate::store::sql::Connection, r: Reply| {
            let main = speak::of_game(tx, &r);
            owed(tx, r, main, now, owing.as_ref())
        };
        // Time the bot could not take moves is given back before anything is judged; a
        // process that cannot take them judges nothing (`clock::outage`).
        let life = expiry::lifetime(self.defaults.challenge_days);
        let Some(mut out) = outage::keep(&mut self.store, &self.outage, life, now, &finish) else {
            return Vec::new();
        };
        // A vote closing before its deadline is decided before any forfeit is judged.
        out.extend(teams::close::due(
            &mut self.store,
            self.rated_pair_limit,
            now,
            &finish,
        ));
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
        let in_lang = |tx: &crate::store::sql::Connection, mut r: Reply, lang: Lang| {
            web_link::add_to_starts(tx, &mut r, web_url.as_deref(), lang)?;
            owed(tx, r, lang, now, owing.as_ref())
        };
        for (r, lang) in tournaments::clock::tick(&mut self.store, now, &in_lang) {
            out.push(self.dress(r, lang, now));
        }
        let owe_puzzle = |tx: &crate::store::sql::Connection, r: Reply, puzzle: &str| match owing {
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

    /// `/hint`, as the adapters ask it apart (its engine work runs on their side).
    pub fn hint(&mut self, user: &User, place: &Place, game: Option<i64>, now: i64) -> Reply {
        self.asked(user, place, Command::Hint { game }, now)
    }

    /// `/analyse`, as the adapters ask it apart (the review runs on their side, with
    /// progress).
    pub fn analysis(&mut self, user: &User, place: &Place, game: Option<i64>, now: i64) -> Reply {
        self.asked(user, place, Command::Analyse { game }, now)
    }

    fn asked(&mut self, user: &User, place: &Place, command: Command, now: i64) -> Reply {
        let req = Request {
            user: user.clone(),
            place: *place,
            command,
            manages_server: false,
        };
        self.handle(&req, now)
    }

    /// Records the thread the adapter opened for a game, so commands there find it.
    pub fn attach_thread(&mut self, game: i64, thread: u64) -> Result<(), String> {
        crate::store::games::set_thread(self.store.conn(), game, thread).map_err(|e| e.to_string())
    }

    /// Records the thread the adapter opened for a game from a post in `channel`: a match's
    /// thread in its second server is that place's, any other the game's own.
    pub fn attach_thread_in(&mut self, game: i64, channel: u64, thread: u64) -> Result<(), String> {
        let conn = self.store.conn();
        let second = crate::store::matches::set_thread(conn, game, channel, thread);
        match second.map_err(|e| e.to_string())? {
            true => Ok(()),
            false => self.attach_thread(game, thread),
        }
    }

    /// The legal moves of the caller's game in this place, for autocomplete (none when it
    /// is not their turn), with the move number they are for.
    pub fn legal_moves(&self, user: &User, place: &Place, game: Option<i64>) -> Listed {
        turn::legal_for(self.store.conn(), user, place, game).unwrap_or_default()
    }

    pub fn store(&self) -> &Store {
        &self.store
    }
}

/// A refusal as it leaves the service: said in its reader's language, kept as data.
pub fn refused(refusal: Refusal, lang: Lang) -> Reply {
    let text = words::refusals::said(lang, &refusal);
    Reply::refusal(refusal, text)
}

/// The reply as it leaves the service: no messages to bots, its text and pictures in
/// `main` (and each notice's picture in its receiver's language), drawn for time `now`.
fn dressed(conn: &crate::store::sql::Connection, reply: Reply, main: Lang, now: i64) -> Reply {
    let mut reply = bot::without_bots(reply);
    // A team's messages go to its members (a failed look-up leaves them as they were).
    let _ = teams::fan_out::to_members(conn, &mut reply);
    reply.lang = main;
    speak::pictures(conn, &mut reply, main);
    games::facing::notices(conn, &mut reply);
    reply.also = std::mem::take(&mut reply.also)
        .into_iter()
        .map(|r| dressed(conn, r, main, now))
        .collect();
    reply.at(now)
}

/// The reply dressed in the transaction that made it and, with the outbox in use, the
/// posts and direct messages it owes written there too.
fn owed(
    tx: &crate::store::sql::Connection,
    reply: Reply,
    main: Lang,
    now: i64,
    owing: Option<&outbox::Owing>,
) -> crate::store::sql::Result<Reply> {
    // A post for its own channel (the clock's, the bot's): a match's other place gets it too.
    let reply = match reply.channel {
        Some(_) => matches::both_places::mirror(tx, reply, None)?,
        None => reply,
    };
    match owing {
        Some(o) => outbox::owe(tx, dressed(tx, reply, main, now), o),
        None => Ok(reply),
    }
}
