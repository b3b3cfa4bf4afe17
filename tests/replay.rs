//! Animated replays: one frame per ply, a pause at the end, and the last frame showing the
//! final position as the board image would.

mod common;

use common::neo;
use rithmo::render::{render_image, replay_gif, BoardView};
use rithmo::rules::explain::resolve;
use rithmo::rules::{Action, Game, Square};

struct Decoded {
    delays: Vec<u16>,
    /// Every frame composed onto the previous ones, as a viewer shows it (RGBA).
    screens: Vec<Vec<u8>>,
    width: u32,
    height: u32,
}

fn decode(gif: &[u8]) -> Decoded {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut dec = opts.read_info(gif).expect("a valid GIF");
    let (w, h) = (dec.width() as usize, dec.height() as usize);
    let mut screen = vec![0u8; w * h * 4];
    let (mut delays, mut screens) = (Vec::new(), Vec::new());
    while let Some(f) = dec.read_next_frame().expect("frames decode") {
        for y in 0..f.height as usize {
            for x in 0..f.width as usize {
                let src = &f.buffer[(y * f.width as usize + x) * 4..][..4];
                if src[3] != 0 {
                    let at = ((f.top as usize + y) * w + f.left as usize + x) * 4;
                    screen[at..at + 4].copy_from_slice(src);
                }
            }
        }
        delays.push(f.delay);
        screens.push(screen.clone());
    }
    Decoded {
        delays,
        screens,
        width: w as u32,
        height: h as u32,
    }
}

/// Plays the moves, returning the actions and the game at the end.
fn actions(moves: &str) -> (Vec<Action>, Game) {
    let mut game = Game::new(neo());
    let mut out = Vec::new();
    for m in moves.split_whitespace() {
        let a = resolve(&game, m).unwrap();
        game.play(a);
        out.push(a);
    }
    (out, game)
}

#[test]
fn one_frame_per_ply_with_a_pause_on_the_last() {
    let (list, _) = actions("c4-b4 h7-h5 b3-a4 h5xf3");
    let start = Game::new(neo()).pos;
    let gif = replay_gif(&neo(), &start, &list).unwrap();
    let d = decode(&gif);
    assert_eq!(d.delays.len(), 5, "the start and four plies");
    let last = *d.delays.last().unwrap();
    assert!(
        d.delays[1..4].iter().all(|&x| x > 0 && x < last),
        "{:?}",
        d.delays
    );
    let layout = BoardView::new(&neo(), &start).layout();
    assert_eq!((d.width, d.height), (layout.width, layout.height));
}

#[test]
fn the_last_frame_shows_the_final_position_with_its_marks() {
    let (list, game) = actions("c4-b4 h7-h5 b3-a4 h5xf3");
    let start = Game::new(neo()).pos;
    let d = decode(&replay_gif(&neo(), &start, &list).unwrap());
    let want = render_image(&BoardView {
        last: list.last().copied(),
        captured: vec![Square::parse("f3", 9).unwrap()],
        ..BoardView::new(&game.rules, &game.pos)
    });
    let got = d.screens.last().unwrap();
    // A GIF has 256 colours: allow the palette's rounding, not a different picture.
    let mut far = 0;
    for (i, p) in want.pixels().enumerate() {
        let q = &got[i * 4..i * 4 + 3];
        let diff =
            p.0.iter()
                .zip(q)
                .map(|(a, b)| a.abs_diff(*b))
                .max()
                .unwrap();
        far += (diff > 40) as usize;
    }
    assert!(far < 200, "{far} pixels differ from the board image");
}

#[test]
fn later_frames_carry_only_what_changed() {
    let (list, _) = actions("c4-b4 h7-h5 b3-a4 h5xf3 f4xf3 C64@g4");
    let start = Game::new(neo()).pos;
    let still = replay_gif(&neo(), &start, &[]).unwrap();
    let moving = replay_gif(&neo(), &start, &list).unwrap();
    // Seven whole pictures would cost about seven times one; changes alone cost far less.
    assert!(
        moving.len() < 2 * still.len(),
        "{} bytes for 7 frames, {} for 1",
        moving.len(),
        still.len()
    );
}

#[test]
fn an_illegal_action_is_refused_with_its_ply() {
    let (mut list, _) = actions("c4-b4 h7-h5");
    let sq = |s| Square::parse(s, 9).unwrap();
    list.push(Action::Move {
        from: sq("a1"),
        to: sq("a2"),
    });
    let start = Game::new(neo()).pos;
    let err = replay_gif(&neo(), &start, &list).unwrap_err();
    assert!(err.starts_with("ply 3:"), "{err}");
}
