//! Board images: a PNG of a position, and an animated GIF of a game. Pure drawing on top of
//! the rules core; assets (the font) are compiled in.

mod board;
mod gif;
mod layout;
mod palette;
mod panel;
mod pieces;
mod text;

pub use gif::replay_gif;
pub use layout::{Layout, CELL};

use crate::rules::{Action, Color as Side, Position, Ruleset, Square};
use image::{ImageEncoder, RgbaImage};
use tiny_skia::Pixmap;

pub struct BoardView<'a> {
    pub rules: &'a Ruleset,
    pub pos: &'a Position,
    /// Highlights its from and to squares, or the drop square.
    pub last: Option<Action>,
    /// Squares where pieces were just captured.
    pub captured: Vec<Square>,
    /// Black at the bottom.
    pub flip: bool,
    pub white: Option<String>,
    pub black: Option<String>,
}

impl BoardView<'_> {
    pub fn layout(&self) -> Layout {
        Layout {
            ranks: self.pos.ranks,
            flip: self.flip,
        }
    }
}

/// Draws the view into an RGBA image.
pub fn render_rgba(view: &BoardView) -> RgbaImage {
    let l = view.layout();
    let mut pix = Pixmap::new(l.width(), l.height()).expect("the board has a size");
    pix.fill(palette::FRAME);
    board::squares_and_halves(&mut pix, &l, view.rules.half(Side::White));
    let marked: Vec<Square> = match view.last {
        Some(Action::Move { from, to }) => vec![from, to],
        Some(Action::Drop { to, .. }) => vec![to],
        None => Vec::new(),
    };
    board::highlight(&mut pix, &l, &marked);
    board::captured(&mut pix, &l, &view.captured);
    board::labels(&mut pix, &l);
    for (sq, piece) in view.pos.pieces() {
        let (cx, cy) = l.centre(sq);
        pieces::draw(&mut pix, &piece, cx, cy, layout::CELL);
    }
    let (top, bottom) = if view.flip {
        (Side::White, Side::Black)
    } else {
        (Side::Black, Side::White)
    };
    panel::strip(&mut pix, view, &l, top, true);
    panel::strip(&mut pix, view, &l, bottom, false);
    // Every pixel is opaque, so tiny-skia's premultiplied bytes are plain RGBA.
    RgbaImage::from_raw(l.width(), l.height(), pix.take()).expect("sizes agree")
}

/// The view as PNG bytes.
pub fn render_png(view: &BoardView) -> Vec<u8> {
    encode_png(&render_rgba(view))
}

pub fn encode_png(img: &RgbaImage) -> Vec<u8> {
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    let mut out = Vec::new();
    let rgb = image::DynamicImage::ImageRgba8(img.clone()).into_rgb8();
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
        .write_image(
            &rgb,
            img.width(),
            img.height(),
            image::ExtendedColorType::Rgb8,
        )
        .expect("encoding to memory cannot fail");
    out
}
