//! An animation of given frames, looping, with a pause on the last: a game's replay, one
//! frame per ply, drawn by the caller (the service's replay plays the game and draws each
//! position as the board picture does).
//!
//! Encoded with the `gif` crate directly (the `image` crate's GIF encoder redraws every frame
//! whole): one palette for the whole game, learnt once by NeuQuant from a few frames, and each
//! frame after the first only as the rectangle that changed, with unchanged pixels transparent.
//! That keeps a long game small and quick to encode.

use color_quant::NeuQuant;
use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;
use std::borrow::Cow;
use std::collections::HashMap;

/// Hundredths of a second: the opening position, each ply, and the final pause.
const FIRST_DELAY: u16 = 150;
const PLY_DELAY: u16 = 100;
const LAST_DELAY: u16 = 400;
/// Palette index left free for "unchanged since the previous frame".
const CLEAR: u8 = 255;

/// The frames as a looping GIF, all of one size: the first shown a while, the last longest.
pub fn animate(frames: &[RgbImage]) -> Result<Vec<u8>, String> {
    let Some(first) = frames.first() else {
        return Err("an animation needs a frame".into());
    };
    let (w, h) = (dim(first.width())?, dim(first.height())?);
    let palette = Palette::learn(frames);
    let mut out = Vec::new();
    {
        let mut enc = Encoder::new(&mut out, w, h, &palette.rgb).map_err(|e| e.to_string())?;
        enc.set_repeat(Repeat::Infinite)
            .map_err(|e| e.to_string())?;
        let mut palette = palette;
        for (i, img) in frames.iter().enumerate() {
            let prev = if i == 0 { None } else { Some(&frames[i - 1]) };
            let mut frame = palette.frame(img, prev);
            frame.delay = match i {
                _ if i + 1 == frames.len() => LAST_DELAY,
                0 => FIRST_DELAY,
                _ => PLY_DELAY,
            };
            enc.write_frame(&frame).map_err(|e| e.to_string())?;
        }
    }
    Ok(out)
}

fn dim(n: u32) -> Result<u16, String> {
    u16::try_from(n).map_err(|_| format!("a {n}-pixel side is too large for a GIF"))
}

struct Palette {
    quant: NeuQuant,
    /// 256 RGB entries; the last is the transparent one.
    rgb: Vec<u8>,
    /// The picture has few distinct colours, so each is looked up once.
    cache: HashMap<[u8; 3], u8>,
}

impl Palette {
    /// Learns 255 colours from the first, middle and last frames: together they hold every
    /// kind of mark a replay shows.
    fn learn(frames: &[RgbImage]) -> Palette {
        let picks = [0, frames.len() / 2, frames.len() - 1];
        let mut rgba = Vec::new();
        for &i in &picks {
            for p in frames[i].pixels() {
                rgba.extend_from_slice(&[p[0], p[1], p[2], 255]);
            }
        }
        let quant = NeuQuant::new(10, CLEAR as usize, &rgba);
        let mut rgb = quant.color_map_rgb();
        rgb.resize(256 * 3, 0);
        Palette {
            quant,
            rgb,
            cache: HashMap::new(),
        }
    }

    fn index(&mut self, p: [u8; 3]) -> u8 {
        let quant = &self.quant;
        *self
            .cache
            .entry(p)
            .or_insert_with(|| quant.index_of(&[p[0], p[1], p[2], 255]) as u8)
    }

    /// The frame as the rectangle that differs from `prev` (all of it for the first frame).
    fn frame(&mut self, img: &RgbImage, prev: Option<&RgbImage>) -> Frame<'static> {
        let (x0, y0, x1, y1) = match prev {
            None => (0, 0, img.width(), img.height()),
            Some(p) => changed_box(img, p).unwrap_or((0, 0, 1, 1)),
        };
        let mut buffer = Vec::with_capacity(((x1 - x0) * (y1 - y0)) as usize);
        for y in y0..y1 {
            for x in x0..x1 {
                let px = img.get_pixel(x, y).0;
                let same = prev.is_some_and(|p| p.get_pixel(x, y).0 == px);
                buffer.push(if same { CLEAR } else { self.index(px) });
            }
        }
        Frame {
            left: x0 as u16,
            top: y0 as u16,
            width: (x1 - x0) as u16,
            height: (y1 - y0) as u16,
            buffer: Cow::Owned(buffer),
            transparent: Some(CLEAR),
            dispose: DisposalMethod::Keep,
            ..Frame::default()
        }
    }
}

/// The smallest box (x0, y0, x1, y1 exclusive) holding every pixel that differs.
fn changed_box(a: &RgbImage, b: &RgbImage) -> Option<(u32, u32, u32, u32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for (x, y, p) in a.enumerate_pixels() {
        if *p != *b.get_pixel(x, y) {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x + 1);
            y1 = y1.max(y + 1);
        }
    }
    (x1 > 0).then_some((x0, y0, x1, y1))
}
