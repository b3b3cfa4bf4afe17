//! The time left to the player to move, as their strip shows it: "2 d 4 h left",
//! "5 h 20 min left", "12 min left"; "time is up" once the deadline has passed (in the
//! picture's language: "noch 2 Tg. 4 Std.", "restano 12 min").

use crate::i18n::Lang;
use crate::t;

/// Seconds left as a short phrase, rounded down to what matters at that scale.
pub fn time_left_text(lang: Lang, secs: i64) -> String {
    const MIN: i64 = 60;
    const HOUR: i64 = 60 * MIN;
    const DAY: i64 = 24 * HOUR;
    if secs <= 0 {
        return t!(lang, "picture-time-up");
    }
    let (d, h, m) = (secs / DAY, secs % DAY / HOUR, secs % HOUR / MIN);
    match (d, h) {
        (0, 0) => t!(lang, "picture-left-minutes", minutes = m.max(1)),
        (0, _) => t!(lang, "picture-left-hours", hours = h, minutes = m),
        _ => t!(lang, "picture-left-days", days = d, hours = h),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_units_that_matter_are_shown() {
        let en = |secs| time_left_text(Lang::En, secs);
        assert_eq!(en(2 * 86_400 + 4 * 3600 + 59), "2 d 4 h left");
        assert_eq!(en(5 * 3600 + 20 * 60 + 7), "5 h 20 min left");
        assert_eq!(en(12 * 60), "12 min left");
        assert_eq!(en(30), "1 min left");
        assert_eq!(en(0), "time is up");
    }

    #[test]
    fn each_language_says_it_in_its_own_words() {
        let de = |secs| time_left_text(Lang::De, secs);
        assert_eq!(de(2 * 86_400 + 4 * 3600 + 59), "noch 2 Tg. 4 Std.");
        assert_eq!(de(5 * 3600 + 20 * 60), "noch 5 Std. 20 Min.");
        assert_eq!(de(-5), "Zeit abgelaufen");
        let it = |secs| time_left_text(Lang::It, secs);
        assert_eq!(it(86_400), "restano 1 g 0 h");
        // One minute is singular in Italian, several plural.
        assert_eq!(it(30), "resta 1 min");
        assert_eq!(it(12 * 60), "restano 12 min");
        assert_eq!(it(0), "tempo scaduto");
    }
}
