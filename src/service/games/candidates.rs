//! Which of the caller's games in one place a command means when it names none: the only
//! one, or the only one where the command makes sense (for `/move`: the caller's turn and a
//! legal move). Never a guess between two: with several, the answer lists them (number,
//! opponent, variant, whose turn) and asks for game:N.

use crate::rules::explain::resolve;
use crate::service::games::find::{in_channel, named_or_thread};
use crate::service::games::loaded::{load, Loaded};
use crate::service::protocol::refusal::{Candidate, CandidateWhy, Which};
use crate::service::protocol::Want;
use crate::service::words::game_line::game_line;
use crate::service::{Place, Refusal, User};
use crate::store::games::GameRow;
use crate::store::players;
use crate::store::sql::Connection;
use std::collections::BTreeMap;

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
    Err(Refusal::NoGameHere {
        want: Want::MyLatest,
    })
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
        return Err(Refusal::NoGameHere { want });
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
        .ok_or(Refusal::NoGameHere {
            want: Want::MyActive,
        })
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
    let candidates = games
        .iter()
        .map(|g| candidate(conn, user, g, None))
        .collect::<crate::store::sql::Result<Vec<_>>>()?;
    Err(Refusal::WhichGame {
        which: Which::Kind(want),
        candidates,
    })
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
    let mut candidates = Vec::new();
    for g in &all {
        let mut why = None;
        if g.to_move().is_some_and(|p| user.ids().contains(&p)) {
            // A game that cannot be loaded is simply not chosen; naming it says why.
            match load(conn, g.clone()) {
                Ok(l) => match resolve(&l.game, text) {
                    Ok(_) => legal.push(l),
                    Err(e) => why = Some(CandidateWhy::Illegal(e)),
                },
                Err(e) => why = Some(CandidateWhy::Failed(e)),
            }
        }
        candidates.push(candidate(conn, user, g, why)?);
    }
    if legal.len() == 1 {
        return Ok(legal.remove(0));
    }
    let text = text.trim().to_string();
    if legal.is_empty() {
        return Err(Refusal::WhichGame {
            which: Which::MoveFitsNone(text),
            candidates,
        });
    }
    candidates.retain(|c| legal.iter().any(|l| l.row.id == c.row.id));
    Err(Refusal::WhichGame {
        which: Which::MoveFitsSeveral(text),
        candidates,
    })
}

/// One game offered in the question which, with its players' names.
fn candidate(
    conn: &Connection,
    user: &User,
    g: &GameRow,
    why: Option<CandidateWhy>,
) -> crate::store::sql::Result<Candidate> {
    let mut names = BTreeMap::new();
    for id in [Some(g.challenger), g.opponent, g.white, g.black]
        .into_iter()
        .flatten()
    {
        names.insert(id, players::name(conn, id)?.unwrap_or_else(|| "?".into()));
    }
    Ok(Candidate {
        row: g.clone(),
        caller: user.id,
        names,
        why: why.map(Box::new),
    })
}

/// One game as the caller sees it, in their language: number, variant, opponent, whose
/// turn and by when.
pub fn line(conn: &Connection, user: &User, g: &GameRow) -> crate::store::sql::Result<String> {
    Ok(game_line(user.lang, &candidate(conn, user, g, None)?))
}
