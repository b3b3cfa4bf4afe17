//! The game service: every command of a correspondence game, transport-free. Each command
//! is one transaction on the store; the time is always passed in.

mod auto_reviews;
mod bot_turns;
pub mod chores;
pub mod clock;
pub mod commands;
mod deliveries;
pub mod exercises;
mod finish;
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
    ReplayImage, Reply, Request, Role, Scope, TableImage, TeamAsk, Thinking, User, Via, Want, What,
    DAYS_PER_MOVE, DEFAULT_DAYS, MAX_INPUT,
};

use crate::i18n::Lang;
pub use crate::store::ratings::DEFAULT_PAIR_LIMIT;
use crate::store::servers::{self, Settings};
use crate::store::{players, Store};
use crate::t;
use clock::{daily, digest, expiry, outage, tick};
pub(crate) use finish::dressed;
use finish::Finish;
use games::turn;
use protocol::{AfterPress, ButtonId, Cx, Defaults};
use std::path::Path;

pub struct Service {
    store: Store,
    /// The configuration's days per move and days a challenge stays open, where a server
    /// sets none.
    defaults: Defaults,
    /// Rated games between the same two players counted per day.
    rated_pair_limit: u32,
    /// Posts and direct messages owed are written to the outbox (`use_outbox`).
    outbox: bool,
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

    /// Runs one request at time `now` (unix seconds): a command, or a button pressed. A
    /// refusal comes back as an ephemeral reply, and the database is left as it was. Where
    /// the request came from (`via`) says who carries the public post it owes.
    pub fn run(&mut self, req: &Request, now: i64) -> Reply {
        let guild_locale = req.place.lang;
        let req = &Request {
            place: self.placed(req.place),
            ..req.clone()
        };
        match &req.what {
            What::Command(command) => self.command(req, command, guild_locale, now),
            What::Press(id) => self.pressed(req, id.clone(), now),
            What::UnknownButton => Reply::private(t!(req.user.lang, "play-not-my-button")),
        }
    }

    /// Runs `command` of `req`, whose place already speaks its server's chosen language.
    fn command(
        &mut self,
        req: &Request,
        command: &Command,
        guild_locale: Option<Lang>,
        now: i64,
    ) -> Reply {
        match self.try_handle(req, command, guild_locale, now) {
            Ok(mut reply) => {
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

    /// How the work the service does by itself at `now` (the clock's, the bot's) finishes
    /// its replies: each post for its own channel, owed to the outbox's sender.
    fn finishing(&self, now: i64) -> Finish {
        Finish {
            now,
            owing: self.outbox.then(outbox::Owing::default),
        }
    }

    /// How the replies of `req` owe their posts, if the outbox is used: a command on
    /// Discord is answered through its interaction, one from a page by the sender.
    fn owing(&self, req: &Request) -> Option<outbox::Owing> {
        self.outbox.then(|| match &req.via {
            Via::Interaction(token) => outbox::Owing::answering(Some(token.clone()), &req.place),
            Via::Page => outbox::Owing {
                unanswered: true,
                ..outbox::Owing::answering(None, &req.place)
            },
            Via::Deferred | Via::Console => outbox::Owing::answering(None, &req.place),
        })
    }

    /// Runs `req`, whose place already speaks its server's chosen language; `guild_locale`
    /// is what Discord said the server speaks.
    fn try_handle(
        &mut self,
        req: &Request,
        command: &Command,
        guild_locale: Option<Lang>,
        now: i64,
    ) -> Answer {
        let (u, p, defaults) = (&req.user, &req.place, self.defaults);
        let limit = self.rated_pair_limit;
        let manages_server = req.manages_server;
        let finish = Finish {
            now,
            owing: self.owing(req),
        };
        let web_url = self.web_url.clone();
        let activity = self.activity;
        self.store.write(|tx| {
            players::upsert(tx, u.id, &u.name)?;
            players::set_lang(tx, u.id, u.lang)?;
            let server = match p.guild {
                Some(g) => servers::get(tx, g)?,
                None => Settings::default(),
            };
            let begins = commands::declared(command).begins_games;
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
            let mut reply = commands::run(&cx, command)?;
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
            Ok(finish.reply(tx, reply, main)?)
        })
    }

    /// A pressed button: the command it gives, run as `req`'s. An answer says what the
    /// button's message should now show (`settled`), or takes its place (`update`), as the
    /// command's declaration has it.
    fn pressed(&mut self, req: &Request, id: ButtonId, now: i64) -> Reply {
        let (user, place) = (&req.user, &req.place);
        let command = id.command();
        let after = (commands::declared(&command).after_press)(&command);
        // No button changes a server's settings.
        let req = &Request {
            manages_server: false,
            ..req.clone()
        };
        let mut reply = self.command(req, &command, place.lang, now);
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
        let fin = self.finishing(now);
        let finish = |tx: &crate::store::sql::Connection, r: Reply| fin.of_game(tx, r);
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
        let web_url = self.web_url.clone();
        let in_lang = |tx: &crate::store::sql::Connection, mut r: Reply, lang: Lang| {
            web_link::add_to_starts(tx, &mut r, web_url.as_deref(), lang)?;
            fin.reply(tx, r, lang)
        };
        out.extend(tournaments::clock::tick(&mut self.store, now, &in_lang));
        let owe_puzzle =
            |tx: &crate::store::sql::Connection, r: Reply, puzzle: &str| fin.puzzle(tx, r, puzzle);
        out.extend(daily::post(&mut self.store, now, &owe_puzzle));
        self.outbox_prune();
        out
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
