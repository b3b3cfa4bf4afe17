//! The bot's log on stderr. RUST_LOG, when set, wins over the configured level. Whatever
//! the level, secrets are masked (see `redact`); below trace, library spans are left out,
//! because serenity records every request in one, body (board PNGs included) and all.

use super::redact::redact;
use std::io::Write;
use tracing::level_filters::LevelFilter;
use tracing_subscriber::filter::filter_fn;
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::prelude::*;
use tracing_subscriber::EnvFilter;

pub fn init(level: &str, token: Option<&str>) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new(format!("warn,rithmo={level}")));
    let tracing_everything = filter.max_level_hint() == Some(LevelFilter::TRACE);
    // rithmo opens no spans: below trace, every span is a library's.
    let spans = filter_fn(move |m| tracing_everything || !m.is_span());
    let mut known: Vec<String> = Vec::new();
    if let Some(t) = token {
        known.push(t.trim().to_string());
        known.push(t.trim().trim_start_matches("Bot ").to_string());
    }
    let layer = tracing_subscriber::fmt::layer()
        .with_writer(Masking(known))
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_filter(filter)
        .with_filter(spans);
    let _ = tracing_subscriber::registry().with(layer).try_init();
}

/// Writes each formatted line to stderr with its secrets masked.
struct Masking(Vec<String>);

struct MaskedStderr<'a>(&'a [String]);

impl<'a> MakeWriter<'a> for Masking {
    type Writer = MaskedStderr<'a>;

    fn make_writer(&'a self) -> Self::Writer {
        MaskedStderr(&self.0)
    }
}

impl Write for MaskedStderr<'_> {
    /// The formatter hands over one whole event per call.
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let line = redact(&String::from_utf8_lossy(buf), self.0);
        std::io::stderr().write_all(line.as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}
