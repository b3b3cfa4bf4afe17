//! A challenge typed the way newcomers type it: a variant, a colour or a challenge option
//! written among the game options is answered with what was most likely meant, in the
//! caller's language, and nothing is stored.

mod common;

use common::driver::{refused, Challenge, Driver};
use common::people::{bob, speaking, T0};
use rithmo::i18n::Lang;
use rithmo::service::Refusal;

/// `/challenge @bob` with these words in the options field.
fn typed(d: &mut Driver, lang: Lang, words: &[&str]) -> rithmo::service::Reply {
    let mut c = Challenge::to(Some(bob()));
    c.options = words.iter().map(|w| w.to_string()).collect();
    d.run(&speaking(1, "alice", lang), c.command(), T0)
}

#[test]
fn a_variant_a_colour_or_an_option_among_the_game_options_is_answered_with_its_fix() {
    let mut d = Driver::new();
    let before = d.snapshot();
    for (words, (word, option, value)) in [
        (&["classic"][..], ("classic", "variant", "classic")),
        (&["white"], ("white", "colour", "white")),
        (
            &["variant=classic"],
            ("variant=classic", "variant", "classic"),
        ),
        (
            &["balanced=true", "colour=black"],
            ("colour=black", "colour", "black"),
        ),
        (&["days=7"], ("days=7", "days", "7")),
    ] {
        let r = typed(&mut d, Lang::En, words);
        let fix = Refusal::DidYouMean {
            word: word.into(),
            option,
            value: value.into(),
        };
        refused(&r, fix);
    }
    let r = typed(&mut d, Lang::It, &["heligon"]);
    let fix = Refusal::DidYouMean {
        word: "heligon".into(),
        option: "variant",
        value: "heligon".into(),
    };
    refused(&r, fix);
    // Named as the Italian client shows the option.
    assert!(r.text.contains("intendevi variante:heligon?"), "{}", r.text);
    assert_eq!(d.snapshot(), before, "nothing was stored");
    // A name without a mention is still read as one.
    let name = Refusal::NameAsOption {
        word: "carol".into(),
        name: "carol".into(),
    };
    refused(&typed(&mut d, Lang::En, &["carol"]), name);
}
