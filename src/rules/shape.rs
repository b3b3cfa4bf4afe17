//! The four shapes and their letters in notation.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    Circle,
    Triangle,
    Square,
    Pyramid,
}

impl Shape {
    pub const ALL: [Shape; 4] = [
        Shape::Circle,
        Shape::Triangle,
        Shape::Square,
        Shape::Pyramid,
    ];

    /// Upper-case letter; RFEN writes Black's pieces in lower case.
    pub fn letter(self) -> char {
        match self {
            Shape::Circle => 'C',
            Shape::Triangle => 'T',
            Shape::Square => 'S',
            Shape::Pyramid => 'P',
        }
    }

    pub fn from_letter(c: char) -> Option<Shape> {
        match c.to_ascii_uppercase() {
            'C' => Some(Shape::Circle),
            'T' => Some(Shape::Triangle),
            'S' => Some(Shape::Square),
            'P' => Some(Shape::Pyramid),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Shape::Circle => "circle",
            Shape::Triangle => "triangle",
            Shape::Square => "square",
            Shape::Pyramid => "pyramid",
        }
    }
}
