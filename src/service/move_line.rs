//! The sentences a move's reply opens with: what the mover played, then every capture of the
//! ply in order, each credited to the side that made it (the opponent's captures after the
//! mover's are the opponent's), with the capturing pieces and their squares:
//! "alice played c10-c11. alice takes C2 on c4 with t16 on c5 (16/8=2). bob takes t36 on f15
//! with C4 on c3 (4*9=36): alice gave it up to save the s36 of the pyramid on e16."
//!
//! The captors are named as they stood when they took: the position before the move, the
//! mover moved, and each capture's removal (and a heligon captor's step) applied in turn.

use crate::rules::values::pyramid_components;
use crate::rules::{Action, Captured, Color, How, Piece, Position, Square};

/// "alice played c4-c5." and one sentence per capture. `names` are White's and Black's.
pub fn move_line(
    before: &Position,
    action: Action,
    written: &str,
    captured: &[Captured],
    names: &[String; 2],
) -> String {
    let mover = before.side;
    let mut text = format!("{} played {written}.", names[mover.index()]);
    let mut board = *before;
    match action {
        Action::Move { from, to } => {
            if let Some(p) = board.clear(from) {
                board.put(to, p);
            }
        }
        Action::Drop { piece, to } => board.put(to, piece),
    }
    for c in captured {
        text.push(' ');
        text.push_str(&capture_sentence(before, &board, c, names));
        remove(&mut board, c);
    }
    text
}

fn capture_sentence(
    before: &Position,
    board: &Position,
    c: &Captured,
    names: &[String; 2],
) -> String {
    let taker = &names[c.by.index()];
    let what = match board.at(c.square) {
        Some(p) if p.is_pyramid() && !c.piece.is_pyramid() => {
            format!("{} from the pyramid on {}", c.piece, c.square)
        }
        _ => format!("{} on {}", c.piece, c.square),
    };
    let captors: Vec<String> = c
        .captors
        .squares()
        .iter()
        .map(|&sq| match board.at(sq).or_else(|| before.at(sq)) {
            Some(p) => format!("{p} on {sq}"),
            None => format!("the piece on {sq}"),
        })
        .collect();
    let with = match captors.as_slice() {
        [] => String::new(),
        list => format!(" with {}", and_list(list)),
    };
    let (how, stepped) = match c.how {
        How::Single {
            attacker,
            assault,
            target,
            stepped: Some(_),
        } => {
            let plain = How::Single {
                attacker,
                assault,
                target,
                stepped: None,
            };
            (plain, format!(" and steps onto {}", c.square))
        }
        how => (how, String::new()),
    };
    let rescue = match c.rescue {
        Some(r) => format!(
            ": {} gave it up to save the {} of the pyramid on {}",
            names[c.by.other().index()],
            r.component,
            r.pyramid
        ),
        None => String::new(),
    };
    format!("{taker} takes {what}{with} ({how}){stepped}{rescue}.")
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The board after capture `c`: the piece (or the pyramid's component) gone, and a captor
/// that steps in moved onto the square.
fn remove(board: &mut Position, c: &Captured) {
    match board.at(c.square) {
        Some(p) if p.is_pyramid() && !c.piece.is_pyramid() => {
            board.put(c.square, without(p, c.piece));
        }
        _ => {
            board.clear(c.square);
        }
    }
    if let How::Single {
        stepped: Some(from),
        ..
    } = c.how
    {
        step(board, from, c.square);
    }
}

fn step(board: &mut Position, from: Square, to: Square) {
    if board.at(to).is_none() {
        if let Some(p) = board.clear(from) {
            board.put(to, p);
        }
    }
}

/// The pyramid `p` without its component `part`.
fn without(p: Piece, part: Piece) -> Piece {
    let index = pyramid_components(p.color)
        .iter()
        .position(|&(shape, value)| shape == part.shape && value as u16 == part.value);
    match index {
        Some(i) => Piece::pyramid_with(p.color, p.parts & !(1 << i)),
        None => p,
    }
}

/// The colours' names in `names` order.
pub fn colour_names(white: String, black: String) -> [String; 2] {
    let mut names = [white, black];
    for c in Color::BOTH {
        if names[c.index()].is_empty() {
            names[c.index()] = c.to_string();
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english() {
        let s = |v: &[&str]| and_list(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(s(&["C4 on c3"]), "C4 on c3");
        assert_eq!(s(&["a", "b"]), "a and b");
        assert_eq!(s(&["a", "b", "c"]), "a, b and c");
    }
}
