//! Functions the texts call for grammar a placeholder alone cannot give: Italian writes "ad"
//! for "a" only before a word that itself begins with "a" ("tocca ad alice", "tocca a
//! Emma", "tocca a bob"), whatever the name; and a sentence that opens with a placeholder
//! (a piece phrase, "der Kreis 5 ...") begins with a capital letter.

use fluent_bundle::{FluentArgs, FluentValue};

/// The Italian preposition "a" before `name`: "ad" when the name begins with an "a"
/// (accented or not, any case), "a" otherwise. Modern usage keeps the euphonic "d" for the
/// same vowel only: "ad Anna", but "a Emma", "a Ugo".
pub fn a_before(name: &str) -> &'static str {
    let first = name.trim_start().chars().next();
    let a = first
        .and_then(|c| c.to_lowercase().next())
        .is_some_and(|c| "aàáâ".contains(c));
    if a {
        "ad"
    } else {
        "a"
    }
}

/// `{ AD($name) }` in a text: the preposition for the name given (`a_before`).
pub fn ad<'a>(positional: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::String(name)) => FluentValue::from(a_before(name)),
        // A number (a name made of digits) or nothing: no "a" to meet.
        _ => FluentValue::from("a"),
    }
}

/// `text` as a sentence begins: its first letter a capital, the rest as it is ("der Kreis 5
/// (c·5) auf e13" -> "Der Kreis 5 (c·5) auf e13"). A piece's token in brackets keeps its case,
/// since only the first character changes.
pub fn sentence_start(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `{ START($piece) }` in a text: the phrase as a sentence's first words (`sentence_start`).
pub fn start<'a>(positional: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::String(text)) => FluentValue::from(sentence_start(text)),
        Some(other) => other.clone(),
        None => FluentValue::from(""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ad_only_before_an_a() {
        for name in ["alice", "Alice", "anna", "Àlex", "  aldo"] {
            assert_eq!(a_before(name), "ad", "{name}");
        }
        for name in [
            "emma", "Ugo", "Èlia", "oscar", "ivan", "bob", "42", "_x", "",
        ] {
            assert_eq!(a_before(name), "a", "{name}");
        }
    }

    #[test]
    fn a_sentence_starts_with_a_capital_and_keeps_the_rest() {
        assert_eq!(
            sentence_start("der Kreis 5 (c·5) auf e13"),
            "Der Kreis 5 (c·5) auf e13"
        );
        assert_eq!(sentence_start("il cerchio 2 (C·2)"), "Il cerchio 2 (C·2)");
        assert_eq!(sentence_start("Weiß"), "Weiß");
        assert_eq!(sentence_start(""), "");
    }
}
