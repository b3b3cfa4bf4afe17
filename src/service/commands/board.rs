//! `/board`: a game's board as it stands, privately, from the caller's side.

use crate::i18n::date_time;
use crate::rules::Color;
use crate::service::games::candidates::find_to_view;
use crate::service::games::find::by_id;
use crate::service::games::loaded::load;
use crate::service::protocol::{Cx, Declared};
use crate::service::web_link::game_url;
use crate::service::words::notes as note;
use crate::service::words::phrases;
use crate::service::words::result::side_key;
use crate::service::Command;
use crate::service::{Answer, Place, Reply, User};
use crate::store::games::{Decision, Status};
use crate::store::players;
use crate::store::sql::Connection;
use crate::store::web_tokens;
use crate::t;

pub fn board(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let row = find_to_view(tx, user, place, id)?;
    let g = load(tx, row)?;
    // Only the caller sees it: in their language.
    let lang = user.lang;
    let (id, variant) = (g.row.id, phrases::variant_name(lang, &g.row.variant));
    let line = match g.row.status {
        Status::Active => {
            let who = players::name_or_empty(tx, g.to_move())?;
            let due = g
                .row
                .deadline
                .map(|d| date_time(lang, d))
                .unwrap_or_default();
            t!(
                lang,
                "view-board-active",
                id = id,
                variant = variant,
                number = phrases::move_number(g.row.ply + 1),
                name = who,
                side = side_key(g.game.pos.side),
                due = due
            )
        }
        Status::Finished => t!(
            lang,
            "view-board-finished",
            id = id,
            variant = variant,
            moves = phrases::move_number(g.row.ply),
            result = phrases::stored_result(
                lang,
                g.row.result.map(Decision::as_str),
                g.row.reason.as_deref().unwrap_or_default()
            )
        ),
        _ if g.row.aborted() => t!(lang, "view-board-aborted", id = id, variant = variant),
        other => t!(
            lang,
            "view-board-status",
            id = id,
            variant = variant,
            clause = phrases::status_clause(lang, other)
        ),
    };
    // Only the caller sees it, so it is drawn from their own side (a player of Black sees
    // Black at the bottom); the game's posts keep White at the bottom for everyone.
    // The caller's own notes on the game, which only they ever see.
    let line = match note::shown(tx, lang, g.row.id, user.id)? {
        Some(notes) => format!("{line}\n{notes}"),
        None => line,
    };
    let mut reply = Reply::private(line);
    reply.debug = Some(g.row.position.clone());
    let mut board = g.image(tx)?;
    board.flip = g.side_of(user) == Some(Color::Black);
    reply.board = Some(board);
    reply.game = Some(g.row.id);
    Ok(reply)
}

/// `/board`: the board, drawn from the caller's side.
pub const BOARD: Declared =
    Declared::on_a_game("board", 5, |g| Ok(Command::Board { game: g.game() }));

/// The Open board button: the board of this place's game `id` opened as a Discord Activity;
/// the text names the game's page too, for an adapter without Activities.
pub fn open(cx: &Cx, id: i64) -> Answer {
    let row = by_id(cx.tx, cx.user, cx.place, id)?;
    let lang = cx.user.lang;
    let text = match (cx.web_url, web_tokens::of_game(cx.tx, row.id)?) {
        (Some(base), Some(token)) => t!(lang, "board-open-at", url = game_url(base, &token)),
        _ => t!(lang, "board-open-here", id = row.id),
    };
    Ok(Reply {
        launch: true,
        game: Some(row.id),
        ..Reply::private(text)
    })
}
