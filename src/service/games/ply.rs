//! Playing a ply and announcing it: the move checked and stored with the next deadline, a
//! conditional answer played at once, and the post that tells it (the end, if it ended),
//! with the direct messages it owes.

use crate::i18n::{date_time, Lang};
use crate::rules::explain::resolve;
use crate::rules::{Action, Captured, Position};
use crate::service::clock::{bank, bank_words};
use crate::service::games::bot::level_of;
use crate::service::games::conditional::{after, Step};
use crate::service::games::deadline::{due, past_weekend, turn_of};
use crate::service::games::ending::{conclude, Ending};
use crate::service::games::loaded::Loaded;
use crate::service::words::move_line::{colour_names, move_line};
use crate::service::words::phrases;
use crate::service::words::tell;
use crate::service::{Answer, Notice, Refusal, Reply};
use crate::store::moves::{self, MoveRow};
use crate::store::notify::{self, Mode};
use crate::store::sql::Connection;
use crate::store::{games, offers, players, premoves, watchers};
use crate::t;

/// `action`, checked legal, played for `mover` (a player, or a team's side) and announced in
/// `post`: the move stored with the next deadline, a conditional answer played at once, and
/// the post that tells it (the end, if it ended), with the direct messages it owes.
pub fn played(
    tx: &Connection,
    mut g: Loaded,
    mover: u64,
    action: Action,
    post: Lang,
    pair_limit: u32,
    now: i64,
) -> Answer {
    let first = record(tx, &mut g, mover, action, now)?;
    let names = colour_names(
        post,
        players::name_or_empty(tx, g.row.white)?,
        players::name_or_empty(tx, g.row.black)?,
    );
    let mut told = Vec::new();
    let answer = match g.game.outcome() {
        None => conditional_answer(tx, &mut g, &first.written, now, &mut told)?,
        Some(_) => None,
    };
    let mut reply = match &answer {
        None => {
            let line = |lang| first.line(lang, &names);
            announce_move(tx, &g, post, &line, &|_| None, pair_limit, now)?
        }
        Some(second) => {
            // The reply, then the answer given in advance, marked as such.
            let earlier = |lang| {
                Some(t!(
                    lang,
                    "play-moved",
                    game = g.row.id,
                    number = phrases::move_number(first.ply),
                    line = first.line(lang, &names)
                ))
            };
            let line = |lang| {
                let said = second.line(lang, &names);
                let marker = t!(lang, "premove-marker");
                format!("{} {marker}.", said.trim_end_matches('.'))
            };
            announce_move(tx, &g, post, &line, &earlier, pair_limit, now)?
        }
    };
    for n in told {
        match reply.notices.iter_mut().find(|m| m.user == n.user) {
            // One message for one move: what became of their lines, then their turn.
            Some(m) => {
                m.text = format!("{}\n{}", n.text, m.text);
                m.board = m.board.take().or(n.board);
            }
            None => reply.notices.push(n),
        }
    }
    Ok(reply)
}

/// One ply as played and stored: what the reply tells of it.
struct Played {
    ply: u32,
    before: Position,
    action: Action,
    written: String,
    captured: Vec<Captured>,
}

impl Played {
    fn line(&self, lang: Lang, names: &[String; 2]) -> String {
        move_line(
            lang,
            &self.before,
            self.action,
            &self.written,
            &self.captured,
            names,
        )
    }
}

/// Plays `action` for `mover`, logs it, and sets the next player's deadline.
fn record(
    tx: &Connection,
    g: &mut Loaded,
    mover: u64,
    action: Action,
    now: i64,
) -> Result<Played, Refusal> {
    let written = action.text(&g.game.pos);
    let before = g.game.pos;
    let captured = g.play(action);
    let ply = g.row.ply + 1;
    let position = g.game.rfen();
    let row = MoveRow {
        ply,
        mover,
        text: written.clone(),
        position_after: position.clone(),
        captures: captures_json(&captured),
        played_at: now,
    };
    moves::append(tx, g.row.id, &row)?;
    let next = g.to_move().expect("players set");
    // The mover's bank is charged against the deadline they moved by, so before it moves.
    let clock = bank::after_move(tx, &g.row, mover, next, now)?;
    let deadline = due(tx, &g.row, next, turn_of(&clock, &g.row), now)?.at;
    games::advance(tx, g.row.id, &position, ply, deadline, now)?;
    crate::service::teams::window::open(tx, g, mover, next, deadline, now)?;
    games::set_clock(tx, g.row.id, &clock)?;
    g.row.clock = clock;
    offers::withdraw(tx, g.row.id)?;
    g.row.position = position;
    g.row.ply = ply;
    g.row.deadline = Some(deadline);
    g.moves.push(row);
    Ok(Played {
        ply,
        before,
        action,
        written,
        captured,
    })
}

/// The answer the player now to move gave in advance (`/premove`) to `theirs`, played at
/// once in the same transaction; their lines go on after it, or (none foreseeing `theirs`)
/// are dropped. Either way they are told, privately.
fn conditional_answer(
    tx: &Connection,
    g: &mut Loaded,
    theirs: &str,
    now: i64,
    told: &mut Vec<Notice>,
) -> Result<Option<Played>, Refusal> {
    let Some(player) = g.to_move() else {
        return Ok(None);
    };
    let id = g.row.id;
    // The lines were given before `theirs`, one ply ago.
    let lines = premoves::lines(tx, id, player, g.row.ply - 1)?;
    let lang = players::lang(tx, player)?;
    let (answer, rest) = match after(&lines, theirs) {
        Step::Nothing => return Ok(None),
        Step::Answer { answer, rest } => (answer, rest),
        Step::RanOut => {
            premoves::clear(tx, id, player)?;
            let text = t!(lang, "premove-ran-out", game = id, theirs = theirs);
            told.push(Notice {
                user: player,
                text,
                board: None,
            });
            return Ok(None);
        }
    };
    // Checked when given, in this very position: it is legal.
    let action = resolve(&g.game, &answer).expect("a conditional move checked when given");
    let played = record(tx, g, player, action, now)?;
    let rest = if g.game.outcome().is_some() {
        Vec::new()
    } else {
        rest
    };
    premoves::replace(tx, id, player, g.row.ply, &rest, now)?;
    let text = t!(
        lang,
        "premove-played",
        game = id,
        theirs = theirs,
        answer = played.written.as_str(),
        left = rest.len()
    );
    told.push(Notice {
        user: player,
        text,
        board: Some(g.image(tx)?),
    });
    Ok(Some(played))
}

/// The move's reply, posted in `post`: its number as the record gives it, the move and its
/// captures (`line` in a language), and who is to move next by when, or how the game
/// ended; the board drawn after the result is kept. Watchers read it in their own language.
fn announce_move(
    tx: &Connection,
    g: &Loaded,
    post: Lang,
    line: &dyn Fn(Lang) -> String,
    earlier: &dyn Fn(Lang) -> Option<String>,
    pair_limit: u32,
    now: i64,
) -> Answer {
    let (game, number) = (g.row.id, phrases::move_number(g.row.ply));
    let deadline = g.row.deadline.unwrap_or(now);
    // A ply told before this one (the reply a conditional move answered), on its own line.
    let with_earlier = |lang: Lang, text: String| match earlier(lang) {
        Some(e) => format!("{e}\n{text}"),
        None => text,
    };
    if let Some(outcome) = g.game.outcome() {
        // The end is told in the post's language, as the move line before it.
        let end = conclude(tx, g, &Ending::Rules(outcome), post, pair_limit, now)?;
        let text = t!(
            post,
            "play-moved",
            game = game,
            number = number,
            line = line(post)
        );
        return Ok(Reply {
            text: with_earlier(post, format!("{text}\n{}", end.text)),
            ..end
        });
    }
    let next = g.to_move().expect("players set");
    let next_name = players::name(tx, next)?.unwrap_or_default();
    let text = |lang| {
        let moved = t!(
            lang,
            "play-moved-next",
            game = game,
            number = number,
            line = line(lang),
            next = &next_name,
            due = date_time(lang, deadline)
        );
        with_earlier(lang, moved)
    };
    let clock = |lang| {
        let past_weekend = past_weekend(tx, &g.row, next, now)?;
        bank_words::after_deadline(tx, lang, &g.row, past_weekend, now)
    };
    let mut reply = Reply {
        game: Some(game),
        board: Some(g.image(tx)?),
        text: text(post) + &clock(post)?,
        ..Reply::default()
    };
    reply.mentions.push(next);
    if let Some(n) = your_turn(
        tx,
        g,
        next,
        &|lang| with_earlier(lang, line(lang)),
        deadline,
        &clock,
    )? {
        reply.notices.push(Notice {
            board: reply.board.clone(),
            ..n
        });
    }
    for w in watchers::list(tx, game)? {
        reply.notices.push(Notice {
            user: w,
            text: text(players::lang(tx, w)?) + &clock(players::lang(tx, w)?)?,
            board: reply.board.clone(),
        });
    }
    Ok(reply)
}

/// The direct message telling `next` their turn has come, when they chose one at every
/// move (the default): not in games against the bot, which answers at once.
fn your_turn(
    tx: &Connection,
    g: &Loaded,
    next: u64,
    line: &dyn Fn(Lang) -> String,
    deadline: i64,
    clock: &dyn Fn(Lang) -> crate::store::sql::Result<String>,
) -> crate::store::sql::Result<Option<Notice>> {
    let against_bot = g.row.opponent_of(next).and_then(level_of).is_some();
    if against_bot || notify::get(tx, next)?.mode != Mode::Move {
        return Ok(None);
    }
    let (game, number) = (g.row.id, phrases::move_number(g.row.ply));
    tell::one(tx, next, |lang| {
        t!(
            lang,
            "notify-your-move",
            game = game,
            number = number,
            line = line(lang),
            due = date_time(lang, deadline),
            link = crate::service::games::link::link(&g.row)
        ) + &clock(lang).unwrap_or_default()
    })
    .map(Some)
}

pub fn captures_json(captured: &[Captured]) -> String {
    let list: Vec<serde_json::Value> = captured
        .iter()
        .map(|c| {
            let captors: Vec<String> = c.captors.squares().iter().map(|s| s.to_string()).collect();
            let mut json = serde_json::json!({
                "square": c.square.to_string(),
                "piece": c.piece.text(),
                "how": c.how.to_string(),
                "by": c.by.name(),
                "captors": captors,
            });
            if let Some(r) = c.rescue {
                json["rescue"] = serde_json::json!({
                    "pyramid": r.pyramid.to_string(),
                    "component": r.component.text(),
                });
            }
            json
        })
        .collect();
    serde_json::Value::Array(list).to_string()
}
