//! Three pieces set for an arrangement (RULES.md 2.1 and 2.2): in a straight line with equal
//! gaps, or around a corner (the middle on the corner, the other two along its rank and its
//! file at equal distance), with only empty squares between. `classic`'s harmony and
//! `heligon`'s proper victories look for the same shapes and judge the values differently.

use super::lines::{Dir, LINES, ORTHOGONAL};
use super::rays::first_on_ray;
use super::{Position, Square};

/// The lines of three from the piece on `a`: the next piece along a line is the middle, the
/// one after it the far end at the same distance. Yields ([a, middle, far end], the
/// direction, the distance in steps).
pub fn lines_from(pos: &Position, a: Square) -> impl Iterator<Item = ([Square; 3], Dir, u8)> + '_ {
    LINES.into_iter().filter_map(move |dir| {
        let (b, gap) = first_on_ray(pos, a, dir)?;
        let (c, _) = first_on_ray(pos, b, dir).filter(|&(_, h)| h == gap)?;
        Some(([a, b, c], dir, gap))
    })
}

/// The corners on the piece on `b`: the nearest piece along its rank one way and along its
/// file one way, at the same distance. Yields [rank end, b, file end].
pub fn corners_on(pos: &Position, b: Square) -> impl Iterator<Item = [Square; 3]> + '_ {
    [ORTHOGONAL[2], ORTHOGONAL[3]]
        .into_iter()
        .flat_map(move |along_rank| {
            let end = first_on_ray(pos, b, along_rank);
            [ORTHOGONAL[0], ORTHOGONAL[1]]
                .into_iter()
                .filter_map(move |along_file| {
                    let (a, k) = end?;
                    let (c, _) = first_on_ray(pos, b, along_file).filter(|&(_, h)| h == k)?;
                    Some([a, b, c])
                })
        })
}
