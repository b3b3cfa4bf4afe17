//! The harness of the cross-checks against naive reference implementations: the trait each
//! variant's naive rules implement (in its own test file, from RULES.md alone), perft over
//! them and its comparison with the engine's, whole pseudo-random games played in both and
//! compared action by action, and the squares of the 8 x 16 boards `classic`, `heligon` and
//! `simple` share, with the pieces and pyramids of the first two.

use rithmo::rules::movegen::legal_actions;
use rithmo::rules::perft::perft;
use rithmo::rules::{Action, Captured, Color, Game, Piece, Ruleset, Shape, Square};
use std::collections::BTreeSet;
use std::ops::RangeInclusive;

/// A naive second implementation of a variant's rules: enough for perft.
pub trait Reference: Sized {
    /// An action as the naive rules write it.
    type Act: Copy;
    /// The engine's position, read into the naive rules.
    fn from_game(g: &Game) -> Self;
    /// Every legal action of the side to move.
    fn actions(&self) -> Vec<Self::Act>;
    /// The position after `a`.
    fn after(&self, a: Self::Act) -> Self;
    /// The game is over (the naive rules' own reading of the variant's end).
    fn ended(&self) -> bool;

    /// The number of action sequences `depth` plies deep; an ended game has none.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.ended() {
            return 0;
        }
        self.actions()
            .into_iter()
            .map(|a| self.after(a).perft(depth - 1))
            .sum()
    }
}

/// Naive rules that also say what an action takes, so that whole games can be compared
/// with the engine's action by action.
pub trait Witness: Reference {
    /// The engine's action in the naive rules' terms.
    fn act(&self, a: Action) -> Self::Act;
    /// An action's text as the engine writes it.
    fn text(a: &Self::Act) -> String;
    /// The position after `a` and what it took.
    fn taking(&self, a: Self::Act) -> (Self, Vec<Taken>);
    /// Every piece, square by square from a1.
    fn board(&self) -> Vec<Taken>;
    /// The variant's own checks of an action both implementations played (`context` names
    /// it and its position for messages); the kinds of capture it made.
    fn kinds(
        g: &Game,
        before: &Self,
        after: &Self,
        action: Action,
        captured: &[Captured],
        context: &str,
    ) -> Vec<&'static str>;
    /// Whether `g` is over, checking that the naive rules agree (an ending the variant counts
    /// among the kinds goes into `kinds`).
    fn over(g: &Game, n: &Self, kinds: &mut BTreeSet<&'static str>) -> bool;
}

/// Both counts are the figures given, depth by depth, in `g`'s position.
pub fn perft_is<N: Reference>(g: &Game, expected: &[(u32, u64)]) {
    let naive = N::from_game(g);
    for &(depth, count) in expected {
        assert_eq!(naive.perft(depth), count, "naive, depth {depth}");
    }
    engine_perft_is(g, expected);
}

/// The engine's count is the figure given, depth by depth, in `g`'s position.
pub fn engine_perft_is(g: &Game, expected: &[(u32, u64)]) {
    for &(depth, count) in expected {
        assert_eq!(perft(&mut g.clone(), depth), count, "engine, depth {depth}");
    }
}

/// The engine's and the naive count agree at every depth of `depths` in `g`'s position.
pub fn perft_agrees<N: Reference>(g: &Game, depths: RangeInclusive<u32>) {
    let naive = N::from_game(g);
    for depth in depths {
        let ours = perft(&mut g.clone(), depth);
        assert_eq!(ours, naive.perft(depth), "depth {depth} in {}", g.rfen());
    }
}

/// Perft agrees at `depths` in the last two positions of the games `walk` plays from `seeds`,
/// `plies` long at most.
pub fn perft_agrees_where_play_leads<N: Witness>(
    rules: &Ruleset,
    seeds: &[u64],
    plies: usize,
    depths: RangeInclusive<u32>,
) {
    let mut kinds = BTreeSet::new();
    for &seed in seeds {
        let seen = walk::<N>(rules, seed, plies, &mut kinds);
        for text in seen.iter().rev().take(2) {
            let g = Game::from_rfen(rules.clone(), text).unwrap();
            perft_agrees::<N>(&g, depths.clone());
        }
    }
}

/// The games `walk` plays from each of `seeds`: the plies played in all, and the kinds of
/// capture (and of ending) seen.
pub fn walks<N: Witness>(
    rules: &Ruleset,
    seeds: RangeInclusive<u64>,
    plies: usize,
) -> (usize, BTreeSet<&'static str>) {
    let mut kinds = BTreeSet::new();
    let played = seeds
        .map(|seed| walk::<N>(rules, seed, plies, &mut kinds).len())
        .sum();
    (played, kinds)
}

/// Every kind of `expected` was seen: a test that passes because nothing happened would
/// prove nothing.
pub fn all_seen(expected: &[&str], kinds: &BTreeSet<&str>) {
    let missing: Vec<&str> = expected
        .iter()
        .copied()
        .filter(|k| !kinds.contains(k))
        .collect();
    assert!(
        missing.is_empty(),
        "no capture of kind {missing:?}; seen {kinds:?}"
    );
}

/// Plays a pseudo-random game from the start (forward moves preferred, so that the armies
/// meet; a drop now and then where there are any), checking both implementations in every
/// position; returns the positions seen.
pub fn walk<N: Witness>(
    rules: &Ruleset,
    seed: u64,
    plies: usize,
    kinds: &mut BTreeSet<&'static str>,
) -> Vec<String> {
    let mut rng = Lcg(seed);
    let mut g = Game::new(rules.clone());
    let mut n = N::from_game(&g);
    let mut seen = Vec::new();
    for _ in 0..plies {
        seen.push(g.rfen());
        if N::over(&g, &n, kinds) {
            break;
        }
        let actions = legal_actions(&g.rules, &g.pos);
        same_actions(&g, &actions, &n);
        let action = pick(&g, &actions, &mut rng);
        let (after, made) = play_both(&mut g, &n, action);
        n = after;
        kinds.extend(made);
    }
    seen
}

/// Both implementations offer the same legal actions.
fn same_actions<N: Witness>(g: &Game, actions: &[Action], n: &N) {
    let mut ours: Vec<String> = actions.iter().map(|a| a.text(&g.pos)).collect();
    let mut theirs: Vec<String> = n.actions().iter().map(N::text).collect();
    ours.sort();
    theirs.sort();
    assert_eq!(ours, theirs, "legal actions in {}", g.rfen());
}

/// A drop one time in six where there are any; otherwise a move, the forward ones twice as
/// likely.
fn pick(g: &Game, actions: &[Action], rng: &mut Lcg) -> Action {
    let white = g.pos.side == Color::White;
    let forward = |a: &&Action| match **a {
        Action::Move { from, to } => (to.rank() > from.rank()) == white,
        _ => false,
    };
    let (moves, drops): (Vec<Action>, Vec<Action>) = actions
        .iter()
        .copied()
        .partition(|a| matches!(a, Action::Move { .. }));
    if !drops.is_empty() && rng.next(6) == 0 {
        return drops[rng.next(drops.len())];
    }
    let mut pool = moves.clone();
    pool.extend(moves.iter().filter(forward));
    pool[rng.next(pool.len())]
}

/// Plays `action` in both implementations and checks that they agree on everything;
/// returns the naive position after it and the kinds of capture made.
pub fn play_both<N: Witness>(g: &mut Game, n: &N, action: Action) -> (N, Vec<&'static str>) {
    let context = format!("{} in {}", action.text(&g.pos), g.rfen());
    let captured = g.play(action);
    let (after, mut theirs) = n.taking(n.act(action));
    let mut ours: Vec<Taken> = captured
        .iter()
        .map(|c| (c.square.to_string(), c.piece.text()))
        .collect();
    ours.sort();
    theirs.sort();
    assert_eq!(ours, theirs, "captures of {context}");
    let board: Vec<Taken> = g
        .pos
        .pieces()
        .map(|(s, p)| (s.to_string(), p.text()))
        .collect();
    assert_eq!(board, after.board(), "board after {context}");
    let kinds = N::kinds(g, n, &after, action, &captured, &context);
    (after, kinds)
}

/// A small deterministic generator, so that the games are the same on every run.
pub struct Lcg(pub u64);

impl Lcg {
    /// A number below `n`.
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A square of the 8 x 16 boards as (file, rank), both from 0.
pub type Sq = (i32, i32);

/// A capture, or a piece on the board, as (square, piece text).
pub type Taken = (String, String);

pub fn on_board((f, r): Sq) -> bool {
    (0..8).contains(&f) && (0..16).contains(&r)
}

pub fn name((f, r): Sq) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// Every square, rank by rank from a1.
pub fn all_squares() -> impl Iterator<Item = Sq> {
    (0..16).flat_map(|r| (0..8).map(move |f| (f, r)))
}

/// The `len` squares a step at a time from `from` in direction `d`, if all are on the board.
pub fn path(from: Sq, d: Sq, len: i32) -> Option<Vec<Sq>> {
    let path: Vec<Sq> = (1..=len)
        .map(|k| (from.0 + k * d.0, from.1 + k * d.1))
        .collect();
    path.iter().all(|&s| on_board(s)).then_some(path)
}

/// The squares strictly between two squares on one straight line, with its direction and
/// the distance; None when they are not on a rank, file or diagonal.
pub fn between(a: Sq, b: Sq) -> Option<(Sq, i32, Vec<Sq>)> {
    let (df, dr) = (b.0 - a.0, b.1 - a.1);
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    let n = df.abs().max(dr.abs());
    let d = (df.signum(), dr.signum());
    let inner = (1..n).map(|k| (a.0 + k * d.0, a.1 + k * d.1)).collect();
    Some((d, n, inner))
}

/// The eight directions: orthogonal first, then diagonal.
pub const EIGHT: [Sq; 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// (directions, exact length) of a plain shape's movement (RULES.md 2.1).
pub fn lines(shape: Shape) -> (Vec<Sq>, i32) {
    match shape {
        Shape::Circle => (EIGHT[..4].to_vec(), 1),
        Shape::Triangle => (EIGHT[4..].to_vec(), 2),
        Shape::Square => (EIGHT.to_vec(), 3),
        Shape::Pyramid => unreachable!("a pyramid moves as its components"),
    }
}

pub fn sq_of(s: Square) -> Sq {
    (s.file() as i32, s.rank() as i32)
}

/// The letter of a shape in RFEN (RULES.md 3): upper case for White.
pub fn letter(shape: Shape, white: bool) -> char {
    let l = match shape {
        Shape::Circle => 'C',
        Shape::Triangle => 'T',
        Shape::Square => 'S',
        Shape::Pyramid => 'P',
    };
    if white {
        l
    } else {
        l.to_ascii_lowercase()
    }
}

/// The composite pyramids, transcribed from RULES.md 2.1 (not taken from the crate).
const WHITE_PYRAMID: [(Shape, u32); 6] = [
    (Shape::Circle, 1),
    (Shape::Circle, 4),
    (Shape::Triangle, 9),
    (Shape::Triangle, 16),
    (Shape::Square, 25),
    (Shape::Square, 36),
];
const BLACK_PYRAMID: [(Shape, u32); 5] = [
    (Shape::Circle, 16),
    (Shape::Triangle, 25),
    (Shape::Triangle, 36),
    (Shape::Square, 49),
    (Shape::Square, 64),
];

/// A side's pyramid, component by component.
pub fn components(white: bool) -> &'static [(Shape, u32)] {
    if white {
        &WHITE_PYRAMID
    } else {
        &BLACK_PYRAMID
    }
}

/// The mask of a whole pyramid: bit i for component i.
pub fn full_mask(white: bool) -> u8 {
    (1u8 << components(white).len()) - 1
}

/// A naive piece of the 8 x 16 boards with pyramids (`classic`, `heligon`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Shape, value, and whether it stands in the colour of the side that did not own it
    /// (`heligon`'s prisoners entered again).
    Plain(Shape, u32, bool),
    /// The components still held, bit i for entry i of `components`.
    Pyramid(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P {
    pub white: bool,
    pub kind: Kind,
}

impl P {
    /// The engine's piece, read into these terms.
    pub fn of(p: Piece) -> P {
        let kind = if p.shape == Shape::Pyramid {
            Kind::Pyramid(p.parts)
        } else {
            Kind::Plain(p.shape, p.value as u32, p.foreign)
        };
        P {
            white: p.color == Color::White,
            kind,
        }
    }

    /// A pyramid's components still held, as (index, shape, value); none for other pieces.
    pub fn parts(&self) -> Vec<(usize, Shape, u32)> {
        match self.kind {
            Kind::Plain(..) => Vec::new(),
            Kind::Pyramid(mask) => components(self.white)
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(i, &(s, v))| (i, s, v))
                .collect(),
        }
    }

    pub fn complete(&self) -> bool {
        self.kind == Kind::Pyramid(full_mask(self.white))
    }

    /// Its value; a pyramid's is the sum of the components it holds.
    pub fn value(&self) -> u32 {
        match self.kind {
            Kind::Plain(_, v, _) => v,
            Kind::Pyramid(_) => self.parts().iter().map(|p| p.2).sum(),
        }
    }

    /// The plain shapes it moves as.
    pub fn shapes(&self) -> Vec<Shape> {
        match self.kind {
            Kind::Plain(s, _, _) => vec![s],
            Kind::Pyramid(_) => self.parts().iter().map(|p| p.1).collect(),
        }
    }

    /// RFEN text, as RULES.md 3 writes it.
    pub fn text(&self) -> String {
        let letter = |s: Shape| letter(s, self.white);
        match self.kind {
            Kind::Plain(s, v, foreign) => {
                format!("{}{v}{}", letter(s), if foreign { "*" } else { "" })
            }
            Kind::Pyramid(_) if self.complete() => {
                format!("{}{}", letter(Shape::Pyramid), self.value())
            }
            Kind::Pyramid(_) => {
                let parts: Vec<String> = self
                    .parts()
                    .iter()
                    .map(|&(_, s, v)| format!("{}{v}", letter(s)))
                    .collect();
                format!("{}({})", letter(Shape::Pyramid), parts.join(","))
            }
        }
    }
}

/// The naive 8 x 16 board: a plain grid, [rank][file].
#[derive(Clone)]
pub struct Grid([[Option<P>; 8]; 16]);

impl Grid {
    pub fn empty() -> Grid {
        Grid([[None; 8]; 16])
    }

    /// The engine's board, read piece by piece.
    pub fn of(g: &Game) -> Grid {
        let mut grid = Grid::empty();
        for (sq, p) in g.pos.pieces() {
            let n = P::of(p);
            assert_eq!(n.value(), p.value as u32, "pyramid component lists agree");
            grid.set(sq_of(sq), Some(n));
        }
        grid
    }

    pub fn at(&self, (f, r): Sq) -> Option<P> {
        self.0[r as usize][f as usize]
    }

    pub fn set(&mut self, (f, r): Sq, p: Option<P>) {
        self.0[r as usize][f as usize] = p;
    }

    /// Takes component `i` off the pyramid on `at`; the square empties with the last one.
    pub fn take_component(&mut self, at: Sq, i: usize) {
        let p = self.at(at).unwrap();
        let Kind::Pyramid(mask) = p.kind else {
            panic!("no pyramid on {}", name(at))
        };
        let left = mask & !(1 << i);
        let rest = (left != 0).then_some(P {
            white: p.white,
            kind: Kind::Pyramid(left),
        });
        self.set(at, rest);
    }

    /// RULES.md 4: the piece on `at` has a movement on the board, and on every one the first
    /// occupied square holds an enemy.
    pub fn besieged(&self, at: Sq) -> bool {
        let p = self.at(at).unwrap();
        let mut any = false;
        for s in p.shapes() {
            let (dirs, len) = lines(s);
            for d in dirs {
                let Some(path) = path(at, d, len) else {
                    continue;
                };
                any = true;
                match path.iter().find_map(|&q| self.at(q)) {
                    Some(q) if q.white != p.white => {}
                    _ => return false,
                }
            }
        }
        any
    }

    /// Every piece, square by square from a1.
    pub fn board(&self) -> Vec<Taken> {
        all_squares()
            .filter_map(|s| self.at(s).map(|p| (name(s), p.text())))
            .collect()
    }
}
