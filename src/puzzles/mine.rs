//! The miner: the engine plays itself at mixed levels, and at every new position a search
//! of moderate budget asks whether the side to move has one move that wins the game (within
//! three of its moves) or wins material, clearly more than any other move (`material::margin`,
//! by searching again without that move). Such a candidate is searched again, deeper: if the
//! move is no longer best, or no longer clearly, it is dropped and counted. A kept one's line
//! follows the engine's best replies until the advantage is cashed in, each later solver move
//! as clearly best as the first, and the puzzle passes `check` before it is kept.
//! Every search counts positions, never time: a seed mines the same puzzles on any machine.
//! The same examination runs over games played elsewhere (`mine_played`: a server's
//! finished games, where the server allows it).

use super::material::{claimed_gain, margin, pyramid_taken, won};
use super::puzzle::{Puzzle, Theme};
use super::verify::{check, MAX_SOLVER_MOVES};
use crate::engine::eval::{WIN, WON};
use crate::engine::rng::Rng;
use crate::engine::{probe, think, Level, Probe};
use crate::rules::explain::resolve;
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game, Ruleset, VariantId};
use std::collections::HashSet;

/// The miner's budgets.
#[derive(Clone, Copy, Debug)]
pub struct Miner {
    /// Positions searched to find a candidate (and its best rival).
    pub moderate: u64,
    /// Positions searched to verify it and to play its line.
    pub deep: u64,
    /// Plies played per game at most.
    pub plies: u32,
    /// Random plies that open each game, so that games differ from the start.
    pub opening: u32,
    /// The levels the games are played at, each side's picked at random.
    pub levels: &'static [u8],
}

impl Miner {
    /// The budgets `rithmo puzzles --mine` uses: the moderate search is half of level 4's,
    /// the deep one four times that (half of level 5's).
    pub fn for_variant(v: VariantId) -> Miner {
        let level4 = Level::new(4).expect("level 4 exists").budget(v, None).nodes;
        Miner {
            moderate: level4 / 2,
            deep: level4 * 2,
            plies: 160,
            opening: 4,
            levels: &[1, 2, 3, 4],
        }
    }
}

/// What a mining run found and dropped.
#[derive(Clone, Debug, Default)]
pub struct MineReport {
    pub kept: Vec<Puzzle>,
    /// Positions whose clearly best move the moderate search found.
    pub candidates: usize,
    /// Candidates the deeper search did not confirm as the one clearly best move (or whose
    /// line needed a later solver move that was not clearly best).
    pub dropped_not_unique: usize,
    /// Candidates confirmed but whose line did not cash the advantage in within three
    /// solver moves (or failed `check`).
    pub dropped_unsound: usize,
    pub games: usize,
    /// Distinct positions examined.
    pub positions: usize,
}

/// Mines `games` games of a variant with its options (`key=value`), with the default
/// budgets; `progress` hears after each game.
pub fn mine(
    variant: VariantId,
    options: &[String],
    games: usize,
    seed: u64,
    progress: &mut dyn FnMut(&MineReport),
) -> Result<MineReport, String> {
    mine_with(
        &Miner::for_variant(variant),
        variant,
        options,
        games,
        seed,
        progress,
    )
}

/// `mine` with the budgets given.
pub fn mine_with(
    miner: &Miner,
    variant: VariantId,
    options: &[String],
    games: usize,
    seed: u64,
    progress: &mut dyn FnMut(&MineReport),
) -> Result<MineReport, String> {
    let rules = Ruleset::from_names(variant.name(), options).map_err(|e| format!("{e:?}"))?;
    let mut run = Run::new(miner, options, seed);
    for g in 0..games {
        let game_seed = seed.wrapping_add((g as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        run.play_game(&rules, game_seed)?;
        run.report.games += 1;
        progress(&run.report);
    }
    Ok(run.report)
}

/// A game played elsewhere, to be mined: its options (`key=value`), the RFEN it started
/// from, and its moves as written.
#[derive(Clone, Debug)]
pub struct Played {
    pub options: Vec<String>,
    pub start: String,
    pub moves: Vec<String>,
}

/// Mines every position of games already played (a server's finished games) with the
/// default budgets; `progress` hears after each game. A game that cannot be replayed is an
/// error: the games come from the store, which only keeps legal moves.
pub fn mine_played(
    variant: VariantId,
    games: &[Played],
    seed: u64,
    progress: &mut dyn FnMut(&MineReport),
) -> Result<MineReport, String> {
    mine_played_with(&Miner::for_variant(variant), variant, games, seed, progress)
}

/// `mine_played` with the budgets given.
pub fn mine_played_with(
    miner: &Miner,
    variant: VariantId,
    games: &[Played],
    seed: u64,
    progress: &mut dyn FnMut(&MineReport),
) -> Result<MineReport, String> {
    let mut run = Run::new(miner, &[], seed);
    for (i, played) in games.iter().enumerate() {
        run.options = played.options.clone();
        run.replay(variant, played)
            .map_err(|e| format!("game {} of {}: {e}", i + 1, games.len()))?;
        run.report.games += 1;
        progress(&run.report);
    }
    Ok(run.report)
}

/// The puzzle in one position, if it holds one, found as a mining run finds it (a clearly
/// best move confirmed by the deeper search, its line cashing the advantage in, `check`ed):
/// a player's own game looked at again after a mistake there.
pub fn puzzle_at(miner: &Miner, game: &Game, options: &[String], seed: u64) -> Option<Puzzle> {
    let mut run = Run::new(miner, options, seed);
    run.examine(game);
    run.report.kept.pop()
}

/// A mining run's state.
struct Run<'a> {
    miner: &'a Miner,
    /// The options of the game being mined, written into its puzzles.
    options: Vec<String>,
    seed: u64,
    /// Positions already examined (RFEN), so that no puzzle comes twice.
    seen: HashSet<String>,
    report: MineReport,
}

/// What a candidate promises: the game won, or material.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Win,
    Gain,
}

/// How following a candidate's line ended.
enum Line {
    Solved(Vec<String>, Theme),
    NotUnique,
    Unsound,
}

impl<'a> Run<'a> {
    /// A run that has seen nothing yet, writing `options` into its puzzles.
    fn new(miner: &'a Miner, options: &[String], seed: u64) -> Run<'a> {
        Run {
            miner,
            options: options.to_vec(),
            seed,
            seen: HashSet::new(),
            report: MineReport::default(),
        }
    }

    fn play_game(&mut self, rules: &Ruleset, game_seed: u64) -> Result<(), String> {
        let mut rng = Rng::new(game_seed);
        let levels = self.miner.levels;
        let pick = |rng: &mut Rng| levels[rng.below(levels.len() as u64) as usize];
        let sides = [Level::new(pick(&mut rng))?, Level::new(pick(&mut rng))?];
        let mut game = Game::new(rules.clone());
        for _ in 0..self.miner.opening {
            let actions = legal_actions(&game.rules, &game.pos);
            if game.outcome().is_some() {
                return Ok(());
            }
            game.play(actions[rng.below(actions.len() as u64) as usize]);
        }
        for ply in 0..self.miner.plies {
            if game.outcome().is_some() {
                break;
            }
            self.examine(&game);
            let level = sides[game.pos.side.index()];
            // An hour per move: the level's position count alone ends its search.
            let t = think(&game, level, game_seed ^ ply as u64, Some(3_600_000))?;
            game.play(t.action);
        }
        Ok(())
    }

    /// Examines every position of a game played elsewhere, before each of its moves.
    fn replay(&mut self, variant: VariantId, played: &Played) -> Result<(), String> {
        let rules =
            Ruleset::from_names(variant.name(), &played.options).map_err(|e| format!("{e:?}"))?;
        let mut game = Game::from_rfen(rules, &played.start).map_err(|e| e.to_string())?;
        for (ply, text) in played.moves.iter().enumerate() {
            if game.outcome().is_some() {
                break;
            }
            self.examine(&game);
            let action = resolve(&game, text)
                .map_err(|e| format!("ply {}: '{text}' is not legal there: {e}", ply + 1))?;
            game.play(action);
        }
        Ok(())
    }

    /// Looks for a puzzle in the position; keeps it or counts why not.
    fn examine(&mut self, game: &Game) {
        if !self.seen.insert(game.rfen()) {
            return;
        }
        self.report.positions += 1;
        let Some((kind, first)) = self.candidate(game) else {
            return;
        };
        self.report.candidates += 1;
        if !self.confirmed(game, kind, first.action) {
            self.report.dropped_not_unique += 1;
            return;
        }
        match self.follow(game, kind, first.action) {
            Line::Solved(solution, theme) => self.keep(game, solution, theme),
            Line::NotUnique => self.report.dropped_not_unique += 1,
            Line::Unsound => self.report.dropped_unsound += 1,
        }
    }

    /// The moderate search's best move when it is clearly the best and promises something.
    fn candidate(&self, game: &Game) -> Option<(Kind, Probe)> {
        let first = probe(game, self.miner.moderate, self.seed, &[])?;
        let kind = promise(game, &first)?;
        let rival = probe(game, self.miner.moderate, self.seed, &[first.action])?;
        clear(game, kind, first.score, rival.score).then_some((kind, first))
    }

    /// Whether the deep search finds the same move, as clearly the best.
    fn confirmed(&self, game: &Game, kind: Kind, action: Action) -> bool {
        self.unique_best(game, kind) == Some(action)
    }

    /// The deep search's best move if it is clearly better than every other.
    fn unique_best(&self, game: &Game, kind: Kind) -> Option<Action> {
        let best = probe(game, self.miner.deep, self.seed, &[])?;
        let rival = probe(game, self.miner.deep, self.seed, &[best.action]);
        // A single legal move is no puzzle.
        let rival = rival?;
        clear(game, kind, best.score, rival.score).then_some(best.action)
    }

    /// The solution from the confirmed first move: the opponent's best replies (deep
    /// search) and the solver's next moves, each clearly best, until the game is won or
    /// the material won stays won after the opponent's best reply.
    fn follow(&self, start: &Game, kind: Kind, first: Action) -> Line {
        let solver = start.pos.side;
        let mut game = start.clone();
        let mut line = Vec::new();
        let mut next = first;
        for k in 1..=MAX_SOLVER_MOVES {
            line.push(next.text(&game.pos));
            game.play(next);
            if let Some(o) = game.outcome() {
                return match o.winner == Some(solver) {
                    true => Line::Solved(line, Theme::Win),
                    false => Line::Unsound,
                };
            }
            let Some(reply) = probe(&game, self.miner.deep, self.seed, &[]) else {
                return Line::Unsound;
            };
            if kind == Kind::Gain && cashed_in(start, &game, reply.action) {
                let theme = match pyramid_taken(&start.pos, &game.pos, solver) {
                    true => Theme::Pyramid,
                    false => Theme::Material,
                };
                return Line::Solved(line, theme);
            }
            if k == MAX_SOLVER_MOVES {
                break;
            }
            line.push(reply.action.text(&game.pos));
            game.play(reply.action);
            if game.outcome().is_some() {
                return Line::Unsound;
            }
            match self.unique_best(&game, kind) {
                Some(a) => next = a,
                None => return Line::NotUnique,
            }
        }
        Line::Unsound
    }

    fn keep(&mut self, game: &Game, solution: Vec<String>, theme: Theme) {
        let variant = game.rules.id.name();
        let position = game.rfen();
        let mut p = Puzzle {
            id: Puzzle::id_for(variant, &position),
            variant: variant.to_string(),
            options: self.options.clone(),
            position,
            solution,
            theme: theme.name().to_string(),
            rating: 0,
        };
        if check(&p).is_err() {
            self.report.dropped_unsound += 1;
            return;
        }
        p.rating = self.rating(game, &p);
        self.report.kept.push(p);
    }

    /// A first difficulty estimate: longer lines are harder, and so are first moves that
    /// smaller searches (an eighth and a half of the moderate one) miss.
    fn rating(&self, game: &Game, p: &Puzzle) -> u32 {
        let first = &p.solution[0];
        let misses = [self.miner.moderate / 8, self.miner.moderate / 2]
            .into_iter()
            .filter(|&n| {
                probe(game, n, self.seed, &[])
                    .map(|f| f.action.text(&game.pos))
                    .as_ref()
                    != Some(first)
            })
            .count() as u32;
        1000 + 150 * (p.solver_moves() as u32 - 1) + 250 * misses
    }
}

/// What the moderate search's best move promises: a win within three solver moves, or
/// (along its expected line, up to the reply to the third solver move) material won or
/// the enemy pyramid taken.
fn promise(game: &Game, first: &Probe) -> Option<Kind> {
    if first.score >= WON {
        let plies = WIN - first.score;
        return ((plies as usize) < 2 * MAX_SOLVER_MOVES).then_some(Kind::Win);
    }
    let mut end = game.clone();
    for &a in first.line.iter().take(2 * MAX_SOLVER_MOVES) {
        end.play(a);
    }
    holds(game, &end).then_some(Kind::Gain)
}

/// Whether the solver, having reached `now`, has won what it claims and keeps it after the
/// opponent's `reply` (which must not end the game either).
fn cashed_in(start: &Game, now: &Game, reply: Action) -> bool {
    if !holds(start, now) {
        return false;
    }
    let mut after = now.clone();
    after.play(reply);
    after.outcome().is_none() && holds(start, &after)
}

/// Whether the solver (to move in `start`) has won the claimed material, or the pyramid.
fn holds(start: &Game, now: &Game) -> bool {
    let solver = start.pos.side;
    pyramid_taken(&start.pos, &now.pos, solver)
        || won(&start.rules, &start.pos, &now.pos, solver) >= claimed_gain(&start.rules)
}

/// Whether `best` is clearly better than `rival`, as `kind` asks: the only win, or a margin.
fn clear(game: &Game, kind: Kind, best: i32, rival: i32) -> bool {
    match kind {
        Kind::Win => best >= WON && rival < WON,
        Kind::Gain => best.saturating_sub(rival) >= margin(game.rules.id),
    }
}
