//! End to end: the real `rithmo serve` (serenity client included) against a fake Discord on
//! 127.0.0.1 that answers as Discord documents it. A game from an open challenge (accepted
//! with its button, which then shows the outcome) through moves in its thread, autocomplete,
//! refusals, long rules, a restart and a forfeit with its Rematch button; /history and
//! paged /games as the channel sees them; commands offered only where they work and games
//! out of reach from other servers and other users' direct messages; hand-made numbers out
//! of range; secrets out of the logs and a clean shutdown.

mod common;
mod fake_discord;
use common::driver::{challenge, mv, Challenge, Driver};
use common::people::{person, ALICE, BOB, CAROL, T0};
use fake_discord::*;
use rithmo::service::{ColourChoice, Command, Place, Service, User};
use serde_json::json;
use std::path::Path;

/// What every log must show after a SIGTERM, and never show: the bot token, an
/// interaction token.
fn assert_clean_log(log: &str, fake: &FakeDiscord) {
    assert!(log.contains("game database closed"), "{log}");
    assert!(!log.contains("still holds"), "closed in order");
    assert!(
        !log.contains("fake-bot-token.secret"),
        "the bot token is never logged"
    );
    let interactions = fake.state.lock().unwrap().world.interactions.clone();
    assert!(!interactions.is_empty());
    for i in interactions {
        assert!(
            !log.contains(&i.token),
            "interaction token {} logged",
            i.token
        );
    }
}

/// Runs the service on the bot's database before the bot starts: games made earlier.
fn seed(dir: &Path, steps: &[(User, Place, Command)]) {
    let mut db = Driver::on(&dir.join("bot.db"));
    for (who, place, command) in steps {
        let r = db.at(*place, who, command.clone(), T0);
        assert!(!r.ephemeral, "{}", r.text);
    }
}

fn open_challenge(days: u32) -> Command {
    challenge(None, ColourChoice::White, days)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_from_open_challenge_to_forfeit_through_a_fake_discord() {
    within(240, game_scenario()).await;
}

async fn game_scenario() {
    // Debug for every library too: nothing secret and no request body may show.
    let Scene { dir, fake, bot } = Scene::start(T0, "debug", "first.log").await;

    // Within Discord's limits (a description over 100 characters refuses every command).
    let commands = valid_registration(&fake).await;
    let names: Vec<&str> = commands
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for n in [
        "challenge",
        "accept",
        "decline",
        "move",
        "board",
        "games",
        "resign",
        "abort",
        "draw",
        "watch",
        "unwatch",
        "history",
        "rules",
        "stats",
        "leaderboard",
        "vacation",
        "help",
    ] {
        assert!(names.contains(&n), "/{n} registered: {names:?}");
        assert!(fake.offered(n, 0), "/{n} is offered in servers");
        let in_dms = ["help", "rules", "games", "move"].contains(&n);
        assert_eq!(fake.offered(n, 1), in_dms, "/{n} in the bot's DMs");
    }
    for c in commands.as_array().unwrap() {
        assert_eq!(c["integration_types"], json!([0]), "installed to servers");
    }

    // An open challenge, accepted by Bob with its button.
    let r = fake
        .slash(
            ALICE,
            IN_CHANNEL,
            "challenge",
            &[("colour", 3, json!("white")), ("days", 4, json!(1))],
        )
        .await;
    assert_eq!(r.json["type"], 4);
    let challenge = fake.original(&token(&r));
    assert!(
        challenge
            .content
            .contains("alice challenges anyone in this channel to neo"),
        "{}",
        challenge.content
    );
    assert!(!challenge.ephemeral);
    assert_eq!(challenge.buttons(), ["accept:1", "decline:1"]);

    // Bob's press answers the question on the challenge itself: its buttons go, the
    // outcome shows.
    let r = fake.press(BOB, IN_CHANNEL, challenge.id, "accept:1").await;
    assert_eq!(r.json["type"], 7, "UPDATE_MESSAGE");
    let settled = fake.message(challenge.id);
    assert!(
        settled.content.starts_with(&challenge.content)
            && settled.content.ends_with("Accepted by bob.**"),
        "{}",
        settled.content
    );
    assert!(settled.buttons().is_empty(), "the buttons are gone");
    // The game's start is a message of its own.
    let start = followup(&fake, &token(&r)).await;
    let begins = start.json["content"].as_str().unwrap();
    assert!(
        begins.contains("Game #1 begins: alice 1500? (White) against bob 1500? (Black)"),
        "{begins}"
    );
    assert!(begins.contains("<@11>"), "the player to move is mentioned");
    // The deadline in Discord's markup, which each reader sees in local time.
    let due = T0 + 86_400;
    assert!(
        begins.contains(&format!("to move, by <t:{due}:f> (<t:{due}:R>).")),
        "{begins}"
    );
    assert_eq!(start.json["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0);
    assert_board(&start.files);
    // A second press of the old button (a stale client) changes nothing.
    let r = fake
        .press(CAROL, IN_CHANNEL, challenge.id, "accept:1")
        .await;
    assert!(ephemeral(&r), "only Carol sees her refusal");
    assert!(
        content(&r).contains("game #1 is no longer a challenge"),
        "{}",
        content(&r)
    );

    // The bot opens a thread from the game's start; play goes on in it.
    let thread_req = fake
        .wait_for("a thread for the game", |r| {
            r.method == "POST" && r.path.ends_with("/threads")
        })
        .await;
    assert_eq!(thread_req.json["name"], "Rithmomachia game #1");
    let begins_msg = fake
        .messages()
        .into_iter()
        .find(|m| m.content.contains("Game #1 begins"))
        .unwrap();
    assert!(thread_req
        .path
        .contains(&format!("/messages/{}/", begins_msg.id)));
    let game_thread = fake.state.lock().unwrap().threads[0];
    let in_thread = thread(game_thread);

    // Carol watches from the thread: every move is a DM to her, one DM channel for all.
    let r = fake.slash(CAROL, in_thread, "watch", &[]).await;
    assert!(
        content(&r).contains("You are watching game #1") && ephemeral(&r),
        "{}",
        content(&r)
    );

    // Autocomplete inside the thread, then the move it offered, answered in the thread.
    let r = fake
        .interact(autocomplete(fake.next_id(), ALICE, in_thread, "d4"))
        .await;
    assert_eq!(r.json["type"], 8);
    let choices = r.json["data"]["choices"].as_array().unwrap().clone();
    // The choice shows the move and carries the move number it was listed for.
    let chosen = choices
        .iter()
        .find(|c| c["name"] == "d4-d5")
        .unwrap_or_else(|| panic!("{choices:?}"));
    assert_eq!(chosen["value"], "d4-d5 ply:1");
    let r = fake
        .slash(
            ALICE,
            in_thread,
            "move",
            &[("move", 3, chosen["value"].clone())],
        )
        .await;
    assert!(
        content(&r).contains("alice played d4-d5"),
        "{}",
        content(&r)
    );
    assert_eq!(fake.original(&token(&r)).channel, game_thread);
    assert!(content(&r).contains("<@12>"));
    assert_board(&r.files);
    let thread_posts = format!("/api/v10/channels/{game_thread}/messages");
    let dm = fake
        .wait_for("the watcher's direct message", |r| {
            r.method == "POST"
                && r.path.ends_with("/messages")
                && r.path != thread_posts
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("alice played d4-d5"))
        })
        .await;
    assert_board(&dm.files);

    // Carol is not playing: refused, and only she sees it.
    let r = fake
        .slash(CAROL, in_thread, "move", &[("move", 3, json!("f6-f5"))])
        .await;
    assert!(ephemeral(&r), "a refusal is ephemeral");
    assert!(
        content(&r).contains("you are not playing in game #1"),
        "{}",
        content(&r)
    );

    // Autocomplete offers Bob's legal moves matching what he typed.
    let r = fake
        .interact(autocomplete(fake.next_id(), BOB, in_thread, "f6"))
        .await;
    assert_eq!(r.json["type"], 8);
    let choices: Vec<(String, String)> = r.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let text = |k: &str| c[k].as_str().unwrap().to_string();
            (text("name"), text("value"))
        })
        .collect();
    assert!(!choices.is_empty() && choices.len() <= 25);
    assert!(choices.iter().all(|c| c.0.contains("f6")), "{choices:?}");
    // Shown as the move with what it leads to; sent back as the move with the move
    // number it was listed for.
    assert!(
        choices
            .iter()
            .any(|(name, value)| name.starts_with("f6-f5") && value == "f6-f5 ply:2"),
        "{choices:?}"
    );

    // heligon's rules are longer than one Discord message (2,000 characters; the fake
    // refuses more, as Discord does): the answer is the first part, a follow-up the rest.
    let r = fake
        .slash(
            CAROL,
            IN_CHANNEL,
            "rules",
            &[("variant", 3, json!("heligon"))],
        )
        .await;
    let first = content(&r);
    assert!(first.starts_with("**heligon**"), "{first}");
    assert!(first.chars().count() <= 2000 && ephemeral(&r));
    let rest = followup(&fake, &token(&r)).await;
    assert!(rest.json["content"]
        .as_str()
        .unwrap()
        .ends_with("playing for Black)."));
    eventually("the rest of the rules", || {
        fake.messages_of(&token(&r)).len() == 2
    })
    .await;
    assert!(
        fake.messages_of(&token(&r)).iter().all(|m| m.ephemeral),
        "ephemeral too"
    );

    let r = fake
        .slash(BOB, in_thread, "move", &[("move", 3, json!("f6-f5 ply:2"))])
        .await;
    assert!(content(&r).contains("bob played f6-f5"), "{}", content(&r));
    assert_board(&r.files);
    // Two moves, two DMs to Carol (and Alice's "accepted" DM): one Create DM call each.
    eventually("Carol's second DM", || {
        fake.messages()
            .iter()
            .filter(|m| m.channel == dm_channel_of(CAROL.0))
            .count()
            == 2
    })
    .await;
    // Each move told the player to move by DM too (their default): Bob after Alice's first
    // move, Alice now, with the board and a link to the game's thread.
    eventually("Alice's turn by DM", || {
        fake.messages()
            .iter()
            .any(|m| m.channel == dm_channel_of(ALICE.0) && m.content.contains("Your move, by"))
    })
    .await;
    let to_alice: Vec<Msg> = fake
        .messages()
        .into_iter()
        .filter(|m| m.channel == dm_channel_of(ALICE.0) && m.content.contains("Your move, by"))
        .collect();
    assert_eq!(to_alice.len(), 1);
    assert!(
        to_alice[0].content.contains("bob played f6-f5"),
        "{}",
        to_alice[0].content
    );
    assert!(to_alice[0].has_file("board.png"));
    assert_eq!(
        fake.dm_creates(),
        3,
        "Alice's, Bob's and Carol's DM channels, once each"
    );

    // A restart mid-game: the game goes on.
    let log = bot.stop();
    assert_clean_log(&log, &fake);
    assert!(
        !log.contains("body: Some("),
        "no request bodies below trace"
    );
    assert!(
        !log.contains("[137, 80, 78, 71"),
        "no PNG bytes below trace"
    );
    let bot = Bot::start(dir.path(), &fake, "info", "second.log");
    fake.wait_identifies(2).await;
    let r = fake
        .slash(ALICE, in_thread, "move", &[("move", 3, json!("e4xf5"))])
        .await;
    assert!(
        content(&r)
            .contains("alice played e4xf5. alice takes circle 3 (c·3) on f5 with circle 6 (C·6) on e4 (gcd(6,3)=3)."),
        "{}",
        content(&r)
    );
    assert_board(&r.files);

    // Bob lets his day run out: the clock loop announces the forfeit in the game's thread.
    set_clock(dir.path(), T0 + 2 * 86_400);
    let path = format!("/api/v10/channels/{game_thread}/messages");
    let r = fake
        .wait_for("the forfeit announcement", |r| {
            r.path == path
                && r.json["content"]
                    .as_str()
                    .unwrap_or("")
                    .contains("wins on time")
        })
        .await;
    assert!(r.json["content"]
        .as_str()
        .unwrap()
        .contains("alice (White) wins on time: bob (Black) ran out of time"));
    assert_board(&r.files);
    let over = fake
        .messages()
        .into_iter()
        .find(|m| m.content.contains("wins on time"))
        .unwrap();
    assert_eq!(over.buttons(), ["rematch:1"]);

    // Alice asks for the rematch: the announcement says so and keeps its final board; the
    // new challenge to Bob is its own message, in the thread.
    let r = fake.press(ALICE, in_thread, over.id, "rematch:1").await;
    assert_eq!(r.json["type"], 7);
    assert!(r.json["data"].get("attachments").is_none());
    let over = fake.message(over.id);
    assert!(
        over.content.ends_with("**Rematch asked for by alice.**"),
        "{}",
        over.content
    );
    assert!(over.buttons().is_empty());
    assert!(over.has_file("board.png"), "the final board stays");
    let rematch = followup(&fake, &token(&r)).await;
    assert!(
        rematch.json["content"]
            .as_str()
            .unwrap()
            .starts_with("Rematch of game #1. Game #2: alice challenges bob"),
        "{:#}",
        rematch.json
    );
    eventually("the rematch challenge", || {
        fake.messages_of(&token(&r)).len() == 1
    })
    .await;
    let challenge = &fake.messages_of(&token(&r))[0];
    assert_eq!(challenge.channel, game_thread);
    assert_eq!(challenge.buttons(), ["accept:2", "decline:2"]);
    assert_clean_log(&bot.stop(), &fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_and_lists_show_as_discord_shows_them() {
    within(240, views_scenario()).await;
}

async fn views_scenario() {
    let dir = bot_folder(T0);
    // Game 1, two moves in; then 24 open challenges, from 24 players, in the same channel.
    let mut steps = vec![
        (person(ALICE), SERVER, open_challenge(3)),
        (
            person(BOB),
            SERVER,
            Command::Accept {
                game: Some(1),
                team: None,
            },
        ),
        (person(ALICE), SERVER, mv(Some(1), "d4-d5")),
        (person(BOB), SERVER, mv(Some(1), "f6-f5")),
    ];
    for i in 0..24 {
        steps.push((
            person((100 + i, &format!("player{i}"))),
            SERVER,
            open_challenge(3),
        ));
    }
    seed(dir.path(), &steps);
    let Scene {
        dir: _dir,
        fake,
        bot,
    } = Scene::start_on(dir, "info", "bot.log").await;

    // A refused /history is answered at once, seen only by the one who asked: no deferral,
    // whose "thinking" message would have been public.
    let r = fake
        .slash(CAROL, IN_CHANNEL, "history", &[("game", 4, json!(999))])
        .await;
    assert_eq!(r.json["type"], 4);
    let refusal = fake.original(&token(&r));
    assert!(refusal.ephemeral, "only Carol sees it");
    assert_eq!(refusal.content, "there is no game #999 on this server");

    // A record is deferred publicly and edited into place: one public message, the record
    // and the replay attached, no "thinking" left.
    let r = fake.slash(ALICE, IN_CHANNEL, "history", &[]).await;
    assert_eq!(r.json["type"], 5);
    assert_eq!(r.json["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0);
    let path = format!(
        "/api/v10/webhooks/{APP_ID}/{}/messages/@original",
        token(&r)
    );
    let edit = fake
        .wait_for("the record", |q| q.method == "PATCH" && q.path == path)
        .await;
    assert!(edit.files.iter().any(|(n, _)| n == "rithmo-game-1.txt"));
    let gif = &edit
        .files
        .iter()
        .find(|(n, _)| n == "rithmo-game-1.gif")
        .unwrap()
        .1;
    assert!(gif.starts_with(b"GIF89a"), "the replay");
    let shown = fake.messages_of(&token(&r));
    assert_eq!(
        shown.len(),
        1,
        "the deferral's message, edited: nothing else"
    );
    assert!(!shown[0].loading && !shown[0].ephemeral);
    assert_eq!(shown[0].content, "The record of game #1 (1 move).");

    // 25 games in the channel: one private message with a page, and page buttons.
    let r = fake
        .slash(CAROL, IN_CHANNEL, "games", &[("channel", 5, json!(true))])
        .await;
    assert_eq!(r.json["type"], 4);
    let list = fake.original(&token(&r));
    assert!(list.ephemeral, "lists are private");
    assert!(
        list.content
            .starts_with("Games in this channel (page 1 of 3, 25 games):"),
        "{}",
        list.content
    );
    assert_eq!(list.content.lines().count(), 11, "a title and ten games");
    assert_eq!(list.buttons(), ["games:channel:2"]);
    // Next turns the page in place; no new message.
    let r = fake
        .press(CAROL, IN_CHANNEL, list.id, "games:channel:2")
        .await;
    assert_eq!(r.json["type"], 7);
    let page = fake.message(list.id);
    assert!(
        page.content.contains("(page 2 of 3, 25 games)"),
        "{}",
        page.content
    );
    assert!(page
        .content
        .contains("#12 neo: challenge from player10 to anyone"));
    assert_eq!(page.buttons(), ["games:channel:1", "games:channel:3"]);
    assert!(page.ephemeral);
    assert!(fake.messages_of(&token(&r)).is_empty());
    assert_clean_log(&bot.stop(), &fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_is_reachable_from_where_it_does_not_belong() {
    within(240, places_scenario()).await;
}

async fn places_scenario() {
    let dir = bot_folder(T0);
    // Game 1: an open challenge Alice made in her DM with the bot, before commands had
    // contexts. Game 2: Alice against Bob on the server, in thread 4242.
    let alice_dm = Place {
        guild: None,
        channel: dm_channel_of(ALICE.0),
        thread: None,
        lang: None,
    };
    seed(
        dir.path(),
        &[
            (person(ALICE), alice_dm, open_challenge(3)),
            (
                person(ALICE),
                SERVER,
                Challenge::to(Some(person(BOB))).command(),
            ),
            (
                person(BOB),
                SERVER,
                Command::Accept {
                    game: Some(2),
                    team: None,
                },
            ),
        ],
    );
    Service::open(&dir.path().join("bot.db"))
        .unwrap()
        .attach_thread(2, 4242)
        .unwrap();
    // Trace for everything: request bodies may show, tokens never.
    let Scene {
        dir: _dir,
        fake,
        bot,
    } = Scene::start_on(dir, "trace", "bot.log").await;

    let refused = |r: &Recorded, words: &str| {
        assert_eq!(r.json["type"], 4);
        assert!(ephemeral(r), "{}", content(r));
        assert!(content(r).contains(words), "{}", content(r));
    };
    // Bob, in his own DM with the bot, reaches for Alice's DM challenge: by a hand-made
    // /accept (Discord does not offer it in DMs), and by a hand-made press of its button.
    let r = fake
        .slash(BOB, dm(BOB.0), "accept", &[("game", 4, json!(1))])
        .await;
    refused(&r, "/accept works in a server's channels");
    let old = fake.put_message(
        dm_channel_of(BOB.0),
        "Game #1: alice challenges anyone",
        json!([{"type": 1, "components": [
            {"type": 2, "style": 3, "label": "Accept", "custom_id": "accept:1"}]}]),
    );
    let r = fake.press(BOB, dm(BOB.0), old, "accept:1").await;
    refused(&r, "you have no game #1 in direct messages");
    // /games is offered in DMs and lists one's own games on every server: Bob sees his
    // game #2 on the server, never Alice's DM challenge; Alice sees both of hers.
    let r = fake.slash(BOB, dm(BOB.0), "games", &[]).await;
    let bobs = content(&r);
    assert!(ephemeral(&r), "{bobs}");
    assert!(
        bobs.starts_with("Your games on every server:\n- #2 neo against alice"),
        "{bobs}"
    );
    assert!(!bobs.contains("#1"), "Alice's DM challenge leaked: {bobs}");
    let r = fake.slash(ALICE, dm(ALICE.0), "games", &[]).await;
    let alices = content(&r);
    assert!(alices.contains("\n- #1 neo"), "{alices}");
    assert!(alices.contains("\n- #2 neo against bob"), "{alices}");
    // No new game is made in a DM.
    let r = fake.slash(ALICE, dm(ALICE.0), "challenge", &[]).await;
    refused(&r, "/challenge works in a server's channels");
    let r = fake.slash(BOB, dm(BOB.0), "help", &[]).await;
    assert!(
        ephemeral(&r) && content(&r).contains("/challenge"),
        "{}",
        content(&r)
    );

    // Another server's id with this server's channel, or with game 2's thread: nothing.
    let elsewhere = Where {
        guild: Some(999),
        ..IN_CHANNEL
    };
    let r = fake.slash(ALICE, elsewhere, "resign", &[]).await;
    refused(&r, "you have no game going on in this channel");
    let r = fake
        .slash(ALICE, elsewhere, "resign", &[("game", 4, json!(2))])
        .await;
    refused(&r, "there is no game #2 on this server");
    let r = fake
        .slash(
            ALICE,
            Where {
                guild: Some(999),
                ..thread(4242)
            },
            "resign",
            &[],
        )
        .await;
    refused(&r, "you have no game going on in this channel");

    // Numbers out of range, hand-made: refused as sent, never wrapped.
    let r = fake
        .slash(
            CAROL,
            IN_CHANNEL,
            "challenge",
            &[("days", 4, json!(4_294_967_299_u64))],
        )
        .await;
    refused(&r, "days must be from 1 to 14, not 4294967299");
    let r = fake
        .slash(
            CAROL,
            IN_CHANNEL,
            "vacation",
            &[("days", 4, json!(4_294_967_299_u64))],
        )
        .await;
    refused(&r, "days must be from 1 to 14, not 4294967299");
    let r = fake
        .slash(ALICE, IN_CHANNEL, "board", &[("game", 4, json!(-2))])
        .await;
    refused(&r, "game must be from 1 to 9007199254740991, not -2");

    // Game 2 goes on, and only it is in the channel: nothing above changed anything.
    let r = fake.slash(ALICE, thread(4242), "board", &[]).await;
    assert!(
        content(&r).contains("Game #2 (neo), move 1: alice (White) to move"),
        "{}",
        content(&r)
    );
    let r = fake
        .slash(CAROL, IN_CHANNEL, "games", &[("channel", 5, json!(true))])
        .await;
    assert!(
        content(&r).starts_with(
            "Games in this channel:\n#2 neo: alice 1500? (White) vs bob 1500? (Black)"
        ),
        "{}",
        content(&r)
    );
    assert_eq!(content(&r).lines().count(), 2);
    let log = bot.stop();
    assert!(
        log.contains("INTERACTION_CREATE") || log.contains("TRACE"),
        "a trace log"
    );
    assert_clean_log(&log, &fake);
}

/// The fake itself keeps Discord's documented rule for the path the bot no longer uses: a
/// first follow-up after a deferral edits the "thinking" message and keeps its visibility.
#[test]
fn the_fake_discord_keeps_a_deferrals_visibility_on_its_first_followup() {
    let mut world = World::new(1);
    let payload = slash(7, CAROL, IN_CHANNEL, "history", &[]);
    let token = token_of(7);
    world.received(&payload);
    let (status, _) = world.callback("7", &token, &json!({"type": 5, "data": {}}), &[]);
    assert_eq!(status, "204 No Content");
    let refusal = json!({"content": "you have no game in this channel", "flags": EPHEMERAL});
    let (_, first) = world.followup(&token, &refusal, &[]);
    let original = world.interaction(&token).unwrap().original.unwrap();
    assert_eq!(
        first.unwrap()["id"],
        original.to_string(),
        "the same message"
    );
    let shown = world.message(original).unwrap();
    assert!(
        !shown.ephemeral,
        "public, as the deferral was: the whole channel sees it"
    );
    assert_eq!(shown.content, "you have no game in this channel");
    // A second follow-up is a new message with its own visibility.
    world.followup(&token, &refusal, &[]);
    assert!(world.messages.last().unwrap().ephemeral);
    assert_eq!(world.messages.len(), 2);
    // An interaction is answered once; UPDATE_MESSAGE answers components only.
    let (status, body) = world.callback("7", &token, &json!({"type": 4, "data": {}}), &[]);
    assert_eq!(
        (status, body.unwrap()["code"].clone()),
        ("400 Bad Request", json!(40060))
    );
    let payload = slash(8, CAROL, IN_CHANNEL, "board", &[]);
    world.received(&payload);
    let (status, _) = world.callback("8", &token_of(8), &json!({"type": 7, "data": {}}), &[]);
    assert_eq!(status, "400 Bad Request");
}
