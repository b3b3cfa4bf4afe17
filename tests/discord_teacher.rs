//! End to end: a lesson through the real `rithmo serve` and the fake Discord. `/learn` is
//! answered privately with the step's board, its Hint and Show me buttons and a select menu
//! of candidate moves (which the fake holds to Discord's limits); picking the solution in
//! the menu passes the step.

mod common;
mod fake_discord;
use fake_discord::*;
use serde_json::Value;

const ALICE: (u64, &str) = (11, "alice");
const T0: i64 = 1_795_305_600;

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
    within(120, scenario()).await;
}

async fn scenario() {
    let Scene {
        dir: _dir,
        fake,
        bot,
    } = Scene::start(T0, "info", "bot.log").await;
    registration(&fake).await;
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
    bot.stop();
}
