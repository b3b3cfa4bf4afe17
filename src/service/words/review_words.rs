//! A review's costly moment in words: "Move 12, bob: f6xe5, a blunder (it allows a
//! harmony); better d7-d6: it takes ...". A forced result is said as one (a win missed, a
//! harmony allowed, the game lost), never as a count of pieces.

use super::why_words::because;
use crate::engine::review::moment::{Cost, Moment};
use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::t;

/// The moment's line, `name` being its mover's.
pub fn moment_line(lang: Lang, variant: VariantId, m: &Moment, name: &str) -> String {
    let p = m.ply;
    t!(
        lang,
        "review-moment",
        number = p.ply.div_ceil(2),
        name = name,
        played = p.played.as_str(),
        class = p.class.name(),
        cost = cost(lang, variant, &m.cost),
        best = p.best.as_str(),
        why = because(lang, &m.why_better)
    )
}

/// What the move cost: pieces (a hundred a piece), in `simple` points of value (its scores
/// are captured values, ten a point), or the game.
fn cost(lang: Lang, variant: VariantId, c: &Cost) -> String {
    match c {
        Cost::Amount(loss) => {
            let (unit, amount) = match variant {
                VariantId::Simple => ("points", (loss + 5) / 10),
                _ => ("pieces", (loss + 50) / 100),
            };
            t!(lang, "review-cost", unit = unit, amount = amount)
        }
        Cost::AllowsWin(reason) => t!(lang, "review-cost-allows", reason = reason.name()),
        Cost::LosesGame => t!(lang, "review-cost-loses"),
        Cost::MissesWin(reason) => {
            let reason = reason.map_or("other", |r| r.name());
            t!(lang, "review-cost-misses", reason = reason)
        }
    }
}
