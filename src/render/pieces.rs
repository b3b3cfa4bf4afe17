//! Pieces as their shapes, in their colour, with their value written on them.

use super::palette::*;
use super::text::{self, Align};
use crate::rules::values::pyramid_components;
use crate::rules::{Color as Side, Piece, Shape};
use tiny_skia::{Color, FillRule, Paint, Path, PathBuilder, Pixmap, Stroke, Transform};

fn paint(c: Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c);
    p.anti_alias = true;
    p
}

fn fill_and_stroke(pix: &mut Pixmap, path: &Path, fill: Color, line: Color, width: f32) {
    pix.fill_path(
        path,
        &paint(fill),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    let stroke = Stroke {
        width,
        ..Stroke::default()
    };
    pix.stroke_path(path, &paint(line), &stroke, Transform::identity(), None);
}

fn colours(side: Side) -> (Color, Color) {
    match side {
        Side::White => (WHITE_PIECE, WHITE_INK),
        Side::Black => (BLACK_PIECE, BLACK_INK),
    }
}

fn polygon(points: &[(f32, f32)]) -> Path {
    let mut pb = PathBuilder::new();
    pb.move_to(points[0].0, points[0].1);
    for &(x, y) in &points[1..] {
        pb.line_to(x, y);
    }
    pb.close();
    pb.finish().expect("a polygon has points")
}

/// Draws `piece` centred on (cx, cy) in a cell of `cell` pixels.
pub fn draw(pix: &mut Pixmap, piece: &Piece, cx: f32, cy: f32, cell: f32) {
    let (fill, ink) = colours(piece.color);
    let u = cell / 100.0;
    let line = (2.2 * u).max(1.2);
    let mut text_dy = 0.0;
    match piece.shape {
        Shape::Circle => {
            let path = PathBuilder::from_circle(cx, cy, 40.0 * u).expect("radius > 0");
            fill_and_stroke(pix, &path, fill, ink, line);
        }
        Shape::Triangle => {
            let path = polygon(&[
                (cx, cy - 43.0 * u),
                (cx + 46.0 * u, cy + 37.0 * u),
                (cx - 46.0 * u, cy + 37.0 * u),
            ]);
            fill_and_stroke(pix, &path, fill, ink, line);
            text_dy = 12.0 * u;
        }
        Shape::Square => {
            let h = 36.0 * u;
            let path = polygon(&[
                (cx - h, cy - h),
                (cx + h, cy - h),
                (cx + h, cy + h),
                (cx - h, cy + h),
            ]);
            fill_and_stroke(pix, &path, fill, ink, line);
        }
        Shape::Pyramid => {
            pyramid(pix, piece, cx, cy, u, fill, ink, line);
            text_dy = 14.0 * u;
        }
    }
    let label = piece.value.to_string();
    let size = match label.len() {
        1 | 2 => 38.0 * u,
        3 => 30.0 * u,
        _ => 24.0 * u,
    };
    if piece.shape == Shape::Pyramid {
        // A plate behind the number keeps it legible over hollow layers.
        let (w, h) = (text::width(&label, size) / 2.0 + 4.0 * u, size * 0.45);
        let y = cy + text_dy;
        let plate = polygon(&[
            (cx - w, y - h),
            (cx + w, y - h),
            (cx + w, y + h),
            (cx - w, y + h),
        ]);
        pix.fill_path(
            &plate,
            &paint(fill),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    text::draw(pix, &label, cx, cy + text_dy, size, ink, Align::Center);
    if piece.foreign {
        // A dot in the colour of the army the piece came from, like the back of a turned piece.
        let (orig_fill, orig_ink) = colours(piece.origin());
        let dot =
            PathBuilder::from_circle(cx + 33.0 * u, cy - 33.0 * u, 11.0 * u).expect("radius > 0");
        fill_and_stroke(pix, &dot, orig_fill, orig_ink, line * 0.8);
    }
}

/// A pyramid as stacked layers, one per component, largest at the bottom; a lost component
/// leaves its layer hollow.
#[allow(clippy::too_many_arguments)]
fn pyramid(
    pix: &mut Pixmap,
    piece: &Piece,
    cx: f32,
    cy: f32,
    u: f32,
    fill: Color,
    ink: Color,
    line: f32,
) {
    let comps = pyramid_components(piece.color);
    let n = comps.len() as f32;
    let (top, bottom, half) = (cy - 45.0 * u, cy + 40.0 * u, 46.0 * u);
    let outline = polygon(&[(cx, top), (cx + half, bottom), (cx - half, bottom)]);
    let mut hollow = fill;
    hollow.set_alpha(0.25);
    pix.fill_path(
        &outline,
        &paint(hollow),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    let x_at = |y: f32| half * (y - top) / (bottom - top);
    for (i, _) in comps.iter().enumerate() {
        // Component i (rising value) is layer i from the top.
        let y0 = top + (bottom - top) * i as f32 / n;
        let y1 = top + (bottom - top) * (i as f32 + 1.0) / n;
        if piece.parts & (1 << i) == 0 {
            continue;
        }
        let band = polygon(&[
            (cx - x_at(y0), y0),
            (cx + x_at(y0), y0),
            (cx + x_at(y1), y1),
            (cx - x_at(y1), y1),
        ]);
        pix.fill_path(
            &band,
            &paint(fill),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    let stroke = Stroke {
        width: line,
        ..Stroke::default()
    };
    pix.stroke_path(&outline, &paint(ink), &stroke, Transform::identity(), None);
    let thin = Stroke {
        width: line * 0.5,
        ..Stroke::default()
    };
    for i in 1..comps.len() {
        let y = top + (bottom - top) * i as f32 / n;
        let mut pb = PathBuilder::new();
        pb.move_to(cx - x_at(y), y);
        pb.line_to(cx + x_at(y), y);
        if let Some(p) = pb.finish() {
            pix.stroke_path(&p, &paint(ink), &thin, Transform::identity(), None);
        }
    }
}
