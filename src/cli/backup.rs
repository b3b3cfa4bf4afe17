//! `rithmo backup --db rithmo.db --out FILE`: a copy of the database taken while the bot
//! runs (SQLite's online backup), checked, and what it holds.

use crate::store::copy;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct BackupArgs {
    /// The database to copy (it may be in use)
    #[arg(long)]
    db: PathBuf,
    /// The new file to write (never overwritten)
    #[arg(long)]
    out: PathBuf,
}

pub fn run(a: &BackupArgs) -> Result<String, String> {
    let c = copy::backup(&a.db, &a.out)?;
    Ok(format!(
        "{} backed up to {}: integrity ok; {c}\n",
        a.db.display(),
        a.out.display()
    ))
}
