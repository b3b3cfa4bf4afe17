//! End to end in three languages: the real `rithmo serve` against the fake Discord, one
//! game between a German user (client locale `de`) and an Italian one (`it`) in a server
//! whose language is Italian (`guild_locale` `it`). What only the German sees (refusals, the
//! resignation question) is German; what the channel sees (the challenge, the game's start
//! and thread, the moves, the end) is Italian; the commands are registered with German
//! and Italian names and descriptions, which the fake checks as Discord would.

mod common;
mod fake_discord;
use common::english::english_sentences;
use common::people::{ALICE, BOB, T0};
use fake_discord::*;
use serde_json::{json, Value};
use serenity::all::{
    CommandOptionType, CreateCommand, CreateCommandOption, HttpBuilder, HttpError,
};

/// The labels of a message's buttons, in order.
fn labels(components: &Value) -> Vec<String> {
    let rows = components.as_array().into_iter().flatten();
    rows.flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| b["label"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// Every command and every option of it has a German and an Italian name and description.
fn assert_localized(commands: &Value) {
    for c in commands.as_array().unwrap() {
        let options = c["options"].as_array().cloned().unwrap_or_default();
        for thing in std::iter::once(c).chain(&options) {
            for field in ["name_localizations", "description_localizations"] {
                for locale in ["de", "it"] {
                    assert!(
                        thing[field][locale].as_str().is_some_and(|s| !s.is_empty()),
                        "{} lacks {field}.{locale}",
                        thing["name"]
                    );
                }
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_user_plays_in_an_italian_server() {
    within(240, scenario()).await;
}

async fn scenario() {
    let german_and_italian = |fake: &FakeDiscord| {
        fake.set_locale(ALICE.0, "de");
        fake.set_locale(BOB.0, "it");
        fake.set_guild_locale(GUILD, "it");
    };
    let Scene {
        dir: _dir,
        fake,
        bot,
    } = Scene::start_in(bot_folder(T0), german_and_italian, "info", "bot.log").await;

    // (c) The commands carry German and Italian names, and Discord (the fake) took them.
    let commands = valid_registration(&fake).await;
    assert!(
        fake.offered("challenge", 0),
        "the registration was accepted"
    );
    assert_localized(&commands);
    let challenge = registered(&commands, "challenge");
    assert_eq!(challenge["name"], "challenge", "the base name is English");
    assert_eq!(challenge["name_localizations"]["de"], "herausfordern");
    assert_eq!(challenge["name_localizations"]["it"], "sfida");
    assert_eq!(
        challenge["options"][0]["name_localizations"]["it"],
        "avversario"
    );
    let resign = registered(&commands, "resign");
    assert_eq!(resign["name_localizations"]["de"], "aufgeben");
    assert_eq!(resign["name_localizations"]["it"], "abbandona");

    // (a) A hand-made option out of range: refused in Alice's German, naming the option
    // as her client shows it.
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "challenge",
            &[("opponent", 6, json!("12")), ("days", 4, json!(99))],
        )
        .await;
    assert!(ephemeral(&r));
    assert_eq!(content(&r), "tage muss von 1 bis 14 gehen, nicht 99");

    // (b) Alice challenges Bob: the challenge is posted in the server's Italian.
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "challenge",
            &[
                ("opponent", 6, json!("12")),
                ("colour", 3, json!("white")),
                ("days", 4, json!(3)),
            ],
        )
        .await;
    assert!(!ephemeral(&r), "{}", content(&r));
    let posted = fake.original(&token(&r));
    assert!(
        posted.content.starts_with("Partita #1, neo: alice sfida")
            && posted
                .content
                .contains("valida per il punteggio, 3 giorni per mossa"),
        "{}",
        posted.content
    );
    assert_eq!(labels(&posted.components), ["Accetta", "Rifiuta"]);

    // Bob accepts with the button: the challenge says so in Italian, the game begins in a
    // thread with an Italian name.
    let r = fake.press(BOB, IN_CHANNEL, posted.id, "accept:1").await;
    assert_eq!(r.json["type"], 7, "UPDATE_MESSAGE");
    let settled = fake.message(posted.id);
    assert!(
        settled.content.ends_with("**Accettata da bob.**"),
        "{}",
        settled.content
    );
    let start = followup(&fake, &token(&r)).await;
    assert_eq!(start.json["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0);
    let begins = start.json["content"].as_str().unwrap();
    assert!(
        begins.starts_with("La partita #1 comincia: alice 1500? (Bianco) contro bob"),
        "{begins}"
    );
    // Alice is told in her direct messages, in her own German.
    let to_alice = dm_channel_of(ALICE.0);
    eventually("Alice's direct message", || {
        fake.messages().iter().any(|m| {
            m.channel == to_alice
                && m.content == "bob hat deine Herausforderung angenommen: Partie #1 hat begonnen."
        })
    })
    .await;
    let made = fake
        .wait_for("the game's thread", |r| {
            r.method == "POST" && r.path.ends_with("/threads")
        })
        .await;
    assert_eq!(made.json["name"], "Partita di Rithmomachia #1");
    let in_thread = thread(fake.state.lock().unwrap().threads[0]);

    // (a) An illegal move: only Alice sees the refusal, in German.
    let r = fake
        .slash(ALICE, in_thread, "move", &[("move", 3, json!("d4-d9"))])
        .await;
    assert!(ephemeral(&r), "a refusal is private");
    assert_eq!(
        content(&r),
        "d4-d9: der Kreis 4 (C·4) auf d4 kann d9 nicht erreichen: ein Kreis zieht höchstens 1 \
         Königsschritt, und d9 ist 5 Schritte entfernt"
    );

    // (b) Her legal move is posted in Italian, in the game's thread.
    let r = fake
        .slash(ALICE, in_thread, "move", &[("move", 3, json!("d4-d5"))])
        .await;
    assert!(!ephemeral(&r), "{}", content(&r));
    assert!(
        content(&r)
            .starts_with("Partita #1, mossa 1: alice gioca d4-d5. Tocca a bob; scadenza: <t:"),
        "{}",
        content(&r)
    );

    // Bob answers, so that resigning ends the game (before, it aborts it).
    let r = fake
        .slash(BOB, in_thread, "move", &[("move", 3, json!("f6-f5"))])
        .await;
    assert!(!ephemeral(&r), "{}", content(&r));
    assert!(
        content(&r).starts_with("Partita #1, mossa 1: bob gioca f6-f5."),
        "{}",
        content(&r)
    );

    // (a) The resignation question is Alice's alone, in German; (b) her resignation is
    // posted in Italian.
    let r = fake.slash(ALICE, in_thread, "resign", &[]).await;
    assert!(ephemeral(&r));
    let question = fake.original(&token(&r));
    assert!(
        question
            .content
            .starts_with("Partie #1 (neo) gegen bob aufgeben?"),
        "{}",
        question.content
    );
    assert_eq!(labels(&question.components), ["Aufgeben", "Weiterspielen"]);
    let resign = question.buttons()[0].clone();
    let r = fake.press(ALICE, in_thread, question.id, &resign).await;
    // The press settles her question in place, its buttons gone; the end follows, public.
    assert_eq!(r.json["type"], 7, "UPDATE_MESSAGE");
    let settled = fake.message(question.id);
    assert!(labels(&settled.components).is_empty(), "{settled:?}");
    assert!(
        settled
            .content
            .starts_with("Partie #1 (neo) gegen bob aufgeben?")
            && settled.content.ends_with(" alice.**"),
        "{}",
        settled.content
    );
    let end = followup(&fake, &token(&r)).await;
    assert_eq!(end.json["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0);
    assert_eq!(
        end.json["content"]
            .as_str()
            .unwrap()
            .lines()
            .next()
            .unwrap(),
        "La partita #1 è finita: bob (Nero) vince per abbandono: alice (Bianco) ha abbandonato."
    );
    // Her own copy of the end, a direct message, is German.
    eventually("the end in Alice's direct messages", || {
        fake.messages()
            .iter()
            .any(|m| m.channel == to_alice && m.content.contains("gewinnt durch Aufgabe"))
    })
    .await;
    // Nothing anyone saw, posts, private answers, direct messages and buttons alike, holds
    // a sentence of the English resources.
    let english = english_sentences();
    assert!(
        english.len() > 100,
        "only {} English sentences",
        english.len()
    );
    let seen = fake.messages();
    // The refusals, the challenge, the start, the moves, the question, the end and Alice's
    // two direct messages.
    assert!(seen.len() >= 9, "{} messages", seen.len());
    for m in &seen {
        let texts = std::iter::once(m.content.clone()).chain(labels(&m.components));
        for text in texts {
            let leak = english.iter().find(|s| text.contains(s.as_str()));
            assert!(leak.is_none(), "{text:?} holds the English {leak:?}");
        }
    }
    assert!(bot.stop().contains("game database closed"));
}

/// What the fake answers a registration Discord would refuse, read by serenity's own
/// client: 400, code 50035, each bad field at its path.
#[tokio::test]
async fn the_fake_discord_refuses_bad_localizations_as_discord_does() {
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.api_url())
        .ratelimiter_disabled(true)
        .application_id(APP_ID.into())
        .build();
    let opt =
        |name: &str, about: &str| CreateCommandOption::new(CommandOptionType::String, name, about);
    let bad = CreateCommand::new("play")
        .description("Play a move")
        .name_localized("de", "Zug spielen")
        .name_localized("german", "spielen")
        .description_localized("it", "x".repeat(101))
        .add_option(opt("move", "Your move").name_localized("it", "mossa"))
        .add_option(opt("piece", "Which piece").name_localized("it", "mossa"));
    let err = serenity::all::Command::set_global_commands(&http, vec![bad])
        .await
        .expect_err("refused");
    let serenity::Error::Http(HttpError::UnsuccessfulRequest(e)) = err else {
        panic!("not Discord's refusal: {err:?}");
    };
    assert_eq!(e.status_code.as_u16(), 400);
    assert_eq!(
        (e.error.code, e.error.message.as_str()),
        (50035, "Invalid Form Body")
    );
    let mut found: Vec<(String, String)> = e
        .error
        .errors
        .iter()
        .map(|x| (x.path.clone(), x.code.clone()))
        .collect();
    found.sort();
    let expected = [
        ("0.description_localizations.it", "BASE_TYPE_BAD_LENGTH"),
        (
            "0.name_localizations.de",
            "APPLICATION_COMMAND_INVALID_NAME",
        ),
        ("0.name_localizations.german", "BASE_TYPE_CHOICES"),
        ("0.options", "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME"),
    ];
    let expected: Vec<(String, String)> = expected
        .iter()
        .map(|(p, c)| (p.to_string(), c.to_string()))
        .collect();
    assert_eq!(found, expected);
    assert!(!fake.offered("play", 0), "nothing was registered");

    // The same command within the rules is taken.
    let good = CreateCommand::new("play")
        .description("Play a move")
        .name_localized("de", "zug-spielen")
        .description_localized("it", "Gioca una mossa")
        .add_option(opt("move", "Your move").name_localized("it", "mossa"))
        .add_option(opt("piece", "Which piece").name_localized("it", "pedina"));
    serenity::all::Command::set_global_commands(&http, vec![good])
        .await
        .expect("taken");
    assert!(fake.offered("play", 0));
}

#[test]
fn localized_names_follow_discords_naming_rule() {
    let command = |name: &str| {
        json!([{"name": "play", "description": "Play",
        "name_localizations": {"de": name}}])
    };
    for ok in [
        "weiß",
        "zurückziehen",
        "smetti-di-seguire",
        "nicht_mehr",
        "zug2",
    ] {
        assert!(commands_valid(&command(ok)), "{ok}");
    }
    let long = "a".repeat(33);
    for bad in ["Weiß", "zug spielen", "", long.as_str(), "zug!"] {
        assert!(!commands_valid(&command(bad)), "{bad:?}");
    }
    // Unique in each language: two commands may not both be "spielen" in German.
    let two = json!([
        {"name": "play", "description": "Play", "name_localizations": {"de": "spielen"}},
        {"name": "game", "description": "Game", "name_localizations": {"de": "spielen"}},
    ]);
    let errors = command_errors(&two).expect("refused");
    assert_eq!(
        errors["_errors"][0]["code"],
        "APPLICATION_COMMANDS_DUPLICATE_NAME"
    );
    assert_eq!(LOCALES.len(), 32);
}

#[test]
fn the_english_check_catches_english_and_passes_translations() {
    let english = english_sentences();
    let caught = |text: &str| english.iter().any(|s| text.contains(s.as_str()));
    assert!(caught(
        "The bot is restarting; please send that again in a minute."
    ));
    assert!(caught(
        "I cannot run games in this channel: I am missing the permission Attach Files."
    ));
    assert!(!caught(
        "Der Bot startet gerade neu; schick das bitte in einer Minute noch einmal."
    ));
}
