//! Animated replays: one frame per ply, a pause at the end, and the last frame showing the
//! final position as the board image would.

mod common;

use common::neo;
use rithmo::i18n::Lang;
use rithmo::render::{render_image, Arrow, BoardView, Verdict};
use rithmo::rules::explain::resolve;
use rithmo::rules::{Action, Color, Game, Square};
use rithmo::service::games::replay::{replay_gif, replay_gif_with, ReplayOptions};
use rithmo::service::words::halves::half_labels;

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
    let f3 = Square::parse("f3", 9).unwrap();
    let want = render_image(&BoardView {
        last: list.last().copied(),
        captured: vec![f3],
        // The black circle that took on f3 came from h5: the arrow of Black's capture.
        arrows: vec![Arrow {
            from: Square::parse("h5", 9).unwrap(),
            to: f3,
            by: Color::Black,
        }],
        // A replay's strips say where neo's halves are, as the posted picture does.
        half_labels: half_labels(Lang::En, &game.rules),
        ..BoardView::new(&game.rules, &game.pos)
    });
    let far = far_pixels(&want, d.screens.last().unwrap());
    assert!(far < 200, "{far} pixels differ from the board image");
}

/// Pixels of a frame far from the picture: a GIF has 256 colours, so the palette's rounding
/// is allowed, not a different picture.
fn far_pixels(want: &image::RgbImage, got: &[u8]) -> usize {
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
    far
}

/// A game drawn by repetition: its last frame carries the players' names and the result in
/// place of "to move"; a resignation, which the rules do not see, is shown when given.
#[test]
fn the_last_frame_of_a_finished_game_shows_the_result_and_the_names() {
    let moves = "d4-d5 f6-f5 d5-d4 f5-f6 d4-d5 f6-f5 d5-d4 f5-f6";
    let (list, game) = actions(moves);
    assert!(game.outcome().is_some());
    let start = Game::new(neo()).pos;
    let names = |verdict| ReplayOptions {
        flip: false,
        white: Some("Boethius".into()),
        black: Some("Pythagoras".into()),
        verdict,
        lang: rithmo::i18n::Lang::En,
        notation: false,
    };
    let d = decode(&replay_gif_with(&neo(), &start, &list, &names(None)).unwrap());
    let view = BoardView {
        last: list.last().copied(),
        white: Some("Boethius".into()),
        black: Some("Pythagoras".into()),
        half_labels: half_labels(Lang::En, &game.rules),
        ..BoardView::new(&game.rules, &game.pos)
    };
    let drawn = BoardView {
        verdict: Some(Verdict::new(
            rithmo::i18n::Lang::En,
            None,
            "threefold-repetition",
        )),
        ..view.clone()
    };
    let last = d.screens.last().unwrap();
    assert!(far_pixels(&render_image(&drawn), last) < 200);
    assert!(
        far_pixels(&render_image(&view), last) > 300,
        "not the to-move strip"
    );

    // Resigned after four plies: the rules have not ended it, the options say how it ended.
    let resigned = Verdict::new(rithmo::i18n::Lang::En, Some(Color::White), "resignation");
    let (four, at_four) = actions("d4-d5 f6-f5 d5-d4 f5-f6");
    let d =
        decode(&replay_gif_with(&neo(), &start, &four, &names(Some(resigned.clone()))).unwrap());
    let want = BoardView {
        last: four.last().copied(),
        white: Some("Boethius".into()),
        black: Some("Pythagoras".into()),
        verdict: Some(resigned),
        half_labels: half_labels(Lang::En, &at_four.rules),
        ..BoardView::new(&at_four.rules, &at_four.pos)
    };
    assert!(far_pixels(&render_image(&want), d.screens.last().unwrap()) < 200);
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
