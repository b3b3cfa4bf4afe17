//! A tournament's typed state: players by start number, what each round was for each of
//! them, and who has withdrawn. Scores are kept in half points so that sums stay exact.

/// A player's start number (1-based), the pairing number FIDE's rules rank by.
pub type StartNo = u32;

/// Points counted in halves: a win is 2, a draw 1.
pub type HalfPoints = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// What one round was for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
    /// Paired, and the opponent did not play (withdrew, never moved): a point, no game.
    ForfeitWin,
    /// Paired and did not play.
    ForfeitLoss,
    /// The pairing-allocated bye: a full point, at most once (TRF `U`).
    PairingBye,
    /// A bye the player asked for, worth a full point (TRF `F`).
    FullBye,
    /// A bye the player asked for, worth half a point (TRF `H`).
    HalfBye,
    /// Not paired: absent or withdrawn, no points (TRF `Z`).
    Absent,
}

impl Outcome {
    pub fn half_points(self) -> HalfPoints {
        match self {
            Outcome::Win | Outcome::ForfeitWin | Outcome::PairingBye | Outcome::FullBye => 2,
            Outcome::Draw | Outcome::HalfBye => 1,
            Outcome::Loss | Outcome::ForfeitLoss | Outcome::Absent => 0,
        }
    }

    /// A game played over the board: it counts for colours, rematches and Sonneborn-Berger.
    pub fn is_played(self) -> bool {
        matches!(self, Outcome::Win | Outcome::Draw | Outcome::Loss)
    }

    /// Scored a point without playing: such a player may not get the pairing bye (C.04.1 c).
    pub fn is_unplayed_point(self) -> bool {
        matches!(
            self,
            Outcome::ForfeitWin | Outcome::PairingBye | Outcome::FullBye
        )
    }
}

/// One player's round: the opponent (none for byes and absences), the colour they had or were
/// given, and the outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub opponent: Option<StartNo>,
    pub colour: Option<Colour>,
    pub outcome: Outcome,
}

impl Entry {
    pub const ABSENT: Entry = Entry {
        opponent: None,
        colour: None,
        outcome: Outcome::Absent,
    };

    /// The colour of a game actually played; forfeits and byes have none for pairing.
    pub fn played_colour(&self) -> Option<Colour> {
        self.colour.filter(|_| self.outcome.is_played())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub number: StartNo,
    pub name: String,
    pub rating: u16,
    /// One entry per round, in order; index 0 is round 1.
    pub entries: Vec<Entry>,
    /// Withdrawn players are not paired again (their unplayed games are forfeits).
    pub withdrawn: bool,
}

impl Player {
    pub fn score(&self) -> HalfPoints {
        self.entries.iter().map(|e| e.outcome.half_points()).sum()
    }

    /// Whether these two met over the board: forfeited games do not count (C.04.1 b).
    pub fn has_played(&self, other: StartNo) -> bool {
        self.entries
            .iter()
            .any(|e| e.outcome.is_played() && e.opponent == Some(other))
    }
}

/// A game of a round: who has White, who Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pairing {
    pub white: StartNo,
    pub black: StartNo,
}

/// A Swiss round as paired: its games and the player with the pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Round {
    pub pairs: Vec<Pairing>,
    pub bye: Option<StartNo>,
}

/// How a game ended, from the board's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    WhiteWins,
    Draw,
    BlackWins,
    /// Black did not play (withdrew, lost the game unplayed).
    WhiteWinsByForfeit,
    BlackWinsByForfeit,
    /// Neither played.
    DoubleForfeit,
}

impl GameResult {
    /// White's and Black's outcomes.
    pub fn outcomes(self) -> (Outcome, Outcome) {
        use Outcome::*;
        match self {
            GameResult::WhiteWins => (Win, Loss),
            GameResult::Draw => (Draw, Draw),
            GameResult::BlackWins => (Loss, Win),
            GameResult::WhiteWinsByForfeit => (ForfeitWin, ForfeitLoss),
            GameResult::BlackWinsByForfeit => (ForfeitLoss, ForfeitWin),
            GameResult::DoubleForfeit => (ForfeitLoss, ForfeitLoss),
        }
    }
}

/// Players, their rounds and the number of rounds planned (a Swiss's length; for a round
/// robin, its schedule's length).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub name: String,
    pub rounds: u32,
    /// `players[i].number == i + 1`.
    pub players: Vec<Player>,
}

impl Tournament {
    /// A tournament before its first round. Start numbers go by rating, highest first (ties
    /// keep the order given), as FIDE's pairing numbers do.
    pub fn new(name: &str, rounds: u32, entrants: &[(String, u16)]) -> Tournament {
        let mut order: Vec<&(String, u16)> = entrants.iter().collect();
        order.sort_by_key(|(_, rating)| std::cmp::Reverse(*rating));
        let players = order
            .into_iter()
            .zip(1..)
            .map(|((name, rating), number)| Player {
                number,
                name: name.clone(),
                rating: *rating,
                entries: Vec::new(),
                withdrawn: false,
            })
            .collect();
        Tournament {
            name: name.to_string(),
            rounds,
            players,
        }
    }

    pub fn player(&self, number: StartNo) -> &Player {
        &self.players[number as usize - 1]
    }

    fn player_mut(&mut self, number: StartNo) -> Result<&mut Player, String> {
        let count = self.players.len();
        self.players
            .get_mut((number as usize).wrapping_sub(1))
            .ok_or_else(|| format!("no player {number} (there are {count})"))
    }

    /// The number of rounds paired: the last with a game or the pairing bye. (A bye asked
    /// for, or an absence, may already stand in the next round's column.)
    pub fn rounds_played(&self) -> u32 {
        self.players
            .iter()
            .filter_map(|p| {
                p.entries
                    .iter()
                    .rposition(|e| e.opponent.is_some() || e.outcome == Outcome::PairingBye)
            })
            .map(|i| i as u32 + 1)
            .max()
            .unwrap_or(0)
    }

    pub fn score(&self, number: StartNo) -> HalfPoints {
        self.player(number).score()
    }

    /// The most rounds a Swiss of this many players can have with no rematch: everyone meets
    /// everyone else once, plus one bye each when the count is odd.
    pub fn max_swiss_rounds(players: usize) -> u32 {
        if players.is_multiple_of(2) {
            players.saturating_sub(1) as u32
        } else {
            players as u32
        }
    }

    pub fn withdraw(&mut self, number: StartNo) -> Result<(), String> {
        self.player_mut(number)?.withdrawn = true;
        Ok(())
    }

    /// Records one game of round `round` (1-based), filling skipped rounds with absences; for
    /// a round robin, whose games end in any order.
    pub fn record_game(
        &mut self,
        round: u32,
        pairing: Pairing,
        result: GameResult,
    ) -> Result<(), String> {
        if pairing.white == pairing.black {
            return Err(format!("player {} cannot play themself", pairing.white));
        }
        let (w, b) = result.outcomes();
        self.set_entry(round, pairing.white, pairing.black, Colour::White, w)?;
        self.set_entry(round, pairing.black, pairing.white, Colour::Black, b)
    }

    fn set_entry(
        &mut self,
        round: u32,
        who: StartNo,
        opponent: StartNo,
        colour: Colour,
        outcome: Outcome,
    ) -> Result<(), String> {
        let entry = Entry {
            opponent: Some(opponent),
            colour: Some(colour),
            outcome,
        };
        *self.slot(who, round)? = entry;
        Ok(())
    }

    fn slot(&mut self, who: StartNo, round: u32) -> Result<&mut Entry, String> {
        if round == 0 {
            return Err("rounds count from 1".into());
        }
        let player = self.player_mut(who)?;
        let index = round as usize - 1;
        if player.entries.len() <= index {
            player.entries.resize(index + 1, Entry::ABSENT);
        }
        Ok(&mut player.entries[index])
    }

    /// Records a whole Swiss round: each game's result in the order of `round.pairs`, the
    /// bye's point, and an absence for everyone else.
    pub fn record_round(&mut self, round: &Round, results: &[GameResult]) -> Result<(), String> {
        if results.len() != round.pairs.len() {
            return Err(format!(
                "{} results for {} games",
                results.len(),
                round.pairs.len()
            ));
        }
        let number = self.rounds_played() + 1;
        for (pairing, result) in round.pairs.iter().zip(results) {
            self.record_game(number, *pairing, *result)?;
        }
        if let Some(bye) = round.bye {
            *self.slot(bye, number)? = Entry {
                opponent: None,
                colour: None,
                outcome: Outcome::PairingBye,
            };
        }
        for player in &mut self.players {
            player.entries.resize(number as usize, Entry::ABSENT);
        }
        Ok(())
    }
}

/// Half points as a person reads them: `2`, `2.5`.
pub fn points_text(half: HalfPoints) -> String {
    if half.is_multiple_of(2) {
        format!("{}", half / 2)
    } else {
        format!("{}.5", half / 2)
    }
}
