use super::lang_arg;
use crate::console::Console;
use crate::i18n::Lang;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct ConsoleArgs {
    /// The SQLite database file (created if missing)
    #[arg(long)]
    db: PathBuf,
    /// Write each reply's board image (and files) into this folder
    #[arg(long)]
    images: Option<PathBuf>,
    /// Start the fake clock at this unix time (default: now)
    #[arg(long)]
    now: Option<i64>,
    /// The language it speaks, and everyone typing at it: en, de or it (/lang changes it)
    #[arg(long, default_value = "en", value_parser = lang_arg)]
    lang: Lang,
    /// Also print technical details: `/board`'s position as RFEN
    #[arg(long)]
    debug: bool,
}

pub fn run(args: &ConsoleArgs) -> Result<String, String> {
    let now = args.now.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    });
    let mut console = Console::open_in(&args.db, args.images.clone(), now, args.lang)?;
    console.debug = args.debug;
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout();
    console
        .run(stdin.lock(), &mut stdout)
        .map_err(|e| e.to_string())?;
    Ok(String::new())
}
