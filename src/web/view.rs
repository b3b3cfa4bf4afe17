//! What a game's page shows, read from the store and worded by the service in the reader's
//! language: the players with their ratings, the terms, whose move and the time left, every
//! move with its captures in words, the result, and the position in words for the board's
//! text alternative. Also the version a live page compares to know it is behind.

use crate::i18n::{date_time, Lang};
use crate::rules::notation::written;
use crate::rules::square::FILES;
use crate::rules::{Color, Position, Square};
use crate::service::clock::bank_words;
use crate::service::games::loaded::load;
use crate::service::games::rating::stored_name;
use crate::service::games::record::how_words;
use crate::service::words::game_line::variant_text;
use crate::service::words::result::headline;
use crate::store::games::{self, GameRow, Status};
use crate::store::moves::MoveRow;
use crate::store::players;
use crate::store::sql::Connection;
use crate::store::web_tokens;
use crate::t;

pub struct GameView {
    pub token: String,
    /// Changes whenever anything the page shows does (see `version`).
    pub version: String,
    pub title: String,
    pub terms: String,
    pub white: Option<String>,
    pub black: Option<String>,
    /// The colour to move while the game goes on.
    pub to_move: Option<Color>,
    /// "bob to move, 2 days 3 hours left", the result, or where the game stands.
    pub state: String,
    /// Seconds until that time left, counted in whole hours, reads an hour less: the page
    /// asks for itself again then, so that one left open between moves stays true.
    pub renew_in: Option<i64>,
    pub moves: Vec<MoveView>,
    /// The position now, in words: the board's text alternative.
    pub position: String,
    /// Where the squares are on the board's picture, for the page to put its touch targets
    /// on them: "width height left top cell ranks", in the picture's pixels.
    pub geometry: String,
}

pub struct MoveView {
    pub ply: u32,
    pub text: String,
    pub captures: Vec<String>,
}

/// The version of what game `id`'s page shows: its plies, status, deadline and result, and
/// the ply of a draw offer standing (so the players' open pages learn of an offer and of
/// its end; who offered is not in it, since the public page carries no ids).
pub fn version(conn: &Connection, id: i64) -> Result<String, String> {
    crate::store::one(
        conn,
        "SELECT ply || '.' || status || '.' || coalesce(CAST(deadline AS TEXT), '') || '.' || coalesce(result, '')
             || '.' || coalesce((SELECT CAST(o.ply AS TEXT) FROM draw_offers o WHERE o.game_id = games.id), '')
         FROM games WHERE id = ?1",
        [id],
        |r| r.get::<_, String>(0),
    )
    .map_err(|e| e.to_string())
}

/// Game `id` as its page shows it in `lang` at time `now`.
pub fn game(conn: &Connection, id: i64, lang: Lang, now: i64) -> Result<GameView, String> {
    let err = |e: crate::store::sql::Error| e.to_string();
    let row = games::get(conn, id).map_err(err)?.ok_or("no such game")?;
    let token = web_tokens::of_game(conn, id)
        .map_err(err)?
        .unwrap_or_default();
    let name = |p: Option<u64>| p.map(|p| stored_name(conn, &row, p)).transpose();
    let (white, black) = (name(row.white).map_err(err)?, name(row.black).map_err(err)?);
    let version = version(conn, id)?;
    let loaded = load(conn, row.clone()).map_err(|r| format!("{r:?}"))?;
    let pos = loaded.game.pos;
    let running = row.status == Status::Active;
    let to_move = running.then_some(pos.side);
    // The one to move by name alone: the players' list gives the ratings.
    let mover = match to_move {
        Some(Color::White) => row.white,
        Some(Color::Black) => row.black,
        None => None,
    };
    let mover = mover
        .map(|p| players::name(conn, p))
        .transpose()
        .map_err(err)?
        .flatten();
    Ok(GameView {
        token,
        version,
        title: t!(lang, "web-game-title", id = id),
        terms: terms(lang, &row),
        state: state(lang, &row, mover, now)
            + &bank_words::after_deadline(conn, lang, &row, false, now).map_err(err)?,
        renew_in: renew_in(&row, now),
        moves: loaded
            .moves
            .iter()
            .map(|m| move_view(lang, &row, m))
            .collect(),
        position: position_words(lang, &pos),
        geometry: geometry(&loaded.game.rules, &pos),
        white,
        black,
        to_move,
    })
}

/// The board picture's layout as the renderer draws it (White at the bottom).
fn geometry(rules: &crate::rules::Ruleset, pos: &Position) -> String {
    let l = crate::render::BoardView::new(rules, pos).layout();
    format!(
        "{} {} {} {} {} {}",
        l.width, l.height, l.board.x, l.board.y, l.cell, l.ranks
    )
}

/// "neo (balanced=true), rated, 3 days per move".
fn terms(lang: Lang, row: &GameRow) -> String {
    let rated = if row.rated { "yes" } else { "no" };
    t!(
        lang,
        "web-terms",
        variant = variant_text(lang, row),
        rated = rated,
        clock = bank_words::terms(lang, row)
    )
}

/// Where the game stands: the player to move and their time, or the result.
fn state(lang: Lang, row: &GameRow, mover: Option<String>, now: i64) -> String {
    if let Some((decision, reason)) = row.ended() {
        return headline(lang, decision.winner(), reason.as_str());
    }
    match (row.status, mover, row.deadline) {
        (Status::Active, Some(name), Some(deadline)) => t!(
            lang,
            "web-to-move",
            name = name,
            left = time_left(lang, deadline - now),
            deadline = date_time(lang, deadline)
        ),
        (status, ..) => t!(lang, "web-status", status = status.as_str()),
    }
}

/// Seconds until the time left of a game going on reads an hour less (the second it drops
/// below the next whole hour); none once no time is left or no clock runs.
fn renew_in(row: &GameRow, now: i64) -> Option<i64> {
    let left = row.deadline? - now;
    (row.status == Status::Active && left > 0).then_some(left % 3600 + 1)
}

/// "2 days 3 hours", "5 hours", "no time"; whole hours, rounded down.
fn time_left(lang: Lang, seconds: i64) -> String {
    let hours = seconds.max(0) / 3600;
    t!(lang, "web-time-left", days = hours / 24, hours = hours % 24)
}

/// One ply with each capture it made in words ("takes C16 on d4: 4*4=16").
fn move_view(lang: Lang, row: &GameRow, m: &MoveRow) -> MoveView {
    let captures = serde_json::from_str::<Vec<serde_json::Value>>(&m.captures).unwrap_or_default();
    let word = |c: &serde_json::Value| {
        let s = |k: &str| c[k].as_str().unwrap_or_default().to_string();
        t!(
            lang,
            "record-capture",
            piece = s("piece"),
            square = s("square"),
            how = how_words(lang, &row.variant, &s("how"))
        )
    };
    MoveView {
        ply: m.ply,
        text: m.text.clone(),
        captures: captures.iter().map(word).collect(),
    }
}

/// Every piece of each side with its square, White first: "White: C4 on c3, T9 on d2. Black:
/// …"; shape letters as the key says.
pub fn position_words(lang: Lang, pos: &Position) -> String {
    let side = |color: Color| {
        let mut pieces = Vec::new();
        for rank in 0..pos.ranks {
            for file in 0..FILES {
                let sq = Square::new(file, rank);
                if let Some(p) = pos.at(sq).filter(|p| p.color == color) {
                    pieces.push(format!("{} {sq}", written(&p)));
                }
            }
        }
        pieces.join(", ")
    };
    t!(
        lang,
        "web-position",
        white = side(Color::White),
        black = side(Color::Black)
    )
}
