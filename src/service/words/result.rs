//! How a finished game's result is worded where it is shown in a few words: on the board
//! picture, in place of "to move" ("White wins by harmony", "Draw by threefold repetition",
//! "Black wins on time"), and in the service's messages. Reasons are the names the store and
//! the record keep: the rules' own (`harmony`, `threefold-repetition` ...) and the service's
//! (`resignation`, `agreement`, `time`).

use crate::i18n::Lang;
use crate::render::Verdict;
use crate::rules::{Color, Outcome};
use crate::t;

// The picture's type, worded here: the renderer draws the headline it is given.
impl Verdict {
    /// From the stored winner and reason name, worded in `lang`.
    pub fn new(lang: Lang, winner: Option<Color>, reason: &str) -> Verdict {
        Verdict {
            winner,
            text: headline(lang, winner, reason),
        }
    }

    pub fn of(lang: Lang, o: &Outcome) -> Verdict {
        Verdict::new(lang, o.winner, o.reason.name())
    }
}

/// A side's name as a selector value for the resources (`white`, `black`).
pub fn side_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The words after "White wins": `by harmony`, `on time`.
pub fn win_phrase(lang: Lang, reason: &str) -> String {
    t!(
        lang,
        "win-how",
        reason = reason,
        words = reason.replace('-', " ")
    )
}

/// The words after "lost": the winner's (`win_phrase`), but said of the loser where those
/// speak of the loser as the opponent ("lost with no move left", not "lost as the opponent
/// has no move", when it was the loser who had none).
pub fn lose_phrase(lang: Lang, reason: &str) -> String {
    t!(
        lang,
        "lose-how",
        reason = reason,
        words = reason.replace('-', " ")
    )
}

/// The words after "Draw": `by threefold repetition`, `by agreement`.
pub fn draw_phrase(lang: Lang, reason: &str) -> String {
    t!(
        lang,
        "draw-how",
        reason = reason,
        words = reason.replace('-', " ")
    )
}

/// "White wins by harmony", "Draw by agreement".
pub fn headline(lang: Lang, winner: Option<Color>, reason: &str) -> String {
    match winner {
        Some(c) => t!(
            lang,
            "headline-win",
            side = side_key(c),
            how = win_phrase(lang, reason)
        ),
        None => t!(lang, "headline-draw", how = draw_phrase(lang, reason)),
    }
}

/// The headline of an ending the rules decided.
pub fn outcome_headline(lang: Lang, o: &Outcome) -> String {
    headline(lang, o.winner, o.reason.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Reason;

    #[test]
    fn every_ending_reads_as_a_sentence() {
        assert_eq!(
            headline(Lang::En, Some(Color::White), "harmony"),
            "White wins by harmony"
        );
        assert_eq!(
            headline(Lang::En, None, "threefold-repetition"),
            "Draw by threefold repetition"
        );
        assert_eq!(
            headline(Lang::En, Some(Color::Black), "time"),
            "Black wins on time"
        );
        assert_eq!(
            outcome_headline(Lang::En, &Outcome::win(Color::White, Reason::Points)),
            "White wins on points"
        );
        assert_eq!(
            headline(Lang::De, Some(Color::Black), "harmony"),
            "Schwarz gewinnt durch Harmonie"
        );
        assert_eq!(headline(Lang::It, None, "agreement"), "Patta d'accordo");
        // A reason the resources do not name still reads as words.
        assert_eq!(
            headline(Lang::En, Some(Color::White), "lone-stand"),
            "White wins by lone stand"
        );
    }
}
