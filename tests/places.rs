//! A game belongs to its place, on a real SQLite file: a server's game is reached from that
//! server only, whatever channel or thread a request names; a game made in a direct message
//! is reached only by its players, from their direct messages. Every refusal changes nothing.

use rithmo::service::{Command, DrawAction, Place, Refusal, Request, User, Via, Want};

mod common;

use common::driver::{games_in, mv, refused, Challenge, Driver};
use common::people::{alice, bob, carol, ELSEWHERE, T0};

const SERVER: Place = Place {
    guild: Some(7),
    channel: 70,
    thread: None,
    lang: None,
};
/// Another server claiming the same channel (only a hand-made request can).
const OTHER_SERVER: Place = Place {
    guild: Some(8),
    channel: 70,
    thread: None,
    lang: None,
};

/// A user's DM with the bot: no server, a channel of its own.
fn dm_of(u: &User) -> Place {
    Place {
        guild: None,
        channel: 9_000 + u.id,
        thread: None,
        lang: None,
    }
}

fn bot() -> Driver {
    Driver::new()
}

/// This file's refusals on the driver.
trait Refuse {
    fn refuse(&mut self, who: &User, place: Place, command: Command, expected: Refusal);
}

impl Refuse for Driver {
    /// Runs a command that must be refused for the reason `expected`, and checks nothing
    /// changed.
    #[track_caller]
    fn refuse(&mut self, who: &User, place: Place, command: Command, expected: Refusal) {
        let before = self.snapshot();
        let r = self.at(place, who, command.clone(), T0);
        assert!(r.ephemeral, "{command:?} is refused: {}", r.text);
        assert_eq!(r.refused, Some(expected), "{command:?}: {}", r.text);
        assert_eq!(self.snapshot(), before, "{command:?} changed nothing");
    }
}

fn challenge(opponent: Option<User>) -> Command {
    Challenge::to(opponent).command()
}

/// Everything a stranger might try on game `id`.
fn reaching_for(id: i64) -> Vec<Command> {
    let game = Some(id);
    vec![
        Command::Accept { game, team: None },
        Command::Decline { game },
        Command::Cancel { game },
        Command::Board { game },
        Command::History { game },
        Command::Watch { game },
        Command::Resign { game },
        mv(game, "d4-d5"),
        Command::Draw {
            game,
            action: DrawAction::Offer,
            offer_ply: None,
        },
    ]
}

#[test]
fn an_open_challenge_made_in_a_dm_is_reached_only_by_its_challenger() {
    let mut b = bot();
    let r = b.at(dm_of(&alice()), &alice(), challenge(None), T0);
    assert_eq!(r.game, Some(1), "{}", r.text);
    // Bob, from his own DM: "no server" is no address.
    for c in reaching_for(1) {
        b.refuse(
            &bob(),
            dm_of(&bob()),
            c,
            Refusal::NoSuchGame {
                game: 1,
                in_dms: true,
            },
        );
    }
    // Nor by naming Alice's DM channel, nor from a server.
    b.refuse(
        &bob(),
        dm_of(&alice()),
        Command::Accept {
            game: None,
            team: None,
        },
        Refusal::NoGameHere {
            want: Want::ChallengeForMe,
        },
    );
    b.refuse(
        &bob(),
        SERVER,
        Command::Accept {
            game: Some(1),
            team: None,
        },
        Refusal::NoSuchGame {
            game: 1,
            in_dms: false,
        },
    );
    // Pressing its button from elsewhere is refused the same way.
    let before = b.snapshot();
    let r = b.svc.run(
        &Request::press(Via::Console, &bob(), &dm_of(&bob()), "accept:1"),
        T0,
    );
    refused(
        &r,
        Refusal::NoSuchGame {
            game: 1,
            in_dms: true,
        },
    );
    assert_eq!(r.settled, None, "the button's message is left alone");
    assert_eq!(b.snapshot(), before);
    // Alice still reaches it: it is hers.
    let r = b.at(
        dm_of(&alice()),
        &alice(),
        Command::Board { game: Some(1) },
        T0,
    );
    assert!(r.text.contains("Game #1 (neo)"), "{}", r.text);
    let r = b.at(
        dm_of(&alice()),
        &alice(),
        Command::Cancel { game: Some(1) },
        T0,
    );
    assert!(r.text.contains("alice withdrew challenge #1"), "{}", r.text);
}

#[test]
fn a_game_made_in_a_dm_is_reached_by_its_two_players_only() {
    let mut b = bot();
    b.at(dm_of(&alice()), &alice(), challenge(Some(bob())), T0);
    // Bob is the one challenged: he accepts from his own DM.
    let r = b.at(
        dm_of(&bob()),
        &bob(),
        Command::Accept {
            game: Some(1),
            team: None,
        },
        T0,
    );
    assert!(r.game_started, "{}", r.text);
    for c in reaching_for(1) {
        b.refuse(
            &carol(),
            dm_of(&carol()),
            c,
            Refusal::NoSuchGame {
                game: 1,
                in_dms: true,
            },
        );
    }
    let r = b.at(
        dm_of(&alice()),
        &alice(),
        Command::Board { game: Some(1) },
        T0,
    );
    assert!(r.text.contains("alice (White) to move"), "{}", r.text);
    // In a direct message, read by the caller alone, the board is drawn from their side.
    assert!(!r.board.as_ref().unwrap().flip);
    let r = b.at(dm_of(&bob()), &bob(), Command::Board { game: Some(1) }, T0);
    assert!(
        r.board.as_ref().unwrap().flip,
        "Bob (Black) sees Black at the bottom"
    );
    // Its list is its players' alone.
    let mine = |b: &mut Driver, who: &User| {
        b.at(dm_of(who), who, games_in(rithmo::service::Scope::Mine), T0)
            .text
    };
    let bobs = mine(&mut b, &bob());
    assert!(bobs.contains("- #1 neo against alice"), "{bobs}");
    assert_eq!(mine(&mut b, &carol()), "Your games on every server: none.");
}

#[test]
fn a_servers_game_is_reached_from_that_server_only_by_number_channel_or_thread() {
    let mut b = bot();
    b.at(SERVER, &alice(), challenge(Some(bob())), T0);
    let r = b.at(
        SERVER,
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0,
    );
    assert!(r.game_started, "{}", r.text);
    b.svc.attach_thread(1, 555).unwrap();
    let thread = |place: Place| Place {
        thread: Some(555),
        ..place
    };
    // By number, from another server or a DM.
    for c in reaching_for(1) {
        b.refuse(
            &alice(),
            OTHER_SERVER,
            c.clone(),
            Refusal::NoSuchGame {
                game: 1,
                in_dms: false,
            },
        );
        b.refuse(
            &alice(),
            dm_of(&alice()),
            c,
            Refusal::NoSuchGame {
                game: 1,
                in_dms: true,
            },
        );
    }
    // By this server's channel or the game's thread, with another server's id.
    for place in [OTHER_SERVER, thread(OTHER_SERVER)] {
        b.refuse(
            &alice(),
            place,
            Command::Resign { game: None },
            Refusal::NoGameHere {
                want: Want::MyActive,
            },
        );
        b.refuse(
            &alice(),
            place,
            mv(None, "d4-d5"),
            Refusal::NoGameHere {
                want: Want::MyActive,
            },
        );
        b.refuse(
            &carol(),
            place,
            Command::Watch { game: None },
            Refusal::NoGameHere { want: Want::Any },
        );
        assert!(
            b.svc.legal_moves(&alice(), &place, None).moves.is_empty(),
            "no autocomplete either"
        );
    }
    // The same requests from the game's own server work.
    assert!(!b
        .svc
        .legal_moves(&alice(), &thread(SERVER), None)
        .moves
        .is_empty());
    let r = b.at(thread(SERVER), &alice(), mv(None, "d4-d5"), T0);
    assert!(r.text.contains("alice played d4-d5"), "{}", r.text);
}

#[test]
fn a_rematch_never_accepts_a_challenge_from_another_place() {
    let mut b = bot();
    b.at(SERVER, &alice(), challenge(Some(bob())), T0);
    b.at(
        SERVER,
        &bob(),
        Command::Accept {
            game: None,
            team: None,
        },
        T0,
    );
    // Both move, so that resigning ends the game rather than aborting it; it is confirmed by
    // the button the reply carries (game 1, asked at ply 2).
    b.opening_at(SERVER, &alice(), &bob(), T0);
    b.at(SERVER, &alice(), Command::Resign { game: None }, T0);
    let r = b.svc.run(
        &Request::press(Via::Console, &alice(), &SERVER, "resign:1:2"),
        T0,
    );
    assert!(
        r.text
            .contains("Game #1 is over: bob (Black) wins by resignation"),
        "{}",
        r.text
    );
    // Bob has asked Alice for the same game on another server.
    let elsewhere = ELSEWHERE;
    let r = b.at(elsewhere, &bob(), challenge(Some(alice())), T0);
    let theirs = r.game.unwrap();
    // Alice's Rematch on this server makes a new challenge here instead of starting that one.
    let r = b.svc.run(
        &Request::press(Via::Console, &alice(), &SERVER, "rematch:1"),
        T0,
    );
    assert!(r.text.starts_with("Rematch of game #1."), "{}", r.text);
    assert_ne!(r.game, Some(theirs));
    assert!(!r.game_started);
    assert_eq!(r.settled.as_deref(), Some("Rematch asked for by alice."));
}
