//! `/games`: a page of games (the caller's, a player's, or the channel's), each with whose
//! turn it is until when; Previous and Next turn the page in place.

use crate::i18n::{date_time, Lang};
use crate::service::clock::bank_words;
use crate::service::games::candidates;
use crate::service::games::find::reachable;
use crate::service::games::link::link;
use crate::service::games::rating::stored_name;
use crate::service::protocol::page_buttons;
use crate::service::protocol::AfterPress;
use crate::service::protocol::Cx;
use crate::service::protocol::{Declared, Kind, Opt};
use crate::service::words::game_line::variant_text;
use crate::service::Command;
use crate::service::{Answer, Place, Refusal, Reply, Scope, User};
use crate::store::games::{self, GameRow, Status};
use crate::store::players;
use crate::store::sql::Connection;
use crate::t;

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
pub fn games(cx: &Cx, scope: &Scope, page: u32) -> Answer {
    let (tx, user, place) = (cx.tx, cx.user, cx.place);
    let lang = user.lang;
    if *scope == Scope::Mine {
        let list = mine(tx, user, place, cx.now)?;
        return Ok(paged(lang, list, scope, page));
    }
    let (rows, title) = match scope {
        Scope::Player(p) => (
            games::live_of(tx, p.id)?,
            t!(
                lang,
                "view-title",
                kind = "player",
                name = players::name(tx, p.id)?.unwrap_or_else(|| p.name.clone())
            ),
        ),
        _ => (
            // A match's games are listed in both its servers' channels.
            games::live_in_channel(tx, place.channel)?,
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
        .collect::<crate::store::sql::Result<Vec<String>>>()?;
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
fn mine(tx: &Connection, user: &User, place: &Place, now: i64) -> Result<List, Refusal> {
    let everywhere = place.guild.is_none();
    let here = |g: &GameRow| everywhere || g.guild_id == place.guild;
    // Their own games and their teams' (a role they have plays a side).
    let mut playing: Vec<GameRow> = games::live_involving(tx, &user.ids(), user.id)?
        .into_iter()
        .filter(here)
        .collect();
    let watching: Vec<GameRow> = games::watched_by(tx, user.id)?
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
        if let Some(bank) = bank_words::bank_of(tx, user.lang, g, user.id, now)? {
            l.push_str(&format!(" ({bank})"));
        }
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

/// One game of a channel's or a player's list: a challenge and whom it is for, or the
/// players with their ratings and whose turn it is until when.
fn line(tx: &Connection, lang: Lang, g: &GameRow) -> crate::store::sql::Result<String> {
    let name = |id: Option<u64>| -> crate::store::sql::Result<String> {
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
    let rated = |id: Option<u64>| -> crate::store::sql::Result<String> {
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
    // A page turns in place.
    after_press: |_| AfterPress::Updates,
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
};
