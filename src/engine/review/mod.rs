//! The review of a game: the engine's judgement of every ply at a fixed node budget (so the
//! same game always gets the same review), its preferred move, what the move played cost,
//! each move's class and each player's accuracy.
//!
//! One search per position. It gives the best move and its score (`eval_before`); when the
//! move played was another, the same search then scores that move exactly, at the depth the
//! best one was found (`eval_after`). Both numbers come from one tree at one depth, so a
//! move is not blamed for the search seeing one ply further in the next position, and the
//! engine's own move loses nothing.

pub mod accuracy;
pub mod classify;
pub mod moment;

pub use classify::thresholds;

use super::eval::WON;
use super::level::Level;
use super::rng::Rng;
use super::search::{Limits, Searcher};
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Color, Game, VariantId};
use serde::{Deserialize, Serialize};

/// How a forced win is shown (a forced loss negated); other scores are clamped just inside.
pub const MATE_SHOWN: i32 = 10_000;

/// Seed of the searches' move order: fixed, so a review never changes.
const SEED: u64 = 0x5245_5649_4557;

/// Wall time a node-limited search may take before it is cut anyway: far beyond any budget,
/// so only the node count decides.
const NO_CLOCK_MILLIS: u64 = 1_000_000_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Class {
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// One ply judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlyReview {
    /// 1-based.
    pub ply: u32,
    #[serde(with = "color_name")]
    pub mover: Color,
    /// The move played, in canonical text.
    pub played: String,
    /// The engine's preferred move, in canonical text.
    pub best: String,
    /// For the mover, in hundredths of a piece, before the move (the best line's score);
    /// `MATE_SHOWN` for a forced win.
    pub eval_before: i32,
    /// For the mover, after the move played.
    pub eval_after: i32,
    /// `max(0, eval_before - eval_after)`.
    pub loss: i32,
    pub class: Class,
}

/// A game judged ply by ply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    #[serde(with = "variant_name")]
    pub variant: VariantId,
    pub plies: Vec<PlyReview>,
    /// White's and Black's accuracy in percent.
    pub accuracy: [u8; 2],
}

impl Review {
    /// White's view of the game ply by ply, for a picture of it: the score before each ply,
    /// then after the last one.
    pub fn white_curve(&self) -> Vec<i32> {
        let white = |p: &PlyReview, s: i32| if p.mover == Color::White { s } else { -s };
        let mut curve: Vec<i32> = self.plies.iter().map(|p| white(p, p.eval_before)).collect();
        if let Some(last) = self.plies.last() {
            curve.push(white(last, last.eval_after));
        }
        curve
    }

    /// The `n` plies that cost the most, the costliest first (ties: the earlier), leaving
    /// out those that cost nothing.
    pub fn costliest(&self, n: usize) -> Vec<&PlyReview> {
        let mut costly: Vec<&PlyReview> = self.plies.iter().filter(|p| p.loss > 0).collect();
        costly.sort_by_key(|p| (std::cmp::Reverse(p.loss), p.ply));
        costly.truncate(n);
        costly
    }
}

/// What a review spends on each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewBudget {
    /// Positions searched for the best move; the move played, when another, gets as many
    /// more at most.
    pub nodes: u64,
}

impl ReviewBudget {
    /// The budget of `/analyse`: 3/8 of level 5's positions per ply (neo 150,000, simple
    /// 270,000, classic 36,000, heligon 54,000), the move played getting as many more at
    /// most. Level 5's full budget, 8/3 of this, would pass the minute by these figures; this
    /// one keeps a 100-ply game within a minute on one core even when every move needs its
    /// second search. Measured with `rithmo analyse` on three 100-ply level-2 games per
    /// variant (release build, one core of the 2-core machine): median 22 s in neo, 18 s in
    /// simple, 25 s in classic, 34 s in heligon.
    pub fn default_for(variant: VariantId) -> ReviewBudget {
        let level5 = Level::STRONGEST.budget(variant, None).nodes;
        ReviewBudget {
            nodes: level5 * 3 / 8,
        }
    }
}

/// How each position's search is stopped.
#[derive(Clone, Copy, Debug)]
enum Stop {
    /// After this many positions: the same review every time.
    Nodes(u64),
    /// After this many milliseconds: for experiments only, as it varies with the machine.
    Millis(u64),
}

/// Reviews `actions` played from `start`, at a node budget: the same input always gives the
/// same review. `progress(done, total)` is called after each position searched. The review
/// stops early at an action that is not legal or a game that has ended.
pub fn review(
    start: &Game,
    actions: &[Action],
    budget: ReviewBudget,
    progress: &mut dyn FnMut(usize, usize),
) -> Review {
    review_by(start, actions, Stop::Nodes(budget.nodes.max(1)), progress)
}

/// As `review`, with `millis` of wall time per position instead of a node budget: not
/// reproducible, for experiments.
pub fn review_timed(
    start: &Game,
    actions: &[Action],
    millis: u64,
    progress: &mut dyn FnMut(usize, usize),
) -> Review {
    review_by(start, actions, Stop::Millis(millis.max(1)), progress)
}

fn review_by(
    start: &Game,
    actions: &[Action],
    stop: Stop,
    progress: &mut dyn FnMut(usize, usize),
) -> Review {
    let variant = start.rules.id;
    let total = playable(start, actions);
    let mut game = start.clone();
    let mut plies = Vec::with_capacity(total);
    for (i, &played) in actions[..total].iter().enumerate() {
        plies.push(judge(&game, played, i as u32 + 1, stop));
        game.play(played);
        progress(i + 1, total);
    }
    let accuracy = Color::BOTH.map(|c| accuracy::accuracy(variant, &plies, c));
    Review {
        variant,
        plies,
        accuracy,
    }
}

/// How many of `actions` can be reviewed: up to the first that is illegal or comes after
/// the game's end.
fn playable(start: &Game, actions: &[Action]) -> usize {
    let mut game = start.clone();
    for (i, &a) in actions.iter().enumerate() {
        if game.outcome().is_some() || !legal_actions(&game.rules, &game.pos).contains(&a) {
            return i;
        }
        game.play(a);
    }
    actions.len()
}

/// The review of `played` in `game` (not ended, `played` legal there).
fn judge(game: &Game, played: Action, ply: u32, stop: Stop) -> PlyReview {
    let (best, before, after) = search(game, played, stop);
    let (before, after) = (shown(before), shown(after));
    let variant = game.rules.id;
    PlyReview {
        ply,
        mover: game.pos.side,
        played: played.text(&game.pos),
        best: best.text(&game.pos),
        eval_before: before,
        eval_after: after,
        loss: (before - after).max(0),
        class: classify::classify(variant, before, after, played == best),
    }
}

/// The engine's best action in `game` with its score, and the score of `played` (the same
/// when it is the best), raw search scores for the mover.
fn search(game: &Game, played: Action, stop: Stop) -> (Action, i32, i32) {
    let level5 = Level::STRONGEST.budget(game.rules.id, None);
    let (nodes, millis) = match stop {
        Stop::Nodes(n) => (n, NO_CLOCK_MILLIS),
        Stop::Millis(m) => (u64::MAX, m),
    };
    let limits = Limits {
        depth: level5.depth,
        nodes,
        millis,
        quiescence: level5.quiescence,
    };
    let mut searcher = Searcher::new(game, limits, level5.table_bits);
    let mut rng = Rng::new(SEED ^ game.pos.repetition_key());
    let found = searcher.run(&mut rng, false);
    if found.best == played {
        return (found.best, found.score, found.score);
    }
    // A timed search gives the move played as many positions as the best one took.
    let more = match stop {
        Stop::Nodes(n) => n,
        Stop::Millis(_) => found.nodes,
    };
    let bound = || {
        let listed = found.root.iter().find(|(a, _)| *a == played);
        listed.map_or(found.score, |&(_, s)| s.min(found.score))
    };
    let after = searcher
        .score_root_action(played, found.best_depth, more)
        .map_or_else(bound, |(s, _)| s);
    (found.best, found.score, after)
}

/// A search score as shown: a forced win or loss as `MATE_SHOWN`, anything else clamped
/// just inside it.
fn shown(score: i32) -> i32 {
    if score >= WON {
        MATE_SHOWN
    } else if score <= -WON {
        -MATE_SHOWN
    } else {
        score.clamp(-(MATE_SHOWN - 1), MATE_SHOWN - 1)
    }
}

/// `Color` as "white" / "black" in JSON.
pub(crate) mod color_name {
    use crate::rules::Color;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = String::deserialize(d)?;
        Color::from_name(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("no colour '{text}'")))
    }
}

/// `VariantId` by its name in JSON.
mod variant_name {
    use crate::rules::VariantId;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &VariantId, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<VariantId, D::Error> {
        let text = String::deserialize(d)?;
        VariantId::parse(&text).map_err(|e| serde::de::Error::custom(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forced_results_show_as_mate_and_other_scores_stay_inside() {
        assert_eq!(shown(WON), MATE_SHOWN);
        assert_eq!(shown(-WON - 5), -MATE_SHOWN);
        assert_eq!(shown(WON - 1), MATE_SHOWN - 1);
        assert_eq!(shown(-123), -123);
    }

    fn ply(n: u32, mover: Color, before: i32, after: i32) -> PlyReview {
        PlyReview {
            ply: n,
            mover,
            played: "a1-a2".into(),
            best: "a1-a3".into(),
            eval_before: before,
            eval_after: after,
            loss: (before - after).max(0),
            class: Class::Good,
        }
    }

    #[test]
    fn the_curve_is_whites_view_and_the_costliest_come_first() {
        let r = Review {
            variant: VariantId::Neo,
            plies: vec![
                ply(1, Color::White, 30, 10),
                ply(2, Color::Black, -10, -300),
                ply(3, Color::White, 300, 300),
            ],
            accuracy: [100, 100],
        };
        assert_eq!(r.white_curve(), [30, 10, 300, 300]);
        let costly: Vec<u32> = r.costliest(3).iter().map(|p| p.ply).collect();
        assert_eq!(costly, [2, 1]);
    }

    #[test]
    fn the_default_budget_is_a_share_of_level_5() {
        for v in VariantId::ALL {
            let level5 = Level::STRONGEST.budget(v, None).nodes;
            let b = ReviewBudget::default_for(v).nodes;
            assert!(level5 / 4 <= b && b < level5, "{v:?}");
        }
    }
}
