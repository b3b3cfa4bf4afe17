//! Challenges: made, accepted (the game starts), declined, cancelled; open until their
//! deadline (`expiry`).

use crate::engine::Level;
use crate::i18n::{date_time, text, Lang};
use crate::rules::{Game, Ruleset};
use crate::service::clock::expiry::{self, lifetime};
use crate::service::clock::time::DAY;
use crate::service::commands::bot::{bot_user, without_bots};
use crate::service::commands::buttons::challenge_buttons;
use crate::service::commands::declared::{Declared, Kind, Opt, Run, Words, DAYS};
use crate::service::commands::given::Given;
use crate::service::commands::vacation::due;
use crate::service::games::candidates::{choose, variant_text};
use crate::service::games::find::Want;
use crate::service::games::loaded::{load, Loaded};
use crate::service::games::rating::rated_name;
use crate::service::Command;
use crate::service::{
    words::tell, Answer, ColourChoice, Place, Refusal, Reply, User, DAYS_PER_MOVE,
};
use crate::store::games::{self, GameRow, Status, Termination};
use crate::store::players;
use crate::t;
use rusqlite::Connection;

/// What a challenge proposes.
#[derive(Clone, Copy)]
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
    let lang = user.lang;
    refuse_mistyped(lang, options)?;
    refuse_names_as_options(lang, options)?;
    let rules = Ruleset::from_names(variant, options)
        .map_err(|e| crate::service::words::option_words::refusal(lang, &e))?;
    if !rules.id.offered() {
        return Err(Refusal::Said(t!(
            lang,
            "challenge-not-offered",
            variant = rules.id.to_string()
        )));
    }
    if !DAYS_PER_MOVE.contains(&days) {
        return Err(Refusal::Said(t!(
            lang,
            "challenge-days-invalid",
            days = days
        )));
    }
    if opponent.is_some_and(|o| o.id == user.id) {
        return Err(Refusal::Said(t!(lang, "challenge-self")));
    }
    refuse_duplicate(tx, user, place, opponent, now)?;
    if let Some(o) = opponent {
        players::upsert(tx, o.id, &o.name)?;
    }
    let offer = Offer {
        challenger: user.id,
        opponent: opponent.map(|o| o.id),
        colour,
        days,
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
        days = days,
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

/// Who offers a game to whom, on what terms (a challenge's, or a tournament's pairing).
pub struct Offer {
    pub challenger: u64,
    pub opponent: Option<u64>,
    pub colour: ColourChoice,
    pub days: u32,
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
        days_per_move: offer.days,
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
    }
}

/// A game offered in row `g` begins between `white` and `black`: the first move is due
/// after its days per move (later if White is on vacation). The game as loaded, and when
/// the first move is due.
pub fn begin(
    tx: &Connection,
    g: &GameRow,
    white: u64,
    black: u64,
    now: i64,
) -> Result<(Loaded, i64), Refusal> {
    let deadline = now + i64::from(g.days_per_move) * DAY;
    games::start(tx, g.id, white, black, deadline, now)?;
    let loaded = load(tx, games::get(tx, g.id)?.expect("just updated"))?;
    // The first to move may be on vacation.
    let first = loaded.to_move().expect("both players set");
    let deadline = due(tx, first, g.days_per_move, now)?;
    games::postpone(tx, g.id, deadline, now)?;
    Ok((loaded, deadline))
}

/// A yes-or-no choice as the resources' selectors name it.
fn yes_no(yes: bool) -> &'static str {
    if yes {
        "yes"
    } else {
        "no"
    }
}

/// A word among the game options that was meant for one of the challenge's own options
/// (`classic`, `white`, `variant=classic`, `days=3`): refused with what was likely meant
/// (`variant:classic`), the option named as the caller's client shows it.
fn refuse_mistyped(lang: Lang, options: &[String]) -> Result<(), Refusal> {
    match options
        .iter()
        .find_map(|w| likely_meant(lang, w).map(|m| (w, m)))
    {
        Some((word, (option, value))) => Err(Refusal::Said(t!(
            lang,
            "challenge-did-you-mean",
            word = word,
            fix = format!(
                "{}:{}",
                CHALLENGE.option_name(lang, option),
                shown(lang, option, value)
            )
        ))),
        None => Ok(()),
    }
}

/// The challenge options a word typed among the game options may have meant.
const MEANT: [&str; 5] = ["variant", "colour", "days", "rated", "bot"];

/// The challenge option and value a word typed among the game options most likely meant,
/// read in English or in the caller's language (`farbe=weiß`, `klassisch`).
fn likely_meant(lang: Lang, word: &str) -> Option<(&'static str, String)> {
    let lower = word.to_lowercase();
    let (key, value) = match lower.split_once(['=', ':']) {
        Some((k, v)) => (Some(k), v),
        None => (None, lower.as_str()),
    };
    let choice = |option: &str| {
        let kind = &CHALLENGE.option(option)?.kind;
        kind.choice_shown_as(lang, value)
    };
    let colour = choice("colour").or_else(|| Some(ColourChoice::parse(value, lang).ok()?.name()));
    let variant = choice("variant");
    let option = match key {
        Some(k) => MEANT.into_iter().find(|&o| {
            CHALLENGE.option(o).is_some_and(|opt| opt.is_named(k))
                || CHALLENGE.option_name(lang, o) == k
        })?,
        None if variant.is_some() => "variant",
        // A bare `w` or `b` is too short to guess from.
        None if value.chars().count() > 1 && colour.is_some() => "colour",
        None if value.parse().is_ok_and(|d| DAYS_PER_MOVE.contains(&d)) => "days",
        None => return None,
    };
    let value = match (option, colour, variant) {
        ("colour", Some(c), _) | ("variant", _, Some(c)) => c.to_string(),
        _ => value.to_string(),
    };
    Some((option, value))
}

/// A value of `option` as the reader's client shows it: a choice by its name in `lang`
/// (`weiß`, `klassisch`), anything else as typed.
fn shown(lang: Lang, option: &str, value: String) -> String {
    match CHALLENGE.option(option).map(|o| o.kind.choices()) {
        Some(choices) if choices.contains(&value.as_str()) => {
            text(lang, &format!("command-choice-{value}"), &[])
        }
        _ => value,
    }
}

/// A word that is not `key=value` among the options is most likely a player named without a
/// mention (`/challenge bob`): refused with the hint, never made an open challenge.
fn refuse_names_as_options(lang: Lang, options: &[String]) -> Result<(), Refusal> {
    let Some(word) = options.iter().find(|o| !o.contains('=')) else {
        return Ok(());
    };
    let name = word.trim_start_matches("<@").trim_start_matches('@');
    let name = name.trim_end_matches('>');
    Err(Refusal::Said(t!(
        lang,
        "challenge-name-as-option",
        word = word,
        name = name
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
        (Some(g), Some(o)) => Err(Refusal::Said(t!(
            user.lang,
            "challenge-duplicate-to",
            name = &o.name,
            id = g.id
        ))),
        (Some(g), None) => Err(Refusal::Said(t!(
            user.lang,
            "challenge-duplicate-here",
            id = g.id
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
        return Err(expiry::refusal(user.lang, &g));
    }
    if g.status != Status::Challenge {
        // The status's own word; an aborted game's reason says more than `cancelled`.
        let state = if g.aborted() {
            Termination::Aborted.as_str()
        } else {
            g.status.as_str()
        };
        return Err(Refusal::Said(t!(
            user.lang,
            "challenge-no-longer",
            id = g.id,
            state = state
        )));
    }
    Ok(g)
}

/// `/challenge bot:N`: the game against level N begins at once, on `terms` (whose opponent
/// is the bot, whoever they name).
pub fn against_bot(
    tx: &Connection,
    user: &User,
    place: &Place,
    level: u8,
    terms: &Terms,
    now: i64,
) -> Answer {
    let level = match Level::new(level) {
        Ok(l) if !l.is_greedy() => l,
        _ => {
            return Err(Refusal::Said(t!(
                user.lang,
                "bot-not-a-level",
                level = level
            )))
        }
    };
    let bot = bot_user(level, user.lang);
    players::upsert(tx, bot.id, &bot.name)?;
    let terms = Terms {
        opponent: Some(&bot),
        ..*terms
    };
    // Accepted at once below: it never waits to expire.
    let offered = challenge(tx, user, place, &terms, crate::service::CHALLENGE_DAYS, now)?;
    let id = offered.game.expect("a challenge names its game");
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

pub fn accept(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::ChallengeForMe, now, |_| true)?;
    if g.challenger == user.id {
        return Err(Refusal::Said(t!(
            user.lang,
            "challenge-accept-own",
            id = g.id
        )));
    }
    if let Some(o) = g.opponent.filter(|&o| o != user.id) {
        let name = players::name(tx, o)?.unwrap_or_default();
        return Err(Refusal::Said(t!(
            user.lang,
            "challenge-for-another",
            id = g.id,
            name = name
        )));
    }
    let (white, black) = colours(&g.colour_choice, g.challenger, user.id);
    let (loaded, deadline) = begin(tx, &g, white, black, now)?;
    let mut reply = begins(tx, &loaded, deadline, place.post_lang(user), now)?;
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

/// The post that begins game `g` (just begun, the first move due by `deadline`) in `post`:
/// the players with their ratings, the terms, who moves first, the board; the adapter opens
/// the game's thread from it.
pub fn begins(tx: &Connection, g: &Loaded, deadline: i64, post: Lang, now: i64) -> Answer {
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
        days = row.days_per_move,
        first = first_name,
        deadline = date_time(post, deadline)
    ));
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

pub fn decline(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::ChallengeForMe, now, |g| {
        g.opponent == Some(user.id)
    })?;
    if g.challenger == user.id {
        return Err(Refusal::Said(t!(
            user.lang,
            "challenge-decline-own",
            id = g.id
        )));
    }
    if g.opponent != Some(user.id) {
        return Err(Refusal::Said(t!(
            user.lang,
            "challenge-decline-open",
            id = g.id
        )));
    }
    games::set_status(tx, g.id, Status::Declined, now)?;
    let text = |lang| t!(lang, "challenge-declined", name = &user.name, id = g.id);
    let mut reply = Reply::public(text(place.post_lang(user)));
    reply.notices.push(tell::one(tx, g.challenger, text)?);
    reply.game = Some(g.id);
    Ok(reply)
}

pub fn cancel(tx: &Connection, user: &User, place: &Place, id: Option<i64>, now: i64) -> Answer {
    let g = pending(tx, place, id, user, Want::MyChallenge, now, |_| true)?;
    if g.challenger != user.id {
        return Err(Refusal::Said(t!(
            user.lang,
            "challenge-cancel-not-yours",
            id = g.id
        )));
    }
    games::set_status(tx, g.id, Status::Cancelled, now)?;
    let mut reply = Reply::public(t!(
        place.post_lang(user),
        "challenge-withdrawn",
        name = &user.name,
        id = g.id
    ));
    reply.game = Some(g.id);
    Ok(reply)
}

/// `/challenge`: a person (or anyone here), or the bot at a level, not both.
pub const CHALLENGE: Declared = Declared {
    name: "challenge",
    options: &[
        Opt::named("opponent", Kind::Someone),
        Opt::named("variant", Kind::Variant),
        Opt::named(
            "options",
            Kind::Text {
                autocomplete: false,
            },
        )
        .words(Words::All)
        .also(&["option"]),
        Opt::named("colour", Kind::Choice(&["white", "black", "random"])).also(&["color"]),
        DAYS,
        Opt::named(
            "bot",
            Kind::Number {
                min: 1,
                max: 5,
                choices: &[],
            },
        ),
        Opt::named("rated", Kind::Flag),
    ],
    in_dms: false,
    begins_games: true,
    managers_only: false,
    help: 1,
    parse: parse_challenge,
    run: Run::Stored(|cx, c| match c {
        Command::Challenge {
            opponent,
            variant,
            options,
            colour,
            days,
            rated,
        } => {
            let terms = Terms {
                opponent: opponent.as_ref(),
                variant,
                options,
                colour: *colour,
                days: days.unwrap_or(cx.default_days()),
                rated: *rated,
            };
            Some(challenge(
                cx.tx,
                cx.user,
                cx.place,
                &terms,
                cx.challenge_days(),
                cx.now,
            ))
        }
        Command::ChallengeBot {
            level,
            variant,
            options,
            colour,
            days,
            rated,
        } => {
            // Casual unless the server rates games against the bot; `rated:false` is kept.
            let terms = Terms {
                opponent: None,
                variant,
                options,
                colour: *colour,
                days: days.unwrap_or(cx.default_days()),
                rated: cx.server.bot_rated && rated.unwrap_or(true),
            };
            Some(against_bot(
                cx.tx, cx.user, cx.place, *level, &terms, cx.now,
            ))
        }
        _ => None,
    }),
};

fn parse_challenge(g: &Given) -> Result<Command, String> {
    let variant = g.text("variant").unwrap_or("neo").to_string();
    let options = g.words("options");
    let colour = ColourChoice::parse(g.text("colour").unwrap_or("random"), g.lang)?;
    let days = g.fitting("days")?;
    Ok(match (g.someone("opponent"), g.fitting::<u8>("bot")?) {
        (Some(_), Some(_)) => return Err(t!(g.lang, "given-opponent-or-bot")),
        (None, Some(level)) => Command::ChallengeBot {
            level,
            variant,
            options,
            colour,
            days,
            rated: g.flag("rated"),
        },
        (opponent, None) => Command::Challenge {
            opponent,
            variant,
            options,
            colour,
            days,
            rated: g.flag("rated").unwrap_or(true),
        },
    })
}

/// `/accept`: the challenge to the caller (or an open one) is taken, and the game begins.
pub const ACCEPT: Declared = Declared {
    begins_games: true,
    ..Declared::on_a_game(
        "accept",
        3,
        |g| Ok(Command::Accept { game: g.game() }),
        |cx, c| match c {
            Command::Accept { game } => Some(accept(cx.tx, cx.user, cx.place, *game, cx.now)),
            _ => None,
        },
    )
};

/// `/decline`: a challenge to the caller is turned down.
pub const DECLINE: Declared = Declared::on_a_game(
    "decline",
    0,
    |g| Ok(Command::Decline { game: g.game() }),
    |cx, c| match c {
        Command::Decline { game } => Some(decline(cx.tx, cx.user, cx.place, *game, cx.now)),
        _ => None,
    },
);

/// `/cancel`: the caller's own challenge is withdrawn.
pub const CANCEL: Declared = Declared::on_a_game(
    "cancel",
    0,
    |g| Ok(Command::Cancel { game: g.game() }),
    |cx, c| match c {
        Command::Cancel { game } => Some(cancel(cx.tx, cx.user, cx.place, *game, cx.now)),
        _ => None,
    },
);

#[cfg(test)]
mod tests {
    use super::*;

    fn said(lang: Lang, words: &[&str]) -> String {
        let options: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        match refuse_mistyped(lang, &options) {
            Err(Refusal::Said(text)) => text,
            other => panic!("{words:?}: {other:?}"),
        }
    }

    #[test]
    fn a_challenge_option_typed_among_the_game_options_is_answered_with_what_was_meant() {
        assert_eq!(
            said(Lang::En, &["classic"]),
            "'classic' is not a game option; did you mean variant:classic?"
        );
        assert_eq!(
            said(Lang::En, &["White"]),
            "'White' is not a game option; did you mean colour:white?"
        );
        assert_eq!(
            said(Lang::En, &["balanced=true", "variant=heligon"]),
            "'variant=heligon' is not a game option; did you mean variant:heligon?"
        );
        assert_eq!(
            said(Lang::En, &["color=black"]),
            "'color=black' is not a game option; did you mean colour:black?"
        );
        assert_eq!(
            said(Lang::En, &["7"]),
            "'7' is not a game option; did you mean days:7?"
        );
        // In the caller's language, the option and its value named as their client shows
        // them, whichever language they were typed in.
        assert_eq!(
            said(Lang::De, &["white"]),
            "„white“ ist keine Spieloption; meintest du farbe:weiß?"
        );
        assert_eq!(
            said(Lang::De, &["farbe=schwarz"]),
            "„farbe=schwarz“ ist keine Spieloption; meintest du farbe:schwarz?"
        );
        assert_eq!(
            said(Lang::It, &["classico"]),
            "«classico» non è un'opzione di gioco; intendevi variante:classico?"
        );
        assert_eq!(
            said(Lang::It, &["variant=classic"]),
            "«variant=classic» non è un'opzione di gioco; intendevi variante:classico?"
        );
        // A name, a real game option and a word nobody could guess from go on to the
        // other checks.
        for words in [&["bob"][..], &["balanced=true"], &["b"], &["4"]] {
            let options: Vec<String> = words.iter().map(|w| w.to_string()).collect();
            assert_eq!(refuse_mistyped(Lang::En, &options), Ok(()), "{words:?}");
        }
    }
}
