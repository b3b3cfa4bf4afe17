//! What a command is, declared once (its schema; the values given are `given`): its name, its options with their types and limits, where
//! it may be used, its place in /help, how its typed options become a `Command`, and what
//! runs it. Discord's registration, the adapters' readers, the direct-message list and /help
//! are all derived from these declarations (the table is `commands::ALL`).

use crate::i18n::{has, text, Lang};
use crate::rules::VariantId;
use crate::service::protocol::clock_asked::{MAX_CAP, MAX_INCREMENT};
use crate::service::protocol::{Command, DAYS_PER_MOVE};

/// Longest text a user may type into an option, unless it says otherwise (`Opt::max_length`).
pub const MAX_INPUT: usize = 200;
use given::Given;

pub mod given;

/// One slash command.
pub struct Declared {
    /// The English name: what Discord registers and sends back, what the console reads, and
    /// the key of its texts (`command-<name>-name`, `-description`, and `help-<name>`).
    pub name: &'static str,
    pub options: &'static [Opt],
    /// Offered in direct messages with the bot too (it needs no game: games belong to a
    /// server's channels).
    pub in_dms: bool,
    /// A game may begin with it, posted in the channel: the bot's permissions there are
    /// checked first.
    pub begins_games: bool,
    /// Changes a server's own settings: Discord offers it to members who may manage the
    /// server (an admin can widen or narrow that in the server's settings), and the service
    /// lets only them change anything.
    pub managers_only: bool,
    /// Its line's place in /help, counted from 1; 0 for a command another's line explains.
    pub help: u8,
    /// The command its options ask for, or what is wrong with them (in `given.lang`).
    pub parse: fn(&Given) -> Result<Command, String>,
    /// What a button of this command (one it gives, or its buttons' own commands) does to
    /// the message it was on.
    pub after_press: fn(&Command) -> AfterPress,
}

/// What a pressed button of a command does to the message it was on, besides answering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterPress {
    /// Nothing: the message keeps its buttons.
    Stays,
    /// The answer takes the message's place (a page turned, a private question answered).
    Updates,
    /// A vote: the answer takes the tally's place while it only counts the vote, and is a
    /// new post when the vote played the move (its board).
    Tally,
    /// The message loses its buttons and says what became of its question (the text
    /// `key`, or `if_started` when the press began a game), with the presser's name; in the
    /// presser's language when the question was theirs alone (`private`), else the post's.
    Settles {
        key: &'static str,
        if_started: Option<&'static str>,
        private: bool,
    },
}

/// One option of a command.
pub struct Opt {
    /// The English name, as Discord sends it and the console reads it (`game:4`).
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// Where the console takes it from when it is not written `name:value`.
    pub words: Words,
    /// Other names the console also reads (`color` for `colour`).
    pub also: &'static [&'static str],
    /// Registered with Discord. The move number a move was listed for is not: Discord's
    /// choices carry it inside the move (`moves::choice_value`), the console reads `ply:N`.
    pub registered: bool,
    /// The most characters a text typed into it may have: Discord's `max_length`, and the
    /// limit every adapter's reading checks (`Declared::read`).
    pub max_length: usize,
}

/// What an option holds.
pub enum Kind {
    /// A whole number from `min` to `max`; with `choices`, Discord offers only those.
    Number {
        min: i64,
        max: i64,
        choices: &'static [u32],
    },
    /// Text, at most `MAX_INPUT` characters; `autocomplete`: Discord asks the bot for
    /// choices while it is typed.
    Text {
        autocomplete: bool,
    },
    /// One of these words (shown in each language by `command-choice-<word>`).
    Choice(&'static [&'static str]),
    /// A variant's name, offered from the variants there are.
    Variant,
    Flag,
    /// A user of the server, mentioned.
    Someone,
    /// A role of the server, mentioned (a team: `team:@Owls`).
    Role,
    /// A text channel of the server (the console reads its number).
    Channel,
    /// A subcommand (`/tournament join id:3`) with its own options: Discord's
    /// SUB_COMMAND, the console's first word. A command with subcommands has nothing else.
    Sub(&'static [Opt]),
}

impl Kind {
    /// The values Discord offers as choices (each shown by `command-choice-<value>` in the
    /// reader's language): a choice's words, or the variants' ids; none for the other kinds.
    pub fn choices(&self) -> Vec<&'static str> {
        match self {
            Kind::Choice(words) => words.to_vec(),
            Kind::Variant => VariantId::ALL.iter().map(|v| v.name()).collect(),
            _ => vec![],
        }
    }

    /// The value of the choice a reader in `lang` sees as `shown` (or typed as its value),
    /// whatever its case: `white` for `weiß`, `classic` for `classica`.
    pub fn choice_shown_as(&self, lang: Lang, shown: &str) -> Option<&'static str> {
        let shown = shown.to_lowercase();
        self.choices().into_iter().find(|value| {
            *value == shown || text(lang, &format!("command-choice-{value}"), &[]) == shown
        })
    }
}

/// What the console does with the words of a line that are not `name:value`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Words {
    /// Nothing: the option is only `name:value`.
    Named,
    /// The first word (`/rules neo`).
    First,
    /// Every word, joined by spaces (`/move c3 c5`).
    All,
}

/// The key of an option's texts: `<command>-<option>` where the command has its own
/// (`challenge-days`), else the option alone, shared by several commands (`game`).
pub fn option_key(command: &str, option: &str) -> String {
    let own = format!("{command}-{option}");
    if has(Lang::En, &format!("command-{own}-name")) {
        own
    } else {
        option.to_string()
    }
}

/// How `lang` names option `option` of command `command` (what the user's client shows).
pub fn option_name(lang: Lang, command: &str, option: &str) -> String {
    let id = format!("command-{}-name", option_key(command, option));
    if has(Lang::En, &id) {
        text(lang, &id, &[])
    } else {
        option.to_string()
    }
}

/// The largest integer Discord sends (2^53 - 1): game numbers go up to it.
pub const MAX_INTEGER: i64 = (1 << 53) - 1;

/// `game`: the game a command acts on, when the caller plays several here.
pub const GAME: Opt = Opt::named(
    "game",
    Kind::Number {
        min: 1,
        max: MAX_INTEGER,
        choices: &[],
    },
);

/// `days`: the days a player has for each move, one of `DAYS_PER_MOVE` (a challenge, a
/// tournament, a server's default).
pub const DAYS: Opt = Opt::named(
    "days",
    Kind::Number {
        min: 1,
        max: 14,
        choices: &DAYS_PER_MOVE,
    },
);

/// `team`: the role whose members play the caller's side together.
pub const TEAM: Opt = Opt::named("team", Kind::Role);

/// `mode`: how a team decides its moves.
pub const TEAM_MODE: Opt = Opt::named("mode", Kind::Choice(&["vote", "rotate", "captain"]));

/// `quorum`: agreeing votes that play a team's move at once.
pub const QUORUM: Opt = Opt::named(
    "quorum",
    Kind::Number {
        min: 2,
        max: 25,
        choices: &[],
    },
);

/// `close`: the last share of a move's time (percent) in which a team's vote closes.
pub const CLOSE: Opt = Opt::named(
    "close",
    Kind::Number {
        min: 5,
        max: 90,
        choices: &[],
    },
);

/// `increment`: days added to a player's time bank after each move (`days` is then the
/// starting bank).
pub const INCREMENT: Opt = Opt::named(
    "increment",
    Kind::Number {
        min: 1,
        max: MAX_INCREMENT as i64,
        choices: &[],
    },
);

/// `cap`: the most days a time bank may hold.
pub const CAP: Opt = Opt::named(
    "cap",
    Kind::Number {
        min: 1,
        max: MAX_CAP as i64,
        choices: &[],
    },
);

/// `weekends-off`: Saturdays and Sundays not counted on the clock.
pub const WEEKENDS_OFF: Opt = Opt::named("weekends-off", Kind::Flag);

impl Declared {
    /// A command whose only option is the game it acts on, given in a server's channels,
    /// its help line at `help` (0: none of its own).
    pub const fn on_a_game(
        name: &'static str,
        help: u8,
        parse: fn(&Given) -> Result<Command, String>,
    ) -> Declared {
        Declared {
            name,
            options: &[GAME],
            in_dms: false,
            begins_games: false,
            managers_only: false,
            help,
            parse,
            after_press: |_| AfterPress::Stays,
        }
    }
}

impl Opt {
    pub const fn named(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            required: false,
            words: Words::Named,
            also: &[],
            registered: true,
            max_length: MAX_INPUT,
        }
    }

    /// Takes texts up to `n` characters instead of `MAX_INPUT`.
    pub const fn max_length(self, n: usize) -> Opt {
        Opt {
            max_length: n,
            ..self
        }
    }

    pub const fn unregistered(self) -> Opt {
        Opt {
            registered: false,
            ..self
        }
    }

    pub const fn words(self, words: Words) -> Opt {
        Opt { words, ..self }
    }

    pub const fn required(self) -> Opt {
        Opt {
            required: true,
            ..self
        }
    }

    pub const fn also(self, also: &'static [&'static str]) -> Opt {
        Opt { also, ..self }
    }

    /// Whether the console reads `key:` as this option.
    pub fn is_named(&self, key: &str) -> bool {
        self.name == key || self.also.contains(&key)
    }
}

impl Declared {
    /// The command the options an adapter read ask for, or what is wrong with them (in
    /// `given.lang`): a text longer than its option takes, then the command's own `parse`.
    pub fn read(&self, given: &Given) -> Result<Command, String> {
        if let Some((length, limit)) = given.too_long() {
            return Err(crate::t!(
                given.lang,
                "play-too-long",
                length = length,
                limit = limit
            ));
        }
        (self.parse)(given)
    }

    /// An option by its English name, a subcommand's too (the same name means the same
    /// option in every subcommand that has it).
    pub fn option(&self, name: &str) -> Option<&'static Opt> {
        self.every_option().find(|o| o.name == name)
    }

    /// The options, and the options of each subcommand after it.
    pub fn every_option(&self) -> impl Iterator<Item = &'static Opt> {
        self.options.iter().flat_map(|o| {
            let inner: &'static [Opt] = match o.kind {
                Kind::Sub(inner) => inner,
                _ => &[],
            };
            std::iter::once(o).chain(inner)
        })
    }

    /// The subcommands, if the command has them.
    pub fn subcommands(&self) -> impl Iterator<Item = &'static Opt> {
        self.options
            .iter()
            .filter(|o| matches!(o.kind, Kind::Sub(_)))
    }

    /// The options given with subcommand `sub` (the command's own without one).
    pub fn options_of(&self, sub: Option<&str>) -> &'static [Opt] {
        match sub.and_then(|s| self.subcommands().find(|o| o.name == s)) {
            Some(Opt {
                kind: Kind::Sub(inner),
                ..
            }) => inner,
            _ => self.options,
        }
    }

    /// The key of an option's texts: `<command>-<option>` where the command has its own
    /// (`challenge-days`), else the option alone, shared by several commands (`game`).
    pub fn option_key(&self, option: &str) -> String {
        option_key(self.name, option)
    }

    /// How `lang` names this command (what the user's client shows after the `/`).
    pub fn localized_name(&self, lang: Lang) -> String {
        text(lang, &format!("command-{}-name", self.name), &[])
    }

    /// How `lang` names an option of this command (what the user's client showed them),
    /// for a message about its value; the name as sent when the command has no such option
    /// or Discord never shows it (the console's `ply`).
    pub fn option_name(&self, lang: Lang, option: &str) -> String {
        let id = format!("command-{}-name", self.option_key(option));
        match self.option(option) {
            Some(_) if has(Lang::En, &id) => text(lang, &id, &[]),
            _ => option.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::commands::by_name as find;

    /// How `lang` names option `option` of `/command`.
    fn option_name(lang: Lang, command: &str, option: &str) -> String {
        match find(command) {
            Some(d) => d.option_name(lang, option),
            None => option.to_string(),
        }
    }

    #[test]
    fn a_choice_is_found_by_the_name_the_reader_sees() {
        let colour = Kind::Choice(&["white", "black", "random"]);
        assert_eq!(colour.choice_shown_as(Lang::De, "Weiß"), Some("white"));
        assert_eq!(colour.choice_shown_as(Lang::It, "casuale"), Some("random"));
        assert_eq!(colour.choice_shown_as(Lang::De, "black"), Some("black"));
        assert_eq!(colour.choice_shown_as(Lang::De, "grün"), None);
        assert_eq!(
            Kind::Variant.choice_shown_as(Lang::It, "classica"),
            Some("classic")
        );
        assert_eq!(
            Kind::Variant.choice_shown_as(Lang::De, "einfach"),
            Some("simple")
        );
        assert_eq!(Kind::Flag.choice_shown_as(Lang::De, "true"), None);
    }

    #[test]
    fn an_option_is_named_as_the_readers_client_shows_it() {
        assert_eq!(option_name(Lang::De, "vacation", "days"), "tage");
        assert_eq!(option_name(Lang::It, "move", "game"), "partita");
        assert_eq!(option_name(Lang::En, "move", "game"), "game");
        assert_eq!(option_name(Lang::It, "challenge", "opponent"), "avversario");
        // The console's own option, which Discord never shows, keeps its name.
        assert_eq!(option_name(Lang::De, "move", "ply"), "ply");
        // A hand-made option no command has keeps its own name.
        assert_eq!(option_name(Lang::De, "help", "colour"), "colour");
    }
}
