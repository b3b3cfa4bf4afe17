//! Deadlines in Discord's timestamp markup: the service writes instants as UTC text
//! (`2026-11-25 14:00 UTC`), and here each becomes `<t:UNIX:f> (<t:UNIX:R>)`, which every
//! reader's client shows in their own time zone and as "in 2 days".

use crate::service::time;

/// The UTC text's length: `2026-11-25 14:00 UTC`.
const WIDTH: usize = 20;

/// `text` with every UTC instant the service wrote in Discord's markup.
pub fn localize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(" UTC") {
        let end = i + 4;
        let start = end.saturating_sub(WIDTH);
        match rest.get(start..end).and_then(time::parse) {
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
}
