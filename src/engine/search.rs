//! The game-tree search: iterative deepening negamax alpha-beta with principal-variation
//! windows, a transposition table, and move ordering (the table's move first; where the
//! search is deep enough to pay for it, every action played once and ordered by what it
//! leads to, so captures and wins come first; near the leaves, landing captures, killer
//! moves and the history of cut-offs). At the horizon, landing captures (`neo`, `simple`)
//! and `simple`'s ambushes and enclosures are followed until the position is quiet; the
//! other variants' captures happen by themselves inside the ply. Wins, losses and draws
//! are the rules' own (`Game::outcome`, repetition included), so the search sees a win as
//! soon as it is within its depth.

use super::eval::{evaluate, WIN, WON};
use super::rng::Rng;
use super::table::{extend, key, lineage, Bound, Entry, Table};
use crate::rules::movegen::legal_actions;
use crate::rules::simple::orthogonal::neighbours;
use crate::rules::{Action, Capture, Color, Game, Outcome, Position, Reason};
use std::time::Instant;

const INF: i32 = WIN + 1;
/// From this depth up, a node plays every action once to order them.
const EXPAND_FROM: i8 = 2;
const MAX_PLY: usize = 128;
/// What leaving the opponent without a legal action is worth to the root's side (see
/// `terminal`): half a piece.
const STALEMATE_WIN: i32 = 50;
/// What a draw costs the root's side (see `terminal`): two pieces.
const CONTEMPT: i32 = 200;

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub depth: u8,
    pub nodes: u64,
    pub millis: u64,
    /// Plies of landing captures followed beyond the horizon.
    pub quiescence: u8,
}

/// What the search found.
#[derive(Clone, Debug)]
pub struct Found {
    pub best: Action,
    /// For the side to move, in hundredths of a piece; beyond `WON` a forced win.
    pub score: i32,
    /// The last depth searched completely (0 when not even one ply was).
    pub depth: u8,
    /// The depth `best` and `score` come from: `depth`, or one more when an iteration cut
    /// short searched a better (or the same) action completely.
    pub best_depth: u8,
    pub nodes: u64,
    pub pv: Vec<Action>,
    /// Every root action with its score at `depth`, best first (exact with `exact_root`,
    /// else exact for the best and an upper bound for the others).
    pub root: Vec<(Action, i32)>,
}

pub struct Searcher {
    game: Game,
    /// The side the search plays for.
    root_side: Color,
    table: Table,
    limits: Limits,
    start: Instant,
    /// Microseconds after `start` when the search stops: a little before the limit, which
    /// also covers unwinding and the caller's work.
    deadline: u64,
    /// The node count at which the clock is read next.
    next_check: u64,
    nodes: u64,
    stopped: bool,
    /// Whether moves land on the pieces they take (then quiescence follows them).
    landing: bool,
    /// Whether a move also takes without landing, next to where it stops (`simple`'s
    /// ambush and enclosure): quiescence follows those captures too, and nothing is taken
    /// without contact, so the hundred-ply draw looms (see `judge`).
    contact: bool,
    killers: Vec<[Option<Action>; 2]>,
    history: Vec<i32>,
    pv: Vec<Vec<Action>>,
    /// `lineage` of the node at each ply of the current line (see `table::lineage`),
    /// built from the parent's as the search goes down.
    lineages: Vec<u64>,
    /// Plies searched completely so far.
    completed: u8,
}

impl Searcher {
    pub fn new(game: &Game, limits: Limits, table_bits: u32) -> Searcher {
        let landing = matches!(
            game.rules.capture,
            Capture::SharedFactor | Capture::MeetingAssault
        );
        let contact = game.rules.capture == Capture::MeetingAssault;
        Searcher {
            game: game.clone(),
            root_side: game.pos.side,
            table: Table::new(table_bits),
            limits,
            start: Instant::now(),
            deadline: limits.millis * 900 - limits.millis.min(100) * 100,
            next_check: 0,
            nodes: 0,
            stopped: false,
            landing,
            contact,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 129 * 128],
            pv: vec![Vec::new(); MAX_PLY + 2],
            lineages: vec![0; MAX_PLY + 2],
            completed: 0,
        }
    }

    /// Searches the root (which has not ended and has at least one action); `exact_root`
    /// gives every root action an exact score (for levels that pick with noise).
    pub fn run(&mut self, rng: &mut Rng, exact_root: bool) -> Found {
        let root = legal_actions(&self.game.rules, &self.game.pos);
        self.run_among(rng, exact_root, root)
    }

    /// `run` with the root's actions given (at least one, all legal): analysis asks how
    /// good the position is without its best action.
    pub fn run_among(&mut self, rng: &mut Rng, exact_root: bool, mut root: Vec<Action>) -> Found {
        assert!(!root.is_empty(), "the root has an action");
        self.lineages[0] = lineage(self.game.history(), self.game.pos.counters.halfmove);
        // Equal moves are taken in a random order, so games with different seeds differ.
        rng.shuffle(&mut root);
        let mut scored: Vec<(Action, i32)> = root.iter().map(|&a| (a, 0)).collect();
        let mut found = Found {
            best: root[0],
            score: 0,
            depth: 0,
            best_depth: 0,
            nodes: 0,
            pv: vec![root[0]],
            root: scored.clone(),
        };
        for depth in 1..=self.limits.depth.max(1) {
            let mut alpha = -INF;
            let mut best: Option<(Action, i32, Vec<Action>)> = None;
            for (i, entry) in scored.iter_mut().enumerate() {
                let a = entry.0;
                let before = self.game.pos;
                self.game.play(a);
                self.nodes += 1;
                let d = depth as i8 - 1;
                let score = if exact_root || i == 0 {
                    -self.negamax(d, -INF, INF, 1)
                } else {
                    let s = -self.negamax(d, -alpha - 1, -alpha, 1);
                    if s > alpha && !self.stopped {
                        -self.negamax(d, -INF, -alpha, 1)
                    } else {
                        s
                    }
                };
                self.game.unplay(before);
                if self.stopped {
                    break;
                }
                entry.1 = score;
                if best.as_ref().is_none_or(|(_, s, _)| score > *s) {
                    let mut line = vec![a];
                    line.extend(self.pv[1].iter().copied());
                    best = Some((a, score, line));
                }
                if !exact_root {
                    alpha = alpha.max(score);
                }
            }
            let complete = !self.stopped;
            if let Some((a, score, line)) = best {
                // A cut-short iteration still counts when it searched the previous best
                // first: what it found is at least as well founded.
                if complete || found.depth == 0 || a == found.best || score > found.score {
                    found.best = a;
                    found.score = score;
                    found.pv = line;
                    found.best_depth = depth;
                }
            }
            if !complete {
                break;
            }
            scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            found.depth = depth;
            self.completed = depth;
            found.root = scored.clone();
            if found.score.abs() >= WON || scored.len() == 1 {
                break;
            }
        }
        found.nodes = self.nodes;
        found
    }

    /// After `run`: the exact score of the root action `a` (`run` gives the actions other
    /// than its best only a bound), deepening up to `depth` plies with the table `run`
    /// filled, at most `nodes` more positions and the time limit counted afresh. The score
    /// and the depth it comes from; `None` when not even one ply could be searched.
    pub fn score_root_action(&mut self, a: Action, depth: u8, nodes: u64) -> Option<(i32, u8)> {
        let mut found = None;
        self.limits.nodes = self.nodes.saturating_add(nodes);
        self.start = Instant::now();
        self.next_check = self.nodes;
        for d in 1..=depth.max(1) {
            self.stopped = false;
            let before = self.game.pos;
            self.game.play(a);
            self.nodes += 1;
            let score = -self.negamax(d as i8 - 1, -INF, INF, 1);
            self.game.unplay(before);
            if self.stopped {
                break;
            }
            found = Some((score, d));
            if score.abs() >= WON {
                break;
            }
        }
        found
    }

    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        // The position budget counts only once one ply is searched: every level sees a
        // win in one (the time limit still cuts).
        if self.nodes >= self.limits.nodes && self.completed > 0 {
            self.stopped = true;
        } else if self.nodes >= self.next_check {
            self.next_check = self.nodes + 32;
            self.stopped = self.start.elapsed().as_micros() as u64 >= self.deadline;
        }
        self.stopped
    }

    /// The score of an ended game for the side to move, `ply` plies from the root.
    ///
    /// The root's side plays to win outright (a harmony, a triumph, points ...): leaving the
    /// opponent without a legal action is worth no more than a slight edge to it (ahead in
    /// material, it keeps the opponent's pieces moving and plays on toward its own victory;
    /// behind, it still takes such a win), and a draw costs it `CONTEMPT` (it trades its
    /// pyramid away or repeats only when it stands worse). Losing is a loss like any other.
    fn terminal(&self, o: Outcome, ply: usize) -> i32 {
        let mover = self.game.pos.side;
        let for_mover = |s: i32, who: Color| if who == mover { s } else { -s };
        match o.winner {
            None => for_mover(-CONTEMPT, self.root_side),
            Some(c) if c == self.root_side && o.reason == Reason::NoLegalAction => {
                for_mover(STALEMATE_WIN, c)
            }
            Some(c) => for_mover(WIN - ply as i32, c),
        }
    }

    fn negamax(&mut self, depth: i8, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv[ply].clear();
        if let Some(o) = self.game.outcome() {
            return self.terminal(o, ply);
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(alpha, beta, ply, self.limits.quiescence);
        }
        if self.out_of_budget() {
            return 0;
        }
        let k = key(&self.game.pos);
        let line = self.lineage_here(ply);
        let mut table_move = None;
        if let Some(e) = self.table.get(k) {
            table_move = e.best;
            // A score found after another history may count repetitions this one would
            // not (or miss some it would): only the move is worth taking then.
            if e.depth >= depth && e.lineage == line {
                let s = from_table(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let actions = self.ordered(depth, ply, table_move);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for (i, a) in actions.into_iter().enumerate() {
            let before = self.game.pos;
            let quiet = before.at(a.to()).is_none();
            self.game.play(a);
            self.nodes += 1;
            let s = if i == 0 {
                -self.negamax(depth - 1, -beta, -alpha, ply + 1)
            } else {
                let s = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
                if s > alpha && s < beta && !self.stopped {
                    -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                } else {
                    s
                }
            };
            self.game.unplay(before);
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                best_move = Some(a);
                if s > alpha {
                    alpha = s;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(a);
                    head[ply].extend(tail[0].iter().copied());
                    if s >= beta {
                        if quiet {
                            self.remember_cut(a, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        if self.stopped {
            return 0;
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(Entry {
            key: k,
            lineage: line,
            depth,
            score: to_table(best, ply),
            bound,
            best: best_move,
        });
        best
    }

    /// The node's lineage, from its parent's: after a capture or drop the positions
    /// before can never come back, so the node starts a new one.
    fn lineage_here(&mut self, ply: usize) -> u64 {
        let pos = &self.game.pos;
        let line = if pos.counters.halfmove == 0 {
            lineage(&[pos.repetition_key()], 0)
        } else {
            extend(self.lineages[ply - 1], pos)
        };
        self.lineages[ply] = line;
        line
    }

    /// The static score for the side to move; where captures need contact (`simple`), less
    /// for the root's side the longer nothing has been taken: the hundred-ply draw comes
    /// nearer, and it costs `CONTEMPT`, so a capture (which starts the count again) is worth
    /// a share of that to it. Two careful players let the hundred plies run out there: level
    /// 3 drew three of twenty games against level 2 without a single capture. (Elsewhere
    /// captures come by themselves, or the pyramids decide; it was not measured there.)
    fn judge(&self) -> i32 {
        let pos = &self.game.pos;
        let score = evaluate(&self.game.rules, pos);
        if !self.contact {
            return score;
        }
        let looming = CONTEMPT * pos.counters.halfmove as i32 / 100;
        if pos.side == self.root_side {
            score - looming
        } else {
            score + looming
        }
    }

    /// The static score, or better for the side to move if a capture gains.
    fn quiesce(&mut self, mut alpha: i32, beta: i32, ply: usize, left: u8) -> i32 {
        let stand = self.judge();
        if !self.landing || left == 0 || stand >= beta || ply >= MAX_PLY || self.out_of_budget() {
            return stand;
        }
        alpha = alpha.max(stand);
        let pos = self.game.pos;
        let mut best = stand;
        for a in self.captures_first(&pos) {
            let captured = self.game.play(a);
            self.nodes += 1;
            // A contact move that took nothing of the enemy's is a quiet move: skipped.
            if pos.at(a.to()).is_none() && !captured.iter().any(|c| c.by == pos.side) {
                self.game.unplay(pos);
                continue;
            }
            let s = match self.game.outcome() {
                Some(o) => self.terminal(o, ply + 1),
                None => self.quiesce(-beta, -alpha, ply + 1, left - 1),
            };
            let s = -s;
            self.game.unplay(pos);
            if s > best {
                best = s;
                alpha = alpha.max(s);
                if s >= beta {
                    break;
                }
            }
        }
        best
    }

    /// The moves that may take: landing captures, the most valuable first, then (`simple`)
    /// the moves that stop orthogonally next to an enemy piece, the only ones an ambush or
    /// an enclosure can follow (one standing before the move was taken already).
    fn captures_first(&self, pos: &Position) -> Vec<Action> {
        let enemy = pos.army(pos.side.other());
        let beside = if self.contact {
            neighbours(enemy, pos.ranks)
        } else {
            0
        };
        let mut keyed: Vec<(u32, Action)> = legal_actions(&self.game.rules, pos)
            .into_iter()
            .filter_map(|a| match a {
                Action::Move { to, .. } => match pos.at(to) {
                    Some(t) => Some((1000 + t.value as u32, a)),
                    None if beside & to.bit() != 0 => Some((0, a)),
                    None => None,
                },
                Action::Drop { .. } => None,
            })
            .collect();
        keyed.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
        keyed.into_iter().map(|(_, a)| a).collect()
    }

    /// The actions of the node, the most promising first.
    fn ordered(&mut self, depth: i8, ply: usize, table_move: Option<Action>) -> Vec<Action> {
        let pos = self.game.pos;
        let actions = legal_actions(&self.game.rules, &pos);
        let mut keyed: Vec<(i32, Action)> = if depth >= EXPAND_FROM {
            actions
                .into_iter()
                .map(|a| {
                    if self.out_of_budget() {
                        return (0, a);
                    }
                    self.game.play(a);
                    self.nodes += 1;
                    let s = match self.game.outcome() {
                        Some(o) => -self.terminal(o, ply + 1),
                        None => -self.judge(),
                    };
                    self.game.unplay(pos);
                    (s, a)
                })
                .collect()
        } else {
            actions
                .into_iter()
                .map(|a| {
                    let s = match pos.at(a.to()) {
                        Some(t) if matches!(a, Action::Move { .. }) => 1_000_000 + t.value as i32,
                        _ if self.killers[ply].contains(&Some(a)) => 500_000,
                        _ => self.history[history_index(a)],
                    };
                    (s, a)
                })
                .collect()
        };
        for k in &mut keyed {
            if Some(k.1) == table_move {
                k.0 = i32::MAX;
            }
        }
        keyed.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        keyed.into_iter().map(|(_, a)| a).collect()
    }

    fn remember_cut(&mut self, a: Action, ply: usize, depth: i8) {
        let k = &mut self.killers[ply];
        if k[0] != Some(a) {
            k[1] = k[0];
            k[0] = Some(a);
        }
        let h = &mut self.history[history_index(a)];
        *h = (*h + depth as i32 * depth as i32).min(400_000);
    }
}

fn history_index(a: Action) -> usize {
    match a {
        Action::Move { from, to } => from.index() * 128 + to.index(),
        Action::Drop { to, .. } => 128 * 128 + to.index(),
    }
}

/// Win scores count plies from the root; stored, they count from the node.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WON {
        score + ply as i32
    } else if score <= -WON {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WON {
        score - ply as i32
    } else if score <= -WON {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    /// The root's score at a fixed depth, searched with the table or without.
    fn score(game: &Game, depth: u8, with_table: bool) -> i32 {
        let limits = Limits {
            depth,
            nodes: u64::MAX,
            millis: 1_000_000,
            quiescence: 2,
        };
        let mut s = Searcher::new(game, limits, 16);
        if !with_table {
            s.table = Table::none();
        }
        s.run(&mut Rng::new(7), false).score
    }

    fn play(game: &mut Game, moves: &[&str]) {
        for m in moves {
            let a = legal_actions(&game.rules, &game.pos)
                .into_iter()
                .find(|a| a.text(&game.pos) == *m)
                .unwrap_or_else(|| panic!("{m} is legal"));
            game.play(a);
        }
    }

    /// A small `neo` ending where the history matters: White's circle has gone b1 and back
    /// and Black's triangle e4 and back, so the start stands twice and every position of
    /// that loop once; six plies deep, lines that come back to them draw after some
    /// orders of moves and not after others. A table reusing scores across those orders
    /// (as one keyed on the position alone did) changes the result.
    #[test]
    fn the_table_never_changes_the_result_when_repetitions_are_in_reach() {
        let rules = Ruleset::from_names("neo", &[]).unwrap();
        let start = "8/p190,7/8/3,t27,4/8/7,c9/8/6,P91,1/C4,6,T8 w - -";
        let mut game = Game::from_rfen(rules, start).unwrap();
        play(&mut game, &["a1-b1", "d6-e4", "b1-a1", "e4-d6"]);
        for depth in 4..=6 {
            assert_eq!(
                score(&game, depth, true),
                score(&game, depth, false),
                "depth {depth}"
            );
        }
    }

    /// `simple`: White's circle 6 on d8 has Black's circle 2 beside it, and Black's circle 3
    /// can step to e8 and take it by ambush (2 x 3). Searched one ply deep, White sees that
    /// only if quiescence follows the ambush, which lands on nothing.
    #[test]
    fn quiescence_sees_an_ambush_beyond_the_horizon_in_simple() {
        let rules = Ruleset::from_names("simple", &[]).unwrap();
        let start = "7,s16/8/8/8/8/8/4,c3,3/8/2,c2,C6,4/8/8/8/8/8/8/7,T9 w - -";
        let game = Game::from_rfen(rules, start).unwrap();
        let best = |contact: bool| {
            let limits = Limits {
                depth: 1,
                nodes: u64::MAX,
                millis: 1_000_000,
                quiescence: 2,
            };
            let mut s = Searcher::new(&game, limits, 12);
            s.contact = contact;
            s.run(&mut Rng::new(7), false).best
        };
        let black_takes_after = |a: Action| {
            let mut g = game.clone();
            g.play(a);
            legal_actions(&g.rules, &g.pos).into_iter().any(|reply| {
                let mut h = g.clone();
                h.play(reply).iter().any(|c| c.by == Color::Black)
            })
        };
        assert!(
            black_takes_after(best(false)),
            "without the ambush in view, White leaves the circle to it"
        );
        assert!(
            !black_takes_after(best(true)),
            "White's move leaves Black nothing to take"
        );
    }
}
