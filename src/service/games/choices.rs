//! The moves offered to a player, each with what it leads to, the most useful first: wins,
//! then captures (the best balance first), then the rest (those giving nothing up first).

use crate::engine::consequence::{consequence, Consequence};
use crate::i18n::Lang;
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game};
use crate::service::words::consequence_words::label;
use std::cmp::Reverse;

/// A move offered: its canonical text (what a choice sends) and its label in the reader's
/// language (what the reader sees).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    pub text: String,
    pub label: String,
}

/// The legal actions of `game` that `keep` accepts, labelled and ordered.
pub fn choices(game: &Game, lang: Lang, keep: impl Fn(&Action) -> bool) -> Vec<Choice> {
    ranked(game, keep)
        .into_iter()
        .map(|(text, c)| Choice {
            label: label(lang, &text, &c),
            text,
        })
        .collect()
}

/// The legal actions of `game` that `keep` accepts, as text with what each leads to, the
/// most useful first (ties in board order).
pub fn ranked(game: &Game, keep: impl Fn(&Action) -> bool) -> Vec<(String, Consequence)> {
    ranked_actions(game, keep)
        .into_iter()
        .map(|(_, text, c)| (text, c))
        .collect()
}

/// The same, each with its action (where a board marks it).
pub fn ranked_actions(
    game: &Game,
    keep: impl Fn(&Action) -> bool,
) -> Vec<(Action, String, Consequence)> {
    let mut scored: Vec<(Action, String, Consequence)> = legal_actions(&game.rules, &game.pos)
        .into_iter()
        .filter(|a| keep(a))
        .map(|a| (a, a.text(&game.pos), consequence(game, a)))
        .collect();
    scored.sort_by(|(_, a, ca), (_, b, cb)| (rank(ca), a).cmp(&(rank(cb), b)));
    scored
}

/// The sort key: wins first, then captures, then the rest; within each, the better balance
/// of material first, and a move that lets the opponent win last.
fn rank(c: &Consequence) -> (u8, bool, Reverse<i32>) {
    let group = if c.wins.is_some() {
        0
    } else if !c.takes.is_empty() {
        1
    } else {
        2
    };
    (group, c.loses.is_some(), Reverse(c.balance()))
}
