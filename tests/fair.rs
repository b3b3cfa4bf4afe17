//! Ratings count only fair games: a hint (the engine's move) makes a rated game casual, and
//! the player is asked before it is given; the bot's levels are ranked apart from people.

mod common;

use common::driver::{mv, refused, BotChallenge, Driver};
use common::people::{alice, T0};
use rithmo::service::SettingsChange as Change;
use rithmo::service::{Command, Refusal};

fn rated_and_hinted(b: &Driver, game: i64) -> (bool, bool) {
    let conn = rithmo::store::sql::Connection::at(&b.path).unwrap();
    conn.query_row(
        "SELECT rated, hinted FROM games WHERE id = ?1",
        [game],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .unwrap()
}

/// The bot thinks and plays its move, as the adapters have it do.
fn bot_moves(b: &mut Driver, now: i64) {
    let turn = b.svc.chores().pop().expect("the bot's turn");
    let moved = b.svc.finish_chore(turn.work(), now).unwrap();
    moved.expect("the bot moves");
}

/// A server that rates games against the bot, and alice (White) against level 1 there.
fn rated_bot_game() -> Driver {
    let mut b = Driver::new();
    let rate_them = Command::Settings(Change {
        bot_rated: Some(true),
        ..Change::default()
    });
    b.run(&alice(), rate_them, T0);
    let r = b.ok(&alice(), BotChallenge::level(1).command(), T0);
    assert!(r.text.contains("rated"), "{}", r.text);
    b
}

#[test]
fn a_hint_in_a_rated_game_is_asked_for_first_and_makes_the_game_casual() {
    let mut b = rated_bot_game();
    let before = b.snapshot();
    let ask = b.run(&alice(), Command::Hint { game: None }, T0 + 10);
    assert!(ask.ephemeral);
    assert!(
        ask.text
            .contains("Game #1 is rated. A hint makes it casual from now on"),
        "{}",
        ask.text
    );
    let ids: Vec<&str> = ask.buttons.iter().map(|b| b.custom_id.as_str()).collect();
    assert_eq!(ids, ["hint:1:0", "nohint:1"]);
    assert_eq!(b.snapshot(), before, "asking changes nothing");

    // No hint: the question goes, the game stays rated.
    let r = b.press(&alice(), "nohint:1", T0 + 20);
    assert!(r.update && r.buttons.is_empty(), "{r:?}");
    assert_eq!(rated_and_hinted(&b, 1), (true, false));

    // Show the hint: the game is casual from now on, and the hint is the engine's move.
    let r = b.press(&alice(), "hint:1:0", T0 + 30);
    assert!(r.ephemeral && r.update, "the question turns into the hint");
    assert!(r.text.starts_with("Hint for game #1:"), "{}", r.text);
    assert_eq!(rated_and_hinted(&b, 1), (false, true));

    // A casual game's hint comes at once, without asking again.
    let r = b.run(&alice(), Command::Hint { game: None }, T0 + 40);
    assert!(r.text.starts_with("Hint for game #1:"), "{}", r.text);
    assert!(r.buttons.is_empty());
}

#[test]
fn a_hint_question_left_while_the_game_moved_on_changes_nothing() {
    let mut b = rated_bot_game();
    let ask = b.run(&alice(), Command::Hint { game: None }, T0 + 10);
    assert_eq!(ask.buttons[0].custom_id, "hint:1:0");
    b.ok(&alice(), mv(None, "d4-d5"), T0 + 20);
    bot_moves(&mut b, T0 + 25);
    let before = b.snapshot();
    refused(
        &b.press(&alice(), "hint:1:0", T0 + 30),
        Refusal::HintMovedOn { game: 1 },
    );
    assert_eq!(b.snapshot(), before);
    assert_eq!(rated_and_hinted(&b, 1), (true, false));
}

#[test]
fn the_bots_levels_are_ranked_apart_from_people() {
    let mut b = rated_bot_game();
    b.ok(&alice(), mv(None, "d4-d5"), T0 + 10);
    bot_moves(&mut b, T0 + 20);
    let r = b.resign(&alice(), T0 + 30);
    assert!(r.text.contains("wins by resignation"), "{}", r.text);
    let board = b.run(&alice(), Command::Leaderboard { variant: None }, T0 + 40);
    let text = &board.text;
    let bots = text
        .find("The bot's levels (not ranked among the people):")
        .unwrap_or_else(|| panic!("{text}"));
    let alice_at = text.find("- alice").unwrap_or_else(|| panic!("{text}"));
    let bot_at = text
        .find("- Rithmo level 1")
        .unwrap_or_else(|| panic!("{text}"));
    assert!(alice_at < bots && bots < bot_at, "{text}");
}
