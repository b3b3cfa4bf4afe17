//! A side's prisoners: captured pieces, turned to the holder's colour, kept sorted as RFEN
//! prints them (by value, then shape C < T < S < P). A fixed array keeps positions `Copy`-cheap.

use super::{Color, Piece, Shape};

const CAPACITY: usize = 48;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Prisoners {
    items: [Piece; CAPACITY],
    len: u8,
}

impl Default for Prisoners {
    fn default() -> Self {
        Prisoners {
            items: [Piece::new(Color::White, Shape::Circle, 1); CAPACITY],
            len: 0,
        }
    }
}

fn order(p: &Piece) -> (u16, Shape, bool) {
    (p.value, p.shape, p.foreign)
}

impl Prisoners {
    pub fn as_slice(&self) -> &[Piece] {
        &self.items[..self.len as usize]
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Adds a prisoner in sorted place; a full list (impossible in a real game) refuses it.
    pub fn add(&mut self, piece: Piece) -> Result<(), String> {
        let n = self.len as usize;
        if n == CAPACITY {
            return Err(format!("more than {CAPACITY} prisoners"));
        }
        let at = self
            .as_slice()
            .partition_point(|p| order(p) <= order(&piece));
        self.items.copy_within(at..n, at + 1);
        self.items[at] = piece;
        self.len += 1;
        Ok(())
    }

    /// Removes one prisoner equal to `piece`; false if there is none.
    pub fn take(&mut self, piece: &Piece) -> bool {
        let n = self.len as usize;
        match self.as_slice().iter().position(|p| p == piece) {
            Some(i) => {
                self.items.copy_within(i + 1..n, i);
                self.len -= 1;
                true
            }
            None => false,
        }
    }

    /// Each different prisoner once, in order: two equal prisoners drop the same way.
    pub fn distinct(&self) -> impl Iterator<Item = Piece> + '_ {
        let s = self.as_slice();
        s.iter()
            .enumerate()
            .filter(move |(i, p)| *i == 0 || s[i - 1] != **p)
            .map(|(_, p)| *p)
    }
}
