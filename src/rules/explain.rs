//! Turns a player's move text into a legal action, or says exactly why it is not one (an
//! `Illegal` reason with its data, worded by whoever shows it).

use super::half::Half;
use super::movegen::drop_squares;
use super::movement::allowed_squares;
use super::notation::{self, MoveText};
use super::parts::{landing, reach, why_unreachable};
use super::{Action, Drops, Game, Illegal, Piece, Position, Ruleset, Square};

pub fn resolve(game: &Game, text: &str) -> Result<Action, Illegal> {
    if let Some(outcome) = game.outcome() {
        return Err(Illegal::GameOver(outcome));
    }
    let (rules, pos) = (&game.rules, &game.pos);
    match notation::parse(text, rules.ranks)? {
        MoveText::Move {
            from,
            to,
            capture_mark,
        } => resolve_move(rules, pos, from, to, capture_mark),
        MoveText::Drop { shape, value, to } => resolve_drop(rules, pos, shape, value, to),
    }
}

fn resolve_move(
    rules: &Ruleset,
    pos: &Position,
    from: Square,
    to: Square,
    x: bool,
) -> Result<Action, Illegal> {
    let piece = pos.at(from).ok_or(Illegal::NoPiece(from))?;
    if piece.color != pos.side {
        return Err(Illegal::NotYours {
            piece,
            from,
            side: pos.side,
        });
    }
    if from == to {
        return Err(Illegal::SameSquare { piece, from });
    }
    if piece.is_pyramid() && rules.movement == super::Movement::KingSteps {
        return Err(Illegal::Immobile { piece, from });
    }
    let target = pos.at(to);
    if let Some(t) = target {
        if t.color == piece.color {
            return Err(Illegal::OwnPiece { to, piece: t });
        }
    }
    if allowed_squares(rules, piece) & to.bit() == 0 {
        return Err(Illegal::OutsideHalf { piece, from, to });
    }
    if reach(rules, pos, from, piece) & to.bit() == 0 {
        return Err(Illegal::Unreachable {
            piece,
            from,
            to,
            why: why_unreachable(rules, pos, from, piece, to),
        });
    }
    match target {
        None if x => Err(Illegal::EmptyTarget { from, to }),
        None => Ok(Action::Move { from, to }),
        Some(target) => match landing(rules, piece, target) {
            Ok(_) => Ok(Action::Move { from, to }),
            Err(why) => Err(Illegal::CannotTake {
                piece,
                from,
                target,
                to,
                why,
            }),
        },
    }
}

fn resolve_drop(
    rules: &Ruleset,
    pos: &Position,
    shape: Option<super::Shape>,
    value: u16,
    to: Square,
) -> Result<Action, Illegal> {
    if rules.drops == Drops::None {
        return Err(Illegal::NoDrops(rules.id));
    }
    let held: Vec<Piece> = pos.prisoners[pos.side.index()]
        .distinct()
        .filter(|p| p.value == value && shape.is_none_or(|s| s == p.shape))
        .collect();
    let named = match shape {
        Some(s) => format!("{}{value}", s.letter()),
        None => value.to_string(),
    };
    let piece = match held.as_slice() {
        [] => {
            return Err(Illegal::NoPrisoner {
                side: pos.side,
                named,
            })
        }
        [one] => *one,
        many => {
            let forms = many
                .iter()
                .map(|p| format!("{}{value}@{to}", p.shape.letter()))
                .collect();
            return Err(Illegal::AmbiguousDrop { named, forms });
        }
    };
    if let Some(t) = pos.at(to) {
        return Err(Illegal::Occupied { to, piece: t });
    }
    if drop_squares(rules, pos) & to.bit() == 0 {
        let own = rules.drops == Drops::OwnHalf;
        let side = if own { pos.side } else { pos.side.other() };
        return Err(Illegal::NotDropHalf {
            to,
            own,
            half: Half::of(rules, side),
        });
    }
    Ok(Action::Drop { piece, to })
}
