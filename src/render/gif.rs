//! An animated replay: one frame per ply, the last one held.

use super::{render_rgba, BoardView};
use crate::rules::{Action, Game, Position, Ruleset};
use image::codecs::gif::{GifEncoder, Repeat};
use image::{Delay, Frame};

const PLY_MS: u32 = 900;
const LAST_MS: u32 = 4000;

pub fn replay_gif(
    rules: &Ruleset,
    start: &Position,
    actions: &[Action],
) -> Result<Vec<u8>, String> {
    let mut game = Game::from_position(rules.clone(), *start);
    let mut frames = vec![frame(rules, &game.pos, None, Vec::new(), PLY_MS)];
    for (i, &a) in actions.iter().enumerate() {
        let taken = game.play(a);
        let hold = if i + 1 == actions.len() {
            LAST_MS
        } else {
            PLY_MS
        };
        let captured = taken.iter().map(|c| c.square).collect();
        frames.push(frame(rules, &game.pos, Some(a), captured, hold));
    }
    let mut out = Vec::new();
    {
        let mut enc = GifEncoder::new_with_speed(&mut out, 20);
        enc.set_repeat(Repeat::Infinite)
            .map_err(|e| e.to_string())?;
        enc.encode_frames(frames).map_err(|e| e.to_string())?;
    }
    Ok(out)
}

fn frame(
    rules: &Ruleset,
    pos: &Position,
    last: Option<Action>,
    captured: Vec<crate::rules::Square>,
    ms: u32,
) -> Frame {
    let view = BoardView {
        rules,
        pos,
        last,
        captured,
        flip: false,
        white: None,
        black: None,
    };
    Frame::from_parts(render_rgba(&view), 0, 0, Delay::from_numer_denom_ms(ms, 1))
}
