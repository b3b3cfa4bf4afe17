//! Who asks and where: a user with the language they use, and the place a command was given
//! in (a server's channel or thread, or a direct message) with the language of its posts.

use crate::i18n::Lang;

/// A Discord user (or a console name) with the display name to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    /// The language they use (Discord's `locale`, the console's `/lang`): what only they
    /// see (refusals, `/board`, `/hint`) is written in it, and so are their direct messages.
    pub lang: Lang,
}

/// Where the command was given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    pub guild: Option<u64>,
    pub channel: u64,
    /// Set when the command was given inside a game's thread.
    pub thread: Option<u64>,
    /// The server's language (Discord's `guild_locale`): posts in its channels are written
    /// in it. None in a direct message, where the caller's own language is used.
    pub lang: Option<Lang>,
}

impl Place {
    /// The language of a post here answering `asker`: the server's, or in a direct message
    /// the asker's own.
    pub fn post_lang(&self, asker: &User) -> Lang {
        self.lang.unwrap_or(asker.lang)
    }
}
