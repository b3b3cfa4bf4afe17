//! The board: squares tinted by half and checkered, the line where the halves meet, the last
//! move, the captures and a winning arrangement marked (with the words it is given by a
//! member, such as a pyramid's part), the pieces, the arrows of the last ply's captures, and
//! the file and rank labels.

use super::arrows;
use super::layout::{Area, Layout};
use super::palette::{self, Rgba};
use super::piece::Spot;
use super::shapes;
use super::sprites;
use super::{font, BoardView};
use crate::rules::square::FILES;
use crate::rules::{Action, Color, Ruleset, Square};
use tiny_skia::{PathBuilder, Pixmap, Rect, Transform};

/// What never changes between two pictures of one variant from one side: the frame, the
/// squares and the labels (drawn once per thread by `backdrop`).
pub fn draw_static(pixmap: &mut Pixmap, rules: &Ruleset, layout: &Layout) {
    frame(pixmap, layout);
    for sq in (0..layout.ranks * FILES).map(Square) {
        let color = square_color(rules, layout.ranks, sq);
        fill_area(pixmap, layout.square(sq), color);
    }
    labels(pixmap, layout);
}

/// The marks of the last move and its captures, the line between the halves, the pieces.
pub fn draw(pixmap: &mut Pixmap, view: &BoardView, layout: &Layout) {
    for sq in highlighted(view.last) {
        fill_area(pixmap, layout.square(sq), palette::LAST_MOVE);
    }
    for &sq in &view.captured {
        capture_mark(pixmap, layout.square(sq));
    }
    for &sq in &view.winning {
        ring(pixmap, layout.square(sq), palette::WIN_TINT, palette::WIN);
    }
    half_line(pixmap, view.rules, layout);
    let s = layout.cell as f32;
    for (sq, piece) in view.pos.pieces() {
        let (cx, cy) = layout.square(sq).center();
        sprites::stamp(pixmap, &piece, Spot { cx, cy, s }, true);
    }
    arrows::draw(pixmap, layout, &view.arrows, &view.rescues);
    for (sq, text) in &view.winning_labels {
        win_label(pixmap, layout.square(*sq), text);
    }
}

/// A gold tag along the bottom of a framed square, over its piece: the words the service
/// gave it (the part a pyramid counted as).
fn win_label(pixmap: &mut Pixmap, a: Area, text: &str) {
    let size = 12.0;
    let text = font::fit(&font::printable(text), size, a.w as f32 + 16.0);
    let w = font::width(&text, size) + 8.0;
    let (cx, bottom) = (a.x as f32 + a.w as f32 / 2.0, (a.y + a.h) as f32);
    if let Some(p) = shapes::rounded_rect(cx - w / 2.0, bottom - 17.0, w, 15.0, 4.0) {
        shapes::fill(pixmap, &p, palette::WIN);
    }
    let base = bottom - 9.5 + font::digit_height(size) / 2.0;
    font::draw(
        pixmap,
        &text,
        size,
        palette::WIN_TEXT,
        cx - (w - 8.0) / 2.0,
        base,
    );
}

/// The squares the last action touched: both ends of a move, the square of a drop.
pub fn highlighted(last: Option<Action>) -> Vec<Square> {
    match last {
        Some(Action::Move { from, to }) => vec![from, to],
        Some(Action::Drop { to, .. }) => vec![to],
        None => Vec::new(),
    }
}

/// Whose half `sq` is in. A ruleset for another board height (a hand-made position) falls back
/// to the lower ranks for White.
pub fn half_of(rules: &Ruleset, ranks: u8, sq: Square) -> Color {
    if rules.ranks == ranks {
        if rules.half(Color::White) & sq.bit() != 0 {
            Color::White
        } else {
            Color::Black
        }
    } else if sq.rank() < ranks / 2 {
        Color::White
    } else {
        Color::Black
    }
}

/// a1 is dark, as on a chess board.
pub fn square_color(rules: &Ruleset, ranks: u8, sq: Square) -> Rgba {
    let tones = match half_of(rules, ranks, sq) {
        Color::White => palette::WHITE_HALF,
        Color::Black => palette::BLACK_HALF,
    };
    let dark = (sq.file() + sq.rank()).is_multiple_of(2);
    tones[dark as usize]
}

pub fn fill_area(pixmap: &mut Pixmap, a: Area, color: Rgba) {
    if let Some(r) = Rect::from_xywh(a.x as f32, a.y as f32, a.w as f32, a.h as f32) {
        pixmap.fill_rect(r, &shapes::paint(color), Transform::identity(), None);
    }
}

fn frame(pixmap: &mut Pixmap, layout: &Layout) {
    let b = layout.board;
    let pad = 5.0;
    let outer = shapes::rounded_rect(
        b.x as f32 - pad,
        b.y as f32 - pad,
        b.w as f32 + 2.0 * pad,
        b.h as f32 + 2.0 * pad,
        6.0,
    );
    if let Some(p) = outer {
        shapes::fill(pixmap, &p, palette::FRAME);
    }
}

/// A red tint and an inset red border: still visible under the piece that took.
fn capture_mark(pixmap: &mut Pixmap, a: Area) {
    ring(pixmap, a, palette::CAPTURE_TINT, palette::CAPTURE);
}

/// A tinted square with a coloured edge: a capture, or a member of the winning arrangement.
fn ring(pixmap: &mut Pixmap, a: Area, tint: Rgba, edge: Rgba) {
    fill_area(pixmap, a, tint);
    let inset = 2.5;
    let w = a.w as f32 - 2.0 * inset;
    if let Some(p) = shapes::rounded_rect(a.x as f32 + inset, a.y as f32 + inset, w, w, 4.0) {
        shapes::stroke(pixmap, &p, edge, 3.0);
    }
}

/// A line along every edge between two squares of different halves: straight across a
/// 16-rank board, stepped across the middle rank of `neo`.
fn half_line(pixmap: &mut Pixmap, rules: &Ruleset, layout: &Layout) {
    let ranks = layout.ranks;
    let mut pb = PathBuilder::new();
    for i in 0..ranks * FILES {
        let sq = Square(i);
        let mine = half_of(rules, ranks, sq);
        for (df, dr) in [(1, 0), (0, 1)] {
            let Some(next) = sq.offset(df, dr, ranks) else {
                continue;
            };
            if half_of(rules, ranks, next) != mine {
                let (a, b) = (layout.square(sq), layout.square(next));
                shared_edge(&mut pb, a, b);
            }
        }
    }
    if let Some(path) = pb.finish() {
        shapes::stroke(pixmap, &path, palette::HALF_LINE, 3.0);
    }
}

fn shared_edge(pb: &mut PathBuilder, a: Area, b: Area) {
    if a.y == b.y {
        let x = a.x.max(b.x) as f32;
        pb.move_to(x, a.y as f32);
        pb.line_to(x, (a.y + a.h) as f32);
    } else {
        let y = a.y.max(b.y) as f32;
        pb.move_to(a.x as f32, y);
        pb.line_to((a.x + a.w) as f32, y);
    }
}

fn labels(pixmap: &mut Pixmap, layout: &Layout) {
    let size = 15.0;
    for col in 0..FILES as u32 {
        let file = if layout.flip { 7 - col } else { col };
        let letter = ((b'a' + file as u8) as char).to_string();
        let (x, y) = layout.file_label(col);
        font::draw_centered(pixmap, &letter, size, palette::LABEL, x, y);
    }
    let top = layout.ranks as u32;
    for row in 0..top {
        let rank = if layout.flip { row + 1 } else { top - row };
        let (x, y) = layout.rank_label(row);
        font::draw_centered(pixmap, &rank.to_string(), size, palette::LABEL, x, y);
    }
}
