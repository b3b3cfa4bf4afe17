//! A language the bot speaks, and how Discord's locale codes map onto it.

/// English is the fallback: every message exists in it, and a locale we do not speak gets it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    De,
    It,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::It];

    /// The folder under `locales/` and the code stored with players and games.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::It => "it",
        }
    }

    /// A language code as Discord sends it (`de`, `it`, `en-US`, `en-GB`) or a person types
    /// it (`DE`, `de-AT`); `None` for a language we do not speak.
    pub fn parse(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// A Discord locale, English when we do not speak it.
    pub fn from_locale(code: &str) -> Lang {
        Lang::parse(code).unwrap_or_default()
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_to_the_languages_we_speak() {
        assert_eq!(Lang::from_locale("de"), Lang::De);
        assert_eq!(Lang::from_locale("it"), Lang::It);
        assert_eq!(Lang::from_locale("en-GB"), Lang::En);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::parse("DE-at"), Some(Lang::De));
        assert_eq!(Lang::parse("fr"), None);
        assert_eq!(Lang::from_locale("pt-BR"), Lang::En);
        assert_eq!(Lang::parse(""), None);
    }
}
