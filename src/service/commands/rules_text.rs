//! `/rules`: the rules of each variant in our own words, in the reader's language (the words
//! live in locales/*/rules*.ftl).

use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Declared, Kind, Opt, Words};
use crate::service::words::phrases::variant_name;
use crate::service::Command;
use crate::service::{Answer, Refusal, Reply};
use crate::t;

pub fn rules(lang: Lang, variant: Option<&str>) -> Answer {
    let text = match variant {
        None => variant_list(lang),
        Some(v) => match parse(v)? {
            id if !id.offered() => return Err(Refusal::RulesNotOffered { variant: id }),
            id => summary(lang, id),
        },
    };
    Ok(Reply::private(text))
}

/// The variant `name` names, or the refusal listing those there are.
fn parse(name: &str) -> Result<VariantId, Refusal> {
    VariantId::parse(name).map_err(Refusal::BadOptions)
}

/// `/rules` alone: each variant on a line of its own, with what it is in short.
fn variant_list(lang: Lang) -> String {
    let mut t = t!(lang, "rules-variants");
    for v in VariantId::ALL.iter().filter(|v| v.offered()) {
        let name = variant_name(lang, v.name());
        t.push_str(&format!("\n- **{name}**: {}", in_short(lang, *v)));
    }
    t
}

fn in_short(lang: Lang, v: VariantId) -> String {
    match v {
        VariantId::Neo => t!(lang, "rules-in-short-neo"),
        VariantId::Classic => t!(lang, "rules-in-short-classic"),
        VariantId::Simple => t!(lang, "rules-in-short-simple"),
        VariantId::Heligon => t!(lang, "rules-in-short-heligon"),
    }
}

/// A variant's rules; where taken pieces change sides, with what a star means.
pub fn summary(lang: Lang, v: VariantId) -> String {
    let starred = || t!(lang, "rules-starred");
    match v {
        VariantId::Classic => t!(lang, "rules-classic"),
        VariantId::Heligon => format!("{}\n{}", t!(lang, "rules-heligon"), starred()),
        VariantId::Neo => format!("{}\n{}", t!(lang, "rules-neo"), starred()),
        VariantId::Simple => t!(lang, "rules-simple"),
    }
}

/// `/rules [variant]`: the variants, or one variant's rules.
pub const RULES: Declared = Declared {
    name: "rules",
    options: &[Opt::named("variant", Kind::Variant).words(Words::First)],
    in_dms: true,
    begins_games: false,
    managers_only: false,
    help: 0,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        Ok(Command::Rules {
            variant: g.text("variant").map(String::from),
        })
    },
};
