//! Whose game and whose turn: the caller's running game here, checked to be going on and
//! theirs, and the moves listed for them (autocomplete), each with the move number it was
//! listed for.

use crate::service::games::choices::{choices, Choice};
use crate::service::protocol::Cx;

use crate::service::games::candidates::{self};
use crate::service::games::find::{in_channel, named_or_thread};
use crate::service::games::loaded::{load, Loaded};
use crate::service::protocol::Want;
use crate::service::{Place, Refusal, User};
use crate::store::games::{GameRow, Status};
use crate::store::players;
use crate::store::sql::Connection;

/// The caller's running game here (among several, the only one `fits`), checked to be theirs.
pub fn my_game(
    tx: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
    fits: impl Fn(&GameRow) -> bool,
) -> Result<Loaded, Refusal> {
    checked(
        tx,
        user,
        load(tx, candidates::mine(tx, user, place, id, fits)?)?,
    )
}

/// The game, refused unless it is going on and the caller plays in it (in a team's game,
/// someone outside the team is told which team plays it).
pub fn checked(tx: &Connection, user: &User, g: Loaded) -> Result<Loaded, Refusal> {
    let game = g.row.id;
    let refusal = match g.row.status {
        Status::Active => None,
        Status::Finished => Some(Refusal::GameOver {
            game,
            result: g.row.result,
            reason: g.row.reason,
        }),
        _ if g.row.aborted() => Some(Refusal::Aborted { game }),
        Status::Challenge => Some(Refusal::StillChallenge { game }),
        status => Some(Refusal::NeverStarted { game, status }),
    };
    if let Some(refusal) = refusal {
        return Err(refusal);
    }
    if g.side_of(user).is_none() {
        return Err(match g.teams.first() {
            Some(t) => Refusal::NotInTeam {
                team: players::name(tx, t.side)?.unwrap_or_default(),
            },
            None => Refusal::NotPlaying { game },
        });
    }
    Ok(g)
}

/// Moves offered to a player: the legal ones in their games where it is their turn, and
/// the move number they were listed for when they come from one game's position (a move
/// chosen from them carries it, and is refused if that game has moved on meanwhile).
/// Each move comes with its label, what it takes and gives up; the most useful first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listed {
    pub ply: Option<u32>,
    pub moves: Vec<Choice>,
}

impl Listed {
    /// The moves' texts, in the listed order.
    pub fn texts(&self) -> Vec<String> {
        self.moves.iter().map(|c| c.text.clone()).collect()
    }
}

/// The caller's legal moves in canonical text with their labels in the caller's language,
/// for autocomplete: in the game named or the thread's, else in every game of theirs here
/// where it is their turn.
pub fn legal_for(
    conn: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
) -> Result<Listed, Refusal> {
    let rows = match named_or_thread(conn, user, place, id)? {
        Some(g) => vec![g],
        None => in_channel(conn, user, place, Want::MyActive)?,
    };
    let waiting: Vec<_> = rows
        .into_iter()
        .filter(|row| {
            row.status == Status::Active && row.to_move().is_some_and(|p| user.ids().contains(&p))
        })
        .collect();
    let mut listed = Listed::default();
    if let [only] = waiting.as_slice() {
        listed.ply = Some(only.ply + 1);
    }
    for row in waiting {
        let g = load(conn, row)?;
        if g.game.outcome().is_none() {
            listed.moves.extend(choices(&g.game, user.lang, |_| true));
        }
    }
    // Moves from several games: one choice per text (the move finds its game).
    let mut seen = std::collections::HashSet::new();
    listed.moves.retain(|c| seen.insert(c.text.clone()));
    Ok(listed)
}

/// Whether the caller plays a game going on in this place.
pub fn plays_here(cx: &Cx) -> bool {
    cx.place.guild.is_some()
        && in_channel(cx.tx, cx.user, cx.place, Want::MyActive).is_ok_and(|g| !g.is_empty())
}

/// An autocomplete choice's value: the move and the move number it was listed for, so a
/// move meant for an earlier position is refused. Its name, which the user sees, is the move.
pub fn choice_value(text: &str, ply: u32) -> String {
    format!("{text} ply:{ply}")
}

/// The move and, when it came from a choice, the move number it was listed for; a typed
/// move has none.
pub fn chosen_move(value: &str) -> (String, Option<u32>) {
    match value.trim().rsplit_once(" ply:") {
        Some((text, ply)) => match ply.parse() {
            Ok(n) => (text.trim().to_string(), Some(n)),
            Err(_) => (value.to_string(), None),
        },
        None => (value.to_string(), None),
    }
}
