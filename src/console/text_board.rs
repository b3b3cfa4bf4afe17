//! The board as text for the console: a grid of values, each with its shape letter (C circle,
//! T triangle, S square, P pyramid), upper case for White and lower case for Black, `*` for a
//! turned piece; files labelled below, ranks on the left; the last move's squares in
//! brackets; then a reduced pyramid's components and the prisoners, said in the board's
//! language.

use crate::i18n::Lang;
use crate::rules::notation::{written, PIECE_MARK};
use crate::rules::piece::letter;
use crate::rules::square::FILES;
use crate::rules::{Action, Color, Piece, Position, Square};
use crate::service::BoardImage;
use crate::t;

/// Characters per square.
const CELL: usize = 7;

/// What the console prints once, before the first board: what the letters and marks mean.
pub fn key(lang: Lang) -> String {
    t!(lang, "console-board-key")
}

pub fn text_board(b: &BoardImage) -> String {
    let marked: Vec<Square> = match b.last {
        Some(Action::Move { from, to }) => vec![from, to],
        Some(Action::Drop { to, .. }) => vec![to],
        None => Vec::new(),
    };
    draw(b.lang, &b.pos, &marked, b.flip)
}

/// The grid from White's side (Black's when `flip`), with `marked` squares in brackets.
pub fn draw(lang: Lang, pos: &Position, marked: &[Square], flip: bool) -> String {
    let mut out = String::new();
    let ranks: Vec<u8> = if flip {
        (0..pos.ranks).collect()
    } else {
        (0..pos.ranks).rev().collect()
    };
    let files: Vec<u8> = if flip {
        (0..FILES).rev().collect()
    } else {
        (0..FILES).collect()
    };
    for &rank in &ranks {
        out.push_str(&format!("{:>3} ", rank + 1));
        for &file in &files {
            let sq = Square::new(file, rank);
            let item = pos.at(sq).map_or(".".to_string(), |p| cell(&p));
            let item = if marked.contains(&sq) {
                format!("[{item}]")
            } else {
                item
            };
            out.push_str(&format!("{item:>CELL$}"));
        }
        out.push('\n');
    }
    out.push_str("    ");
    for &file in &files {
        let letter = (b'a' + file) as char;
        out.push_str(&format!("{letter:>CELL$}"));
    }
    out.push('\n');
    for line in notes(lang, pos) {
        out.push_str(&format!("    {line}\n"));
    }
    out
}

/// A piece as the grid shows it: `C4`, `t100`, `C9*`, `P91`; a reduced pyramid by its sum.
/// A square's piece as people read it (`c·9`, `C·9*`); a reduced pyramid by its value
/// alone (`P·49`), its parts listed under the grid.
fn cell(p: &Piece) -> String {
    let star = if p.foreign { "*" } else { "" };
    format!("{}{PIECE_MARK}{}{star}", letter(p.shape, p.color), p.value)
}

/// Reduced pyramids and prisoners, a line each.
fn notes(lang: Lang, pos: &Position) -> Vec<String> {
    let mut lines = Vec::new();
    for color in Color::BOTH {
        let reduced = pos
            .pyramid_of(color)
            .and_then(|sq| pos.at(sq).map(|p| (sq, p)))
            .filter(|(_, p)| !p.is_complete_pyramid());
        if let Some((sq, p)) = reduced {
            lines.push(t!(
                lang,
                "console-pyramid-holds",
                side = side(color),
                square = sq.to_string(),
                pyramid = written(&p)
            ));
        }
    }
    for color in Color::BOTH {
        let held = pos.prisoners[color.index()].as_slice();
        if !held.is_empty() {
            let list: Vec<String> = held.iter().map(written).collect();
            let list = list.join(", ");
            lines.push(t!(
                lang,
                "console-prisoners",
                side = side(color),
                list = list
            ));
        }
    }
    lines
}

/// A side as the messages' selectors name it.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{rfen, Ruleset};

    #[test]
    fn the_grid_has_labelled_ranks_and_files_and_marks_the_last_move() {
        let rules = Ruleset::from_names("neo", &[]).unwrap();
        let pos = rfen::parse(
            "8/p190,7/8/8/8/8/8/2,C9*,5/P(C4,T9,S36),6,c9 w C8 -",
            &rules,
        )
        .unwrap();
        let c2 = Square::parse("c2", 9).unwrap();
        let text = draw(Lang::En, &pos, &[c2], false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], format!("  9 {}", "      .".repeat(8)));
        assert!(lines[1].starts_with("  8   p·190"), "{text}");
        assert!(lines[7].contains("[C·9*]"), "{text}");
        assert!(lines[8].starts_with("  1    P·49"), "{text}");
        assert!(lines[8].ends_with("c·9"), "{text}");
        assert_eq!(lines[9].split_whitespace().collect::<String>(), "abcdefgh");
        assert!(
            text.contains("White's pyramid on a1 holds P(C·4,T·9,S·36)"),
            "{text}"
        );
        assert!(text.contains("White's prisoners: C·8"), "{text}");
        // From Black's side, rank 1 comes first and h is on the left.
        let flipped = draw(Lang::En, &pos, &[], true);
        assert!(
            flipped.lines().next().unwrap().starts_with("  1     c·9"),
            "{flipped}"
        );
    }

    #[test]
    fn the_notes_under_the_grid_are_in_the_boards_language() {
        let rules = Ruleset::from_names("neo", &[]).unwrap();
        let pos = rfen::parse("8/p(c16,t25),7/8/8/8/8/8/8/C4,7 w C8 -", &rules).unwrap();
        let de = draw(Lang::De, &pos, &[], false);
        assert!(
            de.contains("Die Pyramide von Schwarz auf a8 enthält noch p(c·16,t·25)"),
            "{de}"
        );
        assert!(de.contains("Gefangene von Weiß: C·8"), "{de}");
        let it = draw(Lang::It, &pos, &[], false);
        assert!(it.contains("Prigionieri del Bianco: C·8"), "{it}");
        assert!(
            it.contains("La piramide del Nero in a8 contiene ancora p(c·16,t·25)"),
            "{it}"
        );
        assert!(key(Lang::De).starts_with("C Kreis, T Dreieck"));
    }
}
