//! The clock: reminders when 80% of a move's time has passed (once per deadline) and
//! forfeits when it has all passed (a first move not made aborts the game instead: `abort`).
//! Every process sharing the database ticks; each game is handled in its own transaction,
//! which claims the duty (store::duties, or the abort's guarded update) before doing it, so
//! each reminder, forfeit and abort is announced by exactly one of them.

use crate::i18n::date_time;
use crate::service::clock::bank_words;
use crate::service::games::call_off::{on_time, ABORTABLE_BEFORE};
use crate::service::games::deadline::turn;
use crate::service::games::ending::{conclude, Ending};
use crate::service::games::loaded::load;
use crate::service::{words::tell, Refusal, Reply};
use crate::store::duties::{self, Duty};
use crate::store::games::{self, GameRow, Status};
use crate::store::notify;
use crate::store::Store;

/// What is done with an announcement in the transaction that made it.
pub type Finish<'a> =
    dyn Fn(&crate::store::sql::Connection, Reply) -> crate::store::sql::Result<Reply> + 'a;
use crate::t;

/// The share of a move's time (its days, or the bank it began with) left when the player is
/// reminded: the last fifth.
const REMIND_BEFORE: i64 = 5;
/// And again, for who asked for it (`/notify second-reminder:true`): the last twentieth.
const REMIND_AGAIN_BEFORE: i64 = 20;

/// `finish` sees each announcement in the transaction that made it (the outbox is written
/// there).
pub fn tick(store: &mut Store, pair_limit: u32, now: i64, finish: &Finish) -> Vec<Reply> {
    // Only games with something due, so idle ticks of several processes take no write lock.
    let due = games::due_at(store.conn(), now, REMIND_BEFORE, REMIND_AGAIN_BEFORE);
    let mut out = Vec::new();
    for row in due.unwrap_or_default() {
        let id = row.id;
        let r = store.write(|tx| -> Result<Option<Reply>, Refusal> {
            // Read again inside the transaction: a move may have come in meanwhile.
            let r = match games::get(tx, id)? {
                Some(fresh) if fresh.status == Status::Active => {
                    handle(tx, fresh, pair_limit, now)?
                }
                _ => None,
            };
            Ok(r.map(|r| finish(tx, r)).transpose()?)
        });
        if let Ok(Some(reply)) = r {
            out.push(reply);
        }
    }
    out
}

fn handle(
    tx: &crate::store::sql::Connection,
    row: GameRow,
    pair_limit: u32,
    now: i64,
) -> Result<Option<Reply>, Refusal> {
    // The bot has no clock: its moves are made by the adapter as soon as it can.
    if crate::service::games::bot::bot_to_move(&row).is_some() {
        return Ok(None);
    }
    let Some(deadline) = row.deadline else {
        return Ok(None);
    };
    let remind_at = deadline - turn(&row) / REMIND_BEFORE;
    let channel = row.thread_id.unwrap_or(row.channel_id);
    let duty = |kind| Duty {
        kind,
        subject: row.id,
        occasion: deadline,
    };
    if now >= deadline && row.ply < ABORTABLE_BEFORE {
        // Claimed by its own guarded update (`games::abort_late`).
        return on_time(tx, &load(tx, row)?, now);
    }
    if now >= deadline {
        if !duties::claim(tx, &duty(duties::FORFEIT), now)? {
            return Ok(None);
        }
        let g = load(tx, row)?;
        let loser = g.game.pos.side;
        let post = games::lang(tx, g.row.id)?;
        let end = conclude(tx, &g, &Ending::Time { loser }, post, pair_limit, now)?;
        return Ok(Some(Reply {
            channel: Some(channel),
            ..end
        }));
    }
    if now >= deadline - turn(&row) / REMIND_AGAIN_BEFORE
        && duties::claim(tx, &duty(duties::SECOND_REMINDER), now)?
    {
        if let Some(r) = remind_again(tx, &row, deadline)? {
            // The first reminder, if not sent yet, would now come after the last call.
            duties::claim(tx, &duty(duties::REMINDER), now)?;
            return Ok(Some(r));
        }
    }
    if now < remind_at || !duties::claim(tx, &duty(duties::REMINDER), now)? {
        return Ok(None);
    }
    let g = load(tx, row)?;
    let to_move = g.to_move().expect("players set");
    let first = first_move(&g.row);
    let text = |lang| {
        t!(
            lang,
            "clock-reminder",
            id = g.row.id,
            deadline = date_time(lang, deadline),
            first = first
        ) + &bank_words::after_deadline(tx, lang, &g.row, false, now).unwrap_or_default()
    };
    let notice = tell::one(tx, to_move, text)?;
    Ok(Some(Reply {
        text: text(games::lang(tx, g.row.id)?),
        mentions: vec![to_move],
        notices: vec![notice],
        game: Some(g.row.id),
        channel: Some(channel),
        ..Reply::default()
    }))
}

/// The second reminder, by direct message only, when the player to move asked for it
/// (claimed either way, so a game whose other player asked is not looked at again).
fn remind_again(
    tx: &crate::store::sql::Connection,
    row: &GameRow,
    deadline: i64,
) -> Result<Option<Reply>, Refusal> {
    let Some(to_move) = row.to_move() else {
        return Ok(None);
    };
    if !notify::get(tx, to_move)?.second_reminder {
        return Ok(None);
    }
    let notice = tell::one(tx, to_move, |lang| {
        t!(
            lang,
            "clock-second-reminder",
            id = row.id,
            deadline = date_time(lang, deadline),
            first = first_move(row)
        )
    })?;
    Ok(Some(Reply {
        notices: vec![notice],
        game: Some(row.id),
        ..Reply::default()
    }))
}

/// Whether the move due is a first move ("yes"), which the clock aborts instead of losing
/// on time: as the reminders' texts select.
fn first_move(row: &GameRow) -> &'static str {
    if row.ply < ABORTABLE_BEFORE {
        "yes"
    } else {
        "no"
    }
}
