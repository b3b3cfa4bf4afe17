//! Board images: what a player sees must be where the position says, in the right colours.
//! Pixels are read back from the encoded PNG, as a viewer would read them.

mod common;

use common::{neo, play, sq};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, ImageFormat, Rgb, RgbImage};
use rithmo::i18n::Lang;
use rithmo::render::arrows::marks;
use rithmo::render::palette::{BLACK_INK, CAPTURE, WHITE_INK, WIN};
use rithmo::render::{render_png, BoardView, Layout, Verdict};
use rithmo::rules::explain::resolve;
use rithmo::rules::{Action, Color, Game, Piece, Position, Square};
use rithmo::service::words::halves::half_labels;
use rithmo::service::words::last_move::last_move_text;

/// The moves of a real `neo` game up to a busy middle game; the last one, f4xf2, captures.
const MIDGAME: &str = "c4-b4 h7-h5 b3-a4 h5xf3 f4xf3 C64@g4 T16@e9 b8xe9 f3xg4 T16@f4 \
                       C64@b6 h8-h6 b6xa7 f4xf2";

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, ImageFormat::Png)
        .expect("a valid PNG")
        .to_rgb8()
}

fn draw(view: &BoardView) -> RgbImage {
    decode(&render_png(view))
}

fn close(a: Rgb<u8>, b: (u8, u8, u8), tol: u8) -> bool {
    a.0.iter()
        .zip([b.0, b.1, b.2])
        .all(|(x, y)| x.abs_diff(y) <= tol)
}

fn rgb(c: rithmo::render::palette::Rgba) -> (u8, u8, u8) {
    (c.0, c.1, c.2)
}

/// A point inside the body of a circle or square, above and left of the value written in the
/// middle and inside the ring that marks a turned piece.
fn body_point(layout: &Layout, s: Square) -> (u32, u32) {
    let a = layout.square(s);
    let (cx, cy) = a.center();
    let cell = a.w as f32;
    ((cx - 0.12 * cell) as u32, (cy - 0.22 * cell) as u32)
}

/// A point near the top-left corner of a square, where no piece reaches.
fn corner_point(layout: &Layout, s: Square) -> (u32, u32) {
    let a = layout.square(s);
    (a.x + 5, a.y + 5)
}

/// The midgame: the game, the last action and the squares where it captured.
fn midgame() -> (Game, Action, Vec<Square>) {
    let mut game = Game::new(neo());
    let moves: Vec<&str> = MIDGAME.split_whitespace().collect();
    let (last, rest) = moves.split_last().unwrap();
    for m in rest {
        play(&mut game, m);
    }
    let action = resolve(&game, last).unwrap();
    let captured = game.play(action).iter().map(|c| c.square).collect();
    (game, action, captured)
}

fn midgame_view<'a>(game: &'a Game, last: Action, captured: Vec<Square>) -> BoardView<'a> {
    BoardView {
        last: Some(last),
        last_text: Some(last_move_text(&game.rules, last, &captured)),
        captured,
        white: Some("Boethius".into()),
        black: Some("Pythagoras".into()),
        half_labels: half_labels(rithmo::i18n::Lang::En, &game.rules),
        ..BoardView::new(&game.rules, &game.pos)
    }
}

/// The picture the bot posts after `mv` in `game`: the move, each capture's square and
/// arrows, the result when the rules ended the game (else `verdict`, as the service gives a
/// resignation or a loss on time), and the time left otherwise.
fn posted<'a>(game: &'a mut Game, mv: &str, verdict: Option<Verdict>) -> BoardView<'a> {
    let action = resolve(game, mv).unwrap();
    let taken = game.play(action);
    let (arrows, rescues) = marks(&taken);
    let verdict = game
        .outcome()
        .map(|o| Verdict::of(rithmo::i18n::Lang::En, &o))
        .or(verdict);
    let time_left = verdict.is_none().then_some(2 * 86_400 + 4 * 3600);
    let captured: Vec<Square> = taken.iter().map(|c| c.square).collect();
    BoardView {
        last: Some(action),
        last_text: Some(last_move_text(&game.rules, action, &captured)),
        captured,
        white: Some("Boethius".into()),
        black: Some("Pythagoras".into()),
        arrows,
        rescues,
        verdict,
        time_left,
        half_labels: half_labels(rithmo::i18n::Lang::En, &game.rules),
        ..BoardView::new(&game.rules, &game.pos)
    }
}

fn hand_game(variant: &str, options: &[&str], pieces: &[(&str, &str)], rest: &str) -> Game {
    let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    let rules = rithmo::rules::Ruleset::from_names(variant, &options).unwrap();
    let ranks = rules.ranks;
    Game::from_rfen(rules, &common::rfen(ranks, pieces, rest)).unwrap()
}

#[test]
fn the_picture_has_the_layouts_size_with_one_cell_per_square() {
    let game = Game::new(neo());
    let view = BoardView::new(&game.rules, &game.pos);
    let png = render_png(&view);
    let img = decode(&png);
    let layout = view.layout();
    assert_eq!((img.width(), img.height()), (layout.width, layout.height));
    assert_eq!((layout.board.w, layout.board.h), (8 * 64, 9 * 64));
    // Wide enough to read at Discord's preview size, small enough to send quickly.
    assert!((500..700).contains(&img.width()), "width {}", img.width());
    assert!(png.len() < 300 * 1024, "{} bytes", png.len());
}

#[test]
fn pieces_are_painted_in_their_armys_colour() {
    let game = Game::new(neo());
    let view = BoardView::new(&game.rules, &game.pos);
    let img = draw(&view);
    let layout = view.layout();
    // c4 holds White's circle 2, c6 Black's circle 9; g2 and a8 the pyramids.
    for (name, ink) in [("c4", WHITE_INK), ("c6", BLACK_INK), ("a1", WHITE_INK)] {
        let (x, y) = body_point(&layout, sq(name));
        let px = *img.get_pixel(x, y);
        assert!(close(px, rgb(ink.body), 2), "{name}: {px:?}");
    }
}

#[test]
fn the_last_move_is_highlighted_on_its_two_squares_only() {
    let (game, last, _) = midgame();
    let plain = draw(&BoardView::new(&game.rules, &game.pos));
    let marked = draw(&BoardView {
        last: Some(last),
        ..BoardView::new(&game.rules, &game.pos)
    });
    let layout = Layout::new(9, false);
    for i in 0..72 {
        let s = Square(i);
        let (x, y) = corner_point(&layout, s);
        let (a, b) = (*plain.get_pixel(x, y), *marked.get_pixel(x, y));
        let expected = s == sq("f4") || s == sq("f2");
        assert_eq!(a != b, expected, "{s}: {a:?} then {b:?}");
        if expected {
            // Blue (gold is kept for a win): more blue than red, and bluer than the square.
            assert!(b[2] > b[0] + 30 && b[2] > a[2], "{s}: {b:?}");
        }
    }
}

#[test]
fn a_drop_highlights_its_square() {
    let (game, _, _) = midgame();
    let drop = Action::Drop {
        piece: game.pos.at(sq("f2")).unwrap(),
        to: sq("f2"),
    };
    let plain = draw(&BoardView::new(&game.rules, &game.pos));
    let marked = draw(&BoardView {
        last: Some(drop),
        ..BoardView::new(&game.rules, &game.pos)
    });
    let layout = Layout::new(9, false);
    let changed: Vec<Square> = (0..72)
        .map(Square)
        .filter(|&s| {
            let (x, y) = corner_point(&layout, s);
            plain.get_pixel(x, y) != marked.get_pixel(x, y)
        })
        .collect();
    assert_eq!(changed, [sq("f2")]);
}

#[test]
fn a_captured_square_is_framed_in_red_and_no_other() {
    let (game, last, captured) = midgame();
    assert_eq!(captured, [sq("f2")]);
    let img = draw(&midgame_view(&game, last, captured));
    let layout = Layout::new(9, false);
    let red = |s: Square| {
        let a = layout.square(s);
        let px = *img.get_pixel(a.x + 2, a.y + a.h / 2);
        close(px, rgb(CAPTURE), 40)
    };
    assert!(red(sq("f2")));
    let others = (0..72).map(Square).filter(|&s| s != sq("f2") && red(s));
    assert_eq!(others.count(), 0);
}

/// C6 e9-e10 completes a harmony on rank 10 (C2 a10, C4 c10, C6 e10, gaps of 2: 2 4 6): the
/// final picture frames the three members in gold, and no other square.
#[test]
fn a_winning_harmony_is_framed_in_gold() {
    let classic = rithmo::rules::Ruleset::from_names("classic", &[]).unwrap();
    let text = "7,s361/8/8/8/8/8/C2,1,C4,5/4,C6,3/8/8/8/8/8/8/8/8 w - -";
    let mut game = Game::from_rfen(classic, text).unwrap();
    let action = resolve(&game, "e9-e10").unwrap();
    game.play(action);
    assert!(game
        .outcome()
        .is_some_and(|o| o.winner == Some(Color::White)));
    let img = draw(&BoardView {
        last: Some(action),
        ..BoardView::new(&game.rules, &game.pos)
    });
    let layout = BoardView::new(&game.rules, &game.pos).layout();
    let gold = |s: Square| {
        let a = layout.square(s);
        let px = *img.get_pixel(a.x + 2, a.y + a.h / 2);
        close(px, rgb(WIN), 40)
    };
    let framed: Vec<String> = (0..128)
        .map(Square)
        .filter(|&s| gold(s))
        .map(|s| s.to_string())
        .collect();
    assert_eq!(framed, ["a10", "c10", "e10"]);
    // Before the move there is no harmony, and nothing is framed.
    let before = Game::from_rfen(game.rules.clone(), text).unwrap();
    let img = draw(&BoardView::new(&before.rules, &before.pos));
    let any = (0..128).map(Square).any(|s| {
        let a = layout.square(s);
        close(*img.get_pixel(a.x + 2, a.y + a.h / 2), rgb(WIN), 40)
    });
    assert!(!any);
}

#[test]
fn flip_puts_a1_top_right_and_black_at_the_bottom() {
    let game = Game::new(neo());
    let straight = Layout::new(9, false);
    let flipped = Layout::new(9, true);
    let (s, f) = (straight.square(sq("a1")), flipped.square(sq("a1")));
    let b = straight.board;
    assert_eq!((s.x, s.y + s.h), (b.x, b.y + b.h), "a1 bottom-left");
    assert_eq!(
        (f.x + f.w, f.y),
        (b.x + b.w, b.y),
        "a1 top-right when flipped"
    );
    assert!(flipped.strip(Color::Black).y > flipped.strip(Color::White).y);
    // The picture agrees: top-left is Black's square 361 (a9), flipped White's 289 (h1).
    let top_left = |flip| {
        let img = draw(&BoardView {
            flip,
            ..BoardView::new(&game.rules, &game.pos)
        });
        let l = Layout::new(9, flip);
        let a = l.square(if flip { sq("h1") } else { sq("a9") });
        assert_eq!((a.x, a.y), (l.board.x, l.board.y));
        let (x, y) = body_point(&l, if flip { sq("h1") } else { sq("a9") });
        *img.get_pixel(x, y)
    };
    assert!(close(top_left(false), rgb(BLACK_INK.body), 2));
    assert!(close(top_left(true), rgb(WHITE_INK.body), 2));
}

/// A 16-rank board built by hand: no 16-rank variant is needed to draw one.
fn tall_position() -> Position {
    let mut pos = Position::empty(16, Color::Black);
    let put = |pos: &mut Position, s: &str, p: &str| {
        pos.put(Square::parse(s, 16).unwrap(), Piece::parse(p).unwrap())
    };
    put(&mut pos, "a16", "s361");
    put(&mut pos, "a15", "p(c16,s64)");
    put(&mut pos, "c13", "c9");
    put(&mut pos, "d4", "C4");
    put(&mut pos, "g2", "P91");
    put(&mut pos, "h1", "S289");
    put(&mut pos, "e9", "C9*");
    pos
}

#[test]
fn a_sixteen_rank_board_is_drawn_whole_with_its_halves_apart() {
    let rules = neo();
    let pos = tall_position();
    let view = BoardView::new(&rules, &pos);
    let img = draw(&view);
    let layout = view.layout();
    assert_eq!((img.width(), img.height()), (layout.width, layout.height));
    assert_eq!(layout.board.h, 16 * layout.cell);
    assert!(
        layout.cell >= 48,
        "squares too small to read: {}",
        layout.cell
    );
    let at = |name: &str| {
        let (x, y) = body_point(&layout, Square::parse(name, 16).unwrap());
        *img.get_pixel(x, y)
    };
    assert!(close(at("h1"), rgb(WHITE_INK.body), 2));
    assert!(close(at("c13"), rgb(BLACK_INK.body), 2));
    assert!(
        close(at("e9"), rgb(WHITE_INK.body), 2),
        "a turned piece in its new colour"
    );
    // Ranks 8 and 9 lie in different halves: warm below, cool above, on squares of one shade.
    let corner = |name: &str| {
        let (x, y) = corner_point(&layout, Square::parse(name, 16).unwrap());
        *img.get_pixel(x, y)
    };
    let (white_half, black_half) = (corner("a8"), corner("b9"));
    assert!(white_half[0] > white_half[2] + 20, "{white_half:?}");
    assert!(black_half[2] > black_half[0], "{black_half:?}");
}

#[test]
fn the_strips_show_prisoners_a_taken_pyramid_and_scores() {
    let rules = neo();
    let mut pos = tall_position();
    let layout = Layout::new(16, false);
    let strip = layout.strip(Color::White);
    let before = draw(&BoardView::new(&rules, &pos));
    let differs = |after: &RgbImage| {
        (strip.y..strip.y + strip.h)
            .flat_map(|y| (strip.x..strip.x + strip.w).map(move |x| (x, y)))
            .filter(|&(x, y)| before.get_pixel(x, y) != after.get_pixel(x, y))
            .count()
    };
    pos.prisoners[0].add(Piece::parse("C9*").unwrap()).unwrap();
    assert!(differs(&draw(&BoardView::new(&rules, &pos))) > 200);
    pos.counters.tallies[0] = 120;
    let with_score = draw(&BoardView::new(&rules, &pos));
    assert!(differs(&with_score) > 400);
    // Black's strip never shows White's prisoners or score.
    let black = layout.strip(Color::Black);
    let same = (black.y..black.y + black.h).all(|y| {
        (black.x..black.x + black.w).all(|x| before.get_pixel(x, y) == with_score.get_pixel(x, y))
    });
    assert!(same);
}

#[test]
fn a_taken_pyramid_appears_in_the_takers_strip() {
    let (game, _, _) = midgame();
    let rules = &game.rules;
    let mut pos = game.pos;
    let with = draw(&BoardView::new(rules, &pos));
    pos.clear(sq("a8"));
    let without = draw(&BoardView::new(rules, &pos));
    let layout = Layout::new(9, false);
    let changed_in = |c: Color| {
        let s = layout.strip(c);
        (s.y..s.y + s.h)
            .flat_map(|y| (s.x..s.x + s.w).map(move |x| (x, y)))
            .filter(|&(x, y)| with.get_pixel(x, y) != without.get_pixel(x, y))
            .count()
    };
    assert!(
        changed_in(Color::White) > 200,
        "White took it: White's strip shows it"
    );
    assert_eq!(changed_in(Color::Black), 0);
}

/// Compares with a stored picture, within a small tolerance so that a different rasteriser
/// build may round differently. `RITHMO_BLESS=1 cargo test --test render` rewrites the files
/// after a deliberate change; look at them before committing.
fn golden(name: &str, view: &BoardView) {
    golden_image(name, draw(view));
}

fn golden_image(name: &str, img: RgbImage) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("RITHMO_BLESS").is_some() {
        // Best compression: these files live in the repository.
        let file = std::fs::File::create(&path).unwrap();
        let enc = PngEncoder::new_with_quality(file, CompressionType::Best, FilterType::Adaptive);
        enc.write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )
        .unwrap();
        return;
    }
    let want = image::open(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (RITHMO_BLESS=1 creates it)", path.display()))
        .to_rgb8();
    assert_eq!(img.dimensions(), want.dimensions(), "{name}: size changed");
    let (mut far, mut total) = (0usize, 0u64);
    for (a, b) in img.pixels().zip(want.pixels()) {
        let d =
            a.0.iter()
                .zip(b.0)
                .map(|(x, y)| x.abs_diff(y))
                .max()
                .unwrap();
        total += d as u64;
        far += (d > 24) as usize;
    }
    let n = (img.width() * img.height()) as usize;
    let mean = total as f64 / n as f64;
    assert!(
        // A changed piece icon in a strip (a few hundred pixels) must fail; a rasteriser
        // rounding differently moves pixels by little, not far.
        far * 10_000 < n && mean < 1.0,
        "{name}: {far} pixels differ visibly (mean difference {mean:.2})"
    );
}

#[test]
fn neo_start_matches_its_golden_image() {
    let game = Game::new(neo());
    golden("neo-start.png", &BoardView::new(&game.rules, &game.pos));
}

#[test]
fn neo_midgame_matches_its_golden_image() {
    let (game, last, captured) = midgame();
    golden("neo-midgame.png", &midgame_view(&game, last, captured));
}

#[test]
fn simple_start_matches_its_golden_image() {
    let game = Game::new(rithmo::rules::Ruleset::from_names("simple", &[]).unwrap());
    golden("simple-start.png", &BoardView::new(&game.rules, &game.pos));
}

/// A crowded `classic` middle game: White's square 15 moves a8-a11 and, with the 45 beside
/// it, takes the black square 120 on b12 by 45*2+15*2 (both see it at count 2). The picture
/// shows composite pyramids, the move and the emptied square.
#[test]
fn classic_midgame_matches_its_golden_image() {
    let before = "s361,s225,4,s121,s49/p190,1,t64,t56,1,t36,s66,s28/\
t100,t90,c25,3,t12,1/4,c5,1,t30,1/1,s120,3,t16,c9,1/1,S45,c49,1,c7,3/2,c9,1,S81,c3,2/\
3,T6,1,T81,2/S15,7/2,C2,2,C6,2/4,C36,C8,1,T20/2,T9,1,C64,2,S153/2,C4,4,S289/\
2,C4,C16,2,T72,1/2,T25,1,T42,T49,P91,1/S25,5,S169,1 w - -";
    let classic = rithmo::rules::Ruleset::from_names("classic", &[]).unwrap();
    let mut game = Game::from_rfen(classic, before).unwrap();
    let action = resolve(&game, "a8-a11").unwrap();
    let taken = game.play(action);
    let captured: Vec<Square> = taken.iter().map(|c| c.square).collect();
    assert_eq!(captured, [Square::parse("b12", 16).unwrap()]);
    let (arrows, _) = marks(&taken);
    golden(
        "classic-midgame.png",
        &BoardView {
            arrows,
            ..midgame_view(&game, action, captured)
        },
    );
}

#[test]
fn a_simple_strip_shows_both_scores_from_the_start() {
    // The same board drawn under neo's rules (no scores kept) and simple's: only the strips
    // differ, where simple writes "value 0 · shape 0" for each side.
    let simple = rithmo::rules::Ruleset::from_names("simple", &[]).unwrap();
    let game = Game::new(simple.clone());
    let plain = draw(&BoardView::new(&neo(), &game.pos));
    let scored = draw(&BoardView::new(&simple, &game.pos));
    let layout = Layout::new(16, false);
    let changed = |a: rithmo::render::layout::Area| {
        (a.y..a.y + a.h)
            .flat_map(|y| (a.x..a.x + a.w).map(move |x| (x, y)))
            .filter(|&(x, y)| plain.get_pixel(x, y) != scored.get_pixel(x, y))
            .count()
    };
    assert!(changed(layout.strip(Color::White)) > 300);
    assert!(changed(layout.strip(Color::Black)) > 300);
    assert_eq!(changed(layout.board), 0);
}

/// The `heligon` bench middle game: White enters its prisoner T12 on b5 (its own half). The
/// black square 28 on b3, whose only free way was up the b file, is now besieged (its other
/// movements on the board run into White's C4 d3, C2 c4, T25 c2, S45 b2), and the black
/// pyramid's triangle 36 on f9 falls to the 12 by assault (c6, d7, e8 empty: 12 x 3). The
/// strips show the tallies with the goods goal of `victory=small+goods:300`, the prisoners
/// and the pieces standing in the other colour.
#[test]
fn heligon_midgame_matches_its_golden_image() {
    let before = "s361,s225,5,s49/1,s120,t64,t56,t30,3/t100,3,c25,c9,1,t72*/\
1,c81,c49,c7,3,t36/1,c9,1,s66,4/2,c5,5/6,s121,1/5,p(t25,t36,s49,s64),C6,1/3,t90,4/1,T6,5,C8/\
8/3,C4,2,C36,C3*/2,C2,1,S289,C64,T42,1/1,s28,1,C4,C16,P91,2/S15,S45,T25,T20,1,T49,1,S153/\
S25,3,S81,1,S169,1 w T12*,T16* t9*,t81* bbody=3 bgoods=162 blawsuit=5 wbody=4 wgoods=47 \
wlawsuit=7";
    let rules =
        rithmo::rules::Ruleset::from_names("heligon", &["victory=small+goods:300".into()]).unwrap();
    let mut game = Game::from_rfen(rules, before).unwrap();
    let action = resolve(&game, "T12@b5").unwrap();
    let taken = game.play(action);
    let captured: Vec<Square> = taken.iter().map(|c| c.square).collect();
    let texts: Vec<String> = taken
        .iter()
        .map(|c| format!("{} {}", c.piece, c.how))
        .collect();
    assert_eq!(texts, ["s28 siege", "t36 assault 12*3=36"]);
    let (arrows, _) = marks(&taken);
    golden(
        "heligon-midgame.png",
        &BoardView {
            arrows,
            ..midgame_view(&game, action, captured)
        },
    );
}

/// Two variants over three weeks: a rise and fall in neo, one game of classic, each from the
/// 1500 it started at (a ring) when its first game began; the chart is checked against its
/// picture.
#[test]
fn a_rating_chart_matches_its_golden_image() {
    use rithmo::render::chart::{rating_chart, Series, HEIGHT, WIDTH};
    const T: i64 = 1_795_305_600;
    let series = [
        Series {
            variant: "neo".into(),
            points: vec![
                (T - 2 * 3_600, 1500.0),
                (T, 1662.0),
                (T + 3 * 86_400, 1745.0),
                (T + 9 * 86_400, 1702.0),
                (T + 21 * 86_400, 1810.0),
            ],
        },
        Series {
            variant: "classic".into(),
            points: vec![(T + 13 * 86_400, 1500.0), (T + 14 * 86_400, 1338.0)],
        },
    ];
    let img = rithmo::render::to_rgb(&rating_chart(Lang::En, "alice: rating", &series));
    assert_eq!(img.dimensions(), (WIDTH, HEIGHT));
    golden_image("rating-chart.png", img);
}

// ---- the last ply explained, the end on the board: one picture per variant ----------------

/// `neo`: the busy middle game's last ply (f4xf2, a capture by landing: its arrow from f4),
/// then White resigns: the strips say "Black wins by resignation" instead of whose move it is.
/// (In `neo` a pyramid is taken whole and nobody captures after the opponent's move.)
#[test]
fn neo_a_finished_game_matches_its_golden_image() {
    let mut game = Game::new(neo());
    let moves: Vec<&str> = MIDGAME.split_whitespace().collect();
    let (last, rest) = moves.split_last().unwrap();
    for m in rest {
        play(&mut game, m);
    }
    let resigned = Verdict::new(rithmo::i18n::Lang::En, Some(Color::Black), "resignation");
    golden("neo-finished.png", &posted(&mut game, last, Some(resigned)));
}

/// `classic`: Black's c9 d6-d5 hits the triangle 9 of White's reduced pyramid on d4 (it has
/// lost its square 36): Black's arrow goes to the pyramid it reached, not to h2; White gives
/// up its T9 on h2 instead (the dashed line from the pyramid). Then White's C4 on c5 and C5 on e5 take the c9 by their sum, 4+5=9: two white
/// arrows. White then runs out of time: "Black wins on time".
#[test]
fn classic_opponents_captures_and_a_rescue_match_their_golden_image() {
    let pieces = [
        ("d4", "P(C1,C4,T9,T16,S25)"),
        ("d6", "c9"),
        ("h2", "T9"),
        ("c5", "C4"),
        ("e5", "C5"),
        ("a16", "p(c16,s64)"),
    ];
    let mut game = hand_game("classic", &[], &pieces, "b - -");
    let lost = Verdict::new(rithmo::i18n::Lang::En, Some(Color::Black), "time");
    golden(
        "classic-rescue.png",
        &posted(&mut game, "d6-d5", Some(lost)),
    );
}

/// The heligon position before Black's t16 b8-d6: White's C16 on d5 next to it, both
/// pyramids reduced, prisoners on each side.
fn heligon_step_in() -> Game {
    let pieces = [
        ("d5", "C16"),
        ("b8", "t16"),
        ("g2", "P(C1,T9,S25,S36)"),
        ("b15", "p(c16,t25,s49)"),
        ("h12", "c7"),
    ];
    hand_game("heligon", &[], &pieces, "b T25*,C9* c4*")
}

/// `heligon`: Black's t16 b8-d6 lands next to White's C16 on d5, which meets it before
/// White's move and steps onto d6 (White's arrow from d5). Both pyramids are reduced, and
/// each side holds prisoners. The game is then drawn by agreement.
#[test]
fn heligon_a_step_in_and_reduced_pyramids_match_their_golden_image() {
    let mut game = heligon_step_in();
    let agreed = Verdict::new(rithmo::i18n::Lang::En, None, "agreement");
    golden(
        "heligon-step-in.png",
        &posted(&mut game, "b8-d6", Some(agreed)),
    );
}

/// The same heligon ply in German, the game going on: every word of the strips is German
/// ("Weiß", "Schwarz", "am Zug · noch 2 Tg. 4 Std.", "Gefangene", "Pyramide", the tallies
/// "Körper", "Besitz", "Einnahmen"), and the names keep their umlauts and ß.
#[test]
fn a_german_board_matches_its_golden_image() {
    let mut game = heligon_step_in();
    let view = posted(&mut game, "b8-d6", None);
    let english = draw(&view);
    let german = BoardView {
        white: Some("Jörg Müßig".into()),
        black: Some("Hildegard Ölberg".into()),
        lang: Lang::De,
        ..view
    };
    let img = draw(&german);
    // The words moved pixels in both strips, and only there: the board is the same.
    let layout = german.layout();
    let board = |img: &RgbImage| {
        let b = layout.board;
        image::imageops::crop_imm(img, b.x, b.y, b.w, b.h).to_image()
    };
    assert_eq!(
        board(&img),
        board(&english),
        "the board itself does not change"
    );
    assert_ne!(img, english, "the strips speak German");
    golden_image("heligon-german.png", img);
}

/// `simple`, played to 100: White's C4 d1-b1 walls in its own 25 on a1 next to Black's 3 on
/// a2, and Black encloses it (Black's arrow from a2), which brings Black from 80 to 105:
/// "Black wins on points", decided by the rules. (`simple`'s pyramids are plain squares.)
#[test]
fn simple_an_enclosure_against_the_mover_ends_the_game_in_its_golden_image() {
    let pieces = [
        ("a1", "S25"),
        ("a2", "c3"),
        ("d1", "C4"),
        ("h16", "s361"),
        ("h1", "S289"),
    ];
    let rest = "w - - bvalue=80 bshape=20";
    let mut game = hand_game("simple", &["victory=value:100"], &pieces, rest);
    let view = posted(&mut game, "d1-b1", None);
    assert_eq!(
        view.verdict.as_ref().map(|v| v.text.as_str()),
        Some("Black wins on points")
    );
    golden("simple-finished.png", &view);
}

/// The harmony: Black's 28, its reduced pyramid 174 and 100 on c3, d3, e3 after
/// c100 e4-e3. Exactly the three are framed in gold, and the pyramid carries the tag the
/// service writes for the part it counted as ("as 64"): the renderer draws what it is given.
#[test]
fn a_harmony_with_a_pyramid_part_matches_its_golden_image() {
    let pieces = [
        ("c3", "t28"),
        ("d3", "p(t25,t36,s49,s64)"),
        ("e4", "c100"),
        ("h16", "C2"),
    ];
    let mut game = hand_game("classic", &[], &pieces, "b - -");
    let d3 = Square::parse("d3", 16).unwrap();
    let view = BoardView {
        winning_labels: vec![(d3, "as 64".into())],
        ..posted(&mut game, "e4-e3", None)
    };
    let framed: Vec<String> = view.winning.iter().map(|s| s.to_string()).collect();
    assert_eq!(framed, ["c3", "d3", "e3"]);
    golden("classic-harmony-part.png", &view);
}
