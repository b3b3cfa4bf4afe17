//! A game's evaluation over its moves, as a review shows it: White's advantage above the
//! middle line, Black's below, squeezed so that a won game and a small edge both read; the
//! costly moves marked (inaccuracy, mistake, blunder). Pure drawing: the numbers, the marks
//! and the words come in.

use super::font;
use super::palette::{Rgba, BACKGROUND, CARD, LABEL, MUTED, TEXT};
use super::shapes::{fill as fill_path, fill_rect as fill, paint};
use super::{encode_png, to_rgb};
use tiny_skia::{PathBuilder, Pixmap, Rect, Stroke, Transform};

pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 320;

const LEFT: f32 = 64.0;
const RIGHT: f32 = 24.0;
const TOP: f32 = 52.0;
const BOTTOM: f32 = 44.0;

/// What the graph shows: White's evaluation after each ply (hundredths of a piece, the
/// start first), the plies to mark with their severity (1 inaccuracy, 2 mistake, 3
/// blunder), and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    pub title: String,
    /// "White", "Black": the sides' names at the top and the bottom.
    pub white: String,
    pub black: String,
    /// "move": under the move numbers.
    pub moves: String,
    pub evals: Vec<i32>,
    pub marks: Vec<(usize, u8)>,
    /// How much advantage fills half the height (the variant's scale: a few pieces).
    pub scale: i32,
}

const WHITE_AREA: Rgba = Rgba(0xe8, 0xe4, 0xd8, 0xff);
const MARKS: [Rgba; 3] = [
    Rgba(0xe8, 0xc5, 0x4a, 0xff),
    Rgba(0xe8, 0x8a, 0x3a, 0xff),
    Rgba(0xd9, 0x48, 0x3b, 0xff),
];

pub fn eval_graph_png(g: &Graph) -> Vec<u8> {
    encode_png(&to_rgb(&eval_graph(g)))
}

pub fn eval_graph(g: &Graph) -> Pixmap {
    let mut pm = Pixmap::new(WIDTH, HEIGHT).expect("fixed size");
    pm.fill(BACKGROUND.skia());
    fill(
        &mut pm,
        Rect::from_xywh(8.0, 8.0, WIDTH as f32 - 16.0, HEIGHT as f32 - 16.0),
        CARD,
    );
    let title = font::fit(&font::printable(&g.title), 18.0, WIDTH as f32 - 48.0);
    font::draw(&mut pm, &title, 18.0, TEXT, 24.0, 34.0);
    let (top, bottom) = (TOP, HEIGHT as f32 - BOTTOM);
    font::draw_right(&mut pm, &g.white, 12.0, LABEL, LEFT - 8.0, top + 12.0);
    font::draw_right(&mut pm, &g.black, 12.0, LABEL, LEFT - 8.0, bottom - 2.0);
    if g.evals.len() < 2 {
        return pm;
    }
    let plot = Plot {
        left: LEFT,
        right: WIDTH as f32 - RIGHT,
        top,
        bottom,
        n: g.evals.len() - 1,
        scale: g.scale.max(1) as f32,
    };
    plot.area(&mut pm, &g.evals);
    plot.middle(&mut pm);
    plot.move_numbers(&mut pm, &g.moves);
    for &(i, severity) in &g.marks {
        if let (Some(&e), Some(&c)) = (g.evals.get(i), MARKS.get(severity as usize - 1)) {
            plot.dot(&mut pm, i, e, c);
        }
    }
    pm
}

struct Plot {
    left: f32,
    right: f32,
    top: f32,
    bottom: f32,
    /// Plies: the last index of the evaluations.
    n: usize,
    scale: f32,
}

impl Plot {
    fn x(&self, i: usize) -> f32 {
        self.left + (self.right - self.left) * i as f32 / self.n as f32
    }

    /// tanh squeezes: `scale` fills about three quarters of a half, a won game the rest.
    fn y(&self, eval: i32) -> f32 {
        let mid = (self.top + self.bottom) / 2.0;
        let half = (self.bottom - self.top) / 2.0;
        mid - half * (eval as f32 / self.scale).tanh()
    }

    /// White's side filled from the middle line up to the evaluation.
    fn area(&self, pm: &mut Pixmap, evals: &[i32]) {
        let mid = (self.top + self.bottom) / 2.0;
        let mut pb = PathBuilder::new();
        pb.move_to(self.x(0), mid);
        for (i, &e) in evals.iter().enumerate() {
            pb.line_to(self.x(i), self.y(e).min(mid));
        }
        pb.line_to(self.x(self.n), mid);
        pb.close();
        if let Some(path) = pb.finish() {
            fill_path(pm, &path, WHITE_AREA);
        }
        let mut line = PathBuilder::new();
        for (i, &e) in evals.iter().enumerate() {
            if i == 0 {
                line.move_to(self.x(i), self.y(e));
            } else {
                line.line_to(self.x(i), self.y(e));
            }
        }
        if let Some(path) = line.finish() {
            stroke(pm, &path, MUTED, 1.5);
        }
    }

    fn middle(&self, pm: &mut Pixmap) {
        let mid = (self.top + self.bottom) / 2.0;
        let mut pb = PathBuilder::new();
        pb.move_to(self.left, mid);
        pb.line_to(self.right, mid);
        if let Some(path) = pb.finish() {
            stroke(pm, &path, LABEL, 1.0);
        }
    }

    /// Move numbers under the plot, about eight of them, on whole tens where there are
    /// many moves.
    fn move_numbers(&self, pm: &mut Pixmap, word: &str) {
        let moves = self.n.div_ceil(2).max(1);
        let step = [1, 2, 5, 10, 20, 25, 50, 100]
            .into_iter()
            .find(|s| moves / s <= 8)
            .unwrap_or(200);
        let mut m = step;
        while m <= moves {
            // Move m is White's ply 2m-1: its point is at that index.
            let x = self.x((2 * m - 1).min(self.n));
            font::draw_centered(pm, &m.to_string(), 12.0, LABEL, x, self.bottom + 16.0);
            m += step;
        }
        font::draw_centered(
            pm,
            word,
            12.0,
            MUTED,
            (self.left + self.right) / 2.0,
            self.bottom + 32.0,
        );
    }

    fn dot(&self, pm: &mut Pixmap, i: usize, eval: i32, colour: Rgba) {
        if let Some(path) = PathBuilder::from_circle(self.x(i), self.y(eval), 4.5) {
            fill_path(pm, &path, colour);
        }
    }
}

/// A line with tiny-skia's default (butt) ends: `shapes::stroke` rounds them.
fn stroke(pm: &mut Pixmap, path: &tiny_skia::Path, colour: Rgba, width: f32) {
    let stroke = Stroke {
        width,
        ..Stroke::default()
    };
    pm.stroke_path(path, &paint(colour), &stroke, Transform::identity(), None);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(evals: Vec<i32>) -> Graph {
        Graph {
            title: "game #4".into(),
            white: "White".into(),
            black: "Black".into(),
            moves: "move".into(),
            evals,
            marks: vec![(2, 3)],
            scale: 300,
        }
    }

    /// White ahead fills the top half with White's colour; Black ahead leaves it dark.
    #[test]
    fn whites_advantage_is_drawn_above_the_middle_and_blacks_below() {
        let ahead = eval_graph(&graph(vec![0, 400, 800, 800]));
        let behind = eval_graph(&graph(vec![0, -400, -800, -800]));
        let p = |pm: &Pixmap| {
            let (x, y) = ((WIDTH as f32 * 0.8) as u32, (TOP + 30.0) as u32);
            pm.pixel(x, y).unwrap()
        };
        let white = WHITE_AREA.skia().to_color_u8();
        assert_eq!(p(&ahead).red(), white.red());
        assert_ne!(p(&behind).red(), white.red());
    }

    #[test]
    fn a_won_game_stays_inside_the_plot() {
        let plot = Plot {
            left: LEFT,
            right: 600.0,
            top: TOP,
            bottom: 270.0,
            n: 10,
            scale: 300.0,
        };
        assert!(plot.y(1_000_000) >= TOP && plot.y(-1_000_000) <= 270.0);
        assert!(plot.y(300) < plot.y(0) && plot.y(0) < plot.y(-300));
    }
}
