//! The local console: type what a Discord user would, as any user, on a fake clock. Every
//! reply with a board prints it as text; with an images folder, the PNG (and any file) is
//! written there too, numbered on from the files the folder already holds.

mod parse;
pub mod text_board;

use crate::service::{BoardImage, Place, Reply, Request, Service, User};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

pub use parse::{parse, user, At, Line, LATEST_TIME};

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

pub struct Console {
    service: Service,
    images: Option<PathBuf>,
    user: User,
    at: At,
    now: i64,
    /// The number of the last file written: files are `0001-...`, `0002-...`.
    written: u32,
    key_shown: bool,
}

impl Console {
    pub fn open(db: &Path, images: Option<PathBuf>, now: i64) -> Result<Console, String> {
        if !(0..=LATEST_TIME).contains(&now) {
            return Err(format!(
                "the console's clock starts between 0 and {LATEST_TIME} (the end of year 9999), not at {now}"
            ));
        }
        let written = match &images {
            Some(dir) => {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
                last_number(dir)
            }
            None => 0,
        };
        Ok(Console {
            service: Service::open(db)?,
            images,
            user: user("alice"),
            at: At::Channel {
                server: 1,
                channel: 1,
            },
            now,
            written,
            key_shown: false,
        })
    }

    /// Reads lines until the end of input or /quit.
    pub fn run(&mut self, input: impl BufRead, out: &mut impl Write) -> std::io::Result<()> {
        writeln!(
            out,
            "rithmo console. You are {}. /help lists the commands; /as NAME switches user.",
            self.user.name
        )?;
        // Moves the bot owed when the console last stopped.
        self.bot_moves(out)?;
        for line in input.lines() {
            let line = line?;
            if !line.trim().is_empty() {
                writeln!(out, "{}> {}", self.user.name, line.trim())?;
            }
            match parse(&line, 3) {
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
            Line::Command(command) => {
                let req = Request {
                    user: self.user.clone(),
                    place: here,
                    command,
                };
                let reply = self.service.handle(&req, self.now);
                self.show(&reply, out)?;
            }
            Line::Press(id) => {
                let reply = self.service.press(&self.user, &here, &id, self.now);
                self.show(&reply, out)?;
            }
            Line::As(name) => {
                self.user = user(&name);
                writeln!(out, "  (you are now {})", self.user.name)?;
            }
            Line::At(at) => {
                self.at = at;
                match at {
                    At::Dm => writeln!(out, "  (in your direct messages with the bot)")?,
                    At::Channel { server, channel } => {
                        writeln!(out, "  (in server {server}, channel {channel})")?
                    }
                }
            }
            Line::Clock(secs) if self.now + secs > LATEST_TIME => {
                writeln!(out, "  ! /clock: that would pass the end of year 9999")?;
            }
            Line::Clock(secs) => {
                self.now += secs;
                writeln!(out, "  (clock: {})", crate::service::time::format(self.now))?;
            }
            Line::Quit | Line::Empty => {}
        }
        for reply in self.service.tick(self.now) {
            self.show(&reply, out)?;
        }
        self.bot_moves(out)
    }

    /// The bot's moves in every game where it is its turn. The console has no async threads
    /// and no lock: it thinks right here, between asking and storing, as an adapter must.
    fn bot_moves(&mut self, out: &mut impl Write) -> std::io::Result<()> {
        for turn in self.service.bot_turns() {
            let text = match turn.think() {
                Ok(text) => text,
                Err(e) => {
                    writeln!(out, "  ! the bot cannot move in game #{}: {e}", turn.game)?;
                    continue;
                }
            };
            if let Some(reply) = self.service.bot_move(&turn, &text, self.now) {
                self.show(&reply, out)?;
            }
        }
        Ok(())
    }

    fn show(&mut self, reply: &Reply, out: &mut impl Write) -> std::io::Result<()> {
        let prefix = if reply.ephemeral {
            "  (only you) "
        } else {
            "  "
        };
        for line in reply.text.lines() {
            writeln!(out, "{prefix}{line}")?;
        }
        if let Some(what) = &reply.settled {
            writeln!(out, "  (the pressed message's buttons are gone: {what})")?;
        }
        for b in &reply.buttons {
            writeln!(out, "  [{}] /press {}", b.label, b.custom_id)?;
        }
        for f in &reply.files {
            self.write_file(&f.name, &f.bytes, out)?;
        }
        if let (Some(replay), Some(_)) = (&reply.replay, &self.images) {
            match crate::service::image::gif(replay) {
                Ok(gif) => {
                    self.write_file(&replay.name, &gif, out)?;
                }
                Err(e) => writeln!(out, "  (no replay: {e})")?,
            }
        }
        if let Some(chart) = &reply.chart {
            if self.images.is_some() {
                self.write_file(&chart.name, &crate::service::image::chart(chart), out)?;
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
            let conn = self.service.store().conn();
            let name = crate::store::players::name(conn, n.user)
                .ok()
                .flatten()
                .unwrap_or_else(|| n.user.to_string());
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
            match (&n.board, file) {
                (_, Some(file)) => writeln!(out, "  (dm to {name}, with {file}) {first}")?,
                (Some(_), None) => writeln!(out, "  (dm to {name}, with the board) {first}")?,
                (None, None) => writeln!(out, "  (dm to {name}) {first}")?,
            }
        }
        Ok(())
    }

    fn print_board(&mut self, board: &BoardImage, out: &mut impl Write) -> std::io::Result<()> {
        match text_board::text_board(board) {
            Ok(text) => {
                if !self.key_shown {
                    writeln!(out, "  ({})", text_board::KEY)?;
                    self.key_shown = true;
                }
                write!(out, "{text}")
            }
            Err(e) => writeln!(out, "  (no board: {e})"),
        }
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
        match crate::service::image::png(board) {
            Ok(png) => {
                let name = self.write_file(&format!("game{}.png", game.unwrap_or(0)), &png, out)?;
                Ok(name)
            }
            Err(e) => {
                writeln!(out, "  (no image: {e})")?;
                Ok(None)
            }
        }
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
        writeln!(out, "  (file: {})", path.display())?;
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
