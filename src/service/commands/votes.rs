//! `/votes` (and the vote buttons): a team's proposals and votes for its move as they stand,
//! a rotating team's order and whose turn it is, a captain's suggestions; a vote button
//! counts the presser's vote as `/move` would.

use crate::service::games::asked::{play, Asked};
use crate::service::games::candidates::find_to_view;
use crate::service::games::loaded::load;
use crate::service::protocol::{AfterPress, Cx, Declared};
use crate::service::teams::tally::{self, counts};
use crate::service::teams::turn::in_turn;
use crate::service::{Answer, Command, Refusal, Reply};
use crate::store::games::Status;
use crate::store::teams::Mode;
use crate::store::{players, teams};
use crate::t;

/// `/votes`: where the vote of the team to move stands.
pub const VOTES: Declared = Declared {
    // A vote button's tally takes the message's place until the move is played.
    after_press: |_| AfterPress::Tally,
    ..Declared::on_a_game("votes", 21, |g| Ok(Command::Votes { game: g.game() }))
};

/// The tally of the team to move in the game meant here.
pub fn votes(cx: &Cx, game: Option<i64>) -> Answer {
    let row = find_to_view(cx.tx, cx.user, cx.place, game)?;
    let id = row.id;
    let g = load(cx.tx, row)?;
    let team = match g.game.pos.side {
        side if g.row.status == Status::Active => g.team_at(side).cloned(),
        _ => None,
    };
    let Some(team) = team else {
        return Err(Refusal::NoVoteHere { game: id });
    };
    let lang = cx.user.lang;
    let ply = g.row.ply + 1;
    let counted = counts(&teams::votes(cx.tx, id, ply)?);
    let text = match team.mode {
        Mode::Vote => tally::words(cx.tx, lang, &team, ply, &counted, cx.now)?,
        Mode::Captain => {
            let name = players::name(cx.tx, team.side)?.unwrap_or_default();
            let captain = players::name(cx.tx, team.captain)?.unwrap_or_default();
            let head = t!(
                lang,
                "team-suggestions",
                team = name,
                captain = captain,
                game = id
            );
            let body = match counted.is_empty() {
                true => t!(lang, "team-tally-none"),
                false => tally::lines(cx.tx, lang, &counted)?,
            };
            format!("{head}\n{body}")
        }
        Mode::Rotate => {
            let name = players::name(cx.tx, team.side)?.unwrap_or_default();
            let members = teams::members(cx.tx, id, team.side)?;
            let due = in_turn(&members, &g, &team).unwrap_or_default();
            t!(
                lang,
                "team-order",
                team = name,
                game = id,
                order = tally::names(cx.tx, &members)?,
                due = players::name(cx.tx, due)?.unwrap_or_default()
            )
        }
    };
    let mut reply = Reply::private(text);
    if team.mode == Mode::Vote {
        reply.buttons = tally::buttons(lang, id, ply, &counted);
    }
    Ok(reply)
}

/// A vote button: the presser's vote for `text` at move `ply`, as `/move` counts it (a vote
/// meant for an earlier move is refused, saying what happened since).
pub fn vote(cx: &Cx, game: i64, ply: u32, text: &str) -> Answer {
    let asked = Asked {
        game: Some(game),
        text,
        listed_for: Some(ply),
    };
    play(cx.tx, cx.user, cx.place, asked, cx.pair_limit, cx.now)
}
