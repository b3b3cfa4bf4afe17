//! A win's proof in a reader's language: the pieces that made it (a pyramid that counted as
//! one of its parts says which), the proportions their values form written out
//! (`28, 64, 100: arithmetic, 28 + 100 = 2 x 64`), and the tallies against the goals
//! (`body 12/12`); and the label a framed pyramid carries on the picture (`as 64`).

use super::piece_words::{and_list, coloured, piece, Role};
use crate::i18n::Lang;
use crate::rules::proof::{Member, Proof, Shown, Tally};
use crate::rules::Square;
use crate::t;

/// The sentences after the end message's headline: the arrangement, then the tallies; empty
/// when the proof has neither.
pub fn explained(lang: Lang, proof: &Proof) -> String {
    let mut lines = Vec::new();
    if !proof.members.is_empty() {
        let members: Vec<String> = proof
            .members
            .iter()
            .map(|m| member(lang, proof, m))
            .collect();
        let proportions: Vec<String> = proof.shown.iter().map(|s| shown(lang, s)).collect();
        lines.push(t!(
            lang,
            "proof-arrangement",
            members = and_list(lang, &members),
            proportions = proportions.join("; ")
        ));
    }
    if !proof.tallies.is_empty() {
        let tallies: Vec<String> = proof.tallies.iter().map(|x| tally(lang, x)).collect();
        lines.push(t!(lang, "proof-tallies", tallies = tallies.join(", ")));
    }
    lines.join("\n")
}

/// One member: an enemy piece is named with its colour (it joined the winner's pieces), a
/// pyramid that counted as a part says which.
fn member(lang: Lang, proof: &Proof, m: &Member) -> String {
    let named = if m.piece.color == proof.winner {
        piece(lang, Role::Subject, &m.piece, m.square)
    } else {
        coloured(lang, Role::Subject, &m.piece, m.square)
    };
    match m.part() {
        Some(part) => t!(lang, "proof-part", piece = named, part = part),
        None => named,
    }
}

/// `28, 64, 100: arithmetic, 28 + 100 = 2 x 64`.
pub fn shown(lang: Lang, s: &Shown) -> String {
    let [a, b, c] = s.values;
    t!(
        lang,
        "proof-proportion",
        a = a,
        b = b,
        c = c,
        kind = s.kind.name()
    )
}

/// `body 12/12`.
pub fn tally(lang: Lang, x: &Tally) -> String {
    t!(
        lang,
        "proof-tally",
        count = x.count.name(),
        have = x.have,
        goal = x.goal
    )
}

/// The label by a framed pyramid that counted as one of its parts: `as 64`.
pub fn part_label(lang: Lang, part: u32) -> String {
    t!(lang, "proof-part-label", part = part)
}

/// The label by each framed pyramid that counted as a part: `as 64`.
pub fn labels(lang: Lang, parts: &[(Square, u32)]) -> Vec<(Square, String)> {
    parts
        .iter()
        .map(|&(s, p)| (s, part_label(lang, p)))
        .collect()
}
