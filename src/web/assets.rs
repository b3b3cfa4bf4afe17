//! The pages' script and stylesheet, embedded in the binary: served from our own origin, the
//! only places the content security policy lets scripts and styles come from.

/// Steps through the moves (buttons, arrow keys) and follows the game live.
pub const SCRIPT: &str = include_str!("../../assets/web/web.js");

/// Fits the board to a phone's width.
pub const STYLE: &str = include_str!("../../assets/web/web.css");
