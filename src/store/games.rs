//! Games, from challenge to result. A row's `status` (a `Status`) says where it stands; a
//! cancelled row never counts for anyone, and its `reason` (a `Termination`) says why: none
//! (the challenger withdrew it), `expired` (a challenge nobody accepted in time) or `aborted`
//! (a game called off before both players had moved). A challenge's `deadline` is when it
//! expires; a running game's, when the move due must be made. The stored words are read into
//! their types once, where the row is read.

mod clock;
mod decision;
mod lists;
mod status;
mod termination;
mod word;

pub use clock::{Clock, ClockKind};
pub use decision::Decision;
pub use lists::{
    active_in_channel, active_in_channel_of, active_with_deadline, active_with_player_in, all,
    challenges_by, challenges_for, challenges_from_to, challenges_over, due_at, in_thread,
    live_in_channel, live_involving, live_of, of_player, open_challenges_by, played_in_channel_by,
    to_review, watched_by,
};
pub use status::Status;
pub use termination::Termination;

use super::{exec, one};
use crate::i18n::Lang;
use crate::store::sql::{params, Connection, OptionalExtension, Row};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: i64,
    pub variant: String,
    pub options: String,
    pub status: Status,
    pub challenger: u64,
    pub opponent: Option<u64>,
    pub colour_choice: String,
    pub white: Option<u64>,
    pub black: Option<u64>,
    pub days_per_move: u32,
    pub start_position: String,
    pub position: String,
    pub ply: u32,
    pub deadline: Option<i64>,
    pub result: Option<Decision>,
    pub reason: Option<Termination>,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub thread_id: Option<u64>,
    pub created_at: i64,
    /// Schema 4's record of the reminder sent; read only (reminders are duties since 5).
    pub reminded_ply: Option<u32>,
    /// Whether the result counts for rating (a casual game's does not).
    pub rated: bool,
    /// Its clock's kind, weekends and banks (`days_per_move` is its first move's days).
    pub clock: Clock,
    /// A match's second server, once it took the match (`store::matches`): the game is
    /// reached from there too.
    pub second_guild: Option<u64>,
}

impl GameRow {
    /// A game called off before both players had moved: no result.
    pub fn aborted(&self) -> bool {
        self.status == Status::Cancelled && self.reason == Some(Termination::Aborted)
    }

    /// A challenge nobody accepted in time.
    pub fn expired(&self) -> bool {
        self.status == Status::Cancelled && self.reason == Some(Termination::Expired)
    }

    /// A finished game's result and why it ended.
    pub fn ended(&self) -> Option<(Decision, Termination)> {
        match (self.status, self.result, self.reason) {
            (Status::Finished, Some(result), Some(reason)) => Some((result, reason)),
            _ => None,
        }
    }

    /// Whose turn it is in a running game, read off the position's side field.
    pub fn to_move(&self) -> Option<u64> {
        match self.position.split(' ').nth(1) {
            Some("b") => self.black,
            _ => self.white,
        }
    }

    /// The other player of a running or ended game.
    pub fn opponent_of(&self, player: u64) -> Option<u64> {
        match (self.white, self.black) {
            (Some(w), b) if w == player => b,
            (w, Some(b)) if b == player => w,
            _ => None,
        }
    }
}

const COLUMNS: &str = "id, variant, options, status, challenger, opponent, colour_choice, white, \
    black, days_per_move, start_position, position, ply, deadline, result, reason, guild_id, \
    channel_id, thread_id, created_at, reminded_ply, rated, increment_days, cap_days, weekends, \
    white_bank, black_bank, turn_seconds, \
    (SELECT m.guild_id FROM match_places m WHERE m.game_id = games.id)";

fn id(v: Option<i64>) -> Option<u64> {
    v.map(|v| v as u64)
}

fn from_row(r: &Row) -> crate::store::sql::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        variant: r.get(1)?,
        options: r.get(2)?,
        status: r.get(3)?,
        challenger: r.get::<_, i64>(4)? as u64,
        opponent: id(r.get(5)?),
        colour_choice: r.get(6)?,
        white: id(r.get(7)?),
        black: id(r.get(8)?),
        days_per_move: r.get(9)?,
        start_position: r.get(10)?,
        position: r.get(11)?,
        ply: r.get(12)?,
        deadline: r.get(13)?,
        result: r.get(14)?,
        reason: r.get(15)?,
        guild_id: id(r.get(16)?),
        channel_id: r.get::<_, i64>(17)? as u64,
        thread_id: id(r.get(18)?),
        created_at: r.get(19)?,
        reminded_ply: r.get(20)?,
        rated: r.get(21)?,
        clock: Clock {
            kind: ClockKind::from_columns(r.get(9)?, r.get(22)?, r.get(23)?),
            weekends: r.get(24)?,
            banks: [r.get(25)?, r.get(26)?],
            turn: r.get(27)?,
        },
        second_guild: id(r.get(28)?),
    })
}

fn opt(v: Option<u64>) -> Option<i64> {
    v.map(|v| v as i64)
}

/// A new challenge; returns its id.
pub fn insert_challenge(
    conn: &Connection,
    g: &GameRow,
    now: i64,
) -> crate::store::sql::Result<i64> {
    one(
        conn,
        "INSERT INTO games (variant, options, status, challenger, opponent, colour_choice,
            days_per_move, start_position, position, guild_id, channel_id, created_at, updated_at,
            deadline, rated, web_token, increment_days, cap_days, weekends)
         VALUES (?1, ?2, 'challenge', ?3, ?4, ?5, ?6, ?7, ?7, ?8, ?9, ?10, ?10, ?11, ?12,
                 lower(hex(randomblob(20))), ?13, ?14, ?15)
         RETURNING id",
        params![
            g.variant,
            g.options,
            g.challenger as i64,
            opt(g.opponent),
            g.colour_choice,
            g.days_per_move,
            g.start_position,
            opt(g.guild_id),
            g.channel_id as i64,
            now,
            g.deadline,
            g.rated,
            g.clock.kind.bank_terms().0,
            g.clock.kind.bank_terms().1,
            g.clock.weekends
        ],
        |r| r.get(0),
    )
}

pub fn get(conn: &Connection, id: i64) -> crate::store::sql::Result<Option<GameRow>> {
    one(
        conn,
        &format!("SELECT {COLUMNS} FROM games WHERE id = ?1"),
        [id],
        from_row,
    )
    .optional()
}

/// The challenge becomes a game between `white` and `black`, first move due by `deadline`.
pub fn start(
    conn: &Connection,
    id: i64,
    white: u64,
    black: u64,
    deadline: i64,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET status = 'active', white = ?2, black = ?3, deadline = ?4,
            updated_at = ?5 WHERE id = ?1",
        params![id, white as i64, black as i64, deadline, now],
    )?;
    Ok(())
}

pub fn set_status(
    conn: &Connection,
    id: i64,
    status: Status,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET status = ?2, updated_at = ?3 WHERE id = ?1",
        params![id, status, now],
    )?;
    Ok(())
}

pub fn set_thread(conn: &Connection, id: i64, thread: u64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET thread_id = ?2 WHERE id = ?1",
        params![id, thread as i64],
    )?;
    Ok(())
}

/// Remembers the language of the place a game is played in (its server's), for the posts
/// no command asks for: reminders, forfeits, the bot's moves.
pub fn set_lang(conn: &Connection, id: i64, lang: Lang) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET lang = ?2 WHERE id = ?1",
        params![id, lang.code()],
    )?;
    Ok(())
}

/// A player asked for a hint: the game is casual from now on.
pub fn set_hinted(conn: &Connection, id: i64) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET rated = 0, hinted = 1 WHERE id = ?1",
        [id],
    )?;
    Ok(())
}

/// A game just begun counts for no rating after all: casual (a team's game not between
/// teams, or in a server that does not rate its teams).
pub fn set_casual(conn: &Connection, id: i64) -> crate::store::sql::Result<()> {
    exec(conn, "UPDATE games SET rated = 0 WHERE id = ?1", [id])?;
    Ok(())
}

/// After a server chose the language of its posts: its games not yet over speak it.
pub fn set_server_lang(conn: &Connection, guild: u64, lang: Lang) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET lang = ?2 WHERE guild_id = ?1 AND status IN ('challenge', 'active')",
        params![guild as i64, lang.code()],
    )?;
    Ok(())
}

/// The language of a game's place (English until a command there says otherwise).
pub fn lang(conn: &Connection, id: i64) -> crate::store::sql::Result<Lang> {
    let code: Option<String> = one(conn, "SELECT lang FROM games WHERE id = ?1", [id], |r| {
        r.get(0)
    })
    .optional()?;
    Ok(code.map_or(Lang::En, |c| Lang::from_locale(&c)))
}

/// After a move: the new position, ply and deadline.
pub fn advance(
    conn: &Connection,
    id: i64,
    position: &str,
    ply: u32,
    deadline: i64,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET position = ?2, ply = ?3, deadline = ?4, updated_at = ?5 WHERE id = ?1",
        params![id, position, ply, deadline, now],
    )?;
    Ok(())
}

/// After a move: the banks left and the counted seconds given for the move now due.
pub fn set_clock(conn: &Connection, id: i64, clock: &Clock) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET white_bank = ?2, black_bank = ?3, turn_seconds = ?4 WHERE id = ?1",
        params![id, clock.banks[0], clock.banks[1], clock.turn],
    )?;
    Ok(())
}

pub fn finish(
    conn: &Connection,
    id: i64,
    result: Decision,
    reason: Termination,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET status = 'finished', result = ?2, reason = ?3, deadline = NULL,
            updated_at = ?4 WHERE id = ?1",
        params![id, result, reason, now],
    )?;
    Ok(())
}

/// A later deadline for the move due (a vacation); the reminder for it goes out again.
pub fn postpone(
    conn: &Connection,
    id: i64,
    deadline: i64,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "UPDATE games SET deadline = ?2, reminded_ply = NULL, updated_at = ?3 WHERE id = ?1",
        params![id, deadline, now],
    )?;
    Ok(())
}

/// Moves every challenge's deadline `gap` seconds later (time given back), one made before
/// challenges had a deadline getting its own first (`created_at + lifetime`); how many moved.
pub fn postpone_challenges(
    conn: &Connection,
    lifetime: i64,
    gap: i64,
) -> crate::store::sql::Result<usize> {
    exec(
        conn,
        "UPDATE games SET deadline = coalesce(deadline, created_at + ?1) + ?2
         WHERE status = 'challenge'",
        [lifetime, gap],
    )
}

/// Calls off a game before both players have moved; false if it is no longer such a game
/// (a move or another command came first), and then nothing changed.
pub fn abort(conn: &Connection, id: i64, now: i64) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "UPDATE games SET status = 'cancelled', reason = 'aborted', deadline = NULL,
            updated_at = ?2 WHERE id = ?1 AND status = 'active' AND ply < 2",
        params![id, now],
    )?;
    Ok(n == 1)
}

/// The clock's abort: only if the first move due is still not made and its time is up.
/// Claimed by this one guarded update, so two clocks never both announce it.
pub fn abort_late(conn: &Connection, id: i64, now: i64) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "UPDATE games SET status = 'cancelled', reason = 'aborted', deadline = NULL,
            updated_at = ?2
         WHERE id = ?1 AND status = 'active' AND ply < 2 AND deadline <= ?2",
        params![id, now],
    )?;
    Ok(n == 1)
}

/// A challenge left unanswered past its deadline expires; false if it was answered, withdrawn
/// or expired meanwhile. Challenges made before challenges expired have no deadline: theirs
/// is `created_at + lifetime`.
pub fn expire(
    conn: &Connection,
    id: i64,
    lifetime: i64,
    now: i64,
) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "UPDATE games SET status = 'cancelled', reason = 'expired',
            deadline = coalesce(deadline, created_at + ?2), updated_at = ?3
         WHERE id = ?1 AND status = 'challenge' AND coalesce(deadline, created_at + ?2) <= ?3",
        params![id, lifetime, now],
    )?;
    Ok(n == 1)
}

/// Calls off a running game whatever its ply, with no result (a tournament's game whose
/// player withdrew, or whose tournament was cancelled: the tournament scores it itself);
/// false if it was no longer running.
pub fn call_off(conn: &Connection, id: i64, now: i64) -> crate::store::sql::Result<bool> {
    let n = exec(
        conn,
        "UPDATE games SET status = 'cancelled', reason = 'aborted', deadline = NULL,
            updated_at = ?2 WHERE id = ?1 AND status = 'active'",
        params![id, now],
    )?;
    Ok(n == 1)
}
