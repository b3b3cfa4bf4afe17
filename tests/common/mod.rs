//! Helpers shared by the integration tests: hand-built positions and move lists; the service
//! tests' users, place and clock (`people`) and their one service driver (`driver`); the
//! harness of the naive reference implementations and perft (`reference`); the English
//! resources' sentences (`english`); the command line run as a user runs it (`cli`); and
//! pseudo-random games that go on, for tests that need many moves; a Swiss round written by
//! hand (`rounds`).
#![allow(dead_code)]

pub mod cli;
pub mod driver;
pub mod english;
pub mod people;
pub mod postgres;
pub mod reference;
pub mod rounds;

use reference::Lcg;
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{Action, Game, Piece, Position, Ruleset, Square};

pub fn neo() -> Ruleset {
    Ruleset::from_names("neo", &[]).unwrap()
}

pub fn neo_with(options: &[&str]) -> Ruleset {
    let opts: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    Ruleset::from_names("neo", &opts).unwrap()
}

/// RFEN of a board with `ranks` ranks holding exactly `pieces` (square, piece text),
/// then side and prisoner fields as given in `rest` (e.g. "w - -").
pub fn rfen(ranks: u8, pieces: &[(&str, &str)], rest: &str) -> String {
    let mut pos = Position::empty(ranks, rithmo::rules::Color::White);
    for (sq, p) in pieces {
        pos.put(Square::parse(sq, ranks).unwrap(), Piece::parse(p).unwrap());
    }
    let board = rithmo::rules::rfen::format(&pos);
    let board = board.split(' ').next().unwrap().to_string();
    format!("{board} {rest}")
}

/// A neo game on a board with both pyramids at home (g2 and a8) plus `pieces`.
pub fn neo_game(pieces: &[(&str, &str)], rest: &str) -> Game {
    neo_game_with(neo(), pieces, rest)
}

pub fn neo_game_with(rules: Ruleset, pieces: &[(&str, &str)], rest: &str) -> Game {
    let mut all = vec![("g2", "P91"), ("a8", "p190")];
    all.extend_from_slice(pieces);
    Game::from_rfen(rules, &rfen(9, &all, rest)).unwrap()
}

/// Canonical texts of the legal actions, sorted.
pub fn moves(game: &Game) -> Vec<String> {
    let mut v: Vec<String> = legal_actions(&game.rules, &game.pos)
        .iter()
        .map(|a| a.text(&game.pos))
        .collect();
    v.sort();
    v
}

/// The legal actions that start on `from`, as destination squares, sorted.
pub fn targets(game: &Game, from: &str) -> Vec<String> {
    let mut v: Vec<String> = moves(game)
        .into_iter()
        .filter(|m| m.starts_with(from) && !m.contains('@'))
        .map(|m| m[from.len() + 1..].to_string())
        .collect();
    v.sort();
    v
}

/// Plays a move given as text; panics with the rules core's reason if it is refused.
pub fn play(game: &mut Game, text: &str) -> Vec<rithmo::rules::Captured> {
    let action =
        rithmo::rules::explain::resolve(game, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play(action)
}

/// The reason a move is refused.
pub fn refusal(game: &Game, text: &str) -> String {
    rithmo::rules::explain::resolve(game, text)
        .expect_err("move should be refused")
        .to_string()
}

pub fn sq(name: &str) -> Square {
    Square::parse(name, 9).unwrap()
}

/// (square, piece, how) of each capture the move makes, as texts.
pub fn took(game: &mut Game, mv: &str) -> Vec<(String, String, String)> {
    play(game, mv)
        .iter()
        .map(|c| (c.square.to_string(), c.piece.text(), c.how.to_string()))
        .collect()
}

/// Expected captures, written as (square, piece, how).
pub fn caps(list: &[(&str, &str, &str)]) -> Vec<(String, String, String)> {
    list.iter()
        .map(|(s, p, h)| (s.to_string(), p.to_string(), h.to_string()))
        .collect()
}

/// The text of the piece on `square`, if any.
pub fn at(game: &Game, square: &str) -> Option<String> {
    game.pos
        .at(Square::parse(square, game.pos.ranks).unwrap())
        .map(|p| p.text())
}

/// (captured square, the side that took it, the captors' squares sorted) of each capture
/// the move makes.
pub fn takers(game: &mut Game, mv: &str) -> Vec<(String, String, Vec<String>)> {
    play(game, mv)
        .iter()
        .map(|c| {
            let mut by: Vec<String> = c.captors.squares().iter().map(|s| s.to_string()).collect();
            by.sort();
            (c.square.to_string(), c.by.name().to_string(), by)
        })
        .collect()
}

/// Expected takers, written as (square, side, captors).
pub fn by(list: &[(&str, &str, &[&str])]) -> Vec<(String, String, Vec<String>)> {
    list.iter()
        .map(|(s, side, captors)| {
            let mut c: Vec<String> = captors.iter().map(|x| x.to_string()).collect();
            c.sort();
            (s.to_string(), side.to_string(), c)
        })
        .collect()
}

/// A legal action of the side to move that does not end the game: the first such from a
/// pseudo-random place in the legal actions; None where there is none.
pub fn lasting_move(game: &Game, rng: &mut Lcg) -> Option<Action> {
    let acts = legal_actions(&game.rules, &game.pos);
    // `max(1)`: with no legal action the generator still steps, and None follows.
    let start = rng.next(acts.len().max(1));
    (0..acts.len())
        .map(|k| acts[(start + k) % acts.len()])
        .find(|a| {
            let mut after = game.clone();
            after.play(*a);
            after.outcome().is_none()
        })
}

/// `plies` legal neo moves from the start, none ending the game, the same for the same
/// `seed` on every run.
pub fn random_game(plies: usize, seed: u64) -> Vec<String> {
    let mut game = Game::new(neo());
    let mut rng = Lcg(seed);
    let mut out = Vec::new();
    while out.len() < plies {
        let a = lasting_move(&game, &mut rng).expect("a move that does not end the game");
        out.push(a.text(&game.pos));
        game.play(a);
    }
    out
}
