//! A team's move as its mode decides it: a vote counted (the move played once it has the
//! quorum, or after the close), a rotating member's turn, a captain's move or a member's
//! suggestion to the captain.

use crate::i18n::Lang;
use crate::rules::Action;
use crate::service::games::loaded::Loaded;
use crate::service::games::ply::played;
use crate::service::protocol::Reply;
use crate::service::teams::tally::{self, counts, Count};
use crate::service::{Answer, Refusal, User};
use crate::store::players;
use crate::store::teams::{self, Mode, Team};
use crate::t;
use rusqlite::Connection;

/// `action` (legal, the team's turn) asked by member `user` of `team`.
#[allow(clippy::too_many_arguments)]
pub fn decide(
    tx: &Connection,
    g: Loaded,
    user: &User,
    team: &Team,
    action: Action,
    post: Lang,
    pair_limit: u32,
    now: i64,
) -> Answer {
    let text = action.text(&g.game.pos);
    let ply = g.row.ply + 1;
    let name = players::name(tx, team.side)?.unwrap_or_default();
    match team.mode {
        Mode::Captain if user.id == team.captain => {
            let said = t!(post, "team-captain-plays", name = &user.name, team = &name);
            with_head(
                said,
                played(tx, g, team.side, action, post, pair_limit, now),
            )
        }
        Mode::Captain => {
            teams::vote(tx, team.game, ply, team.side, user.id, &text, now)?;
            let captain = players::name(tx, team.captain)?.unwrap_or_default();
            let mut reply = Reply::public(t!(
                post,
                "team-suggests",
                name = &user.name,
                text = text.as_str(),
                team = &name,
                captain = captain
            ));
            reply.game = Some(team.game);
            Ok(reply)
        }
        Mode::Rotate => {
            let due = rotating(tx, &g, team)?;
            if due != Some(user.id) {
                return Err(match due {
                    _ if !teams::members(tx, team.game, team.side)?.contains(&user.id) => {
                        Refusal::TeamNotJoined {
                            team: name,
                            game: team.game,
                        }
                    }
                    Some(d) => Refusal::TeamTurnOf {
                        team: name,
                        name: players::name(tx, d)?.unwrap_or_default(),
                    },
                    None => Refusal::TeamNotJoined {
                        team: name,
                        game: team.game,
                    },
                });
            }
            let said = t!(post, "team-rotate-plays", name = &user.name, team = &name);
            let mut answer = with_head(
                said,
                played(tx, g, team.side, action, post, pair_limit, now),
            );
            if let Ok(reply) = &mut answer {
                if let Some(next) = next_in_turn(tx, team, user.id)? {
                    reply.text.push('\n');
                    reply
                        .text
                        .push_str(&t!(post, "team-rotate-next", team = &name, name = next));
                }
            }
            answer
        }
        Mode::Vote => vote(tx, g, user, team, &text, post, pair_limit, now),
    }
}

/// The member whose turn it is in a rotating team: the joined members in the order they
/// joined, one move each.
pub fn rotating(tx: &Connection, g: &Loaded, team: &Team) -> rusqlite::Result<Option<u64>> {
    let members = teams::members(tx, team.game, team.side)?;
    if members.is_empty() {
        return Ok(None);
    }
    let made = g.moves.iter().filter(|m| m.mover == team.side).count();
    Ok(Some(members[made % members.len()]))
}

/// The name of who plays the team's next move after `mover`.
fn next_in_turn(tx: &Connection, team: &Team, mover: u64) -> rusqlite::Result<Option<String>> {
    let members = teams::members(tx, team.game, team.side)?;
    let Some(i) = members.iter().position(|&m| m == mover) else {
        return Ok(None);
    };
    let next = members[(i + 1) % members.len()];
    players::name(tx, next)
}

/// A member's vote counted: the move is played when it has the quorum, or at once after
/// the close; otherwise the tally is posted, with a button for each move.
#[allow(clippy::too_many_arguments)]
fn vote(
    tx: &Connection,
    g: Loaded,
    user: &User,
    team: &Team,
    text: &str,
    post: Lang,
    pair_limit: u32,
    now: i64,
) -> Answer {
    let (game, ply) = (team.game, g.row.ply + 1);
    let before = teams::votes(tx, game, ply)?;
    let earlier = before
        .iter()
        .find(|v| v.voter == user.id)
        .map(|v| v.text.clone());
    if earlier.as_deref() == Some(text) {
        return Err(Refusal::SameVote {
            text: text.to_string(),
        });
    }
    teams::vote(tx, game, ply, team.side, user.id, text, now)?;
    let counted = counts(&teams::votes(tx, game, ply)?);
    let said = match &earlier {
        Some(old) => t!(
            post,
            "team-vote-changed",
            name = &user.name,
            old = old.as_str(),
            text = text
        ),
        None => t!(post, "team-voted", name = &user.name, text = text),
    };
    let lead = &counted[0];
    let closed = team.close_at.is_some_and(|at| at <= now);
    if lead.voters.len() as u32 >= team.quorum || closed {
        return play_leader(tx, g, team, lead, said, post, pair_limit, now);
    }
    let mut reply = Reply::public(format!(
        "{said}\n{}",
        tally::words(tx, post, team, ply, &counted, now)?
    ));
    reply.buttons = tally::buttons(post, game, ply, &counted);
    reply.game = Some(game);
    Ok(reply)
}

/// The most voted move played for the team, the post saying with which votes (after
/// `said`, what brought it about).
#[allow(clippy::too_many_arguments)]
pub fn play_leader(
    tx: &Connection,
    g: Loaded,
    team: &Team,
    lead: &Count,
    said: String,
    post: Lang,
    pair_limit: u32,
    now: i64,
) -> Answer {
    let action =
        crate::rules::explain::resolve(&g.game, &lead.text).map_err(|why| Refusal::Illegal {
            text: lead.text.clone(),
            why,
        })?;
    let name = players::name(tx, team.side)?.unwrap_or_default();
    let chosen = t!(
        post,
        "team-vote-played",
        team = name,
        text = lead.text.as_str(),
        votes = lead.voters.len(),
        voters = tally::names(tx, &lead.voters)?
    );
    let head = if said.is_empty() {
        chosen
    } else {
        format!("{said}\n{chosen}")
    };
    with_head(
        head,
        played(tx, g, team.side, action, post, pair_limit, now),
    )
}

/// The move's post with `head` before it.
fn with_head(head: String, answer: Answer) -> Answer {
    answer.map(|mut r| {
        r.text = format!("{head}\n{}", r.text);
        r
    })
}
