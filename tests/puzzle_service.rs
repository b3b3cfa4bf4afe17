//! `/puzzle` through the service: a shipped puzzle solved move by move (the opponent's
//! replies played for the solver), a wrong move failing it with the solution shown, the
//! puzzle rating and streak, the daily puzzle the same for everyone on a server with who
//! solved it, and no game touched.

mod common;

use common::driver::{refused, snapshot, Driver};
use common::people::{alice, bob, T0};
use rithmo::puzzles::{set, Puzzle};
use rithmo::rules::VariantId;
use rithmo::service::exercises::puzzle::of_the_day;
use rithmo::service::{Command, Refusal};

fn puzzle(variant: Option<&str>, daily: bool) -> Command {
    Command::Puzzle {
        variant: variant.map(str::to_string),
        daily,
        mine: false,
        answer: None,
    }
}

fn answer(text: &str) -> Command {
    Command::Puzzle {
        variant: None,
        daily: false,
        mine: false,
        answer: Some(text.into()),
    }
}

/// The puzzle a `/puzzle` reply opened, found by its menu's id.
fn opened(r: &rithmo::service::Reply) -> &'static Puzzle {
    let id = r.menu.as_ref().expect("a move menu").custom_id.clone();
    let id = id.strip_prefix("puzzle-move:").unwrap();
    let id = id.rsplit_once(':').unwrap().0;
    VariantId::ALL
        .into_iter()
        .flat_map(|v| set(v).iter())
        .find(|p| p.id == id)
        .expect("a shipped puzzle")
}

/// Plays the solver's moves of the solution, checking each step's words.
fn solve(b: &mut Driver, who: &rithmo::service::User, p: &Puzzle) -> rithmo::service::Reply {
    let mut last = None;
    for (i, m) in p.solution.iter().enumerate().step_by(2) {
        let r = b.run(who, answer(m), T0);
        if i + 2 < p.solution.len() {
            assert!(r.text.starts_with("Right:"), "{}", r.text);
            assert!(
                r.text.contains(&p.solution[i + 1]),
                "the reply is told: {}",
                r.text
            );
        }
        last = Some(r);
    }
    last.unwrap()
}

#[test]
fn a_puzzle_is_solved_move_by_move_and_a_wrong_move_fails_the_next() {
    let mut b = Driver::new();
    let before = snapshot(&b.path);
    let me = alice();
    let r = b.run(&me, puzzle(Some("neo"), false), T0);
    assert!(r.ephemeral && r.board.is_some());
    assert!(r.text.starts_with("Puzzle (neo, rated "), "{}", r.text);
    let first = opened(&r);
    let done = solve(&mut b, &me, first);
    assert!(done.text.starts_with("Solved:"), "{}", done.text);
    assert!(done.text.contains("streak 1"), "{}", done.text);

    // The next one is another; a move that is not the solution's fails it.
    let r = b.run(&me, puzzle(None, false), T0);
    let second = opened(&r);
    assert_ne!(second.id, first.id);
    let menu = &r.menu.as_ref().unwrap().options;
    let wrong = menu
        .iter()
        .find(|m| **m != second.solution[0])
        .expect("another move in the menu");
    let failed = b.run(&me, answer(wrong), T0);
    assert!(
        failed.text.starts_with("Not the winning move:"),
        "{}",
        failed.text
    );
    assert!(
        failed
            .text
            .contains(&format!(" {}, which ", second.solution.join(" "))),
        "{}",
        failed.text
    );
    assert!(
        failed.text.contains("the streak starts again"),
        "{}",
        failed.text
    );
    refused(&b.run(&me, answer(wrong), T0), Refusal::NoPuzzleOpen);
    assert_eq!(snapshot(&b.path), before, "no game touched");
}

#[test]
fn the_daily_puzzle_is_the_servers_for_everyone_with_who_solved_it() {
    let mut b = Driver::new();
    let expected = of_the_day(7, T0 / 86_400).expect("puzzles are shipped");
    let r = b.run(&alice(), puzzle(None, true), T0);
    assert!(r.text.contains("nobody has solved it yet"), "{}", r.text);
    assert_eq!(opened(&r).id, expected.id);
    solve(&mut b, &alice(), expected);
    let r = b.run(&bob(), puzzle(None, true), T0 + 60);
    assert_eq!(opened(&r).id, expected.id, "the same puzzle for bob");
    assert!(r.text.contains("solved by alice"), "{}", r.text);
    let again = b.run(&alice(), puzzle(None, true), T0 + 120);
    assert!(
        again.text.starts_with("You tried today's puzzle"),
        "{}",
        again.text
    );
}

#[test]
fn the_daily_puzzle_is_announced_once_a_day_in_the_servers_puzzle_channel() {
    let mut b = Driver::new();
    let set_channel = Command::Settings(rithmo::service::SettingsChange {
        puzzle_channel: Some(77),
        lang: Some(Some(rithmo::i18n::Lang::De)),
        ..Default::default()
    });
    b.run(&alice(), set_channel, T0);
    let posts = b.tick(T0 + 10);
    let daily: Vec<_> = posts.iter().filter(|r| r.channel == Some(77)).collect();
    assert_eq!(daily.len(), 1, "one post");
    assert!(
        daily[0].text.starts_with("Rätsel des Tages"),
        "{}",
        daily[0].text
    );
    assert!(daily[0].board.is_some(), "with its board");
    assert!(
        b.tick(T0 + 3_600).iter().all(|r| r.channel != Some(77)),
        "once a day"
    );
    let tomorrow = b.tick(T0 + 86_400 + 10);
    assert_eq!(tomorrow.iter().filter(|r| r.channel == Some(77)).count(), 1);
}

#[test]
fn the_daily_post_waits_in_the_outbox_with_its_puzzles_board_and_is_claimed_once() {
    let mut b = Driver::new();
    b.svc.use_outbox();
    let set_channel = Command::Settings(rithmo::service::SettingsChange {
        puzzle_channel: Some(77),
        ..Default::default()
    });
    b.run(&alice(), set_channel, T0);
    let posts = b.tick(T0 + 10);
    let daily: Vec<_> = posts.iter().filter(|r| r.channel == Some(77)).collect();
    assert_eq!(daily.len(), 1);
    assert!(
        daily[0].queued,
        "left to the outbox's sender, not sent straight"
    );
    // A second process (another Driver on the same file) finds nothing more to claim today.
    let mut other = Driver::on(&b.path);
    assert!(other.tick(T0 + 20).iter().all(|r| r.channel != Some(77)));
    let due = b.svc.outbox_due(10);
    let row = due
        .iter()
        .find(|d| d.reply.channel == Some(77))
        .expect("the day's post is in the outbox");
    assert!(
        row.reply.text.starts_with("Puzzle of the day"),
        "{}",
        row.reply.text
    );
    let expected = of_the_day(7, T0 / 86_400).unwrap();
    // It says what the move wins, as the puzzle's own theme names it (no bare "wins").
    let theme = match expected.theme.as_str() {
        "win" => "wins the game",
        "pyramid" => "takes the enemy pyramid",
        _ => "wins ",
    };
    assert!(
        row.reply
            .text
            .contains(&format!("find the move that {theme}")),
        "{} (theme {})",
        row.reply.text,
        expected.theme
    );
    let board = row.reply.board.as_ref().expect("drawn when sent");
    let shown = rithmo::rules::rfen::format(&board.pos);
    assert_eq!(
        shown, expected.position,
        "the puzzle's position, not a game's"
    );
    assert!(
        other.svc.outbox_due(10).iter().all(|d| d.id != row.id),
        "claimed once"
    );
}

/// The menu offers the solution among the moves a solver weighs: every win and capture of
/// the position (up to the menu's 25), so the answer is not the one capture among quiet
/// moves; in board order, so its place tells nothing.
#[test]
fn the_menu_hides_the_solution_among_the_captures() {
    use rithmo::engine::consequence::consequence;
    use rithmo::rules::movegen::legal_actions;
    let mut b = Driver::new();
    let me = alice();
    let mut tried = 0;
    for variant in ["neo", "classic", "heligon", "simple"] {
        for _ in 0..3 {
            let r = b.run(&me, puzzle(Some(variant), false), T0);
            let p = opened(&r);
            let menu = &r.menu.as_ref().unwrap().options;
            assert!(
                menu.len() <= 25 && menu.contains(&p.solution[0]),
                "{menu:?}"
            );
            let mut sorted = menu.clone();
            sorted.sort();
            assert_eq!(&sorted, menu, "board order");
            let game = rithmo::puzzles::start(p).unwrap();
            let forcing: Vec<String> = legal_actions(&game.rules, &game.pos)
                .into_iter()
                .filter(|a| {
                    let c = consequence(&game, *a);
                    c.wins.is_some() || !c.takes.is_empty()
                })
                .map(|a| a.text(&game.pos))
                .collect();
            if forcing.len() < 25 {
                tried += 1;
                for m in &forcing {
                    assert!(menu.contains(m), "{} missing {m} from {menu:?}", p.id);
                }
            }
            // Ended by another move, so that the next /puzzle opens another.
            let other = menu.iter().find(|m| **m != p.solution[0]).unwrap();
            b.run(&me, answer(other), T0);
        }
    }
    assert!(tried > 0, "some puzzle had fewer than 25 captures");
}
