//! The pages' scripts and stylesheet, embedded in the binary: served from our own origin, the
//! only places the content security policy lets scripts and styles come from.

use std::sync::OnceLock;

/// Steps through the moves (buttons, arrow keys) and follows the game live.
pub const SCRIPT: &str = include_str!("../../assets/web/web.js");

/// Plays on the board: the signed-in player's pieces, their moves marked, a tap plays.
pub const PLAY: &str = include_str!("../../assets/web/play.js");

/// Fits the board to a phone's width.
pub const STYLE: &str = include_str!("../../assets/web/web.css");

/// The Activity's script: the Embedded App SDK and its handshake, bundled by
/// `web/activity/build.sh`.
pub const ACTIVITY: &str = include_str!("../../assets/web/activity.js");

/// The Activity script's name, with its content's hash: Discord's proxy strips the pages'
/// caching headers, so a new version must have a new address.
pub fn activity_name() -> &'static str {
    static NAME: OnceLock<String> = OnceLock::new();
    NAME.get_or_init(|| format!("activity-{:016x}.js", fnv1a(ACTIVITY.as_bytes())))
}

/// FNV-1a, 64 bits: enough to tell versions of one file apart (not a defence against
/// anyone).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_activity_script_is_named_by_its_content() {
        assert!(activity_name().starts_with("activity-") && activity_name().ends_with(".js"));
        assert_ne!(fnv1a(b"a"), fnv1a(b"b"));
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
    }
}
