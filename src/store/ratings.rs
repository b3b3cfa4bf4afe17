//! Glicko-2 ratings per server, variant and player, and their history: read, updated when a
//! rated game ends (the `skillratings` crate does the arithmetic), and replayed for games
//! that ended before ratings existed. Games in direct messages are rated under guild 0.

use super::games::{self, Decision, GameRow, Status};
use super::{exec, one};
use crate::rules::Color;
use crate::store::sql::{params, Connection, OptionalExtension};
use skillratings::glicko2::{decay_deviation, glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A rating whose deviation is above this is provisional (shown with `?`), as on lichess.
pub const PROVISIONAL_ABOVE: f64 = 110.0;
/// One Glicko-2 rating period: each whole one without a rated game widens the deviation.
pub const PERIOD: i64 = 7 * 86_400;
/// Rated games between the same two players counted per day (`rated_pair_limit`).
pub const DEFAULT_PAIR_LIMIT: u32 = 3;
/// The pair limit's day: the 24 hours before a game ends.
const PAIR_WINDOW: i64 = 86_400;
/// lichess's system constant (skillratings defaults to 0.5).
const TAU: f64 = 0.75;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
    /// When the last rated game ended (unix seconds).
    pub updated_at: i64,
}

impl Rating {
    /// A newcomer's: 1500 with a deviation of 350.
    pub fn new(now: i64) -> Rating {
        let g = Glicko2Rating::new();
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            games: 0,
            updated_at: now,
        }
    }

    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_ABOVE
    }

    /// "1623", or "1500?" while provisional.
    pub fn label(&self) -> String {
        let mark = if self.provisional() { "?" } else { "" };
        format!("{}{mark}", self.rating.round() as i64)
    }

    /// The rating as of `now`: the deviation grows by one rating period's step for each
    /// whole period since the last rated game (up to 350).
    pub fn at(self, now: i64) -> Rating {
        let periods = (now - self.updated_at).max(0) / PERIOD;
        let mut g = self.glicko();
        for _ in 0..periods {
            if g.deviation >= 350.0 {
                break;
            }
            g = decay_deviation(&g);
        }
        Rating {
            deviation: g.deviation,
            ..self
        }
    }

    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

/// The ratings table's key for a place's server (0: direct messages).
pub fn guild_key(guild: Option<u64>) -> i64 {
    guild.map_or(0, |g| g as i64)
}

pub fn get(
    conn: &Connection,
    guild: Option<u64>,
    variant: &str,
    player: u64,
) -> crate::store::sql::Result<Option<Rating>> {
    one(
        conn,
        "SELECT rating, deviation, volatility, games, updated_at FROM ratings
         WHERE guild_id = ?1 AND variant = ?2 AND player_id = ?3",
        params![guild_key(guild), variant, player as i64],
        |r| {
            Ok(Rating {
                rating: r.get(0)?,
                deviation: r.get(1)?,
                volatility: r.get(2)?,
                games: r.get(3)?,
                updated_at: r.get(4)?,
            })
        },
    )
    .optional()
}

/// The player's rating as of `now` (a newcomer's if they have none yet).
pub fn current(
    conn: &Connection,
    guild: Option<u64>,
    variant: &str,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<Rating> {
    Ok(get(conn, guild, variant, player)?.map_or(Rating::new(now), |r| r.at(now)))
}

/// One player's rating before and after a game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    pub player: u64,
    pub before: Rating,
    pub after: Rating,
}

/// What an ended game did to the ratings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Effect {
    /// A casual game (or one without two players): nothing.
    Casual,
    /// The two had already played this many rated games with each other in the last day.
    PairLimit(u32),
    Rated {
        white: Change,
        black: Change,
    },
}

/// Rates a game that has just finished (its result stored), at `now`.
pub fn apply(
    conn: &Connection,
    g: &GameRow,
    pair_limit: u32,
    now: i64,
) -> crate::store::sql::Result<Effect> {
    let (Some(w), Some(b)) = (g.white, g.black) else {
        return Ok(Effect::Casual);
    };
    if !g.rated || g.status != Status::Finished {
        return Ok(Effect::Casual);
    }
    if pair_games(conn, g.guild_id, w, b, now)? >= pair_limit {
        return Ok(Effect::PairLimit(pair_limit));
    }
    let outcome = match g.result.and_then(Decision::winner) {
        Some(Color::White) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let before = (
        current(conn, g.guild_id, &g.variant, w, now)?,
        current(conn, g.guild_id, &g.variant, b, now)?,
    );
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::default()
    };
    let (nw, nb) = glicko2(&before.0.glicko(), &before.1.glicko(), &outcome, &config);
    let white = record(conn, g, w, before.0, nw, now)?;
    let black = record(conn, g, b, before.1, nb, now)?;
    Ok(Effect::Rated { white, black })
}

/// Rated games the two played with each other on this server in the day before `now`.
fn pair_games(
    conn: &Connection,
    guild: Option<u64>,
    a: u64,
    b: u64,
    now: i64,
) -> crate::store::sql::Result<u32> {
    one(
        conn,
        "SELECT count(*) FROM rating_history h JOIN games g ON g.id = h.game_id
         WHERE h.player_id = ?1 AND h.guild_id = ?3 AND h.at > ?4
           AND ((g.white = ?1 AND g.black = ?2) OR (g.white = ?2 AND g.black = ?1))",
        params![a as i64, b as i64, guild_key(guild), now - PAIR_WINDOW],
        |r| r.get(0),
    )
}

fn record(
    conn: &Connection,
    g: &GameRow,
    player: u64,
    before: Rating,
    new: Glicko2Rating,
    now: i64,
) -> crate::store::sql::Result<Change> {
    let after = Rating {
        rating: new.rating,
        deviation: new.deviation,
        volatility: new.volatility,
        games: before.games + 1,
        updated_at: now,
    };
    exec(
        conn,
        "INSERT INTO ratings (guild_id, variant, player_id, rating, deviation, volatility, games,
            updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (guild_id, variant, player_id) DO UPDATE SET rating = excluded.rating,
            deviation = excluded.deviation, volatility = excluded.volatility,
            games = excluded.games, updated_at = excluded.updated_at",
        params![
            guild_key(g.guild_id),
            g.variant,
            player as i64,
            after.rating,
            after.deviation,
            after.volatility,
            after.games,
            now
        ],
    )?;
    exec(
        conn,
        "INSERT INTO rating_history (game_id, player_id, guild_id, variant, before, after,
            deviation, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            g.id,
            player as i64,
            guild_key(g.guild_id),
            g.variant,
            before.rating,
            after.rating,
            after.deviation,
            now
        ],
    )?;
    Ok(Change {
        player,
        before,
        after,
    })
}

/// One point of a player's rating over time: where one rated game left it.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub variant: String,
    /// When the game ended.
    pub at: i64,
    /// The rating after the game.
    pub rating: f64,
    /// The rating before the game: for a variant's first, where the player started.
    pub before: f64,
    /// When the game began (its challenge was made).
    pub began: i64,
}

/// The player's rating after each of their rated games on this server, oldest first.
pub fn history(
    conn: &Connection,
    guild: Option<u64>,
    player: u64,
) -> crate::store::sql::Result<Vec<Point>> {
    let mut stmt = conn.prepare_cached(
        "SELECT h.variant, h.at, h.after, h.before, g.created_at
         FROM rating_history h JOIN games g ON g.id = h.game_id
         WHERE h.guild_id = ?1 AND h.player_id = ?2
         ORDER BY h.at, h.game_id",
    )?;
    let rows = stmt.query_map(params![guild_key(guild), player as i64], |r| {
        Ok(Point {
            variant: r.get(0)?,
            at: r.get(1)?,
            rating: r.get(2)?,
            before: r.get(3)?,
            began: r.get(4)?,
        })
    })?;
    rows.collect()
}

/// A rated player on a server: who, in which variant, and their stored rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub variant: String,
    pub player: u64,
    pub name: String,
    pub rating: Rating,
}

/// Every rating on the server (in one variant, or all), highest first.
pub fn table(
    conn: &Connection,
    guild: Option<u64>,
    variant: Option<&str>,
    player: Option<u64>,
) -> crate::store::sql::Result<Vec<Entry>> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.variant, r.player_id, p.name, r.rating, r.deviation, r.volatility, r.games,
            r.updated_at
         FROM ratings r JOIN players p ON p.id = r.player_id
         WHERE r.guild_id = ?1 AND r.variant = coalesce(?2, r.variant)
           AND r.player_id = coalesce(?3, r.player_id)
         ORDER BY r.rating DESC, r.games DESC, p.name",
    )?;
    let rows = stmt.query_map(
        params![guild_key(guild), variant, player.map(|p| p as i64)],
        |r| {
            Ok(Entry {
                variant: r.get(0)?,
                player: r.get::<_, i64>(1)? as u64,
                name: r.get(2)?,
                rating: Rating {
                    rating: r.get(3)?,
                    deviation: r.get(4)?,
                    volatility: r.get(5)?,
                    games: r.get(6)?,
                    updated_at: r.get(7)?,
                },
            })
        },
    )?;
    rows.collect()
}

/// Rates the games that ended before ratings existed, in order of their end, as if each had
/// been rated then (with the default pair limit). Runs only while no game has been rated
/// yet, so it happens once, right after the migration that brought ratings; in one
/// transaction, so a failure leaves no half-rated history.
pub fn backfill(conn: &mut Connection) -> crate::store::sql::Result<()> {
    conn.transaction(crate::store::sql::Begin::Write, backfill_in)
}

fn backfill_in(tx: &Connection) -> crate::store::sql::Result<()> {
    let rated_any: bool = one(
        tx,
        "SELECT EXISTS (SELECT 1 FROM rating_history)",
        (),
        |r| r.get(0),
    )?;
    if !rated_any {
        let ended: Vec<(i64, i64)> = {
            let mut stmt = tx.prepare(
                "SELECT id, updated_at FROM games WHERE status = 'finished' AND rated = 1
                 ORDER BY updated_at, id",
            )?;
            let rows = stmt.query_map((), |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect::<crate::store::sql::Result<_>>()?
        };
        for (id, ended_at) in ended {
            if let Some(g) = games::get(tx, id)? {
                apply(tx, &g, DEFAULT_PAIR_LIMIT, ended_at)?;
            }
        }
    }
    Ok(())
}
