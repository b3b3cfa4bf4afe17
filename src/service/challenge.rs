//! Challenges: made, accepted (the game starts), declined, cancelled; open until their
//! deadline (`expiry`).

use super::buttons::challenge_buttons;
use super::candidates::{choose, variant_text};
use super::expiry::{self, lifetime};
use super::find::Want;
use super::loaded::load;
use super::phrases;
use super::rating::rated_name;
use super::time::{format as when, DAY};
use super::vacation::due;
use super::{Answer, ColourChoice, Notice, Place, Refusal, Reply, User, DAYS_PER_MOVE};
use crate::i18n::Lang;
use crate::rules::{Game, Ruleset};
use crate::store::games::{self, GameRow};
use crate::store::players;
use rusqlite::Connection;

/// What a challenge proposes.
pub struct Terms<'a> {
    pub opponent: Option<&'a User>,
    pub variant: &'a str,
    pub options: &'a [String],
    pub colour: ColourChoice,
    pub days: u32,
    pub rated: bool,
}

pub fn challenge(
    tx: &Connection,
    user: &User,
    place: &Place,
    terms: &Terms,
    challenge_days: u32,
    now: i64,
) -> Answer {
    let Terms {
        opponent,
        variant,
        options,
        colour,
        days,
        rated,
    } = *terms;
    refuse_names_as_options(options)?;
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
    refuse_duplicate(tx, user, place, opponent, now)?;
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
        deadline: Some(now + lifetime(challenge_days)),
        result: None,
        reason: None,
        guild_id: place.guild,
        channel_id: place.channel,
        thread_id: None,
        created_at: now,
        reminded_ply: None,
        rated,
    };
    let id = games::insert_challenge(tx, &row, now)?;
    let whom = opponent.map_or("anyone in this channel".to_string(), |o| o.name.clone());
    let sides = match colour {
        ColourChoice::Random => "colours drawn at random".to_string(),
        ColourChoice::White => format!("{} playing White", user.name),
        ColourChoice::Black => format!("{} playing Black", user.name),
    };
    let mut reply = Reply::public(format!(
        "Game #{id}: {} challenges {whom} to {}, {}, {}, {sides}. Open until {}.",
        user.name,
        variant_text(&row),
        rated_word(rated),
        per_move(days),
        when(row.deadline.expect("set above"))
    ));
    reply.buttons = challenge_buttons(place.post_lang(user), id);
    reply.game = Some(id);
    if let Some(o) = opponent {
        reply.mentions.push(o.id);
    }
    Ok(reply)
}

fn rated_word(rated: bool) -> &'static str {
    if rated {
        "rated"
    } else {
        "casual"
    }
}

fn per_move(days: u32) -> String {
    format!("{} per move", phrases::days(Lang::En, days))
}

/// A word that is not `key=value` among the options is most likely a player named without a
/// mention (`/challenge bob`): refused with the hint, never made an open challenge.
fn refuse_names_as_options(options: &[String]) -> Result<(), Refusal> {
    let Some(word) = options.iter().find(|o| !o.contains('=')) else {
        return Ok(());
    };
    let name = word.trim_start_matches("<@").trim_start_matches('@');
    let name = name.trim_end_matches('>');
    Err(Refusal(format!(
        "'{word}' is not an option (options are key=value, like balanced=true); to challenge \
         someone, name them as the opponent with a mention: @{name}"
    )))
}

fn refuse_duplicate(
    tx: &Connection,
    user: &User,
    place: &Place,
    opponent: Option<&User>,
    now: i64,
) -> Result<(), Refusal> {
    let me = user.id as i64;
    // A challenge past its deadline no longer counts, even before the clock closes it.
    let existing: Vec<GameRow> = match opponent {
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
    }
    .into_iter()
    .filter(|g| !expiry::is_over(g, now))
    .collect();
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

/// The challenge meant (among several here, the only one `fits`), still open at `now`.
fn pending(
    tx: &Connection,
    place: &Place,
    id: Option<i64>,
    user: &User,
    want: Want,
    now: i64,
    fits: impl Fn(&GameRow) -> bool,
) -> Result<GameRow, Refusal> {
    let g = choose(tx, user, place, id, want, |g| {
        !expiry::is_over(g, now) && fits(g)
    })?;
    if expiry::is_over(&g, now) {
        return Err(expiry::refusal(&g));
    }
    if g.status != "challenge" {
        let what = match g.status.as_str() {
            "active" => "it has begun".to_string(),
            "finished" => "it was played and is over".to_string(),
            "declined" => "it was declined".to_string(),
            _ if g.aborted() => "it was played and aborted".to_string(),
            "cancelled" => "it was withdrawn".to_string(),
            other => phrases::status_clause(user.lang, other),
        };
        return Err(Refusal(format!(
            "game #{} is no longer a challenge ({what})",
            g.id
        )));
    }
    Ok(g)
}

pub fn accept(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::ChallengeForMe, now, |_| true)?;
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
        rated_name(tx, &loaded.row, white, now)?,
        rated_name(tx, &loaded.row, black, now)?,
    );
    let first_name = players::name(tx, first)?.unwrap_or_default();
    let mut reply = Reply::public(format!(
        "Game #{} begins: {} (White) against {} (Black), {}, {}, {}. {first_name} to move, by {}.",
        g.id,
        names.0,
        names.1,
        variant_text(&g),
        rated_word(g.rated),
        per_move(g.days_per_move),
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
    let g = pending(tx, place, id, user, Want::ChallengeForMe, now, |g| {
        g.opponent == Some(user.id)
    })?;
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
    let g = pending(tx, place, id, user, Want::MyChallenge, now, |_| true)?;
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
