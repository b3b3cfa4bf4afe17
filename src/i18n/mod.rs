//! The languages the bot speaks and its texts in each: Fluent resources under `locales/`,
//! English the fallback. Code names a message by its id (see the `t!` macro); the
//! words live only in the resources.

mod dates;
mod functions;
mod lang;
mod texts;

pub use dates::{date, date_time, month, parse_date_time};
pub use functions::{a_before, sentence_start};
pub use lang::Lang;
pub use texts::{has, resources, text, Arg};

/// A message in a language: `t!(lang, "language-name")` or
/// `t!(lang, "language-unknown", code = typed, known = "de, en, it")`. Argument names are
/// the message's `$variables`; numbers stay numbers, for plural forms.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal) => {
        $crate::i18n::text($lang, $id, &[])
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}
