//! `/notify`: how each player hears it is their turn. A direct message at every move where
//! it is theirs (the default), one digest a day at the hour they chose in their own time
//! zone, or only the channel mention; a second reminder at 95% of a move's time for who
//! asks. The reminder at 80% comes to everyone. In every language, refusals change nothing.

mod common;

use common::driver::{challenge, mv, refused, snapshot, BotChallenge, Challenge, Driver};
use common::people::{alice, bob, carol, speaking, DAY, T0};
use rithmo::console::{parse, Line};
use rithmo::i18n::Lang;
use rithmo::service::NotifyChange as Change;
use rithmo::service::{ColourChoice, Command, Refusal, Reply, User};
use rithmo::store::notify::Mode;

fn notify(change: Change) -> Command {
    Command::Notify(change)
}

/// The command the console reads from `line`, as a user speaking `lang` typed it.
fn typed(line: &str, lang: Lang) -> Result<Command, String> {
    match parse(line, lang)? {
        Line::Command(c) => Ok(c),
        _ => panic!("{line} is a command"),
    }
}

/// The direct messages `who` gets from `replies`.
fn told(replies: &[Reply], who: &User) -> Vec<String> {
    replies
        .iter()
        .flat_map(|r| &r.notices)
        .filter(|n| n.user == who.id)
        .map(|n| n.text.clone())
        .collect()
}

/// `who` chooses (or looks at) how they are told: a private answer.
fn mine(b: &mut Driver, who: &User, command: Command, now: i64) -> Reply {
    let r = b.run(who, command, now);
    assert!(r.ephemeral, "{}", r.text);
    r
}

/// Alice (White) and Bob in a neo game of 3 days a move, started at T0.
fn game(b: &mut Driver) {
    b.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
}

#[test]
fn by_default_a_move_tells_the_player_to_move_by_direct_message_and_nobody_else() {
    let mut b = Driver::new();
    game(&mut b);
    let r = b.played(&alice(), "d4-d5", T0 + 60);
    let to_bob = told(std::slice::from_ref(&r), &bob());
    assert_eq!(to_bob.len(), 1, "{:?}", r.notices);
    assert!(
        to_bob[0].starts_with("Game #1, move 1: ") && to_bob[0].contains("Your move, by"),
        "{}",
        to_bob[0]
    );
    assert!(
        to_bob[0].contains("https://discord.com/channels/7/70"),
        "a link to the game: {}",
        to_bob[0]
    );
    assert!(
        told(std::slice::from_ref(&r), &alice()).is_empty(),
        "the mover is not told"
    );
    let board = &r.notices.iter().find(|n| n.user == bob().id).unwrap().board;
    assert!(board.is_some(), "with the board");
    // Bob's reply tells Alice in turn.
    let r = b.played(&bob(), "f6-f5", T0 + 120);
    assert_eq!(told(std::slice::from_ref(&r), &alice()).len(), 1);
}

#[test]
fn games_against_the_bot_send_no_direct_message_at_each_move() {
    let mut b = Driver::new();
    let r = b.run(&alice(), BotChallenge::level(1).command(), T0);
    assert!(r.game_started, "{}", r.text);
    let r = b.played(&alice(), "d4-d5", T0 + 60);
    assert!(r.notices.is_empty(), "{:?}", r.notices);
}

#[test]
fn the_mention_only_sends_no_direct_message_but_the_reminder_still_comes() {
    let mut b = Driver::new();
    game(&mut b);
    let r = mine(
        &mut b,
        &bob(),
        notify(Change {
            mode: Some(Mode::None),
            ..Default::default()
        }),
        T0 + 10,
    );
    assert_eq!(
        r.text,
        "Saved. How you hear it is your turn: only the mention in the game's channel. \
         The reminder at 80% of a move's time comes as always; second-reminder:true adds one at 95%."
    );
    let moved = b.played(&alice(), "d4-d5", T0 + 60);
    assert!(told(std::slice::from_ref(&moved), &bob()).is_empty());
    assert_eq!(moved.mentions, [bob().id], "the channel mention stays");
    // 3 days a move: the reminder at 80%, 2.4 days after the move.
    let reminded = b.tick(T0 + 60 + 3 * DAY * 4 / 5 + 1);
    let to_bob = told(&reminded, &bob());
    assert_eq!(to_bob.len(), 1, "{reminded:?}");
    assert!(
        to_bob[0].starts_with("Reminder: your move in game #1"),
        "{}",
        to_bob[0]
    );
}

#[test]
fn a_second_reminder_at_95_percent_comes_only_to_who_asked() {
    let mut b = Driver::new();
    game(&mut b);
    b.played(&alice(), "d4-d5", T0);
    mine(
        &mut b,
        &bob(),
        notify(Change {
            second_reminder: Some(true),
            ..Default::default()
        }),
        T0 + 10,
    );
    let first = b.tick(T0 + 3 * DAY * 4 / 5 + 1);
    assert!(told(&first, &bob())[0].starts_with("Reminder:"));
    let between = b.tick(T0 + 3 * DAY * 9 / 10);
    assert!(told(&between, &bob()).is_empty(), "not before 95%");
    let last = b.tick(T0 + 3 * DAY * 19 / 20 + 1);
    let to_bob = told(&last, &bob());
    assert_eq!(to_bob.len(), 1, "{last:?}");
    assert!(
        to_bob[0].starts_with("Last reminder: your move in game #1 is due by"),
        "{}",
        to_bob[0]
    );
    assert!(
        last.iter().all(|r| r.channel.is_none()),
        "by direct message only"
    );
    assert!(
        told(&b.tick(T0 + 3 * DAY * 19 / 20 + 600), &bob()).is_empty(),
        "once"
    );

    // Alice did not ask: her turn gets the first reminder only.
    b.played(&bob(), "f6-f5", T0 + 3 * DAY - 60);
    let deadline = T0 + 3 * DAY - 60 + 3 * DAY;
    let first = b.tick(deadline - 3 * DAY / 5 + 1);
    assert_eq!(told(&first, &alice()).len(), 1);
    assert!(told(&b.tick(deadline - 60), &alice()).is_empty());
}

#[test]
fn a_digest_arrives_once_a_day_at_the_chosen_hour_in_the_players_zone() {
    let mut b = Driver::new();
    // Two games waiting for Bob; the second's deadline comes first.
    game(&mut b);
    b.ok(&alice(), mv(Some(1), "d4-d5"), T0 + 3_600);
    b.duel(
        &alice(),
        &bob(),
        challenge(Some(bob()), ColourChoice::White, 1),
        T0,
    );
    b.ok(&alice(), mv(Some(2), "d4-d5"), T0 + 7_200);
    // T0 is midnight UTC, 01:00 in Rome: 08:00 there is 07:00 UTC.
    let r = mine(
        &mut b,
        &bob(),
        typed("/notify digest:08:00 zone:europe/rome", Lang::En).unwrap(),
        T0 + 10,
    );
    assert!(
        r.text
            .contains("one direct message a day at 08:00 (Europe/Rome)")
            && r.text.contains("the next one: 2026-11-22 07:00 UTC"),
        "{}",
        r.text
    );
    // A move no longer sends Bob a message of its own.
    b.ok(&bob(), mv(Some(1), "f6-f5"), T0 + 3_700);
    let moved = b.ok(&alice(), mv(Some(1), "c4-c5"), T0 + 3_800);
    assert!(told(&[moved], &bob()).is_empty(), "no message at each move");
    let early = b.tick(T0 + 7 * 3_600 - 60);
    assert!(told(&early, &bob()).is_empty(), "not before 08:00 in Rome");
    let due = b.tick(T0 + 7 * 3_600 + 30);
    let digest = told(&due, &bob());
    assert_eq!(digest.len(), 1, "{due:?}");
    let text = &digest[0];
    assert!(
        text.starts_with("Your games waiting for your move (2)"),
        "{text}"
    );
    let (second, first) = (text.find("#2").unwrap(), text.find("#1").unwrap());
    assert!(second < first, "the nearest deadline first: {text}");
    assert!(
        told(&b.tick(T0 + 12 * 3_600), &bob()).is_empty(),
        "once a day"
    );
    // The next day game 2 is lost on time (told apart); game 1 still waits.
    let tomorrow = b.tick(T0 + DAY + 7 * 3_600 + 30);
    let digests: Vec<String> = told(&tomorrow, &bob())
        .into_iter()
        .filter(|t| t.starts_with("Your games waiting"))
        .collect();
    assert_eq!(digests.len(), 1, "and again the next day: {tomorrow:?}");
    assert!(
        digests[0].starts_with("Your games waiting for your move (1)"),
        "{}",
        digests[0]
    );
    // Carol chose a digest too, but nothing waits for her: no message.
    mine(
        &mut b,
        &carol(),
        typed("/notify digest:06:00", Lang::En).unwrap(),
        T0,
    );
    assert!(told(&b.tick(T0 + 2 * DAY + 7 * 3_600), &carol()).is_empty());
}

#[test]
fn a_digest_chosen_after_its_hour_starts_the_next_day_and_a_second_process_sends_none() {
    let mut b = Driver::new();
    game(&mut b);
    b.played(&alice(), "d4-d5", T0);
    // At 09:00 UTC, a digest at 08:00 UTC: the first is tomorrow's.
    let r = mine(
        &mut b,
        &bob(),
        typed("/notify digest:8:00", Lang::En).unwrap(),
        T0 + 9 * 3_600,
    );
    assert!(
        r.text.contains("08:00 (UTC)") && r.text.contains("2026-11-23 08:00 UTC"),
        "{}",
        r.text
    );
    assert!(told(&b.tick(T0 + 10 * 3_600), &bob()).is_empty());
    let mut other = Driver::on(&b.path);
    let due = T0 + DAY + 8 * 3_600 + 5;
    let (one, two) = (b.tick(due), other.tick(due));
    assert_eq!(told(&one, &bob()).len() + told(&two, &bob()).len(), 1);
}

#[test]
fn bad_choices_are_refused_with_the_reason_and_change_nothing() {
    let mut b = Driver::new();
    game(&mut b);
    mine(
        &mut b,
        &bob(),
        notify(Change {
            second_reminder: Some(true),
            ..Default::default()
        }),
        T0,
    );
    let before = snapshot(&b.path);
    assert_eq!(
        typed("/notify digest:25:00", Lang::En).unwrap_err(),
        "digest:25:00 is not a time of day: write it as 08:00 (00:00 to 23:59)"
    );
    assert!(typed("/notify zone:Mars/Olympus", Lang::En)
        .unwrap_err()
        .starts_with("zone:Mars/Olympus is not a time zone: write it as Region/City"));
    let r = b.run(
        &bob(),
        notify(Change {
            mode: Some(Mode::Digest),
            ..Default::default()
        }),
        T0,
    );
    refused(&r, Refusal::DigestNeedsTime);
    let r = b.run(
        &bob(),
        notify(Change {
            mode: Some(Mode::None),
            digest: Some(480),
            ..Default::default()
        }),
        T0,
    );
    refused(&r, Refusal::DigestNeedsMode);
    assert_eq!(snapshot(&b.path), before, "nothing changed");
    // Shown as it stands.
    let r = mine(&mut b, &bob(), notify(Change::default()), T0);
    assert!(
        r.text
            .starts_with("How you hear it is your turn: a direct message at every move"),
        "{}",
        r.text
    );
    assert!(
        r.text.contains("A second reminder comes when 95%"),
        "{}",
        r.text
    );
}

#[test]
fn german_and_italian_players_read_it_all_in_their_language() {
    let mut b = Driver::new();
    let anna = speaking(2, "bob", Lang::De);
    let bea = speaking(2, "bob", Lang::It);
    game(&mut b);
    // Written as a German client shows the command and its options.
    let r = mine(
        &mut b,
        &anna,
        typed(
            "/benachrichtigung übersicht:08:00 zeitzone:Europe/Berlin",
            Lang::De,
        )
        .unwrap(),
        T0 + 10,
    );
    assert!(
        r.text.starts_with("Gespeichert. So erfährst du, dass du am Zug bist: einmal am Tag um 08:00 (Europe/Berlin)"),
        "{}",
        r.text
    );
    assert_eq!(
        typed("/benachrichtigung zeitzone:Mond", Lang::De).unwrap_err(),
        "zeitzone:Mond ist keine Zeitzone: schreib sie als Region/Stadt, etwa Europe/Berlin \
         oder America/New_York (die Liste bietet sie beim Tippen an)"
    );
    b.played(&alice(), "d4-d5", T0 + 60);
    let digest = told(&b.tick(T0 + 7 * 3_600 + 30), &anna);
    assert!(
        digest[0].starts_with("Deine Partien, in denen du am Zug bist (1)"),
        "{digest:?}"
    );

    // Back to every move, now in Italian.
    let r = mine(
        &mut b,
        &bea,
        typed("/avvisi modo:\"a ogni mossa\"", Lang::It).unwrap(),
        T0 + 8 * 3_600,
    );
    assert!(
        r.text.contains("un messaggio diretto a ogni mossa"),
        "{}",
        r.text
    );
    b.played(&bea, "f6-f5", T0 + 8 * 3_600 + 60);
    let moved = b.played(&alice(), "c4-c5", T0 + 8 * 3_600 + 120);
    let to_bea = told(&[moved], &bea);
    assert!(
        to_bea[0].starts_with("Partita #1, mossa 2: ")
            && to_bea[0].contains("Tocca a te (scadenza: "),
        "{to_bea:?}"
    );
}

/// `/notify sign-out-pages:true` ends every session of the player on the board's pages (and
/// no one else's), says how many, and a second time that there was none.
#[test]
fn signing_out_of_the_pages_everywhere_ends_every_session_of_the_player_only() {
    let mut d = Driver::new();
    let conn = rithmo::store::sql::Connection::at(&d.path).unwrap();
    // Alice on two browsers, Bob on one.
    for who in [alice(), alice(), bob()] {
        rithmo::store::web_sessions::open(&conn, who.id, &who.name, None, T0, T0 + 30 * DAY)
            .unwrap();
    }
    let live = |user: u64| -> i64 {
        conn.query_row(
            "SELECT count(*) FROM web_sessions WHERE user_id = ?1 AND revoked_at IS NULL",
            [user as i64],
            |r| r.get(0),
        )
        .unwrap()
    };
    let command = typed("/notify sign-out-pages:true", Lang::En).unwrap();
    let r = d.run(&alice(), command.clone(), T0 + 60);
    assert!(r.ephemeral);
    assert!(r.text.contains("on the 2 browsers"), "{}", r.text);
    assert_eq!((live(alice().id), live(bob().id)), (0, 1));
    let again = d.run(&alice(), command, T0 + 120);
    assert!(again.text.contains("were not signed in"), "{}", again.text);
    // The signed-out session no longer signs anyone in.
    let found = rithmo::store::web_sessions::by_prefix(&conn, "", T0 + 180).unwrap();
    assert!(found.iter().all(|s| s.user == bob().id), "{found:?}");
}
