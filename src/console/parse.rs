//! Reads the lines a Discord user would type: `/move c3-c5 game:4`, `/challenge @bob
//! variant:neo days:3`, plus the console's own `/as NAME`, `/clock +2d`, `/press ID` and
//! `/at dm` or `/at server:S channel:C` (where the next commands are typed).

use crate::service::{ColourChoice, Command, DrawAction, Scope, User};

pub enum Line {
    Command(Command),
    As(String),
    At(At),
    Clock(i64),
    Press(String),
    Quit,
    Empty,
}

/// Where the console's user types: a channel of a server, or their direct messages with
/// the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    Channel { server: u64, channel: u64 },
    Dm,
}

/// A console user's id: a stable hash of the lower-case name, so restarts agree.
pub fn user(name: &str) -> User {
    let name = name.trim_start_matches('@');
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_ascii_lowercase().bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    User {
        id: h >> 12,
        name: name.to_string(),
    }
}

struct Args<'a> {
    positional: Vec<&'a str>,
    named: Vec<(&'a str, &'a str)>,
}

impl<'a> Args<'a> {
    fn get(&self, key: &str) -> Option<&'a str> {
        self.named.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    fn game(&self) -> Result<Option<i64>, String> {
        self.get("game")
            .map(|g| {
                g.trim_start_matches('#')
                    .parse()
                    .map_err(|_| format!("game:{g} is not a game number"))
            })
            .transpose()
    }

    fn mention(&self) -> Option<User> {
        self.positional
            .iter()
            .find(|p| p.starts_with('@'))
            .map(|p| user(p))
    }
}

fn split(rest: &str) -> Args<'_> {
    let mut args = Args {
        positional: Vec::new(),
        named: Vec::new(),
    };
    for word in rest.split_whitespace() {
        match word.split_once(':') {
            Some((k, v)) if !k.is_empty() && k.bytes().all(|b| b.is_ascii_alphabetic()) => {
                args.named.push((k, v))
            }
            _ => args.positional.push(word),
        }
    }
    args
}

pub fn parse(line: &str, default_days: u32) -> Result<Line, String> {
    // A `#` after a space starts a comment, as in the README's examples (`game:#4` keeps
    // its `#`).
    let line = line.split(" #").next().unwrap_or_default().trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Empty);
    }
    let Some(body) = line.strip_prefix('/') else {
        return Err("commands start with /, for example /help".into());
    };
    let (name, rest) = body.split_once(' ').unwrap_or((body, ""));
    let a = split(rest);
    let cmd = match name.to_ascii_lowercase().as_str() {
        "as" => {
            return a
                .positional
                .first()
                .map(|n| Line::As(n.trim_start_matches('@').to_string()))
                .ok_or("/as NAME".into())
        }
        "clock" => return clock(rest.trim()).map(Line::Clock),
        "at" => return at(&a).map(Line::At),
        // A button id looks like a named option (`accept:4`): taken whole.
        "press" => {
            return rest
                .split_whitespace()
                .next()
                .map(|id| Line::Press(id.to_string()))
                .ok_or("/press BUTTON_ID, as a reply prints it (/press accept:4)".into())
        }
        "quit" | "exit" => return Ok(Line::Quit),
        "challenge" => Command::Challenge {
            opponent: a.mention(),
            variant: a.get("variant").unwrap_or("neo").to_string(),
            // Other words typed (a name without @) go to the service, which explains them.
            options: a
                .named
                .iter()
                .filter(|(k, _)| *k == "option" || *k == "options")
                .flat_map(|(_, v)| v.split(','))
                .chain(a.positional.iter().copied().filter(|p| !p.starts_with('@')))
                .filter(|v| !v.is_empty())
                .map(String::from)
                .collect(),
            colour: ColourChoice::parse(a.get("colour").or(a.get("color")).unwrap_or("random"))?,
            days: match a.get("days") {
                Some(d) => d.parse().map_err(|_| format!("days:{d} is not a number"))?,
                None => default_days,
            },
        },
        "accept" => Command::Accept { game: a.game()? },
        "decline" => Command::Decline { game: a.game()? },
        "cancel" => Command::Cancel { game: a.game()? },
        "move" => Command::Move {
            game: a.game()?,
            // `c3 c5` is a move too: every word that is not `game:N`.
            text: a
                .get("move")
                .map(String::from)
                .or_else(|| (!a.positional.is_empty()).then(|| a.positional.join(" ")))
                .ok_or("/move needs a move, like /move c3-c5")?,
        },
        "board" => Command::Board { game: a.game()? },
        "games" => Command::Games {
            scope: match (a.mention(), a.positional.first()) {
                (Some(u), _) => Scope::Player(u),
                (None, Some(&"channel")) => Scope::Channel,
                _ => Scope::Mine,
            },
        },
        "vacation" => Command::Vacation {
            days: a
                .get("days")
                .or(a.positional.first().copied())
                .ok_or("/vacation needs a number of days, like /vacation days:3")?
                .parse()
                .map_err(|_| "/vacation days:N takes a whole number of days".to_string())?,
        },
        "stats" => Command::Stats {
            player: a.mention(),
        },
        "resign" => Command::Resign { game: a.game()? },
        "abort" => Command::Abort { game: a.game()? },
        "draw" => Command::Draw {
            game: a.game()?,
            action: match a.positional.first().copied().unwrap_or("offer") {
                "offer" => DrawAction::Offer,
                "accept" => DrawAction::Accept,
                "decline" => DrawAction::Decline,
                other => return Err(format!("/draw offer, accept or decline, not '{other}'")),
            },
        },
        "watch" => Command::Watch { game: a.game()? },
        "unwatch" => Command::Unwatch { game: a.game()? },
        "history" => Command::History { game: a.game()? },
        "rules" => Command::Rules {
            variant: a
                .positional
                .first()
                .or(a.get("variant").as_ref())
                .map(|s| s.to_string()),
        },
        "help" => Command::Help,
        other => return Err(format!("unknown command /{other}; /help lists them")),
    };
    Ok(Line::Command(cmd))
}

/// `/at dm`, or `/at server:S channel:C` (either may be left out: 1).
fn at(a: &Args) -> Result<At, String> {
    if a.positional.first() == Some(&"dm") {
        return Ok(At::Dm);
    }
    let number = |key: &str| -> Result<u64, String> {
        a.get(key)
            .map_or(Ok(1), |v| v.parse())
            .map_err(|_| format!("/at {key}:N takes a number"))
    };
    if a.positional.is_empty() && a.named.is_empty() {
        return Err("/at dm, or /at server:S channel:C".into());
    }
    Ok(At::Channel {
        server: number("server")?,
        channel: number("channel")?,
    })
}

/// `+2d`, `+3h`, `+30m`: seconds to move the fake clock forward.
fn clock(text: &str) -> Result<i64, String> {
    let t = text.strip_prefix('+').ok_or("/clock +2d (or +3h, +30m)")?;
    let (n, unit) = t.split_at(t.len().saturating_sub(1));
    let n: i64 = n
        .parse()
        .map_err(|_| format!("/clock: '{text}' is not like +2d"))?;
    let unit = match unit {
        "d" => 86_400,
        "h" => 3_600,
        "m" => 60,
        _ => return Err(format!("/clock: unit of '{text}' must be d, h or m")),
    };
    Ok(n * unit)
}
