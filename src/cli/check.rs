//! `rithmo check --db FILE`: SQLite's integrity check of a database (a backup, say) and
//! what it holds; the file is opened read-only.

use crate::store::copy;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct CheckArgs {
    /// The database file to check
    #[arg(long)]
    db: PathBuf,
}

pub fn run(a: &CheckArgs) -> Result<String, String> {
    let conn = copy::open_existing(&a.db)?;
    copy::integrity(&conn).map_err(|e| format!("{}: {e}", a.db.display()))?;
    let c = copy::contents(&conn).map_err(|e| format!("{}: {e}", a.db.display()))?;
    Ok(format!("{}: integrity ok; {c}\n", a.db.display()))
}
