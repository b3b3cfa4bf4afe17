//! Vacations, as daily-chess sites have them: for a few days a player's clocks stand still.
//! The moves due from them are due that much later, and a move that becomes theirs meanwhile
//! is due its full time after the vacation ends. Moves made meanwhile count as usual. At
//! most 14 days at a time and 30 days in any 365.

use crate::i18n::date_time;
use crate::service::clock::time::DAY;
use crate::service::games::loaded::load;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Declared, Kind, Opt, Words};
use crate::service::Command;
use crate::service::{words::tell, Answer, Place, Refusal, Reply, User};
use crate::store::games::{self, Status};
use crate::store::sql::Connection;
use crate::store::vacations::{add, running_until, taken_since};
use crate::t;

pub const MAX_DAYS: u32 = 14;
const DAYS_PER_YEAR: i64 = 30;

pub fn vacation(tx: &Connection, user: &User, place: &Place, days: u32, now: i64) -> Answer {
    if !(1..=MAX_DAYS).contains(&days) {
        return Err(Refusal::VacationLength {
            max: MAX_DAYS,
            days,
        });
    }
    if let Some(until) = running_until(tx, user.id, now)? {
        return Err(Refusal::VacationRunning { until });
    }
    let taken = taken_since(tx, user.id, now - 365 * DAY)?;
    let left = (DAYS_PER_YEAR * DAY - taken).max(0) / DAY;
    if i64::from(days) > left {
        return Err(Refusal::VacationUsedUp {
            left,
            per_year: DAYS_PER_YEAR,
        });
    }
    let ends = now + i64::from(days) * DAY;
    add(tx, user.id, now, ends)?;
    let mut here = Vec::new();
    let mut notices = Vec::new();
    let active = games::of_player(tx, user.id, Status::Active)?;
    for row in active {
        let g = load(tx, row)?;
        let (Some(deadline), Some(me)) = (g.row.deadline, g.colour_of(user.id)) else {
            continue;
        };
        if g.to_move() != Some(user.id) {
            continue;
        }
        let later = deadline + i64::from(days) * DAY;
        games::postpone(tx, g.row.id, later, now)?;
        if g.row.guild_id == place.guild {
            here.push(format!("#{}", g.row.id));
        }
        if let Some(opponent) = g.player(me.other()) {
            notices.push(tell::one(tx, opponent, |lang| {
                t!(
                    lang,
                    "clock-vacation-notice",
                    name = &user.name,
                    until = date_time(lang, ends),
                    id = g.row.id,
                    deadline = date_time(lang, later)
                )
            })?);
        }
    }
    let lang = place.post_lang(user);
    let mut text = t!(
        lang,
        "clock-vacation",
        name = &user.name,
        until = date_time(lang, ends)
    );
    if !here.is_empty() {
        text.push(' ');
        text.push_str(&t!(
            lang,
            "clock-vacation-postponed",
            games = here.join(", "),
            days = days
        ));
    }
    Ok(Reply {
        notices,
        ..Reply::public(text)
    })
}

/// `/vacation`: the caller's clocks stand still for some days.
pub const VACATION: Declared = Declared {
    name: "vacation",
    options: &[Opt::named(
        "days",
        Kind::Number {
            min: 1,
            max: 14,
            choices: &[],
        },
    )
    .required()
    .words(Words::First)],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 12,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        Ok(Command::Vacation {
            days: g.fitting("days")?.ok_or_else(|| g.missing("days"))?,
        })
    },
};
