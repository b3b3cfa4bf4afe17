//! What a side has lost since the start, read from the board alone. Where there are no
//! prisoners (`classic`, `simple`) a piece once taken never comes back, so the start army
//! less the pieces still standing is what the opponent took; the board strips show it as
//! chess sites show captured material, with a badge for a pyramid taken whole.

use super::pyramid::{component, remaining};
use super::{rfen, Color, Drops, Piece, Position, Ruleset};

/// What each side has lost, as the strips show it: its pieces (`lost`) and whether the
/// pyramid it started with is off the board. Counted once from typed positions, so that a
/// picture is given it rather than reading the start again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Losses {
    pieces: [Vec<Piece>; 2],
    pyramid: [bool; 2],
}

impl Losses {
    /// Since `start`, the position the game began from.
    pub fn since(rules: &Ruleset, start: &Position, pos: &Position) -> Losses {
        // A position drawn under another board's rules (a hand-made one) lost no pyramid.
        let gone = |c: Color| {
            pos.ranks == rules.ranks && start.pyramid_of(c).is_some() && pos.pyramid_of(c).is_none()
        };
        Losses {
            pieces: Color::BOTH.map(|c| lost_since(rules, start, pos, c)),
            pyramid: Color::BOTH.map(gone),
        }
    }

    /// Since the variant's start position: for a position shown without its game.
    pub fn of(rules: &Ruleset, pos: &Position) -> Losses {
        Losses::since(rules, &variant_start(rules), pos)
    }

    /// `color`'s pieces missing from the board (see `lost`).
    pub fn pieces(&self, color: Color) -> &[Piece] {
        &self.pieces[color.index()]
    }

    /// Whether `color`'s pyramid, which it started with, is off the board.
    pub fn pyramid(&self, color: Color) -> bool {
        self.pyramid[color.index()]
    }
}

fn variant_start(rules: &Ruleset) -> Position {
    rfen::parse(rules.start, rules).expect("start positions are valid RFEN")
}

/// `color`'s pieces missing from the board since the variant's start, by rising value:
/// ordinary pieces, the components a standing pyramid has lost, and a pyramid gone whole (as
/// the complete pyramid). Empty where captured pieces become prisoners (shown as such instead).
pub fn lost(rules: &Ruleset, pos: &Position, color: Color) -> Vec<Piece> {
    if rules.drops != Drops::None {
        return Vec::new();
    }
    lost_since(rules, &variant_start(rules), pos, color)
}

/// `color`'s pieces missing from the board since `start` (see `lost`).
fn lost_since(rules: &Ruleset, start: &Position, pos: &Position, color: Color) -> Vec<Piece> {
    if rules.drops != Drops::None {
        return Vec::new();
    }
    let mut missing = parts(start, color);
    for piece in parts(pos, color) {
        take(&mut missing, piece);
    }
    // A composite pyramid (not `simple`'s plain square) gone whole.
    if start.pyramid_of(color).is_some() && pos.pyramid_of(color).is_none() {
        let whole = Piece::pyramid(color);
        for i in remaining(whole) {
            take(&mut missing, component(whole, i));
        }
        missing.push(whole);
    }
    missing.sort_by_key(|p| (p.value, p.shape));
    missing
}

/// Removes one piece equal to `piece` from `list`, if there is one.
fn take(list: &mut Vec<Piece>, piece: Piece) {
    if let Some(i) = list.iter().position(|p| *p == piece) {
        list.swap_remove(i);
    }
}

/// `color`'s pieces on the board, a composite pyramid as the components it holds.
fn parts(pos: &Position, color: Color) -> Vec<Piece> {
    let mut out = Vec::new();
    for (_, p) in pos.pieces().filter(|(_, p)| p.color == color) {
        if p.is_pyramid() {
            out.extend(remaining(p).map(|i| component(p, i)));
        } else {
            out.push(p);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Shape, Square};

    fn start(variant: &str) -> Game {
        Game::new(Ruleset::from_names(variant, &[]).unwrap())
    }

    fn at(name: &str) -> Square {
        Square::parse(name, 16).unwrap()
    }

    fn texts(pieces: &[Piece]) -> Vec<String> {
        pieces
            .iter()
            .map(|p| format!("{:?} {:?} {}", p.color, p.shape, p.value))
            .collect()
    }

    #[test]
    fn nothing_is_lost_at_the_start() {
        for v in ["classic", "simple"] {
            let g = start(v);
            for c in [Color::White, Color::Black] {
                assert!(lost(&g.rules, &g.pos, c).is_empty(), "{v} {c}");
            }
        }
    }

    #[test]
    fn taken_pieces_and_pyramid_components_are_missed_by_rising_value() {
        let mut g = start("classic");
        // Black's square 120 stands on b15, White's triangle 81 on h3; White's pyramid
        // (1 4 9 16 25 36) on g2 loses its triangle 16.
        assert_eq!(g.pos.clear(at("b15")).map(|p| p.value), Some(120));
        assert_eq!(g.pos.clear(at("h3")).map(|p| p.value), Some(81));
        let reduced = Piece::pyramid_with(Color::White, 0b110111);
        g.pos.put(at("g2"), reduced);
        assert_eq!(
            texts(&lost(&g.rules, &g.pos, Color::Black)),
            ["Black Square 120"]
        );
        assert_eq!(
            texts(&lost(&g.rules, &g.pos, Color::White)),
            ["White Triangle 16", "White Triangle 81"]
        );
    }

    #[test]
    fn a_pyramid_gone_whole_is_missed_once_as_the_pyramid() {
        let mut g = start("classic");
        let square = g.pos.pyramid_of(Color::Black).unwrap();
        g.pos.clear(square);
        let missed = lost(&g.rules, &g.pos, Color::Black);
        assert_eq!(missed, [Piece::pyramid(Color::Black)]);
    }

    #[test]
    fn simple_pyramids_are_plain_squares_and_variants_with_prisoners_miss_nothing() {
        let mut g = start("simple");
        let s91 = g.pos.pieces().find(|(_, p)| p.value == 91).unwrap();
        g.pos.clear(s91.0);
        assert_eq!(
            lost(&g.rules, &g.pos, Color::White),
            [Piece::new(Color::White, Shape::Square, 91)]
        );
        for v in ["neo", "heligon"] {
            let mut g = start(v);
            let (square, _) = g.pos.pieces().next().unwrap();
            g.pos.clear(square);
            assert!(lost(&g.rules, &g.pos, Color::White).is_empty(), "{v}");
            assert!(lost(&g.rules, &g.pos, Color::Black).is_empty(), "{v}");
        }
    }

    #[test]
    fn losses_count_from_the_start_they_are_given() {
        let g = start("classic");
        let mut later = g.pos;
        assert_eq!(later.clear(at("b15")).map(|p| p.value), Some(120));
        let square = later.pyramid_of(Color::White).unwrap();
        later.clear(square);
        let losses = Losses::of(&g.rules, &later);
        assert_eq!(texts(losses.pieces(Color::Black)), ["Black Square 120"]);
        assert!(losses.pyramid(Color::White) && !losses.pyramid(Color::Black));
        // A game that began without them has lost neither.
        let own = Losses::since(&g.rules, &later, &later);
        assert!(own.pieces(Color::Black).is_empty() && !own.pyramid(Color::White));
    }
}
