//! Who took what: an arrow from each capturing piece to the square it took, filled in the
//! taker's colour (a white arrow with a dark edge for White, a black one with a light edge
//! for Black), and for a pyramid rescue an arrow to the pyramid it attacked and a dashed line
//! in the owner's colour from the pyramid to the piece given up in its place. Drawn over the
//! pieces, short of both centres, so the numbers stay readable.

use super::layout::Layout;
use super::palette::{self, Rgba};
use super::shapes;
use super::sprites;
use crate::rules::{Captured, Color, Square};
use tiny_skia::{LineCap, PathBuilder, Pixmap, Stroke, StrokeDash, Transform};

/// From a capturing piece's square to the square it took, in the taker's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
    pub by: Color,
}

/// A piece given up on `given` to save a component of the pyramid on `pyramid`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rescue {
    pub pyramid: Square,
    pub given: Square,
    pub owner: Color,
}

/// The arrows and rescues of one ply's captures.
pub fn marks(captured: &[Captured]) -> (Vec<Arrow>, Vec<Rescue>) {
    let mut arrows = Vec::new();
    let mut rescues = Vec::new();
    for c in captured {
        // A rescued component was attacked on its pyramid's square: the arrow goes there,
        // and the dashed line on to the piece given up in its place (no captor reached it).
        let to = c.rescue.map_or(c.square, |r| r.pyramid);
        for &from in c.captors.squares() {
            if from != to {
                arrows.push(Arrow { from, to, by: c.by });
            }
        }
        if let Some(r) = c.rescue {
            rescues.push(Rescue {
                pyramid: r.pyramid,
                given: c.square,
                owner: c.by.other(),
            });
        }
    }
    (arrows, rescues)
}

/// Fill and edge of an arrow of `by`'s captures.
fn colours(by: Color) -> (Rgba, Rgba) {
    match by {
        Color::White => (palette::WHITE_INK.body, palette::WHITE_INK.edge),
        Color::Black => (palette::BLACK_INK.body, palette::ARROW_LIGHT_EDGE),
    }
}

pub fn draw(pixmap: &mut Pixmap, layout: &Layout, arrows: &[Arrow], rescues: &[Rescue]) {
    for r in rescues {
        rescue_line(pixmap, layout, r);
    }
    for a in arrows {
        arrow(pixmap, layout, a);
    }
}

fn centre(layout: &Layout, sq: Square) -> (f32, f32) {
    layout.square(sq).center()
}

/// An arrow depends only on the step between its squares, the square size and the colour,
/// so each is drawn once per thread and then stamped, as pieces are.
fn arrow(pixmap: &mut Pixmap, layout: &Layout, a: &Arrow) {
    let cell = layout.cell as f32;
    let ((x0, y0), (x1, y1)) = (centre(layout, a.from), centre(layout, a.to));
    // The sprite spans both centres with a margin for the head's wings and the edge.
    let margin = (0.2 * cell).ceil() + 2.0;
    let (left, top) = (x0.min(x1) - margin, y0.min(y1) - margin);
    let w = ((x1 - x0).abs() + 2.0 * margin).ceil() as u32;
    let h = ((y1 - y0).abs() + 2.0 * margin).ceil() as u32;
    let key = format!("arrow {} {} {} {:?}", x1 - x0, y1 - y0, layout.cell, a.by);
    let (from, to) = ((x0 - left, y0 - top), (x1 - left, y1 - top));
    sprites::stamp_drawn(pixmap, &key, (w, h), (left as i32, top as i32), |p| {
        paint_arrow(p, cell, from, to, a.by)
    });
}

fn paint_arrow(
    pixmap: &mut Pixmap,
    cell: f32,
    (x0, y0): (f32, f32),
    (x1, y1): (f32, f32),
    by: Color,
) {
    let (fill, edge) = colours(by);
    paint_arrow_in(pixmap, cell, (x0, y0), (x1, y1), fill, edge);
}

/// An arrow between two centres in the given fill and edge (a review's moves use their
/// own colours).
pub(super) fn paint_arrow_in(
    pixmap: &mut Pixmap,
    cell: f32,
    (x0, y0): (f32, f32),
    (x1, y1): (f32, f32),
    fill: Rgba,
    edge: Rgba,
) {
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    // Leave the captor's number free at the tail and stop short of the target's centre.
    let start = 0.30 * cell;
    let end = len - 0.20 * cell;
    let head = (0.30 * cell).min(end - start);
    let shaft = 0.055 * cell;
    let wing = 0.15 * cell;
    let at = |along: f32, side: f32| (x0 + ux * along - uy * side, y0 + uy * along + ux * side);
    let points = [
        at(start, shaft),
        at(end - head, shaft),
        at(end - head, wing),
        at(end, 0.0),
        at(end - head, -wing),
        at(end - head, -shaft),
        at(start, -shaft),
    ];
    if let Some(path) = shapes::polygon(&points) {
        shapes::fill(pixmap, &path, fill);
        shapes::stroke(pixmap, &path, edge, 1.6);
    }
}

fn rescue_line(pixmap: &mut Pixmap, layout: &Layout, r: &Rescue) {
    let cell = layout.cell as f32;
    let ((x0, y0), (x1, y1)) = (centre(layout, r.pyramid), centre(layout, r.given));
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt();
    // Off the pyramid's value; up to the emptied square's centre.
    let skip = 0.36 * cell;
    if len <= skip {
        return;
    }
    let mut pb = PathBuilder::new();
    pb.move_to(x0 + dx / len * skip, y0 + dy / len * skip);
    pb.line_to(x1, y1);
    let Some(path) = pb.finish() else { return };
    let (fill, edge) = colours(r.owner);
    let dash = 0.14 * cell;
    for (colour, width) in [(edge, 0.10 * cell), (fill, 0.06 * cell)] {
        let st = Stroke {
            width,
            line_cap: LineCap::Round,
            dash: StrokeDash::new(vec![dash, dash * 0.8], 0.0),
            ..Stroke::default()
        };
        pixmap.stroke_path(
            &path,
            &shapes::paint(colour),
            &st,
            Transform::identity(),
            None,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rescue as Saved;
    use crate::rules::{Captors, How, Piece, Shape};

    fn sq(text: &str) -> Square {
        Square::parse(text, 16).unwrap()
    }

    /// Classic lesson 11: Black's t16 on b8 attacks the C4 of White's pyramid on e5, and
    /// White gives up its own C4 on c3 instead. The arrow goes to the pyramid the triangle
    /// reached, never to c3, which it cannot reach; the dashed line joins e5 to c3.
    #[test]
    fn a_rescue_is_drawn_as_the_attack_on_the_pyramid_and_the_piece_given_up() {
        let c4 = Piece::new(Color::White, Shape::Circle, 4);
        let mut taken = Captured::new(
            sq("c3"),
            c4,
            How::Siege,
            Color::Black,
            Captors::one(sq("b8")),
        );
        taken.rescue = Some(Saved {
            pyramid: sq("e5"),
            component: c4,
        });
        let (arrows, rescues) = marks(&[taken]);
        assert_eq!(
            arrows,
            [Arrow {
                from: sq("b8"),
                to: sq("e5"),
                by: Color::Black
            }]
        );
        assert_eq!(
            rescues,
            [Rescue {
                pyramid: sq("e5"),
                given: sq("c3"),
                owner: Color::White
            }]
        );
    }
}
