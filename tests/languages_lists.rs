//! Boards, lists, records and ratings in German and Italian: /board and /games answer the
//! caller in their own language whatever the server speaks, /history, /stats and
//! /leaderboard are posts in the server's language, and a German record still reads back.

use rithmo::i18n::Lang;
use rithmo::service::games::record;
use rithmo::service::{ColourChoice, Command, Place, Reply, Scope, User};

mod common;

use common::driver::{mv, Challenge, Driver};
use common::people::{alice, bob, carol, DAY, HERE, T0};

/// A server that speaks `lang`.
fn server(lang: Lang) -> Place {
    Place {
        lang: Some(lang),
        ..HERE
    }
}

fn speaking(mut u: User, lang: Lang) -> User {
    u.lang = lang;
    u
}

/// English sentences of this part's resources: none may show through a German or Italian
/// answer.
const ENGLISH: [&str; 22] = [
    "Game #",
    " to move",
    "is over after",
    "was aborted",
    "Your games",
    "Games in this channel",
    "Games you watch",
    "challenge from",
    "The record of",
    "finished game",
    "going on",
    "By variant",
    "Ratings:",
    "Latest:",
    " against ",
    "Leaderboard",
    "Provisional",
    "No established",
    "casual game",
    "Not rated",
    "takes ",
    "Rithmomachia game",
];

fn assert_not_english(text: &str) {
    for phrase in ENGLISH {
        assert!(!text.contains(phrase), "English {phrase:?} in: {text}");
    }
}

/// The driver asked with the place named in each call, as this file's checks read.
struct World(Driver);

impl std::ops::Deref for World {
    type Target = Driver;
    fn deref(&self) -> &Driver {
        &self.0
    }
}

impl std::ops::DerefMut for World {
    fn deref_mut(&mut self) -> &mut Driver {
        &mut self.0
    }
}

impl World {
    fn new() -> World {
        World(Driver::new())
    }

    fn run(&mut self, who: &User, place: Place, command: Command, now: i64) -> Reply {
        self.0.at(place, who, command, now)
    }

    /// Alice (White) challenges Bob here, who accepts.
    fn start(&mut self, place: Place, rated: bool, now: i64) {
        let c = Challenge {
            rated,
            ..Challenge::to(Some(bob()))
        };
        self.0.duel_at(place, &alice(), &bob(), c.command(), now);
    }

    fn play(&mut self, who: &User, place: Place, text: &str, now: i64) {
        let r = self.run(who, place, mv(None, text), now);
        assert!(!r.ephemeral, "{text}: {}", r.text);
    }

    /// Both make their first moves here, so that a resignation ends the game (before, it
    /// aborts it).
    fn open_moves(&mut self, place: Place, now: i64) {
        self.0.opening_at(place, &alice(), &bob(), now);
    }

    /// Bob resigns his game here (the command, then the confirming button): the end post.
    fn bob_resigns(&mut self, place: Place, now: i64) -> Reply {
        self.0.resign_at(place, &bob(), now)
    }

    fn games(&mut self, who: &User, place: Place, scope: Scope, page: u32) -> Reply {
        self.run(who, place, Command::Games { scope, page }, T0 + 60)
    }
}

#[test]
fn board_answers_the_caller_in_their_language_whatever_the_server_speaks() {
    let mut w = World::new();
    let it = server(Lang::It);
    w.start(it, true, T0);
    w.play(&alice(), it, "d4-d5", T0);
    // Bob has three days from alice's move: until 2026-11-25 00:00 UTC.
    let de = w.run(
        &speaking(bob(), Lang::De),
        it,
        Command::Board { game: None },
        T0 + 60,
    );
    assert!(de.ephemeral);
    let line = de.text.lines().next().unwrap();
    assert_eq!(
        line,
        "Partie #1 (neo), Zug 1: bob (Schwarz) ist am Zug, spätestens bis 25.11.2026 00:00 UTC."
    );
    let itl = w.run(
        &speaking(alice(), Lang::It),
        HERE,
        Command::Board { game: None },
        T0 + 60,
    );
    assert_eq!(
        itl.text.lines().next().unwrap(),
        "Partita #1 (neo), mossa 1: tocca a bob (Nero); scadenza: 25/11/2026 00:00 UTC."
    );

    w.play(&bob(), it, "f6-f5", T0 + 60);
    w.bob_resigns(it, T0 + 120);
    let over = w.run(
        &speaking(alice(), Lang::De),
        it,
        Command::Board { game: Some(1) },
        T0 + 180,
    );
    assert_eq!(
        over.text.lines().next().unwrap(),
        "Partie #1 (neo) ist nach 1 Zug vorbei: Weiß gewann durch Aufgabe."
    );
    let over = w.run(
        &speaking(bob(), Lang::It),
        it,
        Command::Board { game: Some(1) },
        T0 + 180,
    );
    assert_eq!(
        over.text.lines().next().unwrap(),
        "La partita #1 (neo) è finita dopo 1 mossa: il Bianco ha vinto per abbandono."
    );
}

#[test]
fn an_aborted_game_and_a_declined_challenge_are_named_in_the_callers_language() {
    let mut w = World::new();
    w.start(HERE, true, T0);
    let r = w.run(&alice(), HERE, Command::Abort { game: None }, T0 + 60);
    assert!(!r.ephemeral, "{}", r.text);
    let de = w.run(
        &speaking(bob(), Lang::De),
        HERE,
        Command::Board { game: Some(1) },
        T0 + 120,
    );
    assert_eq!(
        de.text.lines().next().unwrap(),
        "Partie #1 (neo) wurde abgebrochen, bevor beide gezogen hatten: kein Ergebnis."
    );
    let c = Challenge::to(Some(carol())).command();
    w.run(&alice(), HERE, c, T0 + 180);
    let r = w.run(&carol(), HERE, Command::Decline { game: None }, T0 + 240);
    assert!(!r.ephemeral, "{}", r.text);
    let it = w.run(
        &speaking(carol(), Lang::It),
        HERE,
        Command::Board { game: Some(2) },
        T0 + 300,
    );
    assert!(
        it.text.starts_with("Partita #2 (neo): è stata rifiutata."),
        "{}",
        it.text
    );
}

#[test]
fn games_lists_are_private_and_in_the_callers_language() {
    let mut w = World::new();
    let it = server(Lang::It);
    w.start(it, true, T0);
    w.play(&alice(), it, "d4-d5", T0);
    // An open challenge from carol to anyone in the same channel.
    let open = Challenge {
        variant: "simple".into(),
        colour: ColourChoice::Random,
        ..Challenge::to(None)
    }
    .command();
    assert!(!w.run(&carol(), it, open, T0).ephemeral);

    let de = w.games(&speaking(carol(), Lang::De), it, Scope::Channel, 1);
    assert!(de.ephemeral);
    assert_eq!(
        de.text,
        "Partien in diesem Kanal:\n\
         #1 neo: alice 1500? (Weiß) gegen bob 1500? (Schwarz), bob ist am Zug, spätestens bis \
         25.11.2026 00:00 UTC\n\
         #2 einfach: Herausforderung von carol an alle"
    );
    assert_not_english(&de.text);

    let it_list = w.games(
        &speaking(carol(), Lang::It),
        HERE,
        Scope::Player(alice()),
        1,
    );
    assert_eq!(
        it_list.text,
        "Partite di alice:\n\
         #1 neo: alice 1500? (Bianco) contro bob 1500? (Nero), tocca a bob, scadenza: \
         25/11/2026 00:00 UTC"
    );

    // The caller's own list: its title and the watched games' heading are this part's.
    let erin = speaking(common::people::erin(), Lang::De);
    assert_eq!(
        w.games(&erin, it, Scope::Mine, 1).text,
        "Deine Partien: keine."
    );
    w.run(&erin, it, Command::Watch { game: Some(1) }, T0 + 60);
    let mine = w.games(&erin, it, Scope::Mine, 1).text;
    assert!(
        mine.starts_with("Deine Partien: keine.\nPartien, die du beobachtest:\n- #1 neo"),
        "{mine}"
    );
    let dm = Place {
        guild: None,
        lang: None,
        ..HERE
    };
    let everywhere = w
        .games(&speaking(alice(), Lang::It), dm, Scope::Mine, 1)
        .text;
    assert!(
        everywhere.starts_with("Le tue partite su tutti i server:\n- #1 neo"),
        "{everywhere}"
    );
}

#[test]
fn a_long_list_names_its_pages_and_buttons_in_the_callers_language() {
    let mut w = World::new();
    // Eleven challenges by alice, to eleven players: two pages.
    for i in 0..11 {
        let c = Challenge::to(Some(common::people::user(10 + i, &format!("p{i}")))).command();
        assert!(!w.run(&alice(), HERE, c, T0 + i as i64).ephemeral);
    }
    let it = w.games(&speaking(bob(), Lang::It), HERE, Scope::Channel, 1);
    assert!(
        it.text.starts_with(
            "Partite in questo canale (pagina 1 di 2, 11 partite):\n#1 neo: sfida di alice a p0"
        ),
        "{}",
        it.text
    );
    assert_eq!(it.text.lines().count(), 11, "{}", it.text);
    let labels: Vec<&str> = it.buttons.iter().map(|b| b.label.as_str()).collect();
    assert!(labels.contains(&"Avanti (pagina 2)"), "{labels:?}");
    let de = w.games(&speaking(bob(), Lang::De), HERE, Scope::Channel, 2);
    assert!(
        de.text
            .starts_with("Partien in diesem Kanal (Seite 2 von 2, 11 Partien):\n#11 neo: Herausforderung von alice an p10"),
        "{}",
        de.text
    );
}

#[test]
fn history_is_posted_in_the_servers_language_and_its_german_record_reads_back() {
    let mut w = World::new();
    let de = server(Lang::De);
    w.start(de, true, T0);
    for (who, m) in [(alice(), "d4-d5"), (bob(), "f6-f5"), (alice(), "e4xf5")] {
        w.play(&who, de, m, T0 + 60);
    }
    w.bob_resigns(de, T0 + 120);
    // An Italian caller in a German server: the post and its record are German.
    let r = w.run(
        &speaking(alice(), Lang::It),
        de,
        Command::History { game: None },
        T0 + 180,
    );
    assert!(!r.ephemeral);
    assert_eq!(r.text, "Die Aufzeichnung der Partie #1 (2 Züge).");
    let text = String::from_utf8(r.files[0].bytes.clone()).unwrap();
    for part in [
        "[Event \"Rithmomachia-Partie 1\"]\n",
        "[Variant \"neo\"]\n",
        "[White \"alice\"]\n",
        "[Date \"2026.11.22\"]\n",
        "[Result \"1-0\"]\n",
        "[Termination \"Aufgabe\"]\n",
        "1. d4-d5 f6-f5 2. e4xf5 {schlägt c3 auf f5: ggT(6,3)=3} 1-0",
    ] {
        assert!(text.contains(part), "{part:?} missing in:\n{text}");
    }
    assert_not_english(&text);
    // Read back: the tags are the format's, the German comment is skipped, and the moves
    // replay to the stored position.
    let rec = record::parse(&text).unwrap();
    assert_eq!(rec.moves, ["d4-d5", "f6-f5", "e4xf5"]);
    assert_eq!(rec.result, "1-0");
    assert_eq!(rec.tag("Termination"), Some("Aufgabe"));
    let (game, actions) = rec.replay().unwrap();
    assert_eq!(actions.len(), 3);
    let stored = rithmo::store::games::get(w.svc.store().conn(), 1)
        .unwrap()
        .unwrap();
    assert_eq!(game.rfen(), stored.position);

    // The same record asked for where the server speaks Italian: in Italian.
    let r = w.run(
        &alice(),
        server(Lang::It),
        Command::History { game: Some(1) },
        T0 + 240,
    );
    check_italian_record(&r);
}

fn check_italian_record(r: &Reply) {
    assert_eq!(r.text, "La registrazione della partita #1 (2 mosse).");
    let text = String::from_utf8(r.files[0].bytes.clone()).unwrap();
    assert!(
        text.contains("[Event \"Partita di Rithmomachia 1\"]"),
        "{text}"
    );
    assert!(text.contains("[Termination \"abbandono\"]"), "{text}");
    assert!(text.contains("{cattura c3 in f5: MCD(6,3)=3}"), "{text}");
    assert_eq!(record::parse(&text).unwrap().moves.len(), 3);
}

#[test]
fn stats_are_posted_in_the_servers_language() {
    let mut w = World::new();
    let de = server(Lang::De);
    w.start(de, true, T0);
    w.open_moves(de, T0);
    w.bob_resigns(de, T0 + 60);
    let r = w.run(
        &speaking(alice(), Lang::It),
        de,
        Command::Stats { player: None },
        T0 + 120,
    );
    assert!(!r.ephemeral);
    assert_eq!(
        r.text,
        "alice: 1 beendete Partie: 1 gewonnen, 0 verloren, 0 remis; 0 laufend.\n\
         Nach Variante (gewonnen-verloren-remis): neo 1-0-0\n\
         Wertungen: neo 1662?\n\
         Zuletzt:\n\
         #1 neo gegen bob: gewann durch Aufgabe"
    );
    assert_eq!(r.chart.expect("a rating chart").title, "alice: Wertung");

    let it = server(Lang::It);
    let r = w.run(
        &alice(),
        it,
        Command::Stats {
            player: Some(bob()),
        },
        T0 + 120,
    );
    assert_eq!(
        r.text,
        "bob: 1 partita conclusa: 0 vinte, 1 persa, 0 patte; 0 in corso.\n\
         Per variante (vinte-perse-patte): neo 0-1-0\n\
         Punteggi: neo 1338?\n\
         Ultime partite:\n\
         #1 neo contro alice: ha perso per abbandono"
    );
    assert_eq!(r.chart.unwrap().title, "bob: punteggio");
    let none = w.run(&carol(), it, Command::Stats { player: None }, T0 + 120);
    assert_eq!(
        none.text,
        "carol non ha ancora nessuna partita conclusa su questo server (0 in corso)."
    );
}

#[test]
fn the_leaderboard_is_posted_in_the_servers_language_and_refused_in_the_callers() {
    let mut w = World::new();
    let it = server(Lang::It);
    let leaderboard = |w: &mut World, who: &User, place: Place, variant: Option<&str>| {
        let command = Command::Leaderboard {
            variant: variant.map(String::from),
        };
        w.run(who, place, command, T0 + DAY)
    };
    assert_eq!(
        leaderboard(&mut w, &alice(), it, None).text,
        "Su questo server non si è ancora conclusa nessuna partita valida per il punteggio \
         (tutte le varianti)."
    );
    w.start(it, true, T0);
    w.open_moves(it, T0);
    w.bob_resigns(it, T0 + 60);
    let r = leaderboard(&mut w, &speaking(alice(), Lang::De), it, None);
    assert!(!r.ephemeral);
    assert_eq!(
        r.text,
        "Classifica, tutte le varianti:\n\
         Ancora nessun punteggio consolidato.\n\
         Provvisori (ancora incerti):\n\
         - alice 1662? (neo), 1 partita\n\
         - bob 1338? (neo), 1 partita"
    );
    let de = leaderboard(&mut w, &alice(), server(Lang::De), Some("NEO"));
    assert!(de.text.starts_with("Rangliste, neo:\n"), "{}", de.text);
    assert!(de.text.contains("- alice 1662?, 1 Partie"), "{}", de.text);
    assert_not_english(&de.text);

    // Refusals: the caller's language, not the server's.
    let unknown = leaderboard(&mut w, &speaking(bob(), Lang::De), it, Some("chess"));
    assert!(unknown.ephemeral);
    assert_eq!(
        unknown.text,
        "unbekannte Variante „chess“ (bekannt: neo, einfach, klassisch, heligon)"
    );
    let dm = Place {
        guild: None,
        lang: None,
        ..HERE
    };
    let r = leaderboard(&mut w, &speaking(bob(), Lang::It), dm, None);
    assert!(r.ephemeral);
    assert_eq!(
        r.text,
        "la classifica è di un server: chiedila in uno dei suoi canali"
    );
}

#[test]
fn rating_changes_at_the_end_are_in_the_games_language() {
    let mut w = World::new();
    let de = server(Lang::De);
    w.start(de, true, T0);
    w.open_moves(de, T0);
    let end = w.bob_resigns(de, T0 + 60);
    assert!(
        end.text
            .contains("Wertungen: alice 1500? -> 1662? (+162), bob 1500? -> 1338? (-162)."),
        "{}",
        end.text
    );
    let it = server(Lang::It);
    w.start(it, false, T0 + 120);
    w.open_moves(it, T0 + 120);
    let end = w.bob_resigns(it, T0 + 180);
    assert!(
        end.text
            .contains("Una partita amichevole: i punteggi restano invariati."),
        "{}",
        end.text
    );
    // Past the day's limit of rated games between these two.
    w.svc.set_rated_pair_limit(1);
    w.start(it, true, T0 + 240);
    w.open_moves(it, T0 + 240);
    let end = w.bob_resigns(it, T0 + 300);
    assert!(
        end.text.contains(
            "Non valida per il punteggio: questi due giocatori hanno già giocato tra loro \
             1 partita valida per il punteggio nelle ultime 24 ore (il limite giornaliero)."
        ),
        "{}",
        end.text
    );
}
