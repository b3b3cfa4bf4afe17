//! What an exercise's button or menu asks (a lesson's, a puzzle's, any kind's): the same few
//! presses for every kind, read from the button's id by the kind it names.

/// What is pressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// A hint for the step shown.
    Hint,
    /// The step's answer shown.
    Show,
    /// Gives up: the solution is shown, the exercise counts as failed.
    Solution,
    /// A move picked from the menu.
    Move(String),
    /// The next exercise (after one is finished).
    Next,
}

impl Press {
    /// The press a button's `what` names, with the menu's `value` for a move.
    pub fn read(what: &str, value: Option<&str>) -> Option<Press> {
        Some(match what {
            "hint" => Press::Hint,
            "show" => Press::Show,
            "solution" => Press::Solution,
            "next" => Press::Next,
            "move" => Press::Move(value?.to_string()),
            _ => return None,
        })
    }

    /// The word a button's id carries for it.
    pub fn word(&self) -> &'static str {
        match self {
            Press::Hint => "hint",
            Press::Show => "show",
            Press::Solution => "solution",
            Press::Move(_) => "move",
            Press::Next => "next",
        }
    }
}

/// A press on an exercise's button or menu as its id carries it: the kind (the id's prefix,
/// `learn`, `puzzle`), what was pressed, and the rest (the step it was shown at, then a
/// menu's value), which only the kind reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExercisePress {
    pub kind: String,
    pub what: String,
    pub rest: String,
}
