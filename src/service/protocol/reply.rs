//! What the service answers: text, an optional board image, buttons, files, and whom to
//! tell. Adapters (Discord, console) turn it into messages.

use crate::i18n::Lang;
use crate::render::eval_graph::Graph;
use crate::rules::material::Losses;
use crate::rules::{Action, Captured, Color, Position, Ruleset, Square};
use crate::service::protocol::refusal::Refusal;
use crate::service::protocol::thinking::Thinking;
use crate::store::games::Termination;

/// Everything needed to draw a board, as typed values taken from the game as it was loaded
/// and replayed: drawing it reads no text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardImage {
    pub rules: Ruleset,
    /// The position shown.
    pub pos: Position,
    /// The last ply's action, to highlight it and write it in its player's strip.
    pub last: Option<Action>,
    /// The last ply's captures, for their squares and arrows.
    pub captures: Vec<Captured>,
    /// What each side has lost since the game's start, for the strips.
    pub losses: Losses,
    /// The squares of the arrangement that won the game, if one did: exactly its proof's.
    pub winning: Vec<Square>,
    /// Of those, each pyramid that counted as one of its parts, and that part's value.
    pub winning_parts: Vec<(Square, u32)>,
    /// Black at the bottom: only in a private picture for the player of Black.
    pub flip: bool,
    pub white: Option<String>,
    pub black: Option<String>,
    /// A finished game's stored result, shown in place of "to move".
    pub result: Option<Finished>,
    /// When the player to move must have moved (unix seconds), and the time the picture is
    /// drawn for (the service's clock), so the strip can say how long is left.
    pub deadline: Option<i64>,
    pub now: Option<i64>,
    /// The language of its words ("to move", "taken", the result): the message's it goes with.
    pub lang: Lang,
    /// A review's moment: the move played here and the engine's better one, drawn as
    /// arrows of their own colours; none on every other board.
    pub compared: Option<Compared>,
}

/// The move a player made and the one the engine prefers, in the position shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compared {
    pub played: Action,
    pub better: Action,
}

/// A finished game's result as stored: the winner (none for a draw) and the reason's name,
/// the rules' own (`harmony`, `threefold-repetition` ...) or the service's (`resignation`,
/// `agreement`, `time`), which the words of the result are chosen by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    pub winner: Option<Color>,
    pub reason: Termination,
}

/// Everything needed to draw a game's animated replay, as typed values taken from the game
/// as it was loaded: drawing it takes far longer than a board, so adapters do it outside the
/// service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayImage {
    /// The file name to attach it under.
    pub name: String,
    pub rules: Ruleset,
    /// The position the game started from.
    pub start: Position,
    /// The plies played, in order.
    pub actions: Vec<Action>,
    /// The players' names for the strips.
    pub white: Option<String>,
    pub black: Option<String>,
    /// A finished game's stored result, shown on the last frame.
    pub result: Option<Finished>,
    /// The language of its words: the message's it goes with.
    pub lang: Lang,
}

/// A player's rating over time, one series per variant, to draw as a chart (a PNG the
/// adapters draw outside the service, like the boards).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartImage {
    /// The file name to attach it under.
    pub name: String,
    pub title: String,
    /// (variant, [(unix seconds, rating rounded)]), oldest first: the rating the player
    /// started at, when their first game of the variant began; then one per rated game, at
    /// its end.
    pub series: Vec<(String, Vec<(i64, i64)>)>,
    /// The language of its words: the message's it goes with.
    pub lang: Lang,
}

/// A table to draw as a picture (a tournament's standings), attached under its file name;
/// drawn by the adapters outside the service, like the boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableImage {
    pub name: String,
    pub table: crate::render::table::Table,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Accept,
    Decline,
    /// Moving about (a list's pages), answering nothing.
    Neutral,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    /// Encodes the game and the offer: see `buttons`.
    pub custom_id: String,
    pub style: ButtonStyle,
}

/// A menu under a message to pick one of several values (Discord's string select; the
/// console lists them as buttons): the press carries `custom_id:value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub custom_id: String,
    /// What the closed menu says ("Choose a move").
    pub placeholder: String,
    /// At most 25, Discord's limit; each is shown as it is sent.
    pub options: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A private message to one user (a watcher, or a player being reminded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub user: u64,
    pub text: String,
    pub board: Option<BoardImage>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// Seen only by the user who asked (errors, private lists).
    pub ephemeral: bool,
    pub board: Option<BoardImage>,
    pub buttons: Vec<Button>,
    /// A menu under the buttons (a lesson's candidate moves).
    pub menu: Option<Menu>,
    pub files: Vec<Attachment>,
    /// An animated replay to draw and attach after the files.
    pub replay: Option<ReplayImage>,
    /// A rating chart to draw and attach last (`/stats`).
    pub chart: Option<ChartImage>,
    /// A game's evaluation over its moves, to draw and attach (`/analyse`).
    pub graph: Option<Graph>,
    /// A table to draw and attach (a tournament's standings).
    pub table: Option<TableImage>,
    /// More boards to attach, each under its file name (a review's costly moments).
    pub moments: Vec<(String, BoardImage)>,
    /// Users to mention in the public post (the player to move, a challenged player).
    pub mentions: Vec<u64>,
    pub notices: Vec<Notice>,
    /// The game the reply is about, if any.
    pub game: Option<i64>,
    /// For announcements not caused by a command (tick): where to post.
    pub channel: Option<u64>,
    /// True when the reply starts a game: the adapter may open a thread for it.
    pub game_started: bool,
    /// For a pressed button whose question is now answered: what the message it was on
    /// should say happened ("Accepted by bob"). That message loses its buttons; the reply
    /// itself is a new message.
    pub settled: Option<String>,
    /// For a pressed button that turns a page: the reply takes the place of the message the
    /// button was on instead of being a new one.
    pub update: bool,
    /// Engine work for the adapter to do outside the service's lock: a hint, whose answer
    /// takes this reply's place (`Reply::thought`), or a game's review, which the adapter
    /// runs with progress and hands back (`Service::reviewed`).
    pub thinking: Option<Thinking>,
    /// The language its text is written in (the post's, or the caller's when private), so
    /// the adapter writes what it adds (a thread's name) in it too.
    pub lang: Lang,
    /// Its posts and direct messages wait in the outbox (committed with the change that
    /// owes them): the adapter leaves them to the outbox's sender instead of sending them.
    pub queued: bool,
    /// The outbox row of the public post this reply, as an interaction's answer, delivers:
    /// marked sent once the answer is accepted, released to the sender if it fails.
    pub answer_row: Option<i64>,
    /// Technical detail for who tries the bot locally (the position as RFEN on `/board`):
    /// the console prints it with `--debug`; Discord never shows it.
    pub debug: Option<String>,
    /// A public post others must see although it is about no one game (a tournament's
    /// start): the outbox owes it as it owes a game's post.
    pub announces: bool,
    /// Further posts the same change owes, each in its `channel` (a tournament's games,
    /// each begun with its own post and thread), after this one.
    pub also: Vec<Reply>,
    /// Why nothing was done, when the reply is a refusal (its text says it in words).
    pub refused: Option<Refusal>,
    /// Open the game's board as a Discord Activity (the answer to Open board); its text
    /// says where else the board is, for adapters without Activities.
    pub launch: bool,
}

impl Reply {
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ephemeral: true,
            ..Reply::default()
        }
    }

    /// A refusal, said privately in `text` (its wording in the reader's language).
    pub fn refusal(refusal: Refusal, text: String) -> Reply {
        Reply {
            refused: Some(refusal),
            ..Reply::private(text)
        }
    }

    /// The reply with its pictures drawn for time `now`, so that they show the time left.
    pub(crate) fn at(mut self, now: i64) -> Reply {
        let boards = self
            .notices
            .iter_mut()
            .filter_map(|n| n.board.as_mut())
            .chain(self.board.as_mut());
        for b in boards {
            b.now = Some(now);
        }
        self.also = self.also.into_iter().map(|r| r.at(now)).collect();
        self
    }
}

/// What a command answers: its reply, or why nothing was done.
pub type Answer = Result<Reply, Refusal>;
