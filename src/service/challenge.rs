//! Challenges: made, accepted (the game starts), declined, cancelled.

use super::buttons::challenge_buttons;
use super::find::{find, Want};
use super::loaded::load;
use super::phrases;
use super::time::{format as when, DAY};
use super::vacation::due;
use super::{Answer, ColourChoice, Notice, Place, Refusal, Reply, User, DAYS_PER_MOVE};
use crate::rules::{Game, Ruleset};
use crate::store::games::{self, GameRow};
use crate::store::players;
use rusqlite::Connection;

#[allow(clippy::too_many_arguments)]
pub fn challenge(
    tx: &Connection,
    user: &User,
    place: &Place,
    opponent: Option<&User>,
    variant: &str,
    options: &[String],
    colour: ColourChoice,
    days: u32,
    now: i64,
) -> Answer {
    let rules = Ruleset::from_names(variant, options).map_err(Refusal)?;
    if !rules.id.offered() {
        return Err(Refusal(format!(
            "{} is not offered yet: its rules are still being built",
            rules.id
        )));
    }
    if !DAYS_PER_MOVE.contains(&days) {
        return Err(Refusal(format!(
            "days per move must be one of 1, 2, 3, 5, 7 or 14, not {days}"
        )));
    }
    if opponent.is_some_and(|o| o.id == user.id) {
        return Err(Refusal("you cannot challenge yourself".into()));
    }
    refuse_duplicate(tx, user, place, opponent)?;
    if let Some(o) = opponent {
        players::upsert(tx, o.id, &o.name)?;
    }
    let start = Game::new(rules.clone()).rfen();
    let row = GameRow {
        id: 0,
        variant: rules.id.name().to_string(),
        options: rules.option_texts().join(" "),
        status: "challenge".into(),
        challenger: user.id,
        opponent: opponent.map(|o| o.id),
        colour_choice: colour.name().into(),
        white: None,
        black: None,
        days_per_move: days,
        start_position: start.clone(),
        position: start,
        ply: 0,
        deadline: None,
        result: None,
        reason: None,
        guild_id: place.guild,
        channel_id: place.channel,
        thread_id: None,
        created_at: now,
        reminded_ply: None,
    };
    let id = games::insert_challenge(tx, &row, now)?;
    let whom = opponent.map_or("anyone in this channel".to_string(), |o| o.name.clone());
    let opts = if row.options.is_empty() {
        String::new()
    } else {
        format!(" ({})", row.options)
    };
    let sides = match colour {
        ColourChoice::Random => "colours drawn at random".to_string(),
        ColourChoice::White => format!("{} playing White", user.name),
        ColourChoice::Black => format!("{} playing Black", user.name),
    };
    let mut reply = Reply::public(format!(
        "Game #{id}: {} challenges {whom} to {}{opts}, {} per move, {sides}.",
        user.name,
        row.variant,
        phrases::days(days),
    ));
    reply.buttons = challenge_buttons(id);
    reply.game = Some(id);
    if let Some(o) = opponent {
        reply.mentions.push(o.id);
    }
    Ok(reply)
}

fn refuse_duplicate(
    tx: &Connection,
    user: &User,
    place: &Place,
    opponent: Option<&User>,
) -> Result<(), Refusal> {
    let me = user.id as i64;
    let existing = match opponent {
        Some(o) => games::select(
            tx,
            "status = 'challenge' AND challenger = ?1 AND opponent = ?2",
            [me, o.id as i64],
        )?,
        None => games::select(
            tx,
            "status = 'challenge' AND challenger = ?1 AND opponent IS NULL AND channel_id = ?2",
            [me, place.channel as i64],
        )?,
    };
    match (existing.first(), opponent) {
        (Some(g), Some(o)) => Err(Refusal(format!(
            "you already have an open challenge to {} (game #{}); cancel it first",
            o.name, g.id
        ))),
        (Some(g), None) => Err(Refusal(format!(
            "you already have an open challenge in this channel (game #{}); cancel it first",
            g.id
        ))),
        _ => Ok(()),
    }
}

fn pending(
    tx: &Connection,
    place: &Place,
    id: Option<i64>,
    user: &User,
    want: Want,
) -> Result<GameRow, Refusal> {
    let g = find(tx, user, place, id, want)?;
    if g.status != "challenge" {
        return Err(Refusal(format!(
            "game #{} is no longer a challenge: {}",
            g.id,
            phrases::status_clause(&g.status)
        )));
    }
    Ok(g)
}

pub fn accept(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::ChallengeForMe)?;
    if g.challenger == user.id {
        return Err(Refusal(format!(
            "you cannot accept your own challenge (game #{})",
            g.id
        )));
    }
    if let Some(o) = g.opponent.filter(|&o| o != user.id) {
        let name = players::name(tx, o)?.unwrap_or_default();
        return Err(Refusal(format!(
            "challenge #{} is for {name}, not you",
            g.id
        )));
    }
    let (white, black) = colours(&g.colour_choice, g.challenger, user.id);
    let deadline = now + i64::from(g.days_per_move) * DAY;
    games::start(tx, g.id, white, black, deadline, now)?;
    let loaded = load(tx, games::get(tx, g.id)?.expect("just updated"))?;
    // The first to move may be on vacation.
    let first = loaded.to_move().expect("both players set");
    let deadline = due(tx, first, g.days_per_move, now)?;
    games::postpone(tx, g.id, deadline, now)?;
    let names = (
        players::name(tx, white)?.unwrap_or_default(),
        players::name(tx, black)?.unwrap_or_default(),
    );
    let first_name = players::name(tx, first)?.unwrap_or_default();
    let mut reply = Reply::public(format!(
        "Game #{} begins: {} (White) against {} (Black), {}. {first_name} to move, by {}.",
        g.id,
        names.0,
        names.1,
        g.variant,
        when(deadline)
    ));
    reply.board = Some(loaded.image(tx)?);
    reply.mentions = vec![first];
    reply.game = Some(g.id);
    reply.game_started = true;
    reply.notices.push(Notice {
        user: g.challenger,
        text: format!(
            "{} accepted your challenge: game #{} has begun.",
            user.name, g.id
        ),
        board: None,
    });
    Ok(reply)
}

/// (white, black) from the challenger's choice.
fn colours(choice: &str, challenger: u64, acceptor: u64) -> (u64, u64) {
    let challenger_white = match choice {
        "white" => true,
        "black" => false,
        _ => random_bit(),
    };
    if challenger_white {
        (challenger, acceptor)
    } else {
        (acceptor, challenger)
    }
}

/// A fair coin from the standard library's randomly keyed hasher (no extra dependency).
fn random_bit() -> bool {
    use std::hash::{BuildHasher, Hasher};
    std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish()
        & 1
        == 1
}

pub fn decline(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::ChallengeForMe)?;
    if g.challenger == user.id {
        return Err(Refusal(format!(
            "that is your own challenge: use /cancel to withdraw game #{}",
            g.id
        )));
    }
    if g.opponent != Some(user.id) {
        return Err(Refusal(format!(
            "challenge #{} is not addressed to you; an open challenge is simply left for others",
            g.id
        )));
    }
    games::set_status(tx, g.id, "declined", now)?;
    let mut reply = Reply::public(format!("{} declined challenge #{}.", user.name, g.id));
    reply.notices.push(Notice {
        user: g.challenger,
        text: reply.text.clone(),
        board: None,
    });
    reply.game = Some(g.id);
    Ok(reply)
}

pub fn cancel(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::MyChallenge)?;
    if g.challenger != user.id {
        return Err(Refusal(format!(
            "only the challenger can cancel challenge #{}",
            g.id
        )));
    }
    games::set_status(tx, g.id, "cancelled", now)?;
    let mut reply = Reply::public(format!("{} withdrew challenge #{}.", user.name, g.id));
    reply.game = Some(g.id);
    Ok(reply)
}
