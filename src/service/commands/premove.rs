//! `/premove`: conditional moves. While the opponent is to move, a player gives lines of
//! "if they play X, I answer Y ..." (`line:"f6-f5 d4-d5 g6-g5 c3-c4"`), each move checked in
//! the position it would be played in; several lines make a tree. The opponent's move plays
//! the answer it matches at once, in its own transaction (`fire`, from `/move`). Without a
//! line: the caller's lines, privately; `clear:true` drops them. Only their author ever
//! sees them; never in games against the bot.

use crate::rules::explain::resolve;
use crate::rules::Game;
use crate::service::games::bot::level_of;
use crate::service::games::conditional::{disagreement, merged, Line};
use crate::service::games::loaded::Loaded;
use crate::service::games::turn::my_game;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Cx, Declared, Kind, Opt, GAME};
use crate::service::{Answer, Command, Refusal, Reply, User};
use crate::store::games::Status;
use crate::store::sql::Connection;
use crate::store::{players, premoves};
use crate::t;

/// The most moves in one line, and lines in one game.
pub const MAX_MOVES: usize = 20;
pub const MAX_LINES: usize = 10;

pub const PREMOVE: Declared = Declared {
    name: "premove",
    options: &[
        Opt::named(
            "line",
            Kind::Text {
                autocomplete: false,
            },
        ),
        Opt::named("clear", Kind::Flag),
        GAME,
    ],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 17,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        Ok(Command::Premove {
            game: g.game(),
            line: g.text("line").map(str::to_string),
            clear: g.flag("clear").unwrap_or(false),
        })
    },
};

pub fn run(cx: &Cx, game: Option<i64>, line: Option<&str>, clear: bool) -> Answer {
    let (tx, user) = (cx.tx, cx.user);
    let g = my_game(tx, user, cx.place, game, |r| r.status == Status::Active)?;
    // A team's lines are its captain's to give.
    let user = &crate::service::teams::acting::for_side(tx, &g, user)?;
    let opponent = g.row.opponent_of(user.id).unwrap_or_default();
    if level_of(opponent).is_some() {
        return Err(Refusal::PremoveAgainstBot { game: g.row.id });
    }
    let id = g.row.id;
    if clear {
        let n = premoves::clear(tx, id, user.id)?;
        return Ok(Reply::private(t!(
            user.lang,
            "premove-cleared",
            game = id,
            count = n
        )));
    }
    let Some(text) = line else {
        return listed(tx, user, &g);
    };
    if g.to_move() == Some(user.id) {
        return Err(Refusal::PremoveYourTurn { game: id });
    }
    let new = checked_line(user, &g.game, text)?;
    let ply = g.row.ply;
    let given = premoves::lines(tx, id, user.id, ply)?;
    if let Some((at, before)) = disagreement(&given, &new) {
        return Err(Refusal::PremoveDisagrees {
            theirs: new[at - 1].clone(),
            before: before.to_string(),
            now: new[at].clone(),
        });
    }
    let lines = merged(&given, new.clone());
    if lines.len() > MAX_LINES {
        return Err(Refusal::PremoveTooManyLines { max: MAX_LINES });
    }
    premoves::replace(tx, id, user.id, ply, &lines, cx.now)?;
    let them = players::name(tx, opponent)?.unwrap_or_default();
    Ok(Reply::private(t!(
        user.lang,
        "premove-saved",
        game = id,
        line = spelled(&new),
        opponent = them,
        count = lines.len()
    )))
}

/// The line as typed, each move checked where it would be played and written in
/// canonical text; refused with the first move that cannot be.
fn checked_line(user: &User, game: &Game, text: &str) -> Result<Line, Refusal> {
    let _lang = user.lang;
    let typed: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .collect();
    if typed.is_empty() {
        return Err(Refusal::PremoveEmpty);
    }
    if typed.len() > MAX_MOVES {
        return Err(Refusal::PremoveTooLong {
            max: MAX_MOVES,
            count: typed.len(),
        });
    }
    if typed.len() % 2 == 1 {
        return Err(Refusal::PremoveEndsWithTheirs {
            text: typed[typed.len() - 1].to_string(),
        });
    }
    let mut game = game.clone();
    let mut line = Line::new();
    for (i, t) in typed.iter().enumerate() {
        if game.outcome().is_some() {
            return Err(Refusal::PremoveAfterEnd {
                number: i + 1,
                text: t.to_string(),
            });
        }
        let action = resolve(&game, t).map_err(|e| Refusal::PremoveIllegal {
            number: i + 1,
            text: t.to_string(),
            why: e,
        })?;
        line.push(action.text(&game.pos));
        game.play(action);
    }
    Ok(line)
}

/// "f6-f5 → d4-d5, g6-g5 → c3-c4": each reply foreseen with its answer.
pub fn spelled(line: &[String]) -> String {
    let pairs: Vec<String> = line
        .chunks(2)
        .map(|p| format!("{} → {}", p[0], p.get(1).map_or("", String::as_str)))
        .collect();
    pairs.join(", ")
}

/// The caller's lines in the game, privately.
fn listed(tx: &Connection, user: &User, g: &Loaded) -> Answer {
    let lines = premoves::lines(tx, g.row.id, user.id, g.row.ply)?;
    if lines.is_empty() {
        return Ok(Reply::private(t!(
            user.lang,
            "premove-none",
            game = g.row.id
        )));
    }
    let list: Vec<String> = lines.iter().map(|l| format!("• {}", spelled(l))).collect();
    Ok(Reply::private(t!(
        user.lang,
        "premove-list",
        game = g.row.id,
        lines = list.join("\n")
    )))
}
