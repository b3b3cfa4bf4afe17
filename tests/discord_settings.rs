//! End to end: a small server that is not a Community server (Discord sends `guild_locale`
//! en-US whatever it speaks) sets its language with `/settings`, and the real `rithmo serve`
//! posts in German from then on, a game's thread named in German, while each caller's own
//! answers keep their client's language. `/settings` is offered to members with Manage
//! Server (the fake, as Discord, does not offer it to others); a member an admin let use it
//! anyway sees the settings but changes nothing. The channels games begin in are chosen with
//! a channel option.

mod common;
mod fake_discord;
use common::people::{ALICE, BOB, CAROL, T0};
use fake_discord::*;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plain_server_set_to_german_posts_in_german() {
    Scene::run_within(240, T0, scenario).await;
}

async fn scenario(fake: FakeDiscord, commands: Value) {
    let settings = registered(&commands, "settings");
    assert_eq!(
        settings["default_member_permissions"], "32",
        "Manage Server"
    );
    assert_eq!(settings["name_localizations"]["de"], "einstellungen");

    // Alice manages the server: she sets its language. Her own answer stays English.
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "settings",
            &[("language", 3, json!("de"))],
        )
        .await;
    assert!(ephemeral(&r));
    assert!(
        content(&r).contains("Language of my posts here: Deutsch (chosen here)"),
        "{}",
        content(&r)
    );

    // Bob challenges Alice: the channel reads German (Discord still says en-US).
    let r = fake
        .slash(
            BOB,
            IN_CHANNEL,
            "challenge",
            &[("opponent", 6, json!("11")), ("colour", 3, json!("white"))],
        )
        .await;
    assert!(!ephemeral(&r), "{}", content(&r));
    let posted = fake.original(&token(&r));
    assert!(
        posted
            .content
            .starts_with("Partie #1, neo: bob fordert user11 heraus, gewertet, 3 Tage pro Zug"),
        "{}",
        posted.content
    );
    let r = fake.press(ALICE, IN_CHANNEL, posted.id, "accept:1").await;
    assert_eq!(r.json["type"], 7, "UPDATE_MESSAGE");
    let made = fake
        .wait_for("the game's thread", |r| {
            r.method == "POST" && r.path.ends_with("/threads")
        })
        .await;
    assert_eq!(made.json["name"], "Rithmomachia-Partie #1");
    // A refusal stays in the caller's language: bob plays White, it is not Alice's turn.
    let r = fake
        .slash(ALICE, IN_CHANNEL, "move", &[("move", 3, json!("f6-f5"))])
        .await;
    assert!(ephemeral(&r), "{}", content(&r));
    assert!(content(&r).contains("bob"), "{}", content(&r));
    assert!(!content(&r).contains("Partie"), "English: {}", content(&r));

    // Carol may not manage the server: Discord does not offer her /settings...
    fake.set_member_permissions(CAROL.0, NOT_MANAGER);
    assert!(!fake.may_use(CAROL, IN_CHANNEL, "settings"));
    assert!(fake.may_use(ALICE, IN_CHANNEL, "settings"));
    // ... until an admin lets everyone use it: then she sees the settings, changes nothing.
    fake.permit(GUILD, "settings");
    let r = fake.slash(CAROL, IN_CHANNEL, "settings", &[]).await;
    assert!(ephemeral(&r));
    assert!(
        content(&r).contains("Games against the bot: casual"),
        "{}",
        content(&r)
    );
    let r = fake
        .slash(
            CAROL,
            IN_CHANNEL,
            "settings",
            &[("bot-rated", 5, json!(true))],
        )
        .await;
    assert!(ephemeral(&r));
    assert!(
        content(&r).starts_with("Only members who may manage this server"),
        "{}",
        content(&r)
    );

    // Games begin only in the channel Alice lists; elsewhere a challenge says where.
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "settings",
            &[("add-channel", 7, json!("250"))],
        )
        .await;
    assert!(
        content(&r).contains("Games begin in: <#250>"),
        "{}",
        content(&r)
    );
    let r = fake
        .slash(CAROL, IN_CHANNEL, "challenge", &[("bot", 4, json!(1))])
        .await;
    assert!(ephemeral(&r));
    assert_eq!(
        content(&r),
        "Games on this server begin in <#250>: challenge there, please."
    );
    let r = fake.slash(CAROL, IN_CHANNEL, "settings", &[]).await;
    assert!(
        content(&r).contains("Games against the bot: casual"),
        "Carol's change was not stored: {}",
        content(&r)
    );
}

/// `/notify` in a direct message with the bot: the time zone offered as it is typed, in a
/// German client, and the choice answered privately in German.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_chooses_a_daily_digest_in_a_direct_message_with_the_zone_offered() {
    Scene::run_within(120, T0, |fake, _| async move {
        fake.set_locale(BOB.0, "de");
        let r = fake
            .interact(autocomplete_of(
                fake.next_id(),
                BOB,
                dm(BOB.0),
                ("notify", "zone"),
                "rom",
            ))
            .await;
        let offered: Vec<&str> = r.json["data"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap())
            .collect();
        assert!(offered.contains(&"Europe/Rome"), "{offered:?}");
        assert!(offered.len() <= 25 && offered.iter().all(|z| z.to_lowercase().contains("rom")));
        let r = fake
            .slash(
                BOB,
                dm(BOB.0),
                "notify",
                &[("digest", 3, json!("08:00")), ("zone", 3, json!("Europe/Rome"))],
            )
            .await;
        assert!(ephemeral(&r), "{:?}", r.json);
        assert!(
            content(&r).starts_with("Gespeichert. So erfährst du, dass du am Zug bist: einmal am Tag um 08:00 (Europe/Rome)"),
            "{}",
            content(&r)
        );
    })
    .await;
}
