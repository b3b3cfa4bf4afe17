//! A lesson book checked as its tests and `rithmo lessons` check it: in every step the
//! intended solution is legal and does the task, and the wrong move is legal and does not.

use super::book::Lesson;
use super::goal::Verdict;
use crate::rules::explain::resolve;
use crate::rules::VariantId;

/// What is wrong with `lessons` of `variant`, one line per fault; empty when all is well.
pub fn faults(variant: VariantId, lessons: &[Lesson]) -> Vec<String> {
    let mut out = Vec::new();
    for l in lessons {
        for (n, step) in l.steps.iter().enumerate() {
            let at = format!("{variant} lesson {} step {}", l.id, n + 1);
            let game = l.game(variant, n);
            if game.outcome().is_some() {
                out.push(format!("{at}: the game is over before the task"));
                continue;
            }
            match resolve(&game, &step.solution) {
                Err(e) => out.push(format!("{at}: solution {}: {e:?}", step.solution)),
                Ok(a) => match step.goal.check(&game, a) {
                    Verdict::Done => {}
                    v => out.push(format!("{at}: solution {} fails: {v:?}", step.solution)),
                },
            }
            match resolve(&game, &step.wrong) {
                Err(e) => out.push(format!("{at}: wrong move {}: {e:?}", step.wrong)),
                Ok(a) if step.goal.check(&game, a) == Verdict::Done => {
                    out.push(format!("{at}: the wrong move {} does the task", step.wrong))
                }
                Ok(_) => {}
            }
        }
    }
    out
}
