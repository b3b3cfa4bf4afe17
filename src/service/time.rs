//! Times as players read them: `2026-11-25 14:00 UTC`.

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

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (H. Hinnant's method).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
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
}
