//! What lessons and puzzles share: a position set as an exercise, private to the one who
//! solves it, its board drawn from their side, and a move in it told in the capture
//! reports' words ("White played ... White takes ...").

use crate::i18n::Lang;
use crate::rules::material::Losses;
use crate::rules::{Action, Captured, Color, Game, VariantId};
use crate::service::games::loaded::framed;
use crate::service::protocol::Cx;
use crate::service::protocol::{BoardImage, Finished};
use crate::service::words::move_line::{colour_names, move_line};
use crate::service::{Refusal, Reply};
use crate::store::games::Termination;

/// A reply to the solver: private in a server, plain in a direct message.
pub fn private(cx: &Cx, text: String) -> Reply {
    Reply {
        text,
        ephemeral: cx.place.guild.is_some(),
        ..Reply::default()
    }
}

/// The variant typed, or the refusal a game's options would give.
pub fn variant_of(typed: &str) -> Result<VariantId, Refusal> {
    VariantId::parse(typed).map_err(Refusal::BadOptions)
}

/// The board of `shown` (the exercise's position `start`, or after a move in it, `last`
/// with its `captures`), from the solver's side with their name on it (`solver`, none for a
/// post to all), nothing counted as taken that `start` did not have.
pub fn board(
    start: &Game,
    shown: &Game,
    moved: Option<(Action, Vec<Captured>)>,
    solver: Option<&str>,
    lang: Lang,
) -> BoardImage {
    let (rules, pos) = (&shown.rules, shown.pos);
    let (winning, winning_parts) = framed(rules, &pos);
    let me = start.pos.side;
    let name = |c: Color| solver.filter(|_| c == me).map(str::to_string);
    let (last, captures) = match moved {
        Some((a, c)) => (Some(a), c),
        None => (None, Vec::new()),
    };
    BoardImage {
        rules: rules.clone(),
        pos,
        last,
        captures,
        losses: Losses::since(rules, &start.pos, &pos),
        winning,
        winning_parts,
        flip: me == Color::Black,
        white: name(Color::White),
        black: name(Color::Black),
        result: shown.outcome().map(|o| Finished {
            winner: o.winner,
            reason: Termination::Rules(o.reason),
        }),
        deadline: None,
        now: None,
        lang,
        compared: None,
    }
}

/// "White played e7-e4. White takes circle 36 (C·36) on e3 (enclosure)." in the capture
/// reports' words. The sides are named by their colours: the reports' sentences speak of a
/// third person ("zieht", "gioca"), which "you" would not fit in German or Italian.
pub fn what_it_did(lang: Lang, game: &Game, action: Action) -> String {
    let mut after = game.clone();
    let captured = after.play(action);
    let names = colour_names(lang, String::new(), String::new());
    move_line(
        lang,
        &game.pos,
        action,
        &action.text(&game.pos),
        &captured,
        &names,
    )
}
