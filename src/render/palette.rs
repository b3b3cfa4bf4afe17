//! Colours, chosen to read on both Discord themes: the image carries its own opaque frame.

use tiny_skia::Color;

pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
    rgba(r, g, b, 255)
}

pub const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Color {
    // SAFETY: the only requirement is components in 0..=1, which u8 / 255 always is.
    unsafe { Color::from_rgba_unchecked(unit(r), unit(g), unit(b), unit(a)) }
}

const fn unit(v: u8) -> f32 {
    v as f32 / 255.0
}

pub const FRAME: Color = rgb(0x2f, 0x33, 0x3a);
/// The player strips: lighter than the frame, so Black's prisoners stand out.
pub const STRIP: Color = rgb(0x4a, 0x50, 0x5a);
pub const LABEL: Color = rgb(0xd8, 0xdc, 0xe2);
/// White's half: warm wood; Black's half: the same wood, cooler, so the halves read at once.
pub const WHITE_HALF: [Color; 2] = [rgb(0xf0, 0xd9, 0xb5), rgb(0xc8, 0x9f, 0x72)];
pub const BLACK_HALF: [Color; 2] = [rgb(0xe2, 0xdc, 0xcf), rgb(0xa8, 0x9b, 0x88)];
pub const HALF_LINE: Color = rgb(0x8a, 0x2b, 0x1f);
pub const WHITE_PIECE: Color = rgb(0xfb, 0xf8, 0xf0);
pub const BLACK_PIECE: Color = rgb(0x26, 0x28, 0x2d);
pub const WHITE_INK: Color = rgb(0x1d, 0x1f, 0x24);
pub const BLACK_INK: Color = rgb(0xf4, 0xf1, 0xe8);
pub const LAST_MOVE: Color = rgba(0xf2, 0xc8, 0x2e, 0x90);
pub const CAPTURED: Color = rgb(0xd6, 0x3a, 0x2f);
pub const TURN: Color = rgb(0x4c, 0xc2, 0x6a);
