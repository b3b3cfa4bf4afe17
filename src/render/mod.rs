//! Board images: a PNG of a position with what its view gives it to show (the last move and
//! its words, the captures, what each side has lost, the result), and an animated GIF of given
//! frames. Depends on the rules core only (its types; and for a bare position's view, what
//! each side has lost and a winning arrangement); the words of the move and of the result
//! come from the service. Drawing is `tiny-skia` (anti-aliased shapes) and `ab_glyph` (text,
//! with a font compiled into the binary), encoding is `image` (PNG) and `gif`.

pub mod arrows;
mod backdrop;
mod board;
pub mod chart;
pub mod compared;
pub mod countdown;
pub mod eval_graph;
mod font;
pub mod gif;
pub mod layout;
pub mod palette;
mod panel;
mod piece;
mod shapes;
mod sprites;
pub mod table;
mod time_axis;
mod tray;
mod verdict;

pub use arrows::{Arrow, Rescue};
pub use layout::Layout;
pub use verdict::Verdict;

use crate::i18n::Lang;
use crate::rules::material::Losses;
use crate::rules::victory::winning_squares;
use crate::rules::{Action, Color, Position, Ruleset, Square, VariantId};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ImageEncoder, RgbImage};
use tiny_skia::Pixmap;

/// Everything one picture shows.
#[derive(Clone, Debug)]
pub struct BoardView<'a> {
    pub rules: &'a Ruleset,
    pub pos: &'a Position,
    /// Highlighted: the from and to squares of a move, or the drop square.
    pub last: Option<Action>,
    /// The last move as the service writes it (`f4xf2`, `T25@e6`), in a chip in the strip of
    /// the side that played it; no chip without it.
    pub last_text: Option<String>,
    /// Squares where pieces were just captured.
    pub captured: Vec<Square>,
    /// What each side has lost since the start: the strips show the pieces taken (where
    /// there are no prisoners) and a pyramid taken whole.
    pub losses: Losses,
    /// The squares of the arrangement that won the game, framed in gold.
    pub winning: Vec<Square>,
    /// Words by framed squares, as the service writes them: the part a pyramid counted as
    /// (`as 64`), which the board cannot show.
    pub winning_labels: Vec<(Square, String)>,
    /// Where each side's half is, in words (White's, Black's), shown at the end of its strip
    /// where the board's middle is not a plain line (`neo`'s split fifth rank).
    pub half_labels: Option<[String; 2]>,
    /// Black at the bottom.
    pub flip: bool,
    /// Player names for the strips; the colour's name when absent.
    pub white: Option<String>,
    pub black: Option<String>,
    /// An arrow from each capturing piece to the square it took, in the taker's colour.
    pub arrows: Vec<Arrow>,
    /// Pyramid rescues: an ordinary piece given up in place of a pyramid's component.
    pub rescues: Vec<Rescue>,
    /// The end of the game, shown in place of "to move".
    pub verdict: Option<Verdict>,
    /// Seconds left to the player to move, shown in their strip.
    pub time_left: Option<i64>,
    /// The language of the strips' words ("to move", "prisoners", the time left).
    pub lang: Lang,
}

impl<'a> BoardView<'a> {
    /// A plain view of a position: no highlights, White at the bottom, no names, English;
    /// the rules count its losses from the variant's start and find a winning arrangement
    /// (a game's picture is given both from its game instead).
    pub fn new(rules: &'a Ruleset, pos: &'a Position) -> BoardView<'a> {
        BoardView {
            rules,
            pos,
            last: None,
            last_text: None,
            captured: Vec::new(),
            losses: Losses::of(rules, pos),
            winning: winning_squares(rules, pos),
            winning_labels: Vec::new(),
            half_labels: None,
            flip: false,
            white: None,
            black: None,
            arrows: Vec::new(),
            rescues: Vec::new(),
            verdict: None,
            time_left: None,
            lang: Lang::En,
        }
    }

    pub fn layout(&self) -> Layout {
        let composite = matches!(self.rules.id, VariantId::Classic | VariantId::Heligon);
        Layout::with_strips(self.pos.ranks, self.flip, composite)
    }
}

/// The picture as pixels.
pub fn render_pixmap(view: &BoardView) -> Pixmap {
    let layout = view.layout();
    let mut pixmap = backdrop::backdrop(view.rules, &layout);
    board::draw(&mut pixmap, view, &layout);
    for color in Color::BOTH {
        panel::draw(&mut pixmap, view, color, layout.strip(color));
    }
    pixmap
}

/// The picture as an RGB image (the background is opaque, so alpha carries nothing).
pub fn render_image(view: &BoardView) -> RgbImage {
    to_rgb(&render_pixmap(view))
}

/// Drops the alpha byte; every pixel is opaque, so premultiplied and straight colour agree.
pub fn to_rgb(pixmap: &Pixmap) -> RgbImage {
    let mut rgb = vec![0u8; pixmap.pixels().len() * 3];
    for (out, p) in rgb.chunks_exact_mut(3).zip(pixmap.data().chunks_exact(4)) {
        out.copy_from_slice(&p[..3]);
    }
    RgbImage::from_raw(pixmap.width(), pixmap.height(), rgb).expect("the buffer fits the size")
}

/// The picture as encoded PNG bytes.
pub fn render_png(view: &BoardView) -> Vec<u8> {
    encode_png(&render_image(view))
}

/// Fast deflate with the Paeth filter: within 5% of the adaptive filters' size (which try all
/// five per row) at half their time; `Up` is as quick but 60% larger.
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    let mut out = Vec::new();
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Paeth)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            image::ExtendedColorType::Rgb8,
        )
        .expect("encoding to memory cannot fail");
    out
}
