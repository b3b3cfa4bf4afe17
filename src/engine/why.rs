//! One line saying why an action is good, for hints: the win it makes, the captures it
//! makes, the capture or win of the opponent's it prevents, or the arrangement it builds.

use super::eval::progress::{progress, Pattern};
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Captured, Color, Game, Ruleset, VariantId};

/// Why `action` (legal in `game`) is worth playing, in one sentence without a final stop.
pub fn why(game: &Game, action: Action) -> String {
    let mover = game.pos.side;
    let mut after = game.clone();
    let captured = after.play(action);
    if let Some(o) = after.outcome().filter(|o| o.winner == Some(mover)) {
        return format!("it wins at once: {}", o.reason.explain());
    }
    let taken: Vec<String> = captured
        .iter()
        .filter(|c| c.piece.color != mover)
        .map(describe)
        .collect();
    if !taken.is_empty() {
        return format!("it takes {}", taken.join(" and "));
    }
    let threat_before = best_reply(&with_turn(game, mover.other()), mover.other());
    let threat_after = best_reply(&after, mover.other());
    if let Some(Reply::Wins(how)) = &threat_before {
        if !matches!(threat_after, Some(Reply::Wins(_))) {
            return format!("it stops the opponent's {how}");
        }
    }
    if let Some(Reply::Takes(gain, what)) = &threat_before {
        let still = match &threat_after {
            Some(Reply::Takes(g, _)) => *g,
            Some(Reply::Wins(_)) => i32::MAX,
            None => 0,
        };
        if still < *gain {
            return format!("it saves {what} from being taken");
        }
    }
    if let Some(name) = arrangement_name(&game.rules) {
        let pattern = pattern(&game.rules);
        let (was, now) = (
            progress(&game.rules, &game.pos, mover, pattern),
            progress(&after.rules, &after.pos, mover, pattern),
        );
        if now.ready > was.ready {
            return format!("it brings a {name} within one move");
        }
        if now.near > was.near {
            return format!("it builds toward a {name} in the opponent's half");
        }
    }
    "it improves the position without giving anything away".to_string()
}

/// The opponent's best immediate answer: a win, or the material it would take.
enum Reply {
    Wins(String),
    Takes(i32, String),
}

/// What `side` (to move in `game`) could best do at once.
fn best_reply(game: &Game, side: Color) -> Option<Reply> {
    if game.outcome().is_some() {
        return None;
    }
    let mut work = game.clone();
    let mut best: Option<(i32, String)> = None;
    for a in legal_actions(&game.rules, &game.pos) {
        let before = work.pos;
        let captured = work.play(a);
        let won = work.outcome().filter(|o| o.winner == Some(side));
        work.unplay(before);
        if let Some(o) = won {
            return Some(Reply::Wins(o.reason.name().replace('-', " ")));
        }
        let theirs: Vec<&Captured> = captured.iter().filter(|c| c.piece.color != side).collect();
        let gain: i32 = theirs.iter().map(|c| c.piece.value as i32).sum();
        if gain > 0 && best.as_ref().is_none_or(|(g, _)| gain > *g) {
            let what: Vec<String> = theirs
                .iter()
                .map(|c| format!("the {} on {}", c.piece.describe(), c.square))
                .collect();
            best = Some((gain, what.join(" and ")));
        }
    }
    best.map(|(g, w)| Reply::Takes(g, w))
}

/// The same position with `side` to move (to ask what it threatens).
fn with_turn(game: &Game, side: Color) -> Game {
    let mut pos = game.pos;
    pos.side = side;
    Game::from_position(game.rules.clone(), pos)
}

fn describe(c: &Captured) -> String {
    format!("the {} on {} ({})", c.piece.describe(), c.square, c.how)
}

fn arrangement_name(rules: &Ruleset) -> Option<&'static str> {
    match rules.id {
        VariantId::Classic => Some("harmony"),
        VariantId::Neo => Some("triumph"),
        VariantId::Simple if rules.options.rows => Some("row"),
        VariantId::Heligon if rules.options.aim.proper.is_some() => Some("proper victory"),
        _ => None,
    }
}

fn pattern(rules: &Ruleset) -> Pattern {
    match rules.id {
        VariantId::Neo => Pattern::Consecutive,
        VariantId::Simple => Pattern::Rows,
        _ => Pattern::EqualGaps,
    }
}
