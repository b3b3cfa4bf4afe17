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
        },
        None => Place {
            guild,
            channel: channel_id,
            thread: None,
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

fn integer(opts: &[ResolvedOption], name: &str) -> Option<i64> {
    opts.iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Integer(i) => Some(i),
            _ => None,
        })
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
    let game = integer(&opts, "game");
    Ok(match c.data.name.as_str() {
        "challenge" => Command::Challenge {
            opponent: mentioned(&opts, "opponent"),
            variant: string(&opts, "variant").unwrap_or("neo").to_string(),
            options: string(&opts, "options")
                .map(|s| {
                    s.split([',', ' '])
                        .filter(|p| !p.is_empty())
                        .map(String::from)
                        .collect()
                })
                .unwrap_or_default(),
            colour: ColourChoice::parse(string(&opts, "colour").unwrap_or("random"))?,
            days: integer(&opts, "days").map_or(default_days, |d| d as u32),
        },
        "accept" => Command::Accept { game },
        "decline" => Command::Decline { game },
        "cancel" => Command::Cancel { game },
        "move" => Command::Move {
            game,
            text: string(&opts, "move").unwrap_or_default().to_string(),
        },
        "board" => Command::Board { game },
        "games" => Command::Games {
            scope: match (mentioned(&opts, "player"), boolean(&opts, "channel")) {
                (Some(p), _) => Scope::Player(p),
                (None, Some(true)) => Scope::Channel,
                _ => Scope::Mine,
            },
        },
        "vacation" => Command::Vacation {
            days: integer(&opts, "days")
                .unwrap_or(0)
                .clamp(0, u32::MAX as i64) as u32,
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
        "rules" => Command::Rules {
            variant: string(&opts, "variant").map(String::from),
        },
        "help" => Command::Help,
        other => return Err(format!("I do not know the command /{other}")),
    })
}

/// What the user has typed so far into the `move` option, while autocompleting.
pub fn typed_move(c: &CommandInteraction) -> (String, Option<i64>) {
    let typed = c
        .data
        .autocomplete()
        .map(|a| a.value.to_string())
        .unwrap_or_default();
    (typed, integer(&c.data.options(), "game"))
}
