//! What the Dutch rules read of each player to pair (C.04.3, 2025 edition): the score, the
//! colour preference (A.6) with its strength, the floats of the last two rounds (A.4), the
//! games played and whether the pairing-allocated bye is still allowed (C.2).

use crate::tournament::state::{Colour, Entry, HalfPoints, StartNo, Tournament};

/// A float of one earlier round, read from the scores before that round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Float {
    Down,
    Up,
    None,
}

#[derive(Clone, Debug)]
pub struct Profile {
    pub number: StartNo,
    pub score: HalfPoints,
    /// Whites minus blacks, as a size, and the colour that would even it.
    pub imbalance: u32,
    /// The colour wanted, if any.
    pub preference: Option<Colour>,
    /// The colour of the last two games, when they had the same one.
    pub repeated: Option<Colour>,
    /// Strong: one colour more of the other, with no absolute preference.
    pub strong: bool,
    pub played_games: u32,
    pub may_get_bye: bool,
    /// The floats of the last round and of the one before.
    pub floats: [Float; 2],
    /// Colours of the games played, latest last.
    pub colours: Vec<Colour>,
}

impl Profile {
    /// An absolute preference: two colours more of one, or the same colour twice running.
    pub fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }

    /// A difference of two or more.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    /// A.7: in the last round, more than half the points possible so far.
    pub fn topscorer(&self, played: u32) -> bool {
        self.score > played
    }
}

/// The entry of round `r` (0-based); a round with none is an absence.
fn entry(entries: &[Entry], r: usize) -> Entry {
    entries.get(r).copied().unwrap_or(Entry::ABSENT)
}

fn score_before(t: &Tournament, number: StartNo, rounds: usize) -> HalfPoints {
    let entries = &t.player(number).entries;
    (0..rounds)
        .map(|r| entry(entries, r).outcome.half_points())
        .sum()
}

/// The float of round `r` (0-based): a point scored without playing floats down; a game
/// floats the player with more points before it down and the other up.
fn float(t: &Tournament, number: StartNo, r: usize) -> Float {
    let e = entry(&t.player(number).entries, r);
    let Some(opponent) = e.opponent.filter(|_| e.outcome.is_played()) else {
        return if e.outcome.half_points() > 0 {
            Float::Down
        } else {
            Float::None
        };
    };
    let mine = score_before(t, number, r);
    let theirs = score_before(t, opponent, r);
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Float::Down,
        std::cmp::Ordering::Less => Float::Up,
        std::cmp::Ordering::Equal => Float::None,
    }
}

/// The profile of player `number` after `played` rounds.
pub fn profile(t: &Tournament, number: StartNo, played: u32) -> Profile {
    let entries = &t.player(number).entries;
    let played = played as usize;
    let colours: Vec<Colour> = (0..played)
        .filter_map(|r| entry(entries, r).played_colour())
        .collect();
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
    let blacks = colours.len() as i64 - whites;
    let lower = if whites > blacks {
        Colour::Black
    } else {
        Colour::White
    };
    let imbalance = (whites - blacks).unsigned_abs() as u32;
    let run = colours
        .iter()
        .rev()
        .take_while(|&&c| Some(&c) == colours.last())
        .count();
    let last = colours.last().copied();
    let preference = if imbalance > 1 {
        Some(lower)
    } else if run > 1 {
        last.map(Colour::other)
    } else if imbalance > 0 {
        Some(lower)
    } else {
        last.map(Colour::other)
    };
    let repeated = last.filter(|_| run > 1);
    let floats = [1, 2].map(|back| {
        if played >= back {
            float(t, number, played - back)
        } else {
            Float::None
        }
    });
    Profile {
        number,
        score: score_before(t, number, played),
        imbalance,
        preference,
        repeated,
        strong: imbalance == 1 && repeated.is_none(),
        played_games: colours.len() as u32,
        may_get_bye: !(0..played).any(|r| entry(entries, r).outcome.is_unplayed_point()),
        floats,
        colours,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::state::{GameResult, Pairing, Round};

    fn four_after_two_rounds() -> Tournament {
        let names: Vec<(String, u16)> = (1..=4).map(|i| (format!("P{i}"), 2000)).collect();
        let mut t = Tournament::new("t", 5, &names);
        let games = |pairs: &[(u32, u32)]| Round {
            pairs: pairs
                .iter()
                .map(|&(white, black)| Pairing { white, black })
                .collect(),
            bye: None,
        };
        // Round 1: 1 beats 3, 2 beats 4. Round 2: 1 (1 point) meets 4 (0) and draws;
        // 2 (1) beats 3 (0).
        t.record_round(
            &games(&[(1, 3), (4, 2)]),
            &[GameResult::WhiteWins, GameResult::BlackWins],
        )
        .unwrap();
        t.record_round(
            &games(&[(4, 1), (2, 3)]),
            &[GameResult::Draw, GameResult::WhiteWins],
        )
        .unwrap();
        t
    }

    #[test]
    fn the_higher_scorer_of_a_game_floats_down_and_the_lower_up() {
        let t = four_after_two_rounds();
        // Last round: 1 and 2 (1 point) met players on 0: down; 3 and 4 up. The round
        // before, everyone had 0: no floats.
        assert_eq!(profile(&t, 1, 2).floats, [Float::Down, Float::None]);
        assert_eq!(profile(&t, 4, 2).floats, [Float::Up, Float::None]);
        assert_eq!(profile(&t, 3, 2).floats, [Float::Up, Float::None]);
    }

    #[test]
    fn colour_preferences_read_the_difference_and_the_last_two_games() {
        let t = four_after_two_rounds();
        // 1: White then Black: a mild preference for White (alternate).
        let p1 = profile(&t, 1, 2);
        assert_eq!(
            (p1.preference, p1.strong, p1.absolute()),
            (Some(Colour::White), false, false)
        );
        // 2: Black then White: mild, for Black.
        assert_eq!(profile(&t, 2, 2).preference, Some(Colour::Black));
        // 3: Black twice: absolute, for White.
        let p3 = profile(&t, 3, 2);
        assert_eq!((p3.preference, p3.absolute()), (Some(Colour::White), true));
        assert_eq!(p3.repeated, Some(Colour::Black));
    }

    #[test]
    fn a_point_without_a_game_floats_down_and_bars_the_bye() {
        let mut t = four_after_two_rounds();
        t.players[0].entries[1] = Entry {
            opponent: None,
            colour: None,
            outcome: crate::tournament::state::Outcome::FullBye,
        };
        let p1 = profile(&t, 1, 2);
        assert_eq!(p1.floats[0], Float::Down);
        assert!(!p1.may_get_bye);
        assert_eq!(p1.played_games, 1);
    }
}
