//! A player's own time of day, in their IANA time zone (jiff's bundled database): when
//! their daily digest falls due, and which local day it is for.

use crate::i18n::Lang;
use jiff::civil::Time;
use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan};

/// The zone named `name` (any case), with its canonical name (`Europe/Rome`).
pub fn zone(name: &str) -> Option<(TimeZone, String)> {
    let name = name.trim();
    let tz = TimeZone::get(name).ok()?;
    let canonical = tz.iana_name().unwrap_or(name).to_string();
    Some((tz, canonical))
}

/// The zone stored for a player, UTC when none was given or it is no longer known.
pub fn zone_or_utc(name: Option<&str>) -> TimeZone {
    name.and_then(zone).map_or(TimeZone::UTC, |(tz, _)| tz)
}

/// Every zone name there is, sorted, for autocomplete: read from the database once, not
/// at every keystroke.
pub fn names() -> &'static [String] {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let mut all: Vec<String> = jiff::tz::db().available().map(|n| n.to_string()).collect();
        all.sort();
        all
    })
}

/// The local day (days since 1970-01-01 in the zone's calendar) and the minutes since local
/// midnight at unix second `now`.
pub fn day_and_minute(now: i64, tz: &TimeZone) -> (i64, u16) {
    let local = instant(now).to_zoned(tz.clone());
    let day = jiff::civil::date(1970, 1, 1)
        .until(local.date())
        .map_or(0, |s| i64::from(s.get_days()));
    let minute = local.hour() as u16 * 60 + local.minute() as u16;
    (day, minute)
}

/// The first unix second at or after `now` when it is `minute` past midnight in `tz` (on a
/// day the clocks skip that time, the moment they jump past it).
pub fn next_at(now: i64, tz: &TimeZone, minute: u16) -> i64 {
    let local = instant(now).to_zoned(tz.clone());
    let time = Time::new((minute / 60) as i8, (minute % 60) as i8, 0, 0).unwrap_or(Time::MIN);
    for days in 0..3 {
        let Ok(date) = local.date().checked_add(days.days()) else {
            break;
        };
        if let Ok(at) = date.to_datetime(time).to_zoned(tz.clone()) {
            if at.timestamp().as_second() >= now {
                return at.timestamp().as_second();
            }
        }
    }
    now
}

fn instant(now: i64) -> Timestamp {
    Timestamp::from_second(now).unwrap_or(Timestamp::UNIX_EPOCH)
}

/// `08:00`, `8:30`, `20` as minutes after midnight.
pub fn parse_time(typed: &str) -> Option<u16> {
    let typed = typed.trim();
    let (h, m) = match typed.split_once(':') {
        Some((h, m)) if m.len() == 2 => (h, m),
        Some(_) => return None,
        None => (typed, "00"),
    };
    if h.is_empty() || h.len() > 2 {
        return None;
    }
    let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// Minutes after midnight as `08:00`.
pub fn time_text(minute: u16) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

/// Zone names containing what was typed (any case), for autocomplete: at most 25, the
/// zones of the reader's language first when nothing is typed yet.
pub fn zones_matching(typed: &str, lang: Lang) -> Vec<String> {
    let typed = typed.trim().to_lowercase();
    if typed.is_empty() {
        let mine: &[&str] = match lang {
            Lang::De => &["Europe/Berlin", "Europe/Vienna", "Europe/Zurich"],
            Lang::It => &["Europe/Rome", "Europe/Zurich"],
            Lang::En => &["Europe/London", "America/New_York", "America/Los_Angeles"],
        };
        let mut out: Vec<String> = mine.iter().map(|s| s.to_string()).collect();
        out.push("UTC".to_string());
        return out;
    }
    names()
        .iter()
        .filter(|n| n.to_lowercase().contains(&typed))
        .take(25)
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_of_day_are_read_as_people_write_them() {
        assert_eq!(parse_time("08:00"), Some(480));
        assert_eq!(parse_time("8:30"), Some(510));
        assert_eq!(parse_time("20"), Some(1200));
        assert_eq!(parse_time("24:00"), None);
        assert_eq!(parse_time("7:5"), None);
        assert_eq!(parse_time("noon"), None);
        assert_eq!(time_text(510), "08:30");
    }

    #[test]
    fn rome_is_an_hour_ahead_in_winter_and_two_in_summer() {
        let (rome, name) = zone("europe/rome").expect("a known zone");
        assert_eq!(name, "Europe/Rome");
        // 2026-11-22 00:00 UTC is 01:00 in Rome; 08:00 there is 07:00 UTC.
        let t0 = 1_795_305_600;
        assert_eq!(day_and_minute(t0, &rome), (t0 / 86_400, 60));
        assert_eq!(next_at(t0, &rome, 480), t0 + 7 * 3600);
        // 2026-07-01 00:00 UTC: 08:00 in Rome (summer time) is 06:00 UTC.
        let july = 1_782_864_000;
        assert_eq!(next_at(july, &rome, 480), july + 6 * 3600);
        assert!(zone("Europe/Romee").is_none());
    }

    #[test]
    fn a_time_the_clocks_skip_comes_when_they_jump() {
        // Rome springs forward on 2026-03-29 at 02:00 local (01:00 UTC) to 03:00.
        let rome = zone("Europe/Rome").unwrap().0;
        let day_before = 1_774_656_000; // 2026-03-28 00:00 UTC
        let at = next_at(day_before + 86_400, &rome, 150); // 02:30 does not exist that day
        assert_eq!(at, 1_774_746_000 + 30 * 60, "03:30 local, 01:30 UTC");
    }
}
