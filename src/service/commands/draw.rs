//! Draw offers: made by one player, accepted or declined by the other; a move withdraws it.

use crate::service::games::call_off::{call_off, never_played};
use crate::service::games::candidates;
use crate::service::games::ending::{conclude, Ending};
use crate::service::games::loaded::load;
use crate::service::protocol::draw_buttons;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Declared, Kind, Opt, Words, GAME};
use crate::service::teams::acting::for_side;
use crate::service::Command;
use crate::service::{words::tell, Answer, DrawAction, Place, Refusal, Reply, User};
use crate::store::games::Status;
use crate::store::sql::Connection;
use crate::store::{offers, players};
use crate::t;

#[allow(clippy::too_many_arguments)]
pub fn draw(
    tx: &Connection,
    user: &User,
    place: &Place,
    id: Option<i64>,
    action: DrawAction,
    button_ply: Option<u32>,
    pair_limit: u32,
    now: i64,
) -> Answer {
    // Answering an offer makes sense only where the opponent has made one.
    let row = candidates::mine(tx, user, place, id, |g| {
        action == DrawAction::Offer
            || offers::standing(tx, g.id)
                .ok()
                .flatten()
                .is_some_and(|(by, _)| by != user.id)
    })?;
    let g = load(tx, row)?;
    let user = &for_side(tx, &g, user)?;
    if g.row.status != Status::Active {
        return Err(Refusal::DrawNotGoingOn { game: g.row.id });
    }
    let Some(_) = g.colour_of(user.id) else {
        return Err(Refusal::DrawNotPlayer { game: g.row.id });
    };
    let standing = offers::standing(tx, g.row.id)?;
    if let Some(ply) = button_ply {
        if standing.map(|(_, p)| p) != Some(ply) {
            return Err(Refusal::DrawGone { game: g.row.id });
        }
    }
    let opponent = g
        .row
        .white
        .into_iter()
        .chain(g.row.black)
        .find(|&p| p != user.id)
        .expect("two players");
    let id = g.row.id;
    match (action, standing) {
        (DrawAction::Offer, Some((by, _))) | (_, Some((by, _))) if by == user.id => {
            Err(Refusal::DrawOwn { action, game: id })
        }
        // Offering a draw back when the opponent has offered one is agreeing to it.
        (DrawAction::Offer | DrawAction::Accept, Some(_)) if never_played(&g) => {
            let text = |lang| t!(lang, "offer-draw-aborted", id = id);
            call_off(tx, &g, user, place, text, now)
        }
        (DrawAction::Offer | DrawAction::Accept, Some(_)) => {
            let post = place.post_lang(user);
            Ok(conclude(tx, &g, &Ending::Agreement, post, pair_limit, now)?)
        }
        (DrawAction::Offer, None) => {
            offers::offer(tx, id, user.id, g.row.ply, now)?;
            let name = players::name(tx, opponent)?.unwrap_or_default();
            let mut reply = Reply::public(t!(
                place.post_lang(user),
                "offer-draw-made",
                name = &user.name,
                id = id,
                opponent = name
            ));
            reply.buttons = draw_buttons(place.post_lang(user), id, g.row.ply);
            reply.mentions.push(opponent);
            reply.game = Some(id);
            Ok(reply)
        }
        (_, None) => Err(Refusal::DrawNone { game: id }),
        (DrawAction::Decline, Some(_)) => {
            offers::withdraw(tx, id)?;
            let text = |lang| t!(lang, "offer-draw-declined", name = &user.name, id = id);
            let mut reply = Reply::public(text(place.post_lang(user)));
            reply.notices.push(tell::one(tx, opponent, text)?);
            reply.game = Some(id);
            Ok(reply)
        }
    }
}

/// `/draw offer|accept|decline`.
pub const DRAW: Declared = Declared {
    name: "draw",
    options: &[
        Opt::named("action", Kind::Choice(&["offer", "accept", "decline"])).words(Words::First),
        GAME,
    ],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 0,
    after_press: |c| match c {
        Command::Draw {
            action: DrawAction::Accept,
            ..
        } => AfterPress::Settles {
            key: "settled-draw-accepted",
            if_started: None,
            private: false,
        },
        Command::Draw {
            action: DrawAction::Decline,
            ..
        } => AfterPress::Settles {
            key: "settled-draw-declined",
            if_started: None,
            private: false,
        },
        _ => AfterPress::Stays,
    },
    parse: |g| {
        let action = match g.text("action").unwrap_or("offer") {
            "offer" => DrawAction::Offer,
            "accept" => DrawAction::Accept,
            "decline" => DrawAction::Decline,
            other => return Err(g.malformed("action", other)),
        };
        Ok(Command::Draw {
            game: g.game(),
            action,
            offer_ply: None,
        })
    },
};
