//! One game as a player sees it in a list or a question: number, variant, opponent, whose
//! turn and by when (or the challenge and whom it is for).

use crate::i18n::{date_time, Lang};
use crate::service::protocol::refusal::Candidate;
use crate::service::words::phrases::variant_name;
use crate::store::games::{GameRow, Status};
use crate::t;

/// The variant with its options, as a challenge states them: `neo (balanced=true)`,
/// the variant named in `lang` (`einfach (limit=200)`; the options are typed as they are).
pub fn variant_text(lang: Lang, g: &GameRow) -> String {
    let name = variant_name(lang, &g.variant);
    if g.options.is_empty() {
        name
    } else {
        format!("{name} ({})", g.options)
    }
}

/// The line of `c` for its caller, in `lang`.
pub fn game_line(lang: Lang, c: &Candidate) -> String {
    let (g, game) = (&c.row, c.row.id);
    let name = |id: Option<u64>| match id {
        Some(id) => c.names.get(&id).cloned().unwrap_or_else(|| "?".into()),
        None => t!(lang, "play-anyone"),
    };
    let variant = variant_text(lang, g);
    let due = g.deadline.map(|d| date_time(lang, d)).unwrap_or_default();
    if g.status == Status::Challenge {
        return if g.challenger == c.caller {
            t!(
                lang,
                "play-line-my-challenge",
                game = game,
                variant = variant,
                opponent = name(g.opponent),
                due = due
            )
        } else {
            t!(
                lang,
                "play-line-challenge-from",
                game = game,
                variant = variant,
                challenger = name(Some(g.challenger)),
                due = due
            )
        };
    }
    let turn = match g.to_move() {
        _ if g.status != Status::Active => t!(lang, "play-turn", whose = "over"),
        Some(p) if p == c.caller => t!(lang, "play-turn", whose = "mine", due = &due),
        p => t!(
            lang,
            "play-turn",
            whose = "other",
            name = name(p),
            due = &due
        ),
    };
    match g.opponent_of(c.caller) {
        Some(o) => t!(
            lang,
            "play-line-against",
            game = game,
            variant = variant,
            opponent = name(Some(o)),
            turn = turn
        ),
        None => t!(
            lang,
            "play-line-between",
            game = game,
            variant = variant,
            white = name(g.white),
            black = name(g.black),
            turn = turn
        ),
    }
}
