//! Why the opponent's reply in a puzzle's line is the one played, said honestly from what
//! every legal reply leads to one ply on (`engine::consequence`): the only legal one, the
//! only one that keeps the solver from winning at once, the one that loses nothing or least
//! at once (and what the next best would lose), one of several as good, or the engine's
//! deeper choice where another looks better at first sight.

use crate::engine::consequence::{consequence, worth, Consequence, Taken};
use crate::i18n::Lang;
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game, Reason};
use crate::service::words::piece_words::{and_list, how, named};
use crate::t;

/// Every legal reply with what it leads to, for the side to move in `game`.
fn weighed(game: &Game) -> Vec<(Action, Consequence)> {
    legal_actions(&game.rules, &game.pos)
        .into_iter()
        .map(|a| (a, consequence(game, a)))
        .collect()
}

/// How good a reply looks one ply on, for the side that plays it.
fn value(c: &Consequence) -> i64 {
    match (c.wins, c.loses) {
        (Some(_), _) => i64::MAX,
        (_, Some(_)) => i64::MIN,
        _ => c.balance() as i64,
    }
}

/// Why `reply` (legal in `game`) is the reply, in `lang`; the solver is the side not to move.
pub fn why(lang: Lang, game: &Game, reply: Action) -> String {
    let all = weighed(game);
    let solver = game.pos.side.other().name();
    let Some((_, mine)) = all.iter().find(|(a, _)| *a == reply) else {
        return String::new();
    };
    let others: Vec<&(Action, Consequence)> = all.iter().filter(|(a, _)| *a != reply).collect();
    let Some(best_other) = others.iter().max_by_key(|(_, c)| value(c)) else {
        return t!(lang, "puzzle-reply-only");
    };
    let (mine_v, other_v) = (value(mine), value(&best_other.1));
    if let Some(reason) = mine
        .loses
        .filter(|_| others.iter().all(|(_, c)| c.loses.is_some()))
    {
        return t!(
            lang,
            "puzzle-reply-lost",
            solver = solver,
            reason = reason.name(),
            words = reason.name().replace('-', " ")
        );
    }
    if mine.loses.is_none() && others.iter().all(|(_, c)| c.loses.is_some()) {
        let reason = others[0].1.loses.unwrap_or(Reason::Harmony);
        return t!(
            lang,
            "puzzle-reply-saves-game",
            solver = solver,
            reason = reason.name(),
            words = reason.name().replace('-', " ")
        );
    }
    let nothing = if mine.gives.is_empty() { "yes" } else { "no" };
    if mine_v > other_v {
        let head = t!(lang, "puzzle-reply-best", nothing = nothing);
        let text = best_other.0.text(&game.pos);
        return format!("{head} {}", instead(lang, &text, &best_other.1, solver));
    }
    if mine_v == other_v {
        let count = others.iter().filter(|(_, c)| value(c) == mine_v).count() + 1;
        return t!(lang, "puzzle-reply-tied", count = count, nothing = nothing);
    }
    t!(
        lang,
        "puzzle-reply-deeper",
        other = best_other.0.text(&game.pos)
    )
}

/// What the solver would do after the next best reply: win at once, or take pieces.
fn instead(lang: Lang, text: &str, c: &Consequence, solver: &str) -> String {
    if let Some(r) = c.loses {
        return t!(
            lang,
            "puzzle-reply-else-wins",
            move = text,
            solver = solver,
            reason = r.name(),
            words = r.name().replace('-', " ")
        );
    }
    if worth(&c.gives) == 0 {
        return String::new();
    }
    t!(
        lang,
        "puzzle-reply-else-takes",
        move = text,
        solver = solver,
        pieces = pieces(lang, &c.gives)
    )
}

/// "triangle 9 (t·9) on e6: 9*1=9 and ...", as a hint names them.
pub fn pieces(lang: Lang, taken: &[Taken]) -> String {
    let items: Vec<String> = taken
        .iter()
        .map(|t| {
            t!(
                lang,
                "listed-taken",
                piece = named(lang, &t.piece),
                square = t.square.to_string(),
                how = how(lang, &t.how)
            )
        })
        .collect();
    and_list(lang, &items)
}
