//! Every colour of the picture in one place. The frame is a dark slate card, so the image sits
//! well on Discord's dark theme and reads as a framed card on the light one; the board itself is
//! light, so both armies stand out on it.
//!
//! Each marking colour has one meaning: blue the last move (its squares and its chip), red a
//! square where a piece was just taken, white and black the side that took it (arrows) or
//! owns it, gold a win (the winning arrangement and the result), green whose turn it is.

use crate::rules::{Color, VariantId};

/// An opaque or translucent sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    pub const fn rgb(hex: u32) -> Rgba {
        Rgba((hex >> 16) as u8, (hex >> 8) as u8, hex as u8, 255)
    }

    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }

    pub fn skia(self) -> tiny_skia::Color {
        tiny_skia::Color::from_rgba8(self.0, self.1, self.2, self.3)
    }
}

pub const BACKGROUND: Rgba = Rgba::rgb(0x23262e);
/// The players' strips, a step lighter than the background.
pub const CARD: Rgba = Rgba::rgb(0x2e323b);
pub const FRAME: Rgba = Rgba::rgb(0x4a3b2c);
pub const LABEL: Rgba = Rgba::rgb(0xb4bac6);
pub const TEXT: Rgba = Rgba::rgb(0xeceae6);
pub const MUTED: Rgba = Rgba::rgb(0x8d94a1);
/// The pill that says whose turn it is.
pub const TURN: Rgba = Rgba::rgb(0x3fa45b);

/// Squares of White's half: warm parchment, light and dark.
pub const WHITE_HALF: [Rgba; 2] = [Rgba::rgb(0xf1e4c6), Rgba::rgb(0xdcc59a)];
/// Squares of Black's half: the same lightness turned cool grey-blue, so the halves differ at a
/// glance without fighting the pieces.
pub const BLACK_HALF: [Rgba; 2] = [Rgba::rgb(0xdde3e8), Rgba::rgb(0xb9c4cf)];
/// The line drawn where the two halves meet.
pub const HALF_LINE: Rgba = Rgba::rgb(0x6b4f36);

/// The last move's squares, laid over the board.
pub const LAST_MOVE: Rgba = Rgba(0x3d, 0x8b, 0xe0, 110);
/// The last move's chip in the strip of the side that played it.
pub const LAST_MOVE_CHIP: Rgba = Rgba::rgb(0x2f74c0);
/// Squares where pieces were just captured.
pub const CAPTURE: Rgba = Rgba::rgb(0xd62839);
pub const CAPTURE_TINT: Rgba = Rgba(0xd6, 0x28, 0x39, 70);

/// The members of a winning arrangement (harmony, triumph, row, proper victory).
pub const WIN: Rgba = Rgba::rgb(0xe2a400);
pub const WIN_TINT: Rgba = Rgba(0xe2, 0xa4, 0x00, 90);
/// Words on a gold tag by a member of the winning arrangement.
pub const WIN_TEXT: Rgba = Rgba::rgb(0x2a1e00);
pub const SHADOW: Rgba = Rgba(0, 0, 0, 60);
/// The edge of Black's arrows and of Black's pieces on the dark strips, where black on slate
/// would vanish.
pub const ARROW_LIGHT_EDGE: Rgba = Rgba::rgb(0xd9dde3);
/// A review's moment: the move played (orange, what went wrong) and the engine's better
/// move (green, what to look for), each arrow with a dark edge to stand out on both halves.
pub const PLAYED_MOVE: Rgba = Rgba::rgb(0xe8772e);
pub const BETTER_MOVE: Rgba = Rgba::rgb(0x2fa552);
pub const MOVE_EDGE: Rgba = Rgba::rgb(0x1d1f24);
/// A drawn game's result.
pub const DRAW: Rgba = Rgba::rgb(0x6b7280);

/// Each variant's line on the rating chart, the same on every chart whichever variants it
/// shows: a player who knows neo is gold finds it at once.
pub fn variant_line(variant: VariantId) -> Rgba {
    match variant {
        VariantId::Neo => Rgba::rgb(0xe8b04a),
        VariantId::Classic => Rgba::rgb(0x5fa8e8),
        VariantId::Simple => Rgba::rgb(0x6cc27a),
        VariantId::Heligon => Rgba::rgb(0xd9738c),
    }
}

/// The line of a variant name the chart does not know (one renamed since it was played).
pub const OTHER_LINE: Rgba = Rgba::rgb(0xc3c7cf);

/// How a piece of one army is painted: body, outline, value text.
#[derive(Clone, Copy, Debug)]
pub struct Ink {
    pub body: Rgba,
    /// The darker face of a pyramid.
    pub shade: Rgba,
    pub edge: Rgba,
    pub text: Rgba,
}

pub const WHITE_INK: Ink = Ink {
    body: Rgba::rgb(0xfbf8f1),
    shade: Rgba::rgb(0xe2dccd),
    edge: Rgba::rgb(0x3a332c),
    text: Rgba::rgb(0x26211c),
};

pub const BLACK_INK: Ink = Ink {
    body: Rgba::rgb(0x2e3138),
    shade: Rgba::rgb(0x1f2126),
    edge: Rgba::rgb(0x111215),
    text: Rgba::rgb(0xf6f3ec),
};

pub fn ink(color: Color) -> Ink {
    match color {
        Color::White => WHITE_INK,
        Color::Black => BLACK_INK,
    }
}
