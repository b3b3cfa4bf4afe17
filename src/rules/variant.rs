//! A variant is data: one `Ruleset` value says which board, setup, movement, capture,
//! prisoner and victory rules a game follows, with the options chosen for it.

use super::bitboard::{full, Bitboard};
pub use super::heligon::aim::{Aim, Proper};
use super::option_error::OptionError;
use super::setup;
pub use super::simple::goal::Goal;
use super::Color;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantId {
    Classic,
    Heligon,
    Neo,
    Simple,
}

impl VariantId {
    /// The variants offered to players (the bot's choices, /rules, challenges).
    pub const ALL: [VariantId; 4] = [
        VariantId::Neo,
        VariantId::Simple,
        VariantId::Classic,
        VariantId::Heligon,
    ];

    /// Variants still being built: playable from the command line, not offered to players.
    pub const UNFINISHED: [VariantId; 0] = [];

    /// Whether players are offered the variant.
    pub fn offered(self) -> bool {
        VariantId::ALL.contains(&self)
    }

    pub fn name(self) -> &'static str {
        match self {
            VariantId::Classic => "classic",
            VariantId::Heligon => "heligon",
            VariantId::Neo => "neo",
            VariantId::Simple => "simple",
        }
    }

    pub fn parse(name: &str) -> Result<VariantId, OptionError> {
        VariantId::ALL
            .into_iter()
            .chain(VariantId::UNFINISHED)
            .find(|v| v.name().eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| OptionError::UnknownVariant {
                name: name.to_string(),
                known: VariantId::ALL.iter().map(|v| v.name()).collect(),
            })
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How pieces move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Movement {
    /// Up to k king steps through empty squares (circle 1, triangle 2, square 3);
    /// the pyramid stands still.
    KingSteps,
    /// A straight line of exact length through empty squares: circle 1 orthogonally,
    /// triangle 2 diagonally, square 3 in any direction; a composite pyramid moves like
    /// any shape it holds (`classic`).
    ExactLines,
    /// Exactly 2 (circle), 3 (triangle) or 4 (square) orthogonal steps, turning by 90
    /// degrees at most once, through empty squares (`simple`).
    TurningPath,
}

/// How a piece is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capture {
    /// The mover lands on an enemy piece whose value shares a prime factor with its own.
    SharedFactor,
    /// The mover lands on an enemy of equal value (meeting) or of its value plus, minus,
    /// times or divided by the move's length (assault); after the move, ambush by two
    /// neighbours and enclosure take pieces without moving (`simple`).
    MeetingAssault,
    /// Nobody lands on anyone: after the move, enemy values fall to the arithmetic of the
    /// captor's pieces that reach or see them (equality, times, divided, sums, differences)
    /// and to siege; pyramids lose components singly (`classic`).
    Arithmetic,
    /// `heligon` (seed 001): nobody lands on anyone; after every action, enemy values fall
    /// to meeting (an equal value that reaches them), ambush (two that reach them, by sum or
    /// difference), assault (along any line, larger = smaller times the empty squares
    /// between) and siege; pyramids attack and are attacked at their current sum or a single
    /// component; a piece the mover left exposed is taken before the opponent's move, the
    /// single captor stepping onto its square.
    Medieval,
}

/// Where a prisoner may be entered instead of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drops {
    /// Onto an empty square of the opponent's half; pieces entered this way that came from
    /// the opponent move only inside that half.
    OpponentHalf,
    /// Onto an empty square of one's own half (`heligon`); entered pieces move freely.
    OwnHalf,
    /// No prisoners: captured pieces leave the board and count for the captor's score.
    None,
}

/// How a game is won, beyond the endings every variant shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Victory {
    /// Take the enemy pyramid while keeping one's own, then line up three own pieces in
    /// progression on consecutive squares in the opponent's half; both pyramids gone = draw.
    Triumph,
    /// `simple`: first to a points goal (captured values, or shape points), optionally a
    /// ply limit where the higher score wins, or with `rows` only a row of three wins.
    Points,
    /// `classic`: three pieces in the opponent's half (at most one enemy) in proportion,
    /// in a line or around a corner, win for the side that has just moved.
    Harmony,
    /// `heligon`: a proper victory (small, great or excellent arrangement in the opponent's
    /// half) and/or common victories (body, goods, lawsuit thresholds), as `victory=` says.
    Heligon,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// `neo`: the black pyramid cannot be captured by a multiple of 2.
    pub balanced: bool,
    /// `simple`: the points goal (`victory=value:200` by default).
    pub goal: Goal,
    /// `simple`: the game ends when this many plies have been played (`limit=N`).
    pub limit: Option<u32>,
    /// `simple`: only a row of three in the opponent's half wins (`rows=true`).
    pub rows: bool,
    /// `heligon`: ambushes also by product and quotient (`ambush=all`).
    pub ambush_all: bool,
    /// `heligon`: the victory played for (`victory=small` by default).
    pub aim: Aim,
    /// `heligon`: a proper victory counts only after taking the enemy pyramid.
    pub pyramid_first: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruleset {
    pub id: VariantId,
    pub ranks: u8,
    pub first: Color,
    pub movement: Movement,
    pub capture: Capture,
    pub drops: Drops,
    pub victory: Victory,
    pub start: &'static str,
    /// The RFEN `key=value` fields this variant accepts.
    pub keys: &'static [&'static str],
    pub options: Options,
    halves: [Bitboard; 2],
}

impl Ruleset {
    /// The variant with its options given as `key=value` pairs.
    pub fn new(id: VariantId, options: &[(String, String)]) -> Result<Ruleset, OptionError> {
        let mut rules = match id {
            VariantId::Classic => Ruleset::classic(),
            VariantId::Heligon => Ruleset::heligon(),
            VariantId::Neo => Ruleset::neo(),
            VariantId::Simple => Ruleset::simple(),
        };
        for (key, value) in options {
            rules.set_option(key, value)?;
        }
        Ok(rules)
    }

    /// Parses a variant name and `k=v` option texts.
    pub fn from_names(variant: &str, options: &[String]) -> Result<Ruleset, OptionError> {
        let id = VariantId::parse(variant)?;
        let pairs = options
            .iter()
            .map(|o| match o.split_once('=') {
                Some((k, v)) if !k.trim().is_empty() => {
                    Ok((k.trim().to_ascii_lowercase(), v.trim().to_string()))
                }
                _ => Err(OptionError::NotKeyValue { text: o.clone() }),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ruleset::new(id, &pairs)
    }

    /// Seed 000: 16 ranks, Black first, exact straight moves, arithmetic captures,
    /// composite pyramids, no prisoners.
    fn classic() -> Ruleset {
        let white = full(8);
        Ruleset {
            id: VariantId::Classic,
            ranks: 16,
            first: Color::Black,
            movement: Movement::ExactLines,
            capture: Capture::Arithmetic,
            drops: Drops::None,
            victory: Victory::Harmony,
            start: setup::CLASSIC,
            keys: &["halfmove"],
            options: Options::default(),
            halves: [white, full(16) & !white],
        }
    }

    /// Seed 001: classic's board, setup and movement, Black first; meeting, ambush, assault
    /// and siege; prisoners re-entered on one's own half; proper and common victories.
    fn heligon() -> Ruleset {
        let white = full(8);
        Ruleset {
            id: VariantId::Heligon,
            ranks: 16,
            first: Color::Black,
            movement: Movement::ExactLines,
            capture: Capture::Medieval,
            drops: Drops::OwnHalf,
            victory: Victory::Heligon,
            start: setup::CLASSIC,
            keys: &[
                "halfmove", "wbody", "bbody", "wgoods", "bgoods", "wlawsuit", "blawsuit",
            ],
            options: Options::default(),
            halves: [white, full(16) & !white],
        }
    }

    fn neo() -> Ruleset {
        // Rank 5 is split: e5-h5 (the white pyramid's side) belong to White's half.
        let rank5 = 0xffu128 << 32;
        let e5_h5 = 0xf0u128 << 32;
        let white = ((1u128 << 32) - 1) | e5_h5;
        let black = full(9) & !white;
        debug_assert_eq!(black & rank5, rank5 & !e5_h5);
        Ruleset {
            id: VariantId::Neo,
            ranks: 9,
            first: Color::White,
            movement: Movement::KingSteps,
            capture: Capture::SharedFactor,
            drops: Drops::OpponentHalf,
            victory: Victory::Triumph,
            start: setup::NEO,
            keys: &["halfmove"],
            options: Options::default(),
            halves: [white, black],
        }
    }

    /// Seed 002: 16 ranks, White first, pyramids played as plain squares, no prisoners.
    fn simple() -> Ruleset {
        let white = full(8);
        Ruleset {
            id: VariantId::Simple,
            ranks: 16,
            first: Color::White,
            movement: Movement::TurningPath,
            capture: Capture::MeetingAssault,
            drops: Drops::None,
            victory: Victory::Points,
            start: setup::SIMPLE,
            keys: &["halfmove", "ply", "wvalue", "bvalue", "wshape", "bshape"],
            options: Options::default(),
            halves: [white, full(16) & !white],
        }
    }

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match (self.id, key) {
            (VariantId::Neo, "balanced") => self.options.balanced = parse_bool(key, value)?,
            (VariantId::Simple, "victory") => self.options.goal = Goal::parse(value)?,
            (VariantId::Simple, "limit") => self.options.limit = Some(parse_limit(value)?),
            (VariantId::Simple, "rows") => self.options.rows = parse_bool(key, value)?,
            (VariantId::Heligon, "victory") => self.options.aim = Aim::parse(value)?,
            (VariantId::Heligon, "ambush") => self.options.ambush_all = parse_ambush(value)?,
            (VariantId::Heligon, "pyramid_first") => {
                self.options.pyramid_first = parse_bool(key, value)?
            }
            _ => {
                return Err(OptionError::UnknownOption {
                    key: key.to_string(),
                    variant: self.id.name(),
                    known: self.option_names(),
                })
            }
        }
        Ok(())
    }

    pub fn option_names(&self) -> &'static [&'static str] {
        match self.id {
            VariantId::Classic => &[],
            VariantId::Heligon => &["victory", "ambush", "pyramid_first"],
            VariantId::Neo => &["balanced"],
            VariantId::Simple => &["victory", "limit", "rows"],
        }
    }

    /// The options as `key=value` texts, only those differing from the defaults.
    pub fn option_texts(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.options.balanced {
            out.push("balanced=true".to_string());
        }
        if self.options.goal != Goal::default() {
            out.push(format!("victory={}", self.options.goal.text()));
        }
        if let Some(n) = self.options.limit {
            out.push(format!("limit={n}"));
        }
        if self.options.rows {
            out.push("rows=true".to_string());
        }
        if self.options.aim != Aim::default() {
            out.push(format!("victory={}", self.options.aim.text()));
        }
        if self.options.ambush_all {
            out.push("ambush=all".to_string());
        }
        if self.options.pyramid_first {
            out.push("pyramid_first=true".to_string());
        }
        out
    }

    /// Whether the pyramids are played as plain squares (seed 002: `S91`, `s190`); the
    /// turning-path movement belongs to that rule set.
    pub fn plain_pyramids(&self) -> bool {
        self.movement == Movement::TurningPath
    }

    /// The squares of `color`'s own half.
    pub fn half(&self, color: Color) -> Bitboard {
        self.halves[color.index()]
    }
}

fn parse_limit(value: &str) -> Result<u32, OptionError> {
    match value.trim().parse::<u32>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(OptionError::Limit {
            value: value.to_string(),
        }),
    }
}

/// `ambush=all` (sum, difference, product, quotient) or `ambush=sum` (sum or difference,
/// the default).
fn parse_ambush(value: &str) -> Result<bool, OptionError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "all" => Ok(true),
        "sum" => Ok(false),
        _ => Err(OptionError::Ambush {
            value: value.to_string(),
        }),
    }
}

fn parse_bool(key: &str, value: &str) -> Result<bool, OptionError> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "yes" | "1" | "on" => Ok(true),
        "false" | "no" | "0" | "off" => Ok(false),
        _ => Err(OptionError::NotBool {
            key: key.to_string(),
            value: value.to_string(),
        }),
    }
}
