//! The board itself: squares tinted by half, the line between the halves, highlights,
//! file and rank labels.

use super::layout::{Layout, CELL};
use super::palette::*;
use super::text::{self, Align};
use crate::rules::bitboard::Bitboard;
use crate::rules::Square;
use tiny_skia::{Color, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

fn paint(c: Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c);
    p.anti_alias = true;
    p
}

fn cell_rect(l: &Layout, sq: Square) -> Rect {
    let (x, y) = l.square(sq);
    Rect::from_xywh(x, y, CELL, CELL).expect("cells have size")
}

/// Squares, coloured by which half they belong to (`white_half` as a bitboard).
pub fn squares_and_halves(pix: &mut Pixmap, l: &Layout, white_half: Bitboard) {
    for i in 0..(l.ranks * 8) {
        let sq = Square(i);
        let light = (sq.file() + sq.rank()) % 2 == 1;
        let half = if white_half & sq.bit() != 0 {
            WHITE_HALF
        } else {
            BLACK_HALF
        };
        let c = if light { half[0] } else { half[1] };
        pix.fill_rect(cell_rect(l, sq), &paint(c), Transform::identity(), None);
    }
    half_line(pix, l, white_half);
}

/// A line along every edge between a square of White's half and one of Black's.
fn half_line(pix: &mut Pixmap, l: &Layout, white_half: Bitboard) {
    let mut pb = PathBuilder::new();
    for i in 0..(l.ranks * 8) {
        let sq = Square(i);
        let here = white_half & sq.bit() != 0;
        // Edges to the square above and to the right, where the halves differ.
        for (df, dr) in [(0i8, 1i8), (1, 0)] {
            let Some(n) = sq.offset(df, dr, l.ranks) else {
                continue;
            };
            if (white_half & n.bit() != 0) == here {
                continue;
            }
            let (a, b) = (l.centre(sq), l.centre(n));
            let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            let (hx, hy) = ((b.1 - a.1) / 2.0, (a.0 - b.0) / 2.0);
            pb.move_to(mx - hx, my - hy);
            pb.line_to(mx + hx, my + hy);
        }
    }
    if let Some(path) = pb.finish() {
        let stroke = Stroke {
            width: 3.0,
            line_cap: tiny_skia::LineCap::Square,
            ..Stroke::default()
        };
        pix.stroke_path(
            &path,
            &paint(HALF_LINE),
            &stroke,
            Transform::identity(),
            None,
        );
    }
}

pub fn highlight(pix: &mut Pixmap, l: &Layout, marked: &[Square]) {
    for &sq in marked {
        pix.fill_rect(
            cell_rect(l, sq),
            &paint(LAST_MOVE),
            Transform::identity(),
            None,
        );
    }
}

/// A red frame inside each square where a piece was just taken.
pub fn captured(pix: &mut Pixmap, l: &Layout, marked: &[Square]) {
    for &sq in marked {
        let r = cell_rect(l, sq);
        let inset =
            Rect::from_xywh(r.x() + 3.0, r.y() + 3.0, CELL - 6.0, CELL - 6.0).expect("size");
        let path = PathBuilder::from_rect(inset);
        let stroke = Stroke {
            width: 4.0,
            ..Stroke::default()
        };
        pix.stroke_path(
            &path,
            &paint(CAPTURED),
            &stroke,
            Transform::identity(),
            None,
        );
    }
}

pub fn labels(pix: &mut Pixmap, l: &Layout) {
    let (ox, oy) = l.origin();
    let bottom = oy + CELL * l.ranks as f32;
    for file in 0..8u8 {
        let (cx, _) = l.centre(Square::new(file, 0));
        let name = ((b'a' + file) as char).to_string();
        text::draw(pix, &name, cx, bottom + 13.0, 15.0, LABEL, Align::Center);
        text::draw(pix, &name, cx, oy - 13.0, 15.0, LABEL, Align::Center);
    }
    for rank in 0..l.ranks {
        let (_, cy) = l.centre(Square::new(0, rank));
        let name = (rank + 1).to_string();
        text::draw(pix, &name, ox - 13.0, cy, 15.0, LABEL, Align::Center);
        text::draw(
            pix,
            &name,
            ox + CELL * 8.0 + 13.0,
            cy,
            15.0,
            LABEL,
            Align::Center,
        );
    }
}
