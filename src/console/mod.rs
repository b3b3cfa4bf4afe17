//! The local console: type what a Discord user would, as any user, on a fake clock. Every
//! reply with a board prints it as text; with an images folder, the PNG (and any file) is
//! written there too, numbered on from the files the folder already holds.

mod parse;
pub mod text_board;

use crate::service::{BoardImage, Place, Reply, Request, Service, User};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

pub use parse::{parse, user, Line};

/// The console's one server and channel.
pub const PLACE: Place = Place {
    guild: Some(1),
    channel: 1,
    thread: None,
};

pub struct Console {
    service: Service,
    images: Option<PathBuf>,
    user: User,
    now: i64,
    /// The number of the last file written: files are `0001-...`, `0002-...`.
    written: u32,
    key_shown: bool,
}

impl Console {
    pub fn open(db: &Path, images: Option<PathBuf>, now: i64) -> Result<Console, String> {
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
        match line {
            Line::Command(command) => {
                let req = Request {
                    user: self.user.clone(),
                    place: PLACE,
                    command,
                };
                let reply = self.service.handle(&req, self.now);
                self.show(&reply, out)?;
            }
            Line::Press(id) => {
                let reply = self.service.press(&self.user, &PLACE, &id, self.now);
                self.show(&reply, out)?;
            }
            Line::As(name) => {
                self.user = user(&name);
                writeln!(out, "  (you are now {})", self.user.name)?;
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
        for b in &reply.buttons {
            writeln!(out, "  [{}] /press {}", b.label, b.custom_id)?;
        }
        for n in &reply.notices {
            let conn = self.service.store().conn();
            let name = crate::store::players::name(conn, n.user)
                .ok()
                .flatten()
                .unwrap_or_else(|| n.user.to_string());
            writeln!(
                out,
                "  (dm to {name}) {}",
                n.text.lines().next().unwrap_or_default()
            )?;
        }
        for f in &reply.files {
            self.write_file(&f.name, &f.bytes, out)?;
        }
        if let Some(board) = &reply.board {
            self.print_board(board, out)?;
            if self.images.is_some() {
                match crate::service::image::png(board) {
                    Ok(png) => {
                        let name = format!("game{}.png", reply.game.unwrap_or(0));
                        self.write_file(&name, &png, out)?;
                    }
                    Err(e) => writeln!(out, "  (no image: {e})")?,
                }
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

    fn write_file(
        &mut self,
        name: &str,
        bytes: &[u8],
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let Some(dir) = &self.images else {
            if let Ok(text) = std::str::from_utf8(bytes) {
                writeln!(out, "  --- {name} ---\n{text}  ---")?;
            }
            return Ok(());
        };
        self.written += 1;
        let path = dir.join(format!("{:04}-{name}", self.written));
        std::fs::write(&path, bytes)?;
        writeln!(out, "  (file: {})", path.display())
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
