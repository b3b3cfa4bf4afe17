//! `/team join` and `/team leave`: a member takes part in their team's game (a rotating
//! team's turns, in the order members joined; "your side's move" in their direct messages),
//! or stops.

use crate::service::games::candidates::find_to_view;
use crate::service::games::loaded::load;
use crate::service::protocol::{AfterPress, Cx, Declared, Kind, Opt, GAME};
use crate::service::{Answer, Command, Refusal, Reply};
use crate::store::games::Status;
use crate::store::teams::Mode;
use crate::store::{players, teams};

const ON_A_GAME: &[Opt] = &[GAME];

/// `/team`, with a subcommand for joining and one for leaving.
pub const TEAM: Declared = Declared {
    name: "team",
    options: &[
        Opt::named("join", Kind::Sub(ON_A_GAME)),
        Opt::named("leave", Kind::Sub(ON_A_GAME)),
    ],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 22,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        Ok(Command::Team {
            join: g.sub != Some("leave"),
            game: g.game(),
        })
    },
};

/// The caller joins (or leaves) the team they play for in the game meant here.
pub fn team(cx: &Cx, join: bool, game: Option<i64>) -> Answer {
    let row = find_to_view(cx.tx, cx.user, cx.place, game)?;
    let id = row.id;
    let g = load(cx.tx, row)?;
    let Some(team) = g.team_of(cx.user).cloned() else {
        return Err(Refusal::NoTeamHere { game: id });
    };
    if matches!(
        g.row.status,
        Status::Finished | Status::Cancelled | Status::Declined
    ) {
        return Err(Refusal::NoTeamHere { game: id });
    }
    let name = players::name(cx.tx, team.side)?.unwrap_or_default();
    let lang = cx.place.post_lang(cx.user);
    let (changed, key) = if join {
        let joined = teams::join(cx.tx, id, team.side, cx.user.id, cx.now)?;
        (
            joined,
            if joined {
                "team-joined"
            } else {
                "team-joined-already"
            },
        )
    } else {
        let left = teams::leave(cx.tx, id, team.side, cx.user.id)?;
        (
            left,
            if left {
                "team-left"
            } else {
                "team-left-already"
            },
        )
    };
    let order = tally_order(cx, id, team.side)?;
    // An order means something only to a team taking turns; to the others, joining is
    // hearing of the team's moves.
    let rotate = if team.mode == Mode::Rotate {
        "yes"
    } else {
        "no"
    };
    let args = [
        ("name", cx.user.name.as_str().into()),
        ("team", name.as_str().into()),
        ("game", id.into()),
        ("order", order.as_str().into()),
        ("rotate", rotate.into()),
    ];
    let text = crate::i18n::text(lang, key, &args);
    // Joining or leaving changes the team's order: the team sees it; nothing else is a post.
    let mut reply = if changed {
        Reply::public(text)
    } else {
        Reply::private(text)
    };
    reply.game = changed.then_some(id);
    Ok(reply)
}

fn tally_order(cx: &Cx, game: i64, side: u64) -> crate::store::sql::Result<String> {
    let members = teams::members(cx.tx, game, side)?;
    crate::service::teams::tally::names(cx.tx, &members)
}
