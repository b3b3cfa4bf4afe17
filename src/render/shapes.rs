//! Drawing primitives: paths for polygons and rounded rectangles, and filling and stroking
//! them anti-aliased in one colour.

use super::palette::Rgba;
use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

pub fn paint(color: Rgba) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(color.skia());
    p.anti_alias = true;
    p
}

pub fn fill(pixmap: &mut Pixmap, path: &Path, color: Rgba) {
    pixmap.fill_path(
        path,
        &paint(color),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
}

/// A rectangle filled in one colour; nothing for none (a rectangle of no size).
pub fn fill_rect(pixmap: &mut Pixmap, rect: Option<Rect>, color: Rgba) {
    if let Some(r) = rect {
        pixmap.fill_rect(r, &paint(color), Transform::identity(), None);
    }
}

pub fn stroke(pixmap: &mut Pixmap, path: &Path, color: Rgba, width: f32) {
    let st = Stroke {
        width,
        line_join: LineJoin::Round,
        line_cap: LineCap::Round,
        ..Stroke::default()
    };
    pixmap.stroke_path(path, &paint(color), &st, Transform::identity(), None);
}

pub fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (x0, y0) = points[0];
    pb.move_to(x0, y0);
    for &(x, y) in &points[1..] {
        pb.line_to(x, y);
    }
    pb.close();
    pb.finish()
}

pub fn rounded_square(cx: f32, cy: f32, half: f32, r: f32) -> Option<Path> {
    rounded_rect(cx - half, cy - half, 2.0 * half, 2.0 * half, r)
}

pub fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let (x1, y1) = (x + w, y + h);
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x1 - r, y);
    pb.quad_to(x1, y, x1, y + r);
    pb.line_to(x1, y1 - r);
    pb.quad_to(x1, y1, x1 - r, y1);
    pb.line_to(x + r, y1);
    pb.quad_to(x, y1, x, y1 - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}
