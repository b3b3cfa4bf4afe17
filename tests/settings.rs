//! A server's own settings (`/settings`): the language of its posts over Discord's
//! `guild_locale`, its default days, the channels its games begin in, whether games against
//! the bot are rated; changed only by members who may manage the server, refused with the
//! reason and nothing changed otherwise.

mod common;

use common::driver::{as_member, ask, mv, refused, snapshot, BotChallenge, Challenge, Driver};
use common::people::{alice, bob, carol, speaking, DAY, HERE, T0};
use rithmo::console::Console;
use rithmo::i18n::Lang;
use rithmo::service::SettingsChange as Change;
use rithmo::service::{ColourChoice, Command, Place, Refusal};

/// A small server that is not a Community server: Discord says it speaks en-US.
const PLAIN: Place = Place {
    lang: Some(Lang::En),
    ..HERE
};

fn settings(change: Change) -> Command {
    Command::Settings(change)
}

fn german() -> Command {
    settings(Change {
        lang: Some(Some(Lang::De)),
        ..Change::default()
    })
}

#[test]
fn a_server_set_to_german_posts_in_german_and_direct_messages_keep_each_readers_language() {
    let mut b = Driver::new().with_place(PLAIN);
    // Before: Discord's en-US.
    let r = b.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    assert!(r.text.contains("Game #1 begins"), "{}", r.text);

    let set = b.run(&alice(), german(), T0);
    assert!(set.ephemeral);
    assert!(set.text.contains("Saved."), "{}", set.text);
    assert!(set.text.contains("Deutsch (chosen here)"), "{}", set.text);

    // A challenge by an English-speaking member is posted in German; its board too.
    let hans = speaking(3, "hans", Lang::De);
    let r = b.duel(
        &alice(),
        &hans,
        Challenge::to(Some(hans.clone())).command(),
        T0,
    );
    assert_eq!(r.lang, Lang::De);
    assert!(r.text.contains("Partie #2 beginnt"), "{}", r.text);
    assert_eq!(r.board.as_ref().map(|b| b.lang), Some(Lang::De));
    // The move's post is German; the watchers' direct messages each in their own language.
    let greta = speaking(4, "greta", Lang::De);
    b.run(&carol(), Command::Watch { game: Some(1) }, T0 + 30);
    b.run(&greta, Command::Watch { game: Some(1) }, T0 + 30);
    let r = b.ok(&alice(), mv(Some(1), "d4-d5"), T0 + 60);
    assert_eq!(r.lang, Lang::De, "{}", r.text);
    assert!(r.text.contains("Partie #1"), "{}", r.text);
    let told = |id: u64| {
        r.notices
            .iter()
            .find(|n| n.user == id)
            .expect("a watcher is told")
    };
    assert!(
        told(carol().id).text.contains("Game #1, move 1"),
        "{}",
        told(carol().id).text
    );
    assert_eq!(
        told(carol().id).board.as_ref().map(|b| b.lang),
        Some(Lang::En)
    );
    assert!(
        told(greta.id).text.contains("Partie #1"),
        "{}",
        told(greta.id).text
    );
    // The private answer to alice herself stays in her language.
    let board = b.run(&alice(), Command::Board { game: Some(2) }, T0 + 60);
    assert!(board.ephemeral);
    assert_eq!(board.lang, Lang::En, "{}", board.text);

    // The clock's later posts in the server's games speak German too, also in the game
    // begun before the setting.
    let reminders = b.tick(T0 + 2 * DAY + DAY / 2);
    let game_one = reminders
        .iter()
        .find(|r| r.game == Some(1))
        .expect("game 1");
    assert!(game_one.text.contains("Erinnerung"), "{}", game_one.text);
    for r in &reminders {
        assert_eq!(r.lang, Lang::De, "{}", r.text);
    }

    // Back to Discord's language.
    let back = settings(Change {
        reset: Some("language".into()),
        ..Change::default()
    });
    let r = b.run(&alice(), back, T0 + 3 * DAY);
    assert!(
        r.text
            .contains("English (the server's language in Discord)"),
        "{}",
        r.text
    );
    let r = b.run(&bob(), Challenge::to(Some(alice())).command(), T0 + 3 * DAY);
    assert_eq!(r.lang, Lang::En, "{}", r.text);
}

#[test]
fn a_member_without_manage_server_sees_the_settings_but_cannot_change_them() {
    let mut b = Driver::new();
    let shown = as_member(&mut b.svc, HERE, &bob(), settings(Change::default()), T0);
    assert!(
        shown.text.contains("This server's settings:"),
        "{}",
        shown.text
    );
    assert!(shown.text.contains("every channel"), "{}", shown.text);
    let before = snapshot(&b.path);
    let r = as_member(&mut b.svc, HERE, &bob(), german(), T0);
    refused(&r, Refusal::SettingsNotAllowed);
    assert_eq!(snapshot(&b.path), before, "nothing changed");
}

#[test]
fn bad_values_are_refused_privately_and_change_nothing() {
    let mut b = Driver::new();
    let before = snapshot(&b.path);
    let four_days = settings(Change {
        days: Some(4),
        ..Change::default()
    });
    refused(
        &b.run(&alice(), four_days, T0),
        Refusal::SettingsDaysNotOffered { days: 4 },
    );
    let long = settings(Change {
        challenge_days: Some(91),
        ..Change::default()
    });
    refused(
        &b.run(&alice(), long, T0),
        Refusal::SettingsChallengeDays { days: 91, max: 90 },
    );
    let unlisted = settings(Change {
        remove_channel: Some(99),
        ..Change::default()
    });
    refused(
        &b.run(&alice(), unlisted, T0),
        Refusal::SettingsNotListed { channel: 99 },
    );
    let both = settings(Change {
        all_channels: true,
        add_channel: Some(71),
        ..Change::default()
    });
    refused(&b.run(&alice(), both, T0), Refusal::SettingsAllOrList);
    // In a direct message there is no server to set up.
    let dm = Place {
        guild: None,
        ..HERE
    };
    refused(
        &ask(&mut b.svc, dm, &alice(), german(), T0),
        Refusal::SettingsServersOnly,
    );
    assert_eq!(snapshot(&b.path), before);
}

#[test]
fn a_language_that_does_not_exist_is_refused_naming_those_there_are() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut console = Console::open(&dir.path().join("c.db"), None, T0).unwrap();
    let mut out = Vec::new();
    let typed = "/settings language:fr\n/settings\n";
    console.run(typed.as_bytes(), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("language:fr is not one of: auto, en, de, it"),
        "{out}"
    );
    assert!(
        out.contains("English (the server's language in Discord)"),
        "{out}"
    );
}

#[test]
fn games_begin_only_in_the_channels_listed_and_those_under_way_go_on() {
    let mut b = Driver::new();
    b.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    let games_here = settings(Change {
        add_channel: Some(71),
        ..Change::default()
    });
    let r = b.run(&alice(), games_here, T0);
    assert!(r.text.contains("Games begin in: <#71>"), "{}", r.text);

    let before = snapshot(&b.path);
    let r = b.run(&bob(), Challenge::to(Some(alice())).command(), T0 + 1);
    refused(&r, Refusal::PlaysElsewhere { channels: vec![71] });
    let bot = BotChallenge::level(1).command();
    refused(
        &b.run(&bob(), bot, T0 + 1),
        Refusal::PlaysElsewhere { channels: vec![71] },
    );
    assert_eq!(snapshot(&b.path), before);

    // The game begun here before goes on.
    b.mv(&alice(), "d4-d5", T0 + 2);
    // In the listed channel (and its threads) games begin.
    let listed = Place {
        channel: 71,
        ..HERE
    };
    let r = b.at(
        listed,
        &bob(),
        Challenge::to(Some(alice())).command(),
        T0 + 3,
    );
    assert!(!r.ephemeral, "{}", r.text);
    let everywhere = settings(Change {
        all_channels: true,
        ..Change::default()
    });
    let r = b.run(&alice(), everywhere, T0 + 4);
    assert!(
        r.text.contains("Games begin in: every channel"),
        "{}",
        r.text
    );
}

#[test]
fn a_challenge_without_days_takes_the_servers_default_and_stays_open_its_days() {
    let mut b = Driver::new();
    let defaults = settings(Change {
        days: Some(7),
        challenge_days: Some(2),
        ..Change::default()
    });
    let r = b.run(&alice(), defaults, T0);
    assert!(r.text.contains("7 days (chosen here)"), "{}", r.text);
    assert!(
        r.text
            .contains("Challenges stay open: 2 days (chosen here)"),
        "{}",
        r.text
    );
    let open = Command::Challenge {
        opponent: Some(bob()),
        variant: "neo".into(),
        options: vec![],
        colour: ColourChoice::White,
        days: None,
        clock: Default::default(),
        rated: true,
        team: None,
    };
    let r = b.ok(&alice(), open, T0);
    assert!(r.text.contains("7 days per move"), "{}", r.text);
    assert!(
        r.text.contains("2026-11-24 00:00 UTC"),
        "open 2 days: {}",
        r.text
    );
    // Expired after the server's two days, not the configuration's seven.
    let expired = b.tick(T0 + 2 * DAY);
    assert!(
        expired.iter().any(|r| r.text.contains("expired")),
        "{:?}",
        expired.iter().map(|r| &r.text).collect::<Vec<_>>()
    );
}

#[test]
fn games_against_the_bot_are_casual_unless_the_server_rates_them() {
    let mut b = Driver::new();
    let bot = |rated| {
        BotChallenge {
            rated,
            ..BotChallenge::level(1)
        }
        .command()
    };
    let r = b.ok(&alice(), bot(None), T0);
    assert!(r.text.contains("casual"), "{}", r.text);
    let rate_them = settings(Change {
        bot_rated: Some(true),
        ..Change::default()
    });
    let r = b.run(&alice(), rate_them, T0);
    assert!(
        r.text.contains("Games against the bot: rated"),
        "{}",
        r.text
    );
    let r = b.ok(&bob(), bot(None), T0 + 1);
    assert!(r.text.contains("rated"), "{}", r.text);
    assert!(!r.text.contains("casual"), "{}", r.text);
    // rated:false is honoured where the server rates them.
    let r = b.ok(&carol(), bot(Some(false)), T0 + 2);
    assert!(r.text.contains("casual"), "{}", r.text);
}
