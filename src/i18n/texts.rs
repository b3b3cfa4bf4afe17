//! The Fluent bundles, one per language, built once from the embedded resources, and the
//! lookup with English as the fallback.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// Every resource file: (language folder, file name, its text), embedded by build.rs.
pub fn resources() -> &'static [(&'static str, &'static str, &'static str)] {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"))
}

/// A value for a message's `$variable`: numbers stay numbers so that plural forms
/// (`[one]`, `*[other]`) are chosen by the language's own rules.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Str(String),
    Num(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

macro_rules! numeric_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        }
    )*};
}
numeric_args!(i32, i64, u8, u16, u32, u64, usize, f64);

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 3] {
    static BUNDLES: OnceLock<[Bundle; 3]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

fn bundle(lang: Lang) -> Bundle {
    let id = lang.code().parse().expect("a valid language identifier");
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // Discord and terminals show Unicode isolation marks as stray characters.
    b.set_use_isolating(false);
    b.add_function("AD", super::functions::ad)
        .expect("AD is added once");
    b.add_function("START", super::functions::start)
        .expect("START is added once");
    for (_, name, text) in resources().iter().filter(|(l, ..)| *l == lang.code()) {
        let res = FluentResource::try_new(text.to_string())
            .unwrap_or_else(|(_, e)| panic!("locales/{lang}/{name} does not parse: {e:?}"));
        b.add_resource(res)
            .unwrap_or_else(|e| panic!("locales/{lang}/{name}: {e:?}"));
    }
    b
}

/// Whether `lang` itself (not the fallback) has message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    bundles()[lang as usize].has_message(id)
}

/// Message `id` in `lang`, or in English where `lang` lacks it. An id no resource knows is
/// a programming error: tests panic on it, a release build shows the id.
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let lang = if has(lang, id) { lang } else { Lang::En };
    let bundle = &bundles()[lang as usize];
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        debug_assert!(false, "no message {id:?} in locales/en");
        return id.to_owned();
    };
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Str(s) => fargs.set(*name, FluentValue::from(s.as_str())),
            Arg::Num(n) => fargs.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = vec![];
    let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    debug_assert!(errors.is_empty(), "message {id:?} in {lang}: {errors:?}");
    out.into_owned()
}
