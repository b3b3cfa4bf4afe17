//! The table of rule parts: for each part a `Ruleset` names (its movement, capture and
//! victory), the code that plays it. A variant's own parts live in its folder (`neo/`,
//! `simple/`, `classic/`, `heligon/`); parts two variants share (the straight `lines` of
//! `classic` and `heligon`, their `pyramid`s and `siege`) live at the top of `rules/`.
//! Adding a variant is adding its folder, its `Ruleset` in `variant.rs`, and, for each part
//! it does not share, one row here.

use super::bitboard::Bitboard;
use super::outcome::{Outcome, Reason};
use super::proof::Proof;
use super::{classic, heligon, lines, neo, simple};
use super::{
    Capture, Captured, Color, How, Movement, NoLanding, Piece, Position, Ruleset, Square,
    Unreachable, Victory,
};

/// Movement: every square the piece on `from` reaches, whatever stands there (own pieces
/// included); the caller keeps the empty squares and the enemies it may take.
pub fn reach(rules: &Ruleset, pos: &Position, from: Square, piece: Piece) -> Bitboard {
    match rules.movement {
        Movement::KingSteps => neo::steps::reach(rules, pos, from, piece),
        Movement::ExactLines => lines::reach(pos, from, piece),
        Movement::TurningPath => simple::path::reach(pos, from, piece.shape),
    }
}

/// Movement: why the piece on `from` does not reach `to` (said after "cannot reach");
/// `None` where the bare "cannot reach" says it all.
pub fn why_unreachable(
    rules: &Ruleset,
    pos: &Position,
    from: Square,
    piece: Piece,
    to: Square,
) -> Option<Unreachable> {
    match rules.movement {
        Movement::KingSteps => Some(neo::steps::why_not(pos, from, piece, to)),
        Movement::ExactLines => Some(lines::why_not(pos, from, piece, to)),
        Movement::TurningPath => Some(simple::path::why_not(pos, from, to, piece.shape)),
    }
}

/// Capture by landing: why `attacker` may not take `target` by moving onto it, or how it
/// takes it.
pub fn landing(rules: &Ruleset, attacker: Piece, target: Piece) -> Result<How, NoLanding> {
    match rules.capture {
        Capture::SharedFactor => neo::factor::landing(rules, attacker, target),
        Capture::MeetingAssault => simple::landing::landing(rules, attacker, target),
        Capture::Arithmetic | Capture::Medieval => Err(NoLanding::AutomaticOnly(rules.id)),
    }
}

/// Capture by landing, the fast yes/no form for move generation.
pub fn can_land(rules: &Ruleset, attacker: Piece, target: Piece) -> bool {
    match rules.capture {
        Capture::SharedFactor => neo::factor::can_land(rules, attacker, target),
        Capture::MeetingAssault => simple::landing::can_land(rules, attacker, target),
        Capture::Arithmetic | Capture::Medieval => false,
    }
}

/// Captures after an action: what falls without being landed on, in the order taken.
/// `heligon`'s part keeps its own prisoners and tallies as it goes (a pyramid component is
/// no prisoner, and the mover's win is checked between the two sides' captures).
pub fn captures_after(rules: &Ruleset, pos: &mut Position, mover: Color) -> Vec<Captured> {
    match rules.capture {
        Capture::SharedFactor => Vec::new(),
        Capture::MeetingAssault => simple::contact::resolve(rules, pos, mover),
        Capture::Arithmetic => classic::automatic::resolve(rules, pos, mover),
        Capture::Medieval => heligon::resolution::resolve(rules, pos, mover),
    }
}

/// Whether the capture part keeps its prisoners and scores itself (see `captures_after`).
pub fn keeps_its_own_takings(rules: &Ruleset) -> bool {
    rules.capture == Capture::Medieval
}

/// Victory: the variant's own result of `pos`, where `mover` made the last ply.
pub fn outcome(rules: &Ruleset, pos: &Position, mover: Color) -> Option<Outcome> {
    match rules.victory {
        Victory::Triumph => neo::triumph::outcome(rules, pos, mover),
        Victory::Points => simple::points::outcome(rules, pos, mover),
        Victory::Harmony => classic::harmony::outcome(rules, pos, mover),
        Victory::Heligon => heligon::victory::outcome(rules, pos, mover),
    }
}

/// Victory: what made `mover`'s (or, for a threshold, either side's) win by `reason`.
pub fn proof(rules: &Ruleset, pos: &Position, mover: Color, reason: Reason) -> Option<Proof> {
    match rules.victory {
        Victory::Triumph => neo::triumph::proof(rules, pos, mover, reason),
        Victory::Points => simple::points::proof(rules, pos, mover, reason),
        Victory::Harmony => classic::harmony::proof(rules, pos, mover, reason),
        Victory::Heligon => heligon::victory::proof(rules, pos, mover, reason),
    }
}
