//! The time left to the player to move, as their strip shows it: "2 d 4 h left",
//! "5 h 20 min left", "12 min left"; "time is up" once the deadline has passed.

/// Seconds left as a short phrase, rounded down to what matters at that scale.
pub fn time_left_text(secs: i64) -> String {
    const MIN: i64 = 60;
    const HOUR: i64 = 60 * MIN;
    const DAY: i64 = 24 * HOUR;
    if secs <= 0 {
        return "time is up".into();
    }
    let (d, h, m) = (secs / DAY, secs % DAY / HOUR, secs % HOUR / MIN);
    match (d, h) {
        (0, 0) => format!("{} min left", m.max(1)),
        (0, _) => format!("{h} h {m} min left"),
        _ => format!("{d} d {h} h left"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_units_that_matter_are_shown() {
        assert_eq!(time_left_text(2 * 86_400 + 4 * 3600 + 59), "2 d 4 h left");
        assert_eq!(time_left_text(5 * 3600 + 20 * 60 + 7), "5 h 20 min left");
        assert_eq!(time_left_text(12 * 60), "12 min left");
        assert_eq!(time_left_text(30), "1 min left");
        assert_eq!(time_left_text(0), "time is up");
    }
}
