//! Board image speed: the median time to render and encode a PNG of a busy 8x16 board and a
//! busy 8x9 board, and the sizes of those PNGs.

use super::bench::NEO_MIDGAME;
use crate::render::{encode_png, render_image, render_png, Arrow, BoardView};
use crate::rules::{rfen, Action, Color, Piece, Position, Ruleset, Square};
use crate::service::words::last_move::last_move_text;
use clap::Args;
use std::fmt::Write;
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct BenchRenderArgs {
    /// Timed runs per board (the median is reported)
    #[arg(long, default_value_t = 50)]
    runs: usize,
    /// Also write the benchmarked images into this directory, to look at them
    #[arg(long, value_name = "DIR")]
    save: Option<std::path::PathBuf>,
}

/// A busy 16-rank board built square by square (no 16-rank variant is needed): both armies
/// in the classic setup, some pieces advanced, prisoners, parachuted pieces, scores and a
/// reduced composite pyramid.
pub fn tall_midgame() -> Position {
    let mut pos = Position::empty(16, Color::White);
    let rows: [(u8, &str); 10] = [
        (15, "s361 s225 . . . . s121 s49"),
        (14, "p(c16,t25,s64) s120 t64 t56 t30 t36 s66 s28"),
        (13, "t100 t90 c81 c49 . c9 t12 t16"),
        (12, ". . c9 c7 . c3 . ."),
        (9, ". . . . c5 . . ."),
        (6, ". . . C6 . t25 . ."),
        (3, ". . C2 C4 . C8 . ."),
        (2, "T9 T6 C4 C16 C36 C64 T72 T81"),
        (1, "S15 S45 T25 T20 T42 T49 P91 S153"),
        (0, "S25 S81 . . . . S169 S289"),
    ];
    for (rank, row) in rows {
        for (file, item) in row.split(' ').enumerate() {
            if item != "." {
                let piece = Piece::parse(item).expect("sample pieces are valid");
                pos.put(Square::new(file as u8, rank), piece);
            }
        }
    }
    for p in ["C5*", "C25*", "T30*"] {
        let _ = pos.prisoners[0].add(Piece::parse(p).expect("valid"));
    }
    let _ = pos.prisoners[1].add(Piece::parse("c2*").expect("valid"));
    pos.counters.tallies = [35, 2, 3, 1, 0, 0, 0, 0, 0, 0];
    pos
}

/// Medians of (render + encode, render alone) and the PNG size.
fn median_time(view: &BoardView, runs: usize) -> (Duration, Duration, usize) {
    let mut total = Vec::with_capacity(runs);
    let mut drawing = Vec::with_capacity(runs);
    let mut size = 0;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let img = render_image(view);
        let drawn = t.elapsed();
        let png = encode_png(&img);
        total.push(t.elapsed());
        drawing.push(drawn);
        size = png.len();
    }
    total.sort();
    drawing.sort();
    (total[total.len() / 2], drawing[drawing.len() / 2], size)
}

pub fn run(args: &BenchRenderArgs) -> Result<String, String> {
    let rules = Ruleset::from_names("neo", &[])?;
    let tall = tall_midgame();
    let neo = rfen::parse(NEO_MIDGAME, &rules)?;
    let last = |from: &str, to: &str, ranks| Action::Move {
        from: Square::parse(from, ranks).expect("valid"),
        to: Square::parse(to, ranks).expect("valid"),
    };
    let mut out = String::new();
    let cases = [
        (
            "8x16 midgame",
            "bench-8x16.png",
            &tall,
            last("e14", "e10", 16),
            ["d7", "c4"],
        ),
        (
            "8x9 neo midgame",
            "bench-8x9.png",
            &neo,
            last("c4", "c5", 9),
            ["c4", "e3"],
        ),
    ];
    for (name, file, pos, action, captors) in cases {
        let mut view = BoardView::new(&rules, pos);
        view.last = Some(action);
        view.captured = vec![action.to()];
        view.last_text = Some(last_move_text(&rules, action, &view.captured));
        // Two arrows to the captured square, as an ambush or a sum draws them.
        view.arrows = captors
            .iter()
            .map(|s| Arrow {
                from: Square::parse(s, pos.ranks).expect("valid"),
                to: action.to(),
                by: Color::White,
            })
            .collect();
        view.time_left = Some(2 * 86_400 + 4 * 3600);
        view.white = Some("Boethius".to_string());
        view.black = Some("Pythagoras".to_string());
        let layout = view.layout();
        let (t, drawn, size) = median_time(&view, args.runs);
        if let Some(dir) = &args.save {
            let path = dir.join(file);
            std::fs::write(&path, render_png(&view))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        let _ = writeln!(
            out,
            "{name:<16} {}x{} px: median {:.2} ms render+encode ({:.2} ms render) over {} runs, \
             PNG {:.1} KB",
            layout.width,
            layout.height,
            t.as_secs_f64() * 1e3,
            drawn.as_secs_f64() * 1e3,
            args.runs,
            size as f64 / 1024.0
        );
    }
    Ok(out)
}
