//! A review's moment drawn on the board before it: an arrow for the move played and one in
//! another colour for the engine's better move (a drop, which has no start, rings its
//! square). Squares only: which moves they are is the service's business.

use super::arrows::paint_arrow_in;
use super::layout::Layout;
use super::palette::{self, Rgba};
use super::{encode_png, render_pixmap, to_rgb, BoardView};
use crate::rules::Square;
use tiny_skia::{PathBuilder, Pixmap, Stroke, Transform};

/// One move to draw: from a square (none for a drop) to a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveMark {
    pub from: Option<Square>,
    pub to: Square,
}

/// The move played and the better one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compared {
    pub played: MoveMark,
    pub better: MoveMark,
}

/// The picture of `view` with both moves drawn over it, as PNG bytes.
pub fn render_png_compared(view: &BoardView, compared: &Compared) -> Vec<u8> {
    let layout = view.layout();
    let mut pixmap = render_pixmap(view);
    // The better move last, so it stays whole where the two cross.
    draw(&mut pixmap, &layout, compared.played, palette::PLAYED_MOVE);
    draw(&mut pixmap, &layout, compared.better, palette::BETTER_MOVE);
    encode_png(&to_rgb(&pixmap))
}

fn draw(pixmap: &mut Pixmap, layout: &Layout, m: MoveMark, fill: Rgba) {
    let cell = layout.cell as f32;
    let to = layout.square(m.to).center();
    match m.from {
        Some(from) => {
            let from = layout.square(from).center();
            paint_arrow_in(pixmap, cell, from, to, fill, palette::MOVE_EDGE);
        }
        None => ring(pixmap, cell, to, fill),
    }
}

/// A drop's square, ringed inside its edge so the piece's value stays readable.
fn ring(pixmap: &mut Pixmap, cell: f32, (x, y): (f32, f32), colour: Rgba) {
    let Some(path) = PathBuilder::from_circle(x, y, 0.42 * cell) else {
        return;
    };
    let stroke = Stroke {
        width: 0.08 * cell,
        ..Stroke::default()
    };
    let paint = super::shapes::paint(colour);
    pixmap.stroke_path(&path, &paint, &stroke, Transform::identity(), None);
}
