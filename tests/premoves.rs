//! Conditional moves (`/premove`): a line given while the opponent is to move answers their
//! moves at once, in their move's transaction, posted as the player's move and marked as
//! conditional; a reply the line did not foresee drops it; the player is told privately
//! each time; the opponent never sees the lines. Bad lines are refused with the reason.

mod common;

use common::driver::{refused, refused_as, sq, BotChallenge, Challenge, Driver};
use common::people::{alice, bob, carol, speaking, T0};
use rithmo::i18n::Lang;
use rithmo::rules::explain::resolve;
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{Game, Illegal, Ruleset, VariantId};
use rithmo::service::{ColourChoice, Command, Refusal, Reply, User};

fn premove(line: &str) -> Command {
    Command::Premove {
        game: None,
        line: Some(line.into()),
        clear: false,
    }
}

/// `/premove` alone: the caller's lines.
fn listing() -> Command {
    Command::Premove {
        game: None,
        line: None,
        clear: false,
    }
}

fn board() -> Command {
    Command::Board { game: None }
}

fn history() -> Command {
    Command::History { game: None }
}

/// The `k`-th legal move of the side to move that lands on an empty square (in `neo` only a
/// landing captures, so nothing is taken and the game goes on).
fn quiet(game: &Game, k: usize) -> String {
    let moves: Vec<String> = legal_actions(&game.rules, &game.pos)
        .into_iter()
        .filter(|a| game.pos.at(a.to()).is_none())
        .map(|a| a.text(&game.pos))
        .collect();
    moves[k % moves.len()].clone()
}

fn play(game: &mut Game, text: &str) {
    let action = resolve(game, text).unwrap();
    game.play(action);
}

/// Everything a reply shows its readers: its text, its notices' texts, its files.
fn shown(r: &Reply) -> String {
    let mut all = r.text.clone();
    for n in &r.notices {
        all.push('\n');
        all.push_str(&n.text);
    }
    for f in &r.files {
        all.push('\n');
        all.push_str(&String::from_utf8_lossy(&f.bytes));
    }
    all
}

/// Alice (White) and Bob in game #1 of neo, Alice's first move played: Bob is to move. The
/// game as the rules see it.
fn started(b: &mut Driver, white: &User, black: &User) -> Game {
    b.duel(
        white,
        black,
        Challenge::to(Some(black.clone())).command(),
        T0,
    );
    let mut game = Game::new(Ruleset::new(VariantId::Neo, &[]).unwrap());
    let first = quiet(&game, 0);
    b.played(white, &first, T0 + 1);
    play(&mut game, &first);
    game
}

/// Six moves from `game`: Bob's, Alice's answer, and so on, each quiet and legal where it
/// would be played.
fn line_from(game: &Game) -> Vec<String> {
    let mut g = game.clone();
    let mut line = Vec::new();
    for k in 0..6 {
        let m = quiet(&g, 3 + 5 * k);
        play(&mut g, &m);
        line.push(m);
    }
    line
}

#[test]
fn a_three_step_line_answers_twice_then_breaks_on_another_reply() {
    let mut b = Driver::new();
    let game = started(&mut b, &alice(), &bob());
    let line = line_from(&game);
    let r = b.run(&alice(), premove(&line.join(" ")), T0 + 2);
    assert!(r.ephemeral, "only Alice sees her lines");
    assert!(
        r.text.contains("Saved for game #1, only you see it: ")
            && r.text.contains(&format!("{} → {}", line[0], line[1]))
            && r.text.contains("You have 1 line there."),
        "{}",
        r.text
    );
    // What Bob can look at meanwhile shows none of it.
    for asked in [board(), history()] {
        let seen = shown(&b.run(&bob(), asked, T0 + 3));
        assert!(!seen.contains(&line[1]), "{seen}");
    }

    // Bob plays the reply foreseen: Alice's answer comes at once, posted as her move.
    let r = b.played(&bob(), &line[0], T0 + 4);
    assert!(
        r.text
            .contains(&format!("Game #1, move 1: bob played {}.", line[0])),
        "{}",
        r.text
    );
    assert!(
        r.text.contains(&format!(
            "Game #1, move 2: alice played {} (conditional move).",
            line[1]
        )),
        "{}",
        r.text
    );
    assert!(r.text.contains("bob to move"), "{}", r.text);
    assert_eq!(r.mentions, [bob().id], "Bob is told it is his move again");
    let told = r
        .notices
        .iter()
        .find(|n| n.user == alice().id)
        .expect("Alice told");
    assert!(
        told.text.contains(&format!(
            "your opponent played {}, and your conditional move {} was played at once. 1 line of yours goes on from here.",
            line[0], line[1]
        )),
        "{}",
        told.text
    );
    assert!(told.board.is_some(), "with the board");
    assert!(!shown(&r).contains(&line[5]), "the rest stays Alice's");

    // Again.
    let r = b.played(&bob(), &line[2], T0 + 5);
    assert!(
        r.text.contains(&line[3]) && r.text.contains("(conditional move)"),
        "{}",
        r.text
    );
    let told = r.notices.iter().find(|n| n.user == alice().id).unwrap();
    assert!(
        told.text.contains("1 line of yours goes on from here."),
        "{}",
        told.text
    );
    let listed = b.run(&alice(), listing(), T0 + 6);
    assert!(
        listed.ephemeral && listed.text.contains(&format!("{} → {}", line[4], line[5])),
        "{}",
        listed.text
    );

    // Bob plays another move than the one foreseen: nothing is answered, the line is gone.
    let mut g = game.clone();
    for m in &line[..4] {
        play(&mut g, m);
    }
    let other = (0..40)
        .map(|k| quiet(&g, k))
        .find(|m| *m != line[4])
        .unwrap();
    let r = b.played(&bob(), &other, T0 + 7);
    assert!(!r.text.contains("(conditional move)"), "{}", r.text);
    assert!(r.text.contains("alice to move"), "{}", r.text);
    let told = r.notices.iter().find(|n| n.user == alice().id).unwrap();
    assert!(
        told.text.contains(&format!(
            "your opponent played {other}, which none of your conditional lines foresaw; they are dropped."
        )),
        "{}",
        told.text
    );
    let listed = b.run(&alice(), listing(), T0 + 8);
    assert!(
        listed
            .text
            .contains("You have no conditional moves in game #1."),
        "{}",
        listed.text
    );
    // Bob was never told of a line, nor is it in the record.
    for asked in [board(), history()] {
        let seen = shown(&b.run(&bob(), asked, T0 + 9));
        assert!(!seen.contains(&line[5]), "{seen}");
        assert!(!seen.contains("conditional line"), "{seen}");
    }
}

#[test]
fn bad_lines_are_refused_with_the_reason_and_change_nothing() {
    let mut b = Driver::new();
    let game = started(&mut b, &alice(), &bob());
    let line = line_from(&game);
    let before = b.snapshot();
    // An illegal move, named with its place in the line.
    let bad = format!("{} {} {} a1-a9", line[0], line[1], line[2]);
    refused_as(&b.run(&alice(), premove(&bad), T0 + 2), |x| {
        matches!(x, Refusal::PremoveIllegal {
                number: 4,
                text,
                why: Illegal::Unreachable { from, to, .. },
            } if text == "a1-a9" && *from == sq("a1") && *to == sq("a9"))
    });
    refused(
        &b.run(&alice(), premove(&line[..3].join(" ")), T0 + 2),
        Refusal::PremoveEndsWithTheirs {
            text: line[2].clone(),
        },
    );
    let long = vec![line[0].clone(); 22].join(" ");
    refused(
        &b.run(&alice(), premove(&long), T0 + 2),
        Refusal::PremoveTooLong { count: 22, max: 20 },
    );
    // Bob is to move: his own line is refused.
    refused(
        &b.run(&bob(), premove(&line[1..3].join(" ")), T0 + 2),
        Refusal::PremoveYourTurn { game: 1 },
    );
    // Carol plays no game here.
    let r = b.run(&carol(), premove(&line[..2].join(" ")), T0 + 2);
    assert!(r.ephemeral, "{}", r.text);
    assert_eq!(b.snapshot(), before, "nothing changed");
    // One answer to each reply.
    b.run(&alice(), premove(&line[..2].join(" ")), T0 + 3);
    let other_answer = format!(
        "{} {}",
        line[0],
        quiet(
            &{
                let mut g = game.clone();
                play(&mut g, &line[0]);
                g
            },
            11
        )
    );
    refused(
        &b.run(&alice(), premove(&other_answer), T0 + 4),
        Refusal::PremoveDisagrees {
            theirs: line[0].clone(),
            before: line[1].clone(),
            now: other_answer.split_once(' ').unwrap().1.into(),
        },
    );
}

#[test]
fn not_in_games_against_the_bot() {
    let mut b = Driver::new();
    let black = BotChallenge {
        colour: ColourChoice::Black,
        ..BotChallenge::level(1)
    };
    let r = b.ok(&alice(), black.command(), T0);
    assert!(r.game.is_some(), "{}", r.text);
    refused(
        &b.run(&alice(), premove("f6-f5 d4-d5"), T0 + 1),
        Refusal::PremoveAgainstBot { game: 1 },
    );
}

#[test]
fn the_player_is_told_in_their_own_language() {
    let mut b = Driver::new();
    let anna = speaking(1, "anna", Lang::De);
    let bruno = speaking(2, "bruno", Lang::It);
    let game = started(&mut b, &anna, &bruno);
    let line = line_from(&game);
    let r = b.run(&anna, premove(&line[..2].join(" ")), T0 + 2);
    assert!(
        r.text
            .contains("Für Partie #1 gespeichert, nur du siehst es"),
        "{}",
        r.text
    );
    let r = b.played(&bruno, &line[0], T0 + 3);
    let told = r.notices.iter().find(|n| n.user == anna.id).unwrap();
    assert!(
        told.text.contains(&format!(
            "dein bedingter Zug {} wurde sofort gespielt",
            line[1]
        )),
        "{}",
        told.text
    );
    // Bruno's lines, in Italian: he moves, then answers Anna in advance.
    let mut g = game.clone();
    play(&mut g, &line[0]);
    play(&mut g, &line[1]);
    let x = quiet(&g, 2);
    b.played(&bruno, &x, T0 + 4);
    play(&mut g, &x);
    let y = quiet(&g, 0);
    let mut h = g.clone();
    play(&mut h, &y);
    let z = quiet(&h, 4);
    let r = b.run(&bruno, premove(&format!("{y} {z}")), T0 + 5);
    assert!(
        r.text
            .contains("Salvato per la partita #1, lo vedi solo tu"),
        "{}",
        r.text
    );
}
