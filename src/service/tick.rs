//! The clock: reminders when 80% of a move's time has passed (once per move) and forfeits
//! when it has all passed (a first move not made aborts the game instead: `abort`). Each
//! game is handled in its own transaction.

use super::abort::{self, ABORTABLE_BEFORE};
use super::ending::{conclude, Ending};
use super::loaded::load;
use super::time::{format as when, DAY};
use super::{Notice, Refusal, Reply};
use crate::store::games::{self, GameRow};
use crate::store::Store;

pub fn tick(store: &mut Store, now: i64) -> Vec<Reply> {
    let due = games::select(
        store.conn(),
        "status = 'active' AND deadline IS NOT NULL",
        [],
    );
    let mut out = Vec::new();
    for row in due.unwrap_or_default() {
        let id = row.id;
        let r = store.write(|tx| -> Result<Option<Reply>, Refusal> {
            // Read again inside the transaction: a move may have come in meanwhile.
            match games::get(tx, id)? {
                Some(fresh) if fresh.status == "active" => handle(tx, fresh, now),
                _ => Ok(None),
            }
        });
        if let Ok(Some(reply)) = r {
            out.push(reply);
        }
    }
    out
}

fn handle(tx: &rusqlite::Connection, row: GameRow, now: i64) -> Result<Option<Reply>, Refusal> {
    let deadline = row.deadline.expect("selected with a deadline");
    let remind_at = deadline - i64::from(row.days_per_move) * DAY / 5;
    let channel = row.thread_id.unwrap_or(row.channel_id);
    if now >= deadline && row.ply < ABORTABLE_BEFORE {
        return abort::on_time(tx, &load(tx, row)?, now);
    }
    if now >= deadline {
        let g = load(tx, row)?;
        let loser = g.game.pos.side;
        let end = conclude(tx, &g, &Ending::Time { loser }, now)?;
        return Ok(Some(Reply {
            board: Some(g.image(tx)?),
            channel: Some(channel),
            ..end
        }));
    }
    if now >= remind_at && row.reminded_ply != Some(row.ply) {
        games::mark_reminded(tx, row.id, row.ply)?;
        let g = load(tx, row)?;
        let to_move = g.to_move().expect("players set");
        let after = if g.row.ply < ABORTABLE_BEFORE {
            "after that the game is aborted"
        } else {
            "after that the game is lost on time"
        };
        let text = format!(
            "Reminder: your move in game #{} is due by {}; {after}.",
            g.row.id,
            when(deadline)
        );
        let notice = Notice {
            user: to_move,
            text: text.clone(),
            board: None,
        };
        return Ok(Some(Reply {
            text,
            mentions: vec![to_move],
            notices: vec![notice],
            game: Some(g.row.id),
            channel: Some(channel),
            ..Reply::default()
        }));
    }
    Ok(None)
}
