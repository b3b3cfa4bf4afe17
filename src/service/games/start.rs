//! Starting a game: a challenge offered (stored, with its expiry), and a game begun between
//! two players with its colours, first deadline and opening post.

use crate::i18n::{date_time, Lang};
use crate::rules::{Game, Ruleset};
use crate::service::clock::bank_words;
use crate::service::clock::time::DAY;
use crate::service::games::deadline::{due, Due};
use crate::service::games::loaded::{load, Loaded};
use crate::service::games::rating::rated_name;
use crate::service::protocol::TeamAsk;
use crate::service::protocol::Want;
use crate::service::teams::seat;
use crate::service::words::game_line::variant_text;
use crate::service::{words::tell, Answer, ColourChoice, Place, Refusal, Reply, User};
use crate::store::games::{self, Clock, ClockKind, GameRow, Status};
use crate::store::{matches, players};

use crate::service::clock::expiry;
use crate::service::games::candidates::choose;
use crate::store::games::Termination;
use crate::store::sql::Connection;
use crate::t;

/// Who offers a game to whom, on what terms (a challenge's, or a tournament's pairing).
pub struct Offer {
    pub challenger: u64,
    pub opponent: Option<u64>,
    pub colour: ColourChoice,
    pub clock: ClockKind,
    /// Saturdays and Sundays not counted, for both players (the game's own rule).
    pub weekends: bool,
    pub rated: bool,
}

/// The row of a game offered at `place` on `rules`, open until `deadline` (none: it is
/// begun at once).
pub fn offered(
    rules: &Ruleset,
    offer: &Offer,
    place: &Place,
    deadline: Option<i64>,
    now: i64,
) -> GameRow {
    let start = Game::new(rules.clone()).rfen();
    GameRow {
        id: 0,
        variant: rules.id.name().to_string(),
        options: rules.option_texts().join(" "),
        status: Status::Challenge,
        challenger: offer.challenger,
        opponent: offer.opponent,
        colour_choice: offer.colour.name().into(),
        white: None,
        black: None,
        days_per_move: offer.clock.days(),
        start_position: start.clone(),
        position: start,
        ply: 0,
        deadline,
        result: None,
        reason: None,
        guild_id: place.guild,
        channel_id: place.channel,
        thread_id: None,
        created_at: now,
        reminded_ply: None,
        rated: offer.rated,
        clock: Clock {
            kind: offer.clock,
            weekends: offer.weekends,
            banks: [None, None],
            turn: None,
        },
        second_guild: None,
    }
}

/// A game offered in row `g` begins between `white` and `black`: the first move is due
/// after its days per move or starting bank (later if White is on vacation, or past a
/// weekend White takes off). The game as loaded, and when the first move is due.
pub fn begin(
    tx: &Connection,
    g: &GameRow,
    white: u64,
    black: u64,
    now: i64,
) -> Result<(Loaded, Due), Refusal> {
    let seconds = i64::from(g.days_per_move) * DAY;
    games::start(tx, g.id, white, black, now + seconds, now)?;
    let mut loaded = load(tx, games::get(tx, g.id)?.expect("just updated"))?;
    loaded.row.rated = crate::service::teams::seat::rated_at_start(tx, &loaded.row)?;
    let first = loaded.to_move().expect("both players set");
    let due = due(tx, &loaded.row, first, seconds, now)?;
    games::postpone(tx, g.id, due.at, now)?;
    loaded.row.clock.turn = Some(seconds);
    games::set_clock(tx, g.id, &loaded.row.clock)?;
    loaded.row.deadline = Some(due.at);
    crate::service::teams::window::open(tx, &loaded, 0, first, due.at, now)?;
    Ok((loaded, due))
}

/// The post that begins game `g` (just begun, the first move due by `deadline`) in `post`:
/// the players with their ratings, the terms, who moves first, the board; the adapter opens
/// the game's thread from it.
pub fn begins(tx: &Connection, g: &Loaded, due: Due, post: Lang, now: i64) -> Answer {
    let deadline = due.at;
    let row = &g.row;
    let (white, black) = (row.white.unwrap_or_default(), row.black.unwrap_or_default());
    let first = g.to_move().expect("both players set");
    let first_name = players::name(tx, first)?.unwrap_or_default();
    let mut reply = Reply::public(t!(
        post,
        "challenge-begins",
        id = row.id,
        white = rated_name(tx, row, white, now)?,
        black = rated_name(tx, row, black, now)?,
        variant = variant_text(post, row),
        rated = yes_no(row.rated),
        clock = bank_words::terms(post, row),
        first = first_name,
        deadline = date_time(post, deadline)
    ));
    reply.text.push_str(&bank_words::after_deadline(
        tx,
        post,
        row,
        due.past_weekend,
        now,
    )?);
    reply.board = Some(g.image(tx)?);
    reply.mentions = vec![first];
    reply.game = Some(row.id);
    reply.game_started = true;
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

pub fn accept(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    accept_as(tx, user, place, id, None, now)
}

/// `/accept`, the caller's side played by `team` when one is given.
pub fn accept_as(
    tx: &Connection,
    caller: &User,
    place: &Place,
    id: Option<i64>,
    team: Option<&TeamAsk>,
    now: i64,
) -> Answer {
    let g = pending(tx, place, id, caller, Want::ChallengeForMe, now, |_| true)?;
    // A match's challenge is another server's to take up, by its code (`/match accept`).
    if matches::get(tx, g.id)?.is_some() {
        return Err(Refusal::MatchByCode { game: g.id });
    }
    // A member of the challenging team does not accept its challenge, in person or as another team.
    if g.challenger == caller.id || caller.roles.contains(&g.challenger) {
        return Err(Refusal::AcceptOwn { game: g.id });
    }
    let user = &match team {
        Some(ask) => seat::check(tx, ask, caller, place)?,
        None => caller.clone(),
    };
    if g.challenger == user.id {
        return Err(Refusal::AcceptOwn { game: g.id });
    }
    if let Some(ask) = team {
        seat::store(tx, g.id, ask, caller, place, now)?;
    }
    if let Some(o) = g.opponent.filter(|&o| o != user.id) {
        let name = players::name(tx, o)?.unwrap_or_default();
        return Err(Refusal::ForAnother { game: g.id, name });
    }
    accepted(tx, &g, user, place, now)
}

/// Challenge `g` accepted by `user` (a player, or a team's stand-in) at `place`: the game
/// begins, its opening post written in the place's language, and the challenger is told.
pub fn accepted(tx: &Connection, g: &GameRow, user: &User, place: &Place, now: i64) -> Answer {
    let (white, black) = colours(&g.colour_choice, g.challenger, user.id);
    let (loaded, due) = begin(tx, g, white, black, now)?;
    let mut reply = begins(tx, &loaded, due, place.post_lang(user), now)?;
    reply.notices.push(tell::one(tx, g.challenger, |lang| {
        t!(
            lang,
            "challenge-accepted-notice",
            name = &user.name,
            id = g.id
        )
    })?);
    Ok(reply)
}

/// A yes-or-no choice as the resources' selectors name it.
pub fn yes_no(yes: bool) -> &'static str {
    if yes {
        "yes"
    } else {
        "no"
    }
}

/// The challenge meant (among several here, the only one `fits`), still open at `now`.
pub fn pending(
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
        return Err(expiry::refusal(user.lang, &g));
    }
    if g.status != Status::Challenge {
        // The status's own word; an aborted game's reason says more than `cancelled`.
        let state = if g.aborted() {
            Termination::Aborted.as_str()
        } else {
            g.status.as_str()
        };
        return Err(Refusal::NoLonger { game: g.id, state });
    }
    Ok(g)
}
