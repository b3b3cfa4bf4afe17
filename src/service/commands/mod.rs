//! The commands, one file per command or family, each with its declaration; the table of
//! them all, and the dispatch of a command to what runs it. Adding a command: its file, a
//! line in `ALL`, its texts in the locale files (see the README's "Adding a command").

pub mod abort;
pub mod bot;
pub mod buttons;
pub mod challenge;
pub mod command;
pub mod confirm;
pub mod declared;
pub mod draw;
pub mod given;
pub mod help;
pub mod leaderboard;
pub mod moves;
pub mod piece_moves;
pub mod rematch;
pub mod rules_text;
pub mod stats;
pub mod vacation;
pub mod views;
pub mod watch;

use crate::service::{Answer, Command, Reply};
use declared::{Cx, Declared, Run};

/// Every slash command, in the order Discord lists them.
pub const ALL: [&Declared; 19] = [
    &challenge::CHALLENGE,
    &challenge::ACCEPT,
    &challenge::DECLINE,
    &challenge::CANCEL,
    &moves::MOVE,
    &views::BOARD,
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
    &bot::HINT,
    &rules_text::RULES,
    &HELP,
];

/// Commands only buttons give (the Rematch button), with what runs them.
const PRESSED_ONLY: [fn(&Cx, &Command) -> Option<Answer>; 1] = [rematch::run];

/// `/help`: what the table above says, in words.
const HELP: Declared = Declared {
    name: "help",
    options: &[],
    in_dms: true,
    begins_games: false,
    help: 0,
    parse: |_| Ok(Command::Help),
    run: Run::Stored(|cx, c| match c {
        Command::Help => Some(Ok(Reply::private(help::help(
            cx.user.lang,
            &ALL,
            cx.challenge_days,
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
