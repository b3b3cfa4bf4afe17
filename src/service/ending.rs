//! The end of a game, however it came: the rules, a resignation, an agreed draw, the clock.

use super::buttons::rematch_buttons;
use super::loaded::Loaded;
use super::rating::effect_text;
use super::{Notice, Reply};
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

    fn explain(&self) -> &'static str {
        match self {
            Ending::Rules(o) => o.reason.explain(),
            Ending::Resignation { .. } => "resignation",
            Ending::Agreement => "agreement",
            Ending::Time { .. } => "the clock: the move was not made in time",
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
    let text = match ending.winner() {
        Some(c) => {
            let name = g
                .player(c)
                .map(|id| players::name(tx, id))
                .transpose()?
                .flatten()
                .unwrap_or_default();
            format!(
                "Game #{} is over: {name} ({c}) wins by {}.",
                g.row.id,
                ending.explain()
            )
        }
        None => format!(
            "Game #{} is over: a draw by {}.",
            g.row.id,
            ending.explain()
        ),
    };
    let text = format!("{text}\n{}", effect_text(tx, &effect)?);
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
        buttons: rematch_buttons(g.row.id),
        game: Some(g.row.id),
        ..Reply::default()
    })
}
