//! Composite pyramids, as `classic` and `heligon` read them: their components and what is
//! left of them. Under `classic`'s captures (RULES.md 2.1 and 4) a component falls singly,
//! unless its owner gives up an ordinary piece of the same value instead (the first in the
//! order a1, b1 .. h1, a2 ..); the whole pyramid falls to siege, or to an attack on its
//! total while complete; one that loses its last component is gone.

use super::values::pyramid_components;
use super::{Captors, Captured, Color, How, Piece, Position, Rescue, Square};

/// The component `index` of `pyramid` as a piece of its own (reported as `C4`).
pub fn component(pyramid: Piece, index: usize) -> Piece {
    let (shape, value) = pyramid_components(pyramid.color)[index];
    Piece::new(pyramid.color, shape, value as u16)
}

/// The indices of the components `pyramid` still holds.
pub fn remaining(pyramid: Piece) -> impl Iterator<Item = usize> {
    (0..pyramid_components(pyramid.color).len()).filter(move |i| pyramid.parts & (1 << i) != 0)
}

/// Takes component `index` from the pyramid on `square` for `by`'s `captors`, or the
/// owner's first ordinary piece of the same value instead; returns the capture and whether
/// it was a rescue.
pub fn take_component(
    pos: &mut Position,
    square: Square,
    index: usize,
    how: How,
    by: Color,
    captors: Captors,
) -> (Captured, bool) {
    let pyramid = pos.at(square).expect("a pyramid stands there");
    let part = component(pyramid, index);
    let rescuer = pos
        .pieces()
        .find(|(_, p)| p.color == pyramid.color && !p.is_pyramid() && p.value == part.value);
    if let Some((at, piece)) = rescuer {
        pos.clear(at);
        let c = Captured {
            rescue: Some(Rescue {
                pyramid: square,
                component: part,
            }),
            ..Captured::new(at, piece, how, by, captors)
        };
        return (c, true);
    }
    let parts = pyramid.parts & !(1 << index);
    if parts == 0 {
        pos.clear(square);
    } else {
        pos.put(square, Piece::pyramid_with(pyramid.color, parts));
    }
    (Captured::new(square, part, how, by, captors), false)
}
