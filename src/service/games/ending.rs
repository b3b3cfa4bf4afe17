//! The end of a game, however it came: the rules, a resignation, an agreed draw, the clock.
//! Announced in the channel in its language and to each player and watcher in theirs.

use crate::i18n::Lang;
use crate::rules::proof::Proof;
use crate::rules::victory::proof;
use crate::rules::{Color, Outcome};
use crate::service::games::loaded::Loaded;
use crate::service::games::rating::effect_text;
use crate::service::protocol::rematch_buttons;
use crate::service::words::proof::explained;
use crate::service::words::result::{draw_phrase, side_key, win_phrase};
use crate::service::{words::tell, Reply};
use crate::store::games::{Decision, Termination};
use crate::store::sql::Connection;
use crate::store::{games, offers, players, ratings, watchers};
use crate::t;

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

    /// The termination kept in the database and the record.
    pub fn reason(&self) -> Termination {
        match self {
            Ending::Rules(o) => Termination::Rules(o.reason),
            Ending::Resignation { .. } => Termination::Resignation,
            Ending::Agreement => Termination::Agreement,
            Ending::Time { .. } => Termination::Time,
        }
    }
}

/// Stores the result, rates the game (unless casual or over the day's `pair_limit` for these
/// two) and returns the announcement for the channel, written in `post` (the place's
/// language), with each player's rating change and the final board, the notices for players
/// and watchers (each in the receiver's language, with the same board, drawn once) and the
/// Rematch button; the caller adds the place.
pub fn conclude(
    tx: &Connection,
    g: &Loaded,
    ending: &Ending,
    post: Lang,
    pair_limit: u32,
    now: i64,
) -> crate::store::sql::Result<Reply> {
    let result = Decision::of(ending.winner());
    games::finish(tx, g.row.id, result, ending.reason(), now)?;
    offers::withdraw(tx, g.row.id)?;
    // A tournament's game counts for it in the same transaction.
    crate::service::tournaments::results::game_ended(tx, g.row.id, now)?;
    let ended = games::get(tx, g.row.id)?.expect("the game just finished");
    let effect = ratings::apply(tx, &ended, pair_limit, now)?;
    let names = (name(tx, g, Color::White)?, name(tx, g, Color::Black)?);
    let proof = proof_of(g, ending);
    let text = |lang: Lang| -> crate::store::sql::Result<String> {
        // The headline, what made a win (its pieces and numbers), the line on ratings.
        let mut lines = vec![announcement(g.row.id, ending, &names, lang)];
        lines.extend(proof.as_ref().map(|p| explained(lang, p)));
        lines.push(effect_text(tx, lang, &effect)?);
        Ok(lines.join("\n"))
    };
    // The board as written: the result just stored shows in place of "to move".
    let board = g.image_of(tx, &ended)?;
    let readers = g
        .row
        .white
        .into_iter()
        .chain(g.row.black)
        .chain(watchers::list(tx, g.row.id)?);
    let notices = tell::each(tx, readers, Some(&board), text)?;
    Ok(Reply {
        text: text(post)?,
        board: Some(board),
        notices,
        buttons: rematch_buttons(post, g.row.id),
        game: Some(g.row.id),
        ..Reply::default()
    })
}

fn name(tx: &Connection, g: &Loaded, c: Color) -> crate::store::sql::Result<String> {
    Ok(g.player(c)
        .map(|id| players::name(tx, id))
        .transpose()?
        .flatten()
        .unwrap_or_default())
}

/// What made a win the rules decided, as the final position shows it (the same proof the
/// picture frames); none for any other ending.
fn proof_of(g: &Loaded, ending: &Ending) -> Option<Proof> {
    let Ending::Rules(o) = ending else {
        return None;
    };
    proof(&g.game.rules, &g.game.pos).filter(|p| Some(p.winner) == o.winner && p.reason == o.reason)
}

/// The end's headline in `lang`: who won how (and who resigned or ran out of time, or what
/// the rules saw).
fn announcement(id: i64, ending: &Ending, (white, black): &(String, String), lang: Lang) -> String {
    let reason = ending.reason().as_str();
    let player = |c: Color| match c {
        Color::White => white.as_str(),
        Color::Black => black.as_str(),
    };
    let side = |c: Color| t!(lang, "side", side = side_key(c));
    match ending {
        Ending::Resignation { loser } => t!(
            lang,
            "end-resigned",
            id = id,
            winner = player(loser.other()),
            winner_side = side(loser.other()),
            how = win_phrase(lang, reason),
            loser = player(*loser),
            loser_side = side(*loser)
        ),
        Ending::Time { loser } => t!(
            lang,
            "end-out-of-time",
            id = id,
            winner = player(loser.other()),
            winner_side = side(loser.other()),
            how = win_phrase(lang, reason),
            loser = player(*loser),
            loser_side = side(*loser)
        ),
        Ending::Rules(o) => match o.winner {
            Some(c) => t!(
                lang,
                "end-won",
                id = id,
                winner = player(c),
                winner_side = side(c),
                how = win_phrase(lang, reason),
                why = why(lang, o)
            ),
            None => t!(
                lang,
                "end-drawn",
                id = id,
                how = draw_phrase(lang, reason),
                why = why(lang, o)
            ),
        },
        Ending::Agreement => t!(lang, "end-agreed", id = id, how = draw_phrase(lang, reason)),
    }
}

/// What the rules saw, as a clause: "three pieces in the opponent's half ... form a
/// proportion" (the headline already names the harmony).
fn why(lang: Lang, o: &Outcome) -> String {
    // The rules' own sentence repeats the headline before its colon ("a harmony: ...").
    let english = o.reason.explain();
    let words = english.split_once(": ").map_or(english, |(_, why)| why);
    t!(lang, "end-why", reason = o.reason.name(), words = words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Reason;

    /// The English clause is the rules' own explanation, as it was before the languages:
    /// every reason has its words in the resources (none falls back to `$words`).
    #[test]
    fn every_reason_has_its_words_and_english_reads_as_the_rules_explain() {
        for reason in Reason::ALL {
            let o = Outcome::win(Color::White, reason);
            let explained = reason.explain();
            let tail = explained.split_once(": ").map_or(explained, |(_, w)| w);
            assert_eq!(why(Lang::En, &o), tail, "{reason:?}");
            for lang in Lang::ALL {
                let words = t!(lang, "end-why", reason = reason.name(), words = "MISSING");
                assert!(!words.contains("MISSING"), "{lang} lacks {reason:?}");
            }
        }
        assert_eq!(
            why(Lang::De, &Outcome::draw(Reason::ThreefoldRepetition)),
            "dieselbe Stellung ist dreimal vorgekommen"
        );
    }
}
