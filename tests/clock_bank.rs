//! Clock kinds through the service on a real SQLite file: a time bank (Fischer in days)
//! charged, topped up and capped, shown after each move, in `/games` and on the game's
//! page, reminding at 80% of the bank and lost on time when it runs out, stopped by a
//! vacation and given an outage back, a server's default and a tournament's clock; weekends
//! off in two time zones around the change of day, a deadline moved past a weekend and said
//! so, the bound on a move's whole time, a tournament's round waiting only for its own
//! weekend rule; and bad clock terms refused with their limits in three languages, nothing
//! changed.

mod common;
// The pages' helpers: a game's page shows the banks too.
#[path = "common/web.rs"]
mod site;

use common::driver::{refused, Challenge, Driver};
use common::people::{alice, bob, carol, dave, speaking, user, DAY, HERE, T0};
use rithmo::i18n::Lang;
use rithmo::service::{
    Ask, ClockAsked, ClockPart, ColourChoice, Command, NotifyChange, Refusal, Reply,
    SettingsChange, Terms, User,
};
use rithmo::store::games;

/// 2026-11-27, a Friday, 00:00 UTC (T0 is the Sunday before).
const FRIDAY: i64 = T0 + 5 * DAY;
const HOUR: i64 = 3600;

fn bank(days: u32, increment: u32, cap: Option<u32>) -> Command {
    Challenge {
        opponent: Some(bob()),
        days,
        clock: ClockAsked {
            increment: Some(increment),
            cap,
            weekends: None,
        },
        ..Challenge::to(Some(bob()))
    }
    .command()
}

fn deadline(d: &Driver, game: i64) -> i64 {
    games::get(d.svc.store().conn(), game)
        .unwrap()
        .unwrap()
        .deadline
        .unwrap()
}

/// A legal move of `game` for whoever is to move there.
fn a_move(d: &Driver, who: &User, game: i64) -> String {
    d.svc.legal_moves(who, &HERE, Some(game)).texts()[0].clone()
}

/// `who` plays some legal move in game `game` at `now`: the post.
fn moves(d: &mut Driver, who: &User, game: i64, now: i64) -> Reply {
    let text = a_move(d, who, game);
    let r = d.run(
        who,
        Command::Move {
            game: Some(game),
            text,
            ply: None,
        },
        now,
    );
    assert!(!r.ephemeral, "{}", r.text);
    r
}

fn weekends_off(who: &User, zone: Option<&str>, d: &mut Driver) {
    let change = NotifyChange {
        zone: zone.map(String::from),
        weekends: Some(true),
        ..NotifyChange::default()
    };
    let r = d.run(who, Command::Notify(change), T0);
    assert!(r.text.contains("Weekends off"), "{}", r.text);
}

#[test]
fn a_bank_is_charged_for_the_time_used_topped_up_after_each_move_and_capped() {
    let mut d = Driver::new();
    let start = d.duel(&alice(), &bob(), bank(3, 1, Some(4)), T0);
    assert!(
        start
            .text
            .contains("a time bank of 3 days, 1 day added per move, at most 4 days"),
        "{}",
        start.text
    );
    assert!(
        start
            .text
            .contains("Time banks: alice 3 days 0 hours, bob 3 days 0 hours."),
        "{}",
        start.text
    );
    // Alice takes a day and a half: 1.5 left, plus 1.
    let r = moves(&mut d, &alice(), 1, T0 + DAY + DAY / 2);
    assert!(
        r.text
            .contains("Time banks: alice 2 days 12 hours, bob 3 days 0 hours."),
        "{}",
        r.text
    );
    // Bob's direct message that it is his turn says the banks too.
    let dm = r.notices.iter().find(|n| n.user == bob().id).expect("a DM");
    assert!(
        dm.text.contains("Time banks: alice 2 days 12 hours"),
        "{}",
        dm.text
    );
    // Bob answers at once: 3 plus 1 is 4, the cap.
    let now = T0 + DAY + DAY / 2;
    let r = moves(&mut d, &bob(), 1, now);
    assert!(r.text.contains("bob 4 days 0 hours"), "{}", r.text);
    // Alice's move is due when her bank is spent, and so on: 2.5 + 1 = 3.5 for her.
    assert_eq!(deadline(&d, 1), now + 2 * DAY + DAY / 2);
    moves(&mut d, &alice(), 1, now);
    // Bob at once again: 4 plus 1 would be 5, but the cap is 4.
    let r = moves(&mut d, &bob(), 1, now);
    assert!(
        r.text
            .contains("Time banks: alice 3 days 12 hours, bob 4 days 0 hours."),
        "{}",
        r.text
    );
    assert_eq!(deadline(&d, 1), now + 3 * DAY + DAY / 2);
    // `/games` shows the caller's bank.
    let list = d.run(
        &bob(),
        common::driver::games_in(rithmo::service::Scope::Mine),
        now,
    );
    assert!(
        list.text.contains("your bank: 4 days 0 hours"),
        "{}",
        list.text
    );
}

#[test]
fn a_bank_reminds_at_80_percent_of_itself_and_running_out_loses_on_time() {
    let mut d = Driver::new();
    // 2 days to start, 2 a move, at most 5: after the first two moves each has 4 days.
    d.duel(&alice(), &bob(), bank(2, 2, Some(5)), T0);
    d.opening(&alice(), &bob(), T0);
    assert_eq!(deadline(&d, 1), T0 + 4 * DAY);
    // The reminder comes when a fifth of the 4 days is left (not of the 2 days a move).
    let remind_at = T0 + 4 * DAY - 4 * DAY / 5;
    assert!(d.tick(remind_at - 60).is_empty());
    let r = d.tick(remind_at + 60);
    assert_eq!(r.len(), 1, "{r:#?}");
    assert!(r[0].text.contains("Reminder"), "{}", r[0].text);
    assert!(
        r[0].text
            .contains("Time banks: alice 19 hours, bob 4 days 0 hours."),
        "{}",
        r[0].text
    );
    assert!(d.tick(T0 + 4 * DAY - 60).is_empty());
    let end = d.tick(T0 + 4 * DAY);
    assert_eq!(end.len(), 1, "{end:#?}");
    assert!(end[0].text.contains("wins on time"), "{}", end[0].text);
}

/// A rated game on a time bank counts for the ratings as any rated game: the loss on time
/// moves the winner up and the loser down, each by one game.
#[test]
fn a_loss_on_time_from_a_bank_counts_for_the_ratings() {
    use rithmo::store::ratings;
    let mut d = Driver::new();
    d.duel(&alice(), &bob(), bank(1, 1, Some(2)), T0);
    d.opening(&alice(), &bob(), T0);
    // Alice's bank is spent (2 days after the first moves), with no move from her.
    let mut end = Vec::new();
    let mut now = T0;
    while end.is_empty() && now < T0 + 3 * DAY {
        now += HOUR;
        end = d
            .tick(now)
            .into_iter()
            .filter(|r| r.text.contains("wins on time"))
            .collect();
    }
    assert!(
        end[0].text.contains("bob (Black) wins on time"),
        "{}",
        end[0].text
    );
    let conn = d.svc.store().conn();
    let of = |p: &User| {
        ratings::get(conn, HERE.guild, "neo", p.id)
            .unwrap()
            .unwrap()
    };
    let (a, b) = (of(&alice()), of(&bob()));
    assert_eq!((a.games, b.games), (1, 1));
    assert!(a.rating < 1500.0 && b.rating > 1500.0, "{a:?} {b:?}");
}

#[test]
fn weekends_off_count_in_each_players_zone_around_the_change_of_day() {
    let mut d = Driver::new();
    weekends_off(&alice(), Some("Europe/Rome"), &mut d);
    weekends_off(&bob(), Some("America/Los_Angeles"), &mut d);
    weekends_off(&carol(), None, &mut d);
    // Thursday 23:30 UTC: already Friday 00:30 in Rome, still Thursday 15:30 in Los Angeles.
    let begun = FRIDAY - HOUR / 2;
    let one_day = || Challenge {
        days: 1,
        ..Challenge::to(Some(bob()))
    };
    let start = d.duel(&alice(), &bob(), one_day().command(), begun);
    // Alice's day: Friday from 00:30 in Rome, then Monday to 00:30 (Sunday 23:30 UTC).
    assert_eq!(deadline(&d, 1), FRIDAY + 3 * DAY - HOUR / 2);
    assert!(
        start.text.contains("Saturday and Sunday are not counted"),
        "{}",
        start.text
    );
    // Carol counts in UTC, where it is still Thursday: her day ends on Friday, no weekend.
    let start = d.duel(
        &carol(),
        &dave(),
        Challenge {
            days: 1,
            ..Challenge::to(Some(dave()))
        }
        .command(),
        begun,
    );
    assert_eq!(deadline(&d, 2), begun + DAY);
    assert!(!start.text.contains("not counted"), "{}", start.text);
    // Alice moves on Saturday 07:30 UTC: Friday 23:30 in Los Angeles. Bob has half an hour
    // of Friday, then Monday to 23:30 there: Tuesday 07:30 UTC.
    let saturday = FRIDAY + DAY + 7 * HOUR + HOUR / 2;
    let r = moves(&mut d, &alice(), 1, saturday);
    assert_eq!(deadline(&d, 1), FRIDAY + 4 * DAY + 7 * HOUR + HOUR / 2);
    assert!(r.text.contains("not counted"), "{}", r.text);
}

#[test]
fn a_moves_whole_time_is_bounded_whatever_weekends_it_crosses() {
    let mut d = Driver::new();
    weekends_off(&alice(), None, &mut d);
    // 14 days begun on Saturday 00:00 UTC: Monday, then three working weeks' worth crossing
    // two more weekends: 20 days, the bound (two days for every five counted, begun).
    let saturday = FRIDAY + DAY;
    d.duel(
        &alice(),
        &bob(),
        Challenge {
            days: 14,
            ..Challenge::to(Some(bob()))
        }
        .command(),
        saturday,
    );
    assert_eq!(deadline(&d, 1), saturday + 20 * DAY);
    // Nothing comes before it, and the game is over when it passes (aborted: no first move).
    assert!(d
        .tick(saturday + 20 * DAY - 60)
        .iter()
        .all(|r| !r.text.contains("is aborted:")));
    let end = d.tick(saturday + 20 * DAY);
    assert!(
        end.iter().any(|r| r.text.contains("is aborted:")),
        "{end:#?}"
    );
}

fn four_players(d: &mut Driver, weekends: Option<bool>) -> Vec<User> {
    let clock = ClockAsked {
        weekends,
        ..ClockAsked::default()
    };
    four_on(d, 1, clock)
}

/// Four players signed up for a Swiss of two rounds of `days` with `clock`.
fn four_on(d: &mut Driver, days: u32, clock: ClockAsked) -> Vec<User> {
    let weekends = clock.weekends;
    let players: Vec<User> = ["ann", "ben", "cat", "dan"]
        .iter()
        .enumerate()
        .map(|(i, n)| user(100 + i as u64, n))
        .collect();
    let terms = Terms {
        name: "Advent".into(),
        variant: "neo".into(),
        options: vec![],
        swiss: true,
        double: false,
        rounds: 2,
        days: Some(days),
        clock,
        rated: true,
        max_players: 8,
        signup_days: None,
    };
    let tour = |ask| Command::Tournament { ask, id: None };
    let made = d.run(&players[0], tour(Ask::Create(terms)), T0);
    let said = made.text.contains("per move, weekends off");
    assert_eq!(said, weekends == Some(true), "{}", made.text);
    for p in &players {
        d.run(p, tour(Ask::Join), T0);
    }
    players
}

/// The games of a tournament's announcement: (game, White's name).
fn paired(text: &str) -> Vec<(i64, String)> {
    text.lines()
        .filter_map(|l| {
            let (_, rest) = l.split_once("game #")?;
            let (game, rest) = rest.split_once(": ")?;
            let (white, _) = rest.split_once(" (White)")?;
            Some((game.parse().ok()?, white.to_string()))
        })
        .collect()
}

#[test]
fn a_tournaments_round_waits_for_its_own_weekend_rule_and_no_longer() {
    let mut d = Driver::new();
    let players = four_players(&mut d, Some(true));
    // dan counts in Auckland (Saturday already when the round starts), the rest in UTC.
    weekends_off(&players[3], Some("Pacific/Auckland"), &mut d);
    let noon = FRIDAY + 12 * HOUR;
    let start = d.run(
        &players[0],
        Command::Tournament {
            ask: Ask::Start,
            id: None,
        },
        noon,
    );
    let games = paired(&start.text);
    assert_eq!(games.len(), 2, "{}", start.text);
    let by = |name: &str| players.iter().find(|p| p.name == name).unwrap().clone();
    let (first, second) = (games[0].0, games[1].0);
    // The first game ends at once; in the second nobody moves.
    d.run(
        &by(&games[0].1),
        Command::Resign { game: Some(first) },
        noon,
    );
    let confirm = format!("resign:{first}:0");
    d.press(&by(&games[0].1), &confirm, noon);
    let due = deadline(&d, second);
    assert!(due > noon + DAY, "the weekend is not counted");
    assert!(due <= noon + 3 * DAY, "one day's move takes at most three");
    // dan to move, counted in Auckland: Saturday 01:00 there, so from Monday 00:00 there.
    assert_eq!(games[1].1, "dan");
    assert_eq!(due, noon + 3 * DAY - HOUR);
    // The round, and the next round's pairing, wait for that deadline and no longer.
    let before = d.tick(due - 60);
    assert!(
        before.iter().all(|r| !r.text.contains("round 2")),
        "{before:#?}"
    );
    let after = d.tick(due);
    assert!(
        after.iter().any(|r| r.text.contains("round 2 of 2")),
        "{after:#?}"
    );
}

#[test]
fn a_players_own_weekends_do_not_pause_a_tournament_game() {
    let mut d = Driver::new();
    let players = four_players(&mut d, None);
    for p in &players {
        weekends_off(p, None, &mut d);
    }
    let noon = FRIDAY + 12 * HOUR;
    let start = d.run(
        &players[0],
        Command::Tournament {
            ask: Ask::Start,
            id: None,
        },
        noon,
    );
    for (game, _) in paired(&start.text) {
        assert_eq!(deadline(&d, game), noon + DAY, "game {game}");
    }
    // The same player's casual game does take the weekend off.
    d.duel(
        &players[0],
        &players[1],
        Challenge {
            days: 1,
            ..Challenge::to(Some(players[1].clone()))
        }
        .command(),
        noon,
    );
    assert_eq!(deadline(&d, 3), noon + 3 * DAY);
}

#[test]
fn bad_clock_terms_are_refused_with_their_limits_and_nothing_changes() {
    let mut d = Driver::new();
    let with = |days: u32, increment: Option<u32>, cap: Option<u32>| Challenge {
        days,
        clock: ClockAsked {
            increment,
            cap,
            weekends: None,
        },
        ..Challenge::to(Some(bob()))
    };
    let r = d.run(&alice(), with(3, Some(1), Some(40)).command(), T0);
    refused(
        &r,
        Refusal::ClockOutOfRange {
            part: ClockPart::Cap,
            value: 40,
            min: 3,
            max: 30,
        },
    );
    assert_eq!(r.text, "The cap must be from 3 to 30 days, not 40.");
    let r = d.run(&alice(), with(20, Some(1), None).command(), T0);
    assert_eq!(
        r.text,
        "The starting bank must be from 1 to 14 days, not 20."
    );
    let r = d.run(&alice(), with(3, None, Some(7)).command(), T0);
    refused(&r, Refusal::CapWithoutIncrement);
    let no_days = Command::Challenge {
        opponent: Some(bob()),
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: None,
        clock: ClockAsked {
            increment: Some(1),
            ..ClockAsked::default()
        },
        rated: true,
        team: None,
    };
    let r = d.run(&alice(), no_days.clone(), T0);
    refused(&r, Refusal::IncrementWithoutBank);
    let bot = Command::ChallengeBot {
        level: 2,
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: None,
        clock: ClockAsked {
            weekends: Some(true),
            ..ClockAsked::default()
        },
        rated: None,
        team: None,
    };
    refused(&d.run(&alice(), bot, T0), Refusal::WeekendsWithoutClock);
    // In German and Italian too.
    let anna = speaking(21, "anna", Lang::De);
    let r = d.run(&anna, with(3, Some(9), None).command(), T0);
    assert_eq!(
        r.text,
        "Der Zuschlag muss zwischen 1 und 7 Tagen liegen, nicht 9."
    );
    assert!(d
        .run(&anna, no_days.clone(), T0)
        .text
        .starts_with("Ein Zuschlag braucht ein Startguthaben"),);
    let lia = speaking(22, "lia", Lang::It);
    let r = d.run(&lia, with(3, Some(1), Some(2)).command(), T0);
    assert_eq!(
        r.text,
        "Il limite massimo deve essere tra 3 e 30 giorni, non 2."
    );
    assert!(d
        .run(&lia, no_days, T0)
        .text
        .starts_with("Un incremento richiede una riserva iniziale"));
    // Nothing was offered.
    let any = games::all(d.svc.store().conn()).unwrap();
    assert!(any.is_empty(), "{any:#?}");
}

#[test]
fn a_servers_default_clock_is_a_bank_with_weekends_off_until_a_challenge_says_otherwise() {
    let mut d = Driver::new();
    let change = |days, increment, weekends| {
        Command::Settings(SettingsChange {
            days,
            clock: ClockAsked {
                increment,
                cap: Some(7),
                weekends,
            },
            ..SettingsChange::default()
        })
    };
    // An increment with no days to be its bank: refused, nothing changed.
    let r = d.run(&alice(), change(None, Some(1), None), T0);
    refused(&r, Refusal::IncrementWithoutBank);
    let shown = d.run(&alice(), Command::Settings(SettingsChange::default()), T0);
    assert!(!shown.text.contains("time bank"), "{}", shown.text);
    let r = d.run(&alice(), change(Some(3), Some(1), Some(true)), T0);
    assert!(
        r.text.contains(
            "Clock of a challenge that names none: a time bank of 3 days, 1 day added per move, \
             at most 7 days, weekends off."
        ),
        "{}",
        r.text
    );
    let server_days = Command::Challenge {
        opponent: Some(bob()),
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: None,
        clock: ClockAsked::default(),
        rated: true,
        team: None,
    };
    let made = d.run(&alice(), server_days, T0);
    assert!(
        made.text
            .contains("a time bank of 3 days, 1 day added per move, at most 7 days, weekends off"),
        "{}",
        made.text
    );
    // A challenge's own days make days per move, and it may keep its weekends.
    let own = Challenge {
        days: 2,
        clock: ClockAsked {
            weekends: Some(false),
            ..ClockAsked::default()
        },
        ..Challenge::to(Some(carol()))
    };
    let made = d.run(&alice(), own.command(), T0);
    assert!(made.text.contains(", 2 days per move,"), "{}", made.text);
}

#[test]
fn an_outage_gives_a_bank_its_time_back_and_the_bank_counts_on_after_it() {
    let mut d = Driver::new();
    d.svc.watch_outages(600);
    d.duel(&alice(), &bob(), bank(2, 1, Some(5)), T0);
    d.opening(&alice(), &bob(), T0);
    assert!(d.tick(T0 + 60).is_empty());
    // Down for five days, past alice's 3 days: given back, nobody loses.
    let back = T0 + 60 + 5 * DAY;
    let r = d.tick(back);
    assert!(r.iter().all(|r| !r.text.contains("wins on time")), "{r:#?}");
    assert!(
        r.iter().any(|r| r.text.contains("could not take moves")),
        "{r:#?}"
    );
    // A day after it alice moves: a minute and a day used, a day added.
    let r = moves(&mut d, &alice(), 1, back + DAY);
    assert!(
        r.text.contains("Time banks: alice 2 days 23 hours"),
        "{}",
        r.text
    );
}

#[test]
fn a_games_page_shows_its_bank_terms_and_the_banks_left() {
    let mut d = Driver::new();
    d.duel(&alice(), &bob(), bank(3, 1, Some(4)), T0);
    // Bob's bank waits at 4 days after his answer at once; alice's runs on the page's clock.
    d.opening(&alice(), &bob(), T0);
    let site = site::Site::on(&d.path);
    let (status, _, body) = site.get(&format!("/g/{}", site::token(&d.path, 1)));
    assert_eq!(status, 200, "{body}");
    for said in [
        "a time bank of 3 days, 1 day added per move, at most 4 days",
        "Time banks: alice ",
        ", bob 4 days 0 hours.",
    ] {
        assert!(body.contains(said), "{said} in:\n{body}");
    }
}

#[test]
fn a_vacation_stops_a_bank_as_it_stops_days_per_move() {
    let mut d = Driver::new();
    d.duel(&alice(), &bob(), bank(2, 1, Some(5)), T0);
    d.opening(&alice(), &bob(), T0);
    // A day into her 3, alice goes away for two: her deadline moves on by them.
    let r = d.run(&alice(), Command::Vacation { days: 2 }, T0 + DAY);
    assert!(!r.text.is_empty());
    assert_eq!(deadline(&d, 1), T0 + 5 * DAY);
    // Back, she moves half a day later: a day and a half used, not three and a half.
    let r = moves(&mut d, &alice(), 1, T0 + 3 * DAY + DAY / 2);
    assert!(
        r.text.contains("Time banks: alice 2 days 12 hours"),
        "{}",
        r.text
    );
}

#[test]
fn a_tournament_on_a_bank_gives_every_game_its_bank_and_scores_a_loss_on_time() {
    let mut d = Driver::new();
    let bank = ClockAsked {
        increment: Some(1),
        cap: Some(5),
        weekends: None,
    };
    let players = four_on(&mut d, 2, bank);
    let start = d.run(
        &players[0],
        Command::Tournament {
            ask: Ask::Start,
            id: None,
        },
        T0,
    );
    let games = paired(&start.text);
    assert_eq!(games.len(), 2, "{}", start.text);
    let by = |name: &str| players.iter().find(|p| p.name == name).unwrap().clone();
    // Both games' first moves at once; then each White has 2 + 1 = 3 days.
    for (game, white) in &games {
        let white = by(white);
        moves(&mut d, &white, *game, T0);
        let row = games::get(d.svc.store().conn(), *game).unwrap().unwrap();
        let black = players
            .iter()
            .find(|p| Some(p.id) == row.black)
            .unwrap()
            .clone();
        let r = moves(&mut d, &black, *game, T0);
        assert!(r.text.contains("Time banks:"), "{}", r.text);
        assert_eq!(deadline(&d, *game), T0 + 3 * DAY);
    }
    // Nobody moves again: both Whites lose on time, and round 2 is paired.
    let end = d.tick(T0 + 3 * DAY);
    let on_time = end
        .iter()
        .filter(|r| r.text.contains("wins on time"))
        .count();
    assert_eq!(on_time, 2, "{end:#?}");
    assert!(
        end.iter().any(|r| r.text.contains("round 2 of 2")),
        "{end:#?}"
    );
}
