//! The slash commands, as registered with Discord, and where Discord offers them: games
//! belong to a server's channels, so only the commands that need no game are offered in
//! direct messages with the bot (and `/move`, which answers a lesson there).

use super::localized::{choice, command, option};
use crate::i18n::Lang;

use crate::service::commands::{by_name, ALL};
use crate::service::protocol::{Declared, Kind, Opt, MAX_INTEGER};
use serenity::all::{
    ChannelType, CommandOptionType, CreateCommand, CreateCommandOption, InstallationContext,
    InteractionContext, Permissions,
};

/// Whether `/name` works in a direct message with the bot: the commands that need no game
/// (games belong to a server's channels), and `/move` for lessons.
pub fn usable_in_dms(name: &str) -> bool {
    by_name(name).is_some_and(|d| d.in_dms)
}

/// How a reader in `lang` sees the command Discord sent as `name` (its registered English
/// name): `herausfordern` for `challenge`; a name no declaration has stays as sent.
pub fn shown_name(name: &str, lang: Lang) -> String {
    by_name(name).map_or_else(|| name.to_string(), |d| d.localized_name(lang))
}

/// Every command; `global` ones carry where they are offered (Discord documents `contexts`
/// and `integration_types` for global commands only: a server's own commands exist in that
/// server alone).
pub fn all(global: bool) -> Vec<CreateCommand> {
    ALL.iter()
        .map(|d| {
            let c = registered(d);
            if global {
                placed(c, d.in_dms)
            } else {
                c
            }
        })
        .collect()
}

/// Installed to servers only (GUILD_INSTALL); offered in servers (GUILD), and for the
/// commands that need no game also in the bot's direct messages (BOT_DM).
fn placed(c: CreateCommand, in_dms: bool) -> CreateCommand {
    let mut contexts = vec![InteractionContext::Guild];
    if in_dms {
        contexts.push(InteractionContext::BotDm);
    }
    c.integration_types(vec![InstallationContext::Guild])
        .contexts(contexts)
}

/// A command as its declaration has it, named and described in every language; a
/// command that changes a server's settings is offered to members who may manage it.
fn registered(d: &Declared) -> CreateCommand {
    let c = d
        .options
        .iter()
        .filter(|o| o.registered)
        .fold(command(d.name), |c, o| c.add_option(option_of(d, o)));
    if d.managers_only {
        c.default_member_permissions(Permissions::MANAGE_GUILD)
    } else {
        c
    }
}

fn option_of(d: &Declared, o: &Opt) -> CreateCommandOption {
    let key = d.option_key(o.name);
    if let Kind::Sub(inner) = o.kind {
        // Discord nests a subcommand's options in it.
        let sub = option(CommandOptionType::SubCommand, &key);
        return inner
            .iter()
            .filter(|o| o.registered)
            .fold(sub, |sub, o| sub.add_sub_option(option_of(d, o)));
    }
    let kind = match o.kind {
        Kind::Sub(_) => unreachable!("handled above"),
        Kind::Number { .. } => CommandOptionType::Integer,
        Kind::Text { .. } | Kind::Choice(_) | Kind::Variant => CommandOptionType::String,
        Kind::Flag => CommandOptionType::Boolean,
        Kind::Someone => CommandOptionType::User,
        Kind::Role => CommandOptionType::Role,
        Kind::Channel => CommandOptionType::Channel,
    };
    let mut x = option(kind, &key);
    match o.kind {
        Kind::Number { choices, .. } if !choices.is_empty() => {
            for &n in choices {
                x = x.add_int_choice(format!("{n}"), n as i32);
            }
        }
        Kind::Number { min, max, .. } => {
            x = x.min_int_value(min.max(0) as u64);
            // Discord's own limit needs no saying.
            if max < MAX_INTEGER {
                x = x.max_int_value(max as u64);
            }
        }
        Kind::Text { autocomplete } => {
            x = x.max_length(o.max_length as u16);
            if autocomplete {
                x = x.set_autocomplete(true);
            }
        }
        // The value is the word the bot reads, the name the reader's own.
        Kind::Choice(_) | Kind::Variant => x = o.kind.choices().into_iter().fold(x, choice),
        Kind::Channel => x = x.channel_types(vec![ChannelType::Text, ChannelType::News]),
        Kind::Flag | Kind::Someone | Kind::Role | Kind::Sub(_) => {}
    }
    if o.required {
        x = x.required(true);
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registered(global: bool) -> Vec<serde_json::Value> {
        all(global)
            .iter()
            .map(|c| serde_json::to_value(c).unwrap())
            .collect()
    }

    #[test]
    fn only_commands_without_a_game_are_offered_in_direct_messages() {
        for c in registered(true) {
            let name = c["name"].as_str().unwrap();
            // /move answers a lesson there (/learn's are private to the learner); /notify is
            // the player's own choice, wherever they make it.
            let in_dms = [
                "help", "rules", "games", "learn", "puzzle", "move", "notify",
            ];
            let expected = if in_dms.contains(&name) {
                serde_json::json!([0, 1])
            } else {
                serde_json::json!([0])
            };
            assert_eq!(c["contexts"], expected, "/{name}");
            assert_eq!(c["integration_types"], serde_json::json!([0]), "/{name}");
        }
    }

    #[test]
    fn a_servers_own_commands_carry_no_global_only_fields() {
        for c in registered(false) {
            assert!(c.get("contexts").is_none() && c.get("integration_types").is_none());
        }
    }

    /// Discord's rule for a slash command's or option's name in any language: 1 to 32
    /// letters, digits, `-` or `_`, lower case wherever a letter has a lower case.
    fn discord_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| {
                (c.is_alphabetic() || c.is_numeric() || c == '-' || c == '_')
                    && c.to_lowercase().eq([c])
            })
    }

    /// The value in every language: the base (English) and each localization.
    fn in_every_language(thing: &serde_json::Value, field: &str) -> Vec<(String, String)> {
        let mut out = vec![("en".to_string(), thing[field].as_str().unwrap().to_string())];
        let localized = &thing[format!("{field}_localizations")];
        for lang in ["de", "it"] {
            let text = localized[lang].as_str();
            let text = text.unwrap_or_else(|| panic!("{thing}: no {lang} {field}"));
            out.push((lang.to_string(), text.to_string()));
        }
        out
    }

    fn assert_named_and_described(thing: &serde_json::Value) {
        for (lang, name) in in_every_language(thing, "name") {
            assert!(
                discord_name(&name),
                "{lang} name {name:?} breaks Discord's rule"
            );
        }
        for (lang, about) in in_every_language(thing, "description") {
            let n = about.chars().count();
            assert!(
                (1..=100).contains(&n),
                "{lang} description {about:?}: {n} characters"
            );
        }
    }

    /// Names in every language, unique among `things` (commands, or one command's options).
    fn assert_unique(things: &[serde_json::Value], whose: &str) {
        let mut seen = std::collections::HashSet::new();
        for t in things {
            for (lang, name) in in_every_language(t, "name") {
                assert!(
                    seen.insert((lang.clone(), name.clone())),
                    "{whose}: {lang} {name:?} twice"
                );
            }
        }
    }

    #[test]
    fn every_name_and_description_is_within_discords_limits_in_every_language() {
        let commands = registered(true);
        assert_unique(&commands, "commands");
        for c in &commands {
            assert_named_and_described(c);
            let options = c["options"].as_array().cloned().unwrap_or_default();
            assert_unique(&options, c["name"].as_str().unwrap());
            for o in &options {
                assert_named_and_described(o);
                for choice in o["choices"].as_array().into_iter().flatten() {
                    let n = choice["name"].as_str().unwrap().chars().count();
                    assert!((1..=100).contains(&n), "{choice}");
                    for name in choice["name_localizations"]
                        .as_object()
                        .into_iter()
                        .flatten()
                    {
                        let n = name.1.as_str().unwrap().chars().count();
                        assert!((1..=100).contains(&n), "{choice}");
                    }
                }
            }
        }
    }

    /// Discord offers `/settings` to members with Manage Server (0x20) unless an admin says
    /// otherwise; every other command to everyone (no `default_member_permissions`).
    #[test]
    fn only_settings_asks_for_manage_server() {
        for c in registered(true) {
            let expected = if c["name"] == "settings" {
                serde_json::json!("32")
            } else {
                serde_json::Value::Null
            };
            assert_eq!(c["default_member_permissions"], expected, "{}", c["name"]);
        }
    }

    #[test]
    fn commands_are_registered_under_the_english_names_the_handler_reads() {
        let names: Vec<String> = registered(true)
            .iter()
            .map(|c| c["name"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "challenge",
                "accept",
                "decline",
                "cancel",
                "move",
                "premove",
                "board",
                "note",
                "games",
                "vacation",
                "leaderboard",
                "stats",
                "resign",
                "abort",
                "draw",
                "watch",
                "unwatch",
                "history",
                "analyse",
                "hint",
                "rules",
                "learn",
                "puzzle",
                "votes",
                "team",
                "tournament",
                "match",
                "notify",
                "settings",
                "help"
            ]
        );
        let challenge = &registered(true)[0];
        let options: Vec<&str> = challenge["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            options,
            [
                "opponent",
                "variant",
                "options",
                "colour",
                "days",
                "bot",
                "rated",
                "increment",
                "cap",
                "weekends-off",
                "team",
                "mode",
                "quorum",
                "close"
            ]
        );
        // A team is a ROLE option (type 8): Discord offers the server's roles.
        let team = challenge["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "team")
            .unwrap();
        assert_eq!(team["type"], 8);
    }

    #[test]
    fn a_command_is_named_back_as_the_readers_client_shows_it() {
        assert_eq!(shown_name("challenge", Lang::De), "herausfordern");
        assert_eq!(shown_name("move", Lang::It), "muovi");
        assert_eq!(shown_name("move", Lang::En), "move");
        assert_eq!(shown_name("nonesuch", Lang::De), "nonesuch");
    }

    #[test]
    fn german_and_italian_users_see_their_own_words() {
        let commands = registered(false);
        let find = |name: &str| commands.iter().find(|c| c["name"] == name).unwrap().clone();
        let challenge = find("challenge");
        assert_eq!(challenge["name_localizations"]["de"], "herausfordern");
        assert_eq!(challenge["name_localizations"]["it"], "sfida");
        let colour = &challenge["options"][3];
        assert_eq!(colour["name_localizations"]["de"], "farbe");
        // A choice keeps the value the bot reads, shown in the reader's words.
        let white = &colour["choices"][0];
        assert_eq!(white["value"], "white");
        assert_eq!(white["name"], "white");
        assert_eq!(white["name_localizations"]["de"], "weiß");
        assert_eq!(white["name_localizations"]["it"], "bianco");
        let draw = find("draw");
        assert_eq!(
            draw["options"][0]["choices"][1]["name_localizations"]["it"],
            "accetta"
        );
        // A variant too: the value stays its id.
        let rules = find("rules");
        let classic = rules["options"][0]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["value"] == "classic")
            .unwrap()
            .clone();
        assert_eq!(classic["name_localizations"]["de"], "klassisch");
        assert_eq!(classic["name_localizations"]["it"], "classica");
        assert_eq!(
            find("resign")["description_localizations"]["de"],
            "Die Partie aufgeben (du wirst um Bestätigung gebeten)"
        );
    }
}
