//! Turns a player's move text into a legal action, or says exactly why it is not one.

use super::movegen::drop_squares;
use super::movement::allowed_squares;
use super::notation::{self, MoveText};
use super::parts::{landing, reach, why_unreachable};
use super::{Action, Drops, Game, Piece, Position, Ruleset, Square};

pub fn resolve(game: &Game, text: &str) -> Result<Action, String> {
    if let Some(outcome) = game.outcome() {
        return Err(format!("the game is over ({outcome})"));
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

fn whose(piece: Piece) -> &'static str {
    piece.color.name()
}

fn resolve_move(
    rules: &Ruleset,
    pos: &Position,
    from: Square,
    to: Square,
    x: bool,
) -> Result<Action, String> {
    let piece = pos.at(from).ok_or_else(|| format!("no piece on {from}"))?;
    let what = format!("the {} on {from}", piece.describe());
    if piece.color != pos.side {
        return Err(format!(
            "{what} is {}'s; it is {}'s turn",
            piece.color, pos.side
        ));
    }
    if from == to {
        return Err(format!("{what} must move to another square"));
    }
    if piece.is_pyramid() && rules.movement == super::Movement::KingSteps {
        return Err(format!("{what} cannot move"));
    }
    let target = pos.at(to);
    if let Some(t) = target {
        if t.color == piece.color {
            return Err(format!("{to} holds your own {}", t.describe()));
        }
    }
    if allowed_squares(rules, piece) & to.bit() == 0 {
        let half = piece.color.other();
        return Err(format!(
            "{what} came from the opponent and moves only inside {half}'s half; {to} is outside it"
        ));
    }
    if reach(rules, pos, from, piece) & to.bit() == 0 {
        return Err(match why_unreachable(rules, pos, from, piece, to) {
            Some(why) => format!("{what} cannot reach {to}: {why}"),
            None => format!("{what} cannot reach {to}"),
        });
    }
    match target {
        None if x => Err(format!(
            "{to} is empty, so nothing is taken: write {from}-{to}"
        )),
        None => Ok(Action::Move { from, to }),
        Some(t) => match landing(rules, piece, t) {
            Ok(_) => Ok(Action::Move { from, to }),
            Err(why) => Err(format!(
                "{what} cannot take the {} {} on {to}: {why}",
                whose(t),
                t.describe()
            )),
        },
    }
}

fn resolve_drop(
    rules: &Ruleset,
    pos: &Position,
    shape: Option<super::Shape>,
    value: u16,
    to: Square,
) -> Result<Action, String> {
    if rules.drops == Drops::None {
        return Err(format!(
            "there are no drops in {}: captured pieces leave the board",
            rules.id
        ));
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
        [] => return Err(format!("{} holds no prisoner {named}", pos.side)),
        [one] => *one,
        many => {
            let forms: Vec<String> = many
                .iter()
                .map(|p| format!("{}{value}@{to}", p.shape.letter()))
                .collect();
            return Err(format!(
                "{named} is ambiguous: write {}",
                forms.join(" or ")
            ));
        }
    };
    if let Some(t) = pos.at(to) {
        return Err(format!(
            "{to} is occupied by the {} {}",
            whose(t),
            t.describe()
        ));
    }
    if drop_squares(rules, pos) & to.bit() == 0 {
        let half = match rules.drops {
            Drops::OwnHalf => "your own half",
            _ => "the opponent's half",
        };
        return Err(format!("{to} is not in {half} for a drop"));
    }
    Ok(Action::Drop { piece, to })
}
