//! `/rules` and `/help` in the caller's language, through the service: a German caller in
//! an Italian server reads German, an Italian caller Italian (both are private replies); each
//! translation keeps every number, move and option of the English text, and none repeats
//! an English sentence.

mod common;

use common::driver::{snapshot, Driver};
use common::people::{user, HERE, T0};
use rithmo::i18n::Lang;
use rithmo::rules::VariantId;
use rithmo::service::{Command, Place, Reply, User};

const ROMA: Place = Place {
    lang: Some(Lang::It),
    ..HERE
};

fn speaker(lang: Lang) -> User {
    User {
        lang,
        ..user(11, "jörg")
    }
}

/// A service asked in Rome.
fn roma() -> Driver {
    Driver::new().with_place(ROMA)
}

fn ask(svc: &mut Driver, lang: Lang, command: Command) -> Reply {
    svc.run(&speaker(lang), command, T0)
}

fn rules(svc: &mut Driver, lang: Lang, variant: Option<&str>) -> Reply {
    let variant = variant.map(String::from);
    ask(svc, lang, Command::Rules { variant })
}

#[test]
fn a_german_caller_in_an_italian_server_reads_the_rules_and_the_help_in_german() {
    let mut svc = roma();
    let neo = rules(&mut svc, Lang::De, Some("neo"));
    assert!(neo.ephemeral, "only the caller sees it");
    for phrase in [
        "**neo** (NeoRithmoMachia, von Cesco Reale): 8 Linien, 9 Reihen; Weiß (die geraden Zahlen) beginnt.",
        "Ein Kreis macht 1 Königsschritt",
        "12 schlägt 9, weil beide Vielfache von 3 sind",
        "setze einen auf ein beliebiges leeres Feld der Hälfte deines Gegners ein (schreibe T25@e6)",
        "ein Triumph. Fallen beide Pyramiden, ist die Partie remis.",
        "(t·9* ist die 9 von Weiß, die für Schwarz spielt)",
    ] {
        assert!(neo.text.contains(phrase), "{phrase}\nin:\n{}", neo.text);
    }
    let classic = rules(&mut svc, Lang::De, Some("classic"));
    assert!(
        classic
            .text
            .contains("Ein Kreis zieht 1 Feld waagrecht oder senkrecht („ins zweite Feld“"),
        "{}",
        classic.text
    );
    let help = ask(&mut svc, Lang::De, Command::Help);
    assert!(help.ephemeral);
    for phrase in [
        "Rithmomachie im Fernspiel. Die Befehle:",
        "/ziehen <Zug> - ziehen: c3-c5, c3xc5 (ein Schlag), T25@e6 (einen Gefangenen einsetzen)",
        // The service's lifetime of a challenge (7 days) and rated pair limit (3), in words
        // that agree with them.
        "verfällt nach 7 Tagen.",
        "zählen in 24 Stunden nur die ersten 3 gewerteten Partien",
        "fordert ihr Revanche-Knopf denselben Gegner noch einmal heraus",
    ] {
        assert!(help.text.contains(phrase), "{phrase}\nin:\n{}", help.text);
    }
}

#[test]
fn an_italian_caller_reads_the_list_the_rules_and_a_refusal_in_italian() {
    let mut svc = roma();
    let db = svc.path.clone();
    let list = rules(&mut svc, Lang::It, None);
    let lines: Vec<&str> = list.text.lines().collect();
    assert_eq!(
        lines[0],
        "Varianti (chiedi /regole <variante> per le regole di una):"
    );
    assert_eq!(lines.len(), 1 + VariantId::ALL.len(), "{}", list.text);
    assert!(
        lines.contains(&"- **semplice**: 8 x 16, inizia il Bianco; mosse di 2, 3 o 4 caselle con una svolta, incontro, assalto, imboscata, accerchiamento, vittoria ai punti o con una fila"),
        "{}",
        list.text
    );
    let heligon = rules(&mut svc, Lang::It, Some("heligon"));
    for phrase in [
        "il Nero (i numeri dispari) muove per primo",
        "piazzare un prigioniero su una qualunque casella vuota della tua metà campo (scrivi T25@e12)",
        "excellent, la vittoria eccellente (tutti e tre i tipi, come 3 4 6 9)",
        "corpo (i pezzi), beni (i loro numeri sommati), lite (le loro cifre)",
    ] {
        assert!(heligon.text.contains(phrase), "{phrase}\nin:\n{}", heligon.text);
    }
    let help = ask(&mut svc, Lang::It, Command::Help);
    assert!(help
        .text
        .starts_with("Rithmomachia per corrispondenza. I comandi:"));
    assert!(help
        .text
        .contains("Una sfida che nessuno accetta scade dopo 7 giorni."));

    let before = snapshot(&db);
    let refused = rules(&mut svc, Lang::It, Some("scacchi"));
    assert!(refused.ephemeral);
    assert_eq!(
        refused.text,
        "variante sconosciuta «scacchi» (quelle note: neo, semplice, classica, heligon)"
    );
    assert_eq!(snapshot(&db), before, "a refusal changes nothing");
}

/// The words of `text` a translation must carry over unchanged: numbers, moves, options.
fn fixed_tokens(text: &str) -> Vec<&str> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| ",.;:()%\"'".contains(c)))
        .filter(|w| {
            w.chars()
                .any(|c| c.is_ascii_digit() || c == '=' || c == '@')
        })
        .collect()
}

#[test]
fn every_translation_keeps_the_numbers_moves_and_options_and_no_english_sentence() {
    let mut svc = roma();
    let mut asked = vec![Command::Help, Command::Rules { variant: None }];
    for v in VariantId::ALL {
        let variant = Some(v.name().to_string());
        asked.push(Command::Rules { variant });
    }
    for command in asked {
        let en = ask(&mut svc, Lang::En, command.clone()).text;
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let other = ask(&mut svc, lang, command.clone()).text;
            for token in fixed_tokens(&en) {
                assert!(
                    other.contains(token),
                    "{command:?} in {lang} lacks {token:?}:\n{other}"
                );
            }
            // An English sentence (a clause of four words or more) left untranslated.
            for clause in en.split(['.', ';', ':', '(', ')', '\n']) {
                let words: Vec<&str> = clause.split_whitespace().collect();
                let is_word = |w: &&&str| w.len() > 1 && w.chars().all(char::is_alphabetic);
                if words.iter().filter(is_word).count() >= 4 {
                    let clause = words.join(" ");
                    assert!(
                        !other.contains(&clause),
                        "{command:?} in {lang} keeps English: {clause:?}"
                    );
                }
            }
        }
    }
}
