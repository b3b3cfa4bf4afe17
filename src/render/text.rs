//! Text from the font shipped in assets/ (DejaVu Sans Condensed Bold, licence beside it),
//! rasterised by ab_glyph and blended onto the pixmap.

use ab_glyph::{point, Font, FontRef, PxScale, ScaleFont};
use std::sync::OnceLock;
use tiny_skia::{Color, Pixmap};

static FONT_BYTES: &[u8] = include_bytes!("../../assets/DejaVuSansCondensed-Bold.ttf");

fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("the bundled font parses"))
}

/// Width in pixels of `text` at `size`.
pub fn width(text: &str, size: f32) -> f32 {
    let f = font().as_scaled(PxScale::from(size));
    text.chars().map(|c| f.h_advance(f.glyph_id(c))).sum()
}

#[derive(Clone, Copy)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// Draws `text` with its vertical centre at `cy`.
pub fn draw(pix: &mut Pixmap, text: &str, x: f32, cy: f32, size: f32, color: Color, align: Align) {
    let f = font().as_scaled(PxScale::from(size));
    let w = width(text, size);
    let mut pen = match align {
        Align::Left => x,
        Align::Center => x - w / 2.0,
        Align::Right => x - w,
    };
    // Centre on the cap height so digits sit in the middle of a shape.
    let baseline = cy + (f.ascent() * 0.72) / 2.0;
    for c in text.chars() {
        let id = f.glyph_id(c);
        let glyph = id.with_scale_and_position(PxScale::from(size), point(pen, baseline));
        pen += f.h_advance(id);
        if let Some(outline) = font().outline_glyph(glyph) {
            let b = outline.px_bounds();
            outline.draw(|gx, gy, cov| {
                blend(
                    pix,
                    b.min.x as i32 + gx as i32,
                    b.min.y as i32 + gy as i32,
                    color,
                    cov,
                );
            });
        }
    }
}

fn blend(pix: &mut Pixmap, x: i32, y: i32, c: Color, coverage: f32) {
    if x < 0 || y < 0 || x >= pix.width() as i32 || y >= pix.height() as i32 {
        return;
    }
    let a = (coverage.clamp(0.0, 1.0) * c.alpha()).clamp(0.0, 1.0);
    let i = (y as u32 * pix.width() + x as u32) as usize * 4;
    let data = pix.data_mut();
    for (k, ch) in [c.red(), c.green(), c.blue()].into_iter().enumerate() {
        let old = data[i + k] as f32;
        data[i + k] = (old + (ch * 255.0 - old) * a).round() as u8;
    }
    data[i + 3] = 255;
}
