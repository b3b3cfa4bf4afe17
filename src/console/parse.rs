//! Reads the lines a Discord user would type: `/move c3-c5 game:4` (`ply:N`: the move was
//! chosen for move N, as from Discord's autocomplete), `/challenge @bob variant:neo days:3`,
//! `/challenge bot:3`, plus the console's own `/as NAME`, `/clock +2d`, `/press ID` and
//! `/at dm` or `/at server:S channel:C` (where the next commands are typed), and `/lang
//! de|it|en`. Commands, options and choices are also read by the names the console's
//! language gives them (`/herausfordern @bob farbe:weiß`, `/sfida variante:classica`), as
//! its texts write them. What it cannot read it says in the console's language.

use crate::i18n::Lang;
use crate::service::commands;
use crate::service::protocol::{Declared, Kind, Opt, Words};
use crate::service::protocol::{Given, Value};
use crate::service::{Command, User};
use crate::t;

pub enum Line {
    Command(Command),
    As(String),
    At(At),
    Clock(i64),
    Press(String),
    /// `/lang CODE`: the language code as typed, checked by the console.
    Lang(String),
    /// `/role NAME @member ...`: a role of the server and its members (none: it is empty).
    Role(String, Vec<String>),
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
        lang: crate::i18n::Lang::En,
        roles: Vec::new(),
    }
}

/// A console role's id: a stable hash of its lower-case name, marked apart from users'.
pub fn role(name: &str) -> crate::service::Role {
    let name = name.trim_start_matches('@').trim_start_matches('&');
    crate::service::Role {
        id: user(&format!("&{name}")).id,
        name: name.to_string(),
        members: None,
    }
}

/// One line as the console's user typed it; what is wrong with it is said in `lang`.
pub fn parse(line: &str, lang: Lang) -> Result<Line, String> {
    // A `#` after a space starts a comment, as in the README's examples (`game:#4` keeps
    // its `#`).
    let line = line.split(" #").next().unwrap_or_default().trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Empty);
    }
    let Some(body) = line.strip_prefix('/') else {
        return Err(t!(lang, "console-not-a-command"));
    };
    let (name, rest) = body.split_once(' ').unwrap_or((body, ""));
    let words: Vec<&str> = rest.split_whitespace().collect();
    let cmd = match name.to_lowercase().as_str() {
        "as" => {
            return words
                .first()
                .map(|n| Line::As(n.trim_start_matches('@').to_string()))
                .ok_or_else(|| t!(lang, "console-as-usage"))
        }
        "clock" => return clock(rest.trim(), lang).map(Line::Clock),
        "role" => {
            let Some((name, members)) = words.split_first() else {
                return Err(t!(lang, "console-role-usage"));
            };
            let members = members
                .iter()
                .map(|m| m.trim_start_matches('@').to_string());
            return Ok(Line::Role(name.to_string(), members.collect()));
        }
        "at" => return at(&words, lang).map(Line::At),
        "lang" => {
            return words
                .first()
                .map(|code| Line::Lang(code.to_string()))
                .ok_or_else(|| t!(lang, "console-lang-usage", known = known_langs()))
        }
        // A button id looks like a named option (`accept:4`): taken whole.
        "press" => {
            return rest
                .split_whitespace()
                .next()
                .map(|id| Line::Press(id.to_string()))
                .ok_or_else(|| t!(lang, "console-press-usage"))
        }
        "quit" | "exit" => return Ok(Line::Quit),
        name => {
            let declared = declared_as(name, lang)
                .ok_or_else(|| t!(lang, "console-unknown-command", command = name))?;
            declared.read(&given(declared, rest, lang)?)?
        }
    };
    Ok(Line::Command(cmd))
}

/// The command typed as `name`: its English name, or the one `lang` gives it.
fn declared_as(name: &str, lang: Lang) -> Option<&'static Declared> {
    commands::by_name(name).or_else(|| {
        commands::ALL
            .into_iter()
            .find(|d| d.localized_name(lang) == name)
    })
}

/// The option of `declared` typed as `key`: one of its English names, or the name `lang`
/// gives it.
fn option_as(
    declared: &'static Declared,
    among: &'static [Opt],
    key: &str,
    lang: Lang,
) -> Option<&'static Opt> {
    let key = key.to_lowercase();
    let options = || among.iter();
    options()
        .find(|o| o.is_named(&key))
        .or_else(|| options().find(|o| declared.option_name(lang, o.name) == key))
}

/// `/at dm`, or `/at server:S channel:C` (either may be left out: 1).
fn at(words: &[&str], lang: Lang) -> Result<At, String> {
    if words.first() == Some(&"dm") {
        return Ok(At::Dm);
    }
    if words.is_empty() {
        return Err(t!(lang, "console-at-usage"));
    }
    let number = |key: &str| -> Result<u64, String> {
        let typed = words
            .iter()
            .find_map(|w| w.strip_prefix(key)?.strip_prefix(':'));
        typed
            .map_or(Ok(1), |v| v.parse())
            .map_err(|_| t!(lang, "console-at-number", key = key))
    };
    Ok(At::Channel {
        server: number("server")?,
        channel: number("channel")?,
    })
}

/// A command's options from the words typed after it, as its declaration reads them:
/// `name:value` (or one of its other names), `@name` for the user it takes, a flag's own
/// name for true (`/games channel`), and the other words for the option that takes them
/// (`/move c3 c5`, `/rules neo`).
fn given(declared: &'static Declared, rest: &str, lang: Lang) -> Result<Given, String> {
    let mut given = Given::new(declared, lang);
    let mut loose = Vec::new();
    let mut words = quoted_words(rest);
    // A command with subcommands takes its first word as one (`/tournament join id:3`).
    if declared.subcommands().next().is_some() {
        let first = words.first().map(String::as_str).unwrap_or_default();
        let sub = option_as(declared, declared.options, first, lang)
            .filter(|o| matches!(o.kind, Kind::Sub(_)))
            .ok_or_else(|| subcommand_missing(declared, first, lang))?;
        given.sub = Some(sub.name);
        words.remove(0);
    }
    let options = declared.options_of(given.sub);
    for word in words.iter().map(String::as_str) {
        let named = word
            .split_once(':')
            .filter(|(k, _)| !k.is_empty() && k.chars().all(|c| c.is_alphabetic() || c == '-'));
        match named.and_then(|(k, v)| Some((option_as(declared, options, k, lang)?, v))) {
            Some((opt, v)) => {
                let value = typed(&given, opt, v)?;
                given.set(opt.name, value);
            }
            None => loose.push(word),
        }
    }
    // Flags first: a flag's word is its own name, which the option taking the first loose
    // word must not read as its value (`/puzzle daily` is daily:true, not variant:daily).
    let (flags, others): (Vec<&Opt>, Vec<&Opt>) =
        options.iter().partition(|o| matches!(o.kind, Kind::Flag));
    for opt in flags.into_iter().chain(others) {
        loose = taken(&mut given, opt, loose)?;
    }
    Ok(given)
}

/// A command with subcommands typed without one it has: which there are.
fn subcommand_missing(declared: &Declared, typed: &str, lang: Lang) -> String {
    let subs: Vec<String> = declared
        .subcommands()
        .map(|o| declared.option_name(lang, o.name))
        .collect();
    let id = if typed.is_empty() {
        "console-subcommand-none"
    } else {
        "console-subcommand"
    };
    let args = [
        ("command", declared.localized_name(lang).into()),
        ("typed", typed.into()),
        ("subcommands", subs.join(", ").into()),
    ];
    crate::i18n::text(lang, id, &args)
}

/// The words typed, split at spaces outside quotes ("...", „...“, «...»), quotes dropped:
/// `line:"f6-f5 d4-d5"` is one word, as Discord sends a text option with spaces.
fn quoted_words(rest: &str) -> Vec<String> {
    let mut words = Vec::new();
    let (mut word, mut quoted) = (String::new(), false);
    for c in rest.chars() {
        match c {
            '"' | '„' | '“' | '”' | '«' | '»' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// The loose words `opt` takes, set on `given`; the words left for the others.
fn taken<'a>(given: &mut Given, opt: &Opt, loose: Vec<&'a str>) -> Result<Vec<&'a str>, String> {
    let (mine, left): (Vec<&str>, Vec<&str>) = match (&opt.kind, opt.words) {
        (Kind::Role, _) => match loose.iter().position(|w| w.starts_with("@&")) {
            Some(i) => (vec![loose[i]], without(&loose, i)),
            None => (vec![], loose),
        },
        (Kind::Someone, _) => match loose.iter().position(|w| w.starts_with('@')) {
            Some(i) => (vec![loose[i]], without(&loose, i)),
            None => (vec![], loose),
        },
        (Kind::Flag, _) => {
            let shown = given.command.option_name(given.lang, opt.name);
            let is_flag = |w: &&str| *w == opt.name || w.to_lowercase() == shown;
            if !loose.iter().any(is_flag) {
                return Ok(loose);
            }
            given.set(opt.name, Value::Flag(true));
            return Ok(loose.into_iter().filter(|w| !is_flag(w)).collect());
        }
        (_, Words::All) => (loose, vec![]),
        (_, Words::First) if !loose.is_empty() => (vec![loose[0]], loose[1..].to_vec()),
        _ => (vec![], loose),
    };
    if !mine.is_empty() {
        let value = typed(given, opt, &mine.join(" "))?;
        given.set(opt.name, value);
    }
    Ok(left)
}

fn without<'a>(words: &[&'a str], i: usize) -> Vec<&'a str> {
    let mut w = words.to_vec();
    w.remove(i);
    w
}

/// A word typed for `opt`, as the type it declares.
fn typed(given: &Given, opt: &Opt, word: &str) -> Result<Value, String> {
    let malformed = || given.malformed(opt.name, word);
    Ok(match opt.kind {
        Kind::Number { .. } => Value::Number(
            word.trim_start_matches('#')
                .parse()
                .map_err(|_| malformed())?,
        ),
        Kind::Flag => match word {
            "true" => Value::Flag(true),
            "false" => Value::Flag(false),
            _ => return Err(malformed()),
        },
        Kind::Someone => Value::Someone(user(word)),
        // A role of the console's server, by its name (`@&Owls`): the console says how many
        // members it has (`/role`).
        Kind::Role => Value::Role(role(word)),
        // A channel of the console's server, by its number: `#7` or `7` (`<#7>` as pasted).
        Kind::Channel => Value::Channel(
            word.trim_start_matches("<#")
                .trim_start_matches('#')
                .trim_end_matches('>')
                .parse()
                .map_err(|_| malformed())?,
        ),
        // A choice as the reader sees it is read as its value; anything else goes to the
        // command, which says what it takes.
        Kind::Choice(_) | Kind::Variant => Value::Text(
            opt.kind
                .choice_shown_as(given.lang, word)
                .map_or_else(|| word.to_string(), str::to_string),
        ),
        Kind::Text { .. } | Kind::Sub(_) => Value::Text(word.to_string()),
    })
}

/// The latest time the fake clock reaches: the end of year 9999, so deadlines computed from
/// it stay far from overflowing and dates still print with four digits.
pub const LATEST_TIME: i64 = 253_402_300_799;

/// The languages `/lang` takes, as their codes: "de, en, it".
pub fn known_langs() -> String {
    let mut codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    codes.sort_unstable();
    codes.join(", ")
}

/// `+2d`, `+3h`, `+30m`: seconds to move the fake clock forward, at most ten years.
fn clock(text: &str, lang: Lang) -> Result<i64, String> {
    const MAX_DAYS: i64 = 3_650;
    let usage = || t!(lang, "console-clock-usage");
    let t = text.strip_prefix('+').ok_or_else(usage)?;
    let unit = t.chars().last().ok_or_else(usage)?;
    let digits = &t[..t.len() - unit.len_utf8()];
    let secs: i64 = match unit {
        'd' => 86_400,
        'h' => 3_600,
        'm' => 60,
        _ => return Err(t!(lang, "console-clock-unit", text = text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(t!(lang, "console-clock-not-like", text = text));
    }
    digits
        .parse::<i64>()
        .ok()
        .and_then(|n| n.checked_mul(secs))
        .filter(|&s| s <= MAX_DAYS * 86_400)
        .ok_or_else(|| {
            t!(
                lang,
                "console-clock-at-most",
                days = MAX_DAYS.to_string(),
                text = text
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{ColourChoice, DrawAction, Scope};

    fn moved(text: &str) -> Result<i64, String> {
        match parse(&format!("/clock {text}"), Lang::En)? {
            Line::Clock(s) => Ok(s),
            _ => panic!("/clock {text} is a clock line"),
        }
    }

    #[test]
    fn the_clock_moves_forward_by_days_hours_or_minutes() {
        assert_eq!(moved("+2d"), Ok(172_800));
        assert_eq!(moved("+3h"), Ok(10_800));
        assert_eq!(moved("+30m"), Ok(1_800));
        assert_eq!(moved("+3650d"), Ok(315_360_000));
    }

    #[test]
    fn a_clock_move_that_would_overflow_or_go_back_is_refused() {
        // 99999999999999999 days once wrapped to the year -72871374554.
        let err = moved("+99999999999999999d").unwrap_err();
        assert_eq!(
            err,
            "/clock moves at most 3650 days at a time, not '+99999999999999999d'"
        );
        assert!(moved("+3651d").is_err());
        assert!(moved("+99999999999999999999999m").is_err());
        assert_eq!(moved("+-5d").unwrap_err(), "/clock: '+-5d' is not like +2d");
        assert!(moved("+d").is_err() && moved("+").is_err() && moved("2d").is_err());
        // A unit of several bytes once split the text inside a character (a panic).
        assert_eq!(
            moved("+5é").unwrap_err(),
            "/clock: unit of '+5é' must be d, h or m"
        );
    }

    #[test]
    fn a_move_may_name_the_ply_it_was_chosen_for() {
        let Ok(Line::Command(Command::Move { text, ply, game })) =
            parse("/move d4-d5 ply:3 game:2", Lang::En)
        else {
            panic!("a move line");
        };
        assert_eq!((text.as_str(), ply, game), ("d4-d5", Some(3), Some(2)));
        assert!(parse("/move d4-d5 ply:x", Lang::En).is_err());
    }

    #[test]
    fn a_quoted_text_is_one_option_value() {
        assert_eq!(
            command("/premove line:\"f6-f5 d4-d5\"", Lang::En),
            Command::Premove {
                game: None,
                line: Some("f6-f5 d4-d5".into()),
                clear: false,
            }
        );
        assert_eq!(
            command("/notiz text:„Pyramide schützen“ partie:2", Lang::De),
            Command::Note {
                game: Some(2),
                text: "Pyramide schützen".into(),
            }
        );
    }

    /// A flag's own name is the flag, even where another option takes the first loose word:
    /// `/puzzle daily` asks for the puzzle of the day, `/puzzle neo` for a neo puzzle.
    #[test]
    fn a_flags_name_is_the_flag_before_any_option_takes_a_word() {
        let puzzle = |variant: Option<&str>, daily| Command::Puzzle {
            variant: variant.map(str::to_string),
            daily,
            mine: false,
            answer: None,
        };
        assert_eq!(command("/puzzle daily", Lang::En), puzzle(None, true));
        assert_eq!(command("/rätsel täglich", Lang::De), puzzle(None, true));
        assert_eq!(
            command("/problema giornaliero", Lang::It),
            puzzle(None, true)
        );
        assert_eq!(command("/puzzle neo", Lang::En), puzzle(Some("neo"), false));
        assert_eq!(
            command("/puzzle daily neo", Lang::En),
            puzzle(Some("neo"), true)
        );
    }

    fn command(line: &str, lang: Lang) -> Command {
        match parse(line, lang) {
            Ok(Line::Command(c)) => c,
            Err(e) => panic!("{line}: {e}"),
            Ok(_) => panic!("{line} is a command"),
        }
    }

    /// The texts tell a German or Italian console user to type `/herausfordern [gegner]`,
    /// `partita:N`: the console reads what they say, and English as well.
    #[test]
    fn commands_options_and_choices_are_read_in_the_consoles_language_too() {
        let bob = user("bob");
        let challenge = |colour, variant: &str, days| Command::Challenge {
            opponent: Some(bob.clone()),
            variant: variant.to_string(),
            options: vec![],
            colour,
            days,
            clock: Default::default(),
            rated: false,
            team: None,
        };
        assert_eq!(
            command(
                "/herausfordern @bob farbe:Weiß variante:klassisch tage:5 gewertet:false",
                Lang::De
            ),
            challenge(ColourChoice::White, "classic", Some(5))
        );
        assert_eq!(
            command(
                "/sfida avversario:@bob colore:nero variante:semplice giorni:2 valida:false",
                Lang::It
            ),
            challenge(ColourChoice::Black, "simple", Some(2))
        );
        assert_eq!(
            command(
                "/challenge @bob colour:white variant:classic days:5 rated:false",
                Lang::De
            ),
            challenge(ColourChoice::White, "classic", Some(5))
        );
        assert_eq!(
            command("/ziehen c3-c5 partie:4", Lang::De),
            Command::Move {
                game: Some(4),
                text: "c3-c5".into(),
                ply: None
            }
        );
        assert_eq!(
            command("/patta accetta partita:2", Lang::It),
            Command::Draw {
                game: Some(2),
                action: DrawAction::Accept,
                offer_ply: None,
            }
        );
        assert_eq!(
            command("/regeln klassisch", Lang::De),
            Command::Rules {
                variant: Some("classic".into())
            }
        );
        assert!(matches!(
            command("/partien kanal", Lang::De),
            Command::Games {
                scope: Scope::Channel,
                ..
            }
        ));
        assert!(matches!(
            command("/nicht-mehr-beobachten", Lang::De),
            Command::Unwatch { game: None }
        ));
        assert_eq!(command("/Hilfe", Lang::De), Command::Help);
    }

    #[test]
    fn a_line_it_cannot_read_is_explained_in_the_consoles_language() {
        let err = |line: &str, lang| match parse(line, lang) {
            Err(e) => e,
            Ok(_) => panic!("{line} is refused"),
        };
        assert_eq!(
            err("move", Lang::En),
            "commands start with /, for example /help"
        );
        assert_eq!(
            err("move", Lang::De),
            "Befehle beginnen mit /, zum Beispiel /hilfe"
        );
        assert_eq!(
            err("/clock +2x", Lang::It),
            "/clock: l'unità di «+2x» dev'essere d, h o m"
        );
        assert_eq!(
            err("/challenge @bob colour:green", Lang::De),
            "die Farbe muss weiß, schwarz oder zufällig sein, nicht „green“"
        );
        assert_eq!(
            err("/herausfordern @bob farbe:grün", Lang::De),
            "die Farbe muss weiß, schwarz oder zufällig sein, nicht „grün“"
        );
        // Another language's names are not the console's.
        assert!(parse("/sfida @bob", Lang::De).is_err());
        assert!(matches!(parse("/lang it", Lang::En), Ok(Line::Lang(c)) if c == "it"));
        assert_eq!(err("/lang", Lang::En), "/lang and a language: de, en, it");
    }
}
