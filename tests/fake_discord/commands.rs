//! What Discord checks in a bulk overwrite of slash commands (PUT .../commands), as its
//! developer documentation states it (docs/interactions/application-commands, docs/reference
//! #locales): names of 1-32 characters matching `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`
//! in lower case wherever a letter has one, descriptions and choice names of 1-100
//! characters, localizations keyed by Discord's locales only and held to the same rules, at
//! most 25 options and 25 choices, required options first, valid contexts and installation
//! types, names unique (among commands, and among one command's options) in every
//! language. One bad command refuses all, with Discord's 400 body: code 50035, "Invalid
//! Form Body", and `errors` nested by the path of each bad field.

use serde_json::{json, Map, Value};
use std::collections::HashSet;

/// The locales Discord accepts as localization keys.
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// The field errors found so far, nested by path as Discord reports them:
/// `{"0": {"name_localizations": {"de": {"_errors": [{"code": .., "message": ..}]}}}}`.
#[derive(Default)]
struct Errors(Map<String, Value>);

impl Errors {
    fn add(&mut self, path: &[&str], code: &str, message: &str) {
        let mut here = &mut self.0;
        for key in path {
            here = here
                .entry(key.to_string())
                .or_insert_with(|| json!({}))
                .as_object_mut()
                .expect("a path of objects");
        }
        let list = here.entry("_errors").or_insert_with(|| json!([]));
        list.as_array_mut()
            .unwrap()
            .push(json!({"code": code, "message": message}));
    }
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

/// Discord's rule for a slash command's or option's name.
fn name_ok(n: &str) -> bool {
    (1..=32).contains(&chars(n))
        && n.chars().all(|c| {
            (c == '-' || c == '_' || c.is_alphabetic() || c.is_numeric())
                && c.to_lowercase().eq([c])
        })
}

fn check_name(e: &mut Errors, path: &[&str], v: &Value) {
    match v.as_str() {
        Some(n) if name_ok(n) => {}
        Some(n) if !(1..=32).contains(&chars(n)) => e.add(
            path,
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 32 in length.",
        ),
        _ => e.add(
            path,
            "APPLICATION_COMMAND_INVALID_NAME",
            "Command name is invalid",
        ),
    }
}

fn check_text(e: &mut Errors, path: &[&str], v: &Value) {
    if !v.as_str().is_some_and(|d| (1..=100).contains(&chars(d))) {
        e.add(
            path,
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
}

/// A localization dictionary (`name_localizations`, `description_localizations`): absent,
/// null, or Discord's locales mapped to values that pass `check`.
fn check_localized(
    e: &mut Errors,
    path: &[&str],
    v: &Value,
    check: fn(&mut Errors, &[&str], &Value),
) {
    let Some(map) = v.as_object() else {
        if !v.is_null() {
            e.add(
                path,
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType",
            );
        }
        return;
    };
    for (locale, value) in map {
        let mut at = path.to_vec();
        at.push(locale);
        if LOCALES.contains(&locale.as_str()) {
            check(e, &at, value);
        } else {
            let all = LOCALES.map(|l| format!("'{l}'")).join(", ");
            e.add(
                &at,
                "BASE_TYPE_CHOICES",
                &format!("Value must be one of {{{all}}}."),
            );
        }
    }
}

/// Every name a thing has: the base one and each localization, by locale ("" the base).
fn names(thing: &Value) -> Vec<(String, String)> {
    let mut out = vec![(
        String::new(),
        thing["name"].as_str().unwrap_or("").to_string(),
    )];
    for (locale, n) in thing["name_localizations"]
        .as_object()
        .into_iter()
        .flatten()
    {
        out.push((locale.clone(), n.as_str().unwrap_or("").to_string()));
    }
    out
}

/// Names unique among `things` in every language.
fn check_unique(e: &mut Errors, path: &[&str], things: &[Value], code: &str, message: &str) {
    let mut seen = HashSet::new();
    if things.iter().flat_map(names).any(|n| !seen.insert(n)) {
        e.add(path, code, message);
    }
}

/// `contexts` and `integration_types` as the OpenAPI description has them: absent, null, or
/// a non-empty list of distinct values from 0 to `max` (GUILD, BOT_DM, PRIVATE_CHANNEL;
/// GUILD_INSTALL, USER_INSTALL).
fn set_of(v: &Value, max: u64) -> bool {
    match v {
        Value::Null => true,
        Value::Array(list) => {
            let values: Vec<u64> = list.iter().filter_map(Value::as_u64).collect();
            let distinct: HashSet<u64> = values.iter().copied().collect();
            !list.is_empty()
                && values.len() == list.len()
                && distinct.len() == values.len()
                && values.iter().all(|&x| x <= max)
        }
        _ => false,
    }
}

/// The name, description and their localizations of a command or an option.
fn check_named(e: &mut Errors, path: &[&str], thing: &Value) {
    let at = |field: &'static str| [path, &[field]].concat();
    check_name(e, &at("name"), &thing["name"]);
    check_text(e, &at("description"), &thing["description"]);
    check_localized(
        e,
        &at("name_localizations"),
        &thing["name_localizations"],
        check_name,
    );
    check_localized(
        e,
        &at("description_localizations"),
        &thing["description_localizations"],
        check_text,
    );
}

/// SUB_COMMAND (1) and SUB_COMMAND_GROUP (2): options that hold options.
fn is_sub(o: &Value) -> bool {
    o["type"] == 1 || o["type"] == 2
}

/// A list of options: at most 25, required ones first, names unique in every language;
/// subcommands either all of them or none (Discord does not mix them with parameters),
/// and only where `subs_allowed` (a command's own list, or a group's).
fn check_options(e: &mut Errors, path: &[&str], options: &[Value], subs_allowed: bool) {
    let at = [path, &["options"]].concat();
    if options.len() > 25 {
        e.add(
            &at,
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
        );
    }
    let required = |o: &Value| o["required"].as_bool().unwrap_or(false);
    if let Some(first_optional) = options.iter().position(|o| !required(o)) {
        if options[first_optional..].iter().any(required) {
            e.add(
                &at,
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            );
        }
    }
    let subs = options.iter().filter(|o| is_sub(o)).count();
    if subs > 0 && (!subs_allowed || subs != options.len()) {
        e.add(
            &at,
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all other types",
        );
    }
    check_unique(
        e,
        &at,
        options,
        "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME",
        "Command option names must be unique",
    );
    for (k, o) in options.iter().enumerate() {
        check_option(e, &[at.as_slice(), &[k.to_string().as_str()]].concat(), o);
    }
}

fn check_option(e: &mut Errors, path: &[&str], o: &Value) {
    check_named(e, path, o);
    if is_sub(o) {
        // A subcommand's parameters; a group's subcommands (groups nest one level).
        let inner = o["options"].as_array().cloned().unwrap_or_default();
        check_options(e, path, &inner, o["type"] == 2);
        return;
    }
    // channel_types: Discord's channel type numbers, on a CHANNEL option (type 7) only
    // (serenity sends an empty list with every option, which Discord takes).
    let empty = |t: &Value| t.is_null() || t.as_array().is_some_and(|l| l.is_empty());
    if let Some(types) = o.get("channel_types").filter(|t| !empty(t)) {
        let known = [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16];
        let ok = o["type"] == 7
            && types.as_array().is_some_and(|l| {
                l.iter()
                    .all(|t| t.as_u64().is_some_and(|t| known.contains(&t)))
            });
        if !ok {
            let at = [path, &["channel_types"]].concat();
            e.add(
                &at,
                "BASE_TYPE_CHOICES",
                "Value must be one of the channel types.",
            );
        }
    }
    let choices = o["choices"].as_array().cloned().unwrap_or_default();
    if choices.len() > 25 {
        let at = [path, &["choices"]].concat();
        e.add(
            &at,
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
        );
    }
    for (k, ch) in choices.iter().enumerate() {
        let k = k.to_string();
        let at = |field: &'static str| [path, &["choices", k.as_str(), field]].concat();
        check_text(e, &at("name"), &ch["name"]);
        check_localized(
            e,
            &at("name_localizations"),
            &ch["name_localizations"],
            check_text,
        );
    }
}

fn check_command(e: &mut Errors, i: &str, c: &Value) {
    check_named(e, &[i], c);
    if !set_of(&c["contexts"], 2) {
        e.add(
            &[i, "contexts"],
            "BASE_TYPE_CHOICES",
            "Value must be one of {0, 1, 2}.",
        );
    }
    // A permission bit set, serialized as a string of digits (or null: everyone).
    let perms = &c["default_member_permissions"];
    if !(perms.is_null()
        || perms
            .as_str()
            .is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())))
    {
        e.add(
            &[i, "default_member_permissions"],
            "BASE_TYPE_BAD_INT",
            "Value is not int.",
        );
    }
    if !set_of(&c["integration_types"], 1) {
        e.add(
            &[i, "integration_types"],
            "BASE_TYPE_CHOICES",
            "Value must be one of {0, 1}.",
        );
    }
    let options = c["options"].as_array().cloned().unwrap_or_default();
    check_options(e, &[i], &options, true);
}

/// Discord's `errors` for a list of commands, `None` when it takes them.
pub fn command_errors(list: &Value) -> Option<Value> {
    let mut e = Errors::default();
    let Some(commands) = list.as_array() else {
        e.add(
            &[],
            "LIST_TYPE_CONVERT",
            "Only iterables may be used in a ListType",
        );
        return Some(Value::Object(e.0));
    };
    if commands.len() > 100 {
        e.add(
            &[],
            "BASE_TYPE_MAX_LENGTH",
            "Must be 100 or fewer in length.",
        );
    }
    check_unique(
        &mut e,
        &[],
        commands,
        "APPLICATION_COMMANDS_DUPLICATE_NAME",
        "Application command names must be unique",
    );
    for (i, c) in commands.iter().enumerate() {
        check_command(&mut e, &i.to_string(), c);
    }
    (!e.0.is_empty()).then_some(Value::Object(e.0))
}

/// Whether Discord takes these commands.
pub fn commands_valid(list: &Value) -> bool {
    command_errors(list).is_none()
}

/// The 400 answer to commands Discord refuses.
pub fn refusal(errors: Value) -> Value {
    json!({"code": 50035, "message": "Invalid Form Body", "errors": errors})
}
