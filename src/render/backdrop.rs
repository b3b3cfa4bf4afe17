//! The unchanging part of a picture (background, frame, squares, labels), drawn once per
//! variant, board height and side per thread, then copied: copying is a memcpy, drawing the
//! labels' glyphs and a hundred squares is not.

use super::board;
use super::layout::Layout;
use super::palette;
use crate::rules::{Ruleset, VariantId};
use std::cell::RefCell;
use std::collections::HashMap;
use tiny_skia::Pixmap;

type Key = (VariantId, u8, bool, u32);

thread_local! {
    static BACKDROPS: RefCell<HashMap<Key, Pixmap>> = RefCell::new(HashMap::new());
}

/// A fresh pixmap holding the backdrop of a board `layout` under `rules`.
pub fn backdrop(rules: &Ruleset, layout: &Layout) -> Pixmap {
    BACKDROPS.with(|cell| {
        cell.borrow_mut()
            .entry((rules.id, layout.ranks, layout.flip, layout.strip_h))
            .or_insert_with(|| draw(rules, layout))
            .clone()
    })
}

fn draw(rules: &Ruleset, layout: &Layout) -> Pixmap {
    let mut pixmap = Pixmap::new(layout.width, layout.height).expect("the picture has a size");
    pixmap.fill(palette::BACKGROUND.skia());
    board::draw_static(&mut pixmap, rules, layout);
    pixmap
}
