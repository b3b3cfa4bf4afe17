//! Where everything goes: the board in the middle with rank labels on the left and file labels
//! below, one player strip above it and one below. Each player's strip sits on their own side
//! of the board, so `flip` swaps the strips along with the squares.

use crate::rules::square::FILES;
use crate::rules::{Color, Square};

const MARGIN: u32 = 12;
/// Room for the rank numbers left of the board and the file letters below it.
const LABEL: u32 = 24;
const STRIP: u32 = 72;
/// A strip with a third line, for variants whose pyramids lose components one by one
/// (`classic`, `heligon`): their remaining components and the tallies get a line of their
/// own, and the prisoners or pieces taken keep the whole width of the last.
const TALL_STRIP: u32 = 100;
const GAP: u32 = 8;

/// An axis-aligned box in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    pub x: u32,
    pub y: u32,
    pub w: u32,
    pub h: u32,
}

impl Area {
    pub fn center(&self) -> (f32, f32) {
        (
            self.x as f32 + self.w as f32 / 2.0,
            self.y as f32 + self.h as f32 / 2.0,
        )
    }

    pub fn contains(&self, x: u32, y: u32) -> bool {
        x >= self.x && y >= self.y && x < self.x + self.w && y < self.y + self.h
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub ranks: u8,
    pub flip: bool,
    /// The height of each player's strip.
    pub strip_h: u32,
    /// The side of one square.
    pub cell: u32,
    pub board: Area,
    pub width: u32,
    pub height: u32,
}

/// Squares shrink a little on the tall 16-rank board so that it stays quick to draw and send;
/// 56 px still leaves a three-digit value comfortably legible.
pub fn cell_size(ranks: u8) -> u32 {
    if ranks > 10 {
        56
    } else {
        64
    }
}

impl Layout {
    pub fn new(ranks: u8, flip: bool) -> Layout {
        Layout::with_strips(ranks, flip, false)
    }

    /// With `tall` strips of three lines (see `TALL_STRIP`).
    pub fn with_strips(ranks: u8, flip: bool, tall: bool) -> Layout {
        let strip_h = if tall { TALL_STRIP } else { STRIP };
        let cell = cell_size(ranks);
        let board = Area {
            x: MARGIN + LABEL,
            y: MARGIN + strip_h + GAP,
            w: cell * FILES as u32,
            h: cell * ranks as u32,
        };
        Layout {
            ranks,
            flip,
            strip_h,
            cell,
            board,
            // The board is centred: the right margin mirrors the label column.
            width: board.w + 2 * (MARGIN + LABEL),
            height: board.y + board.h + LABEL + GAP + strip_h + MARGIN,
        }
    }

    /// Whether the strips have a third line.
    pub fn tall(&self) -> bool {
        self.strip_h == TALL_STRIP
    }

    /// Column from the left and row from the top where `sq` is drawn.
    pub fn grid(&self, sq: Square) -> (u32, u32) {
        let (file, rank) = (sq.file() as u32, sq.rank() as u32);
        let top = self.ranks as u32 - 1;
        if self.flip {
            (FILES as u32 - 1 - file, rank)
        } else {
            (file, top - rank)
        }
    }

    pub fn square(&self, sq: Square) -> Area {
        let (col, row) = self.grid(sq);
        Area {
            x: self.board.x + col * self.cell,
            y: self.board.y + row * self.cell,
            w: self.cell,
            h: self.cell,
        }
    }

    /// The strip of the player whose pieces start at the top of the picture (Black unless
    /// flipped) or at the bottom.
    pub fn strip(&self, color: Color) -> Area {
        let at_top = (color == Color::Black) != self.flip;
        let y = if at_top {
            MARGIN
        } else {
            self.board.y + self.board.h + LABEL + GAP
        };
        Area {
            x: MARGIN,
            y,
            w: self.width - 2 * MARGIN,
            h: self.strip_h,
        }
    }

    /// Where the file letter of column `col` and the rank number of row `row` are centred.
    pub fn file_label(&self, col: u32) -> (f32, f32) {
        let x = self.board.x + col * self.cell + self.cell / 2;
        let y = self.board.y + self.board.h + LABEL / 2;
        (x as f32, y as f32)
    }

    pub fn rank_label(&self, row: u32) -> (f32, f32) {
        let x = self.board.x - LABEL / 2 - 2;
        let y = self.board.y + row * self.cell + self.cell / 2;
        (x as f32, y as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_tile_the_board_without_overlap() {
        for ranks in [9u8, 16] {
            for flip in [false, true] {
                let l = Layout::new(ranks, flip);
                let mut seen = std::collections::HashSet::new();
                for i in 0..ranks * 8 {
                    let a = l.square(Square(i));
                    assert!(l.board.contains(a.x, a.y));
                    assert!(l.board.contains(a.x + a.w - 1, a.y + a.h - 1));
                    assert!(seen.insert((a.x, a.y)), "two squares drawn at one place");
                }
            }
        }
    }

    #[test]
    fn strips_do_not_overlap_the_board_or_leave_the_picture() {
        let l = Layout::new(16, false);
        let (top, bottom) = (l.strip(Color::Black), l.strip(Color::White));
        assert!(top.y + top.h <= l.board.y);
        assert!(bottom.y >= l.board.y + l.board.h);
        assert!(bottom.y + bottom.h <= l.height);
        assert_eq!(Layout::new(16, true).strip(Color::White), top);
    }
}
