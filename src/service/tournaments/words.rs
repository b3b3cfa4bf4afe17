//! How a tournament's terms and stages are said: its format, its variant, where it stands,
//! a pairing's result.

use crate::i18n::Lang;
use crate::service::words::phrases::variant_name;
use crate::store::tournaments::pairings::Scored;
use crate::store::tournaments::{Format, Stage, TournamentRow};
use crate::t;

/// "Swiss, 4 rounds", "double round robin".
pub fn format_text(lang: Lang, t: &TournamentRow) -> String {
    let format = match (t.format, t.double) {
        (Format::Swiss, _) => "swiss",
        (Format::RoundRobin, true) => "double",
        (Format::RoundRobin, false) => "round-robin",
    };
    t!(
        lang,
        "tournament-format",
        format = format,
        rounds = t.rounds
    )
}

/// The variant with its options: `neo (balanced=true)`.
pub fn variant_text(lang: Lang, t: &TournamentRow) -> String {
    let name = variant_name(lang, &t.variant);
    if t.options.is_empty() {
        name
    } else {
        format!("{name} ({})", t.options)
    }
}

pub fn stage_text(lang: Lang, stage: Stage) -> String {
    t!(lang, "tournament-stage", stage = stage.as_str())
}

/// A result as a score: "1-0", "½-½", "1-0 (forfeit)".
pub fn score_text(lang: Lang, scored: Scored) -> String {
    t!(lang, "tournament-score", result = scored.as_str())
}
