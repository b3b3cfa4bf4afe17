//! A stored game brought back to life: its rules and its position rebuilt from the move
//! log (which also restores the repetition history), checked against the stored position.
//! The replay's actions and last captures are kept, so that the game's pictures are built
//! from them as typed values and nothing is read or replayed again.

use crate::rules::explain::resolve;
use crate::rules::material::Losses;
use crate::rules::victory::proof;
use crate::rules::{Action, Captured, Color, Game, Position, Ruleset, Square};
use crate::service::games::rating::stored_name;
use crate::service::protocol::refusal::Damage;
use crate::service::User;
use crate::service::{BoardImage, Finished, Refusal, ReplayImage};
use crate::store::games::{GameRow, Status};
use crate::store::moves::{self, MoveRow};
use crate::store::sql::Connection;
use crate::store::teams::{self, Team, Vote};

pub struct Loaded {
    pub row: GameRow,
    pub game: Game,
    pub moves: Vec<MoveRow>,
    /// The position the log starts from.
    pub start: Position,
    /// Each ply of the log, as the replay read it.
    pub actions: Vec<Action>,
    /// The last ply's captures, as the replay found them.
    pub captured: Vec<Captured>,
    /// Time given back to the game after outages (`service::clock::outage`), for its record.
    pub given: Vec<crate::store::heartbeat::Given>,
    /// The teams playing its sides, if any (`service::teams`).
    pub teams: Vec<Team>,
    /// Their votes (and suggestions), by the ply voted for, with each voter's name: the
    /// record names them.
    pub votes: Vec<(u32, String, Vote)>,
}

pub fn rules_of(row: &GameRow) -> Result<Ruleset, Refusal> {
    Ruleset::from_names(&row.variant, &option_list(&row.options))
        .map_err(|e| Refusal::Damaged(Damage::Rules(e)))
}

pub fn option_list(options: &str) -> Vec<String> {
    options.split_whitespace().map(String::from).collect()
}

pub fn load(conn: &Connection, row: GameRow) -> Result<Loaded, Refusal> {
    let moves = moves::list(conn, row.id)?;
    let given = crate::store::heartbeat::given(conn, row.id)?;
    let teams = teams::of_game(conn, row.id)?;
    let mut votes = Vec::new();
    if !teams.is_empty() {
        for (ply, v) in teams::all_votes(conn, row.id)? {
            let name = crate::store::players::name(conn, v.voter)?.unwrap_or_default();
            votes.push((ply, name, v));
        }
    }
    Ok(Loaded {
        given,
        teams,
        votes,
        ..replay(row, moves, true)?
    })
}

/// The game of `row` as it stood after its first `plies` plies (a post owed since then
/// shows that board).
pub fn load_upto(conn: &Connection, row: GameRow, plies: u32) -> Result<Loaded, Refusal> {
    let mut moves = moves::list(conn, row.id)?;
    let whole = moves.len() <= plies as usize;
    moves.truncate(plies as usize);
    replay(row, moves, whole)
}

/// The game of `row` rebuilt by playing its logged `moves` from its start; with `whole`,
/// checked against the stored position.
fn replay(row: GameRow, moves: Vec<MoveRow>, whole: bool) -> Result<Loaded, Refusal> {
    let rules = rules_of(&row)?;
    let game = Game::from_rfen(rules, &row.start_position).map_err(|e| {
        Refusal::Damaged(Damage::Start {
            game: row.id,
            error: e.to_string(),
        })
    })?;
    let mut g = Loaded {
        start: game.pos,
        game,
        actions: Vec::with_capacity(moves.len()),
        captured: Vec::new(),
        moves: Vec::new(),
        given: Vec::new(),
        teams: Vec::new(),
        votes: Vec::new(),
        row,
    };
    for m in &moves {
        let action = resolve(&g.game, &m.text).map_err(|e| {
            Refusal::Damaged(Damage::Replay {
                game: g.row.id,
                ply: m.ply,
                why: e,
            })
        })?;
        g.play(action);
    }
    if whole && g.game.rfen() != g.row.position {
        return Err(Refusal::Damaged(Damage::Log { game: g.row.id }));
    }
    g.moves = moves;
    Ok(g)
}

impl Loaded {
    /// Plays `action`, kept as the last ply the game's pictures show; returns its captures.
    pub fn play(&mut self, action: Action) -> Vec<Captured> {
        let captured = self.game.play(action);
        self.actions.push(action);
        self.captured.clone_from(&captured);
        captured
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Option<u64> {
        self.player(self.game.pos.side)
    }

    pub fn player(&self, c: Color) -> Option<u64> {
        match c {
            Color::White => self.row.white,
            Color::Black => self.row.black,
        }
    }

    pub fn colour_of(&self, user: u64) -> Option<Color> {
        Color::BOTH
            .into_iter()
            .find(|&c| self.player(c) == Some(user))
    }

    /// The side the caller plays: their own, or the side of a team whose role they have.
    pub fn side_of(&self, user: &User) -> Option<Color> {
        self.colour_of(user.id).or_else(|| {
            let team = self.team_of(user)?;
            self.colour_of(team.side)
        })
    }

    /// The team the caller plays for here, when they play through one.
    pub fn team_of(&self, user: &User) -> Option<&Team> {
        if self.colour_of(user.id).is_some() {
            return None;
        }
        self.teams.iter().find(|t| user.roles.contains(&t.side))
    }

    /// The team playing side `c`, if a team plays it.
    pub fn team_at(&self, c: Color) -> Option<&Team> {
        let side = self.player(c)?;
        self.teams.iter().find(|t| t.side == side)
    }

    /// Whether it is the caller's move, or their team's.
    pub fn moves_now(&self, user: &User) -> bool {
        self.side_of(user) == Some(self.game.pos.side)
    }

    /// The board as posts in the game's channel or thread show it, White at the bottom for
    /// the whole game, with the last ply's move and captures marked, the result once the game
    /// is over and the deadline of the player to move, as the game's row says: a command that
    /// writes a deadline updates the row it loaded, one that stores a result passes the row
    /// written (`image_of`).
    /// Each strip names its player with their rating ("alice 1623").
    pub fn image(&self, conn: &Connection) -> crate::store::sql::Result<BoardImage> {
        self.image_of(conn, &self.row)
    }

    /// The board with the game's row as written since it was loaded.
    pub fn image_of(
        &self,
        conn: &Connection,
        row: &GameRow,
    ) -> crate::store::sql::Result<BoardImage> {
        let name = |c| -> crate::store::sql::Result<Option<String>> {
            self.player(c)
                .map(|id| stored_name(conn, row, id))
                .transpose()
        };
        let (rules, pos) = (&self.game.rules, self.game.pos);
        let result = finished(row);
        let (winning, winning_parts) = framed(rules, &pos);
        Ok(BoardImage {
            rules: rules.clone(),
            pos,
            last: self.actions.last().copied(),
            captures: self.captured.clone(),
            losses: Losses::since(rules, &self.start, &pos),
            winning,
            winning_parts,
            flip: false,
            white: name(Color::White)?,
            black: name(Color::Black)?,
            deadline: row
                .deadline
                .filter(|_| row.status == Status::Active && result.is_none()),
            result,
            now: None,
            lang: Default::default(),
            compared: None,
        })
    }

    /// The game's animated replay from its start, for the adapter to draw, with the players'
    /// names.
    pub fn replay(&self, white: String, black: String) -> ReplayImage {
        ReplayImage {
            name: format!("rithmo-game-{}.gif", self.row.id),
            rules: self.game.rules.clone(),
            start: self.start,
            actions: self.actions.clone(),
            white: Some(white),
            black: Some(black),
            result: finished(&self.row),
            lang: Default::default(),
        }
    }
}

/// The squares a win's proof frames, and the part each pyramid among them counted as: the
/// same proof the end message words.
pub fn framed(rules: &Ruleset, pos: &Position) -> (Vec<Square>, Vec<(Square, u32)>) {
    let Some(proof) = proof(rules, pos) else {
        return Default::default();
    };
    let parts = proof
        .members
        .iter()
        .filter_map(|m| m.part().map(|p| (m.square, p)))
        .collect();
    (proof.squares(), parts)
}

/// A finished game's stored result; none while it goes on (or was never played).
fn finished(row: &GameRow) -> Option<Finished> {
    row.ended().map(|(decision, reason)| Finished {
        winner: decision.winner(),
        reason,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::setup::NEO;
    use crate::rules::Square;

    fn row(position: String) -> GameRow {
        GameRow {
            id: 7,
            variant: "neo".into(),
            options: String::new(),
            status: Status::Active,
            challenger: 1,
            opponent: Some(2),
            colour_choice: "white".into(),
            white: None,
            black: None,
            days_per_move: 3,
            start_position: NEO.into(),
            position,
            ply: 4,
            deadline: None,
            result: None,
            reason: None,
            guild_id: None,
            channel_id: 1,
            thread_id: None,
            created_at: 0,
            reminded_ply: None,
            rated: true,
            clock: crate::store::games::Clock::per_move(3),
            second_guild: None,
        }
    }

    fn logged(ply: u32, text: &str) -> MoveRow {
        MoveRow {
            ply,
            mover: 1,
            text: text.into(),
            position_after: String::new(),
            captures: "[]".into(),
            played_at: 0,
        }
    }

    /// The board of a loaded game shows the ply its replay played last, with the captures
    /// that ply made (h5xf3 takes on f3, Black's arrow from h5), and after a move played on
    /// the loaded game, that move.
    #[test]
    fn the_board_carries_the_last_ply_as_the_replay_played_it() {
        let texts = ["c4-b4", "h7-h5", "b3-a4", "h5xf3"];
        let mut game = Game::from_rfen(rules_of(&row(String::new())).unwrap(), NEO).unwrap();
        let mut last = None;
        for t in texts {
            let action = resolve(&game, t).unwrap();
            last = Some((action, game.play(action)));
        }
        let (action, captured) = last.unwrap();
        let log = (1..).zip(texts).map(|(ply, t)| logged(ply, t)).collect();
        let mut g = replay(row(game.rfen()), log, true).unwrap();
        let conn = Connection::sqlite(rusqlite::Connection::open_in_memory().unwrap());
        let board = g.image(&conn).unwrap();
        assert_eq!(board.last, Some(action));
        assert_eq!(board.captures, captured);
        assert_eq!(
            board.captures[0].captors.squares(),
            [Square::parse("h5", 9).unwrap()]
        );
        assert_eq!(board.pos, game.pos);
        let next = resolve(&g.game, "f4xf3").unwrap();
        let taken = g.play(next);
        let board = g.image(&conn).unwrap();
        assert_eq!((board.last, board.captures), (Some(next), taken));
    }
}
