//! The commands, one file per command, each with its declaration (options, parse, what its
//! buttons do); the table of them all, and the dispatch of a command to what runs it: one
//! arm per command. Adding a command: docs/development.md, "Adding a command".

pub mod abort;
pub mod accept;
pub mod analyse;
pub mod board;
pub mod cancel;
pub mod challenge;
pub mod decline;
pub mod draw;
pub mod games;
pub mod help;
pub mod hint;
pub mod history;
pub mod leaderboard;
pub mod learn;
pub mod moves;
pub mod note;
pub mod notify;
pub mod premove;
pub mod puzzle;
pub mod rematch;
pub mod resign;
pub mod rules_text;
pub mod server_match;
pub mod settings;
pub mod stats;
pub mod team;
pub mod tournament;
pub mod unwatch;
pub mod vacation;
pub mod votes;
pub mod watch;

use crate::service::exercises;
use crate::service::games::start;
use crate::service::matches;
use crate::service::protocol::{Answer, Command, Cx, Declared, MatchAsk};
use crate::service::tournaments;

/// Every slash command, in the order Discord lists them.
pub const ALL: [&Declared; 30] = [
    &challenge::CHALLENGE,
    &accept::ACCEPT,
    &decline::DECLINE,
    &cancel::CANCEL,
    &moves::MOVE,
    &premove::PREMOVE,
    &board::BOARD,
    &note::NOTE,
    &games::GAMES,
    &vacation::VACATION,
    &leaderboard::LEADERBOARD,
    &stats::STATS,
    &resign::RESIGN,
    &abort::ABORT,
    &draw::DRAW,
    &watch::WATCH,
    &unwatch::UNWATCH,
    &history::HISTORY,
    &analyse::ANALYSE,
    &hint::HINT,
    &rules_text::RULES,
    &learn::LEARN,
    &puzzle::PUZZLE,
    &votes::VOTES,
    &team::TEAM,
    &tournament::TOURNAMENT,
    &server_match::MATCH,
    &notify::NOTIFY,
    &settings::SETTINGS,
    &help::HELP,
];

/// The command declared under `name` (the English name Discord sends, or as typed).
pub fn by_name(name: &str) -> Option<&'static Declared> {
    ALL.into_iter().find(|d| d.name == name)
}

/// The declaration a command belongs to: its own, or for a button's command the one of the
/// command that gave the button (Rematch is a challenge, Show the hint a hint).
pub fn declared(command: &Command) -> &'static Declared {
    use Command as C;
    match command {
        C::Challenge { .. } | C::ChallengeBot { .. } | C::Rematch { .. } => &challenge::CHALLENGE,
        C::Accept { .. } => &accept::ACCEPT,
        C::Decline { .. } => &decline::DECLINE,
        C::Cancel { .. } => &cancel::CANCEL,
        C::Move { .. } => &moves::MOVE,
        C::Premove { .. } => &premove::PREMOVE,
        C::Board { .. } | C::OpenBoard { .. } => &board::BOARD,
        C::Note { .. } => &note::NOTE,
        C::Games { .. } => &games::GAMES,
        C::Vacation { .. } => &vacation::VACATION,
        C::Leaderboard { .. } => &leaderboard::LEADERBOARD,
        C::Stats { .. } => &stats::STATS,
        C::Resign { .. } | C::ConfirmResign { .. } | C::KeepPlaying { .. } => &resign::RESIGN,
        C::Abort { .. } => &abort::ABORT,
        C::Draw { .. } => &draw::DRAW,
        C::Watch { .. } => &watch::WATCH,
        C::Unwatch { .. } => &unwatch::UNWATCH,
        C::History { .. } => &history::HISTORY,
        C::Analyse { .. } => &analyse::ANALYSE,
        C::Hint { .. } | C::ConfirmHint { .. } | C::NoHint { .. } => &hint::HINT,
        C::Rules { .. } => &rules_text::RULES,
        C::Learn { .. } => &learn::LEARN,
        C::Puzzle { .. } => &puzzle::PUZZLE,
        // An exercise's kind is the name of the command that opens it (`learn`, `puzzle`);
        // a press of an unknown kind is answered as no button of ours, beginning nothing.
        C::Exercise(e) => by_name(&e.kind).unwrap_or(&help::HELP),
        C::Tournament { .. } => &tournament::TOURNAMENT,
        C::Match(_) => &server_match::MATCH,
        C::Votes { .. } | C::Vote { .. } => &votes::VOTES,
        C::Team { .. } => &team::TEAM,
        C::Notify(_) => &notify::NOTIFY,
        C::Settings(_) => &settings::SETTINGS,
        C::Help => &help::HELP,
    }
}

/// Runs a command inside its transaction: one arm per command, so a new command without
/// one does not compile.
pub fn run(cx: &Cx, command: &Command) -> Answer {
    use Command as C;
    match command {
        C::Challenge {
            opponent,
            variant,
            options,
            colour,
            days,
            clock,
            rated,
            team,
        } => challenge::challenge(
            cx,
            opponent.as_ref(),
            variant,
            options,
            *colour,
            challenge::Timing {
                days: *days,
                clock: *clock,
            },
            *rated,
            team.as_ref(),
        ),
        C::ChallengeBot {
            level,
            variant,
            options,
            colour,
            days,
            clock,
            rated,
            team,
        } => challenge::against_the_bot(
            cx,
            *level,
            variant,
            options,
            *colour,
            challenge::Timing {
                days: *days,
                clock: *clock,
            },
            *rated,
            team.as_ref(),
        ),
        C::Rematch { game } => rematch::run(cx, *game),
        C::Accept { game, team } => {
            start::accept_as(cx.tx, cx.user, cx.place, *game, team.as_ref(), cx.now)
        }
        C::Votes { game } => votes::votes(cx, *game),
        C::Vote { game, ply, text } => votes::vote(cx, *game, *ply, text),
        C::Team { join, game } => team::team(cx, *join, *game),
        C::Decline { game } => decline::decline(cx.tx, cx.user, cx.place, *game, cx.now),
        C::Cancel { game } => cancel::cancel(cx.tx, cx.user, cx.place, *game, cx.now),
        C::Move { game, text, ply } => moves::run(cx, *game, text, *ply),
        C::Premove { game, line, clear } => premove::run(cx, *game, line.as_deref(), *clear),
        C::Board { game } => board::board(cx.tx, cx.user, cx.place, *game),
        C::OpenBoard { game } => board::open(cx, *game),
        C::Note { game, text } => note::note(cx.tx, cx.user, cx.place, *game, text, cx.now),
        C::Games { scope, page } => games::games(cx, scope, *page),
        C::Vacation { days } => vacation::vacation(cx.tx, cx.user, cx.place, *days, cx.now),
        C::Leaderboard { variant } => {
            leaderboard::leaderboard(cx.tx, cx.user, cx.place, variant.as_deref(), cx.now)
        }
        C::Stats { player } => stats::stats(cx.tx, cx.user, cx.place, player.as_ref(), cx.now),
        C::Resign { game } => resign::ask(cx.tx, cx.user, cx.place, *game),
        C::ConfirmResign { game, ply } => {
            resign::resign(cx.tx, cx.user, cx.place, *game, *ply, cx.pair_limit, cx.now)
        }
        C::KeepPlaying { game } => resign::keep_playing(cx.tx, cx.user, cx.place, *game),
        C::Abort { game } => abort::abort(cx.tx, cx.user, cx.place, *game, cx.now),
        C::Draw {
            game,
            action,
            offer_ply,
        } => draw::draw(
            cx.tx,
            cx.user,
            cx.place,
            *game,
            *action,
            *offer_ply,
            cx.pair_limit,
            cx.now,
        ),
        C::Watch { game } => watch::watch(cx.tx, cx.user, cx.place, *game),
        C::Unwatch { game } => unwatch::unwatch(cx.tx, cx.user, cx.place, *game),
        C::History { game } => history::history(cx.tx, cx.user, cx.place, *game),
        C::Analyse { game } => analyse::analysis(cx.tx, cx.user, cx.place, *game),
        C::Hint { game } => hint::hint(cx.tx, cx.user, cx.place, *game),
        C::ConfirmHint { game, ply } => hint::confirmed(cx, *game, *ply),
        C::NoHint { game } => hint::no_hint(cx, *game),
        C::Rules { variant } => rules_text::rules(cx.user.lang, variant.as_deref()),
        C::Learn {
            variant,
            lesson,
            answer,
        } => learn::run(cx, variant.as_deref(), *lesson, answer.as_deref()),
        C::Puzzle {
            variant,
            daily,
            mine,
            answer,
        } => puzzle::run(
            cx,
            puzzle::Asked {
                variant: variant.as_deref(),
                daily: *daily,
                mine: *mine,
                answer: answer.as_deref(),
            },
        ),
        C::Exercise(press) => exercises::press(cx, press),
        C::Tournament { ask, id } => tournaments::run(cx, ask, *id),
        C::Match(MatchAsk::Create(terms)) => matches::make::create(cx, terms),
        C::Match(MatchAsk::Accept { code, team }) => matches::make::accept(cx, code, team),
        C::Notify(change) => notify::run(cx, change),
        C::Settings(change) => settings::run(cx, change),
        C::Help => help::run(cx, &ALL),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{has, text, Lang};

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
}
