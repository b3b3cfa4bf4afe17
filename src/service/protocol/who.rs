//! Who asks and where: a user with the language they use, and the place a command was given
//! in (a server's channel or thread, or a direct message) with the language of its posts.

use crate::i18n::Lang;

/// A Discord user (or a console name) with the display name to show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    /// The language they use (Discord's `locale`, the console's `/lang`): what only they
    /// see (refusals, `/board`, `/hint`) is written in it, and so are their direct messages.
    pub lang: Lang,
    /// The roles they have in the server the command was given in, as Discord sends them
    /// with a member's interaction (the console's `/role`): a team's members are its role's.
    pub roles: Vec<u64>,
}

impl User {
    /// Every id the caller plays under: their own, and each of their roles (a role plays a
    /// team's side).
    pub fn ids(&self) -> Vec<u64> {
        std::iter::once(self.id)
            .chain(self.roles.iter().copied())
            .collect()
    }
}

/// A server's role named in an option (`team:@Owls`), and how many members it has when the
/// adapter could ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Role {
    pub id: u64,
    pub name: String,
    pub members: Option<u32>,
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
