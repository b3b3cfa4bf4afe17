//! Wins explained: in every variant, the winning move played through the service ends the
//! game with a message that names the pieces that made the win and why they qualify (the
//! values, a pyramid's part, the proportion written out, the tallies against the goal), in
//! each player's language, and the final picture frames exactly the proof's squares.

mod common;

use common::driver::{Challenge, Driver};
use common::people::{alice, speaking, T0};
use common::rfen;
use rithmo::i18n::Lang;
use rithmo::rules::victory::proof;
use rithmo::rules::{Game, Ruleset, Square};
use rithmo::service::{Reply, User};

/// A game of `variant` with `options` between alice (White) and `black`, gone on to the
/// hand-made position `pieces` + `rest`: its number.
fn game_at(
    d: &mut Driver,
    black: &User,
    variant: &str,
    options: &[&str],
    pieces: &[(&str, &str)],
    rest: &str,
) -> i64 {
    let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    let rules = Ruleset::from_names(variant, &options).unwrap();
    let challenge = Challenge {
        variant: variant.into(),
        options,
        ..Challenge::to(Some(black.clone()))
    };
    let id = d
        .duel(&alice(), black, challenge.command(), T0)
        .game
        .unwrap();
    // The canonical text, as the game's own replay writes it back.
    let text = Game::from_rfen(rules.clone(), &rfen(rules.ranks, pieces, rest)).unwrap();
    d.set_position(id, &text.rfen());
    id
}

/// The end's text for `who` among the notices.
fn notice_for(r: &Reply, who: &User) -> String {
    let n = r.notices.iter().find(|n| n.user == who.id);
    n.unwrap_or_else(|| panic!("no notice for {}: {r:?}", who.name))
        .text
        .clone()
}

/// The final picture frames exactly the proof's squares, which are `want`.
fn framed(r: &Reply, want: &[&str]) -> Vec<(Square, u32)> {
    let board = r.board.as_ref().expect("the final board");
    let proof = proof(&board.rules, &board.pos).expect("a win with its proof");
    assert_eq!(board.winning, proof.squares());
    let names: Vec<String> = board.winning.iter().map(|s| s.to_string()).collect();
    assert_eq!(names, want);
    board.winning_parts.clone()
}

fn square(text: &str, ranks: u8) -> Square {
    Square::parse(text, ranks).unwrap()
}

/// The game: Black's 28, its reduced pyramid 174 and 100 on White's third rank; the
/// pyramid counts as its part 64, and the message says so (in English for alice, in German
/// for bob), and the picture tags the pyramid with it.
#[test]
fn a_classic_harmony_names_the_pyramid_part_and_writes_the_proportion_out() {
    let mut d = Driver::new();
    let bob = speaking(2, "bob", Lang::De);
    let pieces = [
        ("c3", "t28"),
        ("d3", "p(t25,t36,s49,s64)"),
        ("e4", "c100"),
        ("h16", "C2"),
    ];
    let id = game_at(&mut d, &bob, "classic", &[], &pieces, "b - -");
    let r = d.played(&bob, "e4-e3", T0 + 60);
    assert_eq!(d.status(id).2.as_deref(), Some("harmony"));
    // bob, who moved, reads the answer in German; alice's notice is in English.
    let text = &notice_for(&r, &alice());
    assert!(
        text.contains("the triangle 28 (t·28) on c3, the pyramid 174 (p(t·25,t·36,s·49,s·64)) on d3 (counted as its part 64) and the circle 100 (c·100) on e3"),
        "{text}"
    );
    assert!(
        text.contains("28, 64, 100: arithmetic, 28 + 100 = 2 x 64"),
        "{text}"
    );
    let german = &r.text;
    assert!(
        german.contains("(zählt als ihr Bestandteil 64)"),
        "{german}"
    );
    assert!(
        german.contains("28, 64, 100: arithmetisch, 28 + 100 = 2 x 64"),
        "{german}"
    );
    let parts = framed(&r, &["c3", "d3", "e3"]);
    assert_eq!(parts, [(square("d3", 16), 64)]);
}

/// A neo triumph after the black pyramid fell: 2, 4, 6 in a row on rank 7, in Italian for bob.
#[test]
fn a_neo_triumph_names_its_pieces_and_proportion() {
    let mut d = Driver::new();
    let bob = speaking(2, "bob", Lang::It);
    let pieces = [
        ("g2", "P91"),
        ("c7", "C2"),
        ("d7", "C4"),
        ("f6", "C6"),
        ("h9", "c9"),
    ];
    let id = game_at(&mut d, &bob, "neo", &[], &pieces, "w - -");
    let r = d.played(&alice(), "f6-e7", T0 + 60);
    assert_eq!(d.status(id).2.as_deref(), Some("triumph"));
    assert!(
        r.text.contains("the circle 2 (C·2) on c7, the circle 4 (C·4) on d7 and the circle 6 (C·6) on e7; 2, 4, 6: arithmetic, 2 + 6 = 2 x 4"),
        "{}",
        r.text
    );
    let italian = notice_for(&r, &bob);
    assert!(
        italian.contains("2, 4, 6: aritmetica, 2 + 6 = 2 x 4"),
        "{italian}"
    );
    assert!(framed(&r, &["c7", "d7", "e7"]).is_empty());
}

/// A heligon small victory: 2, 4, 6 on Black's rank 10, gaps of two.
#[test]
fn a_heligon_proper_victory_names_its_pieces_and_proportion() {
    let mut d = Driver::new();
    let bob = speaking(2, "bob", Lang::En);
    let pieces = [("a10", "C2"), ("c10", "C4"), ("e9", "C6"), ("h1", "s361")];
    let id = game_at(&mut d, &bob, "heligon", &[], &pieces, "w - -");
    let r = d.played(&alice(), "e9-e10", T0 + 60);
    assert_eq!(d.status(id).2.as_deref(), Some("small-victory"));
    assert!(
        r.text.contains(
            "the circle 2 (C·2) on a10, the circle 4 (C·4) on c10 and the circle 6 (C·6) on e10; 2, 4, 6: arithmetic"
        ),
        "{}",
        r.text
    );
    framed(&r, &["a10", "c10", "e10"]);
}

/// A heligon common victory: the third piece taken reaches body 3, goods 24 against 20; the
/// tallies are written against their goals, in German for bob too.
#[test]
fn a_heligon_common_victory_shows_the_tallies_against_the_goal() {
    let mut d = Driver::new();
    let bob = speaking(2, "bob", Lang::De);
    let pieces = [("d4", "C4"), ("d6", "c4"), ("h16", "s361")];
    let rest = "w - - wbody=2 wgoods=20 wlawsuit=2";
    let id = game_at(
        &mut d,
        &bob,
        "heligon",
        &["victory=body:3+goods:20"],
        &pieces,
        rest,
    );
    let r = d.played(&alice(), "d4-d5", T0 + 60);
    assert_eq!(d.status(id).2.as_deref(), Some("common-victory"));
    assert!(
        r.text.contains("Against the goal: body 3/3, goods 24/20."),
        "{}",
        r.text
    );
    let german = notice_for(&r, &bob);
    assert!(
        german.contains("Körper (Steine) 3/3, Besitz (Werte) 24/20"),
        "{german}"
    );
    framed(&r, &[]);
}

/// simple's points: the capture that reaches the goal, 190 + 16 = 206 of 200.
#[test]
fn simple_points_show_the_score_against_the_goal() {
    let mut d = Driver::new();
    let bob = speaking(2, "bob", Lang::It);
    let pieces = [("c3", "C16"), ("c5", "c16"), ("h16", "s361")];
    let id = game_at(&mut d, &bob, "simple", &[], &pieces, "w - - wvalue=190");
    let r = d.played(&alice(), "c3xc5", T0 + 60);
    assert_eq!(d.status(id).2.as_deref(), Some("points"));
    assert!(
        r.text.contains("Against the goal: value points 206/200."),
        "{}",
        r.text
    );
    let italian = notice_for(&r, &bob);
    assert!(italian.contains("punti valore 206/200"), "{italian}");
    framed(&r, &[]);
}

/// simple with `rows=true`: the row 2, 4, 6 on Black's rank 10 (gaps of any size), named
/// with its proportion and framed.
#[test]
fn a_simple_row_names_its_pieces_and_proportion() {
    let mut d = Driver::new();
    let bob = speaking(2, "bob", Lang::En);
    let pieces = [("a10", "C2"), ("c10", "C4"), ("e12", "C6"), ("h1", "s361")];
    let id = game_at(&mut d, &bob, "simple", &["rows=true"], &pieces, "w - -");
    let r = d.played(&alice(), "e12-e10", T0 + 60);
    assert_eq!(d.status(id).2.as_deref(), Some("rows"));
    assert!(
        r.text.contains("the circle 2 (C·2) on a10, the circle 4 (C·4) on c10 and the circle 6 (C·6) on e10; 2, 4, 6: arithmetic, 2 + 6 = 2 x 4"),
        "{}",
        r.text
    );
    framed(&r, &["a10", "c10", "e10"]);
}

/// A heligon excellent victory: 3, 4, 6, 9 in a rising line show all three proportions, each
/// written out.
#[test]
fn a_heligon_excellent_victory_writes_out_each_proportion() {
    let mut d = Driver::new();
    let bob = speaking(2, "bob", Lang::En);
    let pieces = [
        ("a10", "C3"),
        ("b10", "C4"),
        ("c10", "C6"),
        ("d9", "C9"),
        ("h1", "s361"),
    ];
    let id = game_at(&mut d, &bob, "heligon", &[], &pieces, "w - -");
    let r = d.played(&alice(), "d9-d10", T0 + 60);
    assert_eq!(d.status(id).2.as_deref(), Some("excellent-victory"));
    let want = "the circle 3 (C·3) on a10, the circle 4 (C·4) on b10, the circle 6 (C·6) on c10 and the \
                circle 9 (C·9) on d10; 3, 6, 9: arithmetic, 3 + 9 = 2 x 6; 4, 6, 9: geometric, 4 x 9 = 6 x 6; \
                3, 4, 6: musical, 6 x (4 - 3) = 3 x (6 - 4).";
    assert!(r.text.contains(want), "{}", r.text);
    framed(&r, &["a10", "b10", "c10", "d10"]);
}
