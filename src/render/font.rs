//! Text: the font ships inside the binary (assets/fonts, licence beside it), so rendering needs
//! no system font. Glyphs are rasterised by `ab_glyph` and blended onto the pixmap.

use super::palette::Rgba;
use ab_glyph::{Font, FontRef, Glyph, PxScale, ScaleFont};
use std::sync::OnceLock;
use tiny_skia::{Pixmap, PixmapPaint, PremultipliedColorU8, Transform};

static FONT_DATA: &[u8] = include_bytes!("../../assets/fonts/DejaVuSansCondensed-Bold.ttf");

struct Face {
    font: FontRef<'static>,
    /// Height of the digits as a share of the font size, for centring numbers exactly.
    digit_height: f32,
}

fn face() -> &'static Face {
    static FACE: OnceLock<Face> = OnceLock::new();
    FACE.get_or_init(|| {
        let font = FontRef::try_from_slice(FONT_DATA).expect("the bundled font parses");
        let size = 100.0;
        let zero = font.glyph_id('0').with_scale(PxScale::from(size));
        let digit_height = font
            .outline_glyph(zero)
            .map_or(0.72 * size, |g| -g.px_bounds().min.y)
            / size;
        Face { font, digit_height }
    })
}

/// Glyphs of `text` laid out on one line from x = 0 on baseline y = 0, with kerning.
fn layout(text: &str, size: f32) -> (Vec<Glyph>, f32) {
    let font = face().font.as_scaled(PxScale::from(size));
    let mut glyphs = Vec::with_capacity(text.len());
    let mut x = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            x += font.kern(p, id);
        }
        glyphs.push(id.with_scale_and_position(size, ab_glyph::point(x, 0.0)));
        x += font.h_advance(id);
        prev = Some(id);
    }
    (glyphs, x)
}

pub fn width(text: &str, size: f32) -> f32 {
    layout(text, size).1
}

/// Draws `text` with its left end at `x` on the baseline `y`.
pub fn draw(pixmap: &mut Pixmap, text: &str, size: f32, color: Rgba, x: f32, y: f32) {
    let (glyphs, _) = layout(text, size);
    for mut g in glyphs {
        g.position.x += x;
        g.position.y += y;
        if let Some(outline) = face().font.outline_glyph(g) {
            let b = outline.px_bounds();
            outline.draw(|gx, gy, cover| {
                let px = b.min.x as i32 + gx as i32;
                let py = b.min.y as i32 + gy as i32;
                blend(pixmap, px, py, color, cover);
            });
        }
    }
}

/// Draws `text` centred on (cx, cy), the digits' height centred vertically.
pub fn draw_centered(pixmap: &mut Pixmap, text: &str, size: f32, color: Rgba, cx: f32, cy: f32) {
    let w = width(text, size);
    let baseline = cy + face().digit_height * size / 2.0;
    draw(pixmap, text, size, color, cx - w / 2.0, baseline);
}

/// Draws `text` ending at `right` on the baseline `y`.
pub fn draw_right(pixmap: &mut Pixmap, text: &str, size: f32, color: Rgba, right: f32, y: f32) {
    draw(pixmap, text, size, color, right - width(text, size), y);
}

/// Draws `text` reading upwards (turned a quarter left), centred on `cy`, with the tops of
/// its letters towards `left`: an axis's title beside it.
pub fn draw_upward(pixmap: &mut Pixmap, text: &str, size: f32, color: Rgba, left: f32, cy: f32) {
    let w = width(text, size).ceil();
    // Room below the baseline for descenders, above it for accents.
    let baseline = (size * 1.05).ceil();
    let Some(mut flat) = Pixmap::new(w as u32 + 2, (size * 1.4).ceil() as u32) else {
        return;
    };
    draw(&mut flat, text, size, color, 1.0, baseline);
    // (x, y) of the flat text lands at (left + y, cy + w / 2 - x); whole pixels keep the
    // glyphs as sharp as upright ones.
    let turn = Transform::from_row(0.0, -1.0, 1.0, 0.0, left.round(), (cy + w / 2.0).round());
    pixmap.draw_pixmap(0, 0, flat.as_ref(), &PixmapPaint::default(), turn, None);
}

/// The height of digits at `size`, for placing lines of text.
pub fn digit_height(size: f32) -> f32 {
    face().digit_height * size
}

/// `text` without the characters the font has no glyph for (emoji in a Discord name, say),
/// which would otherwise show as empty boxes.
pub fn printable(text: &str) -> String {
    let font = &face().font;
    let kept: String = text
        .chars()
        .filter(|&c| c == ' ' || font.glyph_id(c).0 != 0)
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` cut with an ellipsis so that it fits in `max` pixels.
pub fn fit(text: &str, size: f32, max: f32) -> String {
    if width(text, size) <= max {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let cut: String = chars.iter().collect::<String>() + "…";
        if width(&cut, size) <= max {
            return cut;
        }
    }
    String::new()
}

/// Source-over blend of an opaque-or-translucent colour with coverage onto one pixel.
fn blend(pixmap: &mut Pixmap, x: i32, y: i32, color: Rgba, cover: f32) {
    let (w, h) = (pixmap.width() as i32, pixmap.height() as i32);
    if x < 0 || y < 0 || x >= w || y >= h || cover <= 0.0 {
        return;
    }
    let a = cover.min(1.0) * color.3 as f32 / 255.0;
    let i = (y * w + x) as usize;
    let dst = pixmap.pixels()[i];
    let mix = |s: u8, d: u8| (s as f32 * a + d as f32 * (1.0 - a) + 0.5) as u8;
    let alpha = (255.0 * a + dst.alpha() as f32 * (1.0 - a) + 0.5) as u8;
    let out = PremultipliedColorU8::from_rgba(
        mix(color.0, dst.red()).min(alpha),
        mix(color.1, dst.green()).min(alpha),
        mix(color.2, dst.blue()).min(alpha),
        alpha,
    );
    if let Some(p) = out {
        pixmap.pixels_mut()[i] = p;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_without_a_glyph_are_left_out() {
        assert_eq!(printable("Ann 🎲 of Ely"), "Ann of Ely");
        assert_eq!(printable("Žofie Ångström"), "Žofie Ångström");
        assert_eq!(printable("🎲🎲"), "");
    }

    /// Every letter and quotation mark German and Italian texts use has a glyph, so a
    /// picture's words and players' names are never cut short.
    #[test]
    fn german_and_italian_letters_and_quotes_are_kept() {
        let text = "äöüÄÖÜß àèéìòùÀÈÉÌÒÙ «» „“ ’ ·";
        assert_eq!(printable(text), text);
    }

    #[test]
    fn a_long_name_is_cut_to_fit_with_an_ellipsis() {
        let long = "Nicomachus of Gerasa, author of the Introduction to Arithmetic";
        let cut = fit(long, 19.0, 200.0);
        assert!(cut.ends_with('…') && width(&cut, 19.0) <= 200.0, "{cut}");
        assert_eq!(fit("Ann", 19.0, 200.0), "Ann");
    }
}
