//! Slash commands, options and choices named and described in every language the bot
//! speaks, from `locales/*/commands.ftl`: English is what is registered (and what Discord
//! sends back in interactions), German and Italian go as Discord's `name_localizations`
//! and `description_localizations`, which each user's client shows in their language.

use crate::i18n::{has, text, Lang};
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

/// How `lang` names option `option` of `/command` (what the user's client showed them),
/// for a message about its value; the option's own name when no message has it.
pub fn option_name(lang: Lang, command: &str, option: &str) -> String {
    [
        format!("command-{command}-{option}-name"),
        format!("command-{option}-name"),
    ]
    .into_iter()
    .find(|id| has(Lang::En, id) && word(Lang::En, id) == option)
    .map_or_else(|| option.to_string(), |id| word(lang, &id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_option_is_named_as_the_readers_client_shows_it() {
        assert_eq!(option_name(Lang::De, "vacation", "days"), "tage");
        assert_eq!(option_name(Lang::It, "move", "game"), "partita");
        assert_eq!(option_name(Lang::En, "move", "game"), "game");
        // A hand-made option no command has keeps its own name.
        assert_eq!(option_name(Lang::De, "help", "colour"), "colour");
    }
}
