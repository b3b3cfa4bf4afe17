//! A rating chart: one line per variant of a player's rating over time, on the boards'
//! dark card, with a legend and both axes titled and ticked (ratings by the hundred, dates
//! by the day, week, month or year). Each game sits at its real time; each variant keeps
//! its colour on every chart. Pure drawing: the points and the title come in; its own words
//! and dates are in the language given.

use super::font;
use super::palette::{variant_line, Rgba, BACKGROUND, CARD, LABEL, MUTED, OTHER_LINE, TEXT};
use super::shapes::{fill_rect as fill, paint};
use super::time_axis::Ticks;
use super::{encode_png, to_rgb};
use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::t;
use tiny_skia::{PathBuilder, Pixmap, Rect, Stroke, Transform};

pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 360;

/// One variant's ratings, each `(unix seconds, rating)`, oldest first. The first is where
/// the rating started, before the first game (drawn hollow: no game ended there); each
/// other is a game's end.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub variant: String,
    pub points: Vec<(i64, f64)>,
}

/// The plot area's distances from the picture's edges: room on the left for the rating
/// axis's title and numbers, below for the dates and the date axis's title, on the right
/// for half the last date (dates are centred on their ticks).
const LEFT: f32 = 84.0;
const RIGHT: f32 = 52.0;
const TOP: f32 = 56.0;
const BOTTOM: f32 = 64.0;
/// Where the title and the legend begin and end, and where the rating axis's title is.
const MARGIN: f32 = 24.0;

const TITLE_SIZE: f32 = 18.0;
const LEGEND_SIZE: f32 = 14.0;
const TICK_SIZE: f32 = 13.0;
const AXIS_SIZE: f32 = 14.0;

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
    let legend_left = legend(&mut pm, series);
    let title = font::fit(
        &font::printable(title),
        TITLE_SIZE,
        legend_left - MARGIN - 24.0,
    );
    font::draw(&mut pm, &title, TITLE_SIZE, TEXT, MARGIN, 34.0);
    let Some(frame) = Frame::around(series) else {
        font::draw_centered(
            &mut pm,
            &t!(lang, "picture-no-rated-game"),
            16.0,
            MUTED,
            WIDTH as f32 / 2.0,
            HEIGHT as f32 / 2.0,
        );
        return pm;
    };
    frame.ratings(&mut pm);
    frame.dates(&mut pm, lang);
    axis_titles(&mut pm, lang);
    for s in series {
        frame.line(&mut pm, &s.points, colour(&s.variant));
    }
    pm
}

/// A variant's colour, by its name alone: never by its place among the chart's variants.
fn colour(variant: &str) -> Rgba {
    VariantId::parse(variant).map_or(OTHER_LINE, variant_line)
}

/// The plot area's bounds in time and rating, and the dates ticked on it.
struct Frame {
    ticks: Ticks,
    lo: f64,
    hi: f64,
}

/// Rating grid lines every this many points.
const STEP: f64 = 100.0;

impl Frame {
    /// The frame around every point of the series; none without a point.
    fn around(series: &[Series]) -> Option<Frame> {
        let all: Vec<(i64, f64)> = series.iter().flat_map(|s| s.points.clone()).collect();
        let t0 = all.iter().map(|p| p.0).min()?;
        let t1 = all.iter().map(|p| p.0).max()?;
        let lo = all.iter().map(|p| p.1).fold(f64::MAX, f64::min);
        let hi = all.iter().map(|p| p.1).fold(f64::MIN, f64::max);
        // Whole hundreds around the data, at least one step apart.
        let lo = (lo / STEP).floor() * STEP;
        let hi = ((hi / STEP).ceil() * STEP).max(lo + STEP);
        Some(Frame {
            ticks: Ticks::around(t0, t1),
            lo,
            hi,
        })
    }

    /// The x of a moment: in proportion to time, so a month's pause shows as a month.
    fn x(&self, t: i64) -> f32 {
        let w = WIDTH as f32 - LEFT - RIGHT;
        let (t0, t1) = (self.ticks.first(), self.ticks.last());
        LEFT + w * ((t - t0) as f64 / (t1 - t0) as f64) as f32
    }

    fn y(&self, r: f64) -> f32 {
        let h = HEIGHT as f32 - TOP - BOTTOM;
        TOP + h * (1.0 - ((r - self.lo) / (self.hi - self.lo)) as f32)
    }

    fn bottom(&self) -> f32 {
        HEIGHT as f32 - BOTTOM
    }

    /// A line across at each hundred, its number on the left.
    fn ratings(&self, pm: &mut Pixmap) {
        let mut r = self.lo;
        while r <= self.hi + 0.5 {
            let y = self.y(r);
            let across = [(LEFT, y), (WIDTH as f32 - RIGHT, y)];
            stroke(pm, &across, MUTED.with_alpha(90), 1.0);
            let number = format!("{}", r as i64);
            font::draw_right(pm, &number, TICK_SIZE, LABEL, LEFT - 8.0, y + 5.0);
            r += STEP;
        }
    }

    /// A faint line up at each tick date, its date centred below.
    fn dates(&self, pm: &mut Pixmap, lang: Lang) {
        for &t in &self.ticks.at {
            let x = self.x(t);
            let up = [(x, TOP), (x, self.bottom() + 4.0)];
            stroke(pm, &up, MUTED.with_alpha(50), 1.0);
            let label = self.ticks.label(lang, t);
            let left = x - font::width(&label, TICK_SIZE) / 2.0;
            font::draw(pm, &label, TICK_SIZE, LABEL, left, self.bottom() + 20.0);
        }
    }

    /// The series as a line with a dot at each game and a ring where it started.
    fn line(&self, pm: &mut Pixmap, points: &[(i64, f64)], colour: Rgba) {
        let xy: Vec<(f32, f32)> = points
            .iter()
            .map(|&(t, r)| (self.x(t), self.y(r)))
            .collect();
        if xy.len() > 1 {
            stroke(pm, &xy, colour, 2.5);
        }
        if let Some((&(x, y), games)) = xy.split_first() {
            ring(pm, x, y, colour);
            for &(x, y) in games {
                dot(pm, x, y, colour);
            }
        }
    }
}

/// "rating" up the left edge, beside the numbers; "date" centred under the dates.
fn axis_titles(pm: &mut Pixmap, lang: Lang) {
    let middle = TOP + (HEIGHT as f32 - TOP - BOTTOM) / 2.0;
    let rating = t!(lang, "picture-chart-rating");
    font::draw_upward(pm, &rating, AXIS_SIZE, MUTED, MARGIN - 8.0, middle);
    let date = t!(lang, "picture-chart-date");
    let centre = LEFT + (WIDTH as f32 - LEFT - RIGHT) / 2.0;
    let left = centre - font::width(&date, AXIS_SIZE) / 2.0;
    font::draw(pm, &date, AXIS_SIZE, MUTED, left, HEIGHT as f32 - 20.0);
}

/// Each variant's name after a square of its colour, in a row ending at the right margin.
/// Returns where the row begins, so the title can stop short of it.
fn legend(pm: &mut Pixmap, series: &[Series]) -> f32 {
    let widths: Vec<f32> = series
        .iter()
        .map(|s| 18.0 + font::width(&s.variant, LEGEND_SIZE))
        .collect();
    let gap = 20.0;
    let total = widths.iter().sum::<f32>() + gap * widths.len().saturating_sub(1) as f32;
    let start = WIDTH as f32 - MARGIN - total;
    let (mut x, y) = (start, 30.0);
    for (s, w) in series.iter().zip(widths) {
        fill(
            pm,
            Rect::from_xywh(x, y - 10.0, 12.0, 12.0),
            colour(&s.variant),
        );
        font::draw(pm, &s.variant, LEGEND_SIZE, TEXT, x + 18.0, y + 1.0);
        x += w + gap;
    }
    start
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
    disc(pm, x, y, 3.5, colour);
}

/// A dot with the card's colour inside, over the line's start.
fn ring(pm: &mut Pixmap, x: f32, y: f32, colour: Rgba) {
    disc(pm, x, y, 4.5, colour);
    disc(pm, x, y, 2.5, CARD);
}

fn disc(pm: &mut Pixmap, x: f32, y: f32, radius: f32, colour: Rgba) {
    if let Some(path) = PathBuilder::from_circle(x, y, radius) {
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

    /// 2026-11-22 00:00 UTC.
    const T: i64 = 1_795_305_600;
    const DAY: i64 = 86_400;

    fn series(variant: &str, points: &[(i64, f64)]) -> Series {
        Series {
            variant: variant.into(),
            points: points.to_vec(),
        }
    }

    fn pixel(pm: &Pixmap, (x, y): (f32, f32)) -> Rgba {
        // The pixel the point falls in.
        let p = pm.pixel(x as u32, y as u32).expect("inside");
        Rgba(p.red(), p.green(), p.blue(), p.alpha())
    }

    /// Games three and nine days after the first stand three and nine days' width to its
    /// right, though they are the second and third: time, not the count of games.
    #[test]
    fn a_game_stands_in_proportion_to_its_time() {
        let points = [(T, 1500.0), (T + 3 * DAY, 1600.0), (T + 9 * DAY, 1550.0)];
        let frame = Frame::around(&[series("neo", &points)]).unwrap();
        let step = |days: i64| frame.x(T + days * DAY) - frame.x(T);
        assert!((step(9) - 3.0 * step(3)).abs() < 0.01);
        assert!(step(3) > 0.0);
        for (t, _) in points {
            let x = frame.x(t);
            assert!((LEFT..=WIDTH as f32 - RIGHT).contains(&x), "{x}");
        }
        assert_eq!(frame.x(frame.ticks.first()), LEFT);
        assert_eq!(frame.x(frame.ticks.last()), WIDTH as f32 - RIGHT);
    }

    /// neo's line has neo's colour whether it comes first beside classic or last after
    /// heligon: the other variant's points are the same, so the frames are too.
    #[test]
    fn a_variant_keeps_its_colour_whatever_else_is_on_the_chart() {
        let neo = series("neo", &[(T, 1500.0), (T + 4 * DAY, 1700.0)]);
        let other = [(T + 2 * DAY, 1500.0), (T + 6 * DAY, 1300.0)];
        let charts = [
            vec![neo.clone(), series("classic", &other)],
            vec![series("heligon", &other), neo.clone()],
        ];
        let frame = Frame::around(&charts[0]).unwrap();
        let game = (frame.x(T + 4 * DAY), frame.y(1700.0));
        for chart in &charts {
            let pm = rating_chart(Lang::En, "alice: rating", chart);
            assert_eq!(pixel(&pm, game), variant_line(VariantId::Neo));
        }
        assert_ne!(
            variant_line(VariantId::Classic),
            variant_line(VariantId::Heligon)
        );
    }

    /// Every variant has a colour of its own.
    #[test]
    fn no_two_variants_share_a_colour() {
        let colours: Vec<Rgba> = VariantId::ALL.into_iter().map(variant_line).collect();
        for (i, a) in colours.iter().enumerate() {
            assert!(!colours[i + 1..].contains(a), "{colours:?}");
            assert_ne!(*a, OTHER_LINE);
        }
    }

    /// The start is drawn as a ring (the card shows through it), each game as a full dot.
    #[test]
    fn the_start_is_a_ring_and_each_game_a_dot() {
        let points = [(T, 1500.0), (T + 5 * DAY, 1662.0)];
        let chart = [series("simple", &points)];
        let frame = Frame::around(&chart).unwrap();
        let pm = rating_chart(Lang::En, "bob", &chart);
        let at = |(t, r): (i64, f64)| pixel(&pm, (frame.x(t), frame.y(r)));
        assert_eq!(at(points[0]), CARD);
        assert_eq!(at(points[1]), variant_line(VariantId::Simple));
    }

    #[test]
    fn a_chart_without_points_has_no_frame() {
        assert!(Frame::around(&[series("neo", &[])]).is_none());
        assert!(Frame::around(&[]).is_none());
    }
}
