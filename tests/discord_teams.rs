//! End to end: a team of a Discord role plays the bot by vote, through the real `rithmo
//! serve` against the fake Discord. Members act as Discord sends them: slash commands with
//! a ROLE option and their roles in `member.roles`; the bot asks Discord how many members a
//! role has before seating it. A vote button's press updates the tally post in place until
//! the quorum plays the move; a changed vote, `/votes`, and the refusals (a non-member, a
//! team of one, a role with nobody in it) are seen as members see them.

mod common;
mod fake_discord;
use common::people::{ALICE, BOB, CAROL, T0};
use fake_discord::*;
use serde_json::{json, Value};

const OWLS: u64 = 300;
const SOLO: u64 = 301;
const NOBODY: u64 = 302;
const DAVE: (u64, &str) = (14, "dave");
/// White's second proposal, besides d4-d5.
const OTHER: &str = "d4-e5";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_owls_vote_their_moves_against_the_bot_through_a_fake_discord() {
    within(240, scenario()).await;
}

/// `/challenge bot:1 variant:neo colour:white team:@role mode:vote quorum:2`, as Discord
/// sends it: `team` a ROLE option (type 8) holding the role's id.
fn team_challenge(role: u64) -> Vec<(&'static str, u8, Value)> {
    vec![
        ("bot", 4, json!(1)),
        ("variant", 3, json!("neo")),
        ("colour", 3, json!("white")),
        ("team", 8, json!(role.to_string())),
        ("mode", 3, json!("vote")),
        ("quorum", 4, json!(2)),
    ]
}

async fn scenario() {
    let Scene { dir, fake, bot } = Scene::start_in(
        bot_folder(T0),
        |fake| {
            fake.set_role(GUILD, OWLS, "Owls", &[ALICE.0, BOB.0, CAROL.0]);
            fake.set_role(GUILD, SOLO, "Solo", &[DAVE.0]);
            fake.set_role(GUILD, NOBODY, "Nobody", &[]);
        },
        "debug",
        "bot.log",
    )
    .await;
    let commands = valid_registration(&fake).await;
    let team = &registered(&commands, "challenge")["options"];
    let team = team
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "team");
    assert_eq!(team.unwrap()["type"], 8, "team is a ROLE option");

    refused_teams(&fake).await;
    let game_thread = begin(&fake, dir.path()).await;
    let in_thread = thread(game_thread);
    let first = vote_and_change(&fake, in_thread).await;
    outsider_refused(&fake, in_thread, first).await;
    press_in_place(&fake, in_thread, first).await;
    votes_shown(&fake, in_thread).await;
    quorum_plays(&fake, in_thread, first, game_thread).await;

    let log = bot.stop();
    assert!(
        !log.contains("fake-bot-token.secret"),
        "the token is never logged"
    );
}

/// A team of one and a role nobody has are refused, privately, with the reason: Discord's
/// member counts say so.
async fn refused_teams(fake: &FakeDiscord) {
    let r = fake
        .slash(DAVE, IN_CHANNEL, "challenge", &team_challenge(SOLO))
        .await;
    assert!(ephemeral(&r), "{}", content(&r));
    assert!(
        content(&r).contains("Solo has one member"),
        "{}",
        content(&r)
    );
    let r = fake
        .slash(ALICE, IN_CHANNEL, "challenge", &team_challenge(NOBODY))
        .await;
    assert!(ephemeral(&r), "{}", content(&r));
    assert!(
        content(&r).contains("Nobody has no members"),
        "{}",
        content(&r)
    );
    let asked = fake.requests().into_iter().filter(|r| {
        r.method == "GET" && r.path == format!("/api/v10/guilds/{GUILD}/roles/member-counts")
    });
    assert_eq!(
        asked.count(),
        2,
        "the counts are asked of Discord each time"
    );
}

/// Alice challenges the bot for the Owls: the game begins at once, the terms say how they
/// vote; its thread is opened.
async fn begin(fake: &FakeDiscord, dir: &std::path::Path) -> u64 {
    let r = fake
        .slash(ALICE, IN_CHANNEL, "challenge", &team_challenge(OWLS))
        .await;
    let text = content(&r);
    assert!(!ephemeral(&r), "{text}");
    assert!(text.contains("Game #1 begins: Owls"), "{text}");
    assert!(text.contains("Owls plays as a team, by vote"), "{text}");
    fake.wait_for("a thread for the game", |r| {
        r.method == "POST" && r.path.ends_with("/threads")
    })
    .await;
    wait_thread_recorded(dir, 1).await;
    let thread = fake.state.lock().unwrap().threads[0];
    thread
}

/// Bob proposes d4-d5 (the tally is posted, with a button for it), then changes his vote
/// to another move: the tally post that names d4-d5, id returned.
async fn vote_and_change(fake: &FakeDiscord, at: Where) -> u64 {
    let r = fake
        .slash(BOB, at, "move", &[("move", 3, json!("d4-d5"))])
        .await;
    let text = content(&r);
    assert!(!ephemeral(&r), "{text}");
    assert!(text.contains("bob votes d4-d5."), "{text}");
    assert!(text.contains("d4-d5: 1 vote (bob)"), "{text}");
    let first = fake.original(&token(&r));
    assert_eq!(first.buttons(), ["vote:1:1:d4-d5"]);

    let r = fake
        .slash(BOB, at, "move", &[("move", 3, json!(OTHER))])
        .await;
    let text = content(&r);
    assert!(
        text.contains(&format!("bob changes their vote from d4-d5 to {OTHER}.")),
        "{text}"
    );
    assert!(text.contains(&format!("{OTHER}: 1 vote (bob)")), "{text}");
    assert!(!text.contains("d4-d5: 1 vote"), "Bob's vote moved: {text}");
    first.id
}

/// Dave, not an Owl, is refused privately with the reason, by `/move` and by a vote
/// button on the tally post, which stays as it was.
async fn outsider_refused(fake: &FakeDiscord, at: Where, post: u64) {
    let r = fake
        .slash(DAVE, at, "move", &[("move", 3, json!("d4-d5"))])
        .await;
    assert!(ephemeral(&r), "{}", content(&r));
    assert!(
        content(&r).contains("you are not a member of Owls"),
        "{}",
        content(&r)
    );
    let r = fake.press(DAVE, at, post, "vote:1:1:d4-d5").await;
    assert!(ephemeral(&r), "{}", content(&r));
    assert!(
        content(&r).contains("you are not a member of Owls: only its members play for it"),
        "{}",
        content(&r)
    );
    assert_eq!(fake.message(post).edits, 0, "the tally post is left alone");
}

/// Carol presses d4-d5 on the first tally post: one vote each, no quorum yet, so the post
/// itself shows the new tally, with a button for each move.
async fn press_in_place(fake: &FakeDiscord, at: Where, post: u64) {
    let r = fake.press(CAROL, at, post, "vote:1:1:d4-d5").await;
    assert_eq!(r.json["type"], 7, "the tally post is updated in place");
    let shown = fake.message(post);
    assert_eq!(shown.edits, 1);
    assert!(
        shown.content.contains("carol votes d4-d5."),
        "{}",
        shown.content
    );
    assert!(
        shown.content.contains("d4-d5: 1 vote (carol)"),
        "{}",
        shown.content
    );
    assert!(
        shown.content.contains(&format!("{OTHER}: 1 vote (bob)")),
        "{}",
        shown.content
    );
    let mut buttons = shown.buttons();
    buttons.sort();
    let mut want = vec!["vote:1:1:d4-d5".to_string(), format!("vote:1:1:{OTHER}")];
    want.sort();
    assert_eq!(buttons, want);
}

/// `/votes` answers Alice alone, with the tally and its buttons.
async fn votes_shown(fake: &FakeDiscord, at: Where) {
    let r = fake.slash(ALICE, at, "votes", &[]).await;
    let text = content(&r);
    assert!(ephemeral(&r), "{text}");
    assert!(
        text.contains("The vote of Owls for move 1 of game #1"),
        "{text}"
    );
    assert!(text.contains("d4-d5: 1 vote (carol)"), "{text}");
    assert_eq!(fake.original(&token(&r)).buttons().len(), 2);
}

/// Alice presses Bob's move on the updated post: two votes, the quorum, so the move is
/// played and posted with the board, and the bot answers in the thread.
async fn quorum_plays(fake: &FakeDiscord, at: Where, post: u64, thread: u64) {
    let r = fake
        .press(ALICE, at, post, &format!("vote:1:1:{OTHER}"))
        .await;
    assert_eq!(r.json["type"], 4, "the played move is a post of its own");
    let text = content(&r);
    assert!(!ephemeral(&r), "{text}");
    assert!(
        text.contains(&format!("Owls plays {OTHER} with 2 votes (bob, alice).")),
        "{text}"
    );
    assert_board(&r.files);
    let path = format!("/api/v10/channels/{thread}/messages");
    fake.wait_for("the bot's move", |r| {
        r.method == "POST"
            && r.path == path
            && r.json["content"]
                .as_str()
                .is_some_and(|c| c.contains("Rithmo level 1 played"))
    })
    .await;
}
