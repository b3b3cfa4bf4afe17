//! Board images: sizes, colours where pieces stand, highlights only where they belong,
//! flipping, and golden images per variant compared with a small tolerance.

mod common;
use common::*;
use image::{Rgba, RgbaImage};
use rithmo::render::{encode_png, render_rgba, BoardView, Layout, CELL};
use rithmo::rules::explain::resolve;
use rithmo::rules::{Color, Game, Position, Square};

fn view<'a>(g: &'a Game, last: Option<&str>, before: Option<&Game>) -> BoardView<'a> {
    let last = last.map(|m| resolve(before.unwrap(), m).unwrap());
    BoardView {
        rules: &g.rules,
        pos: &g.pos,
        last,
        captured: vec![],
        flip: false,
        white: None,
        black: None,
    }
}

fn at(img: &RgbaImage, x: f32, y: f32) -> [u8; 3] {
    let Rgba([r, g, b, _]) = *img.get_pixel(x as u32, y as u32);
    [r, g, b]
}

fn near(a: [u8; 3], b: [u8; 3], tol: i32) -> bool {
    a.iter()
        .zip(b)
        .all(|(x, y)| (*x as i32 - y as i32).abs() <= tol)
}

/// A point inside a circle piece on `sq`, above its number.
fn body(l: &Layout, sq: &str) -> (f32, f32) {
    let (cx, cy) = l.centre(Square::parse(sq, l.ranks).unwrap());
    (cx, cy - CELL * 0.28)
}

#[test]
fn the_neo_board_has_the_expected_size_and_a_png_under_300_kb() {
    let g = Game::new(neo());
    let img = render_rgba(&view(&g, None, None));
    assert_eq!((img.width(), img.height()), (532, 700));
    let png = encode_png(&img);
    assert!(png.len() < 300_000, "{} bytes", png.len());
    let decoded = image::load_from_memory(&png).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (532, 700));
}

#[test]
fn a_sixteen_rank_board_is_drawn_whole() {
    let mut pos = Position::empty(16, Color::Black);
    pos.put(
        Square::parse("h16", 16).unwrap(),
        rithmo::rules::Piece::parse("s361").unwrap(),
    );
    let rules = neo();
    let v = BoardView {
        rules: &rules,
        pos: &pos,
        last: None,
        captured: vec![],
        flip: false,
        white: None,
        black: None,
    };
    let img = render_rgba(&v);
    assert_eq!(
        (img.width(), img.height()),
        (532, 54 * 2 + 26 * 2 + 60 * 16)
    );
    let (x, y) = body(&v.layout(), "h16");
    assert!(
        near(at(&img, x, y), [0x26, 0x28, 0x2d], 12),
        "a black piece in the top right corner"
    );
}

#[test]
fn white_and_black_pieces_are_drawn_in_their_colours() {
    let g = Game::new(neo());
    let v = view(&g, None, None);
    let img = render_rgba(&v);
    let l = v.layout();
    let (x, y) = body(&l, "c4"); // White's circle 2
    assert!(
        near(at(&img, x, y), [0xfb, 0xf8, 0xf0], 12),
        "{:?}",
        at(&img, x, y)
    );
    let (x, y) = body(&l, "c6"); // Black's circle 9
    assert!(
        near(at(&img, x, y), [0x26, 0x28, 0x2d], 12),
        "{:?}",
        at(&img, x, y)
    );
}

#[test]
fn the_last_move_is_highlighted_on_its_two_squares_and_nowhere_else() {
    let start = Game::new(neo());
    let mut g = start.clone();
    play(&mut g, "d4-d5");
    let plain = render_rgba(&view(&g, None, None));
    let marked = render_rgba(&view(&g, Some("d4-d5"), Some(&start)));
    let l = Layout {
        ranks: 9,
        flip: false,
    };
    let inside = |x: u32, y: u32, sq: &str| {
        let (sx, sy) = l.square(Square::parse(sq, 9).unwrap());
        (x as f32) >= sx && (x as f32) < sx + CELL && (y as f32) >= sy && (y as f32) < sy + CELL
    };
    let mut changed_in = 0;
    for (x, y, p) in marked.enumerate_pixels() {
        if p != plain.get_pixel(x, y) {
            assert!(
                inside(x, y, "d4") || inside(x, y, "d5"),
                "a change at ({x},{y}) outside the move"
            );
            changed_in += 1;
        }
    }
    assert!(
        changed_in > 1000,
        "both squares are tinted: {changed_in} pixels"
    );
    let (sx, sy) = l.square(Square::parse("d4", 9).unwrap());
    let corner = at(&marked, sx + 3.0, sy + 3.0);
    assert!(corner[0] > corner[2] + 60, "a yellow tint: {corner:?}");
}

#[test]
fn flip_moves_a1_from_bottom_left_to_top_right() {
    let g = neo_game(&[("a1", "c9"), ("h9", "C2")], "w - -");
    let mut v = view(&g, None, None);
    let normal = render_rgba(&v);
    v.flip = true;
    let flipped = render_rgba(&v);
    let dark = [0x26, 0x28, 0x2d];
    // a1 is the bottom-left cell normally, the top-right cell flipped.
    let (left, right) = (26.0 + CELL / 2.0, 26.0 + 7.5 * CELL);
    let (top, bottom) = (54.0 + 26.0 + CELL * 0.22, 54.0 + 26.0 + 8.22 * CELL);
    assert!(near(at(&normal, left, bottom), dark, 12));
    assert!(!near(at(&normal, right, top), dark, 12));
    assert!(near(at(&flipped, right, top), dark, 12));
    assert!(!near(at(&flipped, left, bottom), dark, 12));
}

/// Compares with tests/golden/NAME (RITHMO_BLESS=1 rewrites it after a deliberate change,
/// which must be looked at before committing).
fn golden(name: &str, img: &RgbaImage) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("RITHMO_BLESS").is_some() {
        std::fs::write(&path, encode_png(img)).unwrap();
    }
    let want = image::open(&path).unwrap().into_rgba8();
    assert_eq!(want.dimensions(), img.dimensions());
    let mut far = 0usize;
    let mut total = 0u64;
    for (a, b) in want.pixels().zip(img.pixels()) {
        let d = (0..3)
            .map(|i| (a[i] as i32 - b[i] as i32).unsigned_abs())
            .max()
            .unwrap();
        total += d as u64;
        if d > 48 {
            far += 1;
        }
    }
    let n = (img.width() * img.height()) as usize;
    assert!(far * 1000 < n, "{name}: {far} pixels differ strongly");
    assert!(
        total as f64 / (n as f64) < 1.5,
        "{name}: mean difference {}",
        total as f64 / n as f64
    );
}

#[test]
fn neo_start_matches_its_golden_image() {
    let g = Game::new(neo());
    golden("neo-start.png", &render_rgba(&view(&g, None, None)));
}

#[test]
fn a_neo_middle_game_matches_its_golden_image() {
    let text = "s361,4,T12*,s121,s49/p190,s120,2,t30,c3,s66,s28/t100,t64,c81,C9*,c25,c9,t36,t16/\
2,c9,c7,c5,c3,2/2,C6,5/2,C2,C4,1,C8,2/T9,T25,C4,C16,C36,C64,T49,T81/\
S15,S45,T6,T20,T42,T72,P91,S153/S25,S81,4,S169,S289 b C5*,C25*,T25 c2*,c4*";
    let before = Game::from_rfen(neo(), text).unwrap();
    let mut g = before.clone();
    let taken = play(&mut g, "c6xc5");
    let mut v = view(&g, Some("c6xc5"), Some(&before));
    v.captured = taken.iter().map(|c| c.square).collect();
    v.white = Some("alice".into());
    v.black = Some("bob".into());
    golden("neo-midgame.png", &render_rgba(&v));
}
