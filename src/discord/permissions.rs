//! What the bot needs in a channel to run games there: reminders and results are posted
//! into the channel, with the board attached.

use serenity::all::Permissions;

pub fn missing(granted: Option<Permissions>) -> Option<String> {
    let granted = granted?;
    let need = [
        (Permissions::VIEW_CHANNEL, "View Channel"),
        (Permissions::SEND_MESSAGES, "Send Messages"),
        (Permissions::ATTACH_FILES, "Attach Files"),
    ];
    let lacking: Vec<&str> = need
        .iter()
        .filter(|(p, _)| !granted.contains(*p))
        .map(|(_, n)| *n)
        .collect();
    if lacking.is_empty() {
        return None;
    }
    Some(format!(
        "I cannot run games in this channel: I am missing the permission{} {}. Ask a moderator to grant {} to me here.",
        if lacking.len() > 1 { "s" } else { "" },
        lacking.join(", "),
        if lacking.len() > 1 { "them" } else { "it" }
    ))
}

/// Threads are a nicety: without the permission, games stay in the channel.
pub fn can_open_threads(granted: Option<Permissions>) -> bool {
    granted.is_some_and(|p| {
        p.contains(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS)
    })
}
