//! A listed move with what it leads to, in a language and short enough for a Discord
//! choice: "e7-e4 (takes C·36 on e3: enclosure; gives up t·100 on c7)"; and the exchange a
//! hint expects: "bob will probably take t·100 on c7 with s·121, and you take back ...".

use crate::engine::consequence::{Consequence, Taken};
use crate::engine::line::Exchange;
use crate::i18n::Lang;
use crate::rules::notation::written;
use crate::service::words::piece_words::{self, and_list, how, taker};
use crate::t;

/// Discord's limit on a choice's name, in characters.
pub const CHOICE_CHARS: usize = 100;

/// The move and its consequences, within `CHOICE_CHARS`: with the arithmetic when it
/// fits, else without, else cut.
pub fn label(lang: Lang, text: &str, c: &Consequence) -> String {
    let full = labelled(lang, text, c, true);
    if full.chars().count() <= CHOICE_CHARS {
        return full;
    }
    let short = labelled(lang, text, c, false);
    if short.chars().count() <= CHOICE_CHARS {
        return short;
    }
    let mut cut: String = short.chars().take(CHOICE_CHARS - 2).collect();
    cut.push_str("…)");
    cut
}

fn labelled(lang: Lang, text: &str, c: &Consequence, arithmetic: bool) -> String {
    let mut parts = Vec::new();
    if let Some(r) = c.wins {
        parts.push(t!(lang, "listed-wins", reason = r.name()));
    }
    if !c.takes.is_empty() {
        let pieces = label_taken(lang, &c.takes, arithmetic);
        parts.push(t!(lang, "listed-takes", pieces = pieces));
    }
    if let Some(r) = c.loses {
        parts.push(t!(lang, "listed-loses", reason = r.name()));
    }
    if !c.gives.is_empty() {
        let pieces = label_given(lang, &c.gives, arithmetic);
        parts.push(t!(lang, "listed-gives", pieces = pieces));
    }
    let Some(what) = parts
        .into_iter()
        .reduce(|first, next| t!(lang, "listed-parts", first = first, next = next))
    else {
        return text.to_string();
    };
    t!(lang, "listed-move", move = text, what = what)
}

/// "C·36 on e3: enclosure and t·16 on f9: 4*4=16".
pub fn label_taken(lang: Lang, taken: &[Taken], arithmetic: bool) -> String {
    let items: Vec<String> = taken
        .iter()
        .map(|t| {
            let (piece, square) = (written(&t.piece), t.square.to_string());
            if arithmetic {
                let how = how(lang, &t.how);
                t!(
                    lang,
                    "listed-taken",
                    piece = piece,
                    square = square,
                    how = how
                )
            } else {
                t!(lang, "listed-piece", piece = piece, square = square)
            }
        })
        .collect();
    and_list(lang, &items)
}

/// "C·6 on d5 to t·64: gcd(64,6)=2": a piece given up, with the pieces that take it and the
/// arithmetic, as a capture report names them (without, to keep a choice short).
pub fn label_given(lang: Lang, taken: &[Taken], arithmetic: bool) -> String {
    let items: Vec<String> = taken
        .iter()
        .map(|t| {
            let (piece, square) = (written(&t.piece), t.square.to_string());
            let with: Vec<String> = t.with.iter().map(|(p, _)| written(p)).collect();
            if !arithmetic || with.is_empty() {
                return t!(lang, "listed-piece", piece = piece, square = square);
            }
            t!(
                lang,
                "listed-given",
                piece = piece,
                square = square,
                with = and_list(lang, &with),
                how = how(lang, &t.how)
            )
        })
        .collect();
    and_list(lang, &items)
}

/// The exchange a hint expects, `name` being the opponent's: "bob will probably take t·100
/// on c7 with s·121, and you take back s·121 on c7 with t·64".
pub fn answer(lang: Lang, name: &str, e: &Exchange) -> String {
    let likely = if e.likely { "yes" } else { "no" };
    let taken = with_captors(lang, &e.theirs);
    if e.back.is_empty() {
        return t!(
            lang,
            "hint-answer",
            likely = likely,
            name = name,
            taken = taken
        );
    }
    t!(
        lang,
        "hint-answer-back",
        likely = likely,
        name = name,
        taken = taken,
        back = with_captors(lang, &e.back)
    )
}

/// "triangle 100 (t·100) on c7 with square 121 (s·121)": a hint is prose, so its pieces are
/// named so that none reads as a square (the move lists keep notation, to stay short).
fn with_captors(lang: Lang, taken: &[Taken]) -> String {
    let items: Vec<String> = taken
        .iter()
        .map(|t| {
            // The taken piece and its captors with the articles and cases a capture report
            // gives them ("den Kreis 4 (C·4) ... mit dem Dreieck 16 (t·16)").
            let with: Vec<String> = t.with.iter().map(|(p, _)| taker(lang, p)).collect();
            let (piece, square) = (piece_words::taken(lang, &t.piece), t.square.to_string());
            if with.is_empty() {
                return t!(lang, "listed-piece", piece = piece, square = square);
            }
            t!(
                lang,
                "hint-taken",
                piece = piece,
                square = square,
                with = and_list(lang, &with)
            )
        })
        .collect();
    and_list(lang, &items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{How, Piece, Square};

    fn taken(piece: &str, square: &str) -> Taken {
        Taken {
            piece: Piece::parse(piece).unwrap(),
            square: Square::parse(square, 16).unwrap(),
            how: How::Enclosure,
            with: Vec::new(),
        }
    }

    #[test]
    fn a_label_keeps_within_a_discord_choice() {
        let one = Consequence {
            takes: vec![taken("t36", "e3")],
            ..Consequence::default()
        };
        assert_eq!(
            label(Lang::En, "e7-e4", &one),
            "e7-e4 (takes t·36 on e3: enclosure)"
        );
        // Many captures: the arithmetic goes first, then the tail is cut.
        let squares = ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "a9", "b10"];
        let many = Consequence {
            takes: squares.iter().map(|s| taken("t36", s)).collect(),
            gives: vec![taken("C4", "c4")],
            ..Consequence::default()
        };
        let text = label(Lang::En, "e7-e4", &many);
        assert!(text.chars().count() <= CHOICE_CHARS, "{text}");
        assert!(text.starts_with("e7-e4 (takes t·36 on a1, "), "{text}");
        assert!(!text.contains("enclosure"), "{text}");
    }
}
