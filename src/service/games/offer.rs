//! A challenge offered: its terms checked (the variant offered, the days, a word meant for
//! another option, a name typed instead of mentioned, one of the same already open), then
//! stored; against the bot, begun at once.

use crate::engine::Level;
use crate::i18n::date_time;
use crate::rules::Ruleset;
use crate::service::clock::bank_words;
use crate::service::clock::expiry::{self, lifetime};
use crate::service::games::bot::{bot_user, without_bots};
use crate::service::games::start::{accept, offered, yes_no, Offer};
use crate::service::protocol::challenge_buttons;
use crate::service::protocol::TeamAsk;
use crate::service::teams::seat;
use crate::service::words::game_line::variant_text;
use crate::service::{Answer, ColourChoice, Place, Refusal, Reply, User, DAYS_PER_MOVE};
use crate::store::games::{self, ClockKind, GameRow};
use crate::store::players;
use crate::store::sql::Connection;
use crate::t;

/// What a challenge proposes.
#[derive(Clone, Copy)]
pub struct Terms<'a> {
    pub opponent: Option<&'a User>,
    pub variant: &'a str,
    pub options: &'a [String],
    pub colour: ColourChoice,
    /// Checked already (`clock::terms::settle`).
    pub clock: ClockKind,
    /// Saturdays and Sundays not counted, for both players.
    pub weekends: bool,
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
        clock,
        weekends,
        rated,
    } = *terms;
    let rules = Ruleset::from_names(variant, options).map_err(Refusal::BadOptions)?;
    if !rules.id.offered() {
        return Err(Refusal::NotOffered { variant: rules.id });
    }
    if let ClockKind::PerMove { days } = clock {
        if !DAYS_PER_MOVE.contains(&days) {
            return Err(Refusal::DaysNotOffered { days });
        }
    }
    if opponent.is_some_and(|o| o.id == user.id) {
        return Err(Refusal::ChallengeSelf);
    }
    refuse_duplicate(tx, user, place, opponent, now)?;
    if let Some(o) = opponent {
        players::upsert(tx, o.id, &o.name)?;
    }
    let offer = Offer {
        challenger: user.id,
        opponent: opponent.map(|o| o.id),
        colour,
        clock,
        weekends,
        rated,
    };
    let row = offered(
        &rules,
        &offer,
        place,
        Some(now + lifetime(challenge_days)),
        now,
    );
    let id = games::insert_challenge(tx, &row, now)?;
    let post = place.post_lang(user);
    let mut reply = Reply::public(t!(
        post,
        "challenge-made",
        id = id,
        challenger = &user.name,
        open = yes_no(opponent.is_none()),
        opponent = opponent.map_or("", |o| o.name.as_str()),
        variant = variant_text(post, &row),
        rated = yes_no(rated),
        clock = bank_words::terms(post, &row),
        colour = colour.name(),
        until = date_time(post, row.deadline.expect("set above"))
    ));
    reply.buttons = challenge_buttons(post, id);
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
    now: i64,
) -> Result<(), Refusal> {
    // A challenge past its deadline no longer counts, even before the clock closes it.
    let existing: Vec<GameRow> = match opponent {
        Some(o) => games::challenges_from_to(tx, user.id, o.id)?,
        None => games::open_challenges_by(tx, place.channel, user.id)?,
    }
    .into_iter()
    .filter(|g| !expiry::is_over(g, now))
    .collect();
    match (existing.first(), opponent) {
        (Some(g), Some(o)) => Err(Refusal::DuplicateTo {
            name: o.name.clone(),
            game: g.id,
        }),
        (Some(g), None) => Err(Refusal::DuplicateHere { game: g.id }),
        _ => Ok(()),
    }
}

/// `/challenge bot:N`: the game against level N begins at once, on `terms` (whose opponent
/// is the bot, whoever they name).
pub fn against_bot(
    tx: &Connection,
    user: &User,
    place: &Place,
    level: u8,
    terms: &Terms,
    team: Option<(&TeamAsk, &User)>,
    now: i64,
) -> Answer {
    let level = match Level::new(level) {
        Ok(l) if !l.is_greedy() => l,
        _ => return Err(Refusal::NotABotLevel { level }),
    };
    // The bot moves at once and has no clock; a human's moves keep their days.
    let terms = Terms {
        weekends: false,
        ..*terms
    };
    let terms = &terms;
    let bot = bot_user(level, user.lang);
    players::upsert(tx, bot.id, &bot.name)?;
    let terms = Terms {
        opponent: Some(&bot),
        ..*terms
    };
    // Accepted at once below: it never waits to expire.
    let offered = challenge(tx, user, place, &terms, crate::service::CHALLENGE_DAYS, now)?;
    let id = offered.game.expect("a challenge names its game");
    // The team (`user` stands for it) is seated before the game begins, so its vote opens.
    if let Some((ask, captain)) = team {
        seat::store(tx, id, ask, captain, place, now)?;
    }
    let mut reply = accept(tx, &bot, place, Some(id), now)?;
    reply.notices.clear();
    reply.text = t!(
        place.post_lang(user),
        "bot-challenges",
        name = &user.name,
        bot = &bot.name,
        start = reply.text
    );
    Ok(without_bots(reply))
}
