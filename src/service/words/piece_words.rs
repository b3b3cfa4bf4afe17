//! Pieces and captures as sentences name them, in a language: "the circle 4 on c3" (with
//! the article and case each language needs), a capture's arithmetic ("meeting 16=16"),
//! and lists ("a, b and c").

use crate::i18n::Lang;
use crate::rules::notation::written;
use crate::rules::{How, Piece, Square};
use crate::t;

/// Where a piece phrase stands in its sentence: German changes the article for an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Subject,
    Object,
}

/// A piece in prose, so that its token cannot be read as a square: "circle 4 (C·4)",
/// "triangle 16 (t·16)". Notation in moves keeps the bare token.
pub fn named(lang: Lang, p: &Piece) -> String {
    in_form(lang, "piece-named", p)
}

/// A piece a capture takes, named as `named` names it with the article and case the
/// language needs there: "circle 2 (C·2)", "den Kreis 2 (C·2)", "il cerchio 2 (C·2)".
pub fn taken(lang: Lang, p: &Piece) -> String {
    in_form(lang, "piece-taken", p)
}

/// A piece that takes, after "with": "triangle 16 (t·16)", "dem Dreieck 16 (t·16)", "il
/// triangolo 16 (t·16)".
pub fn taker(lang: Lang, p: &Piece) -> String {
    in_form(lang, "piece-taker", p)
}

/// Message `key` (`piece-named`, `piece-taken`, `piece-taker`: the same phrase in the form a
/// sentence's place needs) for piece `p`.
fn in_form(lang: Lang, key: &str, p: &Piece) -> String {
    crate::i18n::text(
        lang,
        key,
        &[
            ("shape", p.shape.name().into()),
            ("value", p.value.into()),
            ("token", written(p).into()),
        ],
    )
}

/// "the circle 4 (C·4) on c3": named as `named` names it (its token in brackets, never read
/// as a square), with the article and case the sentence needs.
pub fn piece(lang: Lang, role: Role, p: &Piece, square: Square) -> String {
    let (shape, value, square) = (p.shape.name(), p.value, square.to_string());
    let token = written(p);
    match role {
        Role::Subject => t!(
            lang,
            "play-piece",
            shape = shape,
            value = value,
            token = token,
            square = square
        ),
        Role::Object => t!(
            lang,
            "play-piece-object",
            shape = shape,
            value = value,
            token = token,
            square = square
        ),
    }
}

/// "the black circle 9 (c·9) on c6".
pub fn coloured(lang: Lang, role: Role, p: &Piece, square: Square) -> String {
    let (colour, shape, value) = (p.color.name(), p.shape.name(), p.value);
    let (token, square) = (written(p), square.to_string());
    match role {
        Role::Subject => t!(
            lang,
            "play-coloured-piece",
            colour = colour,
            shape = shape,
            value = value,
            token = token,
            square = square
        ),
        Role::Object => t!(
            lang,
            "play-coloured-piece-object",
            colour = colour,
            shape = shape,
            value = value,
            token = token,
            square = square
        ),
    }
}

/// A capture's arithmetic: "gcd(6,9)=3", "meeting 16=16", "120+49=169", "siege",
/// "meeting 9=9 (f6 steps in)".
pub fn how(lang: Lang, how: &How) -> String {
    let arithmetic = |kind: &str, sum: String| arithmetic(lang, kind, &sum);
    match *how {
        How::SharedFactor {
            attacker,
            target,
            gcd,
        } => arithmetic("gcd", format!("({attacker},{target})={gcd}")),
        // simple's meeting and assault have their own names in its source (seed 002).
        How::Meeting { value } => arithmetic("simple-meeting", format!("{value}={value}")),
        How::Assault {
            attacker,
            op,
            length,
            target,
        } => arithmetic("simple-assault", format!("{attacker}{op}{length}={target}")),
        How::Ambush {
            first,
            op,
            second,
            target,
        } => arithmetic("ambush", format!("{first}{op}{second}={target}")),
        How::Enclosure => arithmetic("enclosure", String::new()),
        How::Arithmetic(c) => arithmetic("sum", c.to_string()),
        How::Siege => arithmetic("siege", String::new()),
        How::Single {
            attacker,
            assault,
            target,
            stepped,
        } => {
            let plain = match assault {
                None => arithmetic("meeting", format!("{attacker}={target}")),
                Some((op, k)) => arithmetic("assault", format!("{attacker}{op}{k}={target}")),
            };
            match stepped {
                Some(from) => stepped_in(lang, plain, &from.to_string()),
                None => plain,
            }
        }
    }
}

/// `how`'s words with the way its variant counts distance, where a distance is in the sum:
/// "36/3=12, counting both squares" (classic), "assault 4*3=12, counting the empty squares
/// between" (heligon), "9+3=12, counting the squares moved" (simple). A player switching
/// variants meets the difference where it decides a capture.
pub fn how_counted(lang: Lang, h: &How) -> String {
    let said = how(lang, h);
    let count = match *h {
        How::Arithmetic(c) if c.terms().iter().any(|t| t.op.is_some()) => "both",
        How::Single {
            assault: Some(_), ..
        } => "between",
        How::Assault { .. } => "moved",
        _ => return said,
    };
    t!(lang, "play-how-counted", how = said, count = count)
}

/// A kind of capture's word and its numbers: "meeting 16=16", "gcd(6,9)=3"; `other` (or
/// any kind without a word) is the numbers alone, "120+49=169".
pub fn arithmetic(lang: Lang, kind: &str, sum: &str) -> String {
    t!(lang, "play-how", kind = kind, sum = sum)
}

/// A capture whose captor moved onto the square it took: "meeting 9=9 (f6 steps in)".
pub fn stepped_in(lang: Lang, how: String, square: &str) -> String {
    t!(lang, "play-how-stepped", how = how, square = square)
}

/// "a", "a and b", "a, b and c".
pub fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(lang, "play-and", first = init.join(", "), last = last),
    }
}

/// "a and b and c": each item joined to the next with "and".
pub fn and_chain(lang: Lang, items: &[String]) -> String {
    let mut out = items.first().cloned().unwrap_or_default();
    for item in items.iter().skip(1) {
        out = t!(lang, "play-and", first = out, last = item);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_each_language_joins_them() {
        let s = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(Lang::En, &s(&["C4 on c3"])), "C4 on c3");
        assert_eq!(and_list(Lang::En, &s(&["a", "b"])), "a and b");
        assert_eq!(and_list(Lang::En, &s(&["a", "b", "c"])), "a, b and c");
        assert_eq!(and_list(Lang::De, &s(&["a", "b", "c"])), "a, b und c");
        assert_eq!(and_list(Lang::It, &s(&["a", "b"])), "a e b");
        assert_eq!(and_chain(Lang::En, &s(&["a", "b", "c"])), "a and b and c");
    }

    #[test]
    fn pieces_take_the_article_of_their_shape_and_case() {
        let circle = Piece::parse("c9").unwrap();
        let pyramid = Piece::parse("P91").unwrap();
        let sq = Square::parse("c6", 9).unwrap();
        assert_eq!(
            piece(Lang::En, Role::Object, &circle, sq),
            "the circle 9 (c·9) on c6"
        );
        assert_eq!(
            coloured(Lang::En, Role::Object, &circle, sq),
            "the black circle 9 (c·9) on c6"
        );
        assert_eq!(
            coloured(Lang::De, Role::Object, &circle, sq),
            "den schwarzen Kreis 9 (c·9) auf c6"
        );
        assert_eq!(
            coloured(Lang::De, Role::Subject, &pyramid, sq),
            "die weiße Pyramide 91 (P·91) auf c6"
        );
        assert_eq!(
            coloured(Lang::It, Role::Subject, &pyramid, sq),
            "la piramide bianca 91 (P·91) in c6"
        );
    }
}
