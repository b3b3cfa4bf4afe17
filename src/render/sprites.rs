//! Pieces drawn once and stamped many times. Every picture shows the same few dozen pieces,
//! and drawing one (shapes, shadow, glyphs) costs far more than copying its pixels, so each
//! distinct piece at each size is drawn once per thread onto a transparent sprite and then
//! composited. Source-over is associative, so the stamp looks like drawing in place.

use super::piece::{self, Spot};
use crate::rules::Piece;
use std::cell::RefCell;
use std::collections::HashMap;
use tiny_skia::Pixmap;

/// Room around the centre: the body reaches 0.45 of the box, the shadow and the pips a little
/// further; 0.6 leaves a transparent border (a test below checks it).
const REACH: f32 = 0.6;
/// Pictures of other sizes (panel icons) add entries; this bounds a long-running bot.
const MAX_SPRITES: usize = 2048;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    piece: Piece,
    size: u32,
    /// The centre's position within its pixel, in quarters, so anti-aliasing stays exact.
    fx: u8,
    fy: u8,
    mark_foreign: bool,
}

thread_local! {
    static SPRITES: RefCell<HashMap<Key, Option<Pixmap>>> = RefCell::new(HashMap::new());
}

/// Draws `piece` at `at`, as `piece::draw_with` would.
pub fn stamp(pixmap: &mut Pixmap, piece: &Piece, at: Spot, mark_foreign: bool) {
    let (x0, y0) = (at.cx.floor(), at.cy.floor());
    let quarter = |f: f32| ((f * 4.0).round() as u8).min(3);
    let key = Key {
        piece: *piece,
        size: at.s.to_bits(),
        fx: quarter(at.cx - x0),
        fy: quarter(at.cy - y0),
        mark_foreign,
    };
    let half = half_side(at.s);
    SPRITES.with(|cell| {
        let mut sprites = cell.borrow_mut();
        if sprites.len() >= MAX_SPRITES {
            sprites.clear();
        }
        let Some(sprite) = sprites
            .entry(key)
            .or_insert_with(|| draw_sprite(key, at.s))
            .as_ref()
        else {
            return;
        };
        composite(
            pixmap,
            sprite,
            x0 as i32 - half as i32,
            y0 as i32 - half as i32,
        );
    });
}

/// Source-over of premultiplied `sprite` at whole-pixel offset (x, y). tiny-skia's
/// `draw_pixmap` runs its general sampling pipeline even for this plain copy, which made
/// stamping the costliest part of a picture; most sprite pixels are fully clear or opaque.
fn composite(dst: &mut Pixmap, sprite: &Pixmap, x: i32, y: i32) {
    let (dw, dh) = (dst.width() as i32, dst.height() as i32);
    let sw = sprite.width() as i32;
    let cols = (x.max(0)..(x + sw).min(dw)).len();
    if cols == 0 {
        return;
    }
    let first_col = (x.max(0) - x) as usize;
    let src = sprite.data();
    let out = dst.data_mut();
    for row in 0..sprite.height() as i32 {
        let dy = y + row;
        if dy < 0 || dy >= dh {
            continue;
        }
        let s0 = ((row * sw) as usize + first_col) * 4;
        let d0 = ((dy * dw + x.max(0)) as usize) * 4;
        let from = &src[s0..s0 + cols * 4];
        let to = &mut out[d0..d0 + cols * 4];
        for (d, s) in to.chunks_exact_mut(4).zip(from.chunks_exact(4)) {
            match s[3] {
                0 => {}
                255 => d.copy_from_slice(s),
                a => {
                    let keep = 255 - a as u32;
                    for i in 0..4 {
                        d[i] = s[i].saturating_add(((d[i] as u32 * keep + 127) / 255) as u8);
                    }
                }
            }
        }
    }
}

thread_local! {
    static DRAWINGS: RefCell<HashMap<String, Option<Pixmap>>> = RefCell::new(HashMap::new());
}

/// Draws, at whole pixel (x, y), what `draw` paints on a transparent `w` x `h` pixmap, drawn
/// once per thread for each `key` and then stamped: the strips' chips and pills are text, and
/// laying out glyphs costs far more than copying them.
pub fn stamp_drawn(
    pixmap: &mut Pixmap,
    key: &str,
    (w, h): (u32, u32),
    (x, y): (i32, i32),
    draw: impl FnOnce(&mut Pixmap),
) {
    DRAWINGS.with(|cell| {
        let mut drawings = cell.borrow_mut();
        if drawings.len() >= MAX_SPRITES {
            drawings.clear();
        }
        let sprite = drawings.entry(key.to_string()).or_insert_with(|| {
            let mut p = Pixmap::new(w.max(1), h.max(1))?;
            draw(&mut p);
            Some(p)
        });
        if let Some(sprite) = sprite {
            composite(pixmap, sprite, x, y);
        }
    });
}

fn half_side(s: f32) -> u32 {
    (s * REACH).ceil() as u32
}

fn draw_sprite(key: Key, s: f32) -> Option<Pixmap> {
    let half = half_side(s);
    let mut sprite = Pixmap::new(2 * half, 2 * half)?;
    let spot = Spot {
        cx: half as f32 + key.fx as f32 / 4.0,
        cy: half as f32 + key.fy as f32 / 4.0,
        s,
    };
    piece::draw_with(&mut sprite, &key.piece, spot, key.mark_foreign);
    Some(sprite)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::palette;

    fn border_is_clear(text: &str, s: f32) -> bool {
        let piece = Piece::parse(text).unwrap();
        let key = Key {
            piece,
            size: s.to_bits(),
            fx: 0,
            fy: 0,
            mark_foreign: true,
        };
        let sprite = draw_sprite(key, s).unwrap();
        let n = sprite.width();
        (0..n).all(|i| {
            [(i, 0), (i, n - 1), (0, i), (n - 1, i)]
                .iter()
                .all(|&(x, y)| sprite.pixel(x, y).unwrap().alpha() == 0)
        })
    }

    #[test]
    fn a_sprite_holds_the_whole_piece() {
        for text in ["C9*", "t100*", "S289", "P91", "P(C4,T9,S36)", "p(c16,s64)"] {
            for s in [24.0, 56.0, 64.0] {
                assert!(border_is_clear(text, s), "{text} at {s} px is cut off");
            }
        }
    }

    #[test]
    fn a_stamp_looks_like_drawing_in_place() {
        for text in ["C9*", "t100", "P(C4,T9,S36)"] {
            let piece = Piece::parse(text).unwrap();
            let at = Spot {
                cx: 40.0,
                cy: 41.5,
                s: 64.0,
            };
            let mut direct = Pixmap::new(80, 84).unwrap();
            direct.fill(palette::WHITE_HALF[1].skia());
            let mut stamped = direct.clone();
            piece::draw_with(&mut direct, &piece, at, true);
            stamp(&mut stamped, &piece, at, true);
            let worst = direct
                .data()
                .iter()
                .zip(stamped.data())
                .map(|(a, b)| a.abs_diff(*b))
                .max()
                .unwrap();
            // Two roundings instead of one: a few levels out of 255, invisible.
            assert!(worst <= 4, "{text}: a channel differs by {worst}");
        }
    }
}
