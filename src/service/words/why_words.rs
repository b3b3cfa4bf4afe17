//! Why the engine prefers a move, in words, for hints and reviews: the win or capture it
//! makes, what it prevents, the arrangement it brings within one move (which one, by which
//! move, with which pieces), and the capture a hint passes over with why it is not the move.

use super::consequence_words::{label_given, label_taken};
use super::piece_words::{and_chain, and_list, coloured, how, piece, Role};
use super::proof::shown;
use crate::engine::passed::PassedOver;
use crate::engine::why::{Arrangement, Completion, Why};
use crate::i18n::Lang;
use crate::t;

/// The engine's reason for a move, as a clause: "it takes the circle 4 on e5 (gcd(4,6)=2)".
pub fn because(lang: Lang, why: &Why) -> String {
    match why {
        Why::Wins(reason) => t!(
            lang,
            "bot-why-wins",
            reason = t!(lang, "why-reason", reason = reason.name())
        ),
        Why::Takes(taken) => {
            let pieces: Vec<String> = taken
                .iter()
                .map(|c| {
                    t!(
                        lang,
                        "bot-taken",
                        piece = piece(lang, Role::Object, &c.piece, c.square),
                        how = how(lang, &c.how)
                    )
                })
                .collect();
            t!(lang, "bot-why-takes", pieces = and_chain(lang, &pieces))
        }
        Why::Stops(reason) => t!(lang, "bot-why-stops", reason = reason.name()),
        Why::Saves(saved) => {
            let pieces: Vec<String> = saved
                .iter()
                .map(|(p, sq)| piece(lang, Role::Object, p, *sq))
                .collect();
            t!(lang, "bot-why-saves", pieces = and_chain(lang, &pieces))
        }
        Why::WithinOne(a, how) => within_one(lang, *a, how),
        Why::Toward(a) => t!(lang, "bot-why-toward", aim = aim(*a)),
        Why::Improves => t!(lang, "bot-why-improves"),
    }
}

fn aim(a: Arrangement) -> &'static str {
    match a {
        Arrangement::Harmony => "harmony",
        Arrangement::Triumph => "triumph",
        Arrangement::Row => "row",
        Arrangement::ProperVictory => "proper-victory",
    }
}

/// "it brings a harmony within one move: c6-c7 would then complete it with the circle 2
/// (C·2) on b8, ... (2, 4, 6: arithmetic, ...)": the victory named by its pieces.
fn within_one(lang: Lang, a: Arrangement, how: &Completion) -> String {
    let within = t!(lang, "bot-why-within-one", aim = aim(a));
    let proof = &how.proof;
    let members: Vec<String> = proof
        .members
        .iter()
        .map(|m| match m.piece.color == proof.winner {
            true => piece(lang, Role::Subject, &m.piece, m.square),
            false => coloured(lang, Role::Subject, &m.piece, m.square),
        })
        .collect();
    let proportions: Vec<String> = proof.shown.iter().map(|s| shown(lang, s)).collect();
    t!(
        lang,
        "why-within-one-named",
        within = within,
        by = how.by.as_str(),
        members = and_list(lang, &members),
        proportions = proportions.join("; ")
    )
}

/// "Not e4xf5: it would take c3 on f5: gcd(6,3)=3, but gives up C6 on f5 to t64:
/// gcd(64,6)=2, more than it takes." Why the hint passes over the capture the list shows.
pub fn not_the_capture(lang: Lang, passed: &PassedOver) -> String {
    let c = &passed.leads_to;
    let takes = label_taken(lang, &c.takes, true);
    let but = if let Some(reason) = c.loses {
        t!(lang, "why-passed-loses", reason = reason.name())
    } else if !c.gives.is_empty() {
        let gives = label_given(lang, &c.gives, true);
        let more = if c.balance() < 0 { "yes" } else { "no" };
        t!(lang, "why-passed-gives", pieces = gives, more = more)
    } else {
        t!(lang, "why-passed-deeper")
    };
    t!(
        lang,
        "why-passed-over",
        capture = passed.text.as_str(),
        takes = takes,
        but = but
    )
}
