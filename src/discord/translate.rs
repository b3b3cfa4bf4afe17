//! A slash command's options as a service command; who and where, from the interaction.

use crate::i18n::Lang;
use crate::service::commands;
use crate::service::games::turn::chosen_move;
use crate::service::protocol::{Declared, Kind, Opt};
use crate::service::protocol::{Given, Value};
use crate::service::{Command, Place, User};
use crate::t;
use serenity::all::{ChannelType, CommandInteraction, PartialChannel, ResolvedValue};

/// The caller's language, from the interaction's `locale` (English for one we do not
/// speak).
pub fn lang(locale: &str) -> Lang {
    Lang::from_locale(locale)
}

/// The caller of an interaction, speaking the language of its `locale`.
pub fn user(u: &serenity::all::User, locale: &str) -> User {
    User {
        lang: lang(locale),
        ..someone(u)
    }
}

/// The caller of an interaction in a server, with the roles Discord sent with their member
/// (no privileged intent needed) and the server's own id, which is its @everyone role's: a
/// team of a role, or of everyone.
pub fn member(
    u: &serenity::all::User,
    locale: &str,
    member: Option<&serenity::all::Member>,
    guild: Option<serenity::all::GuildId>,
) -> User {
    let mut roles: Vec<u64> = member
        .map(|m| m.roles.iter().map(|r| r.get()).collect())
        .unwrap_or_default();
    roles.extend(guild.map(|g| g.get()));
    User {
        roles,
        ..user(u, locale)
    }
}

/// A user named in an option: Discord does not say their language, so it is left at the
/// default, and the service writes to them in the language it last saw them use.
fn someone(u: &serenity::all::User) -> User {
    let name = u.global_name.clone().unwrap_or_else(|| u.name.clone());
    User {
        id: u.id.get(),
        name,
        lang: Lang::default(),
        roles: Vec::new(),
    }
}

/// A thread's parent is the channel; the thread itself finds its game. The place speaks
/// the server's language (`guild_locale`); a direct message has none.
pub fn place(
    guild: Option<u64>,
    channel_id: u64,
    channel: Option<&PartialChannel>,
    guild_locale: Option<&str>,
) -> Place {
    let thread = channel.filter(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    });
    let lang = guild.and(guild_locale).map(Lang::from_locale);
    match thread.and_then(|t| t.parent_id) {
        Some(parent) => Place {
            guild,
            channel: parent.get(),
            thread: Some(channel_id),
            lang,
        },
        None => Place {
            guild,
            channel: channel_id,
            thread: None,
            lang,
        },
    }
}

/// The service command for a slash command, or a message (in the caller's language)
/// saying what is wrong with it. Options are read by their English names (Discord sends the
/// registered names whatever language the user's client shows), typed as declared; one the
/// command does not declare is left alone.
pub fn command(c: &CommandInteraction) -> Result<Command, String> {
    let lang = lang(&c.locale);
    let Some(declared) = commands::by_name(&c.data.name) else {
        return Err(t!(
            lang,
            "discord-unknown-command",
            command = c.data.name.as_str()
        ));
    };
    let given = given(c, declared, lang)?;
    declared.read(&given)
}

fn given(c: &CommandInteraction, declared: &'static Declared, lang: Lang) -> Result<Given, String> {
    let mut given = Given::new(declared, lang);
    read_options(&mut given, declared.options, &c.data.options())?;
    Ok(given)
}

/// Sets on `given` the options sent that `declared` (the command's, or its subcommand's)
/// has; a subcommand's are read with its own (Discord nests them in it).
fn read_options(
    given: &mut Given,
    declared: &'static [Opt],
    sent: &[serenity::all::ResolvedOption],
) -> Result<(), String> {
    for o in sent {
        let Some(opt) = declared.iter().find(|d| d.name == o.name) else {
            continue;
        };
        match (&opt.kind, &o.value) {
            (Kind::Sub(inner), ResolvedValue::SubCommand(nested)) => {
                given.sub = Some(opt.name);
                read_options(given, inner, nested)?;
            }
            _ => {
                if let Some(value) = value(given, opt, &o.value)? {
                    given.set(opt.name, value);
                }
            }
        }
    }
    Ok(())
}

/// An option's value as declared. Discord holds users to the limits registered with each
/// option, but a hand-made request can send anything: a number outside its limits or of
/// another type is refused, naming what was sent, and never wrapped or clamped.
fn value(given: &Given, opt: &Opt, sent: &ResolvedValue) -> Result<Option<Value>, String> {
    Ok(Some(match (&opt.kind, sent) {
        (Kind::Number { min, max, .. }, ResolvedValue::Integer(i)) if (min..=max).contains(&i) => {
            Value::Number(*i)
        }
        (Kind::Number { .. }, ResolvedValue::Integer(i)) => {
            return Err(given.out_of_range(opt.name, *i))
        }
        (Kind::Number { .. }, _) => {
            return Err(t!(
                given.lang,
                "given-number-not-whole",
                // Named as the caller's client shows the option.
                option = given.command.option_name(given.lang, opt.name)
            ));
        }
        (Kind::Flag, ResolvedValue::Boolean(b)) => Value::Flag(*b),
        (Kind::Someone, ResolvedValue::User(u, _)) => Value::Someone(someone(u)),
        // How many members it has is asked of Discord before the command runs
        // (`discord::roles`).
        (Kind::Role, ResolvedValue::Role(r)) => Value::Role(crate::service::Role {
            id: r.id.get(),
            name: r.name.clone(),
            members: None,
        }),
        (Kind::Channel, ResolvedValue::Channel(ch)) if is_text(ch.kind) => {
            Value::Channel(ch.id.get())
        }
        (Kind::Channel, ResolvedValue::Channel(ch)) => {
            return Err(t!(
                given.lang,
                "given-not-a-text-channel",
                channel = format!("<#{}>", ch.id)
            ))
        }
        // A channel id Discord could not resolve (not one of this server's).
        (Kind::Channel, _) => {
            return Err(t!(
                given.lang,
                "given-no-such-channel",
                option = given.command.option_name(given.lang, opt.name)
            ))
        }
        (_, ResolvedValue::String(s)) => Value::Text(s.to_string()),
        (_, ResolvedValue::Autocomplete { value, .. }) => Value::Text(value.to_string()),
        _ => return Ok(None),
    }))
}

/// The channels games and announcements can be posted in: text and announcement channels
/// (the ones registered as the option's `channel_types`).
pub fn is_text(kind: ChannelType) -> bool {
    matches!(kind, ChannelType::Text | ChannelType::News)
}

/// Whether the caller may change the server's settings: Manage Server or Administrator in
/// the permissions the interaction carries (none in a direct message).
pub fn manages_server(member: Option<&serenity::all::Member>) -> bool {
    use serenity::all::Permissions;
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.intersects(Permissions::MANAGE_GUILD | Permissions::ADMINISTRATOR))
}

/// What the user has typed so far into the `move` option, while autocompleting (the move
/// alone, when it is a choice already made), and the game named (a game number out of range
/// offers nothing).
pub fn typed_move(c: &CommandInteraction) -> Result<(String, Option<i64>), String> {
    let typed = c
        .data
        .autocomplete()
        .map(|a| chosen_move(a.value).0)
        .unwrap_or_default();
    let game = match commands::by_name(&c.data.name) {
        Some(d) => given(c, d, lang(&c.locale))?.game(),
        None => None,
    };
    Ok((typed, game))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_speaks_its_servers_language_and_a_direct_message_none() {
        assert_eq!(place(Some(1), 2, None, Some("it")).lang, Some(Lang::It));
        assert_eq!(place(Some(1), 2, None, Some("pt-BR")).lang, Some(Lang::En));
        // Discord sends no guild_locale in a DM; one sent anyway does not make it a server.
        assert_eq!(place(None, 2, None, None).lang, None);
        assert_eq!(place(None, 2, None, Some("de")).lang, None);
        assert_eq!(lang("de"), Lang::De);
        assert_eq!(lang("en-GB"), Lang::En);
    }
}
