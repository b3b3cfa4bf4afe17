//! The sentences a move's reply opens with, on hand-built positions (see tests/captors.rs):
//! each capture credited to the side that made it, the opponent's after the mover's, with the
//! capturing pieces where they stood, a rescue and a heligon step-in said in words; in
//! German and Italian, each language's own sentences.

mod common;

use common::rfen;
use rithmo::i18n::Lang;
use rithmo::rules::explain::resolve;
use rithmo::rules::{Game, Ruleset};
use rithmo::service::words::move_line::move_line;

/// Alice plays Black, Bob White, as in the example.
fn line(variant: &str, options: &[&str], pieces: &[(&str, &str)], rest: &str, mv: &str) -> String {
    line_in(Lang::En, variant, options, pieces, rest, mv)
}

fn line_in(
    lang: Lang,
    variant: &str,
    options: &[&str],
    pieces: &[(&str, &str)],
    rest: &str,
    mv: &str,
) -> String {
    let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    let rules = Ruleset::from_names(variant, &options).unwrap();
    let ranks = rules.ranks;
    let mut game = Game::from_rfen(rules, &rfen(ranks, pieces, rest)).unwrap();
    let before = game.pos;
    let action = resolve(&game, mv).unwrap();
    let written = action.text(&before);
    let captured = game.play(action);
    let names = ["bob".to_string(), "alice".to_string()];
    move_line(lang, &before, action, &written, &captured, &names)
}

#[test]
fn the_opponents_capture_after_the_move_is_the_opponents() {
    // Black's t12 a7-c5 meets White's T12 on e3 (12=12); then White's C36 on c3 sees the
    // t12 on c5 at count 3 (36/3=12).
    let pieces = [("a7", "t12"), ("e3", "T12"), ("c3", "C36")];
    assert_eq!(
        line("classic", &[], &pieces, "b - -", "a7-c5"),
        "alice played a7-c5. alice takes triangle 12 (T·12) on e3 with triangle 12 (t·12) on c5 (12=12). \
         bob takes triangle 12 (t·12) on c5 with circle 36 (C·36) on c3 (36/3=12, counting both squares)."
    );
}

#[test]
fn a_rescue_says_which_piece_was_given_up_for_which_component() {
    // c9 d6-d5 hits the triangle 9 of White's pyramid on d4; White's T9 on h2 goes instead.
    let pieces = [("d4", "P91"), ("d6", "c9"), ("h2", "T9")];
    assert_eq!(
        line("classic", &[], &pieces, "b - -", "d6-d5"),
        "alice played d6-d5. alice takes triangle 9 (T·9) on h2 with circle 9 (c·9) on d5 (9=9): bob gave it up to \
         save the triangle 9 (T·9) of the pyramid on d4."
    );
    // With no T9 to give up, the component is taken from the pyramid.
    let pieces = [("d4", "P91"), ("d6", "c9")];
    assert_eq!(
        line("classic", &[], &pieces, "b - -", "d6-d5"),
        "alice played d6-d5. alice takes triangle 9 (T·9) from the pyramid on d4 with circle 9 (c·9) on d5 (9=9)."
    );
}

#[test]
fn a_sum_names_every_attacker_where_it_stands() {
    // s120 a7-a4 and c49 on d5: 120+49=169 on d4.
    let pieces = [("a7", "s120"), ("d5", "c49"), ("d4", "S169")];
    assert_eq!(
        line("classic", &[], &pieces, "b - -", "a7-a4"),
        "alice played a7-a4. alice takes square 169 (S·169) on d4 with square 120 (s·120) on a4 and circle 49 (c·49) on d5 (120+49=169)."
    );
}

#[test]
fn a_heligon_captor_that_steps_in_is_named_where_it_stood() {
    // Black's t16 b8-d6 lands next to White's C16 on d5, which meets it and steps onto d6.
    let pieces = [("d5", "C16"), ("b8", "t16")];
    assert_eq!(
        line("heligon", &[], &pieces, "b - -", "b8-d6"),
        "alice played b8-d6. bob takes triangle 16 (t·16) on d6 with circle 16 (C·16) on d5 (meeting 16=16) and steps \
         onto d6."
    );
}

#[test]
fn a_simple_enclosure_of_the_movers_own_piece_is_the_opponents() {
    // White walls in its own 25 on a1 next to Black's 3 on a2: Black's enclosure.
    let pieces = [("a1", "S25"), ("a2", "c3"), ("d1", "C4"), ("h16", "s361")];
    assert_eq!(
        line("simple", &[], &pieces, "w - -", "d1-b1"),
        "bob played d1-b1. alice takes square 25 (S·25) on a1 with circle 3 (c·3) on a2 (enclosure)."
    );
}

#[test]
fn a_landing_capture_names_the_mover_where_it_came_from() {
    let pieces = [("g2", "P91"), ("a8", "p190"), ("d4", "T6"), ("d5", "c9")];
    assert_eq!(
        line("neo", &[], &pieces, "w - -", "d4xd5"),
        "bob played d4xd5. bob takes circle 9 (c·9) on d5 with triangle 6 (T·6) on d4 (gcd(6,9)=3)."
    );
}

#[test]
fn german_and_italian_lines_are_their_own_sentences() {
    let pieces = [("a7", "t12"), ("e3", "T12"), ("c3", "C36")];
    assert_eq!(
        line_in(Lang::De, "classic", &[], &pieces, "b - -", "a7-c5"),
        "alice zieht a7-c5. alice schlägt das Dreieck 12 (T·12) auf e3 mit dem Dreieck 12 (t·12) auf c5 (12=12). \
         bob schlägt das Dreieck 12 (t·12) auf c5 mit dem Kreis 36 (C·36) auf c3 (36/3=12, beide Felder mitgezählt)."
    );
    assert_eq!(
        line_in(Lang::It, "classic", &[], &pieces, "b - -", "a7-c5"),
        "alice gioca a7-c5. alice cattura il triangolo 12 (T·12) in e3 con il triangolo 12 (t·12) in c5 (12=12). \
         bob cattura il triangolo 12 (t·12) in c5 con il cerchio 36 (C·36) in c3 (36/3=12, contando entrambe le caselle)."
    );
}

#[test]
fn german_and_italian_say_the_rescue_the_pyramid_and_the_step_in() {
    let rescue = [("d4", "P91"), ("d6", "c9"), ("h2", "T9")];
    assert_eq!(
        line_in(Lang::De, "classic", &[], &rescue, "b - -", "d6-d5"),
        "alice zieht d6-d5. alice schlägt das Dreieck 9 (T·9) auf h2 mit dem Kreis 9 (c·9) auf d5 (9=9): bob gibt diesen \
         Stein her, um den Bestandteil Dreieck 9 (T·9) der Pyramide auf d4 zu retten."
    );
    assert_eq!(
        line_in(Lang::It, "classic", &[], &rescue, "b - -", "d6-d5"),
        "alice gioca d6-d5. alice cattura il triangolo 9 (T·9) in h2 con il cerchio 9 (c·9) in d5 (9=9): bob sacrifica questo \
         pezzo per salvare la parte triangolo 9 (T·9) della piramide in d4."
    );
    let component = [("d4", "P91"), ("d6", "c9")];
    assert_eq!(
        line_in(Lang::De, "classic", &[], &component, "b - -", "d6-d5"),
        "alice zieht d6-d5. alice schlägt das Dreieck 9 (T·9) aus der Pyramide auf d4 mit dem Kreis 9 (c·9) auf d5 (9=9)."
    );
    let step = [("d5", "C16"), ("b8", "t16")];
    assert_eq!(
        line_in(Lang::It, "heligon", &[], &step, "b - -", "b8-d6"),
        "alice gioca b8-d6. bob cattura il triangolo 16 (t·16) in d6 con il cerchio 16 (C·16) in d5 (incontro 16=16) e si sposta \
         in d6."
    );
    assert_eq!(
        line_in(Lang::De, "heligon", &[], &step, "b - -", "b8-d6"),
        "alice zieht b8-d6. bob schlägt das Dreieck 16 (t·16) auf d6 mit dem Kreis 16 (C·16) auf d5 (Begegnung 16=16) und rückt \
         auf d6 vor."
    );
}

#[test]
fn the_arithmetic_words_are_the_languages_own() {
    let pieces = [("g2", "P91"), ("a8", "p190"), ("d4", "T6"), ("d5", "c9")];
    assert_eq!(
        line_in(Lang::De, "neo", &[], &pieces, "w - -", "d4xd5"),
        "bob zieht d4xd5. bob schlägt den Kreis 9 (c·9) auf d5 mit dem Dreieck 6 (T·6) auf d4 (ggT(6,9)=3)."
    );
    assert_eq!(
        line_in(Lang::It, "neo", &[], &pieces, "w - -", "d4xd5"),
        "bob gioca d4xd5. bob cattura il cerchio 9 (c·9) in d5 con il triangolo 6 (T·6) in d4 (MCD(6,9)=3)."
    );
    let walled = [("a1", "S25"), ("a2", "c3"), ("d1", "C4"), ("h16", "s361")];
    assert_eq!(
        line_in(Lang::It, "simple", &[], &walled, "w - -", "d1-b1"),
        "bob gioca d1-b1. alice cattura il quadrato 25 (S·25) in a1 con il cerchio 3 (c·3) in a2 (accerchiamento)."
    );
}

/// German names simple's captures as its source does (seed 002): Aufeinandertreffen,
/// Überfall, Belagerung; heligon's meeting stays seed 001's Begegnung (above).
#[test]
fn german_names_simples_captures_as_seed_002_does() {
    let walled = [("a1", "S25"), ("a2", "c3"), ("d1", "C4"), ("h16", "s361")];
    assert_eq!(
        line_in(Lang::De, "simple", &[], &walled, "w - -", "d1-b1"),
        "bob zieht d1-b1. alice schlägt das Viereck 25 (S·25) auf a1 mit dem Kreis 3 (c·3) auf a2 (Belagerung)."
    );
    let meeting = [("d1", "T9"), ("d4", "c9"), ("h16", "s361")];
    assert_eq!(
        line_in(Lang::De, "simple", &[], &meeting, "w - -", "d1xd4"),
        "bob zieht d1xd4. bob schlägt den Kreis 9 (c·9) auf d4 mit dem Dreieck 9 (T·9) auf d1 (Aufeinandertreffen 9=9)."
    );
    let assault = [("d1", "T9"), ("d4", "t12"), ("h16", "s361")];
    assert_eq!(
        line_in(Lang::De, "simple", &[], &assault, "w - -", "d1xd4"),
        "bob zieht d1xd4. bob schlägt das Dreieck 12 (t·12) auf d4 mit dem Dreieck 9 (T·9) auf d1 (Überfall 9+3=12, die gezogenen Felder gezählt)."
    );
    assert_eq!(
        line_in(Lang::En, "simple", &[], &assault, "w - -", "d1xd4"),
        "bob played d1xd4. bob takes triangle 12 (t·12) on d4 with triangle 9 (T·9) on d1 (9+3=12, counting the squares moved)."
    );
}
