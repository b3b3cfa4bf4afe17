//! Why the service did nothing, as data: what went wrong and with what (the game, the
//! square, the player to move). Worded only as it leaves the service, in its reader's
//! language, by `words::refusals`; tests assert on the variants, not on sentences.

use crate::rules::{Illegal, OptionError, Piece, Square, VariantId};
use crate::service::protocol::clock_asked::ClockPart;
use crate::service::protocol::command::DrawAction;
use crate::service::protocol::want::Want;
use crate::store::games::{Decision, GameRow, Status, Termination};
use std::collections::BTreeMap;

/// A user's mistake (or a failure), said back to them; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // --- Failures ---
    /// The database failed, with its own error.
    Database(String),
    /// A stored game cannot be read back as it was saved.
    Damaged(Damage),

    // --- What was typed ---
    /// A variant's options that do not exist or do not fit.
    BadOptions(OptionError),
    /// A word of the game options that is one of the challenge's own (`days:3` as `3`).
    DidYouMean {
        word: String,
        option: &'static str,
        value: String,
    },
    /// A player's name typed where options go, not mentioned.
    NameAsOption {
        word: String,
        name: String,
    },

    // --- Which game ---
    /// Game `game` is not reachable from here (not said whether it exists).
    NoSuchGame {
        game: i64,
        in_dms: bool,
    },
    /// No game of the kind wanted here.
    NoGameHere {
        want: Want,
    },
    /// Several games fit: the question which, with the candidates.
    WhichGame {
        which: Which,
        candidates: Vec<Candidate>,
    },

    // --- A game's state ---
    GameOver {
        game: i64,
        result: Option<Decision>,
        reason: Option<Termination>,
    },
    Aborted {
        game: i64,
    },
    StillChallenge {
        game: i64,
    },
    NeverStarted {
        game: i64,
        status: Status,
    },
    NotPlaying {
        game: i64,
    },
    NotYourTurn {
        game: i64,
        to_move: String,
    },

    // --- A move ---
    Illegal {
        text: String,
        why: Illegal,
    },
    /// A move chosen from a list for a later move than the game's next.
    ChosenAhead {
        text: String,
        game: i64,
        chosen: u32,
        next: u32,
    },
    /// A move chosen from a list for a position that is gone: (who, move) since.
    MovedOn {
        text: String,
        game: i64,
        chosen: u32,
        since: Vec<(String, String)>,
    },
    /// `/move e4` on an empty square.
    SquareEmpty {
        square: Square,
        next: Square,
    },
    /// `/move e4` on the opponent's piece.
    OpponentsPiece {
        piece: Piece,
        square: Square,
    },
    /// `/move C·4` where several pieces carry that token: the squares they stand on.
    SeveralCarry {
        piece: Piece,
        squares: Vec<Square>,
    },
    /// `/move e4` while it is the opponent's turn.
    NotYourTurnPiece {
        piece: Piece,
        square: Square,
    },

    // --- Challenges ---
    NotOffered {
        variant: VariantId,
    },
    DaysNotOffered {
        days: u32,
    },
    /// A time bank's part outside its limits.
    ClockOutOfRange {
        part: ClockPart,
        value: u32,
        min: u32,
        max: u32,
    },
    /// An increment (or a cap) given without the starting bank (`days`) it adds to.
    IncrementWithoutBank,
    /// A cap given without an increment: days per move have no bank to cap.
    CapWithoutIncrement,
    /// Weekends off asked for a game whose clock does not run (one against the bot).
    WeekendsWithoutClock,
    ChallengeSelf,
    DuplicateTo {
        name: String,
        game: i64,
    },
    DuplicateHere {
        game: i64,
    },
    /// A challenge no longer open (`state`: accepted, declined, ...).
    NoLonger {
        game: i64,
        state: &'static str,
    },
    NotABotLevel {
        level: u8,
    },
    AcceptOwn {
        game: i64,
    },
    ForAnother {
        game: i64,
        name: String,
    },
    DeclineOwn {
        game: i64,
    },
    DeclineOpen {
        game: i64,
    },
    CancelNotYours {
        game: i64,
    },
    ChallengeExpired {
        game: i64,
        deadline: Option<i64>,
    },
    RematchNotOver {
        game: i64,
    },
    RematchNotPlayer {
        game: i64,
    },
    /// A game begun outside the channels the server plays in.
    PlaysElsewhere {
        channels: Vec<u64>,
    },

    // --- Offers and ends ---
    AbortTooLate {
        game: i64,
    },
    AbortRefused {
        game: i64,
    },
    ResignMovedOn {
        game: i64,
    },
    DrawNotGoingOn {
        game: i64,
    },
    DrawNotPlayer {
        game: i64,
    },
    DrawGone {
        game: i64,
    },
    DrawOwn {
        game: i64,
        action: DrawAction,
    },
    DrawNone {
        game: i64,
    },

    // --- Watching, notes, conditional moves ---
    WatchNotGoingOn {
        game: i64,
    },
    WatchOwnGame {
        game: i64,
    },
    WatchAlready {
        game: i64,
    },
    NotWatching {
        game: i64,
    },
    NoteEmpty,
    NoteTooLong {
        count: usize,
        max: usize,
    },
    PremoveAgainstBot {
        game: i64,
    },
    PremoveYourTurn {
        game: i64,
    },
    PremoveDisagrees {
        theirs: String,
        before: String,
        now: String,
    },
    PremoveTooManyLines {
        max: usize,
    },
    PremoveEmpty,
    PremoveTooLong {
        count: usize,
        max: usize,
    },
    PremoveEndsWithTheirs {
        text: String,
    },
    PremoveAfterEnd {
        number: usize,
        text: String,
    },
    PremoveIllegal {
        number: usize,
        text: String,
        why: Illegal,
    },

    // --- The bot and the engine ---
    HintNotGoingOn {
        game: i64,
    },
    HintPeopleOnly {
        game: i64,
    },
    HintNotYourTurn {
        game: i64,
    },
    HintMovedOn {
        game: i64,
    },
    ReviewGoingOn {
        game: i64,
    },
    ReviewNotPlayed {
        game: i64,
    },

    // --- Exercises ---
    /// The move went to the newest of two open exercises (`to`, `other`: their kinds), and
    /// was refused there.
    InExercise {
        to: &'static str,
        other: &'static str,
        refusal: Box<Refusal>,
    },
    NoSuchLesson {
        number: u32,
        count: usize,
        variant: VariantId,
    },
    NoLessonOpen,
    LessonStepGone,
    NoPuzzleShipped,
    AllPuzzlesTried {
        variant: VariantId,
    },
    DailyPuzzleServersOnly,
    NoPuzzleOpen,
    /// `/puzzle mine` with none of one's own puzzles due: when the next one is.
    NoOwnPuzzleDue {
        next: i64,
    },
    /// `/puzzle mine` before any reviewed game gave one.
    NoOwnPuzzles,
    PuzzleStepGone,
    RulesNotOffered {
        variant: VariantId,
    },

    // --- Players and servers ---
    VacationLength {
        days: u32,
        max: u32,
    },
    VacationRunning {
        until: i64,
    },
    VacationUsedUp {
        left: i64,
        per_year: i64,
    },
    LeaderboardInDms,
    DigestNeedsMode,
    DigestNeedsTime,
    SettingsServersOnly,
    SettingsNotAllowed,
    SettingsDaysNotOffered {
        days: u32,
    },
    SettingsChallengeDays {
        days: u32,
        max: u32,
    },
    SettingsAllOrList,
    SettingsNotListed {
        channel: u64,
    },

    // --- Tournaments ---
    TournamentServersOnly,
    TournamentOtherServer {
        id: i64,
    },
    NoSuchTournament {
        id: i64,
    },
    NoTournamentHere {
        sub: &'static str,
    },
    WhichTournament {
        sub: &'static str,
        choices: Vec<(i64, String)>,
    },
    TournamentNotAllowed {
        id: i64,
    },
    TournamentCreateNotAllowed,
    TournamentStartNotOpen {
        id: i64,
    },
    TournamentTooFew {
        id: i64,
        players: usize,
        fewest: usize,
    },
    TournamentTooManyRounds {
        rounds: u32,
        players: usize,
        most: u32,
    },
    /// The pairing engine found no pairing (its own words).
    TournamentUnpaired(String),
    TournamentNotEntered {
        id: i64,
    },
    TournamentWithdrawNotRunning {
        id: i64,
    },
    TournamentExportNotBegun {
        id: i64,
    },
    TournamentJoinClosed {
        id: i64,
        name: String,
    },
    TournamentJoinTwice {
        id: i64,
        name: String,
    },
    TournamentJoinFull {
        id: i64,
        name: String,
        max: u32,
    },
    TournamentLeaveStarted {
        id: i64,
    },
    TournamentCancelTooLate {
        id: i64,
    },

    // --- Teams ---
    /// A team plays in a server's channel, never in direct messages.
    TeamInDms,
    /// The caller is not a member of the role named as their team.
    NotInTeam {
        team: String,
    },
    /// The role named as a team has nobody in it.
    TeamEmpty {
        team: String,
    },
    /// The role named as a team has one member only: a team is more than one person.
    TeamOfOne {
        team: String,
    },
    /// The quorum is more than the team has members: no vote could reach it.
    QuorumAboveMembers {
        team: String,
        quorum: u32,
        members: u32,
    },
    /// A rotating team's member who has not joined its turns (`/team join`).
    TeamNotJoined {
        team: String,
        game: i64,
    },
    /// A rotating team's move by a member whose turn it is not.
    TeamTurnOf {
        team: String,
        name: String,
    },
    /// A second vote for the move the member already voted for.
    SameVote {
        text: String,
    },
    /// A decision for the whole side (resign, a draw, an abort) taken by a member who is not
    /// the team's captain.
    CaptainOnly {
        team: String,
        captain: String,
    },
    /// `/team` in a game where the caller plays in no team.
    NoTeamHere {
        game: i64,
    },
    /// `/votes` in a game where no team is to move.
    NoVoteHere {
        game: i64,
    },

    // --- Matches between servers ---
    /// `/match` by a member who may not manage the server.
    MatchNotAllowed,
    /// `/match` in direct messages: a match is between servers.
    MatchInDms,
    /// No match has the code given (mistyped, or never made).
    MatchCodeUnknown {
        code: String,
    },
    /// The match's challenge expired (or was withdrawn) before another server took it.
    MatchCodeExpired {
        code: String,
    },
    /// The code was made in this same server: a match is against another server.
    MatchSameServer {
        code: String,
    },
    /// Another server took the match first.
    MatchTaken {
        code: String,
    },
    /// `/accept` of a match's challenge: it is taken up by its code, in another server.
    MatchByCode {
        game: i64,
    },
}

/// What a stored game failed on as it was read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// Its variant and options are not (or no longer) understood.
    Rules(OptionError),
    /// Its start position does not read.
    Start { game: i64, error: String },
    /// Its move `ply` is not legal where the log puts it.
    Replay { game: i64, ply: u32, why: Illegal },
    /// Its log does not lead to its stored position.
    Log { game: i64 },
}

/// What the question "which game?" is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Which {
    /// Games of a kind (the caller's, any, challenges).
    Kind(Want),
    /// The move typed fits none of the caller's games.
    MoveFitsNone(String),
    /// The move typed fits several.
    MoveFitsSeveral(String),
}

/// One game offered in the question "which game?", with the names it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub row: GameRow,
    /// The caller, to say "your turn" and who the opponent is.
    pub caller: u64,
    /// The players' names by id.
    pub names: BTreeMap<u64, String>,
    /// Why the move typed does not fit this game, if it was tried.
    pub why: Option<Box<CandidateWhy>>,
}

/// Why a move does not fit one of the caller's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CandidateWhy {
    Illegal(Illegal),
    Failed(Refusal),
}

impl From<crate::store::sql::Error> for Refusal {
    fn from(e: crate::store::sql::Error) -> Refusal {
        Refusal::Database(e.to_string())
    }
}

impl From<OptionError> for Refusal {
    fn from(e: OptionError) -> Refusal {
        Refusal::BadOptions(e)
    }
}
