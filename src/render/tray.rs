//! The pieces a strip lists (prisoners, or the enemy pieces taken) as chips: a small shape
//! and the value in the piece's own colours, the value as large as on the board, and a light
//! edge around black chips so they stand out on the dark strip. When not all fit, the highest
//! values are shown and "+N" counts the rest. A reduced pyramid's remaining components are
//! listed the same way ("pyramid 4+9+36").

use super::font;
use super::palette::{self, Rgba};
use super::shapes;
use super::sprites;
use crate::rules::values::pyramid_components;
use crate::rules::{Color, Piece, Shape};
use tiny_skia::{PathBuilder, Pixmap};

/// The values' size: the board's two-digit values are 0.36 of a 56 px square, about 20 px.
pub const VALUE_SIZE: f32 = 20.0;
const CHIP_H: f32 = 26.0;
const GLYPH: f32 = 11.0;
const PAD: f32 = 6.0;
const GAP: f32 = 4.0;
/// Room kept for "+12" after the chips when not all fit.
const MORE_ROOM: f32 = 34.0;

fn ink_and_edge(color: Color) -> (palette::Ink, Rgba) {
    match color {
        Color::White => (palette::WHITE_INK, palette::WHITE_INK.edge),
        Color::Black => (palette::BLACK_INK, palette::ARROW_LIGHT_EDGE),
    }
}

fn label_of(piece: &Piece) -> String {
    if piece.foreign {
        format!("{}*", piece.value)
    } else {
        piece.value.to_string()
    }
}

fn chip_width(text: &str) -> f32 {
    PAD + GLYPH + 4.0 + font::width(text, VALUE_SIZE) + PAD
}

/// Draws one chip with its left edge at `x` (to the whole pixel), centred on `cy`; returns
/// its right edge. Each distinct chip is drawn once per thread and then stamped.
fn chip(pixmap: &mut Pixmap, color: Color, shape: Shape, text: &str, x: f32, cy: f32) -> f32 {
    let w = chip_width(text);
    let (x, top) = (x.round(), (cy - CHIP_H / 2.0).round() - 1.0);
    let size = (w.ceil() as u32 + 3, CHIP_H as u32 + 3);
    let key = format!("chip {color:?} {shape:?} {text}");
    sprites::stamp_drawn(pixmap, &key, size, (x as i32 - 1, top as i32), |p| {
        draw_chip(p, color, shape, text, 1.0, 1.0 + CHIP_H / 2.0)
    });
    x + w
}

fn draw_chip(pixmap: &mut Pixmap, color: Color, shape: Shape, text: &str, x: f32, cy: f32) {
    let (ink, edge) = ink_and_edge(color);
    let w = chip_width(text);
    if let Some(p) = shapes::rounded_rect(x, cy - CHIP_H / 2.0, w, CHIP_H, 6.0) {
        shapes::fill(pixmap, &p, ink.body);
        shapes::stroke(pixmap, &p, edge, 1.5);
    }
    glyph(pixmap, shape, x + PAD + GLYPH / 2.0, cy, ink.text);
    let base = cy + font::digit_height(VALUE_SIZE) / 2.0;
    font::draw(
        pixmap,
        text,
        VALUE_SIZE,
        ink.text,
        x + PAD + GLYPH + 4.0,
        base,
    );
}

/// A small circle, triangle or square (a pyramid is drawn as a triangle on a bar).
fn glyph(pixmap: &mut Pixmap, shape: Shape, cx: f32, cy: f32, color: Rgba) {
    let h = GLYPH / 2.0;
    let path = match shape {
        Shape::Circle => PathBuilder::from_circle(cx, cy, h),
        Shape::Triangle | Shape::Pyramid => {
            shapes::polygon(&[(cx, cy - h), (cx + h, cy + h * 0.8), (cx - h, cy + h * 0.8)])
        }
        Shape::Square => shapes::rounded_square(cx, cy, h * 0.85, 1.5),
    };
    if let Some(p) = path {
        shapes::fill(pixmap, &p, color);
    }
}

/// How many of the chips (widths in rising order of value) fit in `room`, taken from the end.
fn fitting(widths: &[f32], room: f32) -> usize {
    let total: f32 = widths.iter().map(|w| w + GAP).sum();
    if total <= room {
        return widths.len();
    }
    let mut used = MORE_ROOM;
    let mut n = 0;
    for w in widths.iter().rev() {
        if used + w + GAP > room {
            break;
        }
        used += w + GAP;
        n += 1;
    }
    n
}

/// `label` then the pieces of `list` (rising values) as chips from `x` up to `end`.
pub fn row(pixmap: &mut Pixmap, label: &str, list: &[Piece], x: f32, cy: f32, end: f32) {
    if list.is_empty() {
        return;
    }
    let size = SMALL;
    let base = cy + font::digit_height(size) / 2.0;
    font::draw(pixmap, label, size, palette::LABEL, x, base);
    let start = x + font::width(label, size) + 8.0;
    let texts: Vec<String> = list.iter().map(label_of).collect();
    let widths: Vec<f32> = texts.iter().map(|t| chip_width(t)).collect();
    let shown = fitting(&widths, end - start);
    let first = list.len() - shown;
    let mut at = start;
    for (piece, text) in list[first..].iter().zip(&texts[first..]) {
        at = chip(pixmap, piece.color, piece.shape, text, at, cy) + GAP;
    }
    if first > 0 {
        let more = format!("+{first}");
        font::draw(pixmap, &more, SMALL + 2.0, palette::TEXT, at + 2.0, base);
    }
}

const SMALL: f32 = 13.0;

/// The components a reduced pyramid still holds, as "4+9+36".
pub fn components_text(pyramid: &Piece) -> String {
    let values: Vec<String> = pyramid_components(pyramid.color)
        .iter()
        .enumerate()
        .filter(|(i, _)| pyramid.parts & (1 << i) != 0)
        .map(|(_, &(_, v))| v.to_string())
        .collect();
    values.join("+")
}

/// `label` ("pyramid", in the picture's language) and a chip with the pyramid's remaining
/// components, from `x`; returns the right edge.
pub fn pyramid_chip(pixmap: &mut Pixmap, label: &str, pyramid: &Piece, x: f32, cy: f32) -> f32 {
    let base = cy + font::digit_height(SMALL) / 2.0;
    font::draw(pixmap, label, SMALL, palette::LABEL, x, base);
    let at = x + font::width(label, SMALL) + 8.0;
    chip(
        pixmap,
        pyramid.color,
        Shape::Pyramid,
        &components_text(pyramid),
        at,
        cy,
    )
}

/// The width `pyramid_chip` takes.
pub fn pyramid_chip_width(label: &str, pyramid: &Piece) -> f32 {
    font::width(label, SMALL) + 8.0 + chip_width(&components_text(pyramid))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_values_are_kept_when_not_all_fit() {
        let w = [40.0; 10];
        assert_eq!(fitting(&w, 1000.0), 10);
        // 44 per chip after the 34 kept for "+N": 4 chips in 220.
        assert_eq!(fitting(&w, 220.0), 4);
        assert_eq!(fitting(&w, 10.0), 0);
    }

    #[test]
    fn a_reduced_pyramid_lists_what_remains() {
        let p = Piece::parse("P(C4,T9,S36)").unwrap();
        assert_eq!(components_text(&p), "4+9+36");
    }
}
