//! The sentences a move's reply opens with: what the mover played, then every capture of the
//! ply in order, each credited to the side that made it (the opponent's captures after the
//! mover's are the opponent's), with the capturing pieces and their squares:
//! "alice played c10-c11. alice takes circle 2 (C·2) on c4 with triangle 16 (t·16) on c5
//! (16/8=2). bob takes triangle 36 (t·36) on f15 with circle 4 (C·4) on c3 (4*9=36): alice
//! gave it up to save the square 36 (s·36) of the pyramid on e16." Pieces are named so that
//! none reads as a square (`piece_words::named`), with the articles German and Italian put
//! before them ("bob schlägt den Kreis 2 (C·2) ... mit dem Dreieck 16 (t·16)").
//!
//! The captors are named as they stood when they took: the position before the move, the
//! mover moved, and each capture's removal (and a heligon captor's step) applied in turn.

use crate::i18n::Lang;
use crate::rules::values::pyramid_components;
use crate::rules::{Action, Captured, Color, How, Piece, Position, Square};
use crate::service::words::piece_words::{and_list, how_counted, named, taken, taker};
use crate::t;

/// "alice played c4-c5." and one sentence per capture, in `lang`. `names` are White's and
/// Black's.
pub fn move_line(
    lang: Lang,
    before: &Position,
    action: Action,
    written: &str,
    captured: &[Captured],
    names: &[String; 2],
) -> String {
    let mover = before.side;
    let mut text = t!(
        lang,
        "play-played",
        name = &names[mover.index()],
        move = shown(action, before, written)
    );
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
        text.push_str(&capture_sentence(lang, before, &board, c, names));
        remove(&mut board, c);
    }
    text
}

/// The move as players read it: a drop in its side's colour (`Action::shown`); a movement
/// as written (`c3xc5` keeps the capture mark the record has).
fn shown(action: Action, before: &Position, written: &str) -> String {
    match action {
        Action::Drop { .. } => action.shown(before),
        Action::Move { .. } => written.to_string(),
    }
}

fn capture_sentence(
    lang: Lang,
    before: &Position,
    board: &Position,
    c: &Captured,
    names: &[String; 2],
) -> String {
    let from_pyramid =
        matches!(board.at(c.square), Some(p) if p.is_pyramid() && !c.piece.is_pyramid());
    let captors: Vec<String> = c
        .captors
        .squares()
        .iter()
        .map(|&sq| match board.at(sq).or_else(|| before.at(sq)) {
            Some(p) => t!(
                lang,
                "play-captor",
                piece = taker(lang, &p),
                square = sq.to_string()
            ),
            None => t!(lang, "play-captor-gone", square = sq.to_string()),
        })
        .collect();
    // A heligon captor that stepped in: the arithmetic plain, the step said in words.
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
            (plain, true)
        }
        how => (how, false),
    };
    let yes = |b: bool| if b { "yes" } else { "no" };
    let (owner, component, pyramid) = match c.rescue {
        Some(r) => (
            names[c.by.other().index()].clone(),
            named(lang, &r.component),
            r.pyramid.to_string(),
        ),
        None => Default::default(),
    };
    t!(
        lang,
        "play-takes",
        taker = &names[c.by.index()],
        piece = taken(lang, &c.piece),
        from_pyramid = yes(from_pyramid),
        square = c.square.to_string(),
        captors = captors.len(),
        with = and_list(lang, &captors),
        how = how_counted(lang, &how),
        stepped = yes(stepped),
        rescued = yes(c.rescue.is_some()),
        owner = owner,
        component = component,
        pyramid = pyramid
    )
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

/// The players' names in `names` order; a side without one is called by its colour.
pub fn colour_names(lang: Lang, white: String, black: String) -> [String; 2] {
    let mut names = [white, black];
    for c in Color::BOTH {
        if names[c.index()].is_empty() {
            names[c.index()] = t!(lang, "side", side = c.name());
        }
    }
    names
}
