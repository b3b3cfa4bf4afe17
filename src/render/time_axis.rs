//! A chart's time axis: "nice" tick dates around a span of time (whole days, weeks from
//! Monday, months or years, whichever gives three to six of them) and their labels in a
//! language. The first and last ticks are the axis's ends, so every label has its date.

use crate::calendar::{civil_from_days, days_from_civil};
use crate::i18n::{date, month, Lang};

const DAY: i64 = 86_400;

/// Fewer dates than this do not show how time runs; more crowd each other out.
pub const FEWEST: usize = 3;
pub const MOST: usize = 6;

/// The calendar unit ticks are counted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unit {
    Day,
    Week,
    Month,
    Year,
}

/// A tick every `every` units, on the unit numbers `every` divides (so a span's ticks do
/// not depend on where its data begins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Step {
    unit: Unit,
    every: i64,
}

const fn step(unit: Unit, every: i64) -> Step {
    Step { unit, every }
}

/// The steps tried, finest first: the first that needs at most `MOST` ticks is taken.
/// Neighbours are at most 3.5 times apart, so when one needs more than six the next needs
/// at least three.
const STEPS: [Step; 14] = [
    step(Unit::Day, 1),
    step(Unit::Day, 2),
    step(Unit::Week, 1),
    step(Unit::Week, 2),
    step(Unit::Month, 1),
    step(Unit::Month, 2),
    step(Unit::Month, 3),
    step(Unit::Month, 6),
    step(Unit::Year, 1),
    step(Unit::Year, 2),
    step(Unit::Year, 5),
    step(Unit::Year, 10),
    step(Unit::Year, 20),
    step(Unit::Year, 50),
];

impl Unit {
    /// The number of the unit `t` falls in: days and weeks since 1970, months since year
    /// 0, years.
    fn number(self, t: i64) -> i64 {
        let day = t.div_euclid(DAY);
        match self {
            Unit::Day => day,
            // 1970-01-01 was a Thursday; weeks start on the Monday three days before.
            Unit::Week => (day + 3).div_euclid(7),
            Unit::Month => {
                let (y, m, _) = civil_from_days(day);
                y * 12 + i64::from(m) - 1
            }
            Unit::Year => civil_from_days(day).0,
        }
    }

    /// When unit number `n` begins (unix seconds, midnight UTC).
    fn start(self, n: i64) -> i64 {
        let day = match self {
            Unit::Day => n,
            Unit::Week => n * 7 - 3,
            Unit::Month => days_from_civil(n.div_euclid(12), n.rem_euclid(12) as u32 + 1, 1),
            Unit::Year => days_from_civil(n, 1, 1),
        };
        day * DAY
    }
}

impl Step {
    /// The unit numbers of the last tick at or before `t0` and the first at or after `t1`,
    /// at least one step apart.
    fn around(self, t0: i64, t1: i64) -> (i64, i64) {
        let k = self.every;
        let first = self.unit.number(t0).div_euclid(k) * k;
        let mut last = self.unit.number(t1);
        if self.unit.start(last) < t1 {
            last += 1;
        }
        let last = (last + k - 1).div_euclid(k) * k;
        (first, last.max(first + k))
    }

    fn count(self, (first, last): (i64, i64)) -> usize {
        ((last - first) / self.every + 1) as usize
    }
}

/// The ticks of an axis, oldest first: the first and last are its ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticks {
    step: Step,
    pub at: Vec<i64>,
}

impl Ticks {
    /// Nice dates around the times `t0` to `t1` (oldest first), between `FEWEST` and
    /// `MOST` of them.
    pub fn around(t0: i64, t1: i64) -> Ticks {
        let step = STEPS
            .into_iter()
            .find(|s| s.count(s.around(t0, t1)) <= MOST)
            .unwrap_or(STEPS[STEPS.len() - 1]);
        let (first, last) = widened(step, step.around(t0, t1), (t0, t1));
        let at = (first..=last)
            .step_by(step.every as usize)
            .map(|n| step.unit.start(n))
            .collect();
        Ticks { step, at }
    }

    pub fn first(&self) -> i64 {
        self.at[0]
    }

    pub fn last(&self) -> i64 {
        self.at[self.at.len() - 1]
    }

    /// A tick's date, as precise as the step needs: the day, the month or the year.
    pub fn label(&self, lang: Lang, t: i64) -> String {
        match self.step.unit {
            Unit::Day | Unit::Week => date(lang, t),
            Unit::Month => month(lang, t),
            Unit::Year => civil_from_days(t.div_euclid(DAY)).0.to_string(),
        }
    }
}

/// Data within one day gets only its two midnights: a step more on the side the data is
/// nearer keeps it off the axis's end and gives a third date.
fn widened(step: Step, (mut first, mut last): (i64, i64), (t0, t1): (i64, i64)) -> (i64, i64) {
    while step.count((first, last)) < FEWEST {
        let before = t0 - step.unit.start(first);
        let after = step.unit.start(last) - t1;
        if before < after {
            first -= step.every;
        } else {
            last += step.every;
        }
    }
    (first, last)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-22 00:00 UTC, a Sunday.
    const T: i64 = 1_795_305_600;

    fn labels(lang: Lang, t0: i64, t1: i64) -> Vec<String> {
        let ticks = Ticks::around(t0, t1);
        ticks.at.iter().map(|&t| ticks.label(lang, t)).collect()
    }

    /// Whatever the span, three to six ticks, oldest first, the data between the first
    /// and the last.
    fn check(t0: i64, t1: i64) {
        let ticks = Ticks::around(t0, t1);
        let n = ticks.at.len();
        assert!((FEWEST..=MOST).contains(&n), "{n} ticks for {t0}..{t1}");
        assert!(ticks.at.windows(2).all(|w| w[0] < w[1]), "{:?}", ticks.at);
        assert!(
            ticks.first() <= t0 && t1 <= ticks.last(),
            "{t0}..{t1}: {ticks:?}"
        );
    }

    #[test]
    fn two_days_are_told_by_their_days() {
        let (t0, t1) = (T + 14 * 3600, T + 2 * DAY + 14 * 3600);
        check(t0, t1);
        assert_eq!(
            labels(Lang::En, t0, t1),
            ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"]
        );
    }

    #[test]
    fn three_weeks_are_told_by_their_mondays() {
        let (t0, t1) = (T + 3600, T + 21 * DAY);
        check(t0, t1);
        // The Monday before the first game, then each Monday to the one after the last.
        assert_eq!(
            labels(Lang::De, t0, t1),
            [
                "16.11.2026",
                "23.11.2026",
                "30.11.2026",
                "07.12.2026",
                "14.12.2026"
            ]
        );
    }

    #[test]
    fn eight_months_are_told_by_every_other_month() {
        let t0 = days_from_civil(2026, 3, 15) * DAY;
        let t1 = days_from_civil(2026, 11, 10) * DAY;
        check(t0, t1);
        assert_eq!(
            labels(Lang::It, t0, t1),
            ["03/2026", "05/2026", "07/2026", "09/2026", "11/2026", "01/2027"]
        );
    }

    #[test]
    fn years_are_told_by_their_numbers() {
        let t0 = days_from_civil(2021, 6, 1) * DAY;
        let t1 = days_from_civil(2026, 2, 1) * DAY;
        check(t0, t1);
        assert_eq!(
            labels(Lang::En, t0, t1),
            ["2020", "2022", "2024", "2026", "2028"]
        );
    }

    /// One game: its start and its end a minute later. In the evening the axis takes the
    /// next day too, in the morning the day before, rather than leave the data at an end.
    #[test]
    fn a_moment_gets_one_more_day_on_the_side_it_is_nearer() {
        let evening = T + 22 * 3600;
        check(evening, evening + 60);
        assert_eq!(
            Ticks::around(evening, evening + 60).at,
            [T, T + DAY, T + 2 * DAY]
        );
        let morning = T + 2 * 3600;
        assert_eq!(Ticks::around(morning, morning).at, [T - DAY, T, T + DAY]);
    }

    #[test]
    fn every_span_from_a_minute_to_decades_gets_three_to_six_ticks() {
        let mut span = 60;
        while span < 60 * 365 * DAY {
            for start in [T, T + 5 * 3600, T + 3 * DAY + 1, T - 200 * DAY + 17] {
                check(start, start + span);
            }
            span = span * 5 / 4 + 1;
        }
    }
}
