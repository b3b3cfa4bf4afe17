//! A side's half of the board in words: "Black's half: ranks 6-9 and a5-d5", for the drop
//! refusal, the rules and the picture's legend.

use crate::i18n::Lang;
use crate::rules::half::Half;
use crate::rules::{Color, Ruleset};
use crate::t;

/// "ranks 6-9 and a5-d5".
pub fn squares(lang: Lang, half: &Half) -> String {
    let (from, to) = half.ranks;
    match half.split {
        Some((a, b)) => t!(
            lang,
            "half-ranks-and",
            from = from,
            to = to,
            split = format!("{a}-{b}")
        ),
        None => t!(lang, "half-ranks", from = from, to = to),
    }
}

/// "Black's half: ranks 6-9 and a5-d5".
pub fn half(lang: Lang, half: &Half) -> String {
    t!(
        lang,
        "half-of",
        side = half.color.name(),
        squares = squares(lang, half)
    )
}

/// The strips' legend, White's and Black's ("half: ranks 1-4 and e5-h5"), for a board whose
/// middle is not a plain line between two ranks (neo's split fifth rank); None elsewhere.
pub fn half_labels(lang: Lang, rules: &Ruleset) -> Option<[String; 2]> {
    let halves = Color::BOTH.map(|c| Half::of(rules, c));
    halves
        .iter()
        .any(|h| h.split.is_some())
        .then(|| halves.map(|h| t!(lang, "picture-half", squares = squares(lang, &h))))
}
