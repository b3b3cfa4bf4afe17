//! A rating chart: one line per variant of a player's rating over time, on the boards'
//! dark card, with rating and date ticks and a legend. Pure drawing: the points and the
//! title come in; its own words and dates are in the language given.

use super::font;
use super::palette::{Rgba, BACKGROUND, CARD, LABEL, MUTED, TEXT};
use super::{encode_png, to_rgb};
use crate::i18n::{date_time, Lang};
use crate::t;
use tiny_skia::{Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 360;

/// One variant's ratings, each `(unix seconds, rating)`, oldest first.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub variant: String,
    pub points: Vec<(i64, f64)>,
}

/// Line colours, one per variant in the order given.
const LINES: [Rgba; 4] = [
    Rgba::rgb(0xe8b04a),
    Rgba::rgb(0x5fa8e8),
    Rgba::rgb(0x6cc27a),
    Rgba::rgb(0xd9738c),
];

const LEFT: f32 = 64.0;
const RIGHT: f32 = 24.0;
const TOP: f32 = 52.0;
const BOTTOM: f32 = 44.0;

/// The chart as a PNG, titled (the player's name, say).
pub fn rating_chart_png(lang: Lang, title: &str, series: &[Series]) -> Vec<u8> {
    encode_png(&to_rgb(&rating_chart(lang, title, series)))
}

pub fn rating_chart(lang: Lang, title: &str, series: &[Series]) -> Pixmap {
    let mut pm = Pixmap::new(WIDTH, HEIGHT).expect("fixed size");
    pm.fill(BACKGROUND.skia());
    fill(
        &mut pm,
        Rect::from_xywh(8.0, 8.0, WIDTH as f32 - 16.0, HEIGHT as f32 - 16.0),
        CARD,
    );
    let title = font::fit(&font::printable(title), 18.0, WIDTH as f32 / 2.0);
    font::draw(&mut pm, &title, 18.0, TEXT, LEFT, 34.0);
    let all: Vec<(i64, f64)> = series.iter().flat_map(|s| s.points.clone()).collect();
    if all.is_empty() {
        font::draw_centered(
            &mut pm,
            &t!(lang, "picture-no-rated-game"),
            16.0,
            MUTED,
            WIDTH as f32 / 2.0,
            HEIGHT as f32 / 2.0,
        );
        return pm;
    }
    let frame = Frame::around(&all);
    frame.grid(&mut pm, lang);
    for (i, s) in series.iter().enumerate() {
        let colour = LINES[i % LINES.len()];
        frame.line(&mut pm, &s.points, colour);
        legend(&mut pm, i, &s.variant, colour);
    }
    pm
}

/// The plot area and the ranges it shows.
struct Frame {
    t0: i64,
    t1: i64,
    lo: f64,
    hi: f64,
}

/// Rating grid lines every this many points.
const STEP: f64 = 100.0;

impl Frame {
    fn around(points: &[(i64, f64)]) -> Frame {
        let t0 = points.iter().map(|p| p.0).min().expect("not empty");
        let t1 = points.iter().map(|p| p.0).max().expect("not empty");
        let lo = points.iter().map(|p| p.1).fold(f64::MAX, f64::min);
        let hi = points.iter().map(|p| p.1).fold(f64::MIN, f64::max);
        // Whole hundreds around the data, at least one step apart.
        let lo = (lo / STEP).floor() * STEP;
        let hi = ((hi / STEP).ceil() * STEP).max(lo + STEP);
        // A single moment still gets a width, so its point sits in the middle.
        let (t0, t1) = if t1 > t0 {
            (t0, t1)
        } else {
            (t0 - 43_200, t0 + 43_200)
        };
        Frame { t0, t1, lo, hi }
    }

    fn x(&self, t: i64) -> f32 {
        let w = WIDTH as f32 - LEFT - RIGHT;
        LEFT + w * ((t - self.t0) as f32 / (self.t1 - self.t0) as f32)
    }

    fn y(&self, r: f64) -> f32 {
        let h = HEIGHT as f32 - TOP - BOTTOM;
        TOP + h * (1.0 - ((r - self.lo) / (self.hi - self.lo)) as f32)
    }

    /// Horizontal lines at each hundred, labelled; the first and last dates below.
    fn grid(&self, pm: &mut Pixmap, lang: Lang) {
        let mut r = self.lo;
        while r <= self.hi + 0.5 {
            let y = self.y(r);
            stroke(
                pm,
                &[(LEFT, y), (WIDTH as f32 - RIGHT, y)],
                MUTED.with_alpha(90),
                1.0,
            );
            font::draw_right(
                pm,
                &format!("{}", r as i64),
                13.0,
                LABEL,
                LEFT - 8.0,
                y + 5.0,
            );
            r += STEP;
        }
        let base = HEIGHT as f32 - BOTTOM + 22.0;
        font::draw(pm, &date(lang, self.t0), 13.0, LABEL, LEFT, base);
        let last = date(lang, self.t1);
        font::draw_right(pm, &last, 13.0, LABEL, WIDTH as f32 - RIGHT, base);
    }

    /// The series as a line with a dot at each game.
    fn line(&self, pm: &mut Pixmap, points: &[(i64, f64)], colour: Rgba) {
        let xy: Vec<(f32, f32)> = points
            .iter()
            .map(|&(t, r)| (self.x(t), self.y(r)))
            .collect();
        if xy.len() > 1 {
            stroke(pm, &xy, colour, 2.5);
        }
        for &(x, y) in &xy {
            dot(pm, x, y, colour);
        }
    }
}

/// The variant's name with its colour, at the top, side by side from the right.
fn legend(pm: &mut Pixmap, i: usize, variant: &str, colour: Rgba) {
    let right = WIDTH as f32 - RIGHT;
    let y = 30.0;
    let x = right - 110.0 * (i as f32 + 1.0);
    fill(pm, Rect::from_xywh(x, y - 10.0, 12.0, 12.0), colour);
    font::draw(pm, variant, 14.0, TEXT, x + 18.0, y + 1.0);
}

/// The day of a unix time (UTC) as the language writes it: "2026-11-22", "22.11.2026",
/// "22/11/2026" (the date part of its date and time).
fn date(lang: Lang, t: i64) -> String {
    let full = date_time(lang, t);
    full.split(' ').next().unwrap_or_default().to_string()
}

fn paint(colour: Rgba) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(colour.skia());
    p.anti_alias = true;
    p
}

fn fill(pm: &mut Pixmap, rect: Option<Rect>, colour: Rgba) {
    if let Some(r) = rect {
        pm.fill_rect(r, &paint(colour), Transform::identity(), None);
    }
}

fn stroke(pm: &mut Pixmap, xy: &[(f32, f32)], colour: Rgba, width: f32) {
    let mut pb = PathBuilder::new();
    pb.move_to(xy[0].0, xy[0].1);
    for &(x, y) in &xy[1..] {
        pb.line_to(x, y);
    }
    if let Some(path) = pb.finish() {
        let s = Stroke {
            width,
            ..Stroke::default()
        };
        pm.stroke_path(&path, &paint(colour), &s, Transform::identity(), None);
    }
}

fn dot(pm: &mut Pixmap, x: f32, y: f32, colour: Rgba) {
    if let Some(path) = PathBuilder::from_circle(x, y, 3.5) {
        pm.fill_path(
            &path,
            &paint(colour),
            tiny_skia::FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_utc_days_in_each_languages_order() {
        assert_eq!(date(Lang::En, 0), "1970-01-01");
        assert_eq!(date(Lang::En, 1_795_305_600 + 86_399), "2026-11-22");
        assert_eq!(date(Lang::En, 951_782_400), "2000-02-29");
        assert_eq!(date(Lang::De, 1_795_305_600), "22.11.2026");
        assert_eq!(date(Lang::It, 951_782_400), "29/02/2000");
    }
}
