//! Server against server: a match made by a code in one server and taken up with it in
//! another, its posts in both places, a move from each side; the codes refused (mistyped,
//! expired, from the same server, taken) and who may not speak for a server; and a server
//! removing the bot: the game aborted before move 10, lost by that side after, announced in
//! the other server only, once.

mod common;

use common::driver::{as_member, mv, refused, Driver};
use common::people::{user, DAY, T0};
use common::random_game;
use rithmo::console::Console;
use rithmo::service::protocol::{MatchAsk, MatchTerms, TeamAsk};
use rithmo::service::{ColourChoice, Command, Place, Refusal, Reply, Role, User};
use rithmo::store::teams::Mode;

/// The console's server 1, channel 1, and server 2, channel 1 (`/at server:2 channel:1`).
const A: Place = Place {
    guild: Some(1),
    channel: 1,
    thread: None,
    lang: None,
};
const B: Place = Place {
    guild: Some(2),
    channel: 1001,
    thread: None,
    lang: None,
};
const OWLS: u64 = 900;
const HAWKS: u64 = 901;

fn member(id: u64, name: &str, role: u64) -> User {
    User {
        roles: vec![role],
        ..user(id, name)
    }
}

/// Alice (captain) and Bob play for the Owls of server 1; Carol (captain) and Dave for the
/// Hawks of server 2.
fn alice() -> User {
    member(1, "alice", OWLS)
}
fn bob() -> User {
    member(2, "bob", OWLS)
}
fn carol() -> User {
    member(3, "carol", HAWKS)
}
fn dave() -> User {
    member(4, "dave", HAWKS)
}

fn team(id: u64, name: &str) -> TeamAsk {
    TeamAsk {
        role: Role {
            id,
            name: name.into(),
            members: Some(2),
        },
        mode: Mode::Captain,
        quorum: None,
        close: None,
    }
}

fn create() -> Command {
    Command::Match(MatchAsk::Create(MatchTerms {
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: Some(3),
        clock: Default::default(),
        team: team(OWLS, "Owls"),
    }))
}

fn accept(code: &str) -> Command {
    Command::Match(MatchAsk::Accept {
        code: code.into(),
        team: team(HAWKS, "Hawks"),
    })
}

/// The code a match's private reply gives, between its `**`.
fn code_in(text: &str) -> String {
    let start = text.find("**").expect("a code") + 2;
    let len = text[start..].find("**").unwrap();
    text[start..start + len].to_string()
}

/// Server 1's Owls make a match; its code.
fn made(d: &mut Driver) -> String {
    let r = d.at(A, &alice(), create(), T0);
    assert!(r.ephemeral, "the code is the manager's: {}", r.text);
    assert!(r
        .text
        .contains("Give this code to the other server's managers"));
    assert!(r.text.contains("/match accept code:"), "{}", r.text);
    let code = code_in(&r.text);
    assert_eq!(code.len(), 10, "{code}");
    code
}

/// Server 2's Hawks take up the match: the game begins.
fn begun(d: &mut Driver) -> Reply {
    let code = made(d);
    let r = d.at(B, &carol(), accept(&code), T0 + 60);
    assert!(!r.ephemeral, "{}", r.text);
    r
}

/// `plies` moves of a random game (seeded), each captain moving from their own server a
/// minute apart, every one played.
fn play_across(d: &mut Driver, plies: usize, seed: u64) {
    for (i, m) in random_game(plies, seed).iter().enumerate() {
        let (place, who) = if i % 2 == 0 {
            (A, alice())
        } else {
            (B, carol())
        };
        let r = d.at(place, &who, mv(None, m), T0 + 120 + i as i64 * 60);
        assert!(!r.ephemeral, "{m}: {}", r.text);
    }
}

#[test]
fn a_match_begins_in_the_other_server_and_each_move_is_posted_in_both() {
    let mut d = Driver::new();
    let start = begun(&mut d);
    assert!(
        start.text.contains("Match between two servers"),
        "{}",
        start.text
    );
    assert!(
        start
            .text
            .contains("Owls 1500? (White) against Hawks 1500? (Black)"),
        "{}",
        start.text
    );
    // The opening post lands in server 2 (the answer) and is owed in server 1's channel,
    // where the adapter opens the game's thread from it.
    let copy = &start.also[0];
    assert_eq!(copy.channel, Some(A.channel));
    assert!(copy.game_started);
    assert_eq!(copy.text, start.text);
    assert!(copy.board.is_some());

    // The game is found from either server; each captain plays their side from their own.
    let moves = random_game(2, 7);
    let white = d.at(A, &alice(), mv(None, &moves[0]), T0 + 120);
    assert!(!white.ephemeral, "{}", white.text);
    assert_eq!(white.also.len(), 1, "one copy, in server 2");
    assert_eq!(white.also[0].channel, Some(B.channel));
    assert_eq!(white.also[0].text, white.text);
    let black = d.at(B, &carol(), mv(None, &moves[1]), T0 + 180);
    assert!(!black.ephemeral, "{}", black.text);
    assert_eq!(black.also[0].channel, Some(A.channel));

    // Once each server's thread is open, the copies go there, and commands there find it.
    d.svc.attach_thread_in(1, A.channel, 5001).unwrap();
    d.svc.attach_thread_in(1, B.channel, 5002).unwrap();
    let in_thread = |p: Place, t| Place {
        thread: Some(t),
        ..p
    };
    let moves = random_game(3, 7);
    let r = d.at(in_thread(A, 5001), &alice(), mv(None, &moves[2]), T0 + 240);
    assert!(!r.ephemeral, "{}", r.text);
    assert_eq!(r.also[0].channel, Some(5002));
    let r = d.at(
        in_thread(B, 5002),
        &dave(),
        Command::Board { game: None },
        T0 + 250,
    );
    assert!(r.text.contains("Game #1"), "{}", r.text);
}

#[test]
fn the_clock_posts_in_both_servers() {
    let mut d = Driver::new();
    begun(&mut d);
    // Owls do not move: the reminder, then the abort, are posted in both servers.
    let posts: Vec<Reply> = (1..=4).flat_map(|n| d.tick(T0 + n * DAY)).collect();
    let abort = posts
        .iter()
        .find(|r| r.text.contains("aborted"))
        .expect("an abort");
    let places: Vec<Option<u64>> = std::iter::once(abort.channel)
        .chain(abort.also.iter().map(|r| r.channel))
        .collect();
    assert_eq!(places, [Some(A.channel), Some(B.channel)]);
}

#[test]
fn wrong_expired_same_server_and_taken_codes_are_refused_and_change_nothing() {
    let mut d = Driver::new();
    let code = made(&mut d);
    let before = d.snapshot();
    let r = d.at(B, &carol(), accept("ZZZZZZZZZZ"), T0 + 60);
    refused(
        &r,
        Refusal::MatchCodeUnknown {
            code: "ZZZZZZZZZZ".into(),
        },
    );
    assert!(
        r.text.starts_with("no match has the code ZZZZZZZZZZ"),
        "{}",
        r.text
    );
    let r = d.at(A, &bob(), accept(&code), T0 + 60);
    refused(&r, Refusal::MatchSameServer { code: code.clone() });
    // Nor is it an open challenge that someone of server 1 could take with /accept.
    let r = d.at(
        A,
        &user(5, "erin"),
        Command::Accept {
            game: Some(1),
            team: None,
        },
        T0,
    );
    refused(&r, Refusal::MatchByCode { game: 1 });
    // Only who may manage server 2 speaks for it.
    let r = as_member(&mut d.svc, B, &carol(), accept(&code), T0 + 60);
    refused(&r, Refusal::MatchNotAllowed);
    assert!(
        r.text.starts_with("only members who may manage the server"),
        "{}",
        r.text
    );
    let r = as_member(&mut d.svc, A, &alice(), create(), T0 + 60);
    refused(&r, Refusal::MatchNotAllowed);
    assert_eq!(d.snapshot(), before);

    // Typed in lower case with a space, the code still reads; then it is taken.
    let typed = format!("{} {}", code[..5].to_lowercase(), &code[5..]);
    let r = d.at(B, &carol(), accept(&typed), T0 + 60);
    assert!(!r.ephemeral, "{}", r.text);
    let third = Place {
        guild: Some(3),
        channel: 2001,
        ..A
    };
    let r = d.at(
        third,
        &member(6, "frank", 902),
        Command::Match(MatchAsk::Accept {
            code: code.clone(),
            team: team(902, "Crows"),
        }),
        T0 + 90,
    );
    refused(&r, Refusal::MatchTaken { code: code.clone() });
}

#[test]
fn an_expired_code_is_refused() {
    let mut d = Driver::new();
    let code = made(&mut d);
    d.tick(T0 + 8 * DAY);
    let before = d.snapshot();
    let r = d.at(B, &carol(), accept(&code), T0 + 8 * DAY);
    refused(&r, Refusal::MatchCodeExpired { code: code.clone() });
    assert!(r.text.contains("has expired"), "{}", r.text);
    assert_eq!(d.snapshot(), before);
}

#[test]
fn a_server_leaving_before_move_10_aborts_its_matches_announced_in_the_other_once() {
    let mut d = Driver::new();
    begun(&mut d);
    play_across(&mut d, 4, 11);
    let out = d.svc.server_left(2, T0 + DAY);
    assert_eq!(out.len(), 1);
    assert_eq!(
        out[0].channel,
        Some(A.channel),
        "only in the server still there"
    );
    assert!(out[0].also.is_empty());
    assert!(
        out[0]
            .text
            .contains("The server of Hawks removed the bot: game #1 is aborted"),
        "{}",
        out[0].text
    );
    assert_eq!(
        d.status(1),
        ("cancelled".into(), None, Some("aborted".into()))
    );
    // Heard again (another process, a repeated event): nothing more.
    assert!(d.svc.server_left(2, T0 + DAY).is_empty());
}

#[test]
fn a_server_leaving_from_move_10_loses_its_matches() {
    let mut d = Driver::new();
    begun(&mut d);
    // The Hawks' captain asked to hear of their team's games.
    let ask = rithmo::service::NotifyChange {
        team_moves: Some(true),
        ..Default::default()
    };
    d.at(B, &carol(), Command::Notify(ask), T0 + 60);
    // 19 plies: move 10 begun, by White.
    play_across(&mut d, 19, 3);
    let out = d.svc.server_left(1, T0 + DAY);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].channel, Some(B.channel));
    assert!(
        out[0]
            .text
            .starts_with("The server of Owls removed the bot: Owls forfeits game #1."),
        "{}",
        out[0].text
    );
    assert_eq!(
        d.status(1),
        (
            "finished".into(),
            Some("black".into()),
            Some("resignation".into())
        )
    );
    // Dave, a Hawk who took no part, is not told; the Hawks' captain, who asked, is.
    assert!(out[0].notices.iter().any(|n| n.user == 3));
    assert!(d.svc.server_left(1, T0 + DAY).is_empty());
    // A server's outage is no leaving: the adapter never asks (`unavailable`), and a server
    // with no running match gives nothing up.
    assert!(d.svc.server_left(2, T0 + DAY).is_empty());
}

/// The match typed at the console: roles declared, `/at` between the servers, the code read
/// off the private answer; each move shows its copy under the other server's place.
#[test]
fn a_match_through_the_console() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut console = Console::open(&dir.path().join("games.db"), None, T0).unwrap();
    let out = typed(
        &mut console,
        "/role Owls @alice @bob
/role Hawks @carol @dave
/as alice
/match create team:@&Owls colour:white days:3 mode:captain
",
    );
    let code = code_in(&out);
    let out = typed(
        &mut console,
        &format!(
            "/as carol
/at server:2 channel:1
/match accept code:{code} team:@&Hawks mode:captain
/as dave
/move d4-d5
/as alice
/at server:1 channel:1
/move d4-d5
/as carol
/at server:2 channel:1
/move f6-f5
"
        ),
    );
    assert!(
        out.contains("Owls 1500? (White) against Hawks 1500? (Black)"),
        "{out}"
    );
    // The opening post's copy in server 1, each move's in the other server.
    assert!(
        out.contains("(in server 1, channel 1)\n  Match between two servers"),
        "{out}"
    );
    let white =
        "(in server 2, channel 1)\n  alice plays for Owls.\n  Game #1, move 1: Owls played d4-d5.";
    assert!(out.contains(white), "{out}");
    let black = "(in server 1, channel 1)\n  carol plays for Hawks.\n  Game #1, move 1: Hawks played f6-f5.";
    assert!(out.contains(black), "{out}");
    // Dave is a Hawk but not its captain: the Hawks' moves are Carol's.
    assert!(out.contains("dave> /move d4-d5\n  (only you)"), "{out}");
}

fn typed(console: &mut Console, lines: &str) -> String {
    let mut out = Vec::new();
    console.run(lines.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}
