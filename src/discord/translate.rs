//! A slash command's options as a service command; who and where, from the interaction.

use crate::service::{ColourChoice, Command, DrawAction, Place, Scope, User};
use serenity::all::{
    ChannelType, CommandInteraction, PartialChannel, ResolvedOption, ResolvedValue,
};

pub fn user(u: &serenity::all::User) -> User {
    let name = u.global_name.clone().unwrap_or_else(|| u.name.clone());
    User {
        id: u.id.get(),
        name,
        lang: crate::i18n::Lang::En,
    }
}

/// A thread's parent is the channel; the thread itself finds its game.
pub fn place(guild: Option<u64>, channel_id: u64, channel: Option<&PartialChannel>) -> Place {
    let thread = channel.filter(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    });
    match thread.and_then(|t| t.parent_id) {
        Some(parent) => Place {
            guild,
            channel: parent.get(),
            thread: Some(channel_id),
            lang: None,
        },
        None => Place {
            guild,
            channel: channel_id,
            thread: None,
            lang: None,
        },
    }
}

fn string<'a>(opts: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a str> {
    opts.iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::String(s) => Some(s),
            ResolvedValue::Autocomplete { value, .. } => Some(value),
            _ => None,
        })
}

/// The largest integer Discord sends (2^53 - 1): game numbers go up to it.
const MAX_INTEGER: i64 = (1 << 53) - 1;

/// An integer option, `None` when left out. Discord holds users to the limits registered
/// with each option, but a hand-made request can send anything: a value outside `min..=max`
/// or of another type is refused, naming what was sent, and never wrapped or clamped.
fn integer(opts: &[ResolvedOption], name: &str, min: i64, max: i64) -> Result<Option<i64>, String> {
    let Some(o) = opts.iter().find(|o| o.name == name) else {
        return Ok(None);
    };
    match o.value {
        ResolvedValue::Integer(i) if (min..=max).contains(&i) => Ok(Some(i)),
        ResolvedValue::Integer(i) => Err(format!("{name} must be from {min} to {max}, not {i}")),
        _ => Err(format!("{name} must be a whole number")),
    }
}

/// A number of days, 1 to 14 (the service checks which counts it takes).
fn days(opts: &[ResolvedOption]) -> Result<Option<u32>, String> {
    Ok(integer(opts, "days", 1, 14)?.map(|d| d as u32))
}

fn boolean(opts: &[ResolvedOption], name: &str) -> Option<bool> {
    opts.iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Boolean(b) => Some(b),
            _ => None,
        })
}

fn mentioned(opts: &[ResolvedOption], name: &str) -> Option<User> {
    opts.iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::User(u, _) => Some(user(u)),
            _ => None,
        })
}

/// The service command for a slash command, or a message saying what is wrong with it.
pub fn command(c: &CommandInteraction, default_days: u32) -> Result<Command, String> {
    let opts = c.data.options();
    let game = integer(&opts, "game", 1, MAX_INTEGER)?;
    Ok(match c.data.name.as_str() {
        "challenge" => {
            let variant = string(&opts, "variant").unwrap_or("neo").to_string();
            let options = string(&opts, "options")
                .map(|s| {
                    s.split([',', ' '])
                        .filter(|p| !p.is_empty())
                        .map(String::from)
                        .collect()
                })
                .unwrap_or_default();
            let colour = ColourChoice::parse(
                string(&opts, "colour").unwrap_or("random"),
                crate::i18n::Lang::from_locale(&c.locale),
            )?;
            let days = days(&opts)?.unwrap_or(default_days);
            match (mentioned(&opts, "opponent"), integer(&opts, "bot", 1, 5)?) {
                (Some(_), Some(_)) => {
                    return Err("choose an opponent or a bot level, not both".into())
                }
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
                    rated: boolean(&opts, "rated").unwrap_or(true),
                },
            }
        }
        "accept" => Command::Accept { game },
        "decline" => Command::Decline { game },
        "cancel" => Command::Cancel { game },
        "move" => {
            let (text, ply) = chosen_move(string(&opts, "move").unwrap_or_default());
            Command::Move { game, text, ply }
        }
        "board" => Command::Board { game },
        "games" => Command::Games {
            scope: match (mentioned(&opts, "player"), boolean(&opts, "channel")) {
                (Some(p), _) => Scope::Player(p),
                (None, Some(true)) => Scope::Channel,
                _ => Scope::Mine,
            },
            page: 1,
        },
        "vacation" => Command::Vacation {
            days: days(&opts)?.ok_or("/vacation needs days:N, from 1 to 14")?,
        },
        "leaderboard" => Command::Leaderboard {
            variant: string(&opts, "variant").map(String::from),
        },
        "stats" => Command::Stats {
            player: mentioned(&opts, "player"),
        },
        "resign" => Command::Resign { game },
        "abort" => Command::Abort { game },
        "draw" => Command::Draw {
            game,
            action: match string(&opts, "action").unwrap_or("offer") {
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
            variant: string(&opts, "variant").map(String::from),
        },
        "help" => Command::Help,
        other => return Err(format!("I do not know the command /{other}")),
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
    Ok((typed, integer(&c.data.options(), "game", 1, MAX_INTEGER)?))
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
