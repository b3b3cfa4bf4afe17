//! Each player's accuracy in percent. A score is turned into winning chances by a logistic
//! curve whose scale is the variant's blunder threshold (an even position after a blunder
//! keeps about 27% of the chances); each move scores by the chances it gave away, and a
//! player's accuracy is the plain mean over their moves.

use super::classify::thresholds;
use super::{PlyReview, MATE_SHOWN};
use crate::rules::{Color, VariantId};

/// Winning chances given away, in percent points, that cost a move about 63% of its
/// accuracy (its accuracy is e^(-points / this)): a blunder from an even position (about
/// 23 points) scores near 35, a move that loses nothing 100.
const DECAY: f64 = 22.0;

/// The mover's winning chances in percent at `score`: 50 when even, near 100 at a forced
/// win (`MATE_SHOWN` is many blunder scales).
pub fn win_percent(variant: VariantId, score: i32) -> f64 {
    let scale = thresholds(variant)[2] as f64;
    let s = score.clamp(-MATE_SHOWN, MATE_SHOWN) as f64;
    100.0 / (1.0 + (-s / scale).exp())
}

/// One move's accuracy in percent, from the scores before and after it.
pub fn move_accuracy(variant: VariantId, before: i32, after: i32) -> f64 {
    if after >= before {
        return 100.0;
    }
    let lost = win_percent(variant, before) - win_percent(variant, after);
    (100.0 * (-lost / DECAY).exp()).clamp(0.0, 100.0)
}

/// `player`'s accuracy over their reviewed moves, rounded; 100 with no move.
pub fn accuracy(variant: VariantId, plies: &[PlyReview], player: Color) -> u8 {
    let mine: Vec<f64> = plies
        .iter()
        .filter(|p| p.mover == player)
        .map(|p| move_accuracy(variant, p.eval_before, p.eval_after))
        .collect();
    if mine.is_empty() {
        return 100;
    }
    let mean = mine.iter().sum::<f64>() / mine.len() as f64;
    mean.round().clamp(0.0, 100.0) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_are_even_at_zero_and_rise_with_the_score() {
        for v in VariantId::ALL {
            assert!((win_percent(v, 0) - 50.0).abs() < 1e-9);
            assert!(win_percent(v, 100) > win_percent(v, 0));
            assert!(win_percent(v, MATE_SHOWN) > 99.9);
            assert!(win_percent(v, -MATE_SHOWN) < 0.1);
        }
    }

    #[test]
    fn a_move_scores_less_the_more_it_gives_away() {
        let v = VariantId::Classic;
        let [i, m, b] = thresholds(v);
        let acc = |loss: i32| move_accuracy(v, 0, -loss);
        assert_eq!(acc(0), 100.0);
        assert!(acc(i) > acc(m) && acc(m) > acc(b) && acc(b) > acc(MATE_SHOWN));
        assert!(
            acc(b) > 20.0 && acc(b) < 50.0,
            "a blunder keeps a third: {}",
            acc(b)
        );
        // Already lost, a further loss of the same size costs less.
        assert!(move_accuracy(v, -2000, -2000 - b) > acc(b));
    }
}
