//! Team sides as their members play them: three members of @Owls vote on White's moves
//! against the bot (the majority played at the close, a unanimous vote at once, a vote
//! changed), a rotating team's turns passing in order, a captain's side, the bad input each
//! refused with its reason and nothing changed, and a vote's close decided once however
//! many processes tick.

mod common;

use common::driver::{mv, refused, refused_as, snapshot, Driver};
use common::people::{alice, bob, carol, dave, erin, DAY, T0};
use rithmo::service::protocol::team::Mode;
use rithmo::service::{ClockAsked, ColourChoice, Command, Refusal, Reply, Role, TeamAsk, User};

/// @Owls: its role id, and the members alice, bob and carol (dave and erin are not in it).
const OWLS: u64 = 900;

fn member(u: User, roles: &[u64]) -> User {
    User {
        roles: roles.to_vec(),
        ..u
    }
}

fn owls() -> [User; 3] {
    [alice(), bob(), carol()].map(|u| member(u, &[OWLS]))
}

fn team(id: u64, name: &str, members: Option<u32>, mode: Mode, quorum: Option<u32>) -> TeamAsk {
    TeamAsk {
        role: Role {
            id,
            name: name.into(),
            members,
        },
        mode,
        quorum,
        close: None,
    }
}

/// The bot at level 1 challenged by `who` for the team `ask`, White, 3 days a move.
fn against_bot(ask: TeamAsk) -> Command {
    Command::ChallengeBot {
        level: 1,
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: Some(3),
        clock: ClockAsked::default(),
        rated: None,
        team: Some(ask),
    }
}

/// A vote team of @Owls (three members, quorum `quorum`) playing White against the bot.
fn vote_game(quorum: Option<u32>) -> Driver {
    let mut b = Driver::new();
    let [a, ..] = owls();
    let r = b.ok(
        &a,
        against_bot(team(OWLS, "Owls", Some(3), Mode::Vote, quorum)),
        T0,
    );
    assert!(r.game_started, "{}", r.text);
    assert!(
        r.text.contains("Owls plays as a team, by vote"),
        "{}",
        r.text
    );
    b
}

/// The plies stored in game 1.
fn plies(b: &Driver) -> i64 {
    let conn = rithmo::store::sql::Connection::at(&b.path).unwrap();
    conn.query_row("SELECT count(*) FROM moves WHERE game_id = 1", (), |r| {
        r.get(0)
    })
    .unwrap()
}

/// The bot's answers owed, played as an adapter would.
fn bot_answers(b: &mut Driver, now: i64) -> Vec<Reply> {
    let mut out = Vec::new();
    for chore in b.svc.chores() {
        out.extend(b.svc.finish_chore(chore.work(), now).unwrap());
    }
    out
}

#[test]
fn the_majority_is_played_at_the_close_and_the_record_names_the_votes() {
    let mut b = vote_game(None);
    let [a, bo, c] = owls();
    // Two for d4-d5, one for e4-e5: short of the quorum of three, nothing is played.
    let r = b.ok(&a, mv(None, "d4-d5"), T0 + 60);
    assert!(r.text.contains("alice votes d4-d5"), "{}", r.text);
    assert!(r.board.is_none(), "a vote is not a move");
    b.ok(&c, mv(None, "e4-e5"), T0 + 120);
    let r = b.ok(&bo, mv(None, "d4-d5"), T0 + 180);
    assert!(r.text.contains("d4-d5: 2 votes (alice, bob)"), "{}", r.text);
    assert!(r.text.contains("e4-e5: 1 vote (carol)"), "{}", r.text);
    // The buttons vote for each move proposed, the most voted first.
    let ids: Vec<&str> = r.buttons.iter().map(|x| x.custom_id.as_str()).collect();
    assert_eq!(ids, ["vote:1:1:d4-d5", "vote:1:1:e4-e5"]);
    assert_eq!(plies(&b), 0);
    // The close is the last quarter of the three days: at 54 hours.
    assert!(b.tick(T0 + 54 * 3600 - 1).is_empty());
    let closed = b.tick(T0 + 54 * 3600);
    assert_eq!(closed.len(), 1, "one post for the close");
    let post = &closed[0];
    assert!(post.text.contains("The vote has closed."), "{}", post.text);
    assert!(
        post.text
            .contains("Owls plays d4-d5 with 2 votes (alice, bob)"),
        "{}",
        post.text
    );
    assert!(post.board.is_some());
    assert_eq!(plies(&b), 1);
    // The bot answers, and the next vote is for move 2.
    assert_eq!(bot_answers(&mut b, T0 + 54 * 3600 + 5).len(), 1);
    let r = b.run(&bo, Command::Votes { game: None }, T0 + 55 * 3600);
    assert!(r.ephemeral, "/votes answers privately");
    assert!(r.text.contains("No move proposed yet"), "{}", r.text);
    // The record keeps each vote of the move.
    let history = b.ok(&a, Command::History { game: Some(1) }, T0 + 56 * 3600);
    let record = String::from_utf8(history.files[0].bytes.clone()).unwrap();
    assert!(
        record.contains("1. d4-d5 {votes: d4-d5 (alice, bob); e4-e5 (carol)}"),
        "{record}"
    );
}

#[test]
fn a_unanimous_vote_is_played_at_once_and_the_bot_answers() {
    let mut b = vote_game(None);
    let [a, bo, c] = owls();
    b.ok(&a, mv(None, "d4-d5"), T0 + 10);
    // The second vote comes as a press of the tally's button.
    let r = b.press(&bo, "vote:1:1:d4-d5", T0 + 20);
    assert!(r.update, "a counted vote updates the tally in place");
    assert!(r.text.contains("d4-d5: 2 votes (alice, bob)"), "{}", r.text);
    let r = b.press(&c, "vote:1:1:d4-d5", T0 + 30);
    assert!(!r.update, "the move played is a new post");
    assert!(
        r.text
            .contains("Owls plays d4-d5 with 3 votes (alice, bob, carol)"),
        "{}",
        r.text
    );
    assert!(r.board.is_some());
    assert_eq!(plies(&b), 1);
    assert_eq!(bot_answers(&mut b, T0 + 40).len(), 1);
    assert_eq!(plies(&b), 2);
    // A vote for the first move, pressed late, is refused: the game moved on.
    let r = b.press(&a, "vote:1:1:d4-d5", T0 + 50);
    refused_as(&r, |w| matches!(w, Refusal::MovedOn { .. }));
}

#[test]
fn a_member_changes_their_vote_and_a_second_vote_for_the_same_move_is_refused() {
    let mut b = vote_game(Some(2));
    let [a, bo, _] = owls();
    b.ok(&bo, mv(None, "e4-e5"), T0 + 10);
    let before = snapshot(&b.path);
    let r = b.run(&bo, mv(None, "e4-e5"), T0 + 20);
    refused(
        &r,
        Refusal::SameVote {
            text: "e4-e5".into(),
        },
    );
    assert_eq!(snapshot(&b.path), before, "a refused vote changes nothing");
    let r = b.ok(&bo, mv(None, "d4-d5"), T0 + 30);
    assert!(
        r.text
            .contains("bob changes their vote from e4-e5 to d4-d5"),
        "{}",
        r.text
    );
    assert!(r.text.contains("d4-d5: 1 vote (bob)"), "{}", r.text);
    assert!(
        !r.text.contains("e4-e5:"),
        "the old vote is gone: {}",
        r.text
    );
    // With a quorum of two, alice's agreeing vote plays it.
    let r = b.ok(&a, mv(None, "d4-d5"), T0 + 40);
    assert!(
        r.text
            .contains("Owls plays d4-d5 with 2 votes (bob, alice)"),
        "{}",
        r.text
    );
}

#[test]
fn bad_votes_and_bad_teams_are_refused_with_the_reason_and_change_nothing() {
    let mut b = vote_game(None);
    let [a, ..] = owls();
    let before = snapshot(&b.path);
    // A non-member: told which team plays here.
    let r = b.run(&dave(), mv(None, "d4-d5"), T0 + 10);
    refused(
        &r,
        Refusal::NotInTeam {
            team: "Owls".into(),
        },
    );
    // An illegal move is no vote.
    let r = b.run(&a, mv(None, "d4-d7"), T0 + 10);
    refused_as(&r, |w| matches!(w, Refusal::Illegal { .. }));
    // Teams that are no teams: one member, no members, a role the caller is not in, a
    // quorum no vote could reach.
    let solo = member(erin(), &[77]);
    let r = b.run(
        &solo,
        against_bot(team(77, "Solo", Some(1), Mode::Vote, None)),
        T0,
    );
    refused(
        &r,
        Refusal::TeamOfOne {
            team: "Solo".into(),
        },
    );
    let r = b.run(
        &solo,
        against_bot(team(78, "Ghosts", Some(0), Mode::Vote, None)),
        T0,
    );
    refused(
        &r,
        Refusal::TeamEmpty {
            team: "Ghosts".into(),
        },
    );
    let r = b.run(
        &dave(),
        against_bot(team(OWLS, "Owls", Some(3), Mode::Vote, None)),
        T0,
    );
    refused(
        &r,
        Refusal::NotInTeam {
            team: "Owls".into(),
        },
    );
    let r = b.run(
        &a,
        against_bot(team(OWLS, "Owls", Some(3), Mode::Vote, Some(5))),
        T0,
    );
    refused(
        &r,
        Refusal::QuorumAboveMembers {
            team: "Owls".into(),
            quorum: 5,
            members: 3,
        },
    );
    // Only the captain (alice, who made the challenge) resigns for the team.
    let r = b.run(
        &member(bob(), &[OWLS]),
        Command::Resign { game: None },
        T0 + 10,
    );
    refused(
        &r,
        Refusal::CaptainOnly {
            team: "Owls".into(),
            captain: "alice".into(),
        },
    );
    assert_eq!(snapshot(&b.path), before);
}

#[test]
fn a_rotating_team_takes_turns_in_the_order_its_members_joined() {
    let mut b = Driver::new();
    let [a, bo, c] = owls();
    // Owls (alice's challenge, rotating) against erin, who plays alone.
    let challenge = Command::Challenge {
        opponent: Some(erin()),
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: Some(3),
        clock: ClockAsked::default(),
        rated: true,
        team: Some(team(OWLS, "Owls", Some(3), Mode::Rotate, None)),
    };
    let r = b.ok(&a, challenge, T0);
    assert!(r.text.contains("by turns"), "{}", r.text);
    // Carol then bob join before the game begins: the order is alice, carol, bob.
    let r = b.ok(
        &c,
        Command::Team {
            join: true,
            game: Some(1),
        },
        T0 + 1,
    );
    assert!(r.text.contains("Order: alice, carol"), "{}", r.text);
    b.ok(
        &bo,
        Command::Team {
            join: true,
            game: Some(1),
        },
        T0 + 2,
    );
    let started = b.ok(
        &erin(),
        Command::Accept {
            game: Some(1),
            team: None,
        },
        T0 + 3,
    );
    assert!(started.game_started);
    assert!(
        started.text.contains("casual"),
        "a team game is casual: {}",
        started.text
    );
    let r = b.run(&bo, Command::Votes { game: Some(1) }, T0 + 4);
    assert!(
        r.text
            .contains("in this order: alice, carol, bob. To move now: alice"),
        "{}",
        r.text
    );
    // Not bob's turn yet: refused, naming whose it is.
    let r = b.run(&bo, mv(None, "d4-d5"), T0 + 5);
    refused(
        &r,
        Refusal::TeamTurnOf {
            team: "Owls".into(),
            name: "alice".into(),
        },
    );
    let r = b.played(&a, "d4-d5", T0 + 6);
    assert!(r.text.contains("alice plays for Owls"), "{}", r.text);
    assert!(r.text.contains("Next for Owls: carol"), "{}", r.text);
    // Members who joined and asked for it (`/notify team-moves:true`) hear that it is their
    // side's move; bob did not ask.
    for m in [&a, &c] {
        let ask = rithmo::service::NotifyChange {
            team_moves: Some(true),
            ..Default::default()
        };
        b.run(m, Command::Notify(ask), T0 + 6);
    }
    let r = b.played(&erin(), "f6-f5", T0 + 7);
    let told: Vec<u64> = r.notices.iter().map(|n| n.user).collect();
    assert_eq!(told, [a.id, c.id]);
    let r = b.run(&a, mv(None, "e4-e5"), T0 + 8);
    refused_as(
        &r,
        |w| matches!(w, Refusal::TeamTurnOf { name, .. } if name == "carol"),
    );
    b.played(&c, "e4-e5", T0 + 9);
    b.played(&erin(), "h7-g6", T0 + 10);
    let r = b.played(&bo, "c4-c5", T0 + 11);
    assert!(r.text.contains("Next for Owls: alice"), "{}", r.text);
    // A member who left is out of the order; one who never joined is told to join.
    let r = b.ok(
        &c,
        Command::Team {
            join: false,
            game: Some(1),
        },
        T0 + 12,
    );
    assert!(r.text.contains("Order: alice, bob"), "{}", r.text);
    b.played(&erin(), "g6-g5", T0 + 13);
    let r = b.run(&c, mv(None, "b3-b4"), T0 + 14);
    refused(
        &r,
        Refusal::TeamNotJoined {
            team: "Owls".into(),
            game: 1,
        },
    );
}

#[test]
fn a_captain_plays_and_the_other_members_suggest() {
    let mut b = Driver::new();
    let [a, bo, _] = owls();
    let ask = team(OWLS, "Owls", Some(3), Mode::Captain, None);
    b.ok(&a, against_bot(ask), T0);
    let r = b.ok(&bo, mv(None, "e4-e5"), T0 + 10);
    assert!(
        r.text
            .contains("bob suggests e4-e5 to alice, captain of Owls"),
        "{}",
        r.text
    );
    assert_eq!(plies(&b), 0, "a suggestion is not a move");
    let r = b.run(&a, Command::Votes { game: None }, T0 + 20);
    assert!(r.text.contains("e4-e5: 1 vote (bob)"), "{}", r.text);
    let r = b.played(&a, "d4-d5", T0 + 30);
    assert!(r.text.contains("alice plays for Owls"), "{}", r.text);
    // A member's own list has their team's game.
    let mine = Command::Games {
        scope: rithmo::service::Scope::Mine,
        page: 1,
    };
    let r = b.run(&bo, mine.clone(), T0 + 40);
    assert!(
        r.text
            .contains("#1 neo: Owls (White) vs Rithmo level 1 (Black)"),
        "{}",
        r.text
    );
    assert!(!b.run(&dave(), mine, T0 + 40).text.contains("#1 neo"));
}

#[test]
fn a_vote_closes_once_however_many_processes_tick() {
    let mut one = vote_game(None);
    let [a, ..] = owls();
    one.ok(&a, mv(None, "d4-d5"), T0 + 10);
    let mut two = Driver::on(&one.path);
    let close = T0 + 54 * 3600;
    let posts = one.tick(close).len() + two.tick(close).len();
    assert_eq!(posts, 1, "one process plays the vote's move");
    assert_eq!(plies(&one), 1);
}

#[test]
fn with_no_vote_by_the_close_the_first_vote_decides_and_none_by_the_deadline_loses() {
    let mut b = vote_game(None);
    let [_, bo, _] = owls();
    // Past the close (and the reminder), with no vote: nothing is played.
    b.tick(T0 + 60 * 3600);
    assert_eq!(plies(&b), 0, "no vote: nothing to play");
    let r = b.ok(&bo, mv(None, "d4-d5"), T0 + 61 * 3600);
    assert!(
        r.text.contains("Owls plays d4-d5 with 1 vote (bob)"),
        "{}",
        r.text
    );
    bot_answers(&mut b, T0 + 61 * 3600 + 1);
    // Move 2's vote: nobody votes, and the side loses on time as a player would (after
    // the first moves, a result rather than an abort).
    let deadline = T0 + 61 * 3600 + 1 + 3 * DAY;
    let ended = b.tick(deadline + 1);
    assert!(
        ended.iter().any(|r| r.text.contains("ran out of time")),
        "{:?}",
        ended.iter().map(|r| &r.text).collect::<Vec<_>>()
    );
}

/// The console as a channel's members type at it: `/role` says who is in @Owls, three of
/// them vote, the unanimous vote is played at once and the bot answers; a non-member is
/// refused with the reason.
#[test]
fn members_vote_in_the_console() {
    use std::io::Write;
    let dir = tempfile::TempDir::new().unwrap();
    let script = "/role Owls @alice @bob @carol\n\
        /challenge bot:1 variant:neo colour:white team:@&Owls mode:vote\n\
        /as bob\n/move d4-d5\n/as dave\n/move d4-d5\n/as carol\n/move e4-e5\n/move d4-d5\n\
        /as alice\n/press vote:1:1:d4-d5\n/history\n";
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(["console", "--now", "1795305600", "--db"])
        .arg(dir.path().join("c.db"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(script.as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let out = String::from_utf8(out.stdout).unwrap();
    for said in [
        "Role Owls: alice, bob, carol.",
        "bob votes d4-d5.",
        "(only you) you are not a member of Owls: only its members play for it",
        "carol changes their vote from e4-e5 to d4-d5.",
        "[d4-d5 (2)] /press vote:1:1:d4-d5",
        "Owls plays d4-d5 with 3 votes (bob, carol, alice).",
        "Rithmo level 1 played",
        "1. d4-d5 {votes: d4-d5 (bob, carol, alice)}",
    ] {
        assert!(out.contains(said), "{said:?} not in:\n{out}");
    }
}

/// Where the server rates its teams, a team-against-team game counts for the teams' own
/// ratings, and the leaderboard lists them apart from the people; a team against a person
/// stays casual.
#[test]
fn a_server_that_rates_its_teams_lists_them_apart() {
    use rithmo::service::SettingsChange;
    let mut b = Driver::new();
    let [a, ..] = owls();
    let hawks = [dave(), erin()].map(|u| member(u, &[901]));
    let rate = SettingsChange {
        teams_rated: Some(true),
        ..SettingsChange::default()
    };
    b.run(&a, Command::Settings(rate), T0);
    let open = Command::Challenge {
        opponent: None,
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: Some(3),
        clock: ClockAsked::default(),
        rated: true,
        team: Some(team(OWLS, "Owls", Some(3), Mode::Captain, None)),
    };
    b.ok(&a, open.clone(), T0);
    let accept = Command::Accept {
        game: Some(1),
        team: Some(team(901, "Hawks", Some(2), Mode::Captain, None)),
    };
    let started = b.ok(&hawks[0], accept, T0 + 1);
    assert!(
        started
            .text
            .contains("Owls 1500? (White) against Hawks 1500? (Black)"),
        "{}",
        started.text
    );
    assert!(started.text.contains(", rated,"), "{}", started.text);
    b.played(&a, "d4-d5", T0 + 2);
    b.played(&hawks[0], "f6-f5", T0 + 3);
    let r = b.ok(&a, Command::ConfirmResign { game: 1, ply: 2 }, T0 + 4);
    assert!(r.text.contains("Hawks"), "{}", r.text);
    let board = b.ok(&a, Command::Leaderboard { variant: None }, T0 + 5);
    let teams_at = board
        .text
        .find("Teams (not ranked among the people):")
        .expect(&board.text);
    assert!(board.text[teams_at..].contains("Hawks"), "{}", board.text);
    assert!(board.text[teams_at..].contains("Owls"), "{}", board.text);
    // A team against a person is casual, whatever the server rates.
    b.ok(&a, open, T0 + 6);
    let started = b.ok(
        &bob(),
        Command::Accept {
            game: Some(2),
            team: None,
        },
        T0 + 7,
    );
    assert!(started.text.contains(", casual,"), "{}", started.text);
}

/// Time the bot could not take votes is given back to the vote too: its close moves later
/// by the outage, so a vote that had not reached its close when the bot stopped is not
/// decided the moment it comes back.
#[test]
fn an_outage_moves_the_vote_close_later() {
    let mut b = Driver::new();
    b.svc.watch_outages(600);
    let [a, ..] = owls();
    b.ok(
        &a,
        against_bot(team(OWLS, "Owls", Some(3), Mode::Vote, None)),
        T0,
    );
    b.ok(&a, mv(None, "d4-d5"), T0 + 10);
    assert!(b.tick(T0 + 60).is_empty());
    let close = |b: &Driver| {
        let conn = b.svc.store().conn();
        rithmo::store::teams::get(conn, 1, OWLS)
            .unwrap()
            .unwrap()
            .close_at
    };
    assert_eq!(close(&b), Some(T0 + 54 * 3600));
    // Down from T0 + 60 for three days, past the close: it moves by the gap, and nothing
    // is played on the bot's return.
    let gap = 3 * DAY;
    b.tick(T0 + 60 + gap);
    assert_eq!(close(&b), Some(T0 + 54 * 3600 + gap));
    assert_eq!(plies(&b), 0, "the close moved with the outage");
}

/// A team's finished game is reviewed as any game is, for any member, naming the team.
#[test]
fn a_team_game_is_reviewed() {
    let mut b = Driver::new();
    let [a, bo, _] = owls();
    b.ok(
        &a,
        against_bot(team(OWLS, "Owls", Some(3), Mode::Captain, None)),
        T0,
    );
    b.played(&a, "d4-d5", T0 + 10);
    bot_answers(&mut b, T0 + 20);
    let r = b.ok(&a, Command::ConfirmResign { game: 1, ply: 2 }, T0 + 30);
    assert!(r.text.contains("Owls (White) resigned"), "{}", r.text);
    let review = b.ok(&bo, Command::Analyse { game: Some(1) }, T0 + 40);
    assert!(
        review
            .text
            .starts_with("Review of game #1 (neo), Owls (White) against Rithmo level 1 (Black)."),
        "{}",
        review.text
    );
}

/// A team game read in German and in Italian: with no language set where it is played,
/// the members' votes, the tally and the move their votes play are said in the language of
/// the member who acts, and a non-member is refused in theirs.
#[test]
fn a_vote_game_speaks_the_members_language() {
    use common::people::speaking;
    use rithmo::i18n::Lang;
    let german = |u: User| member(speaking(u.id, &u.name, Lang::De), &[OWLS]);
    let [a, bo, _] = owls().map(german);
    let mut b = Driver::new();
    let r = b.ok(
        &a,
        against_bot(team(OWLS, "Owls", Some(3), Mode::Vote, Some(2))),
        T0,
    );
    assert!(r.text.contains("Owls spielt als Team"), "{}", r.text);
    let r = b.ok(&bo, mv(None, "d4-d5"), T0 + 10);
    assert!(r.text.contains("bob stimmt für d4-d5."), "{}", r.text);
    assert!(
        r.text
            .contains("Die Abstimmung von Owls über Zug 1 in Partie #1:"),
        "{}",
        r.text
    );
    let r = b.ok(&a, mv(None, "d4-d5"), T0 + 20);
    assert!(
        r.text
            .contains("Owls spielt d4-d5 mit 2 Stimmen (bob, alice)"),
        "{}",
        r.text
    );
    // Joining a voting team is hearing of its moves: no order of turns is said.
    let r = b.ok(
        &bo,
        Command::Team {
            join: true,
            game: Some(1),
        },
        T0 + 25,
    );
    assert!(
        r.text.contains(
            "bob tritt der Partie #1 von Owls bei. Mit /benachrichtigung team-züge:true bekommt \
             bob eine Direktnachricht, wenn Owls am Zug ist."
        ),
        "{}",
        r.text
    );
    assert!(!r.text.contains("Reihenfolge"), "{}", r.text);
    let italian = speaking(dave().id, "dave", Lang::It);
    let r = b.run(&italian, mv(None, "e4-e5"), T0 + 30);
    refused_as(&r, |r| matches!(r, Refusal::NotInTeam { .. }));
    assert!(r.text.contains("non sei membro di Owls"), "{}", r.text);
}
