//! A refused variant name or game option (`rules::OptionError`) in its reader's language.

use crate::i18n::Lang;
use crate::rules::{OptionError, VictoryError};
use crate::service::words::phrases::variant_name;
use crate::t;

pub fn words(lang: Lang, e: &OptionError) -> String {
    match e {
        OptionError::UnknownVariant { name, known } => t!(
            lang,
            "option-unknown-variant",
            name = name,
            known = variant_names(lang, known)
        ),
        OptionError::NotKeyValue { text } => t!(lang, "option-not-key-value", text = text),
        OptionError::UnknownOption {
            key,
            variant,
            known,
        } => t!(
            lang,
            "option-unknown",
            key = key,
            variant = variant_name(lang, variant),
            known = known.join(", ")
        ),
        OptionError::NotBool { key, value } => {
            t!(lang, "option-not-bool", key = key, value = value)
        }
        OptionError::Limit { value } => t!(lang, "option-limit", value = value),
        OptionError::Ambush { value } => t!(lang, "option-ambush", value = value),
        OptionError::Victory { text, why } => {
            t!(
                lang,
                "option-victory",
                text = text,
                why = victory(lang, why)
            )
        }
    }
}

/// The variants a name may be, as the reader types them: "neo, einfach, klassisch, heligon".
fn variant_names(lang: Lang, ids: &[&str]) -> String {
    let names: Vec<String> = ids.iter().map(|id| variant_name(lang, id)).collect();
    names.join(", ")
}

fn victory(lang: Lang, why: &VictoryError) -> String {
    match why {
        VictoryError::NotANumber { n } => t!(lang, "option-victory-not-a-number", n = n),
        VictoryError::OutOfRange { n } => t!(lang, "option-victory-out-of-range", n = n),
        VictoryError::ValueGoal => t!(lang, "option-victory-value-goal"),
        VictoryError::ShapeGoal => t!(lang, "option-victory-shape-goal"),
        VictoryError::GoalForm => t!(lang, "option-victory-goal-form"),
        VictoryError::TakesNoNumber { kind } => {
            t!(lang, "option-victory-takes-no-number", kind = kind)
        }
        VictoryError::OneProper => t!(lang, "option-victory-one-proper"),
        VictoryError::NotAKind { part } => t!(lang, "option-victory-not-a-kind", part = part),
        VictoryError::Twice { kind } => t!(lang, "option-victory-twice", kind = kind),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    fn refused(variant: &str, option: &str) -> OptionError {
        Ruleset::from_names(variant, &[option.to_string()]).unwrap_err()
    }

    /// Every kind of refusal, as the rules make it.
    fn every_kind() -> Vec<OptionError> {
        let mut all = vec![Ruleset::from_names("chess", &[]).unwrap_err()];
        for (variant, option) in [
            ("neo", "balanced"),
            ("neo", "speed=3"),
            ("neo", "balanced=maybe"),
            ("simple", "limit=0"),
            ("heligon", "ambush=some"),
            ("simple", "victory=value:x"),
            ("heligon", "victory=body:0"),
            ("simple", "victory=value:150"),
            ("simple", "victory=shape:15"),
            ("simple", "victory=rows"),
            ("heligon", "victory=small:3"),
            ("heligon", "victory=small+great"),
            ("heligon", "victory=points"),
            ("heligon", "victory=body+body:3"),
        ] {
            all.push(refused(variant, option));
        }
        all
    }

    #[test]
    fn english_words_are_the_rules_own() {
        for e in every_kind() {
            assert_eq!(words(Lang::En, &e), e.to_string());
        }
    }

    #[test]
    fn german_and_italian_say_it_their_way() {
        let all = every_kind();
        for lang in [Lang::De, Lang::It] {
            for e in &all {
                let said = words(lang, e);
                assert_ne!(said, e.to_string(), "{lang}: {said}");
                assert!(!said.contains(" is "), "{lang}: {said}");
            }
        }
        assert_eq!(
            words(Lang::De, &refused("simple", "victory=value:150")),
            "victory=value:150: das Werteziel ist 100, 200 oder 300"
        );
        assert_eq!(
            words(Lang::It, &refused("neo", "speed=3")),
            "opzione sconosciuta «speed» (neo; quelle note: balanced)"
        );
    }
}
