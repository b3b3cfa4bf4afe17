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
use crate::store::sql::Connection;
use crate::store::teams::{self, Mode, Team};
use crate::t;

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
        Mode::Rotate => rotate(tx, g, user, team, action, post, pair_limit, now),
        Mode::Vote => vote(tx, g, user, team, &text, post, pair_limit, now),
    }
}

/// A rotating team's move: only by the member whose turn it is, among those who joined;
/// the post names who moves for the team next.
#[allow(clippy::too_many_arguments)]
fn rotate(
    tx: &Connection,
    g: Loaded,
    user: &User,
    team: &Team,
    action: Action,
    post: Lang,
    pair_limit: u32,
    now: i64,
) -> Answer {
    let name = players::name(tx, team.side)?.unwrap_or_default();
    let members = teams::members(tx, team.game, team.side)?;
    if !members.contains(&user.id) {
        return Err(Refusal::TeamNotJoined {
            team: name,
            game: team.game,
        });
    }
    let due = in_turn(&members, &g, team).expect("a member joined");
    if due != user.id {
        return Err(Refusal::TeamTurnOf {
            team: name,
            name: players::name(tx, due)?.unwrap_or_default(),
        });
    }
    // After this move, the one after the mover: members[made + 1] in the same order.
    let i = members
        .iter()
        .position(|&m| m == user.id)
        .unwrap_or_default();
    let next = players::name(tx, members[(i + 1) % members.len()])?.unwrap_or_default();
    let said = t!(post, "team-rotate-plays", name = &user.name, team = &name);
    let answer = with_head(
        said,
        played(tx, g, team.side, action, post, pair_limit, now),
    );
    answer.map(|mut reply| {
        let line = t!(post, "team-rotate-next", team = &name, name = next);
        reply.text = format!("{}\n{line}", reply.text);
        reply
    })
}

/// The member whose turn it is in a rotating team: the joined `members` in the order they
/// joined, one move each; none before anyone joined.
pub fn in_turn(members: &[u64], g: &Loaded, team: &Team) -> Option<u64> {
    if members.is_empty() {
        return None;
    }
    let made = g.moves.iter().filter(|m| m.mover == team.side).count();
    Some(members[made % members.len()])
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
