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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_missing_is_named_in_the_callers_language() {
        let only_view = Some(Permissions::VIEW_CHANNEL);
        assert_eq!(
            missing(only_view, Lang::En).unwrap(),
            "I cannot run games in this channel: I am missing the permissions Send Messages, \
             Attach Files. Ask a moderator to grant them to me here."
        );
        let no_files = Some(Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES);
        assert_eq!(
            missing(no_files, Lang::En).unwrap(),
            "I cannot run games in this channel: I am missing the permission Attach Files. \
             Ask a moderator to grant it to me here."
        );
        let de = missing(no_files, Lang::De).unwrap();
        assert!(
            de.contains("Mir fehlt die Berechtigung Dateien anhängen."),
            "{de}"
        );
        let it = missing(only_view, Lang::It).unwrap();
        assert!(
            it.contains("mi mancano i permessi Inviare messaggi, Allegare file."),
            "{it}"
        );
        let all =
            Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::ATTACH_FILES;
        assert_eq!(missing(Some(all), Lang::De), None);
    }
}
