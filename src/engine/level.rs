//! The bot's levels. Each is a search budget (depth, nodes, time) and, at the bottom, a
//! beginner's habits: noise on its judgement and now and then a move picked at random.
//! Level 0 is no bot level but the yardstick docs/engine.md measures against: a greedy player
//! that looks one ply ahead for the most material (or a win at once).

use crate::rules::VariantId;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// What a level may spend on one move and how carefully it judges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Deepest iteration, in plies.
    pub depth: u8,
    /// Positions played, at most (the search stops between them).
    pub nodes: u64,
    /// Wall time, at most.
    pub millis: u64,
    /// Each root action's score is shifted by up to this much, at random (levels 1-2, whose
    /// root scores are exact; the others vary by trying equal moves in a random order).
    pub noise: i32,
    /// Percent of moves picked at random among the legal ones.
    pub blunder: u32,
    /// log2 of the transposition table's slots.
    pub table_bits: u32,
    /// Plies of landing captures followed beyond the horizon.
    pub quiescence: u8,
}

/// The time limit of a move unless `--millis` says otherwise.
pub const DEFAULT_MILLIS: u64 = 1000;
/// `heligon`'s level 5 limit: its budget is more than a busy core plays in a second (a
/// median 1.0 s, at most 2.7 s, with two matches and a build on this project's 2-core
/// machine), and cut at the second it won 45% against level 4 with most games unfinished;
/// with its positions searched, 82.5% (docs/engine.md, Strength).
const HELIGON_TOP_MILLIS: u64 = 3000;

impl Level {
    pub const GREEDY: Level = Level(0);
    pub const STRONGEST: Level = Level(5);
    /// The levels the bot plays at.
    pub const BOT: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    /// 1 to 5, or 0 for the greedy yardstick.
    pub fn new(n: u8) -> Result<Level, String> {
        if n <= 5 {
            Ok(Level(n))
        } else {
            Err(format!(
                "level {n} does not exist: levels are 1 to 5 (0 is the greedy player)"
            ))
        }
    }

    /// `1`..`5`, `0` or `greedy`.
    pub fn parse(text: &str) -> Result<Level, String> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("greedy") {
            return Ok(Level::GREEDY);
        }
        let n: u8 = t
            .parse()
            .map_err(|_| format!("'{t}' is not a level: write 1 to 5, or greedy"))?;
        Level::new(n)
    }

    pub fn number(self) -> u8 {
        self.0
    }

    pub fn is_greedy(self) -> bool {
        self.0 == 0
    }

    /// The budget of one move in `variant`. Levels count positions, so they play the same
    /// on any machine and however busy it is, scaled to the variant's speed (a `classic`
    /// position costs several times a `neo` one); the time limit (1 s, 3 s for `heligon`'s
    /// level 5, or `millis`, the `--millis` option) only cuts a search short on a slow or
    /// busy machine.
    pub fn budget(self, variant: VariantId, millis: Option<u64>) -> Budget {
        // Level 5 searches about what one core of the 2-core machine of docs/engine.md plays in
        // 0.6 s on a quiet moment (under load the second cuts it short); level 4 an eighth
        // of that, level 3 a sixteenth of level 4. Level 2 looks two plies ahead with some
        // noise and no quiet search (a capture's recapture beyond them is unseen); level 1
        // one ply with a judgement off by more than a piece and one move in five at random,
        // a beginner's play.
        let base = match variant {
            VariantId::Neo => 50_000,
            VariantId::Simple => 90_000,
            VariantId::Classic => 12_000,
            VariantId::Heligon => 18_000,
        };
        let (depth, nodes, noise, blunder, table_bits, quiescence) = match self.0 {
            0 => (1, u64::MAX, 0, 0, 4, 0),
            1 => (1, base / 16, 150, 20, 10, 0),
            // simple's scores are captured values (ten a point): 30 is three points, which
            // left level 2 as sure as level 3 in most positions.
            2 if variant == VariantId::Simple => (2, base / 16, 100, 0, 12, 0),
            2 => (2, base / 16, 30, 0, 12, 0),
            // simple's points come from captures many plies away: a sixteenth of level 4
            // (5,600 positions) did not convert won games against level 2.
            3 if variant == VariantId::Simple => (64, base / 4, 0, 0, 14, 4),
            3 => (64, base / 16, 0, 0, 14, 4),
            4 => (64, base, 0, 0, 17, 4),
            _ => (64, base * 8, 0, 0, 18, 4),
        };
        Budget {
            depth,
            nodes,
            millis: millis.unwrap_or(match (variant, self.0) {
                (VariantId::Heligon, 5) => HELIGON_TOP_MILLIS,
                _ => DEFAULT_MILLIS,
            }),
            noise,
            blunder,
            table_bits,
            quiescence,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("greedy"),
            n => write!(f, "level {n}"),
        }
    }
}
