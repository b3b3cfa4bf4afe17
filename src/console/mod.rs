//! The local console: type what a Discord user would, as any user, on a fake clock. Every
//! reply with a board prints it as text; with an images folder, the PNG (and any file) is
//! written there too, numbered on from the files the folder already holds. It speaks one
//! language (`--lang`, `/lang de|it|en`): its own words, and every user typing at it
//! (the console's place has no server language, so posts follow it too).

mod parse;
pub mod text_board;

use crate::i18n::{date_time, Lang};
use crate::service::chores::{Outcome, Served};
use crate::service::Thought;
use crate::service::{BoardImage, Command, Place, Reply, Request, Service, User, Via};
use crate::t;
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use parse::{known_langs, parse, user, At, Line, LATEST_TIME};

/// Where the console starts: server 1, channel 1.
pub const PLACE: Place = Place {
    guild: Some(1),
    channel: 1,
    thread: None,
    lang: None,
};

/// The place `/at` names for `user`. Channel ids are unique across servers, as Discord's are
/// (channel C of server S is S*1000 + C - 1000); a user's direct messages with the bot are
/// their own channel, on no server.
pub fn place(at: At, user: &User) -> Place {
    match at {
        At::Channel { server, channel } => Place {
            guild: Some(server),
            channel: (server - 1) * 1000 + channel,
            thread: None,
            lang: None,
        },
        At::Dm => Place {
            guild: None,
            channel: user.id,
            thread: None,
            lang: None,
        },
    }
}

/// The server and channel `/at` names channel id `id` by (the inverse of `place`), for a
/// channel of a server.
fn at_channel(id: u64) -> Option<(u64, u64)> {
    let server = id.checked_sub(1)? / 1000 + 1;
    Some((server, id - (server - 1) * 1000))
}

pub struct Console {
    /// Shared with the pages' desk when `rithmo serve` starts both: one service per process.
    service: Arc<Served>,
    images: Option<PathBuf>,
    user: User,
    at: At,
    now: i64,
    /// The number of the last file written: files are `0001-...`, `0002-...`.
    written: u32,
    key_shown: bool,
    /// The language it speaks, and every user typing at it.
    lang: Lang,
    /// `--debug`: technical details too (`/board`'s RFEN).
    pub debug: bool,
    /// The buttons of private replies, by id, with the user they were shown to: only they
    /// may press them, as on Discord.
    private_buttons: HashMap<String, User>,
    /// Each button shown, with the ids of the buttons of its message (itself among them).
    siblings: HashMap<String, Vec<String>>,
    /// Buttons whose message lost them when one of them was pressed (a question answered or
    /// replaced): as on Discord, they can no longer be pressed.
    gone: std::collections::HashSet<String>,
    /// The server's roles (`/role NAME @member ...`), each with its members' ids: a member's
    /// commands carry their roles, as Discord's interactions do.
    roles: Vec<(crate::service::Role, Vec<u64>)>,
}

impl Console {
    /// Links start messages and `/settings` to the web pages at `url` (`web_url`).
    pub fn set_web_url(&mut self, url: Option<&str>) {
        self.svc().set_web_url(url);
    }

    /// The service, under its lock (the pages' desk may hold it for a moment).
    fn svc(&self) -> std::sync::MutexGuard<'_, Service> {
        self.service.lock()
    }

    /// A console speaking English.
    pub fn open(db: &Path, images: Option<PathBuf>, now: i64) -> Result<Console, String> {
        Console::open_in(db, images, now, Lang::En)
    }

    /// A console speaking `lang` from the start (`rithmo console --lang de`).
    pub fn open_in(
        db: &Path,
        images: Option<PathBuf>,
        now: i64,
        lang: Lang,
    ) -> Result<Console, String> {
        let mut service = Service::open(db)?;
        // A console takes commands while it runs: it keeps the heartbeat, and gives back
        // the time nothing did (`service::clock::outage`).
        service.watch_outages(crate::service::OUTAGE_SECONDS);
        Console::on(Arc::new(Served::new(service)), images, now, lang)
    }

    /// A console on a service already open (`rithmo serve`: the one the pages' desk uses
    /// too, set up from the configuration).
    pub fn on(
        service: Arc<Served>,
        images: Option<PathBuf>,
        now: i64,
        lang: Lang,
    ) -> Result<Console, String> {
        if !(0..=LATEST_TIME).contains(&now) {
            return Err(t!(
                lang,
                "console-clock-range",
                latest = LATEST_TIME.to_string(),
                now = now.to_string()
            ));
        }
        let written = match &images {
            Some(dir) => {
                std::fs::create_dir_all(dir).map_err(|e| {
                    let path = dir.display().to_string();
                    t!(
                        lang,
                        "console-cannot-create",
                        path = path,
                        error = e.to_string()
                    )
                })?;
                last_number(dir)
            }
            None => 0,
        };
        Ok(Console {
            service,
            images,
            user: User {
                lang,
                ..user("alice")
            },
            at: At::Channel {
                server: 1,
                channel: 1,
            },
            now,
            written,
            key_shown: false,
            lang,
            debug: false,
            private_buttons: HashMap::new(),
            siblings: HashMap::new(),
            gone: Default::default(),
            roles: Vec::new(),
        })
    }

    /// Reads lines until the end of input or /quit.
    pub fn run(&mut self, input: impl BufRead, out: &mut impl Write) -> std::io::Result<()> {
        writeln!(
            out,
            "{}",
            t!(self.lang, "console-welcome", name = &self.user.name)
        )?;
        // Moves the bot owed when the console last stopped.
        self.bot_moves(out)?;
        for line in input.lines() {
            let line = line?;
            if !line.trim().is_empty() {
                writeln!(out, "{}> {}", self.user.name, line.trim())?;
            }
            match parse(&line, self.lang) {
                Ok(Line::Quit) => break,
                Ok(l) => self.step(l, out)?,
                Err(e) => writeln!(out, "  ! {e}")?,
            }
        }
        Ok(())
    }

    fn step(&mut self, line: Line, out: &mut impl Write) -> std::io::Result<()> {
        let here = place(self.at, &self.user);
        match line {
            Line::Command(mut command) => {
                let help = command == Command::Help;
                if let Some(role) = command.team_role_mut() {
                    role.members = self.members_of(role.id);
                }
                // The console has no Discord permissions: anyone may set it up.
                let req =
                    Request::command(Via::Console, &self.caller(), &here, command).managing(true);
                // The console waits for the engine (a hint, a review): it has nothing else
                // to do.
                let reply = self.svc().run(&req, self.now);
                let reply = reply.thought();
                let reply = self.reviewed(reply, &here, out)?;
                self.show(&reply, out)?;
                if help {
                    for line in t!(self.lang, "console-help").lines() {
                        writeln!(out, "  {line}")?;
                    }
                }
            }
            Line::Press(id) => match self.private_buttons.get(&id) {
                Some(owner) if owner.id != self.user.id => {
                    let text = t!(self.lang, "console-not-your-button", name = &owner.name);
                    writeln!(out, "  ! {text}")?;
                }
                _ if self.gone.contains(&id) => {
                    writeln!(out, "  ! {}", t!(self.lang, "console-button-gone"))?;
                }
                _ => {
                    let req = Request::press(Via::Console, &self.caller(), &here, &id);
                    let reply = self.svc().run(&req, self.now);
                    let reply = reply.thought();
                    if reply.update || reply.settled.is_some() {
                        let message = self.siblings.get(&id).cloned().unwrap_or_default();
                        self.gone.extend(message);
                    }
                    self.show(&reply, out)?;
                }
            },
            Line::As(name) => {
                self.user = User {
                    lang: self.lang,
                    ..user(&name)
                };
                let name = &self.user.name;
                writeln!(out, "  {}", t!(self.lang, "console-you-are", name = name))?;
            }
            Line::At(at) => {
                self.at = at;
                let text = match at {
                    At::Dm => t!(self.lang, "console-at-dm"),
                    At::Channel { server, channel } => t!(
                        self.lang,
                        "console-at-channel",
                        server = server.to_string(),
                        channel = channel.to_string()
                    ),
                };
                writeln!(out, "  {text}")?;
            }
            Line::Lang(code) => self.speak(&code, out)?,
            Line::Role(name, members) => {
                let role = parse::role(&name);
                let ids: Vec<u64> = members.iter().map(|m| user(m).id).collect();
                self.roles.retain(|(r, _)| r.id != role.id);
                let text = t!(
                    self.lang,
                    "console-role",
                    role = role.name.as_str(),
                    members = members.join(", ")
                );
                self.roles.push((role, ids));
                writeln!(out, "  {text}")?;
            }
            Line::Clock(secs) if self.now + secs > LATEST_TIME => {
                writeln!(out, "  ! {}", t!(self.lang, "console-clock-too-far"))?;
            }
            Line::Clock(secs) => {
                self.now += secs;
                // Time the console moves on is time it was up: no outage.
                self.svc().keep_alive(self.now);
                let time = date_time(self.lang, self.now);
                writeln!(out, "  {}", t!(self.lang, "console-clock", time = time))?;
            }
            Line::Quit | Line::Empty => {}
        }
        let replies = self.svc().tick(self.now);
        for reply in replies {
            self.show(&reply, out)?;
        }
        self.bot_moves(out)
    }

    /// The console's user as a command carries them: with their roles.
    fn caller(&self) -> User {
        let roles = self.roles.iter();
        let mine = roles.filter(|(_, m)| m.contains(&self.user.id));
        User {
            roles: mine.map(|(r, _)| r.id).collect(),
            ..self.user.clone()
        }
    }

    /// How many members role `id` has, if the console knows the role.
    fn members_of(&self, id: u64) -> Option<u32> {
        let (_, members) = self.roles.iter().find(|(r, _)| r.id == id)?;
        Some(members.len() as u32)
    }

    /// `/lang CODE`: from now on the console, and whoever types at it, speaks that language;
    /// said in the new language, or refused in the old one.
    fn speak(&mut self, code: &str, out: &mut impl Write) -> std::io::Result<()> {
        match Lang::parse(code) {
            Some(lang) => {
                self.lang = lang;
                self.user.lang = lang;
                writeln!(out, "  {}", t!(lang, "language-set"))
            }
            None => {
                let known = known_langs();
                let text = t!(self.lang, "language-unknown", code = code, known = known);
                writeln!(out, "  ! {text}")
            }
        }
    }

    /// The engine's work owed after a command or a tick: the bot's moves, then the reviews
    /// players chose, by the service's one driver. The console has no async threads and no
    /// lock: it works right here, between asking and storing, as an adapter must.
    fn bot_moves(&mut self, out: &mut impl Write) -> std::io::Result<()> {
        let (mut outcomes, now) = (Vec::new(), self.now);
        self.service.drive(|| now, |o| outcomes.push(o));
        for outcome in outcomes {
            match outcome {
                Outcome::Done(reply) => self.show(&reply, out)?,
                Outcome::Failed { game, error } => {
                    let game = game.to_string();
                    let text = t!(
                        self.lang,
                        "console-bot-cannot-move",
                        game = game,
                        error = error
                    );
                    writeln!(out, "  ! {text}")?;
                }
            }
        }
        Ok(())
    }

    /// A reply that leaves a game's review to do: the review made here, its progress
    /// printed every ten moves, and the service's answer with it.
    fn reviewed(
        &mut self,
        reply: Reply,
        here: &crate::service::Place,
        out: &mut impl Write,
    ) -> std::io::Result<Reply> {
        let Some(crate::service::Thinking::Review(job)) = reply.thinking.clone() else {
            return Ok(reply);
        };
        writeln!(out, "  {}", reply.text)?;
        let lang = self.lang;
        let done = job.run(&mut |done, total| {
            if done % 20 == 0 && done > 0 && done < total {
                let line = t!(
                    lang,
                    "review-working",
                    game = job.game,
                    done = done,
                    total = total
                );
                // Progress is a courtesy: a failed write shows with the answer's.
                let _ = writeln!(out, "  {line}");
            }
        });
        let user = self.user.clone();
        Ok(self.svc().reviewed(&user, here, &job, &done, self.now))
    }

    fn show(&mut self, reply: &Reply, out: &mut impl Write) -> std::io::Result<()> {
        let prefix = if reply.ephemeral {
            format!("  {} ", t!(self.lang, "console-only-you"))
        } else {
            "  ".to_string()
        };
        for line in reply.text.lines() {
            writeln!(out, "{prefix}{line}")?;
        }
        if let Some(what) = &reply.settled {
            let text = t!(self.lang, "console-buttons-gone", what = what);
            writeln!(out, "  {text}")?;
        }
        if let (true, Some(rfen)) = (self.debug, &reply.debug) {
            writeln!(out, "{prefix}`{rfen}`")?;
        }
        // A menu's values are pressed like buttons: `/press learn-move:neo:1:1:d4-d5`.
        let picks: Vec<(String, String)> = reply
            .menu
            .iter()
            .flat_map(|m| {
                m.options
                    .iter()
                    .map(|o| (o.clone(), format!("{}:{o}", m.custom_id)))
            })
            .collect();
        let mut message: Vec<String> = reply.buttons.iter().map(|b| b.custom_id.clone()).collect();
        message.extend(picks.iter().map(|(_, id)| id.clone()));
        for (label, id) in &picks {
            writeln!(out, "  [{label}] /press {id}")?;
            if reply.ephemeral {
                self.private_buttons.insert(id.clone(), self.user.clone());
            }
        }
        for b in &reply.buttons {
            writeln!(out, "  [{}] /press {}", b.label, b.custom_id)?;
            self.siblings.insert(b.custom_id.clone(), message.clone());
            self.gone.remove(&b.custom_id);
            if reply.ephemeral {
                self.private_buttons
                    .insert(b.custom_id.clone(), self.user.clone());
            }
        }
        for f in &reply.files {
            self.write_file(&f.name, &f.bytes, out)?;
        }
        if let (Some(replay), Some(_)) = (&reply.replay, &self.images) {
            match crate::service::games::picture::gif(replay) {
                Ok(gif) => {
                    self.write_file(&replay.name, &gif, out)?;
                }
                Err(e) => writeln!(out, "  {}", t!(self.lang, "console-no-replay", error = e))?,
            }
        }
        if let (Some(graph), true) = (&reply.graph, self.images.is_some()) {
            let png = crate::render::eval_graph::eval_graph_png(graph);
            self.write_file("evaluation.png", &png, out)?;
        }
        for (name, b) in &reply.moments {
            if self.images.is_some() {
                let png = crate::service::games::picture::png(b);
                self.write_file(name, &png, out)?;
            }
        }
        if let (Some(t), true) = (&reply.table, self.images.is_some()) {
            let png = crate::render::table::table_png(&t.table);
            self.write_file(&t.name, &png, out)?;
        }
        if let Some(chart) = &reply.chart {
            if self.images.is_some() {
                self.write_file(
                    &chart.name,
                    &crate::service::games::picture::chart(chart),
                    out,
                )?;
            }
        }
        // Each distinct board is drawn once: a watcher's message shows the post's picture.
        let mut drawn: Vec<(BoardImage, String)> = Vec::new();
        if let Some(board) = &reply.board {
            self.print_board(board, out)?;
            if let Some(file) = self.picture(board, reply.game, out)? {
                drawn.push((board.clone(), file));
            }
        }
        for n in &reply.notices {
            let name = {
                let svc = self.svc();
                crate::store::players::name(svc.store().conn(), n.user)
            };
            let name = name.ok().flatten().unwrap_or_else(|| n.user.to_string());
            let first = n.text.lines().next().unwrap_or_default();
            let file = match &n.board {
                None => None,
                Some(b) => match drawn.iter().find(|(seen, _)| seen == b) {
                    Some((_, file)) => Some(file.clone()),
                    None => {
                        let file = self.picture(b, reply.game, out)?;
                        if let Some(f) = &file {
                            drawn.push((b.clone(), f.clone()));
                        }
                        file
                    }
                },
            };
            let to = match (&n.board, file) {
                (_, Some(file)) => t!(self.lang, "console-dm-with-file", name = name, file = file),
                (Some(_), None) => t!(self.lang, "console-dm-with-board", name = name),
                (None, None) => t!(self.lang, "console-dm", name = name),
            };
            writeln!(out, "  {to} {first}")?;
        }
        // The further posts the change made (a tournament's games, a match's post in its
        // other server), each as its own, under the place it is posted in.
        for r in &reply.also {
            if let Some((server, channel)) = r.channel.and_then(at_channel) {
                let at = t!(
                    self.lang,
                    "console-at-channel",
                    server = server.to_string(),
                    channel = channel.to_string()
                );
                writeln!(out, "  {at}")?;
            }
            self.show(r, out)?;
        }
        Ok(())
    }

    fn print_board(&mut self, board: &BoardImage, out: &mut impl Write) -> std::io::Result<()> {
        if !self.key_shown {
            writeln!(out, "  ({})", text_board::key(self.lang))?;
            self.key_shown = true;
        }
        write!(out, "{}", text_board::text_board(board))
    }

    /// Writes a board's PNG when pictures are kept; returns its file name.
    fn picture(
        &mut self,
        board: &BoardImage,
        game: Option<i64>,
        out: &mut impl Write,
    ) -> std::io::Result<Option<String>> {
        if self.images.is_none() {
            return Ok(None);
        }
        let png = crate::service::games::picture::png(board);
        self.write_file(&format!("game{}.png", game.unwrap_or(0)), &png, out)
    }

    /// Writes a file under the next number (`0007-name`), or prints a text file when no
    /// folder is kept; returns the name written.
    fn write_file(
        &mut self,
        name: &str,
        bytes: &[u8],
        out: &mut impl Write,
    ) -> std::io::Result<Option<String>> {
        let Some(dir) = &self.images else {
            if let Ok(text) = std::str::from_utf8(bytes) {
                writeln!(out, "  --- {name} ---\n{text}  ---")?;
            }
            return Ok(None);
        };
        self.written += 1;
        let numbered = format!("{:04}-{name}", self.written);
        let path = dir.join(&numbered);
        std::fs::write(&path, bytes)?;
        let path = path.display().to_string();
        writeln!(out, "  {}", t!(self.lang, "console-file", path = path))?;
        Ok(Some(numbered))
    }
}

/// The highest number among the files `NNNN-...` in `dir` (0 when there are none), so that a
/// restart numbers on and never overwrites an earlier picture.
fn last_number(dir: &Path) -> u32 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
            name[digits.len()..]
                .starts_with('-')
                .then(|| digits.parse().ok())?
        })
        .max()
        .unwrap_or(0)
}
