//! Move notation as typed by a player, before it is matched against the position:
//! `c3-c5`, `c3xc5`, `T25@e6`, `25@e6`; case-insensitive, spaces ignored, and the forms a
//! phone or a hurried player types read the same: `c3c5`, `c3 c5`, `C3-C5`, `c3–c5` (en dash),
//! `c3—c5` (em dash). A bare square (`e4`) is no move; `bare_square` recognises it so that a
//! caller can answer with that piece's moves.

use super::{Illegal, Piece, Shape, Square};

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

/// Lower case, without spaces, every kind of dash a keyboard or a phone produces as `-`.
fn normalise(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{fe58}' | '\u{fe63}' | '\u{ff0d}' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// The square a player typed alone (`e4`, ` E4 `), asking what the piece there can do.
pub fn bare_square(text: &str, ranks: u8) -> Option<Square> {
    Square::parse(&normalise(text), ranks).ok()
}

/// The mark between a piece's shape letter and its value in the form people read (`c·7`):
/// `c7` is also a square's name, `c·7` never is.
pub const PIECE_MARK: char = '·';

/// A piece as people read it in prose, lists and the text board: its shape letter (upper
/// case White, lower case Black), `·`, its value, `*` when turned: `C·4`, `t·16`, `S·25*`; a
/// reduced pyramid lists what is left, `P(C·4,T·9)`. The canonical text (`C4`, RULES.md's
/// notation) stays in positions and records; this form is never read as a square.
pub fn written(p: &Piece) -> String {
    let canonical = p.to_string();
    let mut out = String::with_capacity(canonical.len() + 4);
    let mut previous = ' ';
    for c in canonical.chars() {
        if c.is_ascii_digit() && previous.is_ascii_alphabetic() {
            out.push(PIECE_MARK);
        }
        out.push(c);
        previous = c;
    }
    out
}

/// A piece typed by its token alone (`c7`, `c·7`, `c.7`, `T9`, `s25*`, `p190`: shape letter
/// and value, in either case, the mark between them optional, a turned piece's `*` allowed),
/// asking what that piece can do: its shape and value. `c7` is also the square c7; the
/// caller decides which was meant (`c·7` is only the piece).
pub fn bare_piece(text: &str) -> Option<(Shape, u16)> {
    let t = normalise(text);
    let t = t.strip_suffix('*').unwrap_or(&t);
    let mut chars = t.chars();
    let shape = Shape::from_letter(chars.next()?)?;
    let digits = chars.as_str();
    let digits = digits.strip_prefix([PIECE_MARK, '.']).unwrap_or(digits);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((shape, digits.parse().ok()?))
}

pub fn parse(text: &str, ranks: u8) -> Result<MoveText, Illegal> {
    let t = text.trim();
    if t.is_empty() {
        return Err(Illegal::Empty);
    }
    let lower = normalise(t);
    if let Some((piece, square)) = lower.split_once('@') {
        return parse_drop(t, piece, square, ranks);
    }
    if let Some(sq) = bare_square(t, ranks) {
        return Err(Illegal::BareSquare(sq));
    }
    let (from, sep, to) = split_move(&lower).ok_or_else(|| Illegal::Unreadable(t.to_string()))?;
    let from = square(t, from, ranks)?;
    let to = square(t, to, ranks)?;
    Ok(MoveText::Move {
        from,
        to,
        capture_mark: sep == Some('x'),
    })
}

/// A square of the move `t`, or why it is none.
fn square(t: &str, name: &str, ranks: u8) -> Result<Square, Illegal> {
    Square::read(name, ranks).map_err(|error| Illegal::BadSquare {
        text: t.to_string(),
        error,
    })
}

/// `c3-c5`, `c3xc5`, `c3c5` as (from, separator, to): the first square is a letter and its
/// digits; an `x` counts as the capture mark only when a square follows it.
fn split_move(t: &str) -> Option<(&str, Option<char>, &str)> {
    if !t.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let end = 1 + t[1..].bytes().take_while(u8::is_ascii_digit).count();
    let (from, rest) = t.split_at(end);
    if end == 1 || rest.is_empty() {
        return None;
    }
    match rest.as_bytes() {
        [b'-'] => None,
        [b'-', ..] => Some((from, Some('-'), &rest[1..])),
        [b'x', next, ..] if next.is_ascii_alphabetic() => Some((from, Some('x'), &rest[1..])),
        [first, _, ..] if first.is_ascii_alphabetic() => Some((from, None, rest)),
        _ => None,
    }
}

fn parse_drop(t: &str, piece: &str, square_name: &str, ranks: u8) -> Result<MoveText, Illegal> {
    let to = square(t, square_name, ranks)?;
    let (shape, digits) = match piece.chars().next().and_then(Shape::from_letter) {
        Some(s) => (Some(s), &piece[1..]),
        None => (None, piece),
    };
    // The form people read (`t·9@d10`) is typed too.
    let digits = digits.strip_prefix([PIECE_MARK, '.']).unwrap_or(digits);
    let value = digits
        .parse::<u16>()
        .ok()
        .filter(|v| *v > 0 && digits.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| Illegal::BadPrisoner {
            piece: piece.to_string(),
            text: t.to_string(),
        })?;
    Ok(MoveText::Drop { shape, value, to })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s, 9).unwrap()
    }

    #[test]
    fn the_written_form_of_a_piece_is_never_a_square_and_reads_back() {
        for token in ["c7", "C4", "t16", "S25*", "p190", "P(C4,T9,S36)"] {
            let piece = Piece::parse(token).unwrap();
            let shown = written(&piece);
            assert!(
                bare_square(&shown, 16).is_none(),
                "{shown} reads as a square"
            );
            if !token.contains('(') {
                assert_eq!(bare_piece(&shown), Some((piece.shape, piece.value)));
            }
        }
        assert_eq!(written(&Piece::parse("c7").unwrap()), "c·7");
        assert_eq!(written(&Piece::parse("S25*").unwrap()), "S·25*");
        assert_eq!(written(&Piece::parse("P(C4,T9)").unwrap()), "P(C·4,T·9)");
        assert_eq!(bare_piece("c.7"), bare_piece("c7"));
        assert_eq!(
            parse("t·9@d10", 16),
            Ok(MoveText::Drop {
                shape: Some(Shape::Triangle),
                value: 9,
                to: Square::parse("d10", 16).unwrap()
            })
        );
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
    fn hurried_and_phone_forms_read_as_the_plain_move() {
        let m = MoveText::Move {
            from: sq("c4"),
            to: sq("c5"),
            capture_mark: false,
        };
        for text in [
            "c4c5",
            "c4 c5",
            "C4-C5",
            "c4\u{2013}c5",
            "c4\u{2014}c5",
            " c4 - c5 ",
        ] {
            assert_eq!(parse(text, 9), Ok(m), "{text}");
        }
        let long = parse("c9c8", 9).unwrap();
        assert_eq!(
            long,
            MoveText::Move {
                from: sq("c9"),
                to: sq("c8"),
                capture_mark: false
            }
        );
        assert_eq!(parse("t25 @ e6", 9).unwrap(), parse("T25@e6", 9).unwrap());
        // An x between two squares is the capture mark, glued or not.
        assert!(matches!(
            parse("c4 x c5", 9),
            Ok(MoveText::Move {
                capture_mark: true,
                ..
            })
        ));
    }

    #[test]
    fn a_bare_square_is_recognised_but_is_no_move() {
        assert_eq!(bare_square(" E4 ", 9), Some(sq("e4")));
        assert_eq!(bare_square("e4-e5", 9), None);
        assert_eq!(bare_square("e10", 9), None);
    }

    #[test]
    fn malformed_moves_are_refused_with_the_reason() {
        assert!(parse("", 9).unwrap_err().to_string().contains("empty move"));
        assert!(parse("c3", 9)
            .unwrap_err()
            .to_string()
            .contains("is a square, not a move"));
        assert!(parse("c3-", 9)
            .unwrap_err()
            .to_string()
            .contains("cannot read"));
        assert!(parse("c3x", 9)
            .unwrap_err()
            .to_string()
            .contains("cannot read"));
        assert!(parse("3c-c5", 9)
            .unwrap_err()
            .to_string()
            .contains("cannot read"));
        assert!(parse("c3-c10", 9)
            .unwrap_err()
            .to_string()
            .contains("not on the board"));
        assert!(parse("X25@e6", 9)
            .unwrap_err()
            .to_string()
            .contains("cannot read the prisoner"));
        assert!(parse("T25@z9", 9)
            .unwrap_err()
            .to_string()
            .contains("not on the board"));
        assert!(parse("-c5", 9).is_err());
    }
}

#[cfg(test)]
mod piece_tokens {
    use super::*;

    #[test]
    fn a_piece_token_is_its_shape_and_value_in_either_case() {
        assert_eq!(bare_piece("c7"), Some((Shape::Circle, 7)));
        assert_eq!(bare_piece(" T9 "), Some((Shape::Triangle, 9)));
        assert_eq!(bare_piece("s25*"), Some((Shape::Square, 25)));
        assert_eq!(bare_piece("P190"), Some((Shape::Pyramid, 190)));
        for not_one in ["c3-c5", "c3c5", "T25@e6", "x7", "c", "7", "c7x"] {
            assert_eq!(bare_piece(not_one), None, "{not_one}");
        }
    }
}
