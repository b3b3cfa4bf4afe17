//! A game's life in German and Italian: challenges, accepting, offers, resigning, the clock
//! and the end, each text in its reader's language (refusals and private answers in the
//! caller's, posts in the server's, direct messages in the receiver's as last seen).

use rithmo::i18n::Lang;
use rithmo::service::{ColourChoice, Command, DrawAction, Place, Reply, User};

mod common;

use common::driver::{challenge, Challenge, Driver};
use common::people::{speaking, DAY, T0};

const ITALIAN_SERVER: Place = Place {
    guild: Some(7),
    channel: 70,
    thread: None,
    lang: Some(Lang::It),
};

const GERMAN_SERVER: Place = Place {
    lang: Some(Lang::De),
    ..ITALIAN_SERVER
};

/// Alice writes German, Bob Italian, Carol German.
fn alice() -> User {
    speaking(1, "alice", Lang::De)
}
fn bob() -> User {
    speaking(2, "bob", Lang::It)
}
fn carol() -> User {
    speaking(3, "carol", Lang::De)
}

fn table(place: Place) -> Driver {
    Driver::new().with_place(place)
}

/// This file's start on the driver.
trait Start {
    fn start(&mut self);
}

impl Start for Driver {
    /// Alice (White) challenges Bob to neo, 3 days a move; Bob accepts at T0.
    fn start(&mut self) {
        let c = challenge(Some(bob()), ColourChoice::White, 3);
        self.duel(&alice(), &bob(), c, T0);
    }
}

fn draw(action: DrawAction) -> Command {
    Command::Draw {
        game: None,
        action,
        offer_ply: None,
    }
}

fn refused(r: &Reply, words: &str) {
    assert!(r.ephemeral, "a refusal is private: {}", r.text);
    assert_eq!(r.text, words);
}

/// The first line of a text (the end's second line is the ratings').
fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or_default()
}

/// The text of the direct message to `user`.
fn notice_to(r: &Reply, user: u64) -> &str {
    let n = r.notices.iter().find(|n| n.user == user);
    &n.unwrap_or_else(|| panic!("no notice to {user}: {r:?}"))
        .text
}

fn labels(r: &Reply) -> Vec<&str> {
    r.buttons.iter().map(|b| b.label.as_str()).collect()
}

#[test]
fn a_challenge_in_a_german_server_is_posted_accepted_and_refused_in_german() {
    let mut t = table(GERMAN_SERVER);
    let dora = speaking(4, "dora", Lang::De);
    let r = t.run(
        &alice(),
        challenge(Some(dora.clone()), ColourChoice::White, 3),
        T0,
    );
    assert_eq!(
        r.text,
        "Partie #1, neo: alice fordert dora heraus, gewertet, 3 Tage pro Zug, alice spielt \
         Weiß. Offen bis 29.11.2026 00:00 UTC."
    );
    assert_eq!(labels(&r), ["Annehmen", "Ablehnen"]);
    let open = Challenge {
        colour: ColourChoice::Random,
        days: 1,
        rated: false,
        ..Challenge::to(None)
    }
    .command();
    let r = t.at(
        Place {
            channel: 71,
            ..GERMAN_SERVER
        },
        &dora,
        open,
        T0,
    );
    assert_eq!(
        r.text,
        "Partie #2, neo: dora fordert jeden in diesem Kanal heraus, ungewertet, 1 Tag pro \
         Zug, die Farben werden ausgelost. Offen bis 29.11.2026 00:00 UTC."
    );
    refused(
        &t.run(
            &alice(),
            challenge(Some(dora.clone()), ColourChoice::Black, 3),
            T0,
        ),
        "du hast schon eine offene Herausforderung an dora (Partie #1); zieh sie zuerst zurück",
    );
    refused(
        &t.run(
            &alice(),
            challenge(Some(alice()), ColourChoice::Black, 3),
            T0,
        ),
        "du kannst dich nicht selbst herausfordern",
    );
    refused(
        &t.run(
            &alice(),
            challenge(Some(dora.clone()), ColourChoice::Black, 4),
            T0,
        ),
        "die Tage pro Zug müssen 1, 2, 3, 5, 7 oder 14 sein, nicht 4",
    );
    let named = Challenge {
        options: vec!["bob".into()],
        colour: ColourChoice::Random,
        ..Challenge::to(None)
    }
    .command();
    let r = t.run(&alice(), named, T0);
    assert!(
        r.ephemeral && r.text.starts_with("„bob“ ist keine Option") && r.text.ends_with("@bob"),
        "{}",
        r.text
    );
    refused(
        &t.press(&alice(), "accept:1", T0),
        "du kannst deine eigene Herausforderung nicht annehmen (Partie #1)",
    );
    refused(
        &t.press(&carol(), "accept:1", T0),
        "Herausforderung #1 gilt dora, nicht dir",
    );
    let r = t.press(&dora, "accept:1", T0);
    assert_eq!(
        r.text,
        "Partie #1 beginnt: alice 1500? (Weiß) gegen dora 1500? (Schwarz), neo, gewertet, \
         3 Tage pro Zug. alice ist am Zug, spätestens bis 25.11.2026 00:00 UTC."
    );
    assert_eq!(r.settled.as_deref(), Some("Angenommen von dora."));
    assert_eq!(
        notice_to(&r, 1),
        "dora hat deine Herausforderung angenommen: Partie #1 hat begonnen."
    );
    refused(
        &t.press(&dora, "decline:1", T0),
        "Partie #1 ist keine Herausforderung mehr (sie hat begonnen)",
    );
}

#[test]
fn a_german_player_in_an_italian_server_reads_refusals_and_messages_in_german() {
    let mut t = table(ITALIAN_SERVER);
    let r = t.run(&alice(), challenge(Some(bob()), ColourChoice::White, 3), T0);
    assert_eq!(
        r.text,
        "Partita #1, neo: alice sfida bob, valida per il punteggio, 3 giorni per mossa, alice \
         con il Bianco. Scadenza: 29/11/2026 00:00 UTC."
    );
    assert_eq!(labels(&r), ["Accetta", "Rifiuta"]);
    refused(
        &t.run(&alice(), challenge(Some(bob()), ColourChoice::White, 3), T0),
        "du hast schon eine offene Herausforderung an bob (Partie #1); zieh sie zuerst zurück",
    );
    let r = t.press(&bob(), "accept:1", T0);
    assert_eq!(
        r.text,
        "La partita #1 comincia: alice 1500? (Bianco) contro bob 1500? (Nero), neo, valida per \
         il punteggio, 3 giorni per mossa. Tocca ad alice; scadenza: 25/11/2026 00:00 UTC."
    );
    assert_eq!(
        notice_to(&r, 1),
        "bob hat deine Herausforderung angenommen: Partie #1 hat begonnen.",
        "the challenger's direct message is in their own language"
    );
    refused(
        &t.run(&bob(), Command::Watch { game: None }, T0),
        "giochi nella partita #1; le sue mosse ti arrivano comunque",
    );
    let r = t.run(&carol(), Command::Watch { game: None }, T0);
    assert_eq!(
        r.text,
        "Du beobachtest Partie #1: nach jedem Zug bekommst du eine Direktnachricht mit dem Brett."
    );

    // Resigning, once both have moved (before, it aborts the game): the question and its
    // buttons in the asker's language, the end in the server's, each direct message in its
    // reader's.
    t.opening(&alice(), &bob(), T0);
    let ask = t.run(&alice(), Command::Resign { game: None }, T0);
    assert!(ask.ephemeral);
    assert_eq!(
        ask.text,
        "Partie #1 (neo) gegen bob aufgeben? bob gewinnt; das lässt sich nicht rückgängig machen."
    );
    assert_eq!(labels(&ask), ["Aufgeben", "Weiterspielen"]);
    let keep = t.press(&alice(), &ask.buttons[1].custom_id, T0);
    assert_eq!(
        keep.text,
        "Du spielst Partie #1 weiter; nichts wurde aufgegeben."
    );
    // Keep playing took that question's buttons away: she asks again.
    assert!(keep.update && keep.buttons.is_empty(), "{keep:?}");
    let ask = t.run(&alice(), Command::Resign { game: None }, T0);
    let end = t.press(&alice(), &ask.buttons[0].custom_id, T0);
    assert_eq!(
        first_line(&end.text),
        "La partita #1 è finita: bob (Nero) vince per abbandono: alice (Bianco) ha abbandonato."
    );
    assert_eq!(
        first_line(notice_to(&end, 1)),
        "Partie #1 ist vorbei: bob (Schwarz) gewinnt durch Aufgabe: alice (Weiß) hat aufgegeben."
    );
    assert_eq!(notice_to(&end, 2), end.text);
    assert_eq!(
        notice_to(&end, 3),
        notice_to(&end, 1),
        "the German watcher reads German"
    );
    // The line on ratings follows the reader's language too.
    assert!(
        end.text.contains("\nPunteggi: alice 1500? -> ")
            && notice_to(&end, 1).contains("\nWertungen: alice 1500? -> "),
        "{end:?}"
    );
    assert_eq!(labels(&end), ["Rivincita"]);
    refused(
        &t.run(&carol(), Command::Rematch { game: 1 }, T0),
        "nur die beiden Spieler von Partie #1 können eine Revanche verlangen",
    );
    let rematch = t.press(&bob(), &end.buttons[0].custom_id, T0);
    assert_eq!(
        rematch.text,
        "Rivincita della partita #1. Partita #2, neo: bob sfida alice, valida per il \
         punteggio, 3 giorni per mossa, bob con il Bianco. Scadenza: 29/11/2026 00:00 UTC."
    );
}

#[test]
fn draw_offers_are_posted_in_the_servers_language_and_answered_in_the_callers() {
    let mut t = table(ITALIAN_SERVER);
    t.start();
    // Both move first: the draw agreed below is a result, not an abort.
    t.opening(&alice(), &bob(), T0);
    let offer = t.run(&alice(), draw(DrawAction::Offer), T0);
    assert_eq!(
        offer.text,
        "alice propone la patta nella partita #1. bob, accetti?"
    );
    assert_eq!(labels(&offer), ["Accetta la patta", "Rifiuta la patta"]);
    refused(
        &t.run(&alice(), draw(DrawAction::Offer), T0),
        "du hast in Partie #1 schon Remis angeboten; dein Gegner antwortet darauf",
    );
    refused(
        &t.run(&carol(), draw(DrawAction::Offer), T0),
        "du hast in diesem Kanal keine laufende Partie (nenne eine mit partie:N)",
    );
    let declined = t.run(&bob(), draw(DrawAction::Decline), T0);
    assert_eq!(declined.text, "bob ha rifiutato la patta nella partita #1.");
    assert_eq!(
        notice_to(&declined, 1),
        "bob hat das Remis in Partie #1 abgelehnt."
    );
    refused(
        &t.run(&bob(), draw(DrawAction::Accept), T0),
        "nella partita #1 non c'è nessuna proposta di patta",
    );
    t.run(&bob(), draw(DrawAction::Offer), T0);
    let end = t.run(&alice(), draw(DrawAction::Accept), T0);
    assert_eq!(
        first_line(&end.text),
        "La partita #1 è finita: patta d'accordo."
    );
    assert_eq!(
        first_line(notice_to(&end, 1)),
        "Partie #1 ist vorbei: Remis nach Vereinbarung."
    );
    refused(
        &t.run(&alice(), Command::Watch { game: Some(1) }, T0),
        "Partie #1 läuft nicht, es gibt also nichts zu beobachten",
    );
}

#[test]
fn the_clock_posts_in_the_servers_language_and_tells_each_reader_in_theirs() {
    let mut t = table(ITALIAN_SERVER);
    t.start();
    t.run(&carol(), Command::Watch { game: None }, T0);
    t.played(&alice(), "d4-d5", T0);
    t.played(&bob(), "f6-f5", T0);
    // 3 days a move: the reminder is due after 80% of them.
    let r = t.svc.tick(T0 + 2 * DAY + DAY / 2);
    assert_eq!(r.len(), 1);
    assert_eq!(
        r[0].text,
        "Promemoria: tocca a te nella partita #1, scadenza: 25/11/2026 00:00 UTC; \
         se non muovi entro allora, perdi la partita per tempo."
    );
    assert_eq!(
        notice_to(&r[0], 1),
        "Erinnerung: dein Zug in Partie #1 ist bis 25.11.2026 00:00 UTC fällig; danach ist \
         die Partie auf Zeit verloren."
    );
    let r = t.svc.tick(T0 + 3 * DAY);
    assert_eq!(r.len(), 1);
    assert_eq!(
        first_line(&r[0].text),
        "La partita #1 è finita: bob (Nero) vince per tempo: alice (Bianco) ha esaurito il tempo."
    );
    assert_eq!(r[0].board.as_ref().unwrap().lang, Lang::It);
    let german = "Partie #1 ist vorbei: bob (Schwarz) gewinnt durch Zeitüberschreitung: alice \
                  (Weiß) hatte keine Zeit mehr.";
    assert_eq!(first_line(notice_to(&r[0], 1)), german);
    assert_eq!(first_line(notice_to(&r[0], 2)), first_line(&r[0].text));
    // The German watcher of a game in an Italian server: German words, German picture.
    assert_eq!(first_line(notice_to(&r[0], 3)), german);
    let carols = r[0].notices.iter().find(|n| n.user == 3).unwrap();
    assert_eq!(carols.board.as_ref().unwrap().lang, Lang::De);
}

#[test]
fn aborts_by_a_player_and_by_the_clock_speak_each_readers_language() {
    let mut t = table(ITALIAN_SERVER);
    t.start();
    let r = t.run(&alice(), Command::Abort { game: None }, T0);
    assert_eq!(
        r.text,
        "La partita #1 è stata annullata da alice prima che entrambi i giocatori avessero \
         mosso: non ha risultato e non conta per nessuno."
    );
    assert_eq!(notice_to(&r, 2), r.text);
    refused(
        &t.press(&bob(), "accept:1", T0),
        "la partita #1 non è più una sfida (è cominciata ed è stata annullata)",
    );

    // Game 2: both move, so it can no longer be aborted.
    t.run(&alice(), challenge(Some(bob()), ColourChoice::White, 3), T0);
    t.press(&bob(), "accept:2", T0);
    t.played(&alice(), "d4-d5", T0);
    t.played(&bob(), "f6-f5", T0);
    refused(
        &t.run(&alice(), Command::Abort { game: Some(2) }, T0),
        "Partie #2 kann nicht mehr abgebrochen werden: beide haben schon gezogen (nutze \
         /aufgeben oder /remis anbieten)",
    );
    refused(
        &t.run(&bob(), Command::Abort { game: Some(2) }, T0),
        "la partita #2 non può più essere annullata: entrambi i giocatori hanno mosso (usa \
         /abbandona o /patta offri)",
    );

    // Game 3: nobody makes the first move, so the clock aborts it (after a reminder).
    t.run(&alice(), challenge(Some(bob()), ColourChoice::White, 1), T0);
    t.press(&bob(), "accept:3", T0);
    let r = t.svc.tick(T0 + DAY * 9 / 10);
    let reminder = r.iter().find(|r| r.game == Some(3)).expect("a reminder");
    assert_eq!(
        notice_to(reminder, 1),
        "Erinnerung: dein Zug in Partie #3 ist bis 23.11.2026 00:00 UTC fällig; danach wird \
         die Partie abgebrochen."
    );
    assert!(
        reminder
            .text
            .ends_with("se non muovi entro allora, la partita viene annullata."),
        "{}",
        reminder.text
    );
    let r = t.svc.tick(T0 + DAY);
    let aborted = r.iter().find(|r| r.game == Some(3)).expect("an abort");
    assert_eq!(
        aborted.text,
        "La partita #3 è annullata: alice non ha fatto la prima mossa entro la scadenza \
         (23/11/2026 00:00 UTC). Non ha risultato e non conta per nessuno."
    );
    assert_eq!(
        notice_to(aborted, 1),
        "Partie #3 ist abgebrochen: alice hat bis 23.11.2026 00:00 UTC keinen ersten Zug \
         gemacht. Sie hat kein Ergebnis und zählt für niemanden."
    );
    assert_eq!(notice_to(aborted, 2), aborted.text);
}

#[test]
fn an_expired_challenge_is_announced_in_the_servers_language_and_told_in_the_challengers() {
    let mut t = table(ITALIAN_SERVER);
    t.run(&alice(), challenge(Some(bob()), ColourChoice::White, 3), T0);
    t.run(&bob(), challenge(None, ColourChoice::Black, 3), T0);
    let r = t.svc.tick(T0 + 7 * DAY);
    assert_eq!(r.len(), 2);
    assert_eq!(
        r[0].text,
        "La sfida #1 di alice a bob (neo) è scaduta: nessuno l'ha accettata in 7 giorni."
    );
    assert_eq!(
        notice_to(&r[0], 1),
        "Deine Herausforderung #1 an bob (neo) ist nach 7 Tagen unbeantwortet abgelaufen; \
         fordere mit /herausfordern neu heraus, wenn du die Partie noch willst."
    );
    assert_eq!(
        r[1].text,
        "La sfida #2 di bob a chiunque (neo) è scaduta: nessuno l'ha accettata in 7 giorni."
    );
    refused(
        &t.press(&bob(), "accept:1", T0 + 7 * DAY),
        "la sfida #1 è scaduta senza che nessuno l'accettasse (scadenza: 29/11/2026 00:00 UTC); con \
         /sfida ricominci da capo",
    );
    refused(
        &t.press(&alice(), "accept:2", T0 + 7 * DAY),
        "Herausforderung #2 ist abgelaufen (niemand hat sie bis 29.11.2026 00:00 UTC \
         angenommen); mit /herausfordern fängst du von vorn an",
    );
}

#[test]
fn a_vacation_is_posted_in_the_servers_language_and_the_opponent_told_in_theirs() {
    let mut t = table(GERMAN_SERVER);
    t.start();
    refused(
        &t.run(&bob(), Command::Vacation { days: 20 }, T0),
        "una vacanza dura da 1 a 14 giorni, non 20",
    );
    let r = t.run(&alice(), Command::Vacation { days: 5 }, T0);
    assert_eq!(
        r.text,
        "alice ist bis 27.11.2026 00:00 UTC im Urlaub: bis dahin steht die Zeit für alice \
         still; Züge in dieser Zeit zählen wie gewohnt. Fällige Züge in #1 verschieben sich \
         um 5 Tage."
    );
    assert_eq!(
        notice_to(&r, 2),
        "alice è in vacanza (fine: 27/11/2026 00:00 UTC): nuova scadenza per la sua mossa nella \
         partita #1: 30/11/2026 00:00 UTC."
    );
    refused(
        &t.run(&alice(), Command::Vacation { days: 1 }, T0 + DAY),
        "du bist schon bis 27.11.2026 00:00 UTC im Urlaub",
    );
    t.run(&bob(), Command::Vacation { days: 14 }, T0);
    t.run(&bob(), Command::Vacation { days: 14 }, T0 + 15 * DAY);
    refused(
        &t.run(&bob(), Command::Vacation { days: 3 }, T0 + 30 * DAY),
        "hai ancora 2 giorni di vacanza: 30 ogni 365 giorni",
    );
}

#[test]
fn a_colour_typed_wrong_is_explained_in_the_typists_language() {
    assert_eq!(
        ColourChoice::parse("grün", Lang::De),
        Err("die Farbe muss weiß, schwarz oder zufällig sein, nicht „grün“".to_string())
    );
    assert_eq!(
        ColourChoice::parse("verde", Lang::It),
        Err("il colore dev'essere bianco, nero o casuale, non «verde»".to_string())
    );
    assert_eq!(
        ColourChoice::parse("green", Lang::En),
        Err("colour must be white, black or random, not 'green'".to_string())
    );
    assert_eq!(ColourChoice::parse("W", Lang::De), Ok(ColourChoice::White));
}
