//! Dates in UTC as days since 1970-01-01, for the service's texts and the renderer's chart
//! axis alike, by jiff's proleptic Gregorian calendar (no arithmetic of our own).

use jiff::civil::{date, Date};
use jiff::ToSpan;

const EPOCH: Date = date(1970, 1, 1);

/// (year, month, day) to days since 1970-01-01, the inverse of `civil_from_days`. Years
/// run from -9999 to 9999, far beyond any game's.
pub fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let day = Date::new(y as i16, m as i8, d as i8).expect("a date of years -9999 to 9999");
    let span = EPOCH.until(day).expect("days between two dates");
    i64::from(span.get_days())
}

/// Days since 1970-01-01 to (year, month, day).
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let day = EPOCH
        .checked_add(z.days())
        .expect("a day of years -9999 to 9999");
    (i64::from(day.year()), day.month() as u32, day.day() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_and_dates_agree_across_leap_years_and_centuries() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        // 2000 was a leap year (divisible by 400), 2100 will not be.
        assert_eq!(
            civil_from_days(days_from_civil(2000, 2, 28) + 1),
            (2000, 2, 29)
        );
        assert_eq!(
            civil_from_days(days_from_civil(2100, 2, 28) + 1),
            (2100, 3, 1)
        );
        // The clock's start in the tests: 2026-11-22 is day 20,414.
        assert_eq!(days_from_civil(2026, 11, 22), 1_795_305_600 / 86_400);
        for z in (-800_000..800_000).step_by(997) {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
    }
}
