//! Which of the caller's games in one place a command means when it names none: the only
//! one, or the only one where the command makes sense (for `/move`: the caller's turn and a
//! legal move). Never a guess between two: with several, the answer lists them (number,
//! opponent, variant, whose turn) and asks for game:N.

use crate::i18n::{date_time, Lang};
use crate::rules::explain::resolve;
use crate::service::games::find::{in_channel, named_or_thread, none_here, Want};
use crate::service::games::loaded::{load, Loaded};
use crate::service::words::illegal::reason;
use crate::service::words::phrases::variant_name;
use crate::service::{Place, Refusal, User};
use crate::store::games::{GameRow, Status};
use crate::store::players;
use crate::t;
use rusqlite::Connection;

/// The game a look-only command means: the caller's running game, else the one game going on
/// here, else the caller's latest game here.
pub fn find_to_view(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
) -> Result<GameRow, Refusal> {
    if let Some(g) = named_or_thread(conn, user, place, id)? {
        return Ok(g);
    }
    // The next kind is tried only when there is none of this one: several are a question.
    for want in [Want::MyActive, Want::Any, Want::MyLatest] {
        let here = in_channel(conn, user, place, want)?;
        if !here.is_empty() {
            return one_of(conn, user, want, here);
        }
    }
    Err(Refusal::Said(none_here(user.lang, Want::MyLatest)))
}

pub fn find(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
    want: Want,
) -> Result<GameRow, Refusal> {
    if let Some(g) = named_or_thread(conn, user, place, id)? {
        return Ok(g);
    }
    let here = in_channel(conn, user, place, want)?;
    if here.is_empty() {
        return Err(Refusal::Said(none_here(user.lang, want)));
    }
    one_of(conn, user, want, here)
}

/// The game named, the thread's, or the caller's running games in this channel (never
/// none: with none running, their latest game here, so "game #3 is over" can be said).
fn mine_here(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
) -> Result<Vec<GameRow>, Refusal> {
    if let Some(g) = named_or_thread(conn, user, place, id)? {
        return Ok(vec![g]);
    }
    let active = in_channel(conn, user, place, Want::MyActive)?;
    if !active.is_empty() {
        return Ok(active);
    }
    in_channel(conn, user, place, Want::MyLatest)?
        .pop()
        .map(|g| vec![g])
        .ok_or_else(|| Refusal::Said(none_here(user.lang, Want::MyActive)))
}

/// The caller's game for a command on a running game: among several here, the only one for
/// which `fits` holds; if none or several fit, the question which.
pub fn mine(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
    fits: impl Fn(&GameRow) -> bool,
) -> Result<GameRow, Refusal> {
    narrow(
        conn,
        user,
        Want::MyActive,
        mine_here(conn, user, place, id)?,
        fits,
    )
}

/// A game of the wanted kind here (a challenge to answer, a game to watch): among several,
/// the only one for which `fits` holds; otherwise as `find` has it (the one, or the list).
pub fn choose(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
    want: Want,
    fits: impl Fn(&GameRow) -> bool,
) -> Result<GameRow, Refusal> {
    if named_or_thread(conn, user, place, id)?.is_none() {
        let here = in_channel(conn, user, place, want)?;
        let fitting: Vec<GameRow> = here.iter().filter(|g| fits(g)).cloned().collect();
        if here.len() > 1 && !fitting.is_empty() {
            return one_of(conn, user, want, fitting);
        }
    }
    find(conn, user, place, id, want)
}

fn narrow(
    conn: &Connection,
    user: &User,
    want: Want,
    all: Vec<GameRow>,
    fits: impl Fn(&GameRow) -> bool,
) -> Result<GameRow, Refusal> {
    let fitting: Vec<GameRow> = all.iter().filter(|g| fits(g)).cloned().collect();
    one_of(
        conn,
        user,
        want,
        if fitting.is_empty() { all } else { fitting },
    )
}

/// The one game of `games` (not empty), or the question which.
pub fn one_of(
    conn: &Connection,
    user: &User,
    want: Want,
    mut games: Vec<GameRow>,
) -> Result<GameRow, Refusal> {
    if games.len() == 1 {
        return Ok(games.remove(0));
    }
    let kind = match want {
        Want::MyActive | Want::MyLatest => "mine",
        Want::Any => "any",
        Want::ChallengeForMe => "challenges-for-me",
        Want::MyChallenge => "my-challenges",
    };
    let lines = games
        .iter()
        .map(|g| Ok((line(conn, user, g)?, None)))
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Err(ask(user.lang, kind, "", &lines))
}

/// The game `/move text` means: among the caller's running games here, the one where it is
/// their turn and `text` is a legal move. Loaded once: the move is played in what was
/// loaded to choose it.
pub fn for_move(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
    text: &str,
) -> Result<Loaded, Refusal> {
    let mut all = mine_here(conn, user, place, id)?;
    if all.len() == 1 {
        return load(conn, all.remove(0));
    }
    let mut legal = Vec::new();
    let mut lines = Vec::new();
    for g in &all {
        let mut why = None;
        if g.to_move() == Some(user.id) {
            // A game that cannot be loaded is simply not chosen; naming it says why.
            match load(conn, g.clone()) {
                Ok(l) => match resolve(&l.game, text) {
                    Ok(_) => legal.push(l),
                    Err(e) => why = Some(reason(user.lang, &e)),
                },
                Err(e) => why = Some(e.to(user.lang)),
            }
        }
        lines.push((line(conn, user, g)?, why));
    }
    if legal.len() == 1 {
        return Ok(legal.remove(0));
    }
    let text = text.trim();
    if legal.is_empty() {
        return Err(ask(user.lang, "move-fits-none", text, &lines));
    }
    let lines: Vec<(String, Option<String>)> = lines
        .into_iter()
        .zip(&all)
        .filter(|(_, g)| legal.iter().any(|l| l.row.id == g.id))
        .map(|(l, _)| l)
        .collect();
    Err(ask(user.lang, "move-fits-several", text, &lines))
}

/// The question: a head line of the `kind` (about the move `text`, for a move), then one
/// line per candidate (with why a move fits none).
fn ask(lang: Lang, kind: &str, text: &str, lines: &[(String, Option<String>)]) -> Refusal {
    let mut text = t!(lang, "play-which", kind = kind, text = text);
    for (line, why) in lines {
        text.push_str("\n- ");
        text.push_str(line);
        if let Some(why) = why {
            text.push_str(&format!(" ({why})"));
        }
    }
    Refusal::Said(text)
}

fn name(conn: &Connection, lang: Lang, id: Option<u64>) -> rusqlite::Result<String> {
    Ok(match id {
        Some(id) => players::name(conn, id)?.unwrap_or_else(|| "?".into()),
        None => t!(lang, "play-anyone"),
    })
}

/// The variant with its options, as a challenge states them: `neo (balanced=true)`,
/// the variant named in `lang` (`einfach (limit=200)`; the options are typed as they are).
pub fn variant_text(lang: Lang, g: &GameRow) -> String {
    let name = variant_name(lang, &g.variant);
    if g.options.is_empty() {
        name
    } else {
        format!("{name} ({})", g.options)
    }
}

/// One game as the caller sees it, in their language: number, variant, opponent, whose
/// turn and by when.
pub fn line(conn: &Connection, user: &User, g: &GameRow) -> rusqlite::Result<String> {
    let (lang, game) = (user.lang, g.id);
    let name = |id| name(conn, lang, id);
    let variant = variant_text(lang, g);
    let due = g.deadline.map(|d| date_time(lang, d)).unwrap_or_default();
    if g.status == Status::Challenge {
        return Ok(if g.challenger == user.id {
            t!(
                lang,
                "play-line-my-challenge",
                game = game,
                variant = variant,
                opponent = name(g.opponent)?,
                due = due
            )
        } else {
            t!(
                lang,
                "play-line-challenge-from",
                game = game,
                variant = variant,
                challenger = name(Some(g.challenger))?,
                due = due
            )
        });
    }
    let turn = match g.to_move() {
        _ if g.status != Status::Active => t!(lang, "play-turn", whose = "over"),
        Some(p) if p == user.id => t!(lang, "play-turn", whose = "mine", due = &due),
        p => t!(
            lang,
            "play-turn",
            whose = "other",
            name = name(p)?,
            due = &due
        ),
    };
    Ok(match g.opponent_of(user.id) {
        Some(o) => t!(
            lang,
            "play-line-against",
            game = game,
            variant = variant,
            opponent = name(Some(o))?,
            turn = turn
        ),
        None => t!(
            lang,
            "play-line-between",
            game = game,
            variant = variant,
            white = name(g.white)?,
            black = name(g.black)?,
            turn = turn
        ),
    })
}
