//! A slash command's options as a service command; who and where, from the interaction.

use super::localized::option_name;
use crate::i18n::Lang;
use crate::service::{ColourChoice, Command, DrawAction, Place, Scope, User};
use crate::t;
use serenity::all::{
    ChannelType, CommandInteraction, PartialChannel, ResolvedOption, ResolvedValue,
};

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

/// A user named in an option: Discord does not say their language, so it is left at the
/// default, and the service writes to them in the language it last saw them use.
fn someone(u: &serenity::all::User) -> User {
    let name = u.global_name.clone().unwrap_or_else(|| u.name.clone());
    User {
        id: u.id.get(),
        name,
        lang: Lang::default(),
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

/// The largest integer Discord sends (2^53 - 1): game numbers go up to it.
const MAX_INTEGER: i64 = (1 << 53) - 1;

/// A slash command's options, read by their English names (Discord sends the registered
/// names whatever language the user's client shows), with what is wrong with them said
/// in the caller's language.
struct Options<'a> {
    list: Vec<ResolvedOption<'a>>,
    command: &'a str,
    lang: Lang,
}

impl<'a> Options<'a> {
    fn of(c: &'a CommandInteraction) -> Options<'a> {
        Options {
            list: c.data.options(),
            command: &c.data.name,
            lang: lang(&c.locale),
        }
    }

    fn get(&self, name: &str) -> Option<&ResolvedValue<'a>> {
        self.list.iter().find(|o| o.name == name).map(|o| &o.value)
    }

    fn string(&self, name: &str) -> Option<&'a str> {
        match self.get(name)? {
            ResolvedValue::String(s) => Some(s),
            ResolvedValue::Autocomplete { value, .. } => Some(value),
            _ => None,
        }
    }

    /// An integer option, `None` when left out. Discord holds users to the limits
    /// registered with each option, but a hand-made request can send anything: a value
    /// outside `min..=max` or of another type is refused, naming what was sent, and never
    /// wrapped or clamped.
    fn integer(&self, name: &str, min: i64, max: i64) -> Result<Option<i64>, String> {
        let Some(value) = self.get(name) else {
            return Ok(None);
        };
        // Named as the caller's client shows the option.
        let option = || option_name(self.lang, self.command, name);
        match *value {
            ResolvedValue::Integer(i) if (min..=max).contains(&i) => Ok(Some(i)),
            // As text: a number this large must show exactly as it was sent.
            ResolvedValue::Integer(i) => Err(t!(
                self.lang,
                "discord-number-out-of-range",
                option = option(),
                min = min.to_string(),
                max = max.to_string(),
                value = i.to_string(),
            )),
            _ => Err(t!(self.lang, "discord-number-not-whole", option = option())),
        }
    }

    /// A number of days, 1 to 14 (the service checks which counts it takes).
    fn days(&self) -> Result<Option<u32>, String> {
        Ok(self.integer("days", 1, 14)?.map(|d| d as u32))
    }

    fn game(&self) -> Result<Option<i64>, String> {
        self.integer("game", 1, MAX_INTEGER)
    }

    fn boolean(&self, name: &str) -> Option<bool> {
        match self.get(name)? {
            ResolvedValue::Boolean(b) => Some(*b),
            _ => None,
        }
    }

    fn mentioned(&self, name: &str) -> Option<User> {
        match self.get(name)? {
            ResolvedValue::User(u, _) => Some(someone(u)),
            _ => None,
        }
    }

    fn colour(&self) -> Result<ColourChoice, String> {
        ColourChoice::parse(self.string("colour").unwrap_or("random"), self.lang)
    }

    /// The game options typed for /challenge, split at commas and spaces.
    fn terms(&self) -> Vec<String> {
        self.string("options")
            .map(|s| {
                s.split([',', ' '])
                    .filter(|p| !p.is_empty())
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// The service command for a slash command, or a message (in the caller's language)
/// saying what is wrong with it.
pub fn command(c: &CommandInteraction, default_days: u32) -> Result<Command, String> {
    let o = Options::of(c);
    let game = o.game()?;
    Ok(match c.data.name.as_str() {
        "challenge" => challenge(&o, default_days)?,
        "accept" => Command::Accept { game },
        "decline" => Command::Decline { game },
        "cancel" => Command::Cancel { game },
        "move" => {
            let (text, ply) = chosen_move(o.string("move").unwrap_or_default());
            Command::Move { game, text, ply }
        }
        "board" => Command::Board { game },
        "games" => Command::Games {
            scope: match (o.mentioned("player"), o.boolean("channel")) {
                (Some(p), _) => Scope::Player(p),
                (None, Some(true)) => Scope::Channel,
                _ => Scope::Mine,
            },
            page: 1,
        },
        "vacation" => Command::Vacation {
            days: o
                .days()?
                .ok_or_else(|| t!(o.lang, "discord-vacation-needs-days"))?,
        },
        "leaderboard" => Command::Leaderboard {
            variant: o.string("variant").map(String::from),
        },
        "stats" => Command::Stats {
            player: o.mentioned("player"),
        },
        "resign" => Command::Resign { game },
        "abort" => Command::Abort { game },
        "draw" => Command::Draw {
            game,
            action: match o.string("action").unwrap_or("offer") {
                "accept" => DrawAction::Accept,
                "decline" => DrawAction::Decline,
                _ => DrawAction::Offer,
            },
        },
        "watch" => Command::Watch { game },
        "unwatch" => Command::Unwatch { game },
        "history" => Command::History { game },
        "hint" => Command::Hint { game },
        "rules" => Command::Rules {
            variant: o.string("variant").map(String::from),
        },
        "help" => Command::Help,
        other => return Err(t!(o.lang, "discord-unknown-command", command = other)),
    })
}

/// /challenge: a person (or anyone) or the bot at a level, not both.
fn challenge(o: &Options, default_days: u32) -> Result<Command, String> {
    let variant = o.string("variant").unwrap_or("neo").to_string();
    let (options, colour) = (o.terms(), o.colour()?);
    let days = o.days()?.unwrap_or(default_days);
    Ok(match (o.mentioned("opponent"), o.integer("bot", 1, 5)?) {
        (Some(_), Some(_)) => return Err(t!(o.lang, "discord-opponent-or-bot")),
        (None, Some(level)) => Command::ChallengeBot {
            level: level as u8,
            variant,
            options,
            colour,
            days,
        },
        (opponent, None) => Command::Challenge {
            opponent,
            variant,
            options,
            colour,
            days,
            rated: o.boolean("rated").unwrap_or(true),
        },
    })
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
    Ok((typed, Options::of(c).game()?))
}

/// An autocomplete choice's value: the move and the move number it was listed for, so a
/// move meant for an earlier position is refused. Its name, which the user sees, is the move.
pub fn choice_value(text: &str, ply: u32) -> String {
    format!("{text} ply:{ply}")
}

/// The move and, when it came from a choice, the move number it was listed for; a typed
/// move has none.
pub fn chosen_move(value: &str) -> (String, Option<u32>) {
    match value.trim().rsplit_once(" ply:") {
        Some((text, ply)) => match ply.parse() {
            Ok(n) => (text.trim().to_string(), Some(n)),
            Err(_) => (value.to_string(), None),
        },
        None => (value.to_string(), None),
    }
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

    #[test]
    fn a_chosen_move_carries_its_move_number_and_a_typed_one_none() {
        let v = choice_value("T25@e6", 12);
        assert_eq!(chosen_move(&v), ("T25@e6".to_string(), Some(12)));
        assert_eq!(chosen_move("d4-d5"), ("d4-d5".to_string(), None));
        // Not a number: left whole, so the move's own check says what is wrong.
        assert_eq!(
            chosen_move("d4-d5 ply:x"),
            ("d4-d5 ply:x".to_string(), None)
        );
    }
}
