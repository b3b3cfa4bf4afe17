//! The two player strips: name, whose turn, prisoners, scores, a taken pyramid.

use super::layout::{Layout, CELL, MARGIN, PANEL};
use super::palette::*;
use super::pieces;
use super::text::{self, Align};
use super::BoardView;
use crate::rules::position::TALLY_KEYS;
use crate::rules::{Color as Side, Game};
use tiny_skia::{Paint, PathBuilder, Pixmap, Transform};

/// Draws the strip of `side` at the top (`top`) or bottom of the image.
pub fn strip(pix: &mut Pixmap, view: &BoardView, l: &Layout, side: Side, top: bool) {
    let cy = if top {
        PANEL / 2.0 + 4.0
    } else {
        l.height() as f32 - PANEL / 2.0 - 4.0
    };
    let band =
        tiny_skia::Rect::from_xywh(0.0, cy - PANEL / 2.0 + 4.0, l.width() as f32, PANEL - 8.0);
    let mut bg = Paint::default();
    bg.set_color(STRIP);
    pix.fill_rect(
        band.expect("strip has a size"),
        &bg,
        Transform::identity(),
        None,
    );
    let mut x = MARGIN;
    if view.pos.side == side {
        let mut p = Paint::default();
        p.set_color(TURN);
        p.anti_alias = true;
        let dot = PathBuilder::from_circle(x + 7.0, cy, 7.0).expect("radius > 0");
        pix.fill_path(
            &dot,
            &p,
            tiny_skia::FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    x += 20.0;
    let name = match side {
        Side::White => view.white.clone().unwrap_or_else(|| "White".into()),
        Side::Black => view.black.clone().unwrap_or_else(|| "Black".into()),
    };
    let name: String = name.chars().take(18).collect();
    text::draw(pix, &name, x, cy, 19.0, LABEL, Align::Left);
    x += text::width(&name, 19.0) + 14.0;
    let notes = notes(view, side);
    let right = l.width() as f32 - MARGIN;
    let notes_w = text::width(&notes, 15.0);
    text::draw(pix, &notes, right, cy, 15.0, LABEL, Align::Right);
    prisoners(pix, view, side, x, right - notes_w - 10.0, cy);
}

/// Prisoners as small pieces, squeezed closer when there are many.
fn prisoners(pix: &mut Pixmap, view: &BoardView, side: Side, from: f32, to: f32, cy: f32) {
    let list = view.pos.prisoners[side.index()].as_slice();
    if list.is_empty() || to <= from {
        return;
    }
    let icon = CELL * 0.62;
    let step = ((to - from - icon) / list.len().max(1) as f32)
        .min(icon + 2.0)
        .max(8.0);
    for (i, p) in list.iter().enumerate() {
        let cx = from + icon / 2.0 + i as f32 * step;
        if cx + icon / 2.0 > to + 1.0 {
            break;
        }
        pieces::draw(pix, p, cx, cy, icon);
    }
}

/// Scores the variant keeps for `side`, and whether it has taken the enemy pyramid.
fn notes(view: &BoardView, side: Side) -> String {
    let prefix = match side {
        Side::White => 'w',
        Side::Black => 'b',
    };
    let mut parts: Vec<String> = TALLY_KEYS
        .iter()
        .zip(view.pos.counters.tallies)
        .filter(|(k, v)| k.starts_with(prefix) && *v != 0)
        .map(|(k, v)| format!("{} {v}", &k[1..]))
        .collect();
    let enemy = side.other();
    let had_pyramid = Game::new(view.rules.clone())
        .pos
        .pyramid_of(enemy)
        .is_some();
    if had_pyramid && view.pos.pyramid_of(enemy).is_none() {
        parts.push("took the pyramid".into());
    }
    parts.join(" · ")
}
