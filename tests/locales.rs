//! The translations kept whole: every message exists in every language with the same
//! placeholders, every resource parses, and every message the code names exists.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use rithmo::i18n::{resources, Lang};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Message id -> the `$variables` it uses, for one language (all its files together).
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (_, name, text) in resources().iter().filter(|(l, ..)| *l == lang.code()) {
        let ast = parser::parse(*text)
            .unwrap_or_else(|(_, e)| panic!("locales/{lang}/{name} does not parse: {e:?}"));
        for entry in ast.body {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                let id = m.id.name.to_string();
                assert!(
                    out.insert(id.clone(), vars).is_none(),
                    "{id} is defined twice in locales/{lang}"
                );
            }
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_message_exists_in_every_language_with_the_same_placeholders() {
    let english = messages(Lang::En);
    assert!(english.contains_key("language-name"));
    for lang in [Lang::De, Lang::It] {
        let other = messages(lang);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
        for (id, vars) in &english {
            assert_eq!(&other[id], vars, "{id}: {lang} uses other placeholders");
        }
    }
}

#[test]
fn every_language_has_the_same_files() {
    let files = |lang: Lang| -> BTreeSet<&str> {
        resources()
            .iter()
            .filter(|(l, ..)| *l == lang.code())
            .map(|(_, n, _)| *n)
            .collect()
    };
    for lang in [Lang::De, Lang::It] {
        assert_eq!(files(lang), files(Lang::En), "locales/{lang}");
    }
}

/// Every `t!(lang, "id"...)` in the code names a message English has: a typo would
/// otherwise show the bare id to a player.
#[test]
fn every_message_the_code_names_exists() {
    let english = messages(Lang::En);
    let mut named = 0;
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let code = std::fs::read_to_string(&path).unwrap();
            for id in named_ids(&code) {
                named += 1;
                assert!(
                    english.contains_key(&id),
                    "{} names message {id:?}, which locales/en lacks",
                    path.display()
                );
            }
        }
    }
    assert!(named > 0, "no t!(..) found: the scan is broken");
}

/// The ids in `t!(<lang>, "<id>"` calls, however the call is wrapped over lines.
fn named_ids(code: &str) -> Vec<String> {
    let mut ids = vec![];
    let mut rest = code;
    while let Some(at) = rest.find("t!(") {
        let after = &rest[at + 3..];
        // `print!(`, `assert!(` end the same way: only a bare or path-qualified `t!`.
        let before = rest[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            rest = after;
            continue;
        }
        let call = &after[..after.len().min(200)];
        // The id follows the first comma (the language comes first), on the same line or
        // the next.
        if let Some(q) = call.find(',') {
            let tail = call[q + 1..].trim_start();
            if let Some(s) = tail.strip_prefix('"') {
                if let Some(end) = s.find('"') {
                    ids.push(s[..end].to_string());
                }
            }
        }
        rest = after;
    }
    ids
}

#[test]
fn english_is_the_fallback_and_each_language_answers_in_its_own_words() {
    assert_eq!(rithmo::t!(Lang::De, "language-name"), "Deutsch");
    assert_eq!(rithmo::t!(Lang::It, "language-name"), "Italiano");
    assert_eq!(rithmo::t!(Lang::En, "language-name"), "English");
}
