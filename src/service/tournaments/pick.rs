//! Which tournament a subcommand means: the one named with `id:N` (of this server only), or
//! the one here it can apply to (created in this channel, or any in the server's tournament
//! channel); among several, the caller is shown them to choose with `id:N`.

use crate::service::protocol::Cx;
use crate::service::Refusal;
use crate::store::tournaments::{self, entrants, TournamentRow};

/// The tournament meant; `fits` says whether one here can take the subcommand `sub`,
/// given whether a player has entered it.
pub fn pick(
    cx: &Cx,
    guild: u64,
    id: Option<i64>,
    sub: &'static str,
    fits: impl Fn(&TournamentRow, &dyn Fn(u64) -> bool) -> bool,
) -> Result<TournamentRow, Refusal> {
    if let Some(id) = id {
        return match tournaments::get(cx.tx, id)? {
            Some(t) if t.guild == guild => Ok(t),
            Some(_) => Err(Refusal::TournamentOtherServer { id }),
            None => Err(Refusal::NoSuchTournament { id }),
        };
    }
    let here = |t: &TournamentRow| {
        t.channel == cx.place.channel || cx.server.tournament_channel == Some(cx.place.channel)
    };
    let mut found = Vec::new();
    for t in tournaments::of_server(cx.tx, guild)?
        .into_iter()
        .filter(here)
    {
        let players: Vec<u64> = entrants::list(cx.tx, t.id)?
            .iter()
            .map(|e| e.player)
            .collect();
        if fits(&t, &|p| players.contains(&p)) {
            found.push(t);
        }
    }
    match found.len() {
        1 => Ok(found.remove(0)),
        0 => Err(Refusal::NoTournamentHere { sub }),
        _ => Err(Refusal::WhichTournament {
            sub,
            choices: found.iter().map(|t| (t.id, t.name.clone())).collect(),
        }),
    }
}
