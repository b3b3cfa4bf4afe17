//! Why a move is refused, in the reader's language: the rules core's `Illegal` reason (data)
//! worded through why.ftl. English reads exactly as the reason's own `Display`.

use crate::i18n::Lang;
use crate::rules::square::SquareError;
use crate::rules::{Illegal, NoLanding, Outcome, Unreachable};
use crate::service::words::halves;
use crate::service::words::phrases::variant_name;
use crate::service::words::piece_words::{coloured, piece, Role};
use crate::t;

/// "c3-c5: the circle 4 on c3 cannot reach c5", for the move typed as `text`.
pub fn refused(lang: Lang, text: &str, why: &Illegal) -> String {
    t!(
        lang,
        "why-refused",
        text = text.trim(),
        why = reason(lang, why)
    )
}

/// The reason alone: "the circle 4 on c3 cannot reach c5".
pub fn reason(lang: Lang, why: &Illegal) -> String {
    let the = |p, sq| piece(lang, Role::Subject, p, sq);
    match why {
        Illegal::Empty => t!(lang, "why-empty"),
        Illegal::BareSquare(sq) => t!(lang, "why-bare-square", square = sq.to_string()),
        Illegal::Unreadable(text) => t!(lang, "why-unreadable", text = text),
        Illegal::BadSquare { text, error } => bad_square(lang, text, error),
        Illegal::BadPrisoner { piece, text } => {
            t!(lang, "why-bad-prisoner", piece = piece, text = text)
        }
        Illegal::GameOver(outcome) => game_over(lang, outcome),
        Illegal::NoPiece(sq) => t!(lang, "why-no-piece", square = sq.to_string()),
        Illegal::NotYours { piece, from, side } => t!(
            lang,
            "why-not-yours",
            piece = the(piece, *from),
            owner = piece.color.name(),
            side = side.name()
        ),
        Illegal::SameSquare { piece, from } => {
            t!(lang, "why-same-square", piece = the(piece, *from))
        }
        Illegal::Immobile { piece, from } => t!(lang, "why-immobile", piece = the(piece, *from)),
        Illegal::OwnPiece { to, piece } => t!(
            lang,
            "why-own-piece",
            square = to.to_string(),
            shape = piece.shape.name(),
            value = piece.value
        ),
        Illegal::OutsideHalf { piece, from, to } => t!(
            lang,
            "why-outside-half",
            piece = the(piece, *from),
            half = piece.color.other().name(),
            square = to.to_string()
        ),
        Illegal::Unreachable {
            piece,
            from,
            to,
            why: None,
        } => t!(
            lang,
            "why-unreachable",
            piece = the(piece, *from),
            square = to.to_string()
        ),
        Illegal::Unreachable {
            piece,
            from,
            to,
            why: Some(why),
        } => t!(
            lang,
            "why-unreachable-because",
            piece = the(piece, *from),
            square = to.to_string(),
            why = unreachable(lang, why)
        ),
        Illegal::EmptyTarget { from, to } => t!(
            lang,
            "why-empty-target",
            from = from.to_string(),
            to = to.to_string()
        ),
        Illegal::CannotTake {
            piece,
            from,
            target,
            to,
            why,
        } => t!(
            lang,
            "why-cannot-take",
            piece = the(piece, *from),
            target = coloured(lang, Role::Object, target, *to),
            why = no_landing(lang, why)
        ),
        Illegal::NoDrops(variant) => t!(
            lang,
            "why-no-drops",
            variant = variant_name(lang, variant.name())
        ),
        Illegal::NoPrisoner { side, named } => {
            t!(lang, "why-no-prisoner", side = side.name(), named = named)
        }
        Illegal::AmbiguousDrop { named, forms } => {
            let mut all = forms.first().cloned().unwrap_or_default();
            for form in forms.iter().skip(1) {
                all = t!(lang, "why-or", first = all, second = form);
            }
            t!(lang, "why-ambiguous-drop", named = named, forms = all)
        }
        Illegal::Occupied { to, piece } => t!(
            lang,
            "why-occupied",
            square = to.to_string(),
            colour = piece.color.name(),
            shape = piece.shape.name(),
            value = piece.value
        ),
        Illegal::NotDropHalf { to, own, half } => t!(
            lang,
            "why-drop-half",
            square = to.to_string(),
            own = if *own { "yes" } else { "no" },
            half = halves::half(lang, half)
        ),
    }
}

fn bad_square(lang: Lang, text: &str, error: &SquareError) -> String {
    match error {
        SquareError::Empty => t!(lang, "why-empty-square", text = text),
        SquareError::OffBoard { text: name, ranks } => t!(
            lang,
            "why-off-board",
            text = text,
            square = name,
            ranks = *ranks
        ),
        SquareError::NotASquare(name) => {
            t!(lang, "why-not-a-square", text = text, square = name)
        }
    }
}

/// "the game is over (White wins: a triumph after taking the enemy pyramid)".
pub fn game_over(lang: Lang, outcome: &Outcome) -> String {
    t!(
        lang,
        "why-game-over",
        winner = outcome.winner.map_or("none", |c| c.name()),
        reason = t!(lang, "why-reason", reason = outcome.reason.name())
    )
}

fn unreachable(lang: Lang, why: &Unreachable) -> String {
    match why {
        Unreachable::Blocked { square, piece } => t!(
            lang,
            "why-blocked",
            piece = coloured(lang, Role::Subject, piece, *square)
        ),
        Unreachable::BothBlocked([(a, p), (b, q)]) => t!(
            lang,
            "why-both-blocked",
            first = coloured(lang, Role::Object, p, *a),
            second = coloured(lang, Role::Object, q, *b)
        ),
        Unreachable::Ways { pyramid, shapes } => {
            let mut ways = Vec::new();
            if *pyramid {
                ways.push(t!(lang, "why-pyramid-ways"));
            }
            for (i, s) in shapes.iter().enumerate() {
                ways.push(match i {
                    0 => t!(lang, "why-way-first", shape = s.name()),
                    _ => t!(lang, "why-way-next", shape = s.name()),
                });
            }
            ways.join("; ")
        }
        Unreachable::Distance {
            shape,
            length,
            to,
            distance,
        } => t!(
            lang,
            "why-distance",
            shape = shape.name(),
            length = *length,
            square = to.to_string(),
            distance = *distance
        ),
        Unreachable::OutOfReach(to) => t!(lang, "why-out-of-reach", square = to.to_string()),
        Unreachable::Steps {
            shape,
            steps,
            to,
            distance,
        } => t!(
            lang,
            "why-steps",
            shape = shape.name(),
            steps = *steps,
            square = to.to_string(),
            distance = *distance
        ),
        Unreachable::Hemmed(blockers) => {
            let named: Vec<String> = blockers
                .iter()
                .map(|(s, p)| coloured(lang, Role::Object, p, *s))
                .collect();
            let and = format!(" {} ", t!(lang, "why-hemmed-and"));
            t!(lang, "why-hemmed", pieces = named.join(&and))
        }
    }
}

fn no_landing(lang: Lang, why: &NoLanding) -> String {
    match *why {
        NoLanding::NoSharedFactor { attacker, target } => t!(
            lang,
            "why-no-shared-factor",
            attacker = attacker,
            target = target
        ),
        NoLanding::Shielded { attacker } => t!(lang, "why-shielded", attacker = attacker),
        NoLanding::NotReached {
            attacker,
            target,
            length,
        } => t!(
            lang,
            "why-not-reached",
            attacker = attacker,
            target = target,
            length = length
        ),
        NoLanding::AutomaticOnly(variant) => {
            t!(
                lang,
                "why-automatic-only",
                variant = variant_name(lang, variant.name())
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::explain::resolve;
    use crate::rules::movegen::legal_actions;
    use crate::rules::{Game, Ruleset, Square};
    use std::collections::BTreeMap;

    /// The kind of a reason, its inner reason included ("Unreachable/Blocked").
    fn kind(e: &Illegal) -> String {
        let name = |d: String| d.split(['(', ' ', '{']).next().unwrap_or("").to_string();
        let outer = name(format!("{e:?}"));
        match e {
            Illegal::Unreachable { why: Some(w), .. } => {
                format!("{outer}/{}", name(format!("{w:?}")))
            }
            Illegal::CannotTake { why, .. } => format!("{outer}/{}", name(format!("{why:?}"))),
            Illegal::BadSquare { error, .. } => format!("{outer}/{}", name(format!("{error:?}"))),
            _ => outer,
        }
    }

    /// Refused moves of every kind: every square to every square in a few positions of each
    /// variant (from the start, after some plies, with prisoners), and texts that are no move.
    fn refusals() -> Vec<Illegal> {
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        let mut out = Vec::new();
        let mut keep = |e: Illegal| {
            let n = seen.entry(kind(&e)).or_default();
            *n += 1;
            if *n <= 12 {
                out.push(e);
            }
        };
        for (variant, options) in [
            ("neo", vec![]),
            ("neo", vec!["balanced=true".to_string()]),
            ("classic", vec![]),
            ("simple", vec![]),
            ("heligon", vec![]),
        ] {
            let mut game = Game::new(Ruleset::from_names(variant, &options).unwrap());
            for ply in 0..60 {
                if ply % 15 == 0 {
                    let ranks = game.pos.ranks;
                    let squares = (0..8 * ranks).map(Square);
                    for from in squares.clone().filter(|s| game.pos.at(*s).is_some()) {
                        for to in squares.clone() {
                            for sep in ["-", "x"] {
                                if let Err(e) = resolve(&game, &format!("{from}{sep}{to}")) {
                                    keep(e);
                                }
                            }
                        }
                    }
                    for text in [
                        "", "e4", "zz", "c3-c99", "X25@e6", "T9@c6", "25@e7", "C9@d6", "4@a1",
                        "C4@d6", "9@a9", "16@e5", "T16@e5", "c3-", "a4-a5", "e5xe6", "c3-cc",
                        "T25@",
                    ] {
                        if let Err(e) = resolve(&game, text) {
                            keep(e);
                        }
                    }
                }
                let actions = legal_actions(&game.rules, &game.pos);
                if actions.is_empty() || game.outcome().is_some() {
                    keep(resolve(&game, "a1-a2").unwrap_err());
                    break;
                }
                // Prefer captures, so that later positions hold prisoners to drop.
                let mut work = game.clone();
                let pick = actions
                    .iter()
                    .copied()
                    .find(|&a| {
                        let before = work.pos;
                        let took = !work.play(a).is_empty();
                        work.unplay(before);
                        took
                    })
                    .unwrap_or(actions[(ply * 7) % actions.len()]);
                game.play(pick);
            }
        }
        // The reasons no walk above meets reliably, made by hand.
        let (c4, c3) = (
            Square::parse("c4", 9).unwrap(),
            Square::parse("c3", 9).unwrap(),
        );
        let pyramid = crate::rules::Piece::pyramid(crate::rules::Color::Black);
        let by_hand = [
            Illegal::GameOver(Outcome::win(
                crate::rules::Color::White,
                crate::rules::Reason::Triumph,
            )),
            Illegal::GameOver(Outcome::draw(crate::rules::Reason::ThreefoldRepetition)),
            Illegal::AmbiguousDrop {
                named: "25".into(),
                forms: vec!["T25@e7".into(), "S25@e7".into(), "C25@e7".into()],
            },
            Illegal::CannotTake {
                piece: crate::rules::Piece::parse("T16").unwrap(),
                from: c3,
                target: pyramid,
                to: c4,
                why: NoLanding::Shielded { attacker: 16 },
            },
            Illegal::Unreachable {
                piece: crate::rules::Piece::parse("C4").unwrap(),
                from: c3,
                to: c4,
                why: Some(Unreachable::OutOfReach(c4)),
            },
        ];
        by_hand.into_iter().for_each(&mut keep);
        out
    }

    #[test]
    fn english_reads_as_the_rules_core_says_it() {
        let all = refusals();
        let kinds: std::collections::BTreeSet<String> = all.iter().map(kind).collect();
        // Every kind of reason comes up, each with its inner reasons.
        // (neo says why a square is out of reach too: too far, or hemmed in.)
        assert_eq!(kinds.len(), 31, "only {kinds:?}");
        for e in &all {
            assert_eq!(reason(Lang::En, e), e.to_string(), "{e:?}");
        }
    }

    #[test]
    fn german_and_italian_say_every_reason_in_their_own_words() {
        for e in refusals() {
            let english = e.to_string();
            for lang in [Lang::De, Lang::It] {
                let said = reason(lang, &e);
                assert_ne!(said, english, "{lang}: {e:?}");
                for word in [" the ", " cannot ", " is ", " and ", " piece"] {
                    assert!(!said.contains(word), "{lang} says {word:?}: {said}");
                }
            }
        }
    }
}
