//! A team's votes counted: each move with its voters, the most voted first (a tie to the
//! earliest proposal), and the tally in words with a button to vote for each.

use crate::i18n::{date_time, Lang};
use crate::service::protocol::{Button, ButtonId, ButtonStyle};
use crate::store::players;
use crate::store::sql::Connection;
use crate::store::teams::{Team, Vote};
use crate::t;

/// Buttons under a tally at most (one row of Discord's).
const BUTTONS: usize = 5;

/// One move proposed, with who voted for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    pub text: String,
    pub voters: Vec<u64>,
    /// When it was first proposed.
    pub first_at: i64,
}

/// The moves voted for, the most voted first; among equals the earliest proposed.
pub fn counts(votes: &[Vote]) -> Vec<Count> {
    let mut out: Vec<Count> = Vec::new();
    for v in votes {
        match out.iter_mut().find(|c| c.text == v.text) {
            Some(c) => {
                c.voters.push(v.voter);
                c.first_at = c.first_at.min(v.first_at);
            }
            None => out.push(Count {
                text: v.text.clone(),
                voters: vec![v.voter],
                first_at: v.first_at,
            }),
        }
    }
    out.sort_by_key(|c| (std::cmp::Reverse(c.voters.len()), c.first_at));
    out
}

/// The voters' names, in the order they voted.
pub fn names(tx: &Connection, voters: &[u64]) -> crate::store::sql::Result<String> {
    let mut out = Vec::new();
    for v in voters {
        out.push(players::name(tx, *v)?.unwrap_or_else(|| "?".into()));
    }
    Ok(out.join(", "))
}

/// Each move with its votes and voters: `d4-d5: 2 (alice, bob)`, one a line.
pub fn lines(tx: &Connection, lang: Lang, counts: &[Count]) -> crate::store::sql::Result<String> {
    let mut out = Vec::new();
    for c in counts {
        out.push(t!(
            lang,
            "team-tally-line",
            text = c.text.as_str(),
            votes = c.voters.len(),
            voters = names(tx, &c.voters)?
        ));
    }
    Ok(out.join("\n"))
}

/// The tally of `team`'s vote for move `ply` of its game, in words: the moves, what plays
/// one at once, and when the vote closes.
pub fn words(
    tx: &Connection,
    lang: Lang,
    team: &Team,
    ply: u32,
    counts: &[Count],
    now: i64,
) -> crate::store::sql::Result<String> {
    let name = players::name(tx, team.side)?.unwrap_or_default();
    let head = t!(
        lang,
        "team-tally",
        team = name.as_str(),
        game = team.game,
        number = crate::service::words::phrases::move_number(ply)
    );
    let body = if counts.is_empty() {
        t!(lang, "team-tally-none")
    } else {
        lines(tx, lang, counts)?
    };
    let close = match team.close_at {
        Some(at) if at > now => t!(
            lang,
            "team-tally-close",
            quorum = team.quorum,
            close = date_time(lang, at)
        ),
        // The close has passed: the next vote decides.
        _ => t!(lang, "team-tally-closed", quorum = team.quorum),
    };
    Ok(format!("{head}\n{body}\n{close}"))
}

/// A button to vote for each move proposed (the most voted first).
pub fn buttons(lang: Lang, game: i64, ply: u32, counts: &[Count]) -> Vec<Button> {
    counts
        .iter()
        .take(BUTTONS)
        .map(|c| Button {
            label: t!(
                lang,
                "team-vote-button",
                text = c.text.as_str(),
                votes = c.voters.len()
            ),
            custom_id: ButtonId::Vote {
                game,
                ply,
                text: c.text.clone(),
            }
            .encode(),
            style: ButtonStyle::Neutral,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vote(voter: u64, text: &str, at: i64, first_at: i64) -> Vote {
        Vote {
            voter,
            text: text.into(),
            voted_at: at,
            first_at,
        }
    }

    #[test]
    fn the_most_voted_move_leads_and_a_tie_goes_to_the_earliest_proposal() {
        let votes = [
            vote(1, "e1-e3", 10, 10),
            vote(2, "d4-d5", 20, 20),
            vote(3, "d4-d5", 30, 20),
        ];
        let c = counts(&votes);
        assert_eq!(c[0].text, "d4-d5");
        assert_eq!(c[0].voters, vec![2, 3]);
        assert_eq!(c[1].text, "e1-e3");
        // One each: the move proposed first leads, whoever voted last.
        let tie = [vote(1, "e1-e3", 30, 30), vote(2, "d4-d5", 20, 20)];
        assert_eq!(counts(&tie)[0].text, "d4-d5");
    }
}
