//! A side's half of the board in words: "Black's half: ranks 6-9 and a5-d5", for the drop
//! refusal, the rules and the picture's legend.

use crate::i18n::Lang;
use crate::rules::half::Half;
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
