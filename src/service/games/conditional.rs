//! Conditional moves as a tree: a player's lines in one game ("if they play X, I answer Y;
//! then if they play Z, I answer W ..."), what the opponent's move does to them, and
//! whether a new line agrees with the lines given before (one answer to each reply).

/// One line: moves in canonical text, the opponent's first, then the answer, and so on.
pub type Line = Vec<String>;

/// What the opponent's move does to a player's lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// No line was waiting.
    Nothing,
    /// A line foresaw the move: the answer to play at once, and the lines that go on after
    /// it (each from the opponent's next move).
    Answer { answer: String, rest: Vec<Line> },
    /// Lines were waiting, but none foresaw this move: all of them are dropped.
    RanOut,
}

/// The lines after the opponent played `theirs`.
pub fn after(lines: &[Line], theirs: &str) -> Step {
    if lines.is_empty() {
        return Step::Nothing;
    }
    let matching: Vec<&Line> = lines
        .iter()
        .filter(|l| l.len() >= 2 && l[0] == theirs)
        .collect();
    let Some(first) = matching.first() else {
        return Step::RanOut;
    };
    Step::Answer {
        answer: first[1].clone(),
        rest: matching
            .iter()
            .map(|l| l[2..].to_vec())
            .filter(|l| !l.is_empty())
            .collect(),
    }
}

/// Where `new` answers one of the opponent's moves otherwise than a line given before:
/// the index in `new` of its answer, and the answer given before.
pub fn disagreement(lines: &[Line], new: &[String]) -> Option<(usize, String)> {
    lines.iter().find_map(|old| {
        let shared = old.iter().zip(new).take_while(|(a, b)| a == b).count();
        // Lines may part at the opponent's moves (even places), never at an answer.
        let parted = shared < old.len() && shared < new.len();
        (parted && shared % 2 == 1).then(|| (shared, old[shared].clone()))
    })
}

/// `lines` with `new` added: nothing changes when a line given before already holds it,
/// and a line given before that `new` continues makes way for it.
pub fn merged(lines: &[Line], new: Line) -> Vec<Line> {
    if lines.iter().any(|l| l.starts_with(&new)) {
        return lines.to_vec();
    }
    let mut out: Vec<Line> = lines
        .iter()
        .filter(|l| !new.starts_with(l))
        .cloned()
        .collect();
    out.push(new);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> Line {
        text.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn the_reply_foreseen_is_answered_and_the_lines_go_on_after_it() {
        let lines = [
            line("f6-f5 d4-d5 g6-g5 c3-c4"),
            line("f6-f5 d4-d5 h6-h5 c3-c5"),
        ];
        let Step::Answer { answer, rest } = after(&lines, "f6-f5") else {
            panic!("f6-f5 was foreseen");
        };
        assert_eq!(answer, "d4-d5");
        assert_eq!(rest, [line("g6-g5 c3-c4"), line("h6-h5 c3-c5")]);
        assert_eq!(after(&lines, "a6-a5"), Step::RanOut);
        assert_eq!(after(&[], "a6-a5"), Step::Nothing);
        // The last answer of a line leaves nothing after it.
        let Step::Answer { rest, .. } = after(&[line("f6-f5 d4-d5")], "f6-f5") else {
            panic!("foreseen");
        };
        assert!(rest.is_empty());
    }

    #[test]
    fn lines_may_part_at_the_opponents_moves_but_not_at_an_answer() {
        let lines = [line("f6-f5 d4-d5 g6-g5 c3-c4")];
        assert_eq!(disagreement(&lines, &line("f6-f5 d4-d5 h6-h5 c3-c5")), None);
        assert_eq!(disagreement(&lines, &line("a6-a5 b4-b5")), None);
        assert_eq!(
            disagreement(&lines, &line("f6-f5 e4-e5")),
            Some((1, "d4-d5".to_string()))
        );
        assert_eq!(
            disagreement(&lines, &line("f6-f5 d4-d5 g6-g5 c3-c5")),
            Some((3, "c3-c4".to_string()))
        );
    }

    #[test]
    fn a_line_that_continues_another_takes_its_place() {
        let lines = vec![line("f6-f5 d4-d5")];
        assert_eq!(
            merged(&lines, line("f6-f5 d4-d5 g6-g5 c3-c4")),
            [line("f6-f5 d4-d5 g6-g5 c3-c4")]
        );
        let longer = vec![line("f6-f5 d4-d5 g6-g5 c3-c4")];
        assert_eq!(merged(&longer, line("f6-f5 d4-d5")), longer);
        assert_eq!(merged(&longer, line("a6-a5 b4-b5")).len(), 2);
    }
}
