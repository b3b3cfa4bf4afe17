//! A table picture (a tournament's standings, a round robin's crosstable): a title, a
//! header row and the rows, each column as wide as its widest cell, on the boards' dark
//! card with every other row shaded. Pure drawing: the cells come in as text.

use super::font;
use super::palette::{Rgba, BACKGROUND, CARD, LABEL, TEXT};
use super::shapes::fill_rect as fill;
use super::{encode_png, to_rgb};
use tiny_skia::{Pixmap, Rect};

/// What the picture shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    pub title: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

const MARGIN: f32 = 20.0;
const TITLE_SIZE: f32 = 18.0;
const CELL_SIZE: f32 = 14.0;
const ROW: f32 = 24.0;
const GAP: f32 = 14.0;
/// The widest picture drawn: a name column is cut to fit.
const MAX_WIDTH: f32 = 2400.0;
const SHADE: Rgba = Rgba::rgb(0x353a45);

pub fn table_png(t: &Table) -> Vec<u8> {
    encode_png(&to_rgb(&table(t)))
}

/// Each column's width: its widest cell.
fn widths(t: &Table) -> Vec<f32> {
    let columns = t
        .rows
        .iter()
        .chain([&t.header])
        .map(Vec::len)
        .max()
        .unwrap_or(0);
    (0..columns)
        .map(|c| {
            t.rows
                .iter()
                .chain([&t.header])
                .filter_map(|r| r.get(c))
                .map(|cell| font::width(&font::printable(cell), CELL_SIZE))
                .fold(0.0, f32::max)
        })
        .collect()
}

pub fn table(t: &Table) -> Pixmap {
    let widths = widths(t);
    let inner: f32 = widths.iter().map(|w| w + GAP).sum();
    let title = font::width(&font::printable(&t.title), TITLE_SIZE);
    let width = (inner.max(title) + 2.0 * MARGIN).min(MAX_WIDTH).ceil();
    let height = (MARGIN * 2.0 + 36.0 + ROW * (t.rows.len() + 1) as f32).ceil();
    let mut pm = Pixmap::new(width as u32, height as u32).expect("a table's size");
    pm.fill(BACKGROUND.skia());
    fill(
        &mut pm,
        Rect::from_xywh(6.0, 6.0, width - 12.0, height - 12.0),
        CARD,
    );
    let title = font::fit(&font::printable(&t.title), TITLE_SIZE, width - 2.0 * MARGIN);
    font::draw(&mut pm, &title, TITLE_SIZE, TEXT, MARGIN, MARGIN + 16.0);
    let top = MARGIN + 36.0;
    row(&mut pm, &t.header, &widths, top, LABEL);
    for (i, cells) in t.rows.iter().enumerate() {
        let y = top + ROW * (i + 1) as f32;
        if i % 2 == 0 {
            fill(
                &mut pm,
                Rect::from_xywh(MARGIN / 2.0, y - ROW + 6.0, width - MARGIN, ROW),
                SHADE,
            );
        }
        row(&mut pm, cells, &widths, y, TEXT);
    }
    pm
}

/// One row's cells on the baseline `y`: text left-aligned in the first two columns (place
/// and name), numbers right-aligned in the others.
fn row(pm: &mut Pixmap, cells: &[String], widths: &[f32], y: f32, colour: Rgba) {
    let mut x = MARGIN;
    for (c, (cell, w)) in cells.iter().zip(widths).enumerate() {
        let text = font::printable(cell);
        if c < 2 {
            font::draw(pm, &text, CELL_SIZE, colour, x, y);
        } else {
            font::draw_right(pm, &text, CELL_SIZE, colour, x + w, y);
        }
        x += w + GAP;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_of_two_hundred_players_is_drawn_as_a_png() {
        let t = Table {
            title: "Standings".into(),
            header: vec!["#".into(), "Name".into(), "Pts".into()],
            rows: (1..=200)
                .map(|i| vec![format!("{i}."), format!("player {i}"), "3.5".into()])
                .collect(),
        };
        let png = table_png(&t);
        assert_eq!(&png[1..4], b"PNG");
    }
}
