//! Tournaments in a server, through the service as the console and Discord drive it: a
//! round robin of six and a Swiss of eleven over four rounds played out to their final
//! standings (a withdrawal, a loss on time, the byes), their pairings, colours and
//! tie-breaks worked out by hand; the Swiss's TRF export read back into the same standings;
//! and every bad request refused privately with nothing changed.

mod common;

use common::driver::{as_member, mv, refused, refused_as, Driver};
use common::people::{user, DAY, ELSEWHERE, HERE, T0};
use rithmo::console::Console;
use rithmo::rules::OptionError;
use rithmo::service::Ask;
use rithmo::service::Terms;
use rithmo::service::{Command, DrawAction, Refusal, Reply, User};
use rithmo::tournament::{swiss_standings, trf};

const NAMES: [&str; 11] = [
    "ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim",
];

/// The player with start number `n` (they join in this order, all rated alike).
fn p(n: usize) -> User {
    user(n as u64, NAMES[n - 1])
}

fn tour(ask: Ask, id: Option<i64>) -> Command {
    Command::Tournament { ask, id }
}

fn terms(name: &str) -> Terms {
    Terms {
        name: name.into(),
        variant: "neo".into(),
        options: vec![],
        swiss: false,
        double: false,
        rounds: 0,
        days: Some(3),
        clock: Default::default(),
        rated: true,
        max_players: 32,
        signup_days: None,
    }
}

fn swiss(name: &str, rounds: u32) -> Terms {
    Terms {
        swiss: true,
        rounds,
        ..terms(name)
    }
}

/// Tournament #1 made by ann on `terms`, joined by the first `players`.
fn signed_up(d: &mut Driver, terms: Terms, players: usize) {
    let made = d.ok(&p(1), tour(Ask::Create(terms), None), T0);
    assert!(made.text.contains("Tournament #1"), "{}", made.text);
    for n in 1..=players {
        let joined = d.ok(&p(n), tour(Ask::Join, None), T0);
        assert!(joined.text.contains(&format!("({n}/")), "{}", joined.text);
    }
}

/// (game, White, Black) of each pairing line of an announcement.
fn pairings(text: &str) -> Vec<(i64, String, String)> {
    text.lines()
        .filter_map(|l| {
            let (_, rest) = l.split_once("game #")?;
            let (game, rest) = rest.split_once(": ")?;
            let (white, black) = rest.split_once(" (White) - ")?;
            let black = black.strip_suffix(" (Black)")?;
            Some((game.parse().ok()?, white.to_string(), black.to_string()))
        })
        .collect()
}

/// The pairings expected, by start numbers, as (White, Black) names.
fn named(pairs: &[(usize, usize)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|&(w, b)| (NAMES[w - 1].to_string(), NAMES[b - 1].to_string()))
        .collect()
}

fn without_games(found: &[(i64, String, String)]) -> Vec<(String, String)> {
    found
        .iter()
        .map(|(_, w, b)| (w.clone(), b.clone()))
        .collect()
}

/// How a game ends.
#[derive(Clone, Copy)]
enum End {
    White,
    Black,
    Draw,
}

/// Both players move once (a game resigned earlier would be aborted, a forfeit).
fn opened(d: &mut Driver, game: i64, white: &User, black: &User, now: i64) {
    for (who, text) in [(white, "d4-d5"), (black, "f6-f5")] {
        let r = d.run(who, mv(Some(game), text), now);
        assert!(!r.ephemeral, "#{game} {text}: {}", r.text);
    }
}

fn resigned(d: &mut Driver, game: i64, who: &User, now: i64) {
    let question = d.run(who, Command::Resign { game: Some(game) }, now);
    let button = question
        .buttons
        .iter()
        .find(|b| b.custom_id.starts_with("resign:"))
        .unwrap_or_else(|| panic!("#{game}: {}", question.text));
    let id = button.custom_id.clone();
    let r = d.press(who, &id, now);
    assert!(!r.ephemeral, "#{game}: {}", r.text);
}

/// Game `game` between `white` and `black` played to `end`.
fn played(d: &mut Driver, game: i64, white: &User, black: &User, end: End, now: i64) {
    opened(d, game, white, black, now);
    match end {
        End::White => resigned(d, game, black, now),
        End::Black => resigned(d, game, white, now),
        End::Draw => {
            let offer = DrawAction::Offer;
            let r = d.run(
                white,
                Command::Draw {
                    game: Some(game),
                    action: offer,
                    offer_ply: None,
                },
                now,
            );
            assert!(!r.ephemeral, "#{game}: {}", r.text);
            let accept = DrawAction::Accept;
            let r = d.run(
                black,
                Command::Draw {
                    game: Some(game),
                    action: accept,
                    offer_ply: None,
                },
                now,
            );
            assert!(!r.ephemeral, "#{game}: {}", r.text);
        }
    }
}

/// The game of the pairing (White, Black) by start numbers.
fn game_of(found: &[(i64, String, String)], white: usize, black: usize) -> i64 {
    let (w, b) = (NAMES[white - 1], NAMES[black - 1]);
    found
        .iter()
        .find(|(_, fw, fb)| fw == w && fb == b)
        .unwrap_or_else(|| panic!("no pairing {w} - {b} in {found:?}"))
        .0
}

/// Plays each (White, Black, end) of `results` among the pairings `found`.
fn results(
    d: &mut Driver,
    found: &[(i64, String, String)],
    results: &[(usize, usize, End)],
    now: i64,
) {
    for &(w, b, end) in results {
        played(d, game_of(found, w, b), &p(w), &p(b), end, now);
    }
}

/// The clock's post that says `words`.
fn post<'a>(posts: &'a [Reply], words: &str) -> &'a Reply {
    posts
        .iter()
        .find(|r| r.text.contains(words))
        .unwrap_or_else(|| {
            let texts: Vec<&str> = posts.iter().map(|r| r.text.as_str()).collect();
            panic!("no post says {words:?}: {texts:#?}")
        })
}

#[test]
fn a_round_robin_of_six_is_played_by_berger_tables_to_its_crosstable() {
    let mut d = Driver::new();
    signed_up(&mut d, terms("Autumn"), 6);
    let start = d.ok(&p(1), tour(Ask::Start, None), T0);
    assert!(
        start
            .text
            .contains("Tournament #1 “Autumn” begins: round robin, 6 players"),
        "{}",
        start.text
    );
    // Every game at once, by the Berger table for six (FIDE C.05 Annex 1): each player
    // meets each other once; 1, 2 and 3 have White three times, 4, 5 and 6 twice.
    let found = pairings(&start.text);
    let berger = [
        (1, 6),
        (2, 5),
        (3, 4),
        (6, 4),
        (5, 3),
        (1, 2),
        (2, 6),
        (3, 1),
        (4, 5),
        (6, 5),
        (1, 4),
        (2, 3),
        (3, 6),
        (4, 2),
        (5, 1),
    ];
    assert_eq!(without_games(&found), named(&berger));
    assert_eq!(
        found.iter().map(|g| g.0).collect::<Vec<_>>(),
        (1..=15).collect::<Vec<_>>()
    );
    assert_eq!(start.mentions.len(), 6);
    assert!(start
        .notices
        .iter()
        .all(|n| n.text.contains("Your games in #1")));

    // The results, by start number: 1 draws with 2 and 3 and wins the rest (4 points); 2
    // and 3 make 3 each, 4 makes 2.5, 5 makes 2, 6 half a point.
    let t = T0 + 3600;
    results(
        &mut d,
        &found,
        &[
            (1, 6, End::White),
            (2, 5, End::White),
            (3, 4, End::White),
            (6, 4, End::Draw),
            (5, 3, End::White),
            (1, 2, End::Draw),
            (2, 6, End::White),
            (3, 1, End::Draw),
            (4, 5, End::White),
            (6, 5, End::Black),
            (1, 4, End::White),
            (2, 3, End::Draw),
            (3, 6, End::White),
            (4, 2, End::White),
            (5, 1, End::Black),
        ],
        t,
    );
    let posts = d.tick(t + 60);
    // Each result announced once, then the end.
    assert_eq!(
        posts
            .iter()
            .filter(|r| r.text.contains("“Autumn”, round"))
            .count(),
        15
    );
    assert!(post(&posts, "round 2: ann ½-½ ben (game #6)").channel == Some(HERE.channel));
    let end = post(&posts, "” is over");
    assert!(
        end.text
            .contains("Tournament #1 “Autumn” is over: ann wins with 4 points."),
        "{}",
        end.text
    );
    // 2 and 3 are level on points: Sonneborn-Berger puts 3 first (½·4 + ½·3 + 2.5 + 0.5 =
    // 6.5 against ½·4 + ½·3 + 2 + 0.5 = 6).
    let rows = [
        ("ann", " x ½ ½ 1 1 1  4 points, Sonneborn-Berger 8, 3 wins"),
        (
            "cat",
            " ½ ½ x 1 0 1  3 points, Sonneborn-Berger 6.5, 2 wins",
        ),
        ("ben", " ½ x ½ 0 1 1  3 points, Sonneborn-Berger 6, 2 wins"),
        (
            "dan",
            " 0 1 0 x 1 ½  2.5 points, Sonneborn-Berger 5.25, 2 wins",
        ),
        (
            "eve",
            " 0 0 1 0 x 1  2 points, Sonneborn-Berger 3.5, 2 wins",
        ),
        (
            "fay",
            " 0 0 0 ½ 0 x  0.5 points, Sonneborn-Berger 1.25, 0 wins",
        ),
    ];
    let lines: Vec<&str> = end
        .text
        .lines()
        .filter(|l| l.contains("Sonneborn-Berger"))
        .collect();
    assert_eq!(lines.len(), 6, "{}", end.text);
    for (i, (name, row)) in rows.iter().enumerate() {
        assert!(
            lines[i].starts_with(&format!("{:>3}. ", i + 1)),
            "{}",
            lines[i]
        );
        assert!(
            lines[i].contains(name) && lines[i].ends_with(row),
            "{:?} vs {row:?}",
            lines[i]
        );
    }
    // Over: nothing more to announce, and the standings say the same to anyone asking.
    assert!(d.tick(t + 2 * DAY).is_empty());
    let table = d.run(&p(4), tour(Ask::Standings, None), t);
    assert!(table.text.contains(rows[0].1), "{}", table.text);
}

#[test]
fn a_swiss_of_eleven_over_four_rounds_pairs_by_the_dutch_rules_to_its_standings() {
    let mut d = Driver::new();
    signed_up(&mut d, swiss("Winter", 4), 11);
    let start = d.ok(&p(1), tour(Ask::Start, None), T0);
    assert!(
        start.text.contains("Swiss, 4 rounds, 11 players"),
        "{}",
        start.text
    );
    // Round 1: the top half against the bottom half, the highest odd number White and
    // colours alternating down the boards; the last player has the bye.
    let r1 = pairings(&start.text);
    assert_eq!(
        without_games(&r1),
        named(&[(1, 6), (7, 2), (3, 8), (9, 4), (5, 10)])
    );
    assert!(
        start.text.contains("round 1: kim has the bye (a win)"),
        "{}",
        start.text
    );
    let mut t = T0 + 3600;
    results(
        &mut d,
        &r1,
        &[
            (1, 6, End::White),
            (7, 2, End::Black),
            (3, 8, End::White),
            (9, 4, End::Black),
            (5, 10, End::Black),
        ],
        t,
    );
    let posts = d.tick(t);
    // Round 2. 1 point: 1, 2, 3, 4, 10 and 11 (the bye); 1 and 3 had White, 2, 4 and 10
    // Black. S1 = 1 2 3 against S2 = 4 10 11: the first order of S2 that grants every
    // colour is 4 11 10. 0 points: 5 6 7 8 9 (5, 7, 9 had White): 5-7 would give both
    // Black, so 5 meets 8 and 6 meets 7; 9, the last, has the bye.
    let r2 = pairings(&post(&posts, "round 2 of 4").text);
    assert_eq!(
        without_games(&r2),
        named(&[(4, 1), (2, 11), (10, 3), (8, 5), (6, 7)])
    );
    assert!(post(&posts, "round 2 of 4")
        .text
        .contains("round 2: ivy has the bye (a win)"));
    t += 3600;
    results(
        &mut d,
        &r2,
        &[
            (4, 1, End::Black),
            (2, 11, End::White),
            (8, 5, End::Black),
            (6, 7, End::White),
        ],
        t,
    );
    // hal, whose game is over, withdraws: the next rounds go on without him.
    let gone = d.ok(&p(8), tour(Ask::Withdraw, None), t);
    assert!(
        gone.text.contains("hal withdrew from #1 “Winter”."),
        "{}",
        gone.text
    );
    // jon (White) lets his clock run out against cat: a loss, as on the board.
    let last = game_of(&r2, 10, 3);
    opened(&mut d, last, &p(10), &p(3), t);
    assert!(d
        .tick(t + 2 * DAY)
        .iter()
        .all(|r| !r.text.contains("round 3")));
    let posts = d.tick(t + 3 * DAY + 60);
    assert!(post(&posts, "round 2: jon 0-1 cat")
        .text
        .contains(&format!("(game #{last})")));
    // Round 3, ten players, no bye. 2 points: 1 2 3 (1 White then Black, 2 the other way):
    // 1-2, and 3 floats down, meeting the first of the 1-point group it can, 4 (3 wants
    // White, 4 Black). Then 5 6 | 9 10 11: 6-10 would give both Black, so 5-9, 11-6, and 10
    // floats to 7.
    t += 3 * DAY + 120;
    let r3 = pairings(&post(&posts, "round 3 of 4").text);
    assert_eq!(
        without_games(&r3),
        named(&[(1, 2), (3, 4), (5, 9), (11, 6), (7, 10)])
    );
    results(
        &mut d,
        &r3,
        &[
            (1, 2, End::Draw),
            (3, 4, End::White),
            (5, 9, End::Black),
            (11, 6, End::White),
            (7, 10, End::White),
        ],
        t,
    );
    let posts = d.tick(t);
    // Round 4: 3 (3 points) floats to 1 and 2 (2.5): 3-1 would give both Black, so 2-3 and
    // 1 floats to 9 and 11 (2): 9-1. 11 floats to 4 5 6 7 10 (1): of its possible
    // opponents only 10 leaves the rest pairable with every colour granted and no rematch
    // (4-7, 6-5).
    let r4 = pairings(&post(&posts, "round 4 of 4").text);
    assert_eq!(
        without_games(&r4),
        named(&[(2, 3), (9, 1), (10, 11), (4, 7), (6, 5)])
    );
    results(
        &mut d,
        &r4,
        &[
            (2, 3, End::Draw),
            (9, 1, End::Black),
            (10, 11, End::Black),
            (4, 7, End::White),
            (6, 5, End::Draw),
        ],
        t,
    );
    let posts = d.tick(t);
    let end = post(&posts, "” is over");
    assert!(
        end.text.contains("ann wins with 3.5 points"),
        "{}",
        end.text
    );
    // Points, then Buchholz cut 1, Buchholz, Sonneborn-Berger. An unplayed round (a bye,
    // hal's absences) counts the player's own score for Buchholz and is the one cut.
    let expected = [
        ("ann", "3.5", "7", "8.5", "7"),
        ("cat", "3.5", "6", "6", "4.5"),
        ("ben", "3", "10", "11", "7.5"),
        ("kim", "3", "5.5", "8.5", "2.5"),
        ("dan", "2", "9", "10", "3"),
        ("ivy", "2", "7", "9", "1.5"),
        ("fay", "1.5", "8", "9", "1.75"),
        ("eve", "1.5", "4.5", "4.5", "0.75"),
        ("jon", "1", "8", "9", "1.5"),
        ("gus", "1", "6.5", "7.5", "1"),
        ("hal*", "0", "5", "5", "0"),
    ];
    for (i, (name, points, cut, bh, sb)) in expected.iter().enumerate() {
        let line = format!(
            "{:>3}. {name:<17} {points:>5}  Buchholz cut 1 {cut}, Buchholz {bh}, Sonneborn-Berger {sb}",
            i + 1
        );
        assert!(end.text.contains(&line), "{line:?} in\n{}", end.text);
    }

    // The export, read back, ranks everyone the same with the same tie-breaks.
    let export = d.run(&p(5), tour(Ask::Export, Some(1)), t);
    let file = &export.files[0];
    assert_eq!(file.name, "tournament-1.trf");
    let read = trf::read(std::str::from_utf8(&file.bytes).unwrap()).unwrap();
    let order: Vec<u32> = swiss_standings(&read).iter().map(|s| s.number).collect();
    assert_eq!(order, [1, 3, 2, 11, 4, 9, 6, 5, 10, 7, 8]);
    let points: Vec<u32> = swiss_standings(&read).iter().map(|s| s.points).collect();
    assert_eq!(points, [7, 7, 6, 6, 4, 4, 3, 3, 2, 2, 0]);
}

#[test]
fn bad_requests_are_refused_privately_and_change_nothing() {
    let mut d = Driver::new();
    signed_up(&mut d, terms("Spring"), 2);
    let check = |d: &mut Driver, who: &User, c: Command, expected: Refusal| {
        let before = d.snapshot();
        let what = format!("{expected:?}");
        refused(&d.run(who, c, T0), expected);
        assert_eq!(d.snapshot(), before, "{what}");
    };
    check(
        &mut d,
        &p(2),
        tour(Ask::Join, None),
        Refusal::TournamentJoinTwice {
            id: 1,
            name: "Spring".into(),
        },
    );
    check(
        &mut d,
        &p(1),
        tour(Ask::Start, None),
        Refusal::TournamentTooFew {
            id: 1,
            players: 2,
            fewest: 3,
        },
    );
    check(
        &mut d,
        &p(2),
        tour(Ask::Leave, Some(9)),
        Refusal::NoSuchTournament { id: 9 },
    );
    let elsewhere = d.at(ELSEWHERE, &p(3), tour(Ask::Join, Some(1)), T0);
    refused(&elsewhere, Refusal::TournamentOtherServer { id: 1 });
    let chess = Terms {
        variant: "chess".into(),
        ..terms("Chess")
    };
    let before = d.snapshot();
    let r = d.run(&p(1), tour(Ask::Create(chess), None), T0);
    refused_as(&r, |x| {
        matches!(x, Refusal::BadOptions(OptionError::UnknownVariant { name, .. })
            if name == "chess")
    });
    let odd = Terms {
        options: vec!["colour=red".into()],
        ..terms("Odd")
    };
    let r = d.run(&p(1), tour(Ask::Create(odd), None), T0);
    refused_as(&r, |x| matches!(x, Refusal::BadOptions(_)));
    check(
        &mut d,
        &p(1),
        tour(
            Ask::Create(Terms {
                max_players: 4,
                ..swiss("Long", 5)
            }),
            None,
        ),
        Refusal::TournamentTooManyRounds {
            rounds: 5,
            players: 4,
            most: 3,
        },
    );
    assert_eq!(d.snapshot(), before);
    // Only members who may manage the server create one.
    let member = as_member(
        &mut d.svc,
        HERE,
        &p(3),
        tour(Ask::Create(terms("Mine")), None),
        T0,
    );
    refused(&member, Refusal::TournamentCreateNotAllowed);

    // Full, then started.
    d.ok(&p(3), tour(Ask::Join, None), T0);
    let full = Terms {
        max_players: 3,
        ..terms("Small")
    };
    d.ok(&p(1), tour(Ask::Create(full), None), T0);
    for n in 1..=3 {
        d.ok(&p(n), tour(Ask::Join, Some(2)), T0);
    }
    check(
        &mut d,
        &p(4),
        tour(Ask::Join, Some(2)),
        Refusal::TournamentJoinFull {
            id: 2,
            name: "Small".into(),
            max: 3,
        },
    );
    // Two tournaments are open here: a command without id:N asks which.
    check(
        &mut d,
        &p(4),
        tour(Ask::Join, None),
        Refusal::WhichTournament {
            sub: "join",
            choices: vec![(2, "Small".into()), (1, "Spring".into())],
        },
    );
    // Not the organiser, not a manager: may not start it.
    let other = as_member(&mut d.svc, HERE, &p(2), tour(Ask::Start, Some(2)), T0);
    refused(&other, Refusal::TournamentNotAllowed { id: 2 });
    d.ok(&p(1), tour(Ask::Start, Some(2)), T0);
    check(
        &mut d,
        &p(5),
        tour(Ask::Join, Some(2)),
        Refusal::TournamentJoinClosed {
            id: 2,
            name: "Small".into(),
        },
    );
    check(
        &mut d,
        &p(2),
        tour(Ask::Leave, Some(2)),
        Refusal::TournamentLeaveStarted { id: 2 },
    );
    // A Swiss of four players has at most three rounds.
    d.ok(&p(1), tour(Ask::Create(swiss("Quick", 4)), None), T0);
    for n in 1..=4 {
        d.ok(&p(n), tour(Ask::Join, Some(3)), T0);
    }
    check(
        &mut d,
        &p(1),
        tour(Ask::Start, Some(3)),
        Refusal::TournamentTooManyRounds {
            rounds: 4,
            players: 4,
            most: 3,
        },
    );
}

#[test]
fn sign_up_closing_starts_a_tournament_once_and_too_few_cancels_it() {
    let mut d = Driver::new();
    signed_up(
        &mut d,
        Terms {
            signup_days: Some(2),
            ..terms("Clocked")
        },
        3,
    );
    assert!(d.tick(T0 + DAY).is_empty());
    // Two processes on one file tick at once: one of them starts it.
    let mut other = Driver::on(&d.path);
    let posts = d.tick(T0 + 2 * DAY);
    assert!(other.tick(T0 + 2 * DAY).is_empty());
    let begins = post(&posts, "begins");
    assert_eq!(pairings(&begins.text).len(), 3);
    assert_eq!(begins.channel, Some(HERE.channel));
    // A second process (a restart) on the same file finds it done.
    d.reopen();
    assert!(d
        .tick(T0 + 2 * DAY + 1)
        .iter()
        .all(|r| !r.text.contains("begins")));

    d.ok(
        &p(1),
        tour(
            Ask::Create(Terms {
                signup_days: Some(1),
                ..terms("Empty")
            }),
            None,
        ),
        T0,
    );
    d.ok(&p(4), tour(Ask::Join, Some(2)), T0);
    let posts = d.tick(T0 + 2 * DAY + 2);
    assert!(post(&posts, "cannot be played")
        .text
        .contains("#2 cannot start with 1 player"));
}

#[test]
fn the_console_reads_subcommands_in_english_and_german() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut console = Console::open(&dir.path().join("c.db"), None, T0).unwrap();
    let mut out = Vec::new();
    let typed = "/as ann\n/tournament create Spring Cup format:swiss rounds:2 max-players:8\n\
        /tournament join id:1\n/as ben\n/tournament join\n/as cat\n/lang de\n/turnier beitreten nummer:1\n\
        /turnier starten\n/tournament standings\n/tournament bogus\n/tournament\n";
    console.run(typed.as_bytes(), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("Tournament #1 “Spring Cup” by ann: Swiss, 2 rounds"),
        "{out}"
    );
    assert!(out.contains("ben joined #1 “Spring Cup” (2/8)"), "{out}");
    assert!(
        out.contains("cat ist bei #1 „Spring Cup“ dabei (3/8)"),
        "{out}"
    );
    assert!(out.contains("Turnier #1 „Spring Cup“ beginnt"), "{out}");
    assert!(
        out.contains("/turnier braucht eines von: erstellen, beitreten"),
        "{out}"
    );
    assert!(out.contains("(nicht „bogus“)"), "{out}");
    assert!(
        out.contains("abmelden, starten, tabelle, liste, zurückziehen, absagen, exportieren\n"),
        "{out}"
    );
}

#[test]
fn a_round_robin_withdrawal_forfeits_the_open_games_and_strikes_out_a_short_record() {
    let mut d = Driver::new();
    signed_up(&mut d, terms("Short"), 4);
    let start = d.ok(&p(1), tour(Ask::Start, None), T0);
    // Berger for four: 1-4 2-3 | 4-3 1-2 | 2-4 3-1.
    let found = pairings(&start.text);
    let berger = [(1, 4), (2, 3), (4, 3), (1, 2), (2, 4), (3, 1)];
    assert_eq!(without_games(&found), named(&berger));
    let t = T0 + 3600;
    results(&mut d, &found, &[(1, 4, End::Black)], t);
    // dan, one game played of three, withdraws: his two open games are lost by forfeit.
    let gone = d.ok(&p(4), tour(Ask::Withdraw, None), t);
    assert!(
        gone.text
            .contains("dan withdrew from #1 “Short”; games #3, #5 are lost by forfeit."),
        "{}",
        gone.text
    );
    let r = d.run(&p(3), mv(Some(3), "f6-f5"), t);
    assert!(r.ephemeral, "the game is called off: {}", r.text);
    results(
        &mut d,
        &found,
        &[(2, 3, End::White), (1, 2, End::Black), (3, 1, End::Black)],
        t,
    );
    let posts = d.tick(t);
    assert!(post(&posts, "round 2: dan 0-1 cat, by forfeit (game #3)")
        .channel
        .is_some());
    // Fewer than half his games played: his results are struck out, ann's loss to him too.
    let end = post(&posts, "” is over");
    assert!(end.text.contains("ben wins with 2 points."), "{}", end.text);
    let rows = [
        ("ben", " 1 x 1 +  2 points, Sonneborn-Berger 1, 2 wins"),
        ("ann", " x 0 1 0  1 point, Sonneborn-Berger 0, 1 win"),
        ("cat", " 0 0 x +  0 points, Sonneborn-Berger 0, 0 wins"),
        ("dan*", " 1 - - x  withdrawn: results struck out"),
    ];
    let lines: Vec<&str> = end
        .text
        .lines()
        .skip(2)
        .filter(|l| l.contains(". "))
        .collect();
    for (i, (name, row)) in rows.iter().enumerate() {
        assert!(
            lines[i].contains(name) && lines[i].ends_with(row),
            "{:?} vs {row:?}",
            lines[i]
        );
    }
}

#[test]
fn an_aborted_game_is_a_forfeit_against_the_player_who_did_not_move() {
    let mut d = Driver::new();
    signed_up(&mut d, terms("Idle"), 3);
    let start = d.ok(&p(1), tour(Ask::Start, None), T0);
    // Three players: each round one rests (the Berger dummy); 2-3 | 1-2 | 3-1.
    let found = pairings(&start.text);
    assert_eq!(without_games(&found), named(&[(2, 3), (1, 2), (3, 1)]));
    // Nobody moves in #1; in #2 ann moves and ben never answers; #3 is played out.
    let r = d.run(&p(1), mv(Some(2), "d4-d5"), T0 + 3600);
    assert!(!r.ephemeral, "{}", r.text);
    results(&mut d, &found, &[(3, 1, End::Black)], T0 + 3600);
    let posts = d.tick(T0 + 4 * DAY);
    post(&posts, "round 1: ben 0-1 cat, by forfeit (game #1)");
    post(&posts, "round 2: ann 1-0 ben, by forfeit (game #2)");
    let end = post(&posts, "” is over");
    assert!(end.text.contains("ann wins with 2 points."), "{}", end.text);
}

#[test]
fn a_second_loss_on_time_withdraws_the_player_and_forfeits_their_open_game() {
    let mut d = Driver::new();
    signed_up(&mut d, terms("Slow"), 4);
    let start = d.ok(&p(1), tour(Ask::Start, None), T0);
    // 1-4 2-3 | 4-3 1-2 | 2-4 3-1: ben plays #2 (White), #4 (Black), #5 (White).
    let found = pairings(&start.text);
    let t = T0 + 3600;
    results(
        &mut d,
        &found,
        &[(1, 4, End::White), (4, 3, End::White), (3, 1, End::Draw)],
        t,
    );
    // ben is to move in #2 and #4 and never does.
    opened(&mut d, game_of(&found, 2, 3), &p(2), &p(3), t);
    let four = game_of(&found, 1, 2);
    opened(&mut d, four, &p(1), &p(2), t);
    let third = d.svc.legal_moves(&p(1), &HERE, Some(four)).texts()[0].clone();
    assert!(!d.run(&p(1), mv(Some(four), &third), t).ephemeral);
    // #5 goes on, later: its time has not run out when his second loss withdraws him.
    opened(&mut d, game_of(&found, 2, 4), &p(2), &p(4), T0 + 2 * DAY);
    let posts = d.tick(t + 3 * DAY + 60);
    post(&posts, "round 1: ben 0-1 cat (game #2)");
    post(&posts, "round 2: ann 1-0 ben (game #4)");
    post(&posts, "round 3: ben 0-1 dan, by forfeit (game #5)");
    // Two of his three games played: his results stand.
    let end = post(&posts, "” is over");
    assert!(
        end.text.contains("ann wins with 2.5 points."),
        "{}",
        end.text
    );
    assert!(end.text.contains("ben*"), "{}", end.text);
    assert!(
        end.text
            .contains(" 0 x 0 -  0 points, Sonneborn-Berger 0, 0 wins"),
        "{}",
        end.text
    );
}

#[test]
fn each_game_begins_with_its_own_post_and_a_cancel_under_way_calls_them_off() {
    let mut d = Driver::new();
    signed_up(&mut d, terms("Short"), 4);
    let start = d.ok(&p(1), tour(Ask::Start, None), T0);
    // Four players: three rounds of two games, all begun now, each with its own post in
    // the channel, from which the adapter opens its thread.
    assert_eq!(start.also.len(), 6, "{:?}", start.also);
    for (k, post) in start.also.iter().enumerate() {
        let game = k as i64 + 1;
        assert_eq!(post.game, Some(game));
        assert!(post.game_started && post.channel == Some(HERE.channel));
        assert!(
            post.text.starts_with(&format!("Game #{game} begins: ")),
            "{}",
            post.text
        );
        assert!(post.board.is_some(), "with its board");
    }
    // No game has ended: ann may still cancel, and every game is called off.
    let cancelled = d.ok(&p(1), tour(Ask::Cancel, None), T0 + 60);
    assert!(cancelled.text.contains("cancelled"), "{}", cancelled.text);
    for game in 1..=6 {
        assert_eq!(d.status(game).0, "cancelled", "game #{game}");
    }
    let late = d.run(&p(1), mv(Some(1), "d4-d5"), T0 + 120);
    assert!(late.ephemeral, "{}", late.text);

    // Once a game has ended, it is too late to cancel.
    let made = d.ok(&p(1), tour(Ask::Create(terms("Later")), None), T0 + 200);
    assert!(made.text.contains("Tournament #2"), "{}", made.text);
    for n in 1..=3 {
        d.ok(&p(n), tour(Ask::Join, Some(2)), T0 + 200);
    }
    let start = d.ok(&p(1), tour(Ask::Start, Some(2)), T0 + 300);
    let found = pairings(&start.text);
    let (game, white, black) = found[0].clone();
    let by_name = |name: &str| p(NAMES.iter().position(|n| *n == name).unwrap() + 1);
    played(
        &mut d,
        game,
        &by_name(&white),
        &by_name(&black),
        End::White,
        T0 + 400,
    );
    refused(
        &d.run(&p(1), tour(Ask::Cancel, Some(2)), T0 + 500),
        Refusal::TournamentCancelTooLate { id: 2 },
    );
}

/// Time the bot could not take commands is given back to a sign-up too: its close moves
/// later by the outage, so a player who could not join while the bot was down still can,
/// and the tournament begins when the close so moved comes, not at once.
#[test]
fn an_outage_moves_the_sign_up_close_later_by_its_length() {
    const THRESHOLD: i64 = 600;
    let mut d = Driver::new();
    d.svc.watch_outages(THRESHOLD);
    signed_up(
        &mut d,
        Terms {
            signup_days: Some(2),
            ..terms("Clocked")
        },
        3,
    );
    assert!(d.tick(T0 + 60).is_empty());
    // The bot is away for three days, past the sign-up's close at T0 + 2 days.
    let gap = 3 * DAY;
    let back = T0 + 60 + gap;
    let posts = d.tick(back);
    assert!(
        posts.iter().all(|r| !r.text.contains("begins")),
        "not begun at once: {posts:#?}"
    );
    let closes: i64 = d
        .svc
        .store()
        .conn()
        .query_row(
            "SELECT signup_closes FROM tournaments WHERE id = 1",
            (),
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(closes, T0 + 2 * DAY + gap, "the close moved by the gap");
    let joined = d.ok(&p(4), tour(Ask::Join, None), back + 60);
    assert!(joined.text.contains("(4/"), "{}", joined.text);
    // The clock ticks on as a running bot does, and the tournament begins at the close.
    let mut now = back;
    let mut begun = None;
    while begun.is_none() && now < closes + THRESHOLD {
        now += THRESHOLD / 2;
        begun = d
            .tick(now)
            .into_iter()
            .find(|r| r.text.contains("begins"))
            .map(|r| (now, r));
    }
    let (at, begins) = begun.expect("the tournament begins");
    assert!(at >= closes, "begun at {at}, the close is {closes}");
    // A round robin of four, played at once: every pair of them meets, six games.
    assert_eq!(pairings(&begins.text).len(), 6, "{}", begins.text);
}
