//! `neo`'s movement: up to k king steps through empty squares (circle 1, triangle 2, square
//! 3); the pyramid stands still.

use crate::rules::bitboard::{king_spread, squares, Bitboard};
use crate::rules::movement::allowed_squares;
use crate::rules::{Piece, Position, Ruleset, Shape, Square, Unreachable};

/// King steps a shape may make.
pub fn king_steps(shape: Shape) -> u32 {
    match shape {
        Shape::Circle => 1,
        Shape::Triangle => 2,
        Shape::Square => 3,
        Shape::Pyramid => 0,
    }
}

/// Every square the piece on `from` reaches in its king steps, whatever stands there.
pub fn reach(rules: &Ruleset, pos: &Position, from: Square, piece: Piece) -> Bitboard {
    let allowed = allowed_squares(rules, piece) & !from.bit();
    let empty = pos.empty_squares();
    let (mut frontier, mut reached) = (from.bit(), 0);
    for _ in 0..king_steps(piece.shape) {
        let next = king_spread(frontier) & allowed & !reached;
        reached |= next;
        // Only empty squares can be passed through.
        frontier = next & empty;
        if frontier == 0 {
            break;
        }
    }
    reached
}

/// Why the piece on `from` does not reach `to` in its king steps: too far, or every way
/// short enough passes other pieces.
pub fn why_not(pos: &Position, from: Square, piece: Piece, to: Square) -> Unreachable {
    let steps = king_steps(piece.shape);
    let distance = king_distance(from, to);
    if distance > steps {
        return Unreachable::Steps {
            shape: piece.shape,
            steps: steps as u8,
            to,
            distance: distance as u8,
        };
    }
    // The pieces that stop the ways: those standing next to where the piece can get
    // through empty squares, where a way on from them would still be short enough.
    let mut blockers: Vec<(Square, Piece)> = Vec::new();
    let (mut frontier, mut seen) = (from.bit(), from.bit());
    for k in 0..steps {
        let next = king_spread(frontier) & !seen;
        seen |= next;
        for s in squares(next & pos.occupied() & !to.bit()) {
            if k + 1 + king_distance(s, to) <= steps {
                blockers.extend(pos.at(s).map(|p| (s, p)));
            }
        }
        frontier = next & pos.empty_squares();
    }
    match blockers.len() {
        0 => Unreachable::OutOfReach(to),
        _ => Unreachable::Hemmed(blockers),
    }
}

/// King steps between two squares on an empty board.
fn king_distance(a: Square, b: Square) -> u32 {
    let d = |x: u8, y: u8| u32::from(x.abs_diff(y));
    d(a.file(), b.file()).max(d(a.rank(), b.rank()))
}

#[cfg(test)]
mod tests {
    use crate::rules::explain::resolve;
    use crate::rules::{Game, Ruleset};

    fn refused(rfen: Option<&str>, text: &str) -> String {
        let rules = Ruleset::from_names("neo", &[]).unwrap();
        let game = match rfen {
            Some(r) => Game::from_rfen(rules, r).unwrap(),
            None => Game::new(rules),
        };
        resolve(&game, text).unwrap_err().to_string()
    }

    #[test]
    fn an_unreachable_square_is_explained_too_far_or_hemmed_in() {
        assert_eq!(
            refused(None, "a2-a5"),
            "the square 15 (S·15) on a2 cannot reach a5: every way there is blocked, by the white \
             triangle 9 (T·9) on a3 and by the white triangle 25 (T·25) on b3; no piece jumps"
        );
        // Only the pieces that stop it: those next to the square 81, not the ones behind.
        assert_eq!(
            refused(None, "b1-b4"),
            "the square 81 (S·81) on b1 cannot reach b4: every way there is blocked, by the white \
             square 15 (S·15) on a2 and by the white square 45 (S·45) on b2 and by the white \
             triangle 6 (T·6) on c2; no piece jumps"
        );
        assert_eq!(
            refused(None, "c3-c6"),
            "the circle 4 (C·4) on c3 cannot reach c6: a circle moves at most 1 king step, and c6 is \
             3 away"
        );
    }
}
