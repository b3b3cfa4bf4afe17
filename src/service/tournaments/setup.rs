//! Before play: a tournament created on its terms, joined and left during sign-up, the
//! server's tournaments listed, and one cancelled (before any of its games has ended).

use super::words::{format_text, stage_text, variant_text};
use crate::i18n::date_time;
use crate::rules::Ruleset;
use crate::service::clock::bank_words::kind_terms;
use crate::service::clock::terms::settle;
use crate::service::clock::time::DAY;
use crate::service::protocol::tournament::Terms;
use crate::service::protocol::Cx;
use crate::service::{Answer, Refusal, Reply};
use crate::store::games;
use crate::store::tournaments::{self, entrants, pairings, Format, Stage, TournamentRow};
use crate::t;
use crate::tournament::Tournament;

pub fn create(cx: &Cx, guild: u64, terms: &Terms) -> Answer {
    if !cx.manages_server {
        return Err(Refusal::TournamentCreateNotAllowed);
    }
    let rules = Ruleset::from_names(&terms.variant, &terms.options).map_err(Refusal::BadOptions)?;
    if !rules.id.offered() {
        return Err(Refusal::NotOffered { variant: rules.id });
    }
    let clock = settle(terms.days, &terms.clock, cx.default_clock())?;
    let weekends = terms.clock.weekends.unwrap_or(cx.server.weekends);
    let (increment, cap) = clock.bank_terms();
    let most = Tournament::max_swiss_rounds(terms.max_players as usize);
    if terms.swiss && terms.rounds > most {
        return Err(Refusal::TournamentTooManyRounds {
            rounds: terms.rounds,
            players: terms.max_players as usize,
            most,
        });
    }
    let row = TournamentRow {
        id: 0,
        guild,
        channel: cx.place.channel,
        name: terms.name.clone(),
        organiser: cx.user.id,
        variant: rules.id.name().to_string(),
        options: rules.option_texts().join(" "),
        format: if terms.swiss {
            Format::Swiss
        } else {
            Format::RoundRobin
        },
        double: terms.double && !terms.swiss,
        rounds: if terms.swiss { terms.rounds } else { 0 },
        days_per_move: clock.days(),
        increment,
        cap,
        weekends,
        rated: terms.rated,
        max_players: terms.max_players,
        signup_closes: terms.signup_days.map(|d| cx.now + i64::from(d) * DAY),
        stage: Stage::Open,
        created_at: cx.now,
    };
    let post = cx.place.post_lang(cx.user);
    let id = tournaments::insert(cx.tx, &row, post.code())?;
    let row = TournamentRow { id, ..row };
    let closes = row.signup_closes.map(|at| date_time(post, at));
    Ok(Reply::public(t!(
        post,
        "tournament-created",
        id = id,
        name = &row.name,
        organiser = &cx.user.name,
        format = format_text(post, &row),
        variant = variant_text(post, &row),
        clock = kind_terms(post, clock, weekends),
        rated = if row.rated { "yes" } else { "no" },
        max = row.max_players,
        closes = closes.unwrap_or_else(|| "none".into())
    )))
}

pub fn list(cx: &Cx, guild: u64) -> Answer {
    let lang = cx.user.lang;
    let all = tournaments::of_server(cx.tx, guild)?;
    if all.is_empty() {
        return Ok(Reply::private(t!(lang, "tournament-list-none")));
    }
    let mut lines = vec![t!(lang, "tournament-list-head")];
    for t in &all {
        let count = entrants::list(cx.tx, t.id)?.len();
        lines.push(t!(
            lang,
            "tournament-list-line",
            id = t.id,
            name = &t.name,
            stage = stage_text(lang, t.stage),
            format = format_text(lang, t),
            players = count,
            max = t.max_players
        ));
    }
    Ok(Reply::private(lines.join("\n")))
}

pub fn join(cx: &Cx, t: &TournamentRow) -> Answer {
    if t.stage != Stage::Open || t.signup_closes.is_some_and(|c| c <= cx.now) {
        return Err(Refusal::TournamentJoinClosed {
            id: t.id,
            name: t.name.clone(),
        });
    }
    let entered = entrants::list(cx.tx, t.id)?;
    if entered.iter().any(|e| e.player == cx.user.id) {
        return Err(Refusal::TournamentJoinTwice {
            id: t.id,
            name: t.name.clone(),
        });
    }
    if entered.len() >= t.max_players as usize {
        return Err(Refusal::TournamentJoinFull {
            id: t.id,
            name: t.name.clone(),
            max: t.max_players,
        });
    }
    entrants::join(cx.tx, t.id, cx.user.id, cx.now)?;
    let post = cx.place.post_lang(cx.user);
    Ok(Reply::public(t!(
        post,
        "tournament-joined",
        id = t.id,
        name = &t.name,
        player = &cx.user.name,
        players = entered.len() + 1,
        max = t.max_players
    )))
}

pub fn leave(cx: &Cx, t: &TournamentRow) -> Answer {
    if t.stage != Stage::Open {
        return Err(Refusal::TournamentLeaveStarted { id: t.id });
    }
    if !entrants::leave(cx.tx, t.id, cx.user.id)? {
        return Err(Refusal::TournamentNotEntered { id: t.id });
    }
    let post = cx.place.post_lang(cx.user);
    Ok(Reply::public(t!(
        post,
        "tournament-left",
        id = t.id,
        name = &t.name,
        player = &cx.user.name
    )))
}

/// The organiser, or a member who may manage the server.
pub fn may_run(cx: &Cx, t: &TournamentRow) -> bool {
    cx.manages_server || cx.user.id == t.organiser
}

pub fn cancel(cx: &Cx, t: &TournamentRow) -> Answer {
    if !may_run(cx, t) {
        return Err(Refusal::TournamentNotAllowed { id: t.id });
    }
    let all = pairings::list(cx.tx, t.id)?;
    let ended = all
        .iter()
        .any(|p| p.result.is_some_and(|r| r != pairings::Scored::Bye));
    if ended || !matches!(t.stage, Stage::Open | Stage::Running) {
        return Err(Refusal::TournamentCancelTooLate { id: t.id });
    }
    if !tournaments::advance(cx.tx, t.id, t.stage, Stage::Cancelled, cx.now)? {
        return Err(Refusal::TournamentCancelTooLate { id: t.id });
    }
    for game in all.iter().filter_map(|p| p.game) {
        games::call_off(cx.tx, game, cx.now)?;
    }
    let post = cx.place.post_lang(cx.user);
    let mut reply = Reply::public(t!(
        post,
        "tournament-cancelled",
        id = t.id,
        name = &t.name,
        by = &cx.user.name
    ));
    reply.mentions = entrants::list(cx.tx, t.id)?
        .iter()
        .map(|e| e.player)
        .collect();
    // Every entrant must see it: owed by the outbox should the answer not arrive.
    reply.announces = true;
    Ok(reply)
}
