//! The clock's part in tournaments, each step a duty claimed in the transaction that does
//! it (`store::duties`), so that however many processes tick, each is done and announced
//! once: a tournament whose sign-up has closed starts (or is cancelled, too few having
//! joined); each result is announced; when a round's last game has ended, a Swiss's next
//! round is paired, and when the last has, the final standings are posted.

use super::begin::{announce, begin, bye, cannot_start, channel, play};
use super::table::{self, standings_text, State};
use super::words::score_text;
use crate::i18n::Lang;
use crate::service::{Refusal, Reply};
use crate::store::duties::{self, Duty};
use crate::store::sql::Connection;
use crate::store::tournaments::pairings::{self, PairingRow, Scored};
use crate::store::tournaments::{self, entrants, Format, Stage, TournamentRow};
use crate::store::Store;
use crate::t;
use crate::tournament::pair_next_round;

pub const RESULT: &str = "tournament-result";
pub const ROUND: &str = "tournament-round";
pub const END: &str = "tournament-end";

/// What is done with each announcement, in its language, in the transaction that made it.
pub type Finish<'a> = dyn Fn(&Connection, Reply, Lang) -> crate::store::sql::Result<Reply> + 'a;

/// Every step due at `now`, each tournament in its own transaction; the announcements,
/// finished in the tournament's language.
pub fn tick(store: &mut Store, now: i64, finish: &Finish) -> Vec<Reply> {
    let mut out = Vec::new();
    let due: Vec<TournamentRow> = tournaments::at_stage(store.conn(), Stage::Open)
        .unwrap_or_default()
        .into_iter()
        .filter(|t| t.signup_closes.is_some_and(|c| c <= now))
        .chain(
            tournaments::at_stage(store.conn(), Stage::Running)
                .unwrap_or_default()
                .into_iter()
                // Looked at first without the write lock: idle ticks take none.
                .filter(|t| pairings::step_due(store.conn(), t.id, RESULT).unwrap_or(true)),
        )
        .collect();
    for t in due {
        let r = store.write(|tx| -> Result<Vec<Reply>, Refusal> {
            // Read again inside the transaction: a command may have come first.
            let Some(t) = tournaments::get(tx, t.id)? else {
                return Ok(Vec::new());
            };
            let lang = tournaments::lang(tx, t.id)?.map_or(Lang::En, |c| Lang::from_locale(&c));
            let made = match t.stage {
                Stage::Open => close_signup(tx, &t, lang, now)?.into_iter().collect(),
                Stage::Running => progress(tx, &t, lang, now)?,
                _ => Vec::new(),
            };
            made.into_iter().map(|r| Ok(finish(tx, r, lang)?)).collect()
        });
        out.extend(r.unwrap_or_default());
    }
    out
}

/// Sign-up has closed: the tournament starts, or is cancelled for want of players.
fn close_signup(
    tx: &Connection,
    t: &TournamentRow,
    lang: Lang,
    now: i64,
) -> Result<Option<Reply>, Refusal> {
    let Some(why) = cannot_start(tx, t)? else {
        return begin(tx, t, lang, now);
    };
    if !tournaments::advance(tx, t.id, Stage::Open, Stage::Cancelled, now)? {
        return Ok(None);
    }
    Ok(Some(Reply {
        channel: Some(channel(tx, t)?),
        ..Reply::public(t!(
            lang,
            "tournament-closed-unplayed",
            id = t.id,
            name = &t.name,
            why = crate::service::words::refusals::said(lang, &why)
        ))
    }))
}

/// A running tournament's results to announce, then its next round or its end.
fn progress(
    tx: &Connection,
    t: &TournamentRow,
    lang: Lang,
    now: i64,
) -> Result<Vec<Reply>, Refusal> {
    let s = table::state(tx, t)?;
    let mut out = Vec::new();
    for p in s
        .pairings
        .iter()
        .filter(|p| p.result.is_some() && p.game.is_some())
    {
        let duty = Duty {
            kind: RESULT,
            subject: p.game.unwrap_or_default(),
            occasion: t.id,
        };
        if duties::claim(tx, &duty, now)? {
            out.push(result_post(tx, t, &s, p, lang)?);
        }
    }
    if s.pairings.is_empty() || s.pairings.iter().any(|p| p.result.is_none()) {
        return Ok(out);
    }
    let last = s.pairings.iter().map(|p| p.round).max().unwrap_or(0);
    if t.format == Format::Swiss && last < t.rounds {
        let next = Duty {
            kind: ROUND,
            subject: t.id,
            occasion: i64::from(last + 1),
        };
        if !duties::claim(tx, &next, now)? {
            return Ok(out);
        }
        // No legal pairing left (too many withdrawn): the tournament ends here.
        if let Ok(round) = pair_next_round(&s.t) {
            let mut posts = Vec::new();
            let mut games = play(tx, t, &s, last + 1, &round.pairs, now, &mut posts)?;
            games.extend(bye(tx, t, last + 1, round.bye)?);
            let head = t!(
                lang,
                "tournament-round",
                id = t.id,
                name = &t.name,
                round = last + 1,
                rounds = t.rounds
            );
            let mut reply = announce(tx, t, &s, head, &games, lang)?;
            reply.also = posts;
            out.push(reply);
            return Ok(out);
        }
    }
    out.extend(end(tx, t, lang, now)?);
    Ok(out)
}

/// "«Autumn», round 2: alice 1-0 bob (game 14)".
fn result_post(
    tx: &Connection,
    t: &TournamentRow,
    s: &State,
    p: &PairingRow,
    lang: Lang,
) -> crate::store::sql::Result<Reply> {
    let black = p.black.map(|b| s.name(b)).unwrap_or_default();
    let text = t!(
        lang,
        "tournament-result",
        name = &t.name,
        round = p.round,
        white = s.name(p.white),
        black = black,
        forfeit = if matches!(
            p.result,
            Some(Scored::WhiteByForfeit | Scored::BlackByForfeit | Scored::DoubleForfeit)
        ) {
            "yes"
        } else {
            "no"
        },
        score = score_text(lang, p.result.unwrap_or(Scored::Draw)),
        game = p.game.unwrap_or_default()
    );
    Ok(Reply {
        channel: Some(channel(tx, t)?),
        ..Reply::public(text)
    })
}

/// The last game has ended: the final standings and the winner.
fn end(tx: &Connection, t: &TournamentRow, lang: Lang, now: i64) -> Result<Option<Reply>, Refusal> {
    let duty = Duty {
        kind: END,
        subject: t.id,
        occasion: 0,
    };
    if !duties::claim(tx, &duty, now)?
        || !tournaments::advance(tx, t.id, Stage::Running, Stage::Finished, now)?
    {
        return Ok(None);
    }
    let s = table::state(tx, t)?;
    let ranked = table::ranked(t, &s);
    let winner = ranked
        .first()
        .map(|r| (s.name(r.number).to_string(), f64::from(r.points) / 2.0));
    let (winner, points) = winner.unwrap_or_default();
    let text = format!(
        "{}\n{}",
        t!(
            lang,
            "tournament-won",
            id = t.id,
            name = &t.name,
            winner = winner,
            points = points
        ),
        standings_text(lang, t, &s)
    );
    let players = entrants::list(tx, t.id)?;
    Ok(Some(Reply {
        channel: Some(channel(tx, t)?),
        mentions: players.iter().map(|e| e.player).collect(),
        ..Reply::public(text)
    }))
}
