//! What a user asks for, independent of how it arrived (slash command, button, console).

use crate::i18n::Lang;
use crate::service::protocol::clock_asked::ClockAsked;
use crate::service::protocol::exercise::ExercisePress;
use crate::service::protocol::tournament::Ask;
use crate::service::protocol::{notify, settings, Role, TeamAsk, User};
use crate::t;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourChoice {
    White,
    Black,
    Random,
}

impl ColourChoice {
    /// The colour typed, or what is wrong with it in the typist's `lang`.
    pub fn parse(s: &str, lang: Lang) -> Result<ColourChoice, String> {
        match s.to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(ColourChoice::White),
            "black" | "b" => Ok(ColourChoice::Black),
            "random" | "r" => Ok(ColourChoice::Random),
            _ => Err(t!(lang, "challenge-colour-invalid", typed = s)),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ColourChoice::White => "white",
            ColourChoice::Black => "black",
            ColourChoice::Random => "random",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAction {
    Offer,
    Accept,
    Decline,
}

/// Which games `/games` lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    Mine,
    Player(User),
    Channel,
}

/// The days a player may take per move.
pub const DAYS_PER_MOVE: [u32; 6] = [1, 2, 3, 5, 7, 14];

/// Days per move of a challenge that names none, unless the configuration or the server
/// says otherwise.
pub const DEFAULT_DAYS: u32 = 3;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Challenge {
        opponent: Option<User>,
        variant: String,
        options: Vec<String>,
        colour: ColourChoice,
        /// Days per move (the starting bank when `clock` has an increment); `None`: the
        /// server's default.
        days: Option<u32>,
        /// A time bank's increment and cap, weekends off.
        clock: ClockAsked,
        /// Whether the result counts for rating (false: a casual game).
        rated: bool,
        /// A team plays the challenger's side (`team:@Role`).
        team: Option<TeamAsk>,
    },
    /// A game against the bot at a level (1-5), begun at once.
    ChallengeBot {
        level: u8,
        variant: String,
        options: Vec<String>,
        colour: ColourChoice,
        days: Option<u32>,
        clock: ClockAsked,
        /// `Some(false)`: casual even where the server rates games against the bot.
        rated: Option<bool>,
        /// A team plays the challenger's side (`team:@Role`).
        team: Option<TeamAsk>,
    },
    /// The engine's move for the caller, in a game against the bot.
    Hint {
        game: Option<i64>,
    },
    Accept {
        game: Option<i64>,
        /// A team plays the accepting side (`team:@Role`).
        team: Option<TeamAsk>,
    },
    Decline {
        game: Option<i64>,
    },
    Cancel {
        game: Option<i64>,
    },
    /// The caller's clocks stand still for this many days.
    Vacation {
        days: u32,
    },
    /// A player's record: won, lost, drawn (the caller's when no player is named).
    Stats {
        player: Option<User>,
    },
    /// The server's players by rating, in one variant or all.
    Leaderboard {
        variant: Option<String>,
    },
    /// A new challenge to the opponent of a finished game, same variant, options and time,
    /// colours swapped (the Rematch button).
    Rematch {
        game: i64,
    },
    /// A move. `ply` is the move number it was listed for (a choice of Discord's
    /// autocomplete): refused, saying why, when the game has moved on meanwhile. A typed
    /// move has none and is played in the position it finds.
    Move {
        game: Option<i64>,
        text: String,
        ply: Option<u32>,
    },
    Board {
        game: Option<i64>,
    },
    /// The Open board button: the game's board opened as a Discord Activity (where else to
    /// find it, said in words, for adapters without Activities).
    OpenBoard {
        game: i64,
    },
    /// One page (from 1) of a list of games.
    Games {
        scope: Scope,
        page: u32,
    },
    /// Asks to resign: answered privately with Resign / Keep playing buttons.
    Resign {
        game: Option<i64>,
    },
    /// The Resign button: resigns the game if it still stands as it did when asked (ply).
    ConfirmResign {
        game: i64,
        ply: u32,
    },
    /// The Keep playing button: nothing changes.
    KeepPlaying {
        game: i64,
    },
    /// The Show the hint button: the game becomes casual if it still stands at `ply`, and
    /// the hint is given.
    ConfirmHint {
        game: i64,
        ply: u32,
    },
    /// The No hint button: nothing changes.
    NoHint {
        game: i64,
    },
    /// Calls a game off before both players have moved: no result.
    Abort {
        game: Option<i64>,
    },
    /// A draw offered, accepted or declined; a button's answer names the ply the offer it
    /// answers was made at (`offer_ply`), so a stale one does nothing.
    Draw {
        game: Option<i64>,
        action: DrawAction,
        offer_ply: Option<u32>,
    },
    Watch {
        game: Option<i64>,
    },
    Unwatch {
        game: Option<i64>,
    },
    /// How the caller is told it is their turn (nothing changed: shown).
    Notify(notify::Change),
    /// A private note on a game.
    Note {
        game: Option<i64>,
        text: String,
    },
    /// Conditional moves: a line to add, or the lines shown (`line` none), or dropped.
    Premove {
        game: Option<i64>,
        line: Option<String>,
        clear: bool,
    },
    History {
        game: Option<i64>,
    },
    Rules {
        variant: Option<String>,
    },
    Help,
    /// The server's settings, or a change to them.
    Settings(settings::Change),
    /// `/analyse`: the engine's review of a finished game.
    Analyse {
        game: Option<i64>,
    },
    /// `/puzzle`: a puzzle of a variant, the server's daily one, or an answer to the open
    /// one.
    Puzzle {
        variant: Option<String>,
        daily: bool,
        /// `mine`: the player's own puzzles, from their reviewed games.
        mine: bool,
        answer: Option<String>,
    },
    /// `/learn`: a variant's lesson (by number, or where the learner stopped), or an
    /// answer to the open step.
    Learn {
        variant: Option<String>,
        lesson: Option<u32>,
        answer: Option<String>,
    },
    /// `/tournament`: one of its subcommands, on tournament `id` (or the channel's own).
    Tournament {
        ask: Ask,
        id: Option<i64>,
    },
    /// `/votes`: a team's proposals and votes for its move (or its turn order, its
    /// suggestions).
    Votes {
        game: Option<i64>,
    },
    /// A vote button: a team member's vote for `text` in game `game` at move `ply`.
    Vote {
        game: i64,
        ply: u32,
        text: String,
    },
    /// `/team join` or `/team leave`: a member takes part in their team's game (its turns,
    /// its messages), or stops.
    Team {
        join: bool,
        game: Option<i64>,
    },
    /// An exercise's button or menu (a lesson's, a puzzle's), read by its kind.
    Exercise(ExercisePress),
    /// `/match create|accept`: a server's team against another server's.
    Match(crate::service::protocol::MatchAsk),
}

impl Command {
    /// The role named as a team, for an adapter to say how many members it has.
    pub fn team_role_mut(&mut self) -> Option<&mut Role> {
        match self {
            Command::Challenge { team, .. }
            | Command::ChallengeBot { team, .. }
            | Command::Accept { team, .. } => team.as_mut().map(|t| &mut t.role),
            Command::Match(ask) => Some(&mut ask.team_mut().role),
            _ => None,
        }
    }
}
