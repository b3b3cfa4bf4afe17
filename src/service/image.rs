//! A reply's pictures, drawn by the renderer: the board (PNG), a game's replay (GIF) and a
//! rating chart (PNG).

use super::{BoardImage, ChartImage, ReplayImage};
use crate::render::chart::{rating_chart_png, Series};
use crate::render::{render_png, replay_gif, BoardView};
use crate::rules::explain::resolve;
use crate::rules::{Game, Ruleset, Square};

pub fn png(b: &BoardImage) -> Result<Vec<u8>, String> {
    let rules = Ruleset::from_names(&b.variant, &b.options)?;
    let game = Game::from_rfen(rules.clone(), &b.rfen)?;
    // The last move is read in the position before it, to find its squares.
    let last = match (&b.before, &b.last_move) {
        (Some(before), Some(m)) => resolve(&Game::from_rfen(rules.clone(), before)?, m).ok(),
        _ => None,
    };
    let captured = b
        .captured
        .iter()
        .filter_map(|s| Square::parse(s, rules.ranks).ok())
        .collect();
    let view = BoardView {
        rules: &rules,
        pos: &game.pos,
        last,
        captured,
        flip: b.flip,
        white: b.white.clone(),
        black: b.black.clone(),
    };
    Ok(render_png(&view))
}

/// The animated replay of a game's moves from its start.
pub fn gif(r: &ReplayImage) -> Result<Vec<u8>, String> {
    let rules = Ruleset::from_names(&r.variant, &r.options)?;
    let mut game = Game::from_rfen(rules.clone(), &r.start)?;
    let start = game.pos;
    let mut actions = Vec::with_capacity(r.moves.len());
    for m in &r.moves {
        let a = resolve(&game, m)?;
        game.play(a);
        actions.push(a);
    }
    replay_gif(&rules, &start, &actions)
}

/// A player's rating chart.
pub fn chart(c: &ChartImage) -> Vec<u8> {
    let series: Vec<Series> = c
        .series
        .iter()
        .map(|(variant, points)| Series {
            variant: variant.clone(),
            points: points.iter().map(|&(t, r)| (t, r as f64)).collect(),
        })
        .collect();
    rating_chart_png(&c.title, &series)
}
