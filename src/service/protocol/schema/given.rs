//! A command's options as an adapter read them, typed: numbers, texts, flags and users, by
//! their declared names. Each adapter fills it its own way (Discord's typed options, the
//! console's words); the command's own `parse` turns it into a `Command`.

use crate::i18n::{has, text, Lang};
use crate::service::protocol::schema::MAX_INPUT;
use crate::service::protocol::schema::{Declared, Kind};
use crate::service::protocol::{Role, User};
use crate::t;

/// One option's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Number(i64),
    Text(String),
    Flag(bool),
    Someone(User),
    Role(Role),
    Channel(u64),
}

/// The options given to one command, in the caller's language.
pub struct Given {
    pub command: &'static Declared,
    pub lang: Lang,
    /// The subcommand given (`join` of `/tournament join`), if the command has them.
    pub sub: Option<&'static str>,
    values: Vec<(&'static str, Value)>,
}

impl Given {
    pub fn new(command: &'static Declared, lang: Lang) -> Given {
        Given {
            command,
            lang,
            sub: None,
            values: Vec::new(),
        }
    }

    /// Sets an option (again: a later value of a text is added to it, a word apart).
    pub fn set(&mut self, name: &'static str, value: Value) {
        match (self.values.iter_mut().find(|(n, _)| *n == name), value) {
            (Some((_, Value::Text(old))), Value::Text(more)) => {
                old.push(' ');
                old.push_str(&more);
            }
            (Some((_, old)), value) => *old = value,
            (None, value) => self.values.push((name, value)),
        }
    }

    /// The first text longer than its option takes: its length and the limit.
    pub fn too_long(&self) -> Option<(usize, usize)> {
        self.values.iter().find_map(|(name, value)| {
            let Value::Text(text) = value else {
                return None;
            };
            let limit = self
                .command
                .option(name)
                .map_or(MAX_INPUT, |o| o.max_length);
            let length = text.chars().count();
            (length > limit).then_some((length, limit))
        })
    }

    fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The words of a text option, split at commas and spaces (`balanced=true, rows=true`);
    /// none when it was not given.
    pub fn words(&self, name: &str) -> Vec<String> {
        self.text(name)
            .map(|s| {
                s.split([',', ' '])
                    .filter(|p| !p.is_empty())
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default()
    }

    pub fn text(&self, name: &str) -> Option<&str> {
        match self.get(name)? {
            Value::Text(s) => Some(s),
            _ => None,
        }
    }

    pub fn flag(&self, name: &str) -> Option<bool> {
        match self.get(name)? {
            Value::Flag(b) => Some(*b),
            _ => None,
        }
    }

    pub fn someone(&self, name: &str) -> Option<User> {
        match self.get(name)? {
            Value::Someone(u) => Some(u.clone()),
            _ => None,
        }
    }

    pub fn role(&self, name: &str) -> Option<Role> {
        match self.get(name)? {
            Value::Role(r) => Some(r.clone()),
            _ => None,
        }
    }

    /// `team:@Role mode:... quorum:N close:P`: the team asked for the caller's side, if
    /// one was; its other options without a team are refused.
    pub fn team(&self) -> Result<Option<crate::service::protocol::TeamAsk>, String> {
        use crate::service::protocol::team::{Mode, TeamAsk};
        let mode = self.choice("mode")?;
        let (quorum, close) = (self.fitting("quorum")?, self.fitting("close")?);
        let Some(role) = self.role("team") else {
            return match (mode, quorum, close) {
                (None, None, None) => Ok(None),
                _ => Err(t!(self.lang, "given-team-options-without-team")),
            };
        };
        let mode = mode.as_deref().and_then(Mode::parse).unwrap_or(Mode::Vote);
        Ok(Some(TeamAsk {
            role,
            mode,
            quorum,
            close,
        }))
    }

    pub fn channel(&self, name: &str) -> Option<u64> {
        match self.get(name)? {
            Value::Channel(c) => Some(*c),
            _ => None,
        }
    }

    /// One of the words a `Kind::Choice` option offers; another word (typed in the console,
    /// or sent by hand) is refused, naming the ones there are.
    pub fn choice(&self, name: &str) -> Result<Option<String>, String> {
        let Some(typed) = self.text(name) else {
            return Ok(None);
        };
        let words = match self.command.option(name).map(|o| &o.kind) {
            Some(Kind::Choice(words)) => *words,
            _ => &[],
        };
        let word = typed.to_lowercase();
        if words.contains(&word.as_str()) {
            return Ok(Some(word));
        }
        Err(t!(
            self.lang,
            "given-not-a-choice",
            option = self.command.option_name(self.lang, name),
            typed = typed,
            choices = words.join(", ")
        ))
    }

    pub fn number(&self, name: &str) -> Option<i64> {
        match self.get(name)? {
            Value::Number(n) => Some(*n),
            _ => None,
        }
    }

    /// A number as the type the command keeps it in; one that does not fit is refused with
    /// the option's declared limits, never wrapped.
    pub fn fitting<T: TryFrom<i64>>(&self, name: &str) -> Result<Option<T>, String> {
        let Some(n) = self.number(name) else {
            return Ok(None);
        };
        T::try_from(n)
            .map(Some)
            .map_err(|_| self.out_of_range(name, n))
    }

    /// The game named with `game:N`.
    pub fn game(&self) -> Option<i64> {
        self.number("game")
    }

    /// `option must be from min to max, not value`, the option named as the reader's
    /// client shows it.
    pub fn out_of_range(&self, name: &str, value: i64) -> String {
        let (min, max) = match self.command.option(name).map(|o| &o.kind) {
            Some(Kind::Number { min, max, .. }) => (*min, *max),
            _ => (i64::MIN, i64::MAX),
        };
        t!(
            self.lang,
            "given-number-out-of-range",
            option = self.command.option_name(self.lang, name),
            // As text: a number this large must show exactly as it was sent.
            min = min.to_string(),
            max = max.to_string(),
            value = value.to_string(),
        )
    }

    /// What is wrong with `typed`, written for an option as the console reads it: the
    /// command's own words for it (`given-malformed-<command>-<option>`), else the option's
    /// (`given-malformed-<option>`), else the general ones.
    pub fn malformed(&self, name: &str, typed: &str) -> String {
        let ids = [
            format!("given-malformed-{}-{name}", self.command.name),
            format!("given-malformed-{name}"),
        ];
        let option = self.command.option_name(self.lang, name);
        let args = [("option", option.into()), ("typed", typed.into())];
        match ids.iter().find(|id| has(Lang::En, id)) {
            Some(id) => text(self.lang, id, &args),
            None => text(self.lang, "given-malformed", &args),
        }
    }

    /// A required option left out, said with an example (the command and option named as
    /// the reader's client shows them).
    pub fn missing(&self, name: &str) -> String {
        let id = format!("given-missing-{}-{name}", self.command.name);
        if has(Lang::En, &id) {
            text(self.lang, &id, &[])
        } else {
            t!(
                self.lang,
                "given-missing",
                command = self.command.localized_name(self.lang),
                option = self.command.option_name(self.lang, name)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::commands::by_name;

    fn given(command: &str, lang: Lang) -> Given {
        Given::new(by_name(command).unwrap(), lang)
    }

    #[test]
    fn a_refusal_names_the_command_and_option_as_the_readers_client_shows_them() {
        assert_eq!(
            given("challenge", Lang::De).missing("opponent"),
            "/herausfordern braucht gegner:"
        );
        assert_eq!(
            given("challenge", Lang::It).malformed("variant", "x"),
            "variante:x non si può leggere"
        );
        assert_eq!(
            given("move", Lang::De).malformed("game", "x"),
            "partie:x ist keine Partienummer"
        );
        assert_eq!(
            given("challenge", Lang::En).missing("opponent"),
            "/challenge needs opponent:"
        );
    }
}
