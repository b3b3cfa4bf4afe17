//! The lessons of each variant as the asset files hold them, read once and checked: every
//! step's position is valid RFEN of its variant and options.

use super::goal::Goal;
use crate::rules::{Game, Ruleset, VariantId};
use serde::Deserialize;
use std::sync::OnceLock;

/// One lesson: its id (the key of its texts: `lesson-<variant>-<id>-title`), the variant's
/// options it is played with, and its steps in order.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    #[serde(default)]
    pub options: Vec<String>,
    pub steps: Vec<Step>,
}

/// One step: a position (RFEN, the learner to move), what to do there, a move that does it
/// and one that does not (the tests play both).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub position: String,
    pub goal: Goal,
    pub solution: String,
    pub wrong: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    variant: String,
    lessons: Vec<Lesson>,
}

/// The embedded lesson files, by variant.
const FILES: [(VariantId, &str); 4] = [
    (
        VariantId::Neo,
        include_str!("../../assets/lessons/neo.json"),
    ),
    (
        VariantId::Classic,
        include_str!("../../assets/lessons/classic.json"),
    ),
    (
        VariantId::Heligon,
        include_str!("../../assets/lessons/heligon.json"),
    ),
    (
        VariantId::Simple,
        include_str!("../../assets/lessons/simple.json"),
    ),
];

/// The lessons of `variant`, in order (none for a variant without a file).
pub fn book(variant: VariantId) -> &'static [Lesson] {
    static BOOKS: OnceLock<Vec<(VariantId, Vec<Lesson>)>> = OnceLock::new();
    let books = BOOKS.get_or_init(|| {
        FILES
            .iter()
            .map(|(id, text)| {
                let lessons = parse(*id, text).unwrap_or_else(|e| panic!("lessons of {id}: {e}"));
                (*id, lessons)
            })
            .collect()
    });
    books
        .iter()
        .find(|(id, _)| *id == variant)
        .map_or(&[], |(_, l)| l.as_slice())
}

/// A lesson file's lessons, or what is wrong with it: JSON, the variant named, the options,
/// every position, ids unique.
pub fn parse(variant: VariantId, text: &str) -> Result<Vec<Lesson>, String> {
    let file: File = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if file.variant != variant.name() {
        return Err(format!("the file is for {}, not {variant}", file.variant));
    }
    for (i, l) in file.lessons.iter().enumerate() {
        if file.lessons[..i].iter().any(|o| o.id == l.id) {
            return Err(format!("lesson {} twice", l.id));
        }
        if l.steps.is_empty() {
            return Err(format!("lesson {} has no step", l.id));
        }
        let rules = l.rules(variant)?;
        for (n, s) in l.steps.iter().enumerate() {
            Game::from_rfen(rules.clone(), &s.position)
                .map_err(|e| format!("lesson {} step {}: {e}", l.id, n + 1))?;
        }
    }
    Ok(file.lessons)
}

impl Lesson {
    /// The ruleset its positions are played in.
    pub fn rules(&self, variant: VariantId) -> Result<Ruleset, String> {
        Ruleset::from_names(variant.name(), &self.options)
            .map_err(|e| format!("lesson {}: {e:?}", self.id))
    }

    /// Step `n`'s game (the position checked when the book was read).
    pub fn game(&self, variant: VariantId, n: usize) -> Game {
        let rules = self.rules(variant).expect("checked when read");
        Game::from_rfen(rules, &self.steps[n].position).expect("checked when read")
    }
}
