//! Ratings through the service on a real SQLite file: Glicko-2 per server and variant,
//! changed by rated results only (never by an aborted or casual game, nor past the day's
//! pair limit), shown in the start and end messages, /games, /stats and /leaderboard.

use rithmo::rules::OptionError;
use rithmo::service::{Command, Refusal, Reply, Request, Scope, User, Via};

mod common;

use common::driver::{games_in, refused_as, Challenge, Driver};
use common::people::{alice, bob, DAY, ELSEWHERE, HERE, T0};

fn bot() -> Driver {
    Driver::new()
}

fn challenge(rated: bool) -> Command {
    Challenge {
        rated,
        ..Challenge::to(Some(bob()))
    }
    .command()
}

/// This file's games on the driver, all here between Alice (White) and Bob.
trait Rated {
    fn start(&mut self, rated: bool, now: i64) -> Reply;
    fn open_moves(&mut self, now: i64);
    fn alice_wins(&mut self, now: i64) -> Reply;
    fn stats(&mut self, who: &User, now: i64) -> String;
    fn leaderboard(&mut self, now: i64) -> String;
}

impl Rated for Driver {
    /// Alice challenges Bob, who accepts: returns the start message.
    fn start(&mut self, rated: bool, now: i64) -> Reply {
        self.duel(&alice(), &bob(), challenge(rated), now)
    }

    /// Both players make a move, so the game can no longer be aborted.
    fn open_moves(&mut self, now: i64) {
        self.opening(&alice(), &bob(), now);
    }

    /// A whole rated game Bob resigns at `now`, once both have moved.
    fn alice_wins(&mut self, now: i64) -> Reply {
        self.start(true, now);
        self.open_moves(now);
        self.resign(&bob(), now)
    }

    fn stats(&mut self, who: &User, now: i64) -> String {
        self.run(who, Command::Stats { player: None }, now).text
    }

    fn leaderboard(&mut self, now: i64) -> String {
        self.run(&alice(), Command::Leaderboard { variant: None }, now)
            .text
    }
}

#[test]
fn a_rated_win_moves_both_ratings_from_1500_as_glicko2_says() {
    let mut b = bot();
    let start = b.start(true, T0);
    assert!(
        start
            .text
            .contains("alice 1500? (White) against bob 1500? (Black)"),
        "newcomers are provisional: {}",
        start.text
    );
    assert!(start.text.contains("rated"), "{}", start.text);
    b.open_moves(T0);
    let end = b.resign(&bob(), T0 + 60);
    // Glicko-2 (Glickman's example scale): an even first game between two newcomers moves
    // each by 162 points and brings their deviation from 350 to about 290, still provisional.
    assert!(
        end.text
            .contains("Ratings: alice 1500? -> 1662? (+162), bob 1500? -> 1338? (-162)."),
        "{}",
        end.text
    );
    assert!(b.stats(&alice(), T0 + 120).contains("Ratings: neo 1662?"));
    assert!(b.stats(&bob(), T0 + 120).contains("Ratings: neo 1338?"));
    // /stats carries the chart's points: the start when the game began, then one per
    // rated game, at its end.
    let stats = b.run(&alice(), Command::Stats { player: None }, T0 + 120);
    let chart = stats.chart.expect("a rating chart");
    assert_eq!(
        chart.series,
        vec![("neo".to_string(), vec![(T0, 1500), (T0 + 60, 1662)])]
    );
    let lb = b.leaderboard(T0 + 120);
    let (a, bo) = (
        lb.find("alice 1662?").unwrap(),
        lb.find("bob 1338?").unwrap(),
    );
    assert!(a < bo, "highest first: {lb}");
    assert!(lb.contains("alice 1662? (neo), 1 game"), "{lb}");
}

/// Each player's chart starts once, at the rating they had when their first rated game
/// began; later games add their ends only.
#[test]
fn the_chart_starts_at_the_rating_before_the_first_game() {
    let mut b = bot();
    b.start(true, T0);
    b.open_moves(T0);
    b.resign(&bob(), T0 + 3_600);
    b.start(true, T0 + 2 * DAY);
    b.open_moves(T0 + 2 * DAY);
    b.resign(&bob(), T0 + 2 * DAY + 60);
    let chart = |b: &mut Driver, who: &User| {
        let r = b.run(who, Command::Stats { player: None }, T0 + 3 * DAY);
        let mut series = r.chart.expect("a rating chart").series;
        assert_eq!(series.len(), 1, "{series:?}");
        series.remove(0)
    };
    let (variant, alice_points) = chart(&mut b, &alice());
    assert_eq!(variant, "neo");
    assert_eq!(alice_points.len(), 3, "{alice_points:?}");
    assert_eq!(alice_points[0], (T0, 1500));
    assert_eq!(alice_points[1], (T0 + 3_600, 1662));
    assert_eq!(alice_points[2].0, T0 + 2 * DAY + 60);
    assert!(alice_points[2].1 > 1662, "{alice_points:?}");
    let (_, bob_points) = chart(&mut b, &bob());
    assert_eq!(&bob_points[..2], [(T0, 1500), (T0 + 3_600, 1338)]);
}

#[test]
fn a_draw_between_equals_keeps_the_rating_and_narrows_the_deviation() {
    let mut b = bot();
    b.start(true, T0);
    b.open_moves(T0);
    let offer = Command::Draw {
        game: None,
        action: rithmo::service::DrawAction::Offer,
        offer_ply: None,
    };
    b.run(&alice(), offer, T0 + 10);
    let end = b.run(
        &bob(),
        Command::Draw {
            game: None,
            action: rithmo::service::DrawAction::Accept,
            offer_ply: None,
        },
        T0 + 20,
    );
    assert!(
        end.text
            .contains("Ratings: alice 1500? -> 1500? (+0), bob 1500? -> 1500? (+0)."),
        "{}",
        end.text
    );
}

#[test]
fn a_forfeit_on_time_is_a_rated_loss() {
    let mut b = bot();
    b.start(true, T0);
    b.open_moves(T0);
    // Alice's move is due three days after Bob's.
    let out = b.svc.tick(T0 + 3 * DAY + 1);
    let end = out
        .iter()
        .find(|r| r.text.contains("is over"))
        .expect("the forfeit");
    assert!(
        end.text
            .contains("alice 1500? -> 1338? (-162), bob 1500? -> 1662? (+162)"),
        "{}",
        end.text
    );
}

#[test]
fn an_aborted_game_and_a_casual_game_change_no_rating() {
    let mut b = bot();
    b.start(true, T0);
    let r = b.run(&alice(), Command::Abort { game: None }, T0 + 10);
    assert!(!r.ephemeral, "{}", r.text);
    assert!(!b.stats(&alice(), T0 + 20).contains("Ratings"));
    assert!(b.leaderboard(T0 + 20).contains("No rated game has ended"));

    let start = b.start(false, T0 + 30);
    assert!(start.text.contains("casual"), "{}", start.text);
    b.open_moves(T0 + 30);
    let end = b.resign(&bob(), T0 + 40);
    assert!(
        end.text.contains("A casual game: ratings are unchanged."),
        "{}",
        end.text
    );
    assert!(b.leaderboard(T0 + 50).contains("No rated game has ended"));
    // The win still counts in the record.
    assert!(b.stats(&alice(), T0 + 50).contains("1 won"));
}

#[test]
fn a_rematch_keeps_rated_or_casual() {
    let mut b = bot();
    for rated in [false, true] {
        b.start(rated, T0);
        b.open_moves(T0);
        let end = b.resign(&bob(), T0 + 10);
        let rematch = &end.buttons.iter().find(|x| x.label == "Rematch").unwrap();
        let r = b.svc.run(
            &Request::press(Via::Console, &alice(), &HERE, &rematch.custom_id),
            T0 + 20,
        );
        let word = if rated { "rated" } else { "casual" };
        assert!(r.text.contains(&format!(", {word}, ")), "{}", r.text);
        let started = b.run(
            &bob(),
            Command::Accept {
                game: None,
                team: None,
            },
            T0 + 30,
        );
        assert!(started.text.contains(word), "{}", started.text);
        // Colours swapped: Bob opens.
        b.opening(&bob(), &alice(), T0 + 30);
        let end = b.resign(&alice(), T0 + 40);
        assert_eq!(
            end.text.contains("ratings are unchanged"),
            !rated,
            "{}",
            end.text
        );
    }
}

#[test]
fn the_question_mark_goes_once_the_rating_is_settled_and_comes_back_after_long_idleness() {
    let mut b = bot();
    b.svc.set_rated_pair_limit(100);
    let mut now = T0;
    for i in 0..20 {
        now += 3_600;
        b.start(true, now);
        b.open_moves(now);
        // Even results: alternate winners.
        let loser = if i % 2 == 0 { bob() } else { alice() };
        b.resign(&loser, now + 60);
    }
    let stats = b.stats(&alice(), now + 120);
    let line = stats.lines().find(|l| l.starts_with("Ratings")).unwrap();
    assert!(!line.contains('?'), "20 games settle it: {line}");
    let lb = b.leaderboard(now + 120);
    assert!(
        !lb.contains("Provisional") && lb.contains("1. "),
        "both established: {lb}"
    );
    // The board strips and /games carry the ratings too.
    b.start(true, now + 200);
    let games = b.run(&alice(), games_in(Scope::Channel), now + 300);
    assert!(
        games.text.contains("alice 1") && !games.text.contains("alice 1500?"),
        "{}",
        games.text
    );
    let board = b.run(&alice(), Command::Board { game: None }, now + 300);
    let strip = board.board.unwrap().white.unwrap();
    assert!(
        strip.starts_with("alice 1") && !strip.ends_with('?'),
        "{strip}"
    );
    // A year without a rated game makes the rating uncertain again.
    let later = now + 365 * DAY;
    let line = b.stats(&alice(), later);
    assert!(
        line.lines()
            .any(|l| l.starts_with("Ratings: neo") && l.ends_with('?')),
        "{line}"
    );
}

#[test]
fn only_the_first_three_games_a_day_between_two_players_count() {
    let mut b = bot();
    for i in 0..3 {
        let end = b.alice_wins(T0 + i * 3_600);
        assert!(
            end.text.contains("Ratings: alice"),
            "game {i}: {}",
            end.text
        );
    }
    let end = b.alice_wins(T0 + 4 * 3_600);
    assert!(
        end.text
            .contains("Not rated: these two have already played 3 rated games"),
        "{}",
        end.text
    );
    assert!(
        b.leaderboard(T0 + 5 * 3_600).contains("3 games"),
        "the fourth game is not counted"
    );
    // A day after the first, that one has left the window.
    let end = b.alice_wins(T0 + DAY + 1);
    assert!(end.text.contains("Ratings: alice"), "{}", end.text);
    let help = b.run(&alice(), Command::Help, T0);
    assert!(
        help.text
            .contains("only the first 3 rated game(s) in any 24 hours count"),
        "{}",
        help.text
    );
}

#[test]
fn the_configured_pair_limit_is_the_one_applied_and_told() {
    let mut b = bot();
    b.svc.set_rated_pair_limit(1);
    b.alice_wins(T0);
    let end = b.alice_wins(T0 + 60);
    assert!(
        end.text.contains("already played 1 rated game with"),
        "{}",
        end.text
    );
    let help = b.run(&alice(), Command::Help, T0);
    assert!(
        help.text
            .contains("only the first 1 rated game(s) in any 24 hours count"),
        "{}",
        help.text
    );
}

#[test]
fn ratings_belong_to_their_server_and_variant() {
    let mut b = bot();
    b.alice_wins(T0);
    let elsewhere = ELSEWHERE;
    let r = b.at(
        elsewhere,
        &alice(),
        Command::Leaderboard { variant: None },
        T0 + 60,
    );
    assert!(r.text.contains("No rated game has ended"), "{}", r.text);
    let r = b.run(
        &alice(),
        Command::Leaderboard {
            variant: Some("classic".into()),
        },
        T0 + 60,
    );
    assert!(r.text.contains("No rated game has ended"), "{}", r.text);
    let r = b.run(
        &alice(),
        Command::Leaderboard {
            variant: Some("chess".into()),
        },
        T0 + 60,
    );
    // An unknown variant is refused.
    refused_as(&r, |x| {
        matches!(x, Refusal::BadOptions(OptionError::UnknownVariant { name, .. })
            if name == "chess")
    });
}
