//! A piece: colour, shape, value, whether it stands in the colour of the side that did not
//! own it at the start (`*` in notation), and a composite pyramid's remaining components.

use super::values::pyramid_components;
use super::{Color, Shape};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub shape: Shape,
    pub value: u16,
    /// Captured and turned: it now stands in the colour of the side that did not own it.
    pub foreign: bool,
    /// For a pyramid, bit i set while component i of its owner's list remains.
    pub parts: u8,
}

impl Piece {
    pub fn new(color: Color, shape: Shape, value: u16) -> Piece {
        Piece {
            color,
            shape,
            value,
            foreign: false,
            parts: 0,
        }
    }

    /// A complete pyramid of its army (White 91, Black 190).
    pub fn pyramid(color: Color) -> Piece {
        let parts = (1u8 << pyramid_components(color).len()) - 1;
        Piece::pyramid_with(color, parts)
    }

    pub fn pyramid_with(color: Color, parts: u8) -> Piece {
        let value = pyramid_components(color)
            .iter()
            .enumerate()
            .filter(|(i, _)| parts & (1 << i) != 0)
            .map(|(_, &(_, v))| v as u16)
            .sum();
        Piece {
            color,
            shape: Shape::Pyramid,
            value,
            foreign: false,
            parts,
        }
    }

    pub fn is_pyramid(&self) -> bool {
        self.shape == Shape::Pyramid
    }

    pub fn is_complete_pyramid(&self) -> bool {
        self.is_pyramid() && self.parts == (1u8 << pyramid_components(self.color).len()) - 1
    }

    /// The army the piece belonged to at the start.
    pub fn origin(&self) -> Color {
        if self.foreign {
            self.color.other()
        } else {
            self.color
        }
    }

    /// The same piece after capture by the other side: turned over, so colour and origin flip.
    pub fn turned(self) -> Piece {
        Piece {
            color: self.color.other(),
            foreign: !self.foreign,
            ..self
        }
    }

    /// Words for messages: "circle 4", "pyramid 91".
    pub fn describe(&self) -> String {
        format!("{} {}", self.shape.name(), self.value)
    }

    /// Parses one RFEN piece: `C4`, `t12`, `C9*`, `P91`, `p190`, `P(C4,T9,S36)`.
    pub fn parse(text: &str) -> Result<Piece, String> {
        let (body, foreign) = match text.strip_suffix('*') {
            Some(b) => (b, true),
            None => (text, false),
        };
        let first = body.chars().next().ok_or("an empty piece")?;
        let shape = Shape::from_letter(first)
            .ok_or_else(|| format!("'{text}' does not start with a shape letter C, T, S or P"))?;
        let color = if first.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let rest = &body[1..];
        if shape == Shape::Pyramid {
            if foreign {
                return Err(format!("'{text}': a pyramid never changes sides"));
            }
            return parse_pyramid(color, rest, text);
        }
        let value = parse_value(rest, text)?;
        Ok(Piece {
            color,
            shape,
            value,
            foreign,
            parts: 0,
        })
    }

    /// The RFEN text of the piece.
    pub fn text(&self) -> String {
        self.to_string()
    }
}

fn parse_value(digits: &str, whole: &str) -> Result<u16, String> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "'{whole}' needs a value after its shape letter, like C4"
        ));
    }
    match digits.parse::<u16>() {
        Ok(v) if v > 0 => Ok(v),
        _ => Err(format!("'{whole}' has a value out of range (1-65535)")),
    }
}

fn parse_pyramid(color: Color, rest: &str, whole: &str) -> Result<Piece, String> {
    let list = pyramid_components(color);
    if let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
        let mut parts = 0u8;
        for item in inner.split(',') {
            let c = Piece::parse(item.trim()).map_err(|e| format!("in '{whole}': {e}"))?;
            let idx = list
                .iter()
                .position(|&(s, v)| s == c.shape && v as u16 == c.value)
                .ok_or_else(|| format!("'{whole}': {item} is not a component of this pyramid"))?;
            if parts & (1 << idx) != 0 {
                return Err(format!("'{whole}' lists {item} twice"));
            }
            parts |= 1 << idx;
        }
        return Ok(Piece::pyramid_with(color, parts));
    }
    let value = parse_value(rest, whole)?;
    let full = Piece::pyramid(color);
    if value != full.value {
        return Err(format!(
            "'{whole}': the {} pyramid is {}{}",
            color.name(),
            if color == Color::White { 'P' } else { 'p' },
            full.value
        ));
    }
    Ok(full)
}

/// A shape's letter in a colour's case: upper case White, lower case Black.
pub fn letter(shape: Shape, color: Color) -> char {
    match color {
        Color::White => shape.letter(),
        Color::Black => shape.letter().to_ascii_lowercase(),
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = letter(self.shape, self.color);
        if self.is_pyramid() && !self.is_complete_pyramid() {
            write!(f, "{l}(")?;
            let parts = pyramid_components(self.color)
                .iter()
                .enumerate()
                .filter(|(i, _)| self.parts & (1 << i) != 0);
            for (n, (_, &(s, v))) in parts.enumerate() {
                let sep = if n > 0 { "," } else { "" };
                write!(f, "{sep}{}{v}", letter(s, self.color))?;
            }
            return write!(f, ")");
        }
        write!(f, "{l}{}", self.value)?;
        if self.foreign {
            f.write_str("*")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_texts_round_trip() {
        for t in [
            "C4",
            "t12",
            "C9*",
            "s361",
            "P91",
            "p190",
            "P(C4,T9,S36)",
            "p(c16,s64)",
        ] {
            assert_eq!(Piece::parse(t).unwrap().text(), t);
        }
        assert_eq!(Piece::parse("P(C4,T9,S36)").unwrap().value, 49);
    }

    #[test]
    fn bad_piece_texts_say_what_is_wrong() {
        assert!(Piece::parse("X4").unwrap_err().contains("shape letter"));
        assert!(Piece::parse("C").unwrap_err().contains("needs a value"));
        assert!(Piece::parse("P90").unwrap_err().contains("P91"));
        assert!(Piece::parse("P(C4,C4)").unwrap_err().contains("twice"));
        assert!(Piece::parse("P(C5)")
            .unwrap_err()
            .contains("not a component"));
    }

    #[test]
    fn turning_a_piece_flips_colour_and_origin() {
        let t = Piece::parse("t12").unwrap().turned();
        assert_eq!(t.text(), "T12*");
        assert_eq!(t.origin(), Color::Black);
        assert_eq!(t.turned().text(), "t12");
    }
}
