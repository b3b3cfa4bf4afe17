//! Move notation as typed by a player, before it is matched against the position:
//! `c3-c5`, `c3xc5`, `T25@e6`, `25@e6`; case-insensitive, surrounding spaces ignored.

use super::{Shape, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveText {
    Move {
        from: Square,
        to: Square,
        capture_mark: bool,
    },
    Drop {
        shape: Option<Shape>,
        value: u16,
        to: Square,
    },
}

const FORMS: &str = "write a move like c3-c5, c3xc5 or T25@e6";

pub fn parse(text: &str, ranks: u8) -> Result<MoveText, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err(format!("empty move: {FORMS}"));
    }
    if let Some((piece, square)) = t.split_once('@') {
        return parse_drop(t, piece.trim(), square.trim(), ranks);
    }
    let lower = t.to_ascii_lowercase();
    let split = lower.find(['-', 'x']).filter(|&i| i > 0);
    let Some(i) = split else {
        return Err(format!("cannot read '{t}': {FORMS}"));
    };
    let (from, to) = (&lower[..i], &lower[i + 1..]);
    let from = Square::parse(from.trim(), ranks).map_err(|e| format!("'{t}': {e}"))?;
    let to = Square::parse(to.trim(), ranks).map_err(|e| format!("'{t}': {e}"))?;
    Ok(MoveText::Move {
        from,
        to,
        capture_mark: lower.as_bytes()[i] == b'x',
    })
}

fn parse_drop(t: &str, piece: &str, square: &str, ranks: u8) -> Result<MoveText, String> {
    let to = Square::parse(square, ranks).map_err(|e| format!("'{t}': {e}"))?;
    let (shape, digits) = match piece.chars().next().and_then(Shape::from_letter) {
        Some(s) => (Some(s), &piece[1..]),
        None => (None, piece),
    };
    let value = digits
        .parse::<u16>()
        .ok()
        .filter(|v| *v > 0 && digits.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| format!("cannot read the prisoner '{piece}' in '{t}': {FORMS}"))?;
    Ok(MoveText::Drop { shape, value, to })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s, 9).unwrap()
    }

    #[test]
    fn all_accepted_forms_are_read() {
        let m = MoveText::Move {
            from: sq("c3"),
            to: sq("c5"),
            capture_mark: false,
        };
        assert_eq!(parse(" C3-c5 ", 9), Ok(m));
        let x = MoveText::Move {
            from: sq("c3"),
            to: sq("c5"),
            capture_mark: true,
        };
        assert_eq!(parse("c3xc5", 9), Ok(x));
        assert_eq!(parse("C3XC5", 9), Ok(x));
        let d = MoveText::Drop {
            shape: Some(Shape::Triangle),
            value: 25,
            to: sq("e6"),
        };
        assert_eq!(parse("t25@E6", 9), Ok(d));
        let bare = MoveText::Drop {
            shape: None,
            value: 25,
            to: sq("e6"),
        };
        assert_eq!(parse("25@e6", 9), Ok(bare));
    }

    #[test]
    fn malformed_moves_are_refused_with_the_reason() {
        assert!(parse("", 9).unwrap_err().contains("empty move"));
        assert!(parse("c3c5", 9).unwrap_err().contains("cannot read"));
        assert!(parse("c3-c10", 9).unwrap_err().contains("not on the board"));
        assert!(parse("X25@e6", 9)
            .unwrap_err()
            .contains("cannot read the prisoner"));
        assert!(parse("T25@z9", 9).unwrap_err().contains("not on the board"));
        assert!(parse("-c5", 9).is_err());
    }
}
