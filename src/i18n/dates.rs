//! Dates and times as each language writes them, always in UTC (a correspondence game's
//! players live in many time zones; Discord turns them into each reader's local time).

use super::Lang;
use crate::calendar::{civil_from_days, days_from_civil};

const DAY: i64 = 86_400;

/// Unix seconds as a date and minute: `2026-11-25 14:00 UTC`, `25.11.2026 14:00 UTC`,
/// `25/11/2026 14:00 UTC`.
pub fn date_time(lang: Lang, ts: i64) -> String {
    let (y, m, d) = civil_from_days(ts.div_euclid(DAY));
    let secs = ts.rem_euclid(DAY);
    let (h, min) = (secs / 3600, secs % 3600 / 60);
    match lang {
        Lang::En => format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02} UTC"),
        Lang::De => format!("{d:02}.{m:02}.{y:04} {h:02}:{min:02} UTC"),
        Lang::It => format!("{d:02}/{m:02}/{y:04} {h:02}:{min:02} UTC"),
    }
}

/// The day of unix seconds, as `date_time` writes it: `2026-11-25`, `25.11.2026`,
/// `25/11/2026`.
pub fn date(lang: Lang, ts: i64) -> String {
    let (y, m, d) = civil_from_days(ts.div_euclid(DAY));
    match lang {
        Lang::En => format!("{y:04}-{m:02}-{d:02}"),
        Lang::De => format!("{d:02}.{m:02}.{y:04}"),
        Lang::It => format!("{d:02}/{m:02}/{y:04}"),
    }
}

/// The month of unix seconds, the day left out of `date`: `2026-11`, `11.2026`, `11/2026`.
pub fn month(lang: Lang, ts: i64) -> String {
    let (y, m, _) = civil_from_days(ts.div_euclid(DAY));
    match lang {
        Lang::En => format!("{y:04}-{m:02}"),
        Lang::De => format!("{m:02}.{y:04}"),
        Lang::It => format!("{m:02}/{y:04}"),
    }
}

/// Reads back what `date_time` writes in any language, as unix seconds, so that an
/// adapter can show the instant its own way (Discord's timestamp markup).
pub fn parse_date_time(text: &str) -> Option<i64> {
    Lang::ALL.into_iter().find_map(|lang| parse_in(lang, text))
}

fn parse_in(lang: Lang, text: &str) -> Option<i64> {
    let (shape, y, m, d): (&[u8], _, _, _) = match lang {
        Lang::En => (b"dddd-dd-dd dd:dd UTC", 0..4, 5..7, 8..10),
        Lang::De => (b"dd.dd.dddd dd:dd UTC", 6..10, 3..5, 0..2),
        Lang::It => (b"dd/dd/dddd dd:dd UTC", 6..10, 3..5, 0..2),
    };
    let b = text.as_bytes();
    let fits = b.len() == shape.len()
        && b.iter().zip(shape).all(|(&c, &s)| match s {
            b'd' => c.is_ascii_digit(),
            _ => c == s,
        });
    if !fits {
        return None;
    }
    let n = |r: std::ops::Range<usize>| text[r].parse::<i64>().ok();
    let (y, m, d, h, min) = (n(y)?, n(m)?, n(d)?, n(11..13)?, n(14..16)?);
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) || h > 23 || min > 59 {
        return None;
    }
    Some(days_from_civil(y, m as u32, d as u32) * DAY + h * 3600 + min * 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    // 2000-02-29 12:34 UTC, a leap day.
    const LEAP: i64 = 951_827_640;

    #[test]
    fn each_language_writes_its_own_order() {
        assert_eq!(date_time(Lang::En, LEAP), "2000-02-29 12:34 UTC");
        assert_eq!(date_time(Lang::De, LEAP), "29.02.2000 12:34 UTC");
        assert_eq!(date_time(Lang::It, LEAP), "29/02/2000 12:34 UTC");
        assert_eq!(date_time(Lang::En, 0), "1970-01-01 00:00 UTC");
    }

    #[test]
    fn a_date_is_the_day_of_its_date_time_and_a_month_leaves_the_day_out() {
        for lang in Lang::ALL {
            for ts in [0, LEAP, 1_795_305_600 + 86_399] {
                let full = date_time(lang, ts);
                assert!(full.starts_with(&format!("{} ", date(lang, ts))), "{full}");
            }
        }
        assert_eq!(date(Lang::En, 1_795_305_600 + 86_399), "2026-11-22");
        assert_eq!(date(Lang::De, LEAP), "29.02.2000");
        assert_eq!(date(Lang::It, LEAP), "29/02/2000");
        assert_eq!(month(Lang::En, LEAP), "2000-02");
        assert_eq!(month(Lang::De, LEAP), "02.2000");
        assert_eq!(month(Lang::It, LEAP), "02/2000");
    }

    #[test]
    fn every_language_reads_back_to_the_minute() {
        for lang in Lang::ALL {
            for ts in [0, LEAP, 1_795_305_600 + 23 * 3600 + 59 * 60] {
                assert_eq!(parse_date_time(&date_time(lang, ts)), Some(ts), "{lang}");
            }
        }
        assert_eq!(parse_date_time("2026-13-01 10:00 UTC"), None);
        assert_eq!(parse_date_time("31.12.2026 24:00 UTC"), None);
        assert_eq!(parse_date_time("in 3 days"), None);
    }
}
