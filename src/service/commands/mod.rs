//! The commands, one file per command or family, each with its declaration; the table of
//! them all, and the dispatch of a command to what runs it. Adding a command: its file, a
//! line in `ALL`, its texts in the locale files (see the README's "Adding a command").

pub mod abort;
pub mod analyse;
pub mod bot;
pub mod buttons;
pub mod challenge;
pub mod choices;
pub mod command;
pub mod confirm;
pub mod declared;
pub mod draw;
pub mod given;
pub mod help;
pub mod hint;
pub mod leaderboard;
pub mod learn;
pub mod moves;
pub mod note;
pub mod notify;
pub mod piece_moves;
pub mod premove;
pub mod puzzle;
pub mod rematch;
pub mod rules_text;
pub mod settings;
pub mod stats;
pub mod tournament;
pub mod vacation;
pub mod views;
pub mod watch;

use crate::service::{Answer, Command, Reply};
use declared::{Cx, Declared, Run};

/// Every slash command, in the order Discord lists them.
pub const ALL: [&Declared; 27] = [
    &challenge::CHALLENGE,
    &challenge::ACCEPT,
    &challenge::DECLINE,
    &challenge::CANCEL,
    &moves::MOVE,
    &premove::PREMOVE,
    &views::BOARD,
    &note::NOTE,
    &views::GAMES,
    &vacation::VACATION,
    &leaderboard::LEADERBOARD,
    &stats::STATS,
    &confirm::RESIGN,
    &abort::ABORT,
    &draw::DRAW,
    &watch::WATCH,
    &watch::UNWATCH,
    &views::HISTORY,
    &analyse::ANALYSE,
    &hint::HINT,
    &rules_text::RULES,
    &learn::LEARN,
    &puzzle::PUZZLE,
    &tournament::TOURNAMENT,
    &notify::NOTIFY,
    &settings::SETTINGS,
    &HELP,
];

/// Commands only buttons give (Rematch, Show the hint, No hint), with what runs them.
const PRESSED_ONLY: [fn(&Cx, &Command) -> Option<Answer>; 2] = [rematch::run, hint::pressed];

/// `/help`: what the table above says, in words.
const HELP: Declared = Declared {
    name: "help",
    options: &[],
    in_dms: true,
    begins_games: false,
    managers_only: false,
    help: 0,
    parse: |_| Ok(Command::Help),
    run: Run::Stored(|cx, c| match c {
        Command::Help => Some(Ok(Reply::private(help::help(
            cx.user.lang,
            &ALL,
            cx.challenge_days(),
            cx.pair_limit,
        )))),
        _ => None,
    }),
};

/// The command declared under `name` (the English name Discord sends, or as typed).
pub fn by_name(name: &str) -> Option<&'static Declared> {
    ALL.into_iter().find(|d| d.name == name)
}

/// Runs a command inside its transaction: the declaration (or button) that takes it.
pub fn run(cx: &Cx, command: &Command) -> Answer {
    let stored = ALL.iter().filter_map(|d| match d.run {
        Run::Stored(run) => Some(run),
        Run::Thinking => None,
    });
    stored
        .chain(PRESSED_ONLY)
        .find_map(|run| run(cx, command))
        .unwrap_or_else(|| panic!("no declaration runs {command:?} in a transaction"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{has, text, Lang};
    use crate::service::{ColourChoice, DrawAction, Place, Scope, User};

    #[test]
    fn every_command_and_option_is_named_and_described_in_every_language() {
        for d in ALL {
            for lang in Lang::ALL {
                for end in ["name", "description"] {
                    let id = format!("command-{}-{end}", d.name);
                    assert!(has(lang, &id), "{lang}: {id}");
                    for o in d.every_option().filter(|o| o.registered) {
                        let id = format!("command-{}-{end}", d.option_key(o.name));
                        assert!(has(lang, &id), "{lang}: {id}");
                    }
                }
                if d.help > 0 {
                    assert!(
                        has(lang, &format!("help-{}", d.name)),
                        "{lang}: /{}",
                        d.name
                    );
                }
            }
            // The English names are the ones Discord sends back and the console reads.
            let english = |key: &str| text(Lang::En, &format!("command-{key}-name"), &[]);
            assert_eq!(english(d.name), d.name);
            for o in d.every_option().filter(|o| o.registered) {
                assert_eq!(english(&d.option_key(o.name)), o.name, "/{}", d.name);
            }
        }
    }

    #[test]
    fn each_command_has_its_own_name_and_each_help_line_its_own_place() {
        let mut names: Vec<&str> = ALL.iter().map(|d| d.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        let mut places: Vec<u8> = ALL.iter().map(|d| d.help).filter(|&h| h > 0).collect();
        places.sort_unstable();
        assert_eq!(places, (1..=places.len() as u8).collect::<Vec<_>>());
    }

    /// Every command a user or a button can give reaches what runs it (against a database
    /// without tables, each answers with the database's error instead of finding nothing).
    #[test]
    fn every_command_but_the_hint_is_run_in_a_transaction() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let user = User {
            id: 1,
            name: "alice".into(),
            lang: Lang::En,
        };
        let place = Place::default();
        let cx = Cx {
            tx: &conn,
            user: &user,
            place: &place,
            now: 0,
            manages_server: true,
            guild_locale: None,
            server: Default::default(),
            defaults: declared::Defaults {
                days: 3,
                challenge_days: 7,
            },
            pair_limit: 3,
            web_url: None,
        };
        let game = Some(1);
        let commands = [
            Command::Challenge {
                opponent: None,
                variant: "neo".into(),
                options: vec![],
                colour: ColourChoice::Random,
                days: Some(3),
                rated: true,
            },
            Command::ChallengeBot {
                level: 2,
                variant: "neo".into(),
                options: vec![],
                colour: ColourChoice::White,
                days: None,
                rated: None,
            },
            Command::Accept { game },
            Command::Decline { game },
            Command::Cancel { game },
            Command::Vacation { days: 3 },
            Command::Stats { player: None },
            Command::Leaderboard { variant: None },
            Command::Rematch { game: 1 },
            Command::Move {
                game,
                text: "d4-d5".into(),
                ply: None,
            },
            Command::Board { game },
            Command::Games {
                scope: Scope::Mine,
                page: 1,
            },
            Command::Resign { game },
            Command::ConfirmResign { game: 1, ply: 0 },
            Command::KeepPlaying { game: 1 },
            Command::ConfirmHint { game: 1, ply: 0 },
            Command::NoHint { game: 1 },
            Command::Abort { game },
            Command::Draw {
                game,
                action: DrawAction::Offer,
            },
            Command::Watch { game },
            Command::Unwatch { game },
            Command::Note {
                game,
                text: "a plan".into(),
            },
            Command::Premove {
                game,
                line: Some("f6-f5 d4-d5".into()),
                clear: false,
            },
            Command::Notify(notify::Change {
                second_reminder: Some(true),
                ..Default::default()
            }),
            Command::History { game },
            Command::Rules { variant: None },
            Command::Help,
            Command::Settings(Default::default()),
            Command::Tournament {
                ask: tournament::Ask::List,
                id: None,
            },
            Command::Learn {
                variant: None,
                lesson: None,
                answer: None,
            },
            Command::Puzzle {
                variant: None,
                daily: false,
                answer: None,
            },
            Command::LessonPress {
                variant: "neo".into(),
                lesson: 0,
                step: 0,
                press: learn::Press::Hint,
            },
        ];
        for c in &commands {
            // Not a panic: something ran it.
            let _ = run(&cx, c);
        }
        assert!(run(&cx, &Command::Help).is_ok_and(|r| r.text.contains("/challenge")));
    }
}
