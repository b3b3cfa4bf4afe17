//! Why a move text is no legal action, as data: each reason with the squares, pieces and
//! numbers it speaks of. `Display` words it in English (the CLI's words); the service words
//! it in each player's language.

use super::half::Half;
use super::notation::written;
use super::square::SquareError;
use super::{Color, Outcome, Piece, Shape, Square, VariantId};
use std::fmt;

const FORMS: &str = "write a move like c3-c5, c3xc5 or T25@e6";

/// A move refused: unreadable, or not legal in the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// Nothing typed.
    Empty,
    /// A square alone (`e4`): a question about a piece, not a move.
    BareSquare(Square),
    /// Not a move's shape at all; the trimmed text.
    Unreadable(String),
    /// A square of the move is no square of the board.
    BadSquare {
        text: String,
        error: SquareError,
    },
    /// The prisoner of a drop (`X25@e6`) cannot be read.
    BadPrisoner {
        piece: String,
        text: String,
    },
    GameOver(Outcome),
    NoPiece(Square),
    /// The piece on `from` belongs to the side not to move (`side`).
    NotYours {
        piece: Piece,
        from: Square,
        side: Color,
    },
    SameSquare {
        piece: Piece,
        from: Square,
    },
    /// A pyramid where pyramids never move.
    Immobile {
        piece: Piece,
        from: Square,
    },
    /// `to` holds `piece`, of the mover's own side.
    OwnPiece {
        to: Square,
        piece: Piece,
    },
    /// A piece taken from the opponent stays in the opponent's half (the other colour's).
    OutsideHalf {
        piece: Piece,
        from: Square,
        to: Square,
    },
    Unreachable {
        piece: Piece,
        from: Square,
        to: Square,
        why: Option<Unreachable>,
    },
    /// `x` written towards an empty square.
    EmptyTarget {
        from: Square,
        to: Square,
    },
    /// The piece on `from` may not land on `target` on `to`.
    CannotTake {
        piece: Piece,
        from: Square,
        target: Piece,
        to: Square,
        why: NoLanding,
    },
    NoDrops(VariantId),
    /// `side` holds no prisoner named `named` (`T25`, `25`).
    NoPrisoner {
        side: Color,
        named: String,
    },
    /// A bare value held in several shapes: the drops it could mean.
    AmbiguousDrop {
        named: String,
        forms: Vec<String>,
    },
    Occupied {
        to: Square,
        piece: Piece,
    },
    /// A drop outside the half drops go to: the dropper's own (`own`) or the opponent's.
    NotDropHalf {
        to: Square,
        own: bool,
        /// The half a drop goes into, said with its squares.
        half: Half,
    },
}

/// Why a piece does not reach a square, beyond "cannot reach".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreachable {
    /// The one way there is blocked by `piece` on `square`.
    Blocked {
        square: Square,
        piece: Piece,
    },
    /// Both ways of an L are blocked, by these two.
    BothBlocked([(Square, Piece); 2]),
    /// Straight lines: how each shape the piece moves as moves (`pyramid`: it is a pyramid
    /// moving like the shapes it holds).
    Ways {
        pyramid: bool,
        shapes: Vec<Shape>,
    },
    /// Turning paths: the shape moves exactly `length` squares, `to` is `distance` away.
    Distance {
        shape: Shape,
        length: u8,
        to: Square,
        distance: u8,
    },
    OutOfReach(Square),
    /// King steps: the shape makes at most `steps`, and `to` is `distance` away.
    Steps {
        shape: Shape,
        steps: u8,
        to: Square,
        distance: u8,
    },
    /// King steps: every way there short enough passes these pieces (the nearest first).
    Hemmed(Vec<(Square, Piece)>),
}

/// Why an attacker may not take a target by landing on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoLanding {
    NoSharedFactor {
        attacker: u16,
        target: u16,
    },
    /// `balanced=true`: the black pyramid is safe from even attackers.
    Shielded {
        attacker: u16,
    },
    /// `simple`: neither a meeting nor an assault over the move's `length` gives `target`.
    NotReached {
        attacker: u16,
        target: u16,
        length: u8,
    },
    /// In this variant captures follow the move by themselves.
    AutomaticOnly(VariantId),
}

/// "the circle 4 (C·4) on c3", as the service's words name a piece.
fn the(piece: &Piece, square: Square) -> String {
    format!("the {} ({}) on {square}", piece.describe(), written(piece))
}

/// "the black circle 4 (c·4) on c5".
fn the_coloured(piece: &Piece, square: Square) -> String {
    format!(
        "the {} {} ({}) on {square}",
        piece.color.name(),
        piece.describe(),
        written(piece)
    )
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::Empty => write!(f, "empty move: {FORMS}"),
            Illegal::BareSquare(sq) => write!(
                f,
                "{sq} is a square, not a move: {FORMS} (from {sq} to the square it goes to)"
            ),
            Illegal::Unreadable(t) => write!(f, "cannot read '{t}': {FORMS}"),
            Illegal::BadSquare { text, error } => write!(f, "'{text}': {error}"),
            Illegal::BadPrisoner { piece, text } => {
                write!(f, "cannot read the prisoner '{piece}' in '{text}': {FORMS}")
            }
            Illegal::GameOver(outcome) => write!(f, "the game is over ({outcome})"),
            Illegal::NoPiece(sq) => write!(f, "no piece on {sq}"),
            Illegal::NotYours { piece, from, side } => write!(
                f,
                "{} is {}'s; it is {side}'s turn",
                the(piece, *from),
                piece.color
            ),
            Illegal::SameSquare { piece, from } => {
                write!(f, "{} must move to another square", the(piece, *from))
            }
            Illegal::Immobile { piece, from } => write!(f, "{} cannot move", the(piece, *from)),
            Illegal::OwnPiece { to, piece } => {
                write!(f, "{to} holds your own {}", piece.describe())
            }
            Illegal::OutsideHalf { piece, from, to } => write!(
                f,
                "{} came from the opponent and moves only inside {}'s half; {to} is outside it",
                the(piece, *from),
                piece.color.other()
            ),
            Illegal::Unreachable {
                piece,
                from,
                to,
                why,
            } => {
                write!(f, "{} cannot reach {to}", the(piece, *from))?;
                match why {
                    Some(why) => write!(f, ": {why}"),
                    None => Ok(()),
                }
            }
            Illegal::EmptyTarget { from, to } => {
                write!(f, "{to} is empty, so nothing is taken: write {from}-{to}")
            }
            Illegal::CannotTake {
                piece,
                from,
                target,
                to,
                why,
            } => write!(
                f,
                "{} cannot take {}: {why}",
                the(piece, *from),
                the_coloured(target, *to)
            ),
            Illegal::NoDrops(id) => write!(
                f,
                "there are no drops in {id}: captured pieces leave the board"
            ),
            Illegal::NoPrisoner { side, named } => write!(f, "{side} holds no prisoner {named}"),
            Illegal::AmbiguousDrop { named, forms } => {
                write!(f, "{named} is ambiguous: write {}", forms.join(" or "))
            }
            Illegal::Occupied { to, piece } => write!(
                f,
                "{to} is occupied by the {} {}",
                piece.color.name(),
                piece.describe()
            ),
            Illegal::NotDropHalf { to, own, half } => {
                let whose = if *own {
                    "your own half"
                } else {
                    "the opponent's half"
                };
                let side = match half.color {
                    Color::White => "White's",
                    Color::Black => "Black's",
                };
                write!(f, "{to} is not in {whose} for a drop ({side} half: {half})")
            }
        }
    }
}

impl fmt::Display for Unreachable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreachable::Blocked { square, piece } => write!(
                f,
                "{} is in the way, and no piece jumps",
                the_coloured(piece, *square)
            ),
            Unreachable::BothBlocked([(a, p), (b, q)]) => write!(
                f,
                "both ways are blocked, by {} and by {}; no piece jumps",
                the_coloured(p, *a),
                the_coloured(q, *b)
            ),
            Unreachable::Ways { pyramid, shapes } => {
                let mut ways: Vec<&str> = Vec::new();
                if *pyramid {
                    ways.push("this pyramid moves like any shape it still holds");
                }
                for (i, s) in shapes.iter().enumerate() {
                    // The verb once, with the first shape: "a circle moves ...; a triangle ...".
                    ways.push(match (s, i) {
                        (Shape::Circle, _) => "a circle moves exactly 1 square along a rank or file",
                        (Shape::Triangle, 0) => "a triangle moves exactly 2 squares diagonally",
                        (Shape::Triangle, _) => "a triangle exactly 2 squares diagonally",
                        (_, 0) => "a square moves exactly 3 squares in any of the 8 directions",
                        _ => "a square exactly 3 squares in any of the 8 directions",
                    });
                }
                f.write_str(&ways.join("; "))
            }
            Unreachable::Distance {
                shape,
                length,
                to,
                distance,
            } => write!(
                f,
                "a {} moves exactly {length} squares, orthogonally, turning at most once, and {to} is {distance} away",
                shape.name()
            ),
            Unreachable::OutOfReach(to) => write!(f, "{to} is out of reach"),
            Unreachable::Steps {
                shape,
                steps,
                to,
                distance,
            } => write!(
                f,
                "a {} moves at most {steps} king step{}, and {to} is {distance} away",
                shape.name(),
                if *steps == 1 { "" } else { "s" }
            ),
            Unreachable::Hemmed(blockers) => {
                let named: Vec<String> = blockers.iter().map(|(s, p)| the_coloured(p, *s)).collect();
                write!(f, "every way there is blocked, by {}; no piece jumps", named.join(" and by "))
            }
        }
    }
}

impl fmt::Display for NoLanding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NoLanding::NoSharedFactor { attacker, target } => {
                write!(f, "{attacker} and {target} share no prime factor")
            }
            NoLanding::Shielded { attacker } => write!(
                f,
                "with balanced=true the black pyramid cannot be taken by a multiple of 2 ({attacker})"
            ),
            NoLanding::NotReached {
                attacker: v,
                target: t,
                length: n,
            } => write!(
                f,
                "{t} is not {v} (a meeting), nor {v}+{n}, {v}-{n}, {v}*{n} or {v}/{n} (an assault over {n} squares)"
            ),
            NoLanding::AutomaticOnly(id) => write!(
                f,
                "in {id} a move ends on an empty square; captures follow by themselves after it"
            ),
        }
    }
}

impl std::error::Error for Illegal {}

/// The CLI and the renderer report a refused move as text.
impl From<Illegal> for String {
    fn from(e: Illegal) -> String {
        e.to_string()
    }
}
