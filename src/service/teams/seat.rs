//! A team seated on a side: the role checked (a server's, with the caller in it, more than
//! one member, a quorum it can reach), stood in as a player, and stored with its game.

use crate::service::protocol::team::{DEFAULT_CLOSE, DEFAULT_QUORUM};
use crate::service::protocol::TeamAsk;
use crate::service::{Place, Refusal, User};
use crate::store::games::{self, GameRow};
use crate::store::sql::Connection;
use crate::store::teams::{self, Mode, Team};
use crate::store::{players, servers};

/// The team asked for, checked for the caller at `place`: the player that stands for it (the
/// role, by its name), speaking the caller's language.
pub fn check(tx: &Connection, ask: &TeamAsk, user: &User, place: &Place) -> Result<User, Refusal> {
    let team = ask.role.name.clone();
    if place.guild.is_none() {
        return Err(Refusal::TeamInDms);
    }
    match ask.role.members {
        Some(0) => return Err(Refusal::TeamEmpty { team }),
        Some(1) => return Err(Refusal::TeamOfOne { team }),
        _ => {}
    }
    if !user.roles.contains(&ask.role.id) {
        return Err(Refusal::NotInTeam { team });
    }
    // The default quorum fits a small team (`store`); one asked for must be reachable.
    if let (Mode::Vote, Some(quorum), Some(members)) = (ask.mode, ask.quorum, ask.role.members) {
        if quorum > members {
            return Err(Refusal::QuorumAboveMembers {
                team,
                quorum,
                members,
            });
        }
    }
    players::upsert(tx, ask.role.id, &ask.role.name)?;
    // The team's messages are written in its captain's language.
    players::set_lang(tx, ask.role.id, user.lang)?;
    Ok(User {
        id: ask.role.id,
        name: ask.role.name.clone(),
        lang: user.lang,
        roles: Vec::new(),
    })
}

/// Stores the team of `ask` on game `game`, its captain the caller (who joins it first).
pub fn store(
    tx: &Connection,
    game: i64,
    ask: &TeamAsk,
    captain: &User,
    place: &Place,
    now: i64,
) -> crate::store::sql::Result<()> {
    let members = ask.role.members.unwrap_or(u32::MAX);
    let team = Team {
        game,
        side: ask.role.id,
        guild: place.guild.unwrap_or_default(),
        mode: ask.mode,
        // A default quorum larger than the team is its whole membership.
        quorum: ask.quorum.unwrap_or(DEFAULT_QUORUM.min(members).max(2)),
        close_share: ask.close.unwrap_or(DEFAULT_CLOSE),
        captain: captain.id,
        close_at: None,
    };
    teams::insert(tx, &team)?;
    teams::join(tx, game, team.side, captain.id, now)?;
    Ok(())
}

/// The terms of the team playing `side` in `game`, in words: how it decides, its quorum and
/// close, its captain, and how its members take part.
pub fn terms(
    tx: &Connection,
    lang: crate::i18n::Lang,
    game: i64,
    side: u64,
) -> crate::store::sql::Result<String> {
    let Some(team) = teams::get(tx, game, side)? else {
        return Ok(String::new());
    };
    let name = players::name(tx, side)?.unwrap_or_default();
    let captain = players::name(tx, team.captain)?.unwrap_or_default();
    Ok(crate::t!(
        lang,
        "team-terms",
        team = name,
        mode = team.mode.name(),
        quorum = team.quorum,
        close = team.close_share,
        captain = captain,
        game = game
    ))
}

/// Whether game `g`, just begun, stays rated: a game with a team counts only between teams
/// (a team's rating is its own, listed apart), and only where the server rates its teams;
/// otherwise it is casual.
pub fn rated_at_start(tx: &Connection, g: &GameRow) -> crate::store::sql::Result<bool> {
    let sides: Vec<u64> = g.white.into_iter().chain(g.black).collect();
    let teams: Vec<u64> = teams::of_game(tx, g.id)?.iter().map(|t| t.side).collect();
    if teams.is_empty() {
        return Ok(g.rated);
    }
    let guild_rates = match g.guild_id {
        Some(guild) => servers::get(tx, guild)?.teams_rated,
        None => false,
    };
    let rated = g.rated && guild_rates && sides.iter().all(|s| teams.contains(s));
    if !rated {
        games::set_casual(tx, g.id)?;
    }
    Ok(rated)
}
