//! Where things go: square size, margins, panels, and square-to-pixel with `flip`.

use crate::rules::Square;

pub const CELL: f32 = 60.0;
pub const MARGIN: f32 = 26.0;
pub const PANEL: f32 = 54.0;

#[derive(Clone, Copy)]
pub struct Layout {
    pub ranks: u8,
    pub flip: bool,
}

impl Layout {
    pub fn width(&self) -> u32 {
        (MARGIN * 2.0 + CELL * 8.0) as u32
    }

    pub fn height(&self) -> u32 {
        (PANEL * 2.0 + MARGIN * 2.0 + CELL * self.ranks as f32) as u32
    }

    /// Top-left corner of the board area.
    pub fn origin(&self) -> (f32, f32) {
        (MARGIN, PANEL + MARGIN)
    }

    /// Top-left pixel of a square: White's rank 1 at the bottom unless flipped.
    pub fn square(&self, sq: Square) -> (f32, f32) {
        let (ox, oy) = self.origin();
        let (col, row) = if self.flip {
            (7 - sq.file(), sq.rank())
        } else {
            (sq.file(), self.ranks - 1 - sq.rank())
        };
        (ox + col as f32 * CELL, oy + row as f32 * CELL)
    }

    pub fn centre(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.square(sq);
        (x + CELL / 2.0, y + CELL / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flip_turns_the_board_half_round() {
        let l = Layout {
            ranks: 9,
            flip: false,
        };
        let f = Layout {
            ranks: 9,
            flip: true,
        };
        let a1 = Square(0);
        let (ox, oy) = l.origin();
        assert_eq!(l.square(a1), (ox, oy + 8.0 * CELL));
        assert_eq!(f.square(a1), (ox + 7.0 * CELL, oy));
    }
}
