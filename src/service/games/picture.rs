//! A reply's pictures, drawn by the renderer from typed data: the board (PNG), with the last
//! move written in its player's strip, the arrows of its captures, the result of a finished
//! game and the time left to the player to move; a game's replay (GIF), with the players'
//! names and the result on its last frame; and a rating chart (PNG). The words a picture
//! shows of the game (the move, the result) are written here, in the picture's language.

use crate::i18n::Lang;
use crate::render::arrows::marks;
use crate::render::chart::{rating_chart_png, Series};
use crate::render::compared::{render_png_compared, MoveMark};
use crate::render::{self, render_png, BoardView, Verdict};
use crate::rules::{Action, Square};
use crate::service::games::replay::{replay_gif_with, ReplayOptions};
use crate::service::protocol::Compared;
use crate::service::words::halves::half_labels;
use crate::service::words::last_move::last_move_text;
use crate::service::words::proof::labels;
use crate::service::{BoardImage, ChartImage, Finished, ReplayImage};

pub fn png(b: &BoardImage) -> Vec<u8> {
    let captured: Vec<Square> = b.captures.iter().map(|c| c.square).collect();
    let (arrows, rescues) = marks(&b.captures);
    let verdict = b.result.as_ref().map(|r| verdict(b.lang, r));
    let time_left = match (b.deadline, b.now, &verdict) {
        (Some(d), Some(now), None) => Some(d - now),
        _ => None,
    };
    let view = BoardView {
        rules: &b.rules,
        pos: &b.pos,
        last: b.last,
        last_text: b.last.map(|a| last_move_text(&b.rules, a, &captured)),
        captured,
        losses: b.losses.clone(),
        winning: b.winning.clone(),
        winning_labels: labels(b.lang, &b.winning_parts),
        half_labels: half_labels(b.lang, &b.rules),
        flip: b.flip,
        white: b.white.clone(),
        black: b.black.clone(),
        arrows,
        rescues,
        verdict,
        time_left,
        lang: b.lang,
    };
    match b.compared {
        Some(c) => render_png_compared(&view, &compared(c)),
        None => render_png(&view),
    }
}

/// A review's two moves as the renderer draws them: squares only.
fn compared(c: Compared) -> render::compared::Compared {
    render::compared::Compared {
        played: mark(c.played),
        better: mark(c.better),
    }
}

fn mark(a: Action) -> MoveMark {
    match a {
        Action::Move { from, to } => MoveMark {
            from: Some(from),
            to,
        },
        Action::Drop { to, .. } => MoveMark { from: None, to },
    }
}

/// A stored result in the picture's words.
fn verdict(lang: Lang, r: &Finished) -> Verdict {
    Verdict::new(lang, r.winner, &r.reason)
}

/// The animated replay of a game's plies from its start.
pub fn gif(r: &ReplayImage) -> Result<Vec<u8>, String> {
    let opts = ReplayOptions {
        flip: false,
        white: r.white.clone(),
        black: r.black.clone(),
        verdict: r.result.as_ref().map(|f| verdict(r.lang, f)),
        lang: r.lang,
        notation: true,
    };
    replay_gif_with(&r.rules, &r.start, &r.actions, &opts)
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
