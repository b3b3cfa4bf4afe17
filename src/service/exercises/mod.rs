//! Exercises: positions set to one player, step by step, privately (a variant's lessons, the
//! puzzles). Every kind answers the same few things (its buttons' prefix, whether one is
//! open, a move typed as the answer, a press of its buttons), so `/move` and the buttons
//! reach each through the table `KINDS`. A new kind is one file, one line in `KINDS`, and
//! its store.

pub mod lesson;
pub mod puzzle;
pub mod shared;

use crate::service::protocol::{Answer, Cx, ExercisePress, Refusal, Reply};
use crate::t;

/// One kind of exercise.
pub trait Exercise: Sync {
    /// Its buttons' prefix (`learn-hint:...`), and its name where a move is said to have
    /// gone to it.
    fn kind(&self) -> &'static str;
    /// When the caller's open one was opened or last answered (unix seconds), if one is.
    fn open_since(&self, cx: &Cx) -> Result<Option<i64>, Refusal>;
    /// A move typed as the answer to the open step.
    fn answer(&self, cx: &Cx, typed: &str) -> Answer;
    /// A press of one of its buttons or its menu: what was pressed, and the rest of the
    /// button's id (where it was shown, then the menu's value), which only the kind reads;
    /// none when the id is not one of its buttons'.
    fn press(&self, cx: &Cx, what: &str, rest: &str) -> Option<Answer>;
}

/// Every kind of exercise.
pub const KINDS: [&dyn Exercise; 2] = [&lesson::Lessons, &puzzle::Puzzles];

/// A press of an exercise's button, by the kind its id names.
pub fn press(cx: &Cx, press: &ExercisePress) -> Answer {
    KINDS
        .iter()
        .find(|k| k.kind() == press.kind)
        .and_then(|kind| kind.press(cx, &press.what, &press.rest))
        .unwrap_or_else(|| Ok(Reply::private(t!(cx.user.lang, "play-not-my-button"))))
}

/// The answer of the caller's open exercise to a move typed with no game, if one is open:
/// the newest one's, saying so when another waits too.
pub fn answer_move(cx: &Cx, typed: &str) -> Option<Answer> {
    let mut open: Vec<(i64, &dyn Exercise)> = Vec::new();
    for kind in KINDS {
        match kind.open_since(cx) {
            Ok(Some(since)) => open.push((since, kind)),
            Ok(None) => {}
            Err(e) => return Some(Err(e)),
        }
    }
    open.sort_by_key(|(since, _)| std::cmp::Reverse(*since));
    let (_, newest) = *open.first()?;
    let answer = newest.answer(cx, typed);
    let Some((_, other)) = open.get(1) else {
        return Some(answer);
    };
    let (to, other) = (newest.kind(), other.kind());
    Some(match answer {
        Ok(mut reply) => {
            let went = t!(cx.user.lang, "exercise-move-went", to = to, other = other);
            reply.text = format!("{went}\n{}", reply.text);
            Ok(reply)
        }
        Err(refusal) => Err(Refusal::InExercise {
            to,
            other,
            refusal: Box::new(refusal),
        }),
    })
}
