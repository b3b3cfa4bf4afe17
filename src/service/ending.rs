//! The end of a game, however it came: the rules, a resignation, an agreed draw, the clock.

use super::buttons::rematch_buttons;
use super::loaded::Loaded;
use super::rating::effect_text;
use super::{Notice, Reply};
use crate::render::result::{draw_phrase, win_phrase};
use crate::rules::{Color, Outcome};
use crate::store::{games, offers, players, ratings, watchers};
use rusqlite::Connection;

/// Why a game ended, beyond the rules' own reasons.
pub enum Ending {
    Rules(Outcome),
    Resignation { loser: Color },
    Agreement,
    Time { loser: Color },
}

impl Ending {
    fn winner(&self) -> Option<Color> {
        match self {
            Ending::Rules(o) => o.winner,
            Ending::Resignation { loser } | Ending::Time { loser } => Some(loser.other()),
            Ending::Agreement => None,
        }
    }

    /// The termination word kept in the database and the record.
    pub fn reason(&self) -> &'static str {
        match self {
            Ending::Rules(o) => o.reason.name(),
            Ending::Resignation { .. } => "resignation",
            Ending::Agreement => "agreement",
            Ending::Time { .. } => "time",
        }
    }

    /// A clause saying how it came about, when the headline alone does not tell the whole
    /// story: who resigned or ran out of time, what the rules saw.
    fn detail(&self, loser: &str) -> Option<String> {
        match self {
            // "a harmony: three pieces ..." repeats the headline before its colon.
            Ending::Rules(o) => {
                let text = o.reason.explain();
                Some(
                    text.split_once(": ")
                        .map_or(text, |(_, why)| why)
                        .to_string(),
                )
            }
            Ending::Resignation { .. } => Some(format!("{loser} resigned")),
            Ending::Time { .. } => Some(format!("{loser} ran out of time")),
            Ending::Agreement => None,
        }
    }
}

/// Stores the result, rates the game (unless casual or over the day's `pair_limit` for these
/// two) and returns the announcement (for the channel) with each player's rating change and
/// the final board, the notices for players and watchers (each with the same board, drawn
/// once) and the Rematch button; the caller adds the place.
pub fn conclude(
    tx: &Connection,
    g: &Loaded,
    ending: &Ending,
    pair_limit: u32,
    now: i64,
) -> rusqlite::Result<Reply> {
    let result = ending.winner().map_or("draw", |c| c.name());
    games::finish(tx, g.row.id, result, ending.reason(), now)?;
    offers::withdraw(tx, g.row.id)?;
    let ended = games::get(tx, g.row.id)?.expect("the game just finished");
    let effect = ratings::apply(tx, &ended, pair_limit, now)?;
    let name = |c: Color| -> rusqlite::Result<String> {
        Ok(g.player(c)
            .map(|id| players::name(tx, id))
            .transpose()?
            .flatten()
            .unwrap_or_default())
    };
    let reason = ending.reason();
    let lang = games::lang(tx, g.row.id)?;
    let text = match ending.winner() {
        Some(c) => {
            let loser = format!("{} ({})", name(c.other())?, c.other());
            let detail = ending
                .detail(&loser)
                .map_or(String::new(), |d| format!(": {d}"));
            format!(
                "Game #{} is over: {} ({c}) wins {}{detail}.",
                g.row.id,
                name(c)?,
                win_phrase(lang, reason)
            )
        }
        None => {
            let detail = ending
                .detail("")
                .map_or(String::new(), |d| format!(": {d}"));
            format!(
                "Game #{} is over: a draw {}{detail}.",
                g.row.id,
                draw_phrase(lang, reason)
            )
        }
    };
    let text = format!("{text}\n{}", effect_text(tx, lang, &effect)?);
    let board = Some(g.image(tx)?);
    let mut notices = Vec::new();
    for user in g
        .row
        .white
        .into_iter()
        .chain(g.row.black)
        .chain(watchers::list(tx, g.row.id)?)
    {
        notices.push(Notice {
            user,
            text: text.clone(),
            board: board.clone(),
        });
    }
    Ok(Reply {
        text,
        board,
        notices,
        buttons: rematch_buttons(lang, g.row.id),
        game: Some(g.row.id),
        ..Reply::default()
    })
}
