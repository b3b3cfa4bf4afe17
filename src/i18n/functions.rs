//! Functions the texts call for grammar a placeholder alone cannot give: Italian writes "ad"
//! for "a" before a vowel ("tocca ad alice", "tocca a bob"), whatever the name.

use fluent_bundle::{FluentArgs, FluentValue};

/// The Italian preposition "a" before `name`: "ad" when the name begins with a vowel
/// (accented or not, any case), "a" otherwise (a consonant, a digit, a symbol, nothing).
pub fn a_before(name: &str) -> &'static str {
    let first = name.trim_start().chars().next();
    let vowel = first
        .and_then(|c| c.to_lowercase().next())
        .is_some_and(|c| "aeiouàáâèéêìíîòóôùúû".contains(c));
    if vowel {
        "ad"
    } else {
        "a"
    }
}

/// `{ AD($name) }` in a text: the preposition for the name given (`a_before`).
pub fn ad<'a>(positional: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::String(name)) => FluentValue::from(a_before(name)),
        // A number (a name made of digits) or nothing: no vowel to meet.
        _ => FluentValue::from("a"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ad_before_a_vowel_a_before_anything_else() {
        for name in ["alice", "Alice", "emma", "Ugo", "Èlia", "oscar", "ivan"] {
            assert_eq!(a_before(name), "ad", "{name}");
        }
        for name in ["bob", "Bruno", "carol", "hugo", "yuri", "42", "_x", ""] {
            assert_eq!(a_before(name), "a", "{name}");
        }
    }
}
