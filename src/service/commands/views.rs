//! Looking without changing: the board, lists of games, a game's record.

use crate::i18n::{date_time, Lang};
use crate::rules::Color;
use crate::service::commands::buttons::page_buttons;
use crate::service::commands::declared::{Declared, Kind, Opt, Run};
use crate::service::commands::note;
use crate::service::games::candidates::find_to_view;
use crate::service::games::candidates::{self, variant_text};
use crate::service::games::find::reachable;
use crate::service::games::loaded::load;
use crate::service::games::rating::stored_name;
use crate::service::games::record::export;
use crate::service::words::phrases;
use crate::service::words::result::side_key;
use crate::service::Command;
use crate::service::{Answer, Attachment, Notice, Place, Refusal, Reply, Scope, User};
use crate::store::games::{self, Decision, GameRow, Status};
use crate::store::players;
use crate::t;
use rusqlite::Connection;

pub fn board(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let row = find_to_view(tx, user, place, id)?;
    let g = load(tx, row)?;
    // Only the caller sees it: in their language.
    let lang = user.lang;
    let (id, variant) = (g.row.id, phrases::variant_name(lang, &g.row.variant));
    let line = match g.row.status {
        Status::Active => {
            let who = g
                .to_move()
                .map(|p| players::name(tx, p))
                .transpose()?
                .flatten()
                .unwrap_or_default();
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
    board.flip = g.colour_of(user.id) == Some(Color::Black);
    reply.board = Some(board);
    reply.game = Some(g.row.id);
    Ok(reply)
}

/// Lines listed on one page of `/games`: a screenful, well within one message.
pub const PAGE: usize = 10;

/// A list's title and lines, before it is cut into pages.
struct List {
    title: String,
    /// Whether the caller's own part of the list is empty (the heading says "none.").
    none: bool,
    body: Vec<String>,
    /// How many games the list holds (its lines may include a heading of their own).
    games: usize,
}

/// `/games`: one page of a list, seen only by the caller (so in their language), with
/// buttons to the pages on each side (the page is in the button, so it works after a
/// restart). A page past the end shows the last one.
pub fn games(tx: &Connection, user: &User, place: &Place, scope: &Scope, page: u32) -> Answer {
    let lang = user.lang;
    if *scope == Scope::Mine {
        let list = mine(tx, user, place)?;
        return Ok(paged(lang, list, scope, page));
    }
    let live = "status IN ('active', 'challenge')";
    let (rows, title) = match scope {
        Scope::Player(p) => (
            games::select(
                tx,
                &format!("{live} AND (white = ?1 OR black = ?1)"),
                [p.id as i64],
            )?,
            t!(
                lang,
                "view-title",
                kind = "player",
                name = players::name(tx, p.id)?.unwrap_or_else(|| p.name.clone())
            ),
        ),
        _ => (
            games::select(
                tx,
                &format!("{live} AND channel_id = ?1"),
                [place.channel as i64],
            )?,
            t!(lang, "view-title", kind = "channel", name = ""),
        ),
    };
    let rows: Vec<GameRow> = rows
        .into_iter()
        .filter(|g| reachable(g, user, place))
        .collect();
    let body = rows
        .iter()
        .map(|g| line(tx, lang, g))
        .collect::<rusqlite::Result<Vec<String>>>()?;
    let list = List {
        title,
        none: rows.is_empty(),
        body,
        games: rows.len(),
    };
    Ok(paged(lang, list, scope, page))
}

/// One page of a list: its heading, then at most `PAGE` lines, with Previous and Next
/// buttons.
fn paged(lang: Lang, list: List, scope: &Scope, page: u32) -> Reply {
    let pages = list.body.len().div_ceil(PAGE).max(1);
    let page = (page.max(1) as usize).min(pages);
    let title = if list.none {
        t!(lang, "view-list-none", title = list.title)
    } else {
        list.title
    };
    let mut text = match (pages, list.none) {
        (1, true) => title,
        (1, false) => t!(lang, "view-list", title = title),
        _ => t!(
            lang,
            "view-list-page",
            title = title,
            page = page,
            pages = pages,
            games = list.games
        ),
    };
    for l in list.body.iter().skip((page - 1) * PAGE).take(PAGE) {
        text.push('\n');
        text.push_str(l);
    }
    let mut reply = Reply::private(text);
    reply.buttons = page_buttons(lang, scope, page as u32, pages as u32);
    reply
}

/// The caller's own list, privately: the games they play and the challenges to or from them,
/// then the games they watch. On a server, that server's; in a direct message with the bot,
/// every server's, their turn first and the nearest deadline first, each with its link.
fn mine(tx: &Connection, user: &User, place: &Place) -> Result<List, Refusal> {
    let everywhere = place.guild.is_none();
    let here = |g: &GameRow| everywhere || g.guild_id == place.guild;
    let me = user.id as i64;
    let mut playing: Vec<GameRow> = games::select(
        tx,
        "status IN ('active', 'challenge')
         AND (white = ?1 OR black = ?1 OR challenger = ?1 OR opponent = ?1)",
        [me],
    )?
    .into_iter()
    .filter(here)
    .collect();
    let watching: Vec<GameRow> = games::select(
        tx,
        "status = 'active' AND id IN (SELECT game_id FROM watchers WHERE player_id = ?1)",
        [me],
    )?
    .into_iter()
    .filter(here)
    .collect();
    if everywhere {
        // lichess's "your turn" list: the games waiting for you first, the most urgent first.
        playing.sort_by_key(|g| {
            (
                !(g.status == Status::Active && g.to_move() == Some(user.id)),
                g.status != Status::Active,
                g.deadline.unwrap_or(i64::MAX),
            )
        });
    }
    let kind = if everywhere { "everywhere" } else { "mine" };
    let title = t!(user.lang, "view-title", kind = kind, name = "");
    let item = |g: &GameRow| -> Result<String, Refusal> {
        let mut l = format!("- {}", candidates::line(tx, user, g)?);
        if everywhere {
            l.push_str(&format!(" {}", link(g)));
        }
        Ok(l)
    };
    let mut body = playing.iter().map(item).collect::<Result<Vec<_>, _>>()?;
    if !watching.is_empty() {
        body.push(t!(user.lang, "view-watching"));
        for g in &watching {
            body.push(item(g)?);
        }
    }
    Ok(List {
        title,
        none: playing.is_empty(),
        body,
        games: playing.len() + watching.len(),
    })
}

/// The games waiting for `user`'s move on every server, the nearest deadline first, each
/// a line with its link (the daily digest).
pub fn waiting_lines(tx: &Connection, user: &User) -> Result<Vec<String>, Refusal> {
    let me = user.id as i64;
    let mut rows: Vec<GameRow> =
        games::select(tx, "status = 'active' AND (white = ?1 OR black = ?1)", [me])?
            .into_iter()
            .filter(|g| g.to_move() == Some(user.id))
            .collect();
    rows.sort_by_key(|g| (g.deadline.unwrap_or(i64::MAX), g.id));
    rows.iter()
        .map(|g| Ok(format!("- {} {}", candidates::line(tx, user, g)?, link(g))))
        .collect()
}

/// Where a game is played, as a Discord link to its thread or channel.
pub fn link(g: &GameRow) -> String {
    let server = g.guild_id.map_or("@me".to_string(), |s| s.to_string());
    let channel = g.thread_id.unwrap_or(g.channel_id);
    format!("<https://discord.com/channels/{server}/{channel}>")
}

/// One game of a channel's or a player's list: a challenge and whom it is for, or the
/// players with their ratings and whose turn it is until when.
fn line(tx: &Connection, lang: Lang, g: &GameRow) -> rusqlite::Result<String> {
    let name = |id: Option<u64>| -> rusqlite::Result<String> {
        Ok(match id {
            Some(id) => players::name(tx, id)?.unwrap_or_default(),
            None => t!(lang, "view-anyone"),
        })
    };
    if g.status == Status::Challenge {
        return Ok(t!(
            lang,
            "view-line-challenge",
            id = g.id,
            variant = variant_text(lang, g),
            from = name(Some(g.challenger))?,
            to = name(g.opponent)?
        ));
    }
    let rated = |id: Option<u64>| -> rusqlite::Result<String> {
        match id {
            Some(id) => stored_name(tx, g, id),
            None => name(None),
        }
    };
    Ok(t!(
        lang,
        "view-line-game",
        id = g.id,
        variant = variant_text(lang, g),
        white = rated(g.white)?,
        black = rated(g.black)?,
        name = name(g.to_move())?,
        due = g.deadline.map(|d| date_time(lang, d)).unwrap_or_default()
    ))
}

/// `/history`: the game's record as a file and its replay, posted in the place's language
/// (the record's comments too).
pub fn history(tx: &Connection, user: &User, place: &Place, id: Option<i64>) -> Answer {
    let row = find_to_view(tx, user, place, id)?;
    let g = load(tx, row)?;
    let lang = place.post_lang(user);
    let name = |id: Option<u64>| -> rusqlite::Result<String> {
        Ok(id
            .map(|i| players::name(tx, i))
            .transpose()?
            .flatten()
            .unwrap_or_else(|| "?".into()))
    };
    let (white, black) = (name(g.row.white)?, name(g.row.black)?);
    let text = export(lang, &g, &white, &black);
    let mut reply = Reply::public(t!(
        lang,
        "view-history",
        id = g.row.id,
        moves = phrases::moves_played(lang, g.row.ply)
    ));
    reply.files.push(Attachment {
        name: format!("rithmo-game-{}.txt", g.row.id),
        bytes: text.into_bytes(),
    });
    // Drawn by the adapter, outside the service: it takes a while for a long game.
    if !g.moves.is_empty() {
        reply.replay = Some(g.replay(white, black));
    }
    reply.game = Some(g.row.id);
    // The caller's notes come to them alone, beside the public record.
    if let Some(notes) = note::shown(tx, user.lang, g.row.id, user.id)? {
        reply.notices.push(Notice {
            user: user.id,
            text: notes,
            board: None,
        });
    }
    Ok(reply)
}

/// `/board`: the board, drawn from the caller's side.
pub const BOARD: Declared = Declared::on_a_game(
    "board",
    5,
    |g| Ok(Command::Board { game: g.game() }),
    |cx, c| match c {
        Command::Board { game } => Some(board(cx.tx, cx.user, cx.place, *game)),
        _ => None,
    },
);

/// `/games`: the caller's games, a player's, or this channel's, a page at a time.
pub const GAMES: Declared = Declared {
    name: "games",
    options: &[
        Opt::named("player", Kind::Someone),
        Opt::named("channel", Kind::Flag),
    ],
    in_dms: true,
    begins_games: false,
    managers_only: false,
    help: 0,
    parse: |g| {
        Ok(Command::Games {
            scope: match (g.someone("player"), g.flag("channel")) {
                (Some(p), _) => Scope::Player(p),
                (None, Some(true)) => Scope::Channel,
                _ => Scope::Mine,
            },
            page: 1,
        })
    },
    run: Run::Stored(|cx, c| match c {
        Command::Games { scope, page } => Some(games(cx.tx, cx.user, cx.place, scope, *page)),
        _ => None,
    }),
};

/// `/history`: the game's record and its replay.
pub const HISTORY: Declared = Declared::on_a_game(
    "history",
    9,
    |g| Ok(Command::History { game: g.game() }),
    |cx, c| match c {
        Command::History { game } => Some(history(cx.tx, cx.user, cx.place, *game)),
        _ => None,
    },
);
