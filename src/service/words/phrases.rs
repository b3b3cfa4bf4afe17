//! Small pieces of wording shared by the service's messages, so that each is said one way
//! and grammatically in each language: counts with their noun ("1 day", "2 days"), the move number a
//! record prints (`7.`), a game's status as a clause, and how a game ended.

use crate::i18n::{text, Lang};
use crate::rules::{Color, VariantId};
use crate::service::words::result::{draw_phrase, lose_phrase, side_key, win_phrase};
use crate::store::games::Status;
use crate::t;

/// A variant as the reader's client shows it among a variant option's choices:
/// `klassisch` for `classic`. A name that is no variant's id stays as it is.
pub fn variant_name(lang: Lang, id: &str) -> String {
    match VariantId::ALL.iter().find(|v| v.name() == id) {
        Some(v) => text(lang, &format!("command-choice-{}", v.name()), &[]),
        None => id.to_string(),
    }
}

/// "1 day", "3 days".
pub fn days(lang: Lang, n: impl Into<u64>) -> String {
    t!(lang, "count-days", n = n.into())
}

/// The number a record gives the move that holds ply `ply` (1-based): plies 1 and 2 are
/// move 1, as in `1. d4-d5 f6-f5`.
pub fn move_number(ply: u32) -> u32 {
    ply.div_ceil(2)
}

/// "4 moves" for the plies played so far, counted as the record numbers them.
pub fn moves_played(lang: Lang, plies: u32) -> String {
    t!(lang, "count-moves", n = move_number(plies))
}

/// What a game that is not a challenge any more has become, as a clause: "it has begun".
pub fn status_clause(lang: Lang, status: Status) -> String {
    t!(lang, "status-clause", status = status.as_str())
}

/// How a stored game ended, for one player: "won on time", "lost by harmony", "drew by
/// agreement".
pub fn result_for(lang: Lang, won: Option<bool>, reason: &str) -> String {
    match won {
        Some(true) => t!(lang, "result-won", how = win_phrase(lang, reason)),
        Some(false) => t!(lang, "result-lost", how = lose_phrase(lang, reason)),
        None => t!(lang, "result-drew", how = draw_phrase(lang, reason)),
    }
}

/// The stored result as a sentence: "White won by harmony", "a draw by agreement".
pub fn stored_result(lang: Lang, result: Option<&str>, reason: &str) -> String {
    match result.and_then(Color::from_name) {
        Some(c) => t!(
            lang,
            "stored-win",
            side = side_key(c),
            how = win_phrase(lang, reason)
        ),
        None => t!(lang, "stored-draw", how = draw_phrase(lang, reason)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_is_named_as_the_readers_client_shows_it() {
        assert_eq!(variant_name(Lang::De, "classic"), "klassisch");
        assert_eq!(variant_name(Lang::It, "simple"), "semplice");
        assert_eq!(variant_name(Lang::En, "classic"), "classic");
        assert_eq!(variant_name(Lang::De, "neo"), "neo");
        assert_eq!(variant_name(Lang::De, "white"), "white");
    }

    #[test]
    fn counts_agree_with_their_number() {
        assert_eq!(days(Lang::En, 1u32), "1 day");
        assert_eq!(days(Lang::En, 14u32), "14 days");
        assert_eq!(days(Lang::De, 1u32), "1 Tag");
        assert_eq!(days(Lang::It, 3u32), "3 giorni");
    }

    #[test]
    fn move_numbers_are_the_records() {
        assert_eq!(move_number(1), 1);
        assert_eq!(move_number(2), 1);
        assert_eq!(move_number(13), 7);
        assert_eq!(move_number(14), 7);
        assert_eq!(moves_played(Lang::En, 1), "1 move");
        assert_eq!(moves_played(Lang::En, 8), "4 moves");
        assert_eq!(moves_played(Lang::De, 8), "4 Züge");
    }

    #[test]
    fn stored_results_read_as_sentences() {
        assert_eq!(
            stored_result(Lang::En, Some("white"), "time"),
            "White won on time"
        );
        assert_eq!(
            stored_result(Lang::En, Some("draw"), "agreement"),
            "a draw by agreement"
        );
        assert_eq!(
            result_for(Lang::En, Some(false), "harmony"),
            "lost by harmony"
        );
    }

    /// The side with no legal action loses: its loss is its own lack of moves, not the
    /// opponent's (the winner's words say "as the opponent has no move").
    #[test]
    fn a_loss_for_want_of_moves_is_the_losers_own() {
        let lost = |lang| result_for(lang, Some(false), "no-legal-action");
        let won = |lang| result_for(lang, Some(true), "no-legal-action");
        assert_eq!(lost(Lang::En), "lost with no move left");
        assert_eq!(won(Lang::En), "won as the opponent has no move");
        assert_eq!(lost(Lang::De), "verlor mangels Zügen");
        assert_eq!(won(Lang::De), "gewann mangels Zügen des Gegners");
        assert_eq!(lost(Lang::It), "ha perso per mancanza di mosse");
        assert_eq!(won(Lang::It), "ha vinto perché l'avversario non ha mosse");
        // Every other reason reads alike for both.
        assert_eq!(
            result_for(Lang::De, Some(false), "time"),
            "verlor durch Zeitüberschreitung"
        );
        assert_eq!(
            result_for(Lang::De, None, "agreement"),
            "endete remis nach Vereinbarung"
        );
    }
}
