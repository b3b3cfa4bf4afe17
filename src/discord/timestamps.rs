//! Deadlines in Discord's timestamp markup: the service writes instants as UTC text in the
//! reader's language (`2026-11-25 14:00 UTC`, `25.11.2026 14:00 UTC`, `25/11/2026 14:00
//! UTC`), and here each becomes `<t:UNIX:f> (<t:UNIX:R>)`, which every reader's client
//! shows in their own time zone and language and as "in 2 days".

use crate::i18n::parse_date_time;

/// The UTC text's length, the same in every language: `2026-11-25 14:00 UTC`.
const WIDTH: usize = 20;

/// `text` with every UTC instant the service wrote in Discord's markup.
pub fn localize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(" UTC") {
        let end = i + 4;
        let start = end.saturating_sub(WIDTH);
        match rest.get(start..end).and_then(parse_date_time) {
            Some(ts) => {
                out.push_str(&rest[..start]);
                out.push_str(&format!("<t:{ts}:f> (<t:{ts}:R>)"));
            }
            None => out.push_str(&rest[..end]),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_deadline_becomes_local_time_and_a_countdown() {
        let t = "bob to move, by 2026-11-25 01:00 UTC. Vacation until 2026-11-22 00:00 UTC.";
        assert_eq!(
            localize(t),
            "bob to move, by <t:1795568400:f> (<t:1795568400:R>). \
             Vacation until <t:1795305600:f> (<t:1795305600:R>)."
        );
        assert_eq!(localize("no UTC here, 12:00 UTC"), "no UTC here, 12:00 UTC");
        assert_eq!(
            localize("é 2026-11-25 01:00 UTC"),
            "é <t:1795568400:f> (<t:1795568400:R>)"
        );
    }

    #[test]
    fn german_and_italian_dates_become_the_same_markup() {
        let de = "bob ist am Zug, bis 25.11.2026 01:00 UTC. Urlaub bis 22.11.2026 00:00 UTC.";
        assert_eq!(
            localize(de),
            "bob ist am Zug, bis <t:1795568400:f> (<t:1795568400:R>). \
             Urlaub bis <t:1795305600:f> (<t:1795305600:R>)."
        );
        assert_eq!(
            localize("tocca a bob; scadenza: 25/11/2026 01:00 UTC."),
            "tocca a bob; scadenza: <t:1795568400:f> (<t:1795568400:R>)."
        );
        // Not a date in any language: left as it is.
        assert_eq!(localize("31/02/2026 25:00 UTC"), "31/02/2026 25:00 UTC");
    }
}
