//! An outbox row's payload: what a post or direct message says and shows, as JSON; its board
//! as a reference to the game's log (`BoardRef`), drawn when it is sent.

use crate::i18n::Lang;
use crate::service::exercises::puzzle::{by_id, daily_board};
use crate::service::games::board_at::BoardRef;
use crate::service::{BoardImage, Button, ButtonStyle, Reply};
use crate::store::sql::Connection;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payload {
    pub text: String,
    #[serde(default)]
    pub mentions: Vec<u64>,
    /// (label, custom id, style: 0 accept, 1 decline, 2 neutral).
    #[serde(default)]
    pub buttons: Vec<(String, String, u8)>,
    #[serde(default)]
    pub board: Option<BoardRef>,
    /// A daily puzzle's post: its board is that puzzle's position (no game's), by its id.
    #[serde(default)]
    pub puzzle: Option<String>,
    /// The post begins its game: the sender opens the game's thread from it.
    #[serde(default)]
    pub begins: bool,
    pub lang: String,
}

impl Payload {
    /// What a post of `reply` carries, its board kept as a reference to `game`.
    pub fn post(conn: &Connection, reply: &Reply) -> crate::store::sql::Result<Payload> {
        Ok(Payload {
            text: reply.text.clone(),
            mentions: reply.mentions.clone(),
            buttons: reply.buttons.iter().map(button).collect(),
            board: board(conn, reply.game, reply.board.as_ref())?,
            puzzle: None,
            begins: reply.game_started && reply.game.is_some(),
            lang: reply.lang.code().to_string(),
        })
    }

    /// A direct message's text and board.
    pub fn notice(
        conn: &Connection,
        game: Option<i64>,
        text: &str,
        b: Option<&BoardImage>,
    ) -> crate::store::sql::Result<Payload> {
        Ok(Payload {
            text: text.to_string(),
            mentions: Vec::new(),
            buttons: Vec::new(),
            board: board(conn, game, b)?,
            puzzle: None,
            begins: false,
            lang: String::new(),
        })
    }

    /// The reply to send, its board drawn again from the log (left out if the log no longer
    /// leads there: the words still go).
    pub fn reply(&self, conn: &Connection, game: Option<i64>) -> Reply {
        let lang = Lang::parse(&self.lang).unwrap_or_default();
        let board = match &self.puzzle {
            Some(id) => by_id(id).map(|p| daily_board(p, lang)),
            None => self.board.as_ref().and_then(|b| b.image(conn)),
        };
        Reply {
            text: self.text.clone(),
            mentions: self.mentions.clone(),
            buttons: self
                .buttons
                .iter()
                .map(|(label, id, style)| Button {
                    label: label.clone(),
                    custom_id: id.clone(),
                    style: match style {
                        0 => ButtonStyle::Accept,
                        1 => ButtonStyle::Decline,
                        _ => ButtonStyle::Neutral,
                    },
                })
                .collect(),
            board,
            game,
            game_started: self.begins,
            lang,
            ..Reply::default()
        }
    }
}

fn button(b: &Button) -> (String, String, u8) {
    let style = match b.style {
        ButtonStyle::Accept => 0,
        ButtonStyle::Decline => 1,
        ButtonStyle::Neutral => 2,
    };
    (b.label.clone(), b.custom_id.clone(), style)
}

fn board(
    conn: &Connection,
    game: Option<i64>,
    b: Option<&BoardImage>,
) -> crate::store::sql::Result<Option<BoardRef>> {
    match (game, b) {
        (Some(g), Some(b)) => BoardRef::of(conn, g, b),
        _ => Ok(None),
    }
}
