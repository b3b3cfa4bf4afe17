//! Outages given back, through the service on a real SQLite file: a gap in the heartbeat
//! longer than the threshold moves every running deadline (games, challenges, vacations)
//! later by its length before anything is judged, once, with a post per game that its
//! record keeps; a shorter gap, a clock that goes backwards, a heartbeat row of a newer
//! version or an unreadable one give nothing twice and take nothing away; a process that
//! cannot take commands judges nothing.

mod common;

use common::driver::{challenge, Driver};
use common::people::{alice, bob, carol, dave, erin, DAY, HERE, T0};
use rithmo::service::{ColourChoice, Command, Reply};
use rithmo::store::{games, vacations};

const THRESHOLD: i64 = 600;

/// Two running games of one day a move, alice-bob (#1) and carol-dave (#2), each after its
/// first two moves at T0 (White to move, due at T0 + 1 day); erin's open challenge to alice
/// (#3) made at T0; the service keeping the heartbeat, whose first tick is at T0 + 60.
fn two_games() -> Driver {
    let mut d = Driver::new();
    d.svc.watch_outages(THRESHOLD);
    let one_day = || challenge(None, ColourChoice::White, 1);
    d.duel(&alice(), &bob(), one_day(), T0);
    d.opening(&alice(), &bob(), T0);
    d.duel(&carol(), &dave(), one_day(), T0);
    d.opening(&carol(), &dave(), T0);
    let r = d.run(
        &erin(),
        challenge(Some(alice()), ColourChoice::White, 1),
        T0,
    );
    assert_eq!(r.game, Some(3), "{}", r.text);
    assert!(d.tick(T0 + 60).is_empty());
    d
}

fn deadline(d: &Driver, game: i64) -> i64 {
    games::get(d.svc.store().conn(), game)
        .unwrap()
        .unwrap()
        .deadline
        .unwrap()
}

fn status(d: &Driver, game: i64) -> String {
    d.status(game).0
}

fn saying<'a>(replies: &'a [Reply], words: &str) -> Vec<&'a Reply> {
    replies.iter().filter(|r| r.text.contains(words)).collect()
}

/// A legal move of `game` for whoever is to move there.
fn a_move(d: &Driver, who: &rithmo::service::User, game: i64) -> String {
    d.svc.legal_moves(who, &HERE, Some(game)).texts()[0].clone()
}

#[test]
fn a_gap_longer_than_the_threshold_is_given_back_once_before_anything_is_judged() {
    let mut d = two_games();
    let challenge_expiry = deadline(&d, 3);
    // Dave is on vacation from T0 for 5 days.
    vacations::add(d.svc.store().conn(), dave().id, T0, T0 + 5 * DAY).unwrap();
    // Nothing ran for 3 days: past both games' deadlines.
    let gap = 3 * DAY;
    let back = T0 + 60 + gap;
    let replies = d.tick(back);
    assert!(
        saying(&replies, "wins on time").is_empty(),
        "nobody loses on time: {replies:#?}"
    );
    let posts = saying(
        &replies,
        "the bot could not take moves for 72 hours and 0 minutes",
    );
    assert_eq!(posts.len(), 2, "one post per running game: {replies:#?}");
    assert_eq!(posts[0].game, Some(1));
    assert_eq!(posts[1].game, Some(2));
    assert!(posts[0].text.contains("alice's move"), "{}", posts[0].text);
    for game in [1, 2] {
        assert_eq!(status(&d, game), "active");
        assert_eq!(deadline(&d, game), T0 + DAY + gap, "game {game}");
    }
    assert_eq!(
        deadline(&d, 3),
        challenge_expiry + gap,
        "the challenge's expiry"
    );
    let vacation = vacations::running_until(d.svc.store().conn(), dave().id, back).unwrap();
    assert_eq!(vacation, Some(T0 + 5 * DAY + gap), "dave's vacation");

    // Given once: later ticks, and a restart, find nothing more to give.
    assert!(d.tick(back + 30).is_empty());
    d.reopen();
    d.svc.watch_outages(THRESHOLD);
    assert!(d.tick(back + 60).is_empty());
    assert_eq!(deadline(&d, 1), T0 + DAY + gap);

    // The players' moves are taken, and the record keeps what happened.
    let m = a_move(&d, &alice(), 1);
    d.played(&alice(), &m, back + 120);
    let history = d.run(&alice(), Command::History { game: Some(1) }, back + 180);
    let record = String::from_utf8(history.files[0].bytes.clone()).unwrap();
    assert!(
        record.contains("{the bot could not take moves for 72 hours and 0 minutes;"),
        "{record}"
    );
    // After the two moves before the outage, before the move after it.
    let (before, after) = record.split_once("{the bot could not").unwrap();
    assert!(before.contains("f6-f5") && after.contains(&m), "{record}");

    // And the clock goes on, ticking as a running bot does: carol's move was due a day
    // after the outage, bob's a day after alice's; both are lost on time then.
    let mut lost = Vec::new();
    // From the last tick on (a longer gap would be an outage of its own).
    let mut now = back + 60;
    while now <= back + 120 + DAY + THRESHOLD {
        now += THRESHOLD;
        lost.extend(
            d.tick(now)
                .into_iter()
                .filter(|r| r.text.contains("wins on time")),
        );
    }
    let games: Vec<Option<i64>> = lost.iter().map(|r| r.game).collect();
    assert_eq!(games, [Some(2), Some(1)], "{lost:#?}");
}

#[test]
fn a_gap_up_to_the_threshold_gives_nothing_back() {
    let mut d = two_games();
    assert!(d.tick(T0 + 60 + THRESHOLD).is_empty());
    assert_eq!(deadline(&d, 1), T0 + DAY);
    // Ticks a few minutes apart never add up to an outage.
    let mut now = T0 + 60 + THRESHOLD;
    while now < T0 + DAY - 600 {
        now += THRESHOLD;
        assert!(saying(&d.tick(now), "could not take moves").is_empty());
    }
    let lost = d.tick(T0 + DAY + 1);
    assert_eq!(saying(&lost, "wins on time").len(), 2, "{lost:#?}");
}

#[test]
fn a_clock_that_goes_backwards_gives_no_time_twice_and_takes_none() {
    let mut d = two_games();
    let gap = 2 * DAY;
    assert_eq!(saying(&d.tick(T0 + 60 + gap), "could not take").len(), 2);
    // The clock is set back two days, then right again: no outage in either step.
    let back = d.tick(T0 + 60);
    assert!(saying(&back, "could not take").is_empty() && saying(&back, "wins on time").is_empty());
    let again = d.tick(T0 + 60 + gap + 30);
    assert!(saying(&again, "could not take").is_empty(), "{again:#?}");
    assert_eq!(deadline(&d, 1), T0 + DAY + gap, "moved once");
    assert_eq!(status(&d, 1), "active");
}

#[test]
fn a_heartbeat_row_of_a_newer_version_is_read_by_its_time_and_kept() {
    let mut d = two_games();
    let conn = d.svc.store().conn();
    conn.execute_batch(
        "ALTER TABLE heartbeat ADD COLUMN region TEXT;
         UPDATE heartbeat SET format = 2, region = 'eu';",
    )
    .unwrap();
    let replies = d.tick(T0 + 60 + DAY);
    assert_eq!(
        saying(&replies, "could not take moves for 24 hours").len(),
        2
    );
    assert_eq!(deadline(&d, 1), T0 + 2 * DAY);
    let row: (i64, i64, String) = d
        .svc
        .store()
        .conn()
        .query_row("SELECT at, format, region FROM heartbeat", (), |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .unwrap();
    assert_eq!(
        row,
        (T0 + 60 + DAY, 2, "eu".into()),
        "only its time written"
    );
}

#[test]
fn an_unreadable_heartbeat_gives_nothing_back_and_is_written_anew() {
    if common::postgres::on() {
        // PostgreSQL's column holds integers only: no heartbeat there can be unreadable.
        eprintln!("an_unreadable_heartbeat: SQLite's dynamic types only; not run on PostgreSQL");
        return;
    }
    let mut d = two_games();
    d.svc
        .store()
        .conn()
        .execute_batch("UPDATE heartbeat SET at = 'yesterday'")
        .unwrap();
    let replies = d.tick(T0 + 60 + 300);
    assert!(replies.is_empty(), "{replies:#?}");
    assert_eq!(deadline(&d, 1), T0 + DAY);
    let at: i64 = d
        .svc
        .store()
        .conn()
        .query_row("SELECT at FROM heartbeat", (), |r| r.get(0))
        .unwrap();
    assert_eq!(at, T0 + 60 + 300);
}

#[test]
fn a_process_that_cannot_take_commands_judges_nothing_and_writes_no_heartbeat() {
    let mut d = two_games();
    d.svc.set_reachable(false);
    // Discord unreachable past both deadlines: nothing is judged.
    assert!(d.tick(T0 + 2 * DAY).is_empty());
    assert_eq!(status(&d, 1), "active");
    // Back: the whole time since the last heartbeat is given back.
    d.svc.set_reachable(true);
    let replies = d.tick(T0 + 60 + 2 * DAY);
    assert_eq!(saying(&replies, "48 hours and 0 minutes").len(), 2);
    assert!(saying(&replies, "wins on time").is_empty());
    assert_eq!(deadline(&d, 2), T0 + 3 * DAY);
}
