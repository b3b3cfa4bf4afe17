//! One piece drawn in a box of side `s` centred on (cx, cy): its shape in its army's colours,
//! a soft shadow, its value, a dashed ring in the original army's colour when it has changed
//! sides (`*`), and for a reduced composite pyramid a row of pips, one per component, hollow
//! when that component is gone.

use super::font;
use super::palette::{self, Ink};
use super::shapes::{fill, paint, polygon, rounded_square, stroke};
use crate::rules::values::pyramid_components;
use crate::rules::{Piece, Shape};
use tiny_skia::{LineCap, Path, PathBuilder, Pixmap, Stroke, StrokeDash, Transform};

/// Where a piece is drawn.
#[derive(Clone, Copy, Debug)]
pub struct Spot {
    pub cx: f32,
    pub cy: f32,
    pub s: f32,
}

/// `mark_foreign: false` leaves out the `*` ring, for icons too small to carry it.
pub fn draw_with(pixmap: &mut Pixmap, piece: &Piece, at: Spot, mark_foreign: bool) {
    let reduced = piece.is_pyramid() && !piece.is_complete_pyramid();
    // A reduced pyramid moves up to make room for its pips.
    let body_at = if reduced {
        Spot {
            cy: at.cy - 0.07 * at.s,
            s: at.s * 0.9,
            ..at
        }
    } else {
        at
    };
    let outline = body(pixmap, piece, body_at);
    if piece.foreign && mark_foreign {
        foreign_ring(pixmap, piece, at, &outline);
    }
    value_text(pixmap, piece, body_at, palette::ink(piece.color));
    if reduced {
        pips(pixmap, piece, at);
    }
}

/// Shadow, body and edge of the piece's shape; returns the outline.
fn body(pixmap: &mut Pixmap, piece: &Piece, at: Spot) -> Path {
    let ink = palette::ink(piece.color);
    let outline = shape_path(piece.shape, at);
    let offset = Transform::from_translate(0.025 * at.s, 0.04 * at.s);
    if let Some(shadow) = outline.clone().transform(offset) {
        fill(pixmap, &shadow, palette::SHADOW);
    }
    fill(pixmap, &outline, ink.body);
    let edge_width = (0.035 * at.s).max(1.2);
    if piece.is_pyramid() {
        shade_pyramid(pixmap, at, ink);
        stroke(pixmap, &outline, ink.edge, edge_width * 1.4);
    } else {
        stroke(pixmap, &outline, ink.edge, edge_width);
    }
    outline
}

fn shape_path(shape: Shape, at: Spot) -> Path {
    let Spot { cx, cy, s } = at;
    let path = match shape {
        Shape::Circle => PathBuilder::from_circle(cx, cy, 0.40 * s),
        Shape::Triangle => polygon(&[
            (cx, cy - 0.44 * s),
            (cx + 0.48 * s, cy + 0.37 * s),
            (cx - 0.48 * s, cy + 0.37 * s),
        ]),
        Shape::Square => rounded_square(cx, cy, 0.37 * s, 0.07 * s),
        Shape::Pyramid => polygon(&pyramid_corners(at)),
    };
    path.expect("piece shapes are finite and non-empty")
}

/// Apex, left base corner, front base corner, right base corner: a pyramid seen from a little
/// above, so it reads as a solid and never as a plain triangle.
fn pyramid_corners(at: Spot) -> [(f32, f32); 4] {
    let Spot { cx, cy, s } = at;
    [
        (cx, cy - 0.45 * s),
        (cx - 0.47 * s, cy + 0.30 * s),
        (cx + 0.10 * s, cy + 0.40 * s),
        (cx + 0.47 * s, cy + 0.30 * s),
    ]
}

fn shade_pyramid(pixmap: &mut Pixmap, at: Spot, ink: Ink) {
    let [apex, _, front, right] = pyramid_corners(at);
    if let Some(face) = polygon(&[apex, front, right]) {
        fill(pixmap, &face, ink.shade);
    }
}

/// The value sits where the shape is widest: lower in a triangle or pyramid.
fn value_text(pixmap: &mut Pixmap, piece: &Piece, at: Spot, ink: Ink) {
    let text = piece.value.to_string();
    let long = text.len() >= 3;
    let (scale, dy) = match piece.shape {
        Shape::Circle | Shape::Square => (if long { 0.30 } else { 0.36 }, 0.0),
        Shape::Triangle => (if long { 0.26 } else { 0.31 }, 0.14),
        Shape::Pyramid => (if long { 0.25 } else { 0.28 }, 0.10),
    };
    // Small icons (prisoners) keep their values readable at the cost of a tighter fit.
    let size = (scale * at.s).max(11.0);
    font::draw_centered(pixmap, &text, size, ink.text, at.cx, at.cy + dy * at.s);
}

/// A dashed ring inside the outline in the colour of the army the piece came from.
fn foreign_ring(pixmap: &mut Pixmap, piece: &Piece, at: Spot, outline: &Path) {
    let (cx, cy, k) = match piece.shape {
        // Scale a triangle about its centroid so the ring keeps an even distance.
        Shape::Triangle => (at.cx, at.cy + 0.10 * at.s, 0.76),
        _ => (at.cx, at.cy, 0.84),
    };
    let t = Transform::from_row(k, 0.0, 0.0, k, cx * (1.0 - k), cy * (1.0 - k));
    let Some(inner) = outline.clone().transform(t) else {
        return;
    };
    let origin = palette::ink(piece.origin());
    let dash = 0.075 * at.s;
    let st = Stroke {
        width: (0.04 * at.s).max(1.2),
        line_cap: LineCap::Round,
        dash: StrokeDash::new(vec![dash, dash * 0.9], 0.0),
        ..Stroke::default()
    };
    pixmap.stroke_path(
        &inner,
        &paint(origin.body),
        &st,
        Transform::identity(),
        None,
    );
}

/// The centres of `n` pips in a row under a reduced pyramid.
fn pip_centers(n: usize, at: Spot) -> impl Iterator<Item = (f32, f32)> {
    let step = 0.15 * at.s;
    let x0 = at.cx - step * (n as f32 - 1.0) / 2.0;
    (0..n).map(move |i| (x0 + step * i as f32, at.cy + 0.40 * at.s))
}

/// One small mark per component of the owner's pyramid: solid in the army's colour while it
/// remains, a faint outline once it is gone.
fn pips(pixmap: &mut Pixmap, piece: &Piece, at: Spot) {
    let ink = palette::ink(piece.color);
    let comps = pyramid_components(piece.color);
    let half = 0.062 * at.s;
    for (i, (&(shape, _), (x, y))) in comps.iter().zip(pip_centers(comps.len(), at)).enumerate() {
        let path = match shape {
            Shape::Circle => PathBuilder::from_circle(x, y, half * 1.1),
            Shape::Triangle => polygon(&[
                (x, y - half * 1.25),
                (x + half * 1.2, y + half),
                (x - half * 1.2, y + half),
            ]),
            _ => rounded_square(x, y, half, half * 0.2),
        };
        let Some(path) = path else { continue };
        if piece.parts & (1 << i) != 0 {
            fill(pixmap, &path, ink.body);
            stroke(pixmap, &path, ink.edge, 1.0);
        } else {
            stroke(pixmap, &path, palette::MUTED, 1.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::palette::Rgba;

    const SPOT: Spot = Spot {
        cx: 40.0,
        cy: 40.0,
        s: 64.0,
    };

    fn drawn(text: &str) -> Pixmap {
        let mut pm = Pixmap::new(80, 80).unwrap();
        pm.fill(palette::WHITE_HALF[0].skia());
        draw_with(&mut pm, &Piece::parse(text).unwrap(), SPOT, true);
        pm
    }

    fn count(pm: &Pixmap, c: Rgba) -> usize {
        let near = |a: u8, b: u8| a.abs_diff(b) <= 3;
        pm.pixels()
            .iter()
            .filter(|p| near(p.red(), c.0) && near(p.green(), c.1) && near(p.blue(), c.2))
            .count()
    }

    #[test]
    fn a_reduced_pyramid_shows_which_components_remain() {
        // White's components: C1 C4 T9 T16 S25 S36; this pyramid keeps C4, T9 and S36.
        let pm = drawn("P(C4,T9,S36)");
        let kept = [false, true, true, false, false, true];
        let body = palette::WHITE_INK.body;
        let solid = |pm: &Pixmap, x: f32, y: f32| {
            let p = pm.pixel(x as u32, y as u32).unwrap();
            p.red() == body.0 && p.green() == body.1 && p.blue() == body.2
        };
        for ((x, y), kept) in pip_centers(6, SPOT).zip(kept) {
            assert_eq!(solid(&pm, x, y), kept, "pip at {x}");
        }
        // A complete pyramid draws no pips.
        let full = drawn("P91");
        assert!(pip_centers(6, SPOT).all(|(x, y)| !solid(&full, x, y)));
    }

    #[test]
    fn a_turned_piece_carries_a_ring_of_its_original_colour() {
        let black = palette::BLACK_INK.body;
        assert_eq!(count(&drawn("C9"), black), 0);
        assert!(count(&drawn("C9*"), black) > 40);
        let white = palette::WHITE_INK.body;
        assert!(count(&drawn("c4*"), white) > count(&drawn("c4"), white) + 40);
    }
}
