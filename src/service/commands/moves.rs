//! Moves and resignations in a running game.

use crate::service::exercises;
use crate::service::games::asked::{play, Asked};
use crate::service::games::find::in_channel;
use crate::service::games::turn::{chosen_move, plays_here};
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Answer, Cx};
use crate::service::protocol::{Declared, Kind, Opt, Words, GAME};
use crate::service::protocol::{Refusal, Want};
use crate::service::Command;
use crate::store::{players, teams};

/// `/move`: a move, or a bare square to list what its piece can do.
pub const MOVE: Declared = Declared {
    name: "move",
    options: &[
        Opt::named("move", Kind::Text { autocomplete: true })
            .required()
            .words(Words::All),
        GAME,
        Opt::named(
            "ply",
            Kind::Number {
                min: 0,
                max: u32::MAX as i64,
                choices: &[],
            },
        )
        .unregistered(),
    ],
    in_dms: true,
    begins_games: false,
    managers_only: false,
    help: 4,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        let typed = g.text("move").ok_or_else(|| g.missing("move"))?;
        let (text, listed) = chosen_move(typed);
        Ok(Command::Move {
            game: g.game(),
            text,
            ply: g.fitting("ply")?.or(listed),
        })
    },
};

/// `/move`: where the caller plays no game here, a move answers their open exercise (a
/// lesson, a puzzle); otherwise it is played in their game.
pub fn run(cx: &Cx, game: Option<i64>, text: &str, ply: Option<u32>) -> Answer {
    if game.is_none() && !plays_here(cx) {
        if let Some(answer) = exercises::answer_move(cx, text) {
            return answer;
        }
    }
    let asked = Asked {
        game,
        text,
        listed_for: ply,
    };
    match play(cx.tx, cx.user, cx.place, asked, cx.pair_limit, cx.now) {
        Err(Refusal::NoGameHere { .. }) if game.is_none() => Err(not_in_team(cx)?),
        answer => answer,
    }
}

/// Why a move here is refused to someone who plays no game here: when a team plays here,
/// that they are not one of its members (naming it); otherwise that they have no game.
fn not_in_team(cx: &Cx) -> Result<Refusal, Refusal> {
    let none = Refusal::NoGameHere {
        want: Want::MyActive,
    };
    for g in in_channel(cx.tx, cx.user, cx.place, Want::Any)? {
        if let Some(t) = teams::of_game(cx.tx, g.id)?.first() {
            let team = players::name(cx.tx, t.side)?.unwrap_or_default();
            return Ok(Refusal::NotInTeam { team });
        }
    }
    Ok(none)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::games::turn::choice_value;

    #[test]
    fn a_chosen_move_carries_its_move_number_and_a_typed_one_none() {
        let v = choice_value("T25@e6", 12);
        assert_eq!(chosen_move(&v), ("T25@e6".to_string(), Some(12)));
        assert_eq!(chosen_move("d4-d5"), ("d4-d5".to_string(), None));
        // Not a number: left whole, so the move's own check says what is wrong.
        assert_eq!(
            chosen_move("d4-d5 ply:x"),
            ("d4-d5 ply:x".to_string(), None)
        );
    }
}
