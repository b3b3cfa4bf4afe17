//! A reply's pictures, drawn by the renderer: the board (PNG), with the last move, the arrows
//! of its captures, the result of a finished game and the time left to the player to move;
//! a game's replay (GIF), with the players' names and the result on its last frame; and a
//! rating chart (PNG).

use crate::render::chart::{rating_chart_png, Series};
use crate::render::gif::{replay_gif_with, ReplayOptions};
use crate::render::{render_png, Arrow, BoardView, Rescue, Verdict};
use crate::rules::explain::resolve;
use crate::rules::{Color, Game, Ruleset, Square};
use crate::service::{BoardImage, CaptureMark, ChartImage, ReplayImage};

pub fn png(b: &BoardImage) -> Result<Vec<u8>, String> {
    let rules = Ruleset::from_names(&b.variant, &b.options)?;
    let game = Game::from_rfen(rules.clone(), &b.rfen)?;
    // The last move is read in the position before it, to find its squares.
    let last = match (&b.before, &b.last_move) {
        (Some(before), Some(m)) => resolve(&Game::from_rfen(rules.clone(), before)?, m).ok(),
        _ => None,
    };
    let sq = |s: &str| Square::parse(s, rules.ranks).ok();
    let captured = b.captures.iter().filter_map(|c| sq(&c.square)).collect();
    let (arrows, rescues) = marks(&b.captures, sq);
    let verdict = b
        .result
        .as_ref()
        .map(|(winner, reason)| Verdict::new(b.lang, Color::from_name(winner), reason));
    let time_left = match (b.deadline, b.now, &verdict) {
        (Some(d), Some(now), None) => Some(d - now),
        _ => None,
    };
    let view = BoardView {
        rules: &rules,
        pos: &game.pos,
        last,
        captured,
        flip: b.flip,
        white: b.white.clone(),
        black: b.black.clone(),
        arrows,
        rescues,
        verdict,
        time_left,
        lang: b.lang,
    };
    Ok(render_png(&view))
}

/// Arrows and rescues from the stored captures; records from before captors were kept have
/// none, and are drawn without arrows.
fn marks(
    captures: &[CaptureMark],
    sq: impl Fn(&str) -> Option<Square>,
) -> (Vec<Arrow>, Vec<Rescue>) {
    let mut arrows = Vec::new();
    let mut rescues = Vec::new();
    for c in captures {
        let (Some(to), Some(by)) = (sq(&c.square), c.by.as_deref().and_then(Color::from_name))
        else {
            continue;
        };
        for from in c.captors.iter().filter_map(|s| sq(s)) {
            if from != to {
                arrows.push(Arrow { from, to, by });
            }
        }
        if let Some(pyramid) = c.rescued_pyramid.as_deref().and_then(&sq) {
            rescues.push(Rescue {
                pyramid,
                given: to,
                owner: by.other(),
            });
        }
    }
    (arrows, rescues)
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
    let opts = ReplayOptions {
        flip: false,
        white: r.white.clone(),
        black: r.black.clone(),
        lang: r.lang,
        verdict: r
            .result
            .as_ref()
            .map(|(winner, reason)| Verdict::new(r.lang, Color::from_name(winner), reason)),
    };
    replay_gif_with(&rules, &start, &actions, &opts)
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
    rating_chart_png(c.lang, &c.title, &series)
}
