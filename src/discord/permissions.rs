//! What the bot needs in a channel to run games there: reminders and results are posted
//! into the channel, with the board attached.

use crate::i18n::Lang;
use crate::t;
use serenity::all::Permissions;

/// What the bot lacks here, said in `lang` with the permissions named as Discord's own
/// settings name them in that language; `None` when nothing is missing.
pub fn missing(granted: Option<Permissions>, lang: Lang) -> Option<String> {
    let granted = granted?;
    let need = [
        (
            Permissions::VIEW_CHANNEL,
            t!(lang, "discord-permission-view-channel"),
        ),
        (
            Permissions::SEND_MESSAGES,
            t!(lang, "discord-permission-send-messages"),
        ),
        (
            Permissions::ATTACH_FILES,
            t!(lang, "discord-permission-attach-files"),
        ),
    ];
    let lacking: Vec<String> = need
        .into_iter()
        .filter(|(p, _)| !granted.contains(*p))
        .map(|(_, n)| n)
        .collect();
    if lacking.is_empty() {
        return None;
    }
    Some(t!(
        lang,
        "discord-missing-permissions",
        count = lacking.len(),
        names = lacking.join(", "),
    ))
}

/// Threads are a nicety: without the permission, games stay in the channel.
pub fn can_open_threads(granted: Option<Permissions>) -> bool {
    granted.is_some_and(|p| {
        p.contains(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS)
    })
}
