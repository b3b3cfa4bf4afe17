//! Game records: exported by the service, read back, replayed by the rules core.

use rithmo::service::record::{self, parse};
use rithmo::service::{ColourChoice, Command, Place, Request, Service, User};
use tempfile::TempDir;

const HERE: Place = Place {
    guild: Some(1),
    channel: 1,
    thread: None,
};

fn run(svc: &mut Service, id: u64, name: &str, command: Command) -> rithmo::service::Reply {
    svc.handle(
        &Request {
            user: User {
                id,
                name: name.into(),
            },
            place: HERE,
            command,
        },
        1_795_305_600,
    )
}

#[test]
fn a_finished_neo_game_with_captures_round_trips_through_its_record() {
    let dir = TempDir::new().unwrap();
    let mut svc = Service::open(&dir.path().join("db")).unwrap();
    let c = Command::Challenge {
        opponent: Some(User {
            id: 2,
            name: "bob".into(),
        }),
        variant: "neo".into(),
        options: vec!["balanced=true".into()],
        colour: ColourChoice::White,
        days: 1,
    };
    run(&mut svc, 1, "alice", c);
    run(&mut svc, 2, "bob", Command::Accept { game: None });
    for (i, m) in ["d4-d5", "f6-f5", "e4xf5", "c6-b5", "f5-f6"]
        .iter()
        .enumerate()
    {
        let (id, name) = if i % 2 == 0 { (1, "alice") } else { (2, "bob") };
        let r = run(
            &mut svc,
            id,
            name,
            Command::Move {
                game: None,
                text: m.to_string(),
            },
        );
        assert!(!r.ephemeral, "{m}: {}", r.text);
    }
    run(&mut svc, 2, "bob", Command::Resign { game: None });
    let reply = run(&mut svc, 1, "alice", Command::History { game: Some(1) });
    let text = String::from_utf8(reply.files[0].bytes.clone()).unwrap();
    assert!(text.contains("[Options \"balanced=true\"]"), "{text}");
    assert!(
        text.contains("[Result \"1-0\"]") && text.contains("[Termination \"resignation\"]"),
        "{text}"
    );
    assert!(
        text.contains("2. e4xf5 {takes c3 on f5: gcd(6,3)=3}"),
        "{text}"
    );
    let rec = parse(&text).unwrap();
    assert_eq!(rec.moves, ["d4-d5", "f6-f5", "e4xf5", "c6-b5", "f5-f6"]);
    assert_eq!(rec.result, "1-0");
    let (game, _) = rec.replay().unwrap();
    let stored = rithmo::store::games::get(svc.store().conn(), 1)
        .unwrap()
        .unwrap();
    assert_eq!(game.rfen(), stored.position);
    assert!(game.rules.options.balanced);
}

#[test]
fn a_record_with_an_illegal_move_is_refused_with_the_ply_and_reason() {
    let text = "[Variant \"neo\"]\n\n1. d4-d5 f6-f6 *\n";
    let err = parse(text).unwrap().replay().unwrap_err();
    assert!(err.starts_with("ply 2 'f6-f6'"), "{err}");
    assert!(parse("[Variant neo]\n")
        .unwrap_err()
        .contains("double quotes"));
    assert!(parse("1. d4-d5 {unclosed")
        .unwrap_err()
        .contains("never closed"));
    assert_eq!(record::result_token(Some("draw")), "1/2-1/2");
}
