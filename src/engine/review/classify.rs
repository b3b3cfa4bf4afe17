//! How much a move cost, in words: the thresholds of each variant's classes, read off the
//! scale of its evaluation (`engine::eval`), and the rule that a forced win thrown away or a
//! forced loss walked into is a blunder whatever the numbers say.

use super::{Class, MATE_SHOWN};
use crate::rules::VariantId;

/// The least loss (hundredths of a piece, for the mover) that makes a move an inaccuracy,
/// a mistake and a blunder, in that order.
///
/// Each variant's evaluation has its own scale, so the thresholds follow what one capture
/// changes there (a piece given away for nothing should be a mistake) and what a winning
/// threat is worth (letting one through should be a blunder):
/// - `neo` 70 / 180 / 450: a capture moves the score by about 185 (the piece's 100 and the
///   captor's prisoner, 85); an enemy newly able to land on the pyramid is 250, an
///   unguarded square of its ring up to 400, a triumph one move away 400.
/// - `classic` 40 / 100 / 250: a capture is the piece's 100 and nothing more (no
///   prisoners); a harmony one move away is worth 150 to 400.
/// - `heligon` 60 / 170 / 420: a capture is about 170 (the piece and a prisoner, 70); the
///   arrangements are scored as in `classic`.
/// - `simple` 80 / 200 / 500: the score is the captured values, the whole points goal
///   being 2000 (ten a point at the default 200): 4%, 10% and 25% of the goal, i.e.
///   giving away a circle of 8, a piece of 20 or one of 50.
pub fn thresholds(variant: VariantId) -> [i32; 3] {
    match variant {
        VariantId::Neo => [70, 180, 450],
        VariantId::Classic => [40, 100, 250],
        VariantId::Heligon => [60, 170, 420],
        VariantId::Simple => [80, 200, 500],
    }
}

/// The class of a move whose mover stood at `before` and came to `after` (both shown
/// scores, clamped to `MATE_SHOWN`); `engines` says it is the engine's own choice.
pub fn classify(variant: VariantId, before: i32, after: i32, engines: bool) -> Class {
    let loss = before - after;
    if engines || loss <= 0 {
        return Class::Best;
    }
    let threw_away_win = before == MATE_SHOWN;
    let walked_into_loss = after == -MATE_SHOWN;
    if threw_away_win || walked_into_loss {
        return Class::Blunder;
    }
    let [inaccuracy, mistake, blunder] = thresholds(variant);
    if loss >= blunder {
        Class::Blunder
    } else if loss >= mistake {
        Class::Mistake
    } else if loss >= inaccuracy {
        Class::Inaccuracy
    } else {
        Class::Good
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_rise_in_every_variant() {
        for v in VariantId::ALL {
            let t = thresholds(v);
            assert!(0 < t[0] && t[0] < t[1] && t[1] < t[2], "{v:?}: {t:?}");
            assert!(
                t[2] < MATE_SHOWN,
                "{v:?}: a blunder is less than a forced loss"
            );
        }
    }

    #[test]
    fn each_threshold_starts_its_class() {
        for v in VariantId::ALL {
            let [i, m, b] = thresholds(v);
            assert_eq!(classify(v, 0, -(i - 1), false), Class::Good);
            assert_eq!(classify(v, 0, -i, false), Class::Inaccuracy);
            assert_eq!(classify(v, 0, -m, false), Class::Mistake);
            assert_eq!(classify(v, 0, -b, false), Class::Blunder);
            assert_eq!(classify(v, 0, -b, true), Class::Best, "the engine's move");
            assert_eq!(classify(v, 50, 80, false), Class::Best, "no loss");
        }
    }

    #[test]
    fn forced_wins_thrown_away_and_forced_losses_walked_into_are_blunders() {
        let v = VariantId::Neo;
        assert_eq!(
            classify(v, MATE_SHOWN, MATE_SHOWN - 1, false),
            Class::Blunder
        );
        assert_eq!(classify(v, 20, -MATE_SHOWN, false), Class::Blunder);
        assert_eq!(classify(v, MATE_SHOWN, MATE_SHOWN, false), Class::Best);
        assert_eq!(classify(v, -MATE_SHOWN, -MATE_SHOWN, false), Class::Best);
    }
}
