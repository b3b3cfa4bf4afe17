//! A server's own settings (`/settings`): the language of its posts, its default days, the
//! channels its games may begin in, whether games against the bot are rated, and where
//! announcements go. A server never set up has the defaults.

use super::{exec, one};
use crate::i18n::Lang;
use crate::store::sql::{params, Connection, OptionalExtension};

/// One server's settings; `None` for a value left to its default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// The language of the server's posts; `None`: Discord's `guild_locale`.
    pub lang: Option<Lang>,
    /// Days per move of a challenge that names none; `None`: the configuration's.
    pub days: Option<u32>,
    /// With `days` the starting bank: days added to a time bank after each move, and the
    /// most it may hold; `None`: days per move.
    pub increment: Option<u32>,
    pub cap: Option<u32>,
    /// Its games take Saturdays and Sundays off (the players' own zones).
    pub weekends: bool,
    /// Days a challenge stays open; `None`: the configuration's.
    pub challenge_days: Option<u32>,
    /// The channels games may begin in; empty: every channel.
    pub channels: Vec<u64>,
    /// Games against the bot count for ratings.
    pub bot_rated: bool,
    /// Its team-against-team games count for the teams' ratings.
    pub teams_rated: bool,
    pub puzzle_channel: Option<u64>,
    pub tournament_channel: Option<u64>,
    /// Its finished games may be mined for puzzles (`rithmo puzzles --from-db`).
    pub game_puzzles: bool,
    /// Its board of games is on the web (`/settings web:on`).
    pub web: bool,
    /// The address of that board (`/s/<token>`), made the first time it is turned on and
    /// kept when it is turned off, so a link handed out works again when it is back on.
    pub web_token: Option<String>,
}

impl Settings {
    /// Whether a game may begin in `channel`.
    pub fn plays_in(&self, channel: u64) -> bool {
        self.channels.is_empty() || self.channels.contains(&channel)
    }
}

/// The settings of `guild` (the defaults for one never set up).
pub fn get(conn: &Connection, guild: u64) -> crate::store::sql::Result<Settings> {
    let row = one(
        conn,
        "SELECT lang, days, challenge_days, bot_rated, puzzle_channel, tournament_channel,
                game_puzzles, web, web_token, increment_days, cap_days, weekends, teams_rated
         FROM servers WHERE guild_id = ?1",
        [guild as i64],
        |r| {
            Ok(Settings {
                lang: r
                    .get::<_, Option<String>>(0)?
                    .as_deref()
                    .and_then(Lang::parse),
                days: r.get(1)?,
                challenge_days: r.get(2)?,
                channels: Vec::new(),
                bot_rated: r.get(3)?,
                puzzle_channel: r.get::<_, Option<i64>>(4)?.map(|c| c as u64),
                tournament_channel: r.get::<_, Option<i64>>(5)?.map(|c| c as u64),
                game_puzzles: r.get(6)?,
                web: r.get(7)?,
                web_token: r.get(8)?,
                increment: r.get(9)?,
                cap: r.get(10)?,
                weekends: r.get(11)?,
                teams_rated: r.get(12)?,
            })
        },
    )
    .optional()?;
    let mut settings = row.unwrap_or_default();
    settings.channels = channels(conn, guild)?;
    Ok(settings)
}

fn channels(conn: &Connection, guild: u64) -> crate::store::sql::Result<Vec<u64>> {
    let mut st = conn.prepare_cached(
        "SELECT channel_id FROM server_channels WHERE guild_id = ?1 ORDER BY channel_id",
    )?;
    let rows = st.query_map([guild as i64], |r| r.get::<_, i64>(0))?;
    rows.map(|c| c.map(|c| c as u64)).collect()
}

/// Every server that announces the puzzle of the day: its id, the channel, and the
/// language it chose for its posts (none: Discord's, which the clock does not know).
pub fn puzzle_channels(
    conn: &Connection,
) -> crate::store::sql::Result<Vec<(u64, u64, Option<Lang>)>> {
    let mut st = conn.prepare_cached(
        "SELECT guild_id, puzzle_channel, lang FROM servers WHERE puzzle_channel IS NOT NULL",
    )?;
    let rows = st.query_map((), |r| {
        Ok((
            r.get::<_, i64>(0)? as u64,
            r.get::<_, i64>(1)? as u64,
            r.get::<_, Option<String>>(2)?
                .as_deref()
                .and_then(Lang::parse),
        ))
    })?;
    rows.collect()
}

/// Stores `settings` as `guild`'s, changed by `by` at `now`. A board turned on for the first
/// time gets its token here (20 random bytes in hex, as games' tokens).
pub fn save(
    conn: &Connection,
    guild: u64,
    settings: &Settings,
    by: u64,
    now: i64,
) -> crate::store::sql::Result<()> {
    exec(
        conn,
        "INSERT INTO servers (guild_id, lang, days, challenge_days, bot_rated, puzzle_channel,
                              tournament_channel, game_puzzles, updated_by, updated_at, web,
                              web_token, increment_days, cap_days, weekends, teams_rated)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,
                 CASE WHEN CAST(?11 AS BIGINT) = 1 THEN lower(hex(randomblob(20))) END, ?12, ?13, ?14, ?15)
         ON CONFLICT (guild_id) DO UPDATE SET
             lang = excluded.lang, days = excluded.days,
             challenge_days = excluded.challenge_days, bot_rated = excluded.bot_rated,
             puzzle_channel = excluded.puzzle_channel,
             tournament_channel = excluded.tournament_channel,
             game_puzzles = excluded.game_puzzles, web = excluded.web,
             increment_days = excluded.increment_days, cap_days = excluded.cap_days,
             weekends = excluded.weekends, teams_rated = excluded.teams_rated,
             web_token = coalesce(servers.web_token, excluded.web_token,
                                  CASE WHEN excluded.web = 1 THEN lower(hex(randomblob(20))) END),
             updated_by = excluded.updated_by, updated_at = excluded.updated_at",
        params![
            guild as i64,
            settings.lang.map(Lang::code),
            settings.days,
            settings.challenge_days,
            settings.bot_rated,
            settings.puzzle_channel.map(|c| c as i64),
            settings.tournament_channel.map(|c| c as i64),
            settings.game_puzzles,
            by as i64,
            now,
            settings.web,
            settings.increment,
            settings.cap,
            settings.weekends,
            settings.teams_rated
        ],
    )?;
    exec(
        conn,
        "DELETE FROM server_channels WHERE guild_id = ?1",
        [guild as i64],
    )?;
    for &c in &settings.channels {
        exec(
            conn,
            "INSERT INTO server_channels (guild_id, channel_id) VALUES (?1, ?2)",
            params![guild as i64, c as i64],
        )?;
    }
    Ok(())
}
