//! Consequences before the move: in every variant, a listed move that captures says what
//! it takes and by what arithmetic (in the `/move` choices, first, and in a piece's own
//! list); a hint where the opponent's answer takes material says so instead of claiming
//! safety; and neo's "within one move" of a triumph is never said while the enemy pyramid
//! stands.

mod common;

use common::driver::{mv, BotChallenge, Challenge, Driver};
use common::people::{alice, bob, speaking, HERE, T0};
use rithmo::engine::why::{why, Arrangement, Why};
use rithmo::i18n::Lang;
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{Game, Ruleset};
use rithmo::service::words::why_words::because;
use rithmo::service::Command;

/// Positions found by random playouts, White (alice) to move, each with a capture to make.
const NEO: &str = "s361,s225,4,s121,s49/p190,s120,t90,t56,t30,t12,s66,s28/t100,t64,c81,c49,c25,c9,t36,t16/3,c7,c5,c3,2/3,c9,4/2,C2,C4,C6,C8,2/T9,T25,C4,C16,C36,C64,T49,T81/S15,S45,T6,T20,T42,T72,P91,S153/S25,1,S81,3,S169,S289 w - - halfmove=2";
const CLASSIC: &str = "s361,1,c81,1,s49,3/3,t56,t30,t36,s66,s28/3,c49,c25,c9,t12,t16/s121,s225,2,c3,3/c9,s120,t100,c7,4/5,c5,2/1,t90,6/4,t64,3/p190,7/5,C6,2/1,T49,6/1,C2,T9,2,T81,2/2,C4,C4,C8,3/1,T6,2,C16,C36,T72,1/S15,S45,T25,T20,T42,C64,P91,S153/S25,S81,1,S169,S289,3 w - - halfmove=87";
const SIMPLE: &str = "1,s225,3,t56,s121,s49/1,s120,t64,1,t30,t36,s66,s28/2,c81,2,c9,t12,1/1,s361,c9,c25,c49,2,c3/6,c7,1/4,s190,3/1,t90,1,c5,4/6,t16,1/5,C4,1,C8/2,t100,5/2,C2,T9,4/C4,S15,3,C6,2/8/1,T6,1,C16,C36,C64,T72,T81/1,S45,T25,T20,T42,1,S91,S153/S25,S81,1,T49,2,S169,S289 w - - halfmove=50 ply=50";
const HELIGON: &str = "s361,s225,c81,1,s49,3/1,s120,1,t56,t30,t36,s66,s28/3,c49,c25,c9,t12,t16/s121,3,c3,3/c9,1,t100,c7,1,c5,2/p190,7/1,t90,6/4,t64,3/8/8/1,T49,3,C6,2/2,C2,2,T81,2/2,C4,C4,1,C8,2/T9,T6,2,C16,C36,T72,1/S15,S45,T25,T20,T42,C64,P91,S153/S25,S81,1,S169,S289,3 w - - halfmove=79";

/// Game 1 of `variant` between alice (White) and bob, standing at `rfen`.
fn game_at(variant: &str, rfen: &str) -> Driver {
    let mut b = Driver::new();
    let challenge = Challenge {
        variant: variant.into(),
        ..Challenge::to(Some(bob()))
    };
    b.duel(&alice(), &bob(), challenge.command(), T0);
    stand_at(&mut b, rfen);
    b
}

/// The stored game 1 set to start from `rfen` (no moves yet), as if played there.
fn stand_at(b: &mut Driver, rfen: &str) {
    let conn = rithmo::store::sql::Connection::at(&b.path).unwrap();
    conn.execute(
        "UPDATE games SET start_position = ?1, position = ?1 WHERE id = 1",
        [rfen],
    )
    .unwrap();
    b.reopen();
}

/// The capture a listed move promises, checked through the service: first among alice's
/// choices, in Discord's limits, said in her piece's own list too, and in German.
fn lists_the_capture(variant: &str, rfen: &str, square: &str, label: &str) {
    let mut b = game_at(variant, rfen);
    let listed = b.svc.legal_moves(&alice(), &HERE, None);
    let labels: Vec<&str> = listed.moves.iter().map(|c| c.label.as_str()).collect();
    assert!(labels.contains(&label), "{variant}: {labels:#?}");
    // Captures come before the moves that take nothing.
    let takes = |l: &&str| l.contains("takes");
    let first_quiet = labels.iter().position(|l| !takes(l)).unwrap();
    assert!(
        labels[first_quiet..].iter().all(|l| !takes(l)),
        "{labels:#?}"
    );
    assert!(labels.iter().all(|l| l.chars().count() <= 100));
    assert!(
        listed.moves.len() > 25,
        "filtering by the typed text is left to the adapter"
    );
    let text = label.split(' ').next().unwrap();
    assert!(listed.moves.iter().any(|c| c.text == text));
    // The piece's own list says the same.
    let r = b.run(&alice(), mv(None, square), T0);
    assert!(r.text.contains(label), "{}", r.text);
    // In German, the same move in German words.
    let hans = speaking(1, "alice", Lang::De);
    let listed = b.svc.legal_moves(&hans, &HERE, None);
    let de = listed.moves.iter().find(|c| c.text == text).unwrap();
    assert!(de.label.contains("schlägt"), "{}", de.label);
}

#[test]
fn neo_lists_a_capture_with_its_shared_factor_and_what_it_gives_up() {
    lists_the_capture(
        "neo",
        NEO,
        "e4",
        // Black's triangle 64 on b7 steps through c6 and lands on the circle 6 (both even).
        "e4xd5 (takes c·9 on d5: gcd(6,9)=3; gives up C·6 on d5 to t·64: gcd(64,6)=2)",
    );
}

#[test]
fn classic_lists_the_capture_a_move_makes_by_itself() {
    lists_the_capture(
        "classic",
        CLASSIC,
        "f7",
        // Black's t64 leaves e9 and opens the e-file: c3 on e13 sees C8 on e4 at count 10
        // (30), the pyramid on a8 sees it diagonally at count 5 (190/5 = 38): 38 - 30 = 8.
        "f7-f8 (takes t·36 on f15: 6*6=36; gives up C·8 on e4 to p·190 and c·3: 190/5-3*10=8)",
    );
}

#[test]
fn simple_lists_an_assault() {
    lists_the_capture("simple", SIMPLE, "h8", "h8xg9 (takes t·16 on g9: 8*2=16)");
}

#[test]
fn heligon_lists_the_capture_a_move_makes_by_itself() {
    lists_the_capture(
        "heligon",
        HELIGON,
        "e3",
        // The black pyramid goes a11-a8 (as a square): its triangle 36 then stands four
        // empty squares above T9 on a3, and 36/4 = 9.
        "e3-e4 (takes t·64 on e9: assault 16*4=64; gives up T·9 on a3 to p·190: assault 36/4=9)",
    );
}

/// Positions found by random playouts where every move of White's leaves the opponent a
/// capture; the engine's move there was worded "improves the position without giving
/// anything away".
const CLASSIC_GIVING: &str = "s361,1,c81,1,s49,3/3,t56,t30,t36,s66,s28/3,c49,c25,c9,t12,t16/s121,s225,2,c3,3/c9,s120,t100,c7,4/5,c5,2/1,t90,6/p190,3,t64,3/8/5,C6,2/1,T49,6/1,C2,T9,C4,1,T81,2/2,C4,1,C8,3/1,T6,2,C16,C36,T72,1/S15,S45,T25,T20,T42,C64,P91,S153/S25,S81,1,S169,S289,3 w - - halfmove=89";
const HELIGON_GIVING: &str = "s361,s225,1,s121,s49,3/1,s120,c81,t56,t30,t36,s66,s28/3,c49,c25,c9,t12,t16/4,c3,3/c9,1,t100,c7,1,c5,2/p190,1,t64,5/1,t90,6/8/8/8/1,T49,2,C6,3/2,C2,5/1,T20,C4,C4,1,C8,2/T9,T6,2,C16,C36,T72,T81/S15,S45,T25,T20,T42,C64,P91,S153/S25,S81,1,S169,S289,3 w - - halfmove=73";
/// Neo's: 16 moves for White, after each of which Black can land on a White piece, and
/// none of which lets Black take the pyramid (or win) at once.
const NEO_GIVING: &str = "2,C25*,4,t16/s66,s121,c9,s361,s49,3/c49,S169,2,C5*,3/2,s120,5/t12,c9,1,t56,c4*,t9*,t49*,t72*/s25*,1,c64*,c7,t20*,t25*,t64,s81*/2,s45*,t81*,c4*,S289,t36,1/s153*,s28,c36*,t100,t6*,c6*,P91,1/s15*,t42*,c8*,1,c2*,c81,t30,c16* w - c3,t90,s225 halfmove=16";
/// Simple's: 20 moves for White, after each of which Black has a capture.
const SIMPLE_GIVING: &str = "s361,s225,1,t36,1,c9,s121,s49/2,t64,t56,t30,1,s66,s28/1,t90,c81,c49,c25,1,t12,t16/2,c9,c7,1,c3,2/s120,3,t100,c5,2/8/8/8/8/8/8/4,s190,3/C2,2,C4,1,C8,C64,1/T9,T6,C4,C16,C36,C6,T72,T81/S15,S45,1,T20,T42,T49,S91,S153/S25,S81,2,T25,1,S169,S289 w - - halfmove=22 ply=22";

/// Alice's hint in a game of `variant` against the bot standing at `rfen`.
fn hint_at(variant: &str, rfen: &str) -> String {
    let mut b = Driver::new();
    let challenge = BotChallenge {
        variant: variant.into(),
        days: Some(3),
        ..BotChallenge::level(2)
    };
    b.run(&alice(), challenge.command(), T0);
    stand_at(&mut b, rfen);
    b.run(&alice(), Command::Hint { game: None }, T0).text
}

/// Whatever move the engine picks there, the bot can take something after it: the hint
/// says what, and never that nothing is given away.
fn hint_tells_the_exchange(variant: &str, rfen: &str) {
    let text = hint_at(variant, rfen);
    assert!(text.starts_with("Hint for game #1: "), "{text}");
    assert!(!text.contains("without giving anything away"), "{text}");
    let bot = "Rithmo level 2";
    assert!(
        text.contains(&format!("{bot} will probably take"))
            || text.contains(&format!("{bot} can take")),
        "{text}"
    );
}

#[test]
fn a_classic_hint_says_what_the_bot_takes_after_it() {
    hint_tells_the_exchange("classic", CLASSIC_GIVING);
}

#[test]
fn a_heligon_hint_says_what_the_bot_takes_after_it() {
    hint_tells_the_exchange("heligon", HELIGON_GIVING);
}

#[test]
fn a_neo_hint_says_what_the_bot_takes_after_it() {
    hint_tells_the_exchange("neo", NEO_GIVING);
}

#[test]
fn a_simple_hint_says_what_the_bot_takes_after_it() {
    hint_tells_the_exchange("simple", SIMPLE_GIVING);
}

/// White's C2 on b8 and C6 on d8 wait for C4 (on c6) to reach c8: 2, 4, 6 in a row of
/// Black's half. c6-c7 puts it one step away.
fn neo_near_triumph(black_pyramid: bool) -> Game {
    let rules = Ruleset::from_names("neo", &[]).unwrap();
    let rank1 = if black_pyramid { "7,p190" } else { "8" };
    let rfen = format!("8/1,C2,1,C6,4/8/2,C4,5/8/8/c9,7/6,P91,1/{rank1} w - -");
    Game::from_rfen(rules, &rfen).unwrap()
}

#[test]
fn neo_never_promises_a_triumph_while_the_enemy_pyramid_stands() {
    let game = neo_near_triumph(true);
    for a in legal_actions(&game.rules, &game.pos) {
        let reason = why(&game, a);
        assert!(
            !matches!(reason, Why::WithinOne(..)),
            "{}: {reason:?}",
            a.text(&game.pos)
        );
    }
    // Once it is taken, the same step brings the triumph within one move.
    let game = neo_near_triumph(false);
    let step = legal_actions(&game.rules, &game.pos)
        .into_iter()
        .find(|a| a.text(&game.pos) == "c6-c7")
        .unwrap();
    let Why::WithinOne(aim, how) = why(&game, step) else {
        panic!("{:?}", why(&game, step));
    };
    assert_eq!(aim, Arrangement::Triumph);
    // The triumph it promises, named: c7-c8 next puts 2, 4, 6 side by side on rank 8.
    assert_eq!(how.by, "c7-c8");
    let members: Vec<String> = how
        .proof
        .members
        .iter()
        .map(|m| format!("{}@{}", m.piece, m.square))
        .collect();
    assert_eq!(members, ["C2@b8", "C4@c8", "C6@d8"]);
    let said = because(Lang::En, &Why::WithinOne(aim, how));
    assert_eq!(
        said,
        "it brings a triumph within one move: c7-c8 would then complete it with the circle 2 \
         (C·2) on b8, the circle 4 (C·4) on c8 and the circle 6 (C·6) on d8 (2, 4, 6: \
         arithmetic, 2 + 6 = 2 x 4)"
    );
}
