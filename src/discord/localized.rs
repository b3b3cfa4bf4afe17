//! Slash commands, options and choices named and described in every language the bot
//! speaks, from `locales/*/commands.ftl`: English is what is registered (and what Discord
//! sends back in interactions), German and Italian go as Discord's `name_localizations`
//! and `description_localizations`, which each user's client shows in their language.

use crate::i18n::{text, Lang};
use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

/// The Discord locale codes each language is registered under: English is the base every
/// other locale falls back to; a language may need several codes (Spanish would be `es-ES`
/// and `es-419`), which must be among Discord's own (its docs' Locales table).
fn discord_locales(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[],
        Lang::De => &["de"],
        Lang::It => &["it"],
    }
}

/// Each localization to register: a Discord locale and the language that writes it.
fn localized() -> impl Iterator<Item = (&'static str, Lang)> {
    Lang::ALL
        .into_iter()
        .flat_map(|lang| discord_locales(lang).iter().map(move |&code| (code, lang)))
}

fn word(lang: Lang, id: &str) -> String {
    text(lang, id, &[])
}

/// The command `/key`: messages `command-<key>-name` and `command-<key>-description`.
pub fn command(key: &str) -> CreateCommand {
    let (name, about) = (
        format!("command-{key}-name"),
        format!("command-{key}-description"),
    );
    let mut c = CreateCommand::new(word(Lang::En, &name)).description(word(Lang::En, &about));
    for (locale, lang) in localized() {
        c = c
            .name_localized(locale, word(lang, &name))
            .description_localized(locale, word(lang, &about));
    }
    c
}

/// An option: messages `command-<key>-name` and `-description`, where `key` is
/// `<command>-<option>`, or the option alone for one that several commands share.
pub fn option(kind: CommandOptionType, key: &str) -> CreateCommandOption {
    let (name, about) = (
        format!("command-{key}-name"),
        format!("command-{key}-description"),
    );
    let mut o = CreateCommandOption::new(kind, word(Lang::En, &name), word(Lang::En, &about));
    for (locale, lang) in localized() {
        o = o
            .name_localized(locale, word(lang, &name))
            .description_localized(locale, word(lang, &about));
    }
    o
}

/// A string choice whose value is a word the bot reads (`white`, `offer`), shown by the
/// name in message `command-choice-<value>`.
pub fn choice(o: CreateCommandOption, value: &str) -> CreateCommandOption {
    let id = format!("command-choice-{value}");
    let names: Vec<(&str, String)> = localized()
        .map(|(locale, lang)| (locale, word(lang, &id)))
        .collect();
    o.add_string_choice_localized(word(Lang::En, &id), value, names)
}
