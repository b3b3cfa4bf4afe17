//! End to end: a lesson through the real `rithmo serve` and the fake Discord. `/learn` is
//! answered privately with the step's board, its Hint and Show me buttons and a select menu
//! of candidate moves (which the fake holds to Discord's limits); picking the solution in
//! the menu passes the step. `/analyse` of a finished game is deferred, shows its progress
//! at once and then the review with its graph, and a second ask is answered at once.

mod common;
mod fake_discord;
use common::people::{ALICE, BOB, T0};
use fake_discord::*;
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{Game, Ruleset, VariantId};
use serde_json::{json, Value};

/// The select menu of a message's components: its custom id and option values.
fn menu(components: &Value) -> (String, Vec<String>) {
    let rows = components.as_array().cloned().unwrap_or_default();
    let select = rows
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["type"] == 3)
        .expect("a select menu");
    let values = select["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap().to_string())
        .collect();
    (select["custom_id"].as_str().unwrap().to_string(), values)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lesson_step_is_passed_from_the_menu() {
    Scene::run_within(120, T0, scenario).await;
}

async fn scenario(fake: FakeDiscord, _commands: Value) {
    let r = fake.slash(ALICE, IN_CHANNEL, "learn", &[]).await;
    assert!(ephemeral(&r), "a lesson is private in a server");
    assert!(content(&r).starts_with("Lesson 1 of "), "{}", content(&r));
    assert!(
        r.files.iter().any(|(n, _)| n == "board.png"),
        "the step's board"
    );
    let shown = fake.original(&token(&r));
    assert!(shown.buttons().iter().any(|b| b.starts_with("learn-hint:")));
    let (id, moves) = menu(&shown.components);
    let solution = &rithmo::lessons::book(rithmo::rules::VariantId::Neo)[0].steps[0].solution;
    assert!(moves.contains(solution), "{moves:?}");
    let r = fake.pick(ALICE, IN_CHANNEL, shown.id, &id, solution).await;
    assert!(
        content(&r).starts_with("Well done: White played"),
        "{}",
        content(&r)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_analysed_with_its_progress_shown() {
    Scene::run_within(300, T0, analysis).await;
}

/// Alice and Bob play `plies` legal moves of game #1 (the rules core picks them) in the
/// channel; the game is not over after them.
async fn play(fake: &FakeDiscord, plies: usize) {
    let mut game = Game::new(Ruleset::new(VariantId::Neo, &[]).unwrap());
    for ply in 0..plies {
        let actions = legal_actions(&game.rules, &game.pos);
        // Quiet moves, so that nothing ends the game early.
        let quiet: Vec<_> = actions
            .iter()
            .filter(|a| game.pos.at(a.to()).is_none())
            .collect();
        let a = *quiet[(ply * 7) % quiet.len()];
        let who = if ply % 2 == 0 { ALICE } else { BOB };
        let text = a.text(&game.pos);
        let r = fake
            .slash(
                who,
                IN_CHANNEL,
                "move",
                &[("move", 3, json!(text)), ("game", 4, json!(1))],
            )
            .await;
        assert!(!ephemeral(&r), "ply {ply} {text}: {}", content(&r));
        game.play(a);
        assert!(game.outcome().is_none(), "the game goes on after {text}");
    }
}

async fn analysis(fake: FakeDiscord, _commands: Value) {
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "challenge",
            &[("colour", 3, json!("white"))],
        )
        .await;
    let challenge = fake.original(&token(&r));
    fake.press(BOB, IN_CHANNEL, challenge.id, "accept:1").await;
    play(&fake, 8).await;

    // No help during play.
    let r = fake
        .slash(ALICE, IN_CHANNEL, "analyse", &[("game", 4, json!(1))])
        .await;
    assert!(ephemeral(&r), "{}", content(&r));
    assert!(content(&r).contains("still going on"), "{}", content(&r));

    // Resigning asks to confirm: the button names the game and its ply.
    let r = fake
        .slash(ALICE, IN_CHANNEL, "resign", &[("game", 4, json!(1))])
        .await;
    let ask = fake.original(&token(&r));
    assert!(ask.buttons().contains(&"resign:1:8".to_string()), "{ask:?}");
    fake.press(ALICE, IN_CHANNEL, ask.id, "resign:1:8").await;

    let r = fake
        .slash(ALICE, IN_CHANNEL, "analyse", &[("game", 4, json!(1))])
        .await;
    assert_eq!(r.json["type"], 5, "a review is long work: deferred");
    let tok = token(&r);
    let edits = format!("/api/v10/webhooks/{APP_ID}/{tok}/messages/@original");
    let first = fake
        .wait_for("the first progress", |q| {
            q.method == "PATCH" && q.path == edits
        })
        .await;
    assert_eq!(
        first.json["content"], "Analysing game #1: move 0 of 8…",
        "the count shows at once"
    );
    let done = fake
        .wait_up_to(180, "the review", |q| {
            q.method == "PATCH"
                && q.path == edits
                && q.json["content"]
                    .as_str()
                    .is_some_and(|c| c.starts_with("Review of game #1"))
        })
        .await;
    let review = done.json["content"].as_str().unwrap();
    assert!(
        review.contains("alice (White) against bob (Black). Accuracy: alice "),
        "{review}"
    );
    assert!(
        done.files.iter().any(|(n, _)| n.ends_with(".png")),
        "the evaluation graph is attached"
    );
    // Every edit between says how far it got, counting up.
    let counts: Vec<usize> = {
        let s = fake.state.lock().unwrap();
        s.requests
            .iter()
            .filter(|q| q.method == "PATCH" && q.path == edits)
            .filter_map(|q| q.json["content"].as_str())
            .filter_map(|c| c.strip_prefix("Analysing game #1: move "))
            .map(|c| c.split(' ').next().unwrap().parse().unwrap())
            .collect()
    };
    assert!(counts.windows(2).all(|w| w[0] <= w[1]), "{counts:?}");
    assert!(counts.iter().all(|&n| n <= 8), "{counts:?}");

    // Asked again: the stored review, answered at once, not deferred.
    let r = fake
        .slash(BOB, IN_CHANNEL, "analyse", &[("game", 4, json!(1))])
        .await;
    assert_eq!(r.json["type"], 4, "{}", content(&r));
    assert!(
        content(&r).starts_with("Review of game #1"),
        "{}",
        content(&r)
    );
}
