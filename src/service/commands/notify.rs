//! `/notify`: how a player is told it is their turn. A direct message at every move (the
//! default), one digest a day at their hour in their own time zone
//! (`digest:08:00 zone:Europe/Rome`), or nothing beyond the channel mention; and whether a
//! second reminder comes at 95% of a move's time (the one at 80% comes to everyone).
//! Without options: their choice, privately.

use crate::i18n::{date_time, text, Arg, Lang};
use crate::service::clock::digest::digest_duty;
use crate::service::clock::local;
use crate::service::protocol::notify::Change;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Cx, Declared, Kind, Opt, WEEKENDS_OFF};
use crate::service::{Answer, Command, Refusal, Reply};
use crate::store::duties::{self};
use crate::store::notify::{self, Mode, Prefs};
use crate::store::web_sessions;
use crate::t;

pub const NOTIFY: Declared = Declared {
    name: "notify",
    options: &[
        Opt::named("mode", Kind::Choice(&["move", "digest", "none"])),
        Opt::named(
            "digest",
            Kind::Text {
                autocomplete: false,
            },
        ),
        Opt::named("zone", Kind::Text { autocomplete: true }),
        Opt::named("second-reminder", Kind::Flag),
        WEEKENDS_OFF,
        Opt::named("review-finished", Kind::Flag),
        Opt::named("team-moves", Kind::Flag),
        Opt::named("sign-out-pages", Kind::Flag),
    ],
    in_dms: true,
    begins_games: false,
    managers_only: false,
    help: 19,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        let mode = g.choice("mode")?.as_deref().and_then(Mode::parse);
        let digest = match g.text("digest") {
            Some(typed) => {
                Some(local::parse_time(typed).ok_or_else(|| g.malformed("digest", typed))?)
            }
            None => None,
        };
        let zone = match g.text("zone") {
            Some(typed) => Some(
                local::zone(typed)
                    .map(|(_, name)| name)
                    .ok_or_else(|| g.malformed("zone", typed))?,
            ),
            None => None,
        };
        Ok(Command::Notify(Change {
            mode,
            digest,
            zone,
            second_reminder: g.flag("second-reminder"),
            weekends: g.flag("weekends-off"),
            review_finished: g.flag("review-finished"),
            team_moves: g.flag("team-moves"),
            sign_out_pages: g.flag("sign-out-pages").unwrap_or(false),
        }))
    },
};

pub fn run(cx: &Cx, change: &Change) -> Answer {
    let (tx, user, lang) = (cx.tx, cx.user, cx.user.lang);
    let before = notify::get(tx, user.id)?;
    if change.sign_out_pages {
        let ended = web_sessions::revoke_all(tx, user.id, cx.now)?;
        let rest = Change {
            sign_out_pages: false,
            ..change.clone()
        };
        let said = t!(lang, "notify-signed-out-pages", count = ended as u32);
        if rest.is_empty() {
            return Ok(Reply::private(said));
        }
        let more = run(cx, &rest)?;
        return Ok(Reply::private(format!("{said}\n{}", more.text)));
    }
    if change.is_empty() {
        return Ok(Reply::private(shown(lang, &before, cx.now)));
    }
    let after = changed(&before, change, cx.now)?;
    notify::save(tx, user.id, &after, cx.now)?;
    if after.mode == Mode::Digest {
        skip_today_if_past(tx, user.id, &after, cx.now)?;
    }
    let saved = t!(lang, "notify-saved");
    Ok(Reply::private(format!(
        "{saved} {}",
        shown(lang, &after, cx.now)
    )))
}

/// The choice after `change` at `now`, or why it cannot be made.
fn changed(before: &Prefs, change: &Change, now: i64) -> Result<Prefs, Refusal> {
    let mode = match (change.mode, change.digest) {
        (Some(m), Some(_)) if m != Mode::Digest => {
            return Err(Refusal::DigestNeedsMode);
        }
        (Some(m), _) => m,
        (None, Some(_)) => Mode::Digest,
        (None, None) => before.mode,
    };
    let after = Prefs {
        mode,
        digest_minute: change.digest.or(before.digest_minute),
        zone: change.zone.clone().or_else(|| before.zone.clone()),
        second_reminder: change.second_reminder.unwrap_or(before.second_reminder),
        weekends: change.weekends.unwrap_or(before.weekends),
        review_finished: change.review_finished.unwrap_or(before.review_finished),
        team_moves: change.team_moves.unwrap_or(before.team_moves),
        // Games finished from the moment it is turned on: no backlog of old games.
        review_since: match (before.review_finished, change.review_finished) {
            (false, Some(true)) => Some(now),
            _ => before.review_since,
        },
    };
    if after.mode == Mode::Digest && after.digest_minute.is_none() {
        return Err(Refusal::DigestNeedsTime);
    }
    Ok(after)
}

/// A digest chosen after its hour has passed today starts tomorrow: today's is marked done.
fn skip_today_if_past(
    tx: &crate::store::sql::Connection,
    user: u64,
    p: &Prefs,
    now: i64,
) -> crate::store::sql::Result<()> {
    let Some(at) = p.digest_minute else {
        return Ok(());
    };
    let tz = local::zone_or_utc(p.zone.as_deref());
    let (day, minute) = local::day_and_minute(now, &tz);
    if minute >= at {
        duties::claim(tx, &digest_duty(user, day), now)?;
    }
    Ok(())
}

/// The choice in words.
fn shown(lang: Lang, p: &Prefs, now: i64) -> String {
    let zone = p.zone.clone().unwrap_or_else(|| "UTC".to_string());
    let next = p.digest_minute.map(|m| {
        let tz = local::zone_or_utc(p.zone.as_deref());
        date_time(lang, local::next_at(now, &tz, m))
    });
    let second = if p.second_reminder { "yes" } else { "no" };
    let args = [
        ("mode", Arg::from(p.mode.name())),
        (
            "time",
            Arg::from(p.digest_minute.map(local::time_text).unwrap_or_default()),
        ),
        ("zone", Arg::from(zone)),
        ("next", Arg::from(next.unwrap_or_default())),
        ("second", Arg::from(second)),
    ];
    let mut state = text(lang, "notify-state", &args);
    if p.weekends {
        state = format!("{state}\n{}", t!(lang, "clock-bank-notify-weekends"));
    }
    if p.review_finished {
        state = format!("{state}\n{}", t!(lang, "notify-review-finished"));
    }
    if p.team_moves {
        state = format!("{state}\n{}", t!(lang, "notify-team-moves"));
    }
    state
}
