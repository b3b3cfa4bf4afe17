//! Every refusal in words, in its reader's language: the one place a `Refusal` (data) becomes
//! a sentence, through the locale files like every other text.

use crate::i18n::{date_time, Lang};
use crate::rules::notation::written;
use crate::service::protocol::refusal::{CandidateWhy, Damage, Which};
use crate::service::protocol::schema::option_name;
use crate::service::protocol::{DrawAction, Refusal, Want, DAYS_PER_MOVE};
use crate::service::words::channels::{mention, mentions};
use crate::service::words::game_line::game_line;
use crate::service::words::illegal::{reason, refused};
use crate::service::words::option_words;
use crate::service::words::phrases::{self, variant_name};
use crate::service::words::piece_words::{and_list, piece, Role};
use crate::t;

/// The refusal as its reader reads it.
pub fn said(lang: Lang, r: &Refusal) -> String {
    use Refusal as R;
    match r {
        R::Database(error) => t!(lang, "play-db-failed", error = error),
        R::Damaged(d) => damaged(d),
        R::BadOptions(e) => option_words::words(lang, e),
        R::DidYouMean {
            word,
            option,
            value,
        } => {
            let option = option_name(lang, "challenge", option);
            let fix = format!("{option}:{value}");
            t!(lang, "challenge-did-you-mean", word = word, fix = fix)
        }
        R::NameAsOption { word, name } => {
            t!(lang, "challenge-name-as-option", word = word, name = name)
        }
        R::NoSuchGame { game, in_dms: true } => t!(lang, "find-none-in-dms", id = *game),
        R::NoSuchGame { game, .. } => t!(lang, "find-none-on-server", id = *game),
        R::NoGameHere { want } => none_here(lang, *want),
        R::WhichGame { which, candidates } => {
            let (kind, text) = match which {
                Which::Kind(Want::MyActive | Want::MyLatest) => ("mine", ""),
                Which::Kind(Want::Any) => ("any", ""),
                Which::Kind(Want::ChallengeForMe) => ("challenges-for-me", ""),
                Which::Kind(Want::MyChallenge) => ("my-challenges", ""),
                Which::MoveFitsNone(text) => ("move-fits-none", text.as_str()),
                Which::MoveFitsSeveral(text) => ("move-fits-several", text.as_str()),
            };
            let mut out = t!(lang, "play-which", kind = kind, text = text);
            for c in candidates {
                out.push_str("\n- ");
                out.push_str(&game_line(lang, c));
                match c.why.as_deref() {
                    Some(CandidateWhy::Illegal(e)) => {
                        out.push_str(&format!(" ({})", reason(lang, e)))
                    }
                    Some(CandidateWhy::Failed(e)) => out.push_str(&format!(" ({})", said(lang, e))),
                    None => {}
                }
            }
            out
        }
        R::GameOver {
            game,
            result,
            reason,
        } => {
            let reason = reason.as_deref().unwrap_or_default();
            let result = phrases::stored_result(lang, result.map(|d| d.as_str()), reason);
            t!(lang, "play-over", game = *game, result = result)
        }
        R::Aborted { game } => t!(lang, "play-aborted", game = *game),
        R::StillChallenge { game } => t!(lang, "play-still-challenge", game = *game),
        R::NeverStarted { game, status } => t!(
            lang,
            "play-never-started",
            game = *game,
            status = phrases::status_clause(lang, *status)
        ),
        R::NotPlaying { game } => t!(lang, "play-not-playing", game = *game),
        R::NotYourTurn { game, to_move } => {
            t!(lang, "play-not-your-turn", name = to_move, game = *game)
        }
        R::Illegal { text, why } => refused(lang, text, why),
        R::ChosenAhead {
            text,
            game,
            chosen,
            next,
        } => t!(
            lang,
            "play-chosen-ahead",
            text = text,
            chosen = phrases::move_number(*chosen),
            game = *game,
            now = phrases::move_number(*next)
        ),
        R::MovedOn {
            text,
            game,
            chosen,
            since,
        } => {
            let since: Vec<String> = since.iter().map(|(who, m)| format!("{who} {m}")).collect();
            t!(
                lang,
                "play-moved-on",
                text = text,
                chosen = phrases::move_number(*chosen),
                game = *game,
                since = since.join(", ")
            )
        }
        R::SquareEmpty { square, next } => t!(
            lang,
            "play-square-empty",
            square = square.to_string(),
            next = next.to_string()
        ),
        R::OpponentsPiece { piece: p, square } => t!(
            lang,
            "play-opponents-piece",
            piece = piece(lang, Role::Subject, p, *square),
            side = p.color.name()
        ),
        R::SeveralCarry { piece: p, squares } => t!(
            lang,
            "play-several-carry",
            count = squares.len(),
            token = written(p),
            squares = and_list(
                lang,
                &squares.iter().map(|s| s.to_string()).collect::<Vec<_>>()
            ),
            first = squares[0].to_string()
        ),
        R::NotYourTurnPiece { piece: p, square } => t!(
            lang,
            "play-not-your-turn-piece",
            piece = piece(lang, Role::Subject, p, *square)
        ),
        R::NotOffered { variant } => {
            t!(lang, "challenge-not-offered", variant = variant.to_string())
        }
        R::DaysNotOffered { days } => t!(lang, "challenge-days-invalid", days = *days),
        R::ClockOutOfRange {
            part,
            value,
            min,
            max,
        } => t!(
            lang,
            "clock-bank-out-of-range",
            part = part.name(),
            value = *value,
            min = *min,
            max = *max
        ),
        R::IncrementWithoutBank => t!(lang, "clock-bank-increment-without-bank"),
        R::CapWithoutIncrement => t!(lang, "clock-bank-cap-without-increment"),
        R::WeekendsWithoutClock => t!(lang, "clock-bank-weekends-without-clock"),
        R::ChallengeSelf => t!(lang, "challenge-self"),
        R::DuplicateTo { name, game } => {
            t!(lang, "challenge-duplicate-to", name = name, id = *game)
        }
        R::DuplicateHere { game } => t!(lang, "challenge-duplicate-here", id = *game),
        R::NoLonger { game, state } => {
            t!(lang, "challenge-no-longer", id = *game, state = *state)
        }
        R::NotABotLevel { level } => t!(lang, "bot-not-a-level", level = *level),
        R::AcceptOwn { game } => t!(lang, "challenge-accept-own", id = *game),
        R::ForAnother { game, name } => {
            t!(lang, "challenge-for-another", id = *game, name = name)
        }
        R::DeclineOwn { game } => t!(lang, "challenge-decline-own", id = *game),
        R::DeclineOpen { game } => t!(lang, "challenge-decline-open", id = *game),
        R::CancelNotYours { game } => t!(lang, "challenge-cancel-not-yours", id = *game),
        R::ChallengeExpired { game, deadline } => {
            let at = deadline.map(|d| date_time(lang, d)).unwrap_or_default();
            t!(
                lang,
                "clock-challenge-expired-refusal",
                id = *game,
                deadline = at
            )
        }
        R::RematchNotOver { game } => t!(lang, "offer-rematch-not-over", id = *game),
        R::RematchNotPlayer { game } => t!(lang, "offer-rematch-not-player", id = *game),
        R::PlaysElsewhere { channels } => t!(
            lang,
            "settings-play-elsewhere",
            channels = mentions(channels)
        ),
        R::AbortTooLate { game } => t!(lang, "offer-abort-too-late", id = *game),
        R::AbortRefused { game } => t!(lang, "offer-abort-refused", id = *game),
        R::ResignMovedOn { game } => t!(lang, "offer-resign-moved-on", id = *game),
        R::DrawNotGoingOn { game } => t!(lang, "offer-draw-not-going-on", id = *game),
        R::DrawNotPlayer { game } => t!(lang, "offer-draw-not-player", id = *game),
        R::DrawGone { game } => t!(lang, "offer-draw-gone", id = *game),
        R::DrawOwn { game, action } => {
            let action = match action {
                DrawAction::Offer => "offer",
                _ => "answer",
            };
            t!(lang, "offer-draw-own", action = action, id = *game)
        }
        R::DrawNone { game } => t!(lang, "offer-draw-none", id = *game),
        R::WatchNotGoingOn { game } => t!(lang, "offer-watch-not-going-on", id = *game),
        R::WatchOwnGame { game } => t!(lang, "offer-watch-own-game", id = *game),
        R::WatchAlready { game } => t!(lang, "offer-watch-already", id = *game),
        R::NotWatching { game } => t!(lang, "offer-unwatch-not-watching", id = *game),
        R::NoteEmpty => t!(lang, "note-empty"),
        R::NoteTooLong { count, max } => {
            t!(lang, "note-too-long", max = *max, count = *count)
        }
        R::PremoveAgainstBot { game } => t!(lang, "premove-not-bot", game = *game),
        R::PremoveYourTurn { game } => t!(lang, "premove-your-turn", game = *game),
        R::PremoveDisagrees {
            theirs,
            before,
            now,
        } => t!(
            lang,
            "premove-disagrees",
            theirs = theirs,
            before = before,
            now = now
        ),
        R::PremoveTooManyLines { max } => t!(lang, "premove-too-many-lines", max = *max),
        R::PremoveEmpty => t!(lang, "premove-empty"),
        R::PremoveTooLong { count, max } => {
            t!(lang, "premove-too-long", max = *max, count = *count)
        }
        R::PremoveEndsWithTheirs { text } => {
            t!(lang, "premove-ends-with-theirs", text = text)
        }
        R::PremoveAfterEnd { number, text } => {
            t!(lang, "premove-after-end", number = *number, text = text)
        }
        R::PremoveIllegal { number, text, why } => t!(
            lang,
            "premove-illegal",
            number = *number,
            why = refused(lang, text, why)
        ),
        R::HintNotGoingOn { game } => t!(lang, "bot-not-going-on", game = *game),
        R::HintPeopleOnly { game } => t!(lang, "bot-people-only", game = *game),
        R::HintNotYourTurn { game } => t!(lang, "bot-its-turn", game = *game),
        R::HintMovedOn { game } => t!(lang, "hint-moved-on", game = *game),
        R::ReviewGoingOn { game } => t!(lang, "review-going-on", game = *game),
        R::ReviewNotPlayed { game } => t!(lang, "review-not-played", game = *game),
        R::InExercise { to, other, refusal } => {
            let went = t!(lang, "exercise-move-went", to = *to, other = *other);
            format!("{went}\n{}", said(lang, refusal))
        }
        R::NoSuchLesson {
            number,
            count,
            variant,
        } => t!(
            lang,
            "learn-no-such-lesson",
            number = *number,
            count = *count,
            variant = variant_name(lang, variant.name())
        ),
        R::NoLessonOpen => t!(lang, "learn-none-open"),
        R::LessonStepGone => t!(lang, "learn-step-gone"),
        R::NoPuzzleShipped => t!(lang, "puzzle-none-shipped"),
        R::AllPuzzlesTried { variant } => {
            t!(
                lang,
                "puzzle-all-tried",
                variant = variant_name(lang, variant.name())
            )
        }
        R::DailyPuzzleServersOnly => t!(lang, "puzzle-daily-servers-only"),
        R::NoPuzzleOpen => t!(lang, "puzzle-none-open"),
        R::NoOwnPuzzleDue { next } => {
            t!(lang, "puzzle-mine-none-due", date = date_time(lang, *next))
        }
        R::NoOwnPuzzles => t!(lang, "puzzle-mine-none"),
        R::PuzzleStepGone => t!(lang, "puzzle-step-gone"),
        R::RulesNotOffered { variant } => {
            t!(lang, "rules-not-offered", variant = variant.name())
        }
        R::VacationLength { days, max } => {
            t!(lang, "clock-vacation-length", max = *max, days = *days)
        }
        R::VacationRunning { until } => t!(
            lang,
            "clock-vacation-running",
            until = date_time(lang, *until)
        ),
        R::VacationUsedUp { left, per_year } => t!(
            lang,
            "clock-vacation-used-up",
            left = phrases::days(lang, (*left).max(0) as u64),
            per_year = *per_year
        ),
        R::LeaderboardInDms => t!(lang, "rating-leaderboard-in-dm"),
        R::DigestNeedsMode => t!(lang, "notify-digest-needs-mode"),
        R::DigestNeedsTime => t!(lang, "notify-digest-needs-time"),
        R::SettingsServersOnly => t!(lang, "settings-servers-only"),
        R::SettingsNotAllowed => t!(lang, "settings-not-allowed"),
        R::SettingsDaysNotOffered { days } => {
            let offered: Vec<String> = DAYS_PER_MOVE.iter().map(u32::to_string).collect();
            t!(
                lang,
                "settings-days-not-offered",
                days = *days,
                offered = offered.join(", ")
            )
        }
        R::SettingsChallengeDays { days, max } => t!(
            lang,
            "settings-challenge-days-range",
            days = *days,
            max = *max
        ),
        R::SettingsAllOrList => t!(lang, "settings-all-or-list"),
        R::SettingsNotListed { channel } => {
            t!(lang, "settings-not-listed", channel = mention(*channel))
        }
        R::TournamentServersOnly => t!(lang, "tournament-servers-only"),
        R::TournamentOtherServer { id } => t!(lang, "tournament-other-server", id = *id),
        R::NoSuchTournament { id } => t!(lang, "tournament-no-such", id = *id),
        R::NoTournamentHere { sub } => {
            t!(lang, "tournament-none-here", sub = subcommand(lang, sub))
        }
        R::WhichTournament { sub, choices } => {
            let list: Vec<String> = choices
                .iter()
                .map(|(id, name)| t!(lang, "tournament-choice", id = *id, name = name))
                .collect();
            t!(
                lang,
                "tournament-which",
                sub = subcommand(lang, sub),
                list = list.join(", ")
            )
        }
        R::TournamentNotAllowed { id } => t!(lang, "tournament-not-allowed", id = *id),
        R::TournamentCreateNotAllowed => t!(lang, "tournament-create-not-allowed"),
        R::TournamentStartNotOpen { id } => t!(lang, "tournament-start-not-open", id = *id),
        R::TournamentTooFew {
            id,
            players,
            fewest,
        } => t!(
            lang,
            "tournament-start-too-few",
            id = *id,
            players = *players,
            fewest = *fewest
        ),
        R::TournamentTooManyRounds {
            rounds,
            players,
            most,
        } => t!(
            lang,
            "tournament-too-many-rounds",
            rounds = *rounds,
            players = *players,
            most = *most
        ),
        R::TournamentUnpaired(why) => why.clone(),
        R::TournamentNotEntered { id } => t!(lang, "tournament-not-entered", id = *id),
        R::TournamentWithdrawNotRunning { id } => {
            t!(lang, "tournament-withdraw-not-running", id = *id)
        }
        R::TournamentExportNotBegun { id } => {
            t!(lang, "tournament-export-not-begun", id = *id)
        }
        R::TournamentJoinClosed { id, name } => {
            t!(lang, "tournament-join-closed", id = *id, name = name)
        }
        R::TournamentJoinTwice { id, name } => {
            t!(lang, "tournament-join-twice", id = *id, name = name)
        }
        R::TournamentJoinFull { id, name, max } => t!(
            lang,
            "tournament-join-full",
            id = *id,
            name = name,
            max = *max
        ),
        R::TournamentLeaveStarted { id } => t!(lang, "tournament-leave-started", id = *id),
        R::TournamentCancelTooLate { id } => {
            t!(lang, "tournament-cancel-too-late", id = *id)
        }
        R::TeamInDms => t!(lang, "team-in-dms"),
        R::NotInTeam { team } => t!(lang, "team-not-member", team = team),
        R::TeamEmpty { team } => t!(lang, "team-empty", team = team),
        R::TeamOfOne { team } => t!(lang, "team-of-one", team = team),
        R::QuorumAboveMembers {
            team,
            quorum,
            members,
        } => t!(
            lang,
            "team-quorum-above-members",
            team = team,
            quorum = *quorum,
            members = *members
        ),
        R::TeamNotJoined { team, game } => {
            t!(lang, "team-not-joined", team = team, game = *game)
        }
        R::TeamTurnOf { team, name } => t!(lang, "team-turn-of", team = team, name = name),
        R::SameVote { text } => t!(lang, "team-same-vote", text = text.as_str()),
        R::CaptainOnly { team, captain } => {
            t!(lang, "team-captain-only", team = team, captain = captain)
        }
        R::NoTeamHere { game } => t!(lang, "team-none-here", game = *game),
        R::NoVoteHere { game } => t!(lang, "team-no-vote-here", game = *game),
        R::MatchNotAllowed => t!(lang, "match-not-allowed"),
        R::MatchInDms => t!(lang, "match-in-dms"),
        R::MatchCodeUnknown { code } => t!(lang, "match-code-unknown", code = code),
        R::MatchCodeExpired { code } => t!(lang, "match-code-expired", code = code),
        R::MatchSameServer { code } => t!(lang, "match-same-server", code = code),
        R::MatchTaken { code } => t!(lang, "match-taken", code = code),
        R::MatchByCode { game } => t!(lang, "match-by-code", game = *game),
    }
}

/// No game of the kind wanted here.
fn none_here(lang: Lang, want: Want) -> String {
    let kind = match want {
        Want::MyActive => "my-active",
        Want::ChallengeForMe => "challenge-for-me",
        Want::MyChallenge => "my-challenge",
        Want::Any => "any",
        Want::MyLatest => "my-latest",
    };
    t!(lang, "find-none-here", kind = kind)
}

/// A `/tournament` subcommand as the reader's client shows it.
fn subcommand(lang: Lang, sub: &str) -> String {
    option_name(lang, "tournament", sub)
}

/// A stored game that does not read back: said as it is (for whoever looks into it).
fn damaged(d: &Damage) -> String {
    match d {
        Damage::Rules(e) => e.to_string(),
        Damage::Start { error, .. } => error.clone(),
        Damage::Replay { game, ply, why } => {
            format!("game #{game} cannot be replayed at ply {ply}: {why}")
        }
        Damage::Log { game } => {
            format!("game #{game} is damaged: its log does not lead to its position")
        }
    }
}
