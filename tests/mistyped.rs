//! A challenge typed the way newcomers type it: a variant, a colour or a challenge option
//! written among the game options is answered with what was most likely meant, in the
//! caller's language, and nothing is stored.

mod common;

use common::driver::{refused, Challenge, Driver};
use common::people::{bob, speaking, T0};
use rithmo::i18n::Lang;

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
    for (words, fix) in [
        (&["classic"][..], "did you mean variant:classic?"),
        (&["white"], "did you mean colour:white?"),
        (&["variant=classic"], "did you mean variant:classic?"),
        (
            &["balanced=true", "colour=black"],
            "did you mean colour:black?",
        ),
        (&["days=7"], "did you mean days:7?"),
    ] {
        let r = typed(&mut d, Lang::En, words);
        refused(&r, fix);
        assert!(!r.text.contains('@'), "not a name: {}", r.text);
    }
    let r = typed(&mut d, Lang::It, &["heligon"]);
    // Named as the Italian client shows the option.
    refused(&r, "intendevi variante:heligon?");
    assert_eq!(d.snapshot(), before, "nothing was stored");
    // A name without a mention is still read as one.
    refused(&typed(&mut d, Lang::En, &["carol"]), "@carol");
}
