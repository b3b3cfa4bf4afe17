//! The last move as a board picture writes it in the strip of the side that played it:
//! `f4xf2` where the mover landed on the piece it took, `c4-b4` otherwise, `C64@g4` for a
//! prisoner entered. Read from the typed action and the squares its ply captured on.

use crate::rules::action::shown_drop;
use crate::rules::{Action, Capture, Ruleset, Square};

pub fn last_move_text(rules: &Ruleset, action: Action, captured: &[Square]) -> String {
    match action {
        Action::Move { from, to } => {
            // Only where movers land on what they take (`neo`, `simple`): elsewhere a piece
            // taken on `to` is the mover's own, lost after its move.
            let lands = matches!(
                rules.capture,
                Capture::SharedFactor | Capture::MeetingAssault
            );
            let sep = if lands && captured.contains(&to) {
                'x'
            } else {
                '-'
            };
            format!("{from}{sep}{to}")
        }
        // In the colour of the side that entered it, as it stands on the board now.
        Action::Drop { piece, to } => shown_drop(piece, to),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Piece, Ruleset};

    fn sq(name: &str) -> Square {
        Square::parse(name, 16).unwrap()
    }

    #[test]
    fn an_x_only_where_the_mover_landed_on_what_it_took() {
        let (from, to) = (sq("a8"), sq("a11"));
        let moved = Action::Move { from, to };
        let simple = Ruleset::from_names("simple", &[]).unwrap();
        assert_eq!(last_move_text(&simple, moved, &[to]), "a8xa11");
        assert_eq!(last_move_text(&simple, moved, &[sq("b12")]), "a8-a11");
        // In classic a piece taken on the square moved to was the mover, lost after its move.
        let classic = Ruleset::from_names("classic", &[]).unwrap();
        assert_eq!(last_move_text(&classic, moved, &[to]), "a8-a11");
        let piece = Piece::parse("C64").unwrap();
        let dropped = Action::Drop {
            piece,
            to: sq("g4"),
        };
        assert_eq!(last_move_text(&simple, dropped, &[]), "C64@g4");
        // Black's prisoner entered is Black's piece now: a lower-case letter, as on the board.
        let theirs = Piece::parse("t9*").unwrap();
        let entered = Action::Drop {
            piece: theirs,
            to: sq("d10"),
        };
        assert_eq!(last_move_text(&simple, entered, &[]), "t9@d10");
    }
}
