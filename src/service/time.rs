//! Times as players read them: `2026-11-25 14:00 UTC` (the console prints them so; the
//! Discord adapter turns them into timestamp markup each reader sees in local time).

use crate::calendar::{civil_from_days, days_from_civil};

pub const DAY: i64 = 86_400;

/// Formats unix seconds as a UTC date and minute.
pub fn format(ts: i64) -> String {
    let (y, m, d) = civil_from_days(ts.div_euclid(DAY));
    let secs = ts.rem_euclid(DAY);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        secs / 3600,
        secs % 3600 / 60
    )
}

/// The date part only, as a record's Date tag wants it: `2026.11.25`.
pub fn record_date(ts: i64) -> String {
    let (y, m, d) = civil_from_days(ts.div_euclid(DAY));
    format!("{y:04}.{m:02}.{d:02}")
}

/// Reads back what `format` writes (`2026-11-25 14:00 UTC`) as unix seconds, so that an
/// adapter can show the instant in its own way (Discord's timestamp markup).
pub fn parse(text: &str) -> Option<i64> {
    let b = text.as_bytes();
    let shape = b"dddd-dd-dd dd:dd UTC";
    if b.len() != shape.len()
        || !b.iter().zip(shape).all(|(&c, &s)| match s {
            b'd' => c.is_ascii_digit(),
            _ => c == s,
        })
    {
        return None;
    }
    let n = |r: std::ops::Range<usize>| text[r].parse::<i64>().ok();
    let (y, m, d, h, min) = (n(0..4)?, n(5..7)?, n(8..10)?, n(11..13)?, n(14..16)?);
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) || h > 23 || min > 59 {
        return None;
    }
    Some(days_from_civil(y, m as u32, d as u32) * DAY + h * 3600 + min * 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates() {
        assert_eq!(format(0), "1970-01-01 00:00 UTC");
        // 2000-02-29 12:34 UTC, a leap day.
        assert_eq!(format(951_827_640), "2000-02-29 12:34 UTC");
        assert_eq!(record_date(1_795_305_600), "2026.11.22");
    }

    #[test]
    fn formatted_instants_read_back_to_the_minute() {
        for ts in [
            0,
            951_827_640,
            1_795_305_600,
            1_795_305_600 + 3 * DAY + 3_659,
        ] {
            assert_eq!(parse(&format(ts)), Some(ts - ts.rem_euclid(60)), "{ts}");
        }
        assert_eq!(parse("2026-13-01 00:00 UTC"), None);
        assert_eq!(parse("2026-11-25 14:00"), None);
    }
}
