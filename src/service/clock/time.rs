//! The service's units of time and the record's date. Dates players read are written per
//! language by `i18n::date_time` (the Discord adapter turns them into timestamp markup
//! each reader sees in local time).

use crate::calendar::civil_from_days;

pub const DAY: i64 = 86_400;

/// The date part only, as a record's Date tag wants it (a format, the same in every
/// language): `2026.11.25`.
pub fn record_date(ts: i64) -> String {
    let (y, m, d) = civil_from_days(ts.div_euclid(DAY));
    format!("{y:04}.{m:02}.{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_dates() {
        assert_eq!(record_date(1_795_305_600), "2026.11.22");
        // 2000-02-29 12:34 UTC, a leap day.
        assert_eq!(record_date(951_827_640), "2000.02.29");
    }
}
